import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import TableView from '@/games/ah2e/ui/screens/TableView.vue'
import MythosView from '@/games/ah2e/ui/screens/MythosView.vue'
import { go, route } from '@/app/router'
import { useGame } from '@/games/ah2e/ui/session'
import { useSessionStore } from '@/stores/session'
import { ah2eFullData, type Ah2eCommand } from '@/games/ah2e/rules'
import { createAh2eGame } from '../../app/helpers'
import { answerFor } from '../../../scripts/lib/ah2e-autoplay'
import { db } from '@/db/db'
import { locale } from '@/i18n'

/**
 * The table screen's investigator rows for the table rules (issue «AH2e at the table», point 7):
 * Sanity and Stamina entered from the sheet and changed token by token, a 0 with its consequence,
 * and the return from Lost in Time and Space offered only once it is due.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null
/** This test's store, held once: a late render of an earlier test's view may switch pinia's active instance. */
let game: ReturnType<typeof useGame>
let store: ReturnType<typeof useSessionStore>

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  game = useGame()
  store = useSessionStore()
  locale.value = 'en'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  game.close()
  locale.value = 'pl'
})

/** `check` holds and nothing shown is still being written (a tap's result shows while its write commits). */
async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

/** A command through the store (as another screen would send it); it must be accepted. */
async function dispatch(cmd: Ah2eCommand) {
  const r = await game.dispatch(cmd)
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`)
}

/** The Mythos phase played out through the store: the turn moves on. */
async function playMythos() {
  while (game.state!.phase !== 'mythos') await dispatch({ type: 'AdvancePhase', data: {} })
  do {
    await dispatch({ type: 'DrawMythosCard', data: {} })
    while (game.state!.pending) await dispatch(answerFor(game.state!.pending))
  } while (game.state!.status === 'playing' && game.state!.phase === 'mythos' && !game.state!.mythos)
}

async function openView() {
  const r = await createAh2eGame({ name: 'Table', seed: 'table-view', players: 1, investigatorNames: ['Ala'], ancientOne: 'yig' }, store)
  expect(r.ok).toBe(true)
  await playMythos() // the setup draw
  wrapper = mount(TableView, { global: { plugins: [pinia] } })
  await until(() => wrapper!.find('[data-testid="where-inv-1"]').exists())
  return wrapper
}

describe('TABLEVIEW the investigators on the table screen', { timeout: 30_000 }, () => {
  it('TABLEVIEW-01 «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ», «Obłąkany w Arkham»: the maximums from the sheet start tracking; − takes a token; Sanity 1 → 0 sends the figure to the Asylum with 1 Sanity back; «Sheet only» stops', async () => {
    const w = await openView()
    await dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'woods' } })
    expect(w.find('[data-testid="sanity-inv-1"]').exists()).toBe(false)
    await w.get('[data-testid="more-inv-1"]').trigger('click')
    await w.get('[data-testid="health-track-inv-1"]').trigger('click')
    await w.get('[data-testid="max-sanity-inv-1"]').setValue('2')
    await w.get('[data-testid="max-stamina-inv-1"]').setValue('4')
    await w.get('[data-testid="health-save-inv-1"]').trigger('submit')
    await until(() => w.find('[data-testid="sanity-inv-1"]').exists())
    expect(game.state!.investigators[0].health).toEqual({ sanity: 2, maxSanity: 2, stamina: 4, maxStamina: 4 })
    expect(w.get('[data-testid="sanity-inv-1"]').text()).toBe('2/2')
    expect(w.get('[data-testid="stamina-inv-1"]').text()).toBe('4/4')

    await w.get('[data-testid="stamina-down-inv-1"]').trigger('click')
    await until(() => w.get('[data-testid="stamina-inv-1"]').text() === '3/4')
    await w.get('[data-testid="sanity-down-inv-1"]').trigger('click')
    await until(() => w.get('[data-testid="sanity-inv-1"]').text() === '1/2')
    expect(game.state!.investigators[0].location).toBe('woods')
    await w.get('[data-testid="sanity-down-inv-1"]').trigger('click')
    await until(() => game.state!.investigators[0].location === 'arkham-asylum')
    expect(w.get('[data-testid="sanity-inv-1"]').text()).toBe('1/2')

    await w.get('[data-testid="health-edit-inv-1"]').trigger('click')
    await w.get('[data-testid="health-stop-inv-1"]').trigger('click')
    await until(() => w.find('[data-testid="health-track-inv-1"]').exists())
    expect(game.state!.investigators[0].health).toBeUndefined()
  })

  it('TABLEVIEW-02 «ZAGUBIONY W CZASIE I PRZESTRZENI»: the lost investigator\'s row says when they come back; from the Upkeep of that turn it offers the places, and one tap brings them back', async () => {
    const w = await openView()
    const lostIn = game.state!.turn
    await dispatch({ type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-1' } })
    await until(() => w.find('[data-testid="lits-inv-1"]').exists())
    expect(w.get('[data-testid="lits-inv-1"]').text()).toBe(`Comes back at the start of the Upkeep of turn ${lostIn + 2}`)
    expect(w.find('#return-inv-1').exists()).toBe(false)

    await playMythos()
    expect(game.state!.turn).toBe(lostIn + 1)
    await until(() => w.get('[data-testid="lits-inv-1"]').text().includes(`${lostIn + 2}`))
    expect(w.find('#return-inv-1').exists()).toBe(false)

    await playMythos()
    expect(game.state!.turn).toBe(lostIn + 2)
    await until(() => w.find('#return-inv-1').exists())
    const closed = w.findAll('#return-inv-1 option').filter((o) => (o.element as HTMLOptionElement).disabled).map((o) => o.attributes('value'))
    expect(closed.sort()).toEqual(Object.keys(game.state!.closed).filter((c) => !game.state!.gates[c]).sort())
    await w.get('#return-inv-1').setValue('uptown-streets')
    await until(() => game.state!.investigators[0].location === 'uptown-streets')
    expect(game.state!.investigators[0].delayed).toBe(false)
    expect(w.find('[data-testid="lits-inv-1"]').exists()).toBe(false)
  })

  it('TABLEVIEW-03 one compact row per investigator; the rare actions wait behind «⋯»; devoured only after «yes», «no» keeps them', async () => {
    const w = await openView()
    for (const id of ['arrest', 'delay', 'lose', 'devour', 'health-track']) expect(w.find(`[data-testid="${id}-inv-1"]`).exists(), id).toBe(false)
    expect(w.find('#sneak-inv-1').exists()).toBe(false)
    // The place: by list, or on the map (the map's space panel moves the figure there).
    await w.get('[data-testid="where-inv-1"]').trigger('click')
    expect(w.find('#loc-inv-1').exists()).toBe(true)
    expect(w.find('[data-testid="pick-on-map-inv-1"]').exists()).toBe(true)
    await w.get('[data-testid="more-inv-1"]').trigger('click')
    expect(w.get('[data-testid="more-inv-1"]').attributes('aria-expanded')).toBe('true')
    for (const id of ['arrest', 'delay', 'lose', 'devour', 'health-track']) expect(w.find(`[data-testid="${id}-inv-1"]`).exists(), id).toBe(true)
    const seq = game.row!.lastSeq
    await w.get('[data-testid="devour-inv-1"]').trigger('click')
    expect(w.get('[data-testid="devour-confirm-inv-1"]').text()).toContain('Ala')
    expect(game.row!.lastSeq).toBe(seq)
    await w.get('[data-testid="devour-no-inv-1"]').trigger('click')
    expect(w.find('[data-testid="devour-confirm-inv-1"]').exists()).toBe(false)
    expect(game.state!.investigators[0].devoured).toBe(false)
    await w.get('[data-testid="devour-inv-1"]').trigger('click')
    await w.get('[data-testid="devour-yes-inv-1"]').trigger('click')
    await until(() => game.state!.investigators[0].devoured)
    expect(game.row!.lastSeq).toBe(seq + 1)
    expect(w.find('[data-testid="menu-inv-1"]').exists()).toBe(false)
  })

  it('TABLEVIEW-04 «Faza V: Mity»: from the Other World encounters «Mythos phase» moves the game to the Mythos phase (a command, undoable) and opens the Mythos screen, whose draw then asks nothing', async () => {
    const w = await openView()
    while (game.state!.phase !== 'other-world-encounters') await dispatch({ type: 'AdvancePhase', data: {} })
    await until(() => w.get('[data-testid="next-phase"]').text() === 'Mythos phase')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="next-phase"]').trigger('click')
    await until(() => game.state!.phase === 'mythos')
    expect(game.row!.lastSeq).toBe(seq + 1)
    expect(game.lastEntry?.command).toEqual({ type: 'AdvancePhase', data: {} })
    expect(route.value).toMatchObject({ screen: 'mythos' })
    // In the Mythos phase the button only leads to the Mythos screen.
    await until(() => w.get('[data-testid="next-phase"]').text() === 'Mythos: draw the card')
    const mythos = mount(MythosView, { global: { plugins: [pinia] } })
    try {
      await mythos.get('[data-testid="draw-mythos"]').trigger('click')
      await until(() => game.row!.lastSeq === seq + 2)
      expect(mythos.find('[data-testid="confirm-out-of-phase"]').exists()).toBe(false)
      expect(game.lastEntry?.command.type).toBe('DrawMythosCard')
    } finally {
      mythos.unmount()
    }
    // Undo twice: the draw, then the phase change.
    await game.undo()
    await game.undo()
    await until(() => game.state!.phase === 'other-world-encounters')
  }, 30_000)

  it('TABLEVIEW-05 «Zatrzymani Badacze» (000 l.483): an arrested investigator stands up onto the Police Station as the Movement phase begins, the row says «no move this phase», and a move there is refused with the rule, brought into view', async () => {
    // Set up as the form does: the rule is recorded in the settings.
    const r = await store.create('ah2e', { name: 'Areszt', seed: 'table-view', setup: { players: 1, investigatorNames: ['Ala'], ancientOne: 'yig', settings: { terrorTenAddsDoom: true, trackPositions: true, delayedStandUp: true } } })
    expect(r.ok).toBe(true)
    await playMythos()
    const w = mount(TableView, { global: { plugins: [pinia] } })
    wrapper = w
    await until(() => w.find('[data-testid="where-inv-1"]').exists())
    await dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'rivertown-streets' } })
    await dispatch({ type: 'ArrestInvestigator', data: { investigatorId: 'inv-1' } })
    expect(game.state!.phase).toBe('upkeep')
    await until(() => w.get('[data-testid="next-phase"]').text() === 'Next: Movement')
    await w.get('[data-testid="next-phase"]').trigger('click')
    await until(() => game.state!.phase === 'movement' && w.find('[data-testid="no-move-inv-1"]').exists())
    expect(game.state!.investigators[0]).toMatchObject({ location: 'police-station', delayed: false })
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined)
    try {
      await w.get('[data-testid="where-inv-1"]').trigger('click')
      await w.get('#loc-inv-1').setValue('merchant-district-streets')
      await until(() => w.find('[data-testid="table-error"]').exists())
      expect(w.get('[data-testid="table-error"]').text()).toContain('does not move in this Movement phase')
      expect(scrolled).toHaveBeenCalled()
      expect(game.state!.investigators[0].location).toBe('police-station')
    } finally {
      scrolled.mockRestore()
    }
  }, 30_000)

  it('TABLEVIEW-06 while a Mythos card waits for an answer, «next phase» is no dead end: it says so and leads to the Mythos screen', async () => {
    const r = await createAh2eGame({ name: 'Pytanie', seed: 'table-view', players: 2, investigatorNames: ['Ala', 'Ola'], ancientOne: 'yig' }, store)
    expect(r.ok).toBe(true)
    await playMythos()
    while (game.state!.phase !== 'mythos') await dispatch({ type: 'AdvancePhase', data: {} })
    const card = ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.clues.length > 0 && m.gateMode === 'single' && m.gate && m.gate !== m.clues[0] && !game.state!.gates[m.clues[0]])!
    for (const id of ['inv-1', 'inv-2']) await dispatch({ type: 'MoveInvestigator', data: { investigatorId: id, to: card.clues[0] } })
    await dispatch({ type: 'DrawMythosCard', data: { cardId: card.id } })
    expect(game.state!.pending?.kind).toBe('clue-taker')
    wrapper = mount(TableView, { global: { plugins: [pinia] } })
    await until(() => wrapper!.get('[data-testid="next-phase"]').text() === "Mythos: answer the card's question")
    expect(wrapper.get('[data-testid="next-phase"]').attributes('disabled')).toBeUndefined()
    const seq = game.row!.lastSeq
    go('/games')
    await wrapper.get('[data-testid="next-phase"]').trigger('click')
    await until(() => route.value.name === 'game' && (route.value as { screen: string | null }).screen === 'mythos')
    expect(game.row!.lastSeq).toBe(seq)
  }, 30_000)
})

