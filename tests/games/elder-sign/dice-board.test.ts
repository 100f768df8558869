/**
 * ES-UI-DICE: the dice board on the phone. Every die is shown in exactly one place; the tasks the
 * roll can complete are marked and the others say why not (the rules' own check); a tap selects a
 * die; the task's button completes it with the chosen or the suggested dice; a failed roll asks for
 * the die to set aside; physical faces are entered die by die.
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import { DIE_IDS, type EsCommand } from '@/games/elder-sign/rules'
import DiceBoard from '@/games/elder-sign/ui/components/DiceBoard.vue'
import BattleView from '@/games/elder-sign/ui/screens/BattleView.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
})

/** This test's game has written and shown every command so far (see `newTable`). */
let settle: () => Promise<void> = async () => undefined

/** A one-player Yig game at «The Elder Sign» (Lore −1 Sanity; Lore −1 Stamina; Investigation 2 + Lore), the same as the e2e test's. */
async function atTheElderSign(mythosTerror?: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const table = await newTable({ name: 'Board', seed: 'es-look-1', elderSignLimit: 1, mythosTerror })
  const { game, run } = table
  settle = table.settle
  await run({ type: 'MoveInvestigator', data: { to: 'the-elder-sign' } })
  wrapper = mount(DiceBoard, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { game, run }
}

const dieButtons = () => wrapper!.findAll('[data-testid^="die-"]')

// Explicit bounds: a game is created and written through a fake IndexedDB (slow on a loaded machine).
describe('ES-UI-DICE the dice board', { timeout: 30_000 }, () => {
  it('ES-UI-DICE-01 «Rzucanie kośćmi» (l.303) before the roll: the 6 green dice in the pool, yellow and red out, no task to complete yet', async () => {
    await atTheElderSign()
    expect(dieButtons()).toHaveLength(8)
    expect(wrapper!.find('[data-testid="dice-pool"]').findAll('[data-testid^="die-"]')).toHaveLength(6)
    expect(wrapper!.find('[data-testid="dice-out"]').findAll('[data-testid^="die-"]')).toHaveLength(2)
    expect(wrapper!.find('[data-testid="task-t0"]').attributes('data-status')).toBe('task/not-rolled')
    expect(wrapper!.find('[data-testid="task-t0"]').text()).toContain('Najpierw')
  })

  it('ES-UI-DICE-02 «Wykonywanie zadań» (l.331–343), «Kolejność zadań» (l.255–257) entered faces: the legal task is marked, the arrow keeps the last one waiting with its reason, and a tap completes it', async () => {
    const { game } = await atTheElderSign()
    await wrapper!.find('[data-testid="enter-physical"]').trigger('click')
    for (const d of DIE_IDS.slice(0, 6)) await wrapper!.find(`[data-testid="enter-${d}-${d === 'green-1' ? 'lore' : 'investigation-1'}"]`).trigger('click')
    await wrapper!.find('[data-testid="enter-submit"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="task-t0"]').attributes('data-status')).toBe('ok')
    expect(wrapper!.find('[data-testid="task-t2"]').attributes('data-status')).toBe('task/out-of-order')
    expect(wrapper!.find('[data-testid="dice-rolled"]').findAll('[data-testid^="die-"]')).toHaveLength(6)
    await wrapper!.find('[data-testid="complete-t0"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="task-t0"]').attributes('data-status')).toBe('done')
    expect(game.state!.dice['green-1']).toMatchObject({ at: 'task', task: 't0' })
    // Still exactly one place per die.
    expect(dieButtons()).toHaveLength(8)
  })

  it('ES-UI-DICE-03 «Zadania» (l.261–299) a chosen die that does not meet the task is refused with the rule\'s reason; nothing changes', async () => {
    const { game } = await atTheElderSign()
    await wrapper!.find('[data-testid="enter-physical"]').trigger('click')
    for (const d of DIE_IDS.slice(0, 6)) await wrapper!.find(`[data-testid="enter-${d}-${d === 'green-2' ? 'lore' : 'peril'}"]`).trigger('click')
    await wrapper!.find('[data-testid="enter-submit"]').trigger('click')
    await settle()
    const before = game.row!.lastSeq
    await wrapper!.find('[data-testid="die-green-1"]').trigger('click')
    expect(wrapper!.find('[data-testid="die-green-1"]').attributes('aria-pressed')).toBe('true')
    await wrapper!.find('[data-testid="complete-t0"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="dice-error"]').text().length).toBeGreaterThan(10)
    expect(game.row!.lastSeq).toBe(before)
  })

  it('ES-UI-DICE-04 «Nieudane rzuty» (l.345–347) a failed roll is one tap on the die set aside; then «Roll» — two taps', async () => {
    const { game } = await atTheElderSign()
    await wrapper!.find('[data-testid="enter-physical"]').trigger('click')
    for (const d of DIE_IDS.slice(0, 6)) await wrapper!.find(`[data-testid="enter-${d}-peril"]`).trigger('click')
    await wrapper!.find('[data-testid="enter-submit"]').trigger('click')
    await settle()
    // No Terror in the roll: no «Failed roll» then a die — the die's own button does both.
    expect(wrapper!.find('[data-testid="fail-roll"]').exists()).toBe(false)
    await wrapper!.find('[data-testid="fail-discard-green-6"]').trigger('click')
    await settle()
    expect(game.state!.dice['green-6']).toEqual({ at: 'discarded' })
    expect(game.state!.attempt?.stage).toBe('after-discard')
    expect(wrapper!.find('[data-testid="must-discard"]').exists()).toBe(false)
    expect(wrapper!.find('[data-testid="fail-discard"]').exists()).toBe(false)
    expect(wrapper!.find('[data-testid="dice-discarded"]').findAll('[data-testid^="die-"]')).toHaveLength(1)
    expect(wrapper!.find('[data-testid="roll"]').text()).toContain('5')
  })

  it('ES-UI-DICE-04 «Efekty paniki» (l.379) a Terror face with a terror effect to resolve: «Failed roll» first, the die set aside after the effect', async () => {
    // The Mythos card's terror effect: one doom token.
    const { game } = await atTheElderSign('doom+1')
    await wrapper!.find('[data-testid="enter-physical"]').trigger('click')
    for (const d of DIE_IDS.slice(0, 6)) await wrapper!.find(`[data-testid="enter-${d}-${d === 'green-1' ? 'terror' : 'peril'}"]`).trigger('click')
    await wrapper!.find('[data-testid="enter-submit"]').trigger('click')
    await settle()
    expect(wrapper!.find('[data-testid="fail-discard"]').exists()).toBe(false)
    await wrapper!.find('[data-testid="fail-roll"]').trigger('click')
    await settle()
    expect(game.state!.doom).toBe(1)
    expect(wrapper!.find('[data-testid="must-discard"]').exists()).toBe(true)
    await wrapper!.find('[data-testid="die-green-6"]').trigger('click')
    await settle()
    expect(game.state!.dice['green-6']).toEqual({ at: 'discarded' })
  })

  it('ES-UI-DICE-05 «Faza ataku» (l.932–934): the last dice put on a successful combat task, no card to add a die — no «Roll (0 dice)» left on screen, the clock phase is the next step', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    // Yig (combat task Peril + Peril) awake; the one player's attack, with no card that adds a die (ES-ITEMS-05).
    const { game, run } = await newTable({ name: 'Walka', seed: 'es-battle-ui-1' })
    await run({ type: 'CorrectInvestigator', data: { investigator: 'monterey-jack', commonItem: 0, uniqueItem: 0 } })
    await run({ type: 'AwakenAncientOne', data: {} })
    await run({ type: 'AdvanceClock', data: {} })
    while (game.state!.pending?.kind === 'ancient-one-attack') await run({ type: 'ResolveAncientOneAttack', data: { investigators: [] } })
    const faces = (f: string[]) => ({ type: 'Roll', data: { faces: Object.fromEntries(f.map((x, i) => [`green-${i + 1 + (6 - f.length)}`, x])) } }) as EsCommand
    await run(faces(['peril', 'peril', 'lore', 'lore', 'lore', 'lore']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-1', 'green-2'] } })
    await run(faces(['peril', 'peril', 'lore', 'lore']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-3', 'green-4'] } })
    await run(faces(['peril', 'peril']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-5', 'green-6'] } })
    wrapper = mount(BattleView, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(game.state!.doom).toBe(5)
    expect(wrapper.find('[data-testid="roll"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="fail-roll"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="battle-clock"]').exists()).toBe(true)
  })

  it('ES-UI-DICE-05 «Faza ataku» (l.934, 936), ES-ITEMS-05: the last dice spent with a Unique Item in hand — the board says so and offers the red die, and «Zakończ atak» ends the attack in one tap', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run, settle: done } = await newTable({ name: 'Walka', seed: 'es-battle-ui-1' })
    await run({ type: 'CorrectInvestigator', data: { investigator: 'monterey-jack', commonItem: 0, uniqueItem: 1 } })
    await run({ type: 'AwakenAncientOne', data: {} })
    await run({ type: 'AdvanceClock', data: {} })
    while (game.state!.pending?.kind === 'ancient-one-attack') await run({ type: 'ResolveAncientOneAttack', data: { investigators: [] } })
    const faces = (f: string[]) => ({ type: 'Roll', data: { faces: Object.fromEntries(f.map((x, i) => [`green-${i + 1 + (6 - f.length)}`, x])) } }) as EsCommand
    await run(faces(['peril', 'peril', 'lore', 'lore', 'lore', 'lore']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-1', 'green-2'] } })
    await run(faces(['peril', 'peril', 'lore', 'lore']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-3', 'green-4'] } })
    await run(faces(['peril', 'peril']))
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-5', 'green-6'] } })
    wrapper = mount(BattleView, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.find('[data-testid="dice-board"] p').text()).toContain('kości się skończyły')
    expect(wrapper.find('[data-testid="add-red"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="roll"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="battle-clock"]').exists()).toBe(false)
    await wrapper.find('[data-testid="end-attack"]').trigger('click')
    await done()
    await flushPromises()
    expect(game.state!.attempt).toBeNull()
    expect(wrapper.find('[data-testid="battle-clock"]').exists()).toBe(true)
  })

  it('ES-UI-DICE-06 «Zakończenie gry» (l.950–956): the game won in the middle of an attack — the outcome first on the battle screen, no dice control left', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run } = await newTable({ name: 'Koniec', seed: 'es-battle-ui-2' })
    await run({ type: 'AwakenAncientOne', data: {} })
    await run({ type: 'AdvanceClock', data: {} })
    while (game.state!.pending?.kind === 'ancient-one-attack') await run({ type: 'ResolveAncientOneAttack', data: { investigators: [] } })
    await run({ type: 'CorrectDoom', data: { to: 1 } })
    await run({ type: 'Roll', data: { faces: { 'green-1': 'peril', 'green-2': 'peril', 'green-3': 'lore', 'green-4': 'lore', 'green-5': 'lore', 'green-6': 'lore' } } })
    await run({ type: 'CompleteTask', data: { task: 'combat', dice: ['green-1', 'green-2'] } })
    expect(game.state!.status).toBe('won')
    wrapper = mount(BattleView, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.find('[data-testid="outcome"]').exists()).toBe(true)
    // The outcome comes before anything else to do (the «Na planszy» sheet covers the bottom of the screen).
    expect(wrapper.html().indexOf('data-testid="outcome"')).toBeLessThan(wrapper.html().indexOf('data-testid="battle-doom"'))
    for (const id of ['dice-board', 'roll', 'enter-physical', 'battle-clock']) expect(wrapper.find(`[data-testid="${id}"]`).exists(), id).toBe(false)
  })
})
