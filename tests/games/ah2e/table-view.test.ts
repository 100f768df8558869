import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import TableView from '@/games/ah2e/ui/screens/TableView.vue'
import { route } from '@/shell/router'
import { useGame } from '@/games/ah2e/ui/session'
import { useSessionStore } from '@/stores/session'
import { ah2e, ah2eFullData, type Ah2eCommand } from '@/games/ah2e/rules'
import { cardTitle } from '@/games/ah2e/ui/names'
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
    expect(w.get('[data-testid="devour-inv-1-confirm"]').text()).toContain('Ala')
    expect(game.row!.lastSeq).toBe(seq)
    await w.get('[data-testid="devour-inv-1-no"]').trigger('click')
    expect(w.find('[data-testid="devour-inv-1-confirm"]').exists()).toBe(false)
    expect(game.state!.investigators[0].devoured).toBe(false)
    await w.get('[data-testid="devour-inv-1"]').trigger('click')
    await w.get('[data-testid="devour-inv-1-yes"]').trigger('click')
    await until(() => game.state!.investigators[0].devoured)
    expect(game.row!.lastSeq).toBe(seq + 1)
    expect(w.find('[data-testid="menu-inv-1"]').exists()).toBe(false)
  })

  it('TABLEVIEW-04 «Faza V: Mity»: from the Arkham encounters the table offers the Mythos draw; one tap starts the Mythos phase and draws (two undoable commands); the card, what it did and the next turn\'s «Next: Movement» show on the table', async () => {
    const w = await openView()
    while (game.state!.phase !== 'arkham-encounters') await dispatch({ type: 'AdvancePhase', data: {} })
    await until(() => w.find('[data-testid="turn-mythos"]').exists())
    // The Other World encounters stay a tap away for a table that marks them; nothing the app does happens in them.
    expect(w.get('[data-testid="next-phase"]').text()).toBe('Next: Other World Encounters')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="turn-mythos"] [data-testid="draw-mythos"]').trigger('click')
    await until(() => game.row!.lastSeq === seq + 2 && game.state!.phase === 'upkeep')
    expect(game.lastEntry?.command.type).toBe('DrawMythosCard')
    expect(route.value).not.toMatchObject({ screen: 'mythos' })
    const drawn = game.state!.mythosPhase!.cardId
    await until(() => w.find('[data-testid="turn-panel"] [data-testid="mythos-card"]').exists())
    expect(w.get('[data-testid="turn-panel"] [data-testid="mythos-card"]').text()).toContain(cardTitle(drawn))
    expect(w.get('[data-testid="turn-panel"] [data-testid="mythos-result"]').text()).toContain(cardTitle(drawn))
    expect(w.get('[data-testid="next-phase"]').text()).toBe('Next: Movement')
    expect(w.find('[data-testid="turn-mythos"]').exists()).toBe(false)
    // Undo: the draw (the Mythos phase, the draw offered again, no «next»), then the phase change.
    await game.undo()
    await until(() => game.state!.phase === 'mythos' && w.find('[data-testid="turn-mythos"]').exists())
    expect(w.find('[data-testid="next-phase"]').exists()).toBe(false)
    expect(w.find('[data-testid="turn-panel"] [data-testid="mythos-card"]').exists()).toBe(false)
    await game.undo()
    await until(() => game.state!.phase === 'arkham-encounters')
    // The next phase clears the card: «Next: Movement» takes the turn on.
    await w.get('[data-testid="turn-mythos"] [data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.phase === 'upkeep' && w.find('[data-testid="next-phase"]').exists())
    await w.get('[data-testid="next-phase"]').trigger('click')
    await until(() => game.state!.phase === 'movement' && !w.find('[data-testid="turn-panel"] [data-testid="mythos-card"]').exists())
    expect(w.get('[data-testid="next-phase"]').text()).toBe('Next: Arkham Encounters')
  }, 30_000)

  it('TABLEVIEW-07 «Faza V: Mity»: the physical card is named on the table by typing its title: the matches show, one tap draws it (and starts the Mythos phase from the encounters)', async () => {
    const w = await openView()
    while (game.state!.phase !== 'other-world-encounters') await dispatch({ type: 'AdvancePhase', data: {} })
    await until(() => w.find('[data-testid="turn-mythos"]').exists())
    // From the Other World encounters the draw is the way on: no «next phase» beside it.
    expect(w.find('[data-testid="next-phase"]').exists()).toBe(false)
    expect(w.find('[data-testid="turn-mythos"] [data-testid^="pick-"]').exists()).toBe(false)
    const card = ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.set === 'base' && m.type === 'headline')!
    await w.get('[data-testid="turn-mythos"] [data-testid="mythos-search"]').setValue(cardTitle(card.id).slice(0, 12))
    await w.get(`[data-testid="pick-${card.id}"]`).trigger('click')
    await until(() => game.state!.mythosPhase?.cardId === card.id)
    const cmds = game.lastEntry!.command
    expect(cmds).toEqual({ type: 'DrawMythosCard', data: { cardId: card.id } })
    expect(game.state!.mythosPhase!.virtual).toBe(false)
  }, 30_000)

  it('TABLEVIEW-05 «Zatrzymani Badacze» (000 l.483): an arrested investigator stands up onto the Police Station as the Movement phase begins, the row says «no move this phase», and a move there is refused with the rule, in that investigator\'s row, focused', async () => {
    // Set up as the form does: the rule is recorded in the settings.
    const r = await store.create('ah2e', { name: 'Areszt', seed: 'table-view', setup: { players: 1, investigatorNames: ['Ala'], ancientOne: 'yig', settings: { terrorTenAddsDoom: true, trackPositions: true, delayedStandUp: true } } })
    expect(r.ok).toBe(true)
    await playMythos()
    const w = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    wrapper = w
    await until(() => w.find('[data-testid="where-inv-1"]').exists())
    await dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'rivertown-streets' } })
    await dispatch({ type: 'ArrestInvestigator', data: { investigatorId: 'inv-1' } })
    expect(game.state!.phase).toBe('upkeep')
    await until(() => w.get('[data-testid="next-phase"]').text() === 'Next: Movement')
    await w.get('[data-testid="next-phase"]').trigger('click')
    await until(() => game.state!.phase === 'movement' && w.find('[data-testid="no-move-inv-1"]').exists())
    expect(game.state!.investigators[0]).toMatchObject({ location: 'police-station', delayed: false })
    await w.get('[data-testid="where-inv-1"]').trigger('click')
    await w.get('#loc-inv-1').setValue('merchant-district-streets')
    await until(() => w.find('[data-testid="inv-1"] [data-testid="table-error"]').exists())
    const refusal = w.get('[data-testid="inv-1"] [data-testid="table-error"]')
    expect(refusal.text()).toContain('does not move in this Movement phase')
    expect(document.activeElement).toBe(refusal.element)
    expect(w.findAll('[data-testid="table-error"]')).toHaveLength(1)
    expect(game.state!.investigators[0].location).toBe('police-station')
  }, 30_000)

  it('TABLEVIEW-06 «Umieszczanie żetonu Wskazówki»: a card that asks who takes the clue asks it on the table, under the card (a prompt, focused), with no «next phase»; the answer goes on and the card stays with what it did', async () => {
    const r = await createAh2eGame({ name: 'Pytanie', seed: 'table-view', players: 2, investigatorNames: ['Ala', 'Ola'], ancientOne: 'yig' }, store)
    expect(r.ok).toBe(true)
    await playMythos()
    while (game.state!.phase !== 'other-world-encounters') await dispatch({ type: 'AdvancePhase', data: {} })
    const card = ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.clues.length > 0 && m.gateMode === 'single' && m.gate && m.gate !== m.clues[0] && !game.state!.gates[m.clues[0]])!
    for (const id of ['inv-1', 'inv-2']) await dispatch({ type: 'MoveInvestigator', data: { investigatorId: id, to: card.clues[0] } })
    wrapper = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    await until(() => wrapper!.find('[data-testid="turn-mythos"]').exists())
    await wrapper.get('[data-testid="mythos-search"]').setValue(cardTitle(card.id))
    await wrapper.get(`[data-testid="pick-${card.id}"]`).trigger('click')
    await until(() => game.state!.pending?.kind === 'clue-taker' && wrapper!.find('[data-testid="pending-choice"]').exists())
    expect(ah2e.pending(game.state!)).toEqual({ kind: 'clue-taker', screen: 'table' })
    const panel = wrapper.get('[data-testid="pending-choice"]')
    expect(panel.attributes('data-prompt')).toBeDefined()
    expect(document.activeElement).toBe(panel.element)
    expect(wrapper.get('[data-testid="turn-panel"] [data-testid="mythos-card"]').text()).toContain(cardTitle(card.id))
    expect(wrapper.find('[data-testid="next-phase"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="turn-mythos"]').exists()).toBe(false)
    await panel.findAll('button').find((b) => b.text() === 'Ola')!.trigger('click')
    await until(() => game.state!.investigators[1].clues === 1)
    // Its monsters may ask where they go: the proposed place, confirmed (one tap each).
    for (let i = 0; i < 10 && game.state!.pending; i++) {
      await until(() => wrapper!.find('[data-testid="confirm-destination"]').exists())
      const seq = game.row!.lastSeq
      await wrapper.get('[data-testid="confirm-destination"]').trigger('click')
      await until(() => game.row!.lastSeq === seq + 1)
    }
    await until(() => !game.state!.pending && game.state!.phase === 'upkeep' && wrapper!.find('[data-testid="next-phase"]').exists())
    expect(game.state!.investigators[1].clues).toBe(1)
    expect(wrapper.get('[data-testid="turn-panel"] [data-testid="mythos-card"]').text()).toContain(cardTitle(card.id))
    expect(wrapper.get('[data-testid="turn-panel"] [data-testid="mythos-result"]').text()).toContain('Ola')
  }, 30_000)

  it('TABLEVIEW-08 a refusal shows at the control tapped: closing a gate where the app does not know who stands is refused in that gate\'s row (not above the gauges), focused, with the checks\' retry', async () => {
    const r = await store.create('ah2e', { name: 'Brama', seed: 'table-view', setup: { players: 1, investigatorNames: ['Ala'], ancientOne: 'yig', settings: { terrorTenAddsDoom: true, trackPositions: true, delayedStandUp: true } } })
    expect(r.ok).toBe(true)
    await playMythos()
    const loc = Object.keys(game.state!.gates)[0]
    expect(loc).toBeTruthy()
    const w = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    wrapper = w
    await until(() => w.find('[data-testid="gate-row"]').exists())
    const seq = game.row!.lastSeq
    await w.get('[data-testid="gate-row"]').findAll('button').find((b) => b.text() === 'Close')!.trigger('click')
    await until(() => w.find('[data-testid="gate-row"] [data-testid="table-error"]').exists())
    const refusal = w.get('[data-testid="gate-row"] [data-testid="table-error"]')
    expect(document.activeElement).toBe(refusal.element)
    expect(refusal.find('[data-testid="positions-off-retry"]').exists()).toBe(true)
    expect(w.findAll('[data-testid="table-error"]')).toHaveLength(1)
    expect(game.row!.lastSeq).toBe(seq)
  }, 30_000)

  it('TABLEVIEW-09 «Budzi się Przedwieczny!»: «the Ancient One awakens» asks in place first; «No» leaves it, «Yes» wakes it', async () => {
    const w = await openView()
    await until(() => w.find('[data-testid="awaken"]').exists())
    const seq = game.row!.lastSeq
    await w.get('[data-testid="awaken"]').trigger('click')
    await until(() => w.find('[data-testid="awaken-confirm"]').exists())
    expect(w.get('[data-testid="awaken-confirm"]').attributes('data-prompt')).toBeDefined()
    await w.get('[data-testid="awaken-no"]').trigger('click')
    await until(() => w.find('[data-testid="awaken"]').exists())
    expect(game.row!.lastSeq).toBe(seq)
    await w.get('[data-testid="awaken"]').trigger('click')
    await until(() => w.find('[data-testid="awaken-yes"]').exists())
    await w.get('[data-testid="awaken-yes"]').trigger('click')
    await until(() => game.state!.status === 'final-battle')
    expect(game.row!.lastSeq).toBe(seq + 1)
  }, 30_000)

  it('TABLEVIEW-10 «Zbieranie Wskazówek» (review ah2e-es, finding 1): where clue tokens lie, the row offers to pick them all up; one tap takes them off the location into the hand; «+» stays a clue from elsewhere', async () => {
    const w = await openView()
    const [place, n] = Object.entries(game.state!.clues).find(([loc, k]) => k > 0 && !game.state!.gates[loc])!
    expect(w.find('[data-testid="pick-up-inv-1"]').exists()).toBe(false)
    await dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: place } })
    await until(() => w.find('[data-testid="pick-up-inv-1"]').exists())
    expect(w.get('[data-testid="pick-up-inv-1"]').text()).toMatch(new RegExp(`^Pick up ${n} clues? from `))
    await w.get('[aria-label="Gain a clue"]').trigger('click')
    await until(() => game.state!.investigators[0].clues === 1)
    expect(game.state!.clues[place]).toBe(n)
    await w.get('[data-testid="pick-up-inv-1"]').trigger('click')
    await until(() => game.state!.investigators[0].clues === 1 + n)
    expect(game.state!.clues[place]).toBeUndefined()
    expect(w.find('[data-testid="pick-up-inv-1"]').exists()).toBe(false)
  }, 30_000)

  it('TABLEVIEW-11 «jeden lub więcej z nich»: where 2 or more tokens lie, «Fewer» offers 1 … n−1; a count takes that many, the rest stay there', async () => {
    const w = await openView()
    const pile = () => Object.entries(game.state!.clues).find(([loc, k]) => k >= 2 && !game.state!.gates[loc] && !game.state!.closed[loc])
    for (let i = 0; i < 16 && !pile() && game.state!.status === 'playing'; i++) await playMythos()
    const [place, n] = pile()!
    await dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: place } })
    await until(() => w.find('[data-testid="pick-up-fewer-inv-1"]').exists())
    expect(w.find('[data-testid="pick-up-counts-inv-1"]').exists()).toBe(false)
    await w.get('[data-testid="pick-up-fewer-inv-1"]').trigger('click')
    await until(() => w.find('[data-testid="pick-up-counts-inv-1"]').exists())
    const counts = w.findAll('[data-testid^="pick-up-inv-1-"]').map((b) => b.text())
    expect(counts).toEqual(Array.from({ length: n - 1 }, (_, k) => String(k + 1)))
    const before = game.state!.investigators[0].clues
    await w.get('[data-testid="pick-up-inv-1-1"]').trigger('click')
    await until(() => game.state!.investigators[0].clues === before + 1)
    expect(game.state!.clues[place]).toBe(n - 1)
    expect(w.find('[data-testid="pick-up-counts-inv-1"]').exists()).toBe(false)
    // The rest: one tap, or «Fewer» again while 2 or more are left.
    expect(w.find('[data-testid="pick-up-fewer-inv-1"]').exists()).toBe(n - 1 >= 2)
    expect(w.get('[data-testid="pick-up-inv-1"]').text()).toMatch(new RegExp(`^Pick up ${n - 1} clues? from `))
  }, 30_000)
})
