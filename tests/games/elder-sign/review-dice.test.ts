/**
 * ES-UI-REVIEW-DICE: the dice board as a play-through review found it (review ah2e-es, findings 10
 * and 13): the proposal named a die by the app's number («zielona kość 3») beside dice that show
 * numbers; a roll failed and waiting for its die to be set aside still told the tasks «Najpierw
 * rzućcie kośćmi.»; dice set aside by a Terror effect were blank squares only the log explained.
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import { DIE_IDS, type DieId } from '@/games/elder-sign/rules'
import type { FaceId } from '@/games/elder-sign/data'
import DiceBoard from '@/games/elder-sign/ui/components/DiceBoard.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
})

/** A one-player Yig game at «Znak Starszych Bogów» (Lore −1 Sanity; Lore −1 Stamina; Investigation 2 + Lore), the dice board on screen. */
async function atTheElderSign(mythosTerror?: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const { game, run, settle } = await newTable({ name: 'Kości', seed: 'es-look-1', mythosTerror })
  await run({ type: 'MoveInvestigator', data: { to: 'the-elder-sign' } })
  wrapper = mount(DiceBoard, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  /** The dice to roll now, entered as physical faces (`faces[i]` for the i-th, Peril for the rest). */
  const roll = async (faces: FaceId[]) => {
    const dice = DIE_IDS.filter((d) => game.state!.dice[d].at === 'pool' || game.state!.dice[d].at === 'rolled')
    await run({ type: 'Roll', data: { faces: Object.fromEntries(dice.map((d, i) => [d, faces[i] ?? 'peril'])) as Record<DieId, FaceId> } })
    await settle()
  }
  return { game, run, settle, roll }
}

describe('ES-UI-REVIEW-DICE the dice board after the review', { timeout: 30_000 }, () => {
  it('ES-UI-REVIEW-DICE-01 (finding 10) the app\'s proposal names a die by its colour and the face it shows, never by a number the physical dice do not carry', async () => {
    const { run, settle, roll } = await atTheElderSign()
    await roll(['lore'])
    await run({ type: 'CompleteTask', data: { task: 't0', dice: ['green-1'] } })
    await settle()
    await roll(['peril', 'lore'])
    await run({ type: 'CompleteTask', data: { task: 't1', dice: ['green-3'] } })
    await settle()
    await roll(['investigation-3', 'investigation-2', 'lore'])
    const text = wrapper!.get('[data-testid="task-t2"]').text()
    expect(text).toContain('Aplikacja proponuje:')
    expect(text).not.toMatch(/kość \d/)
    expect(text).toMatch(/\d Śledztw[a-z]* \(zielona kość\)/)
    expect(text).toContain('Wiedza (zielona kość)')
  })

  it('ES-UI-REVIEW-DICE-02 (finding 13) «Nieudany rzut», «Efekty paniki» (l.345–347, 379): with a failed roll on the board the tasks say to set a die aside and roll again, not «roll first»; dice the Terror effect set aside say so', async () => {
    const { run, settle, roll } = await atTheElderSign('discard-all-terror-dice')
    expect(wrapper!.get('[data-testid="task-t0"]').text()).toContain('Najpierw rzućcie kośćmi.')
    await roll(['terror', 'terror'])
    await run({ type: 'FailRoll', data: {} })
    await settle()
    const task = wrapper!.get('[data-testid="task-t0"]').text()
    expect(task).not.toContain('Najpierw rzućcie kośćmi.')
    expect(task).toContain('najpierw odłóż jedną kość')
    expect(wrapper!.find('[data-testid="dice-discarded"]').findAll('[data-testid^="discarded-by-"]').map((x) => x.text())).toEqual(['panika', 'panika'])
    await run({ type: 'DiscardDie', data: { die: 'green-3' } })
    await settle()
    expect(wrapper!.get('[data-testid="discarded-by-green-3"]').text()).toBe('nieudany rzut')
    expect(wrapper!.get('[data-testid="task-t0"]').text()).not.toContain('Najpierw rzućcie kośćmi.')
  })
})
