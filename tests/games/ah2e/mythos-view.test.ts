import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import MythosView from '@/games/ah2e/ui/screens/MythosView.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { ah2eFullData } from '@/games/ah2e/rules'
import { cardTitle } from '@/games/ah2e/ui/names'
import { describeEvent } from '@/games/ah2e/ui/describe'
import { useSessionStore } from '@/stores/session'
import { go, route } from '@/shell/router'
import { answerFor } from '../../../scripts/lib/ah2e-autoplay'

/**
 * The Mythos screen at the table (issue «AH2e at the table», point 3): a draw outside the Mythos
 * phase asks first, the physical-card picker lists only this game's cards, finds them by title,
 * shows each card's gate, clue and movement, says when nothing matches; undo is on the screen.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  locale.value = 'en'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  useGame().close()
  locale.value = 'pl'
})

/** `check` holds and nothing shown is still being written (a tap's result shows while its write commits). */
async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

async function openView(expansions: 'innsmouth'[] = []) {
  const r = await createAh2eGame({ name: 'Mythos', seed: 'mythos-view', players: 2, ancientOne: 'yig', expansions })
  expect(r.ok).toBe(true)
  wrapper = mount(MythosView, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

describe('MYTHVIEW the Mythos screen', { timeout: 30_000 }, () => {
  it('MYTHVIEW-01 the setup draw goes at once; a later draw outside the Mythos phase asks first and draws only after «yes»', async () => {
    const w = await openView()
    const game = useGame()
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.setupDone)
    expect(game.state!.phase).toBe('upkeep')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="confirm-out-of-phase"]').text()).toContain('Upkeep')
    expect(game.row!.lastSeq).toBe(seq)
    await w.get('[data-testid="confirm-out-of-phase-yes"]').trigger('click')
    await until(() => game.row!.lastSeq === seq + 1)
    expect(w.find('[data-testid="confirm-out-of-phase"]').exists()).toBe(false)
  })

  it('MYTHVIEW-02 the picker lists only this game\'s cards (no Innsmouth card without Innsmouth), finds by title, shows gate, clue and movement, says when nothing matches', async () => {
    const w = await openView()
    await w.findAll('button').find((b) => b.text() === 'I drew a physical card')!.trigger('click')
    const innsmouthIds = new Set(ah2eFullData.mythos.filter((m) => m.set === 'innsmouth').map((m) => m.id))
    expect(innsmouthIds.size).toBeGreaterThan(0)
    await w.get('[data-testid="mythos-search"]').setValue('')
    const picks = w.findAll('[data-testid^="pick-"]').map((b) => b.attributes('data-testid')!.slice(5))
    expect(picks.length).toBeGreaterThan(0)
    for (const id of picks) expect(innsmouthIds.has(id), id).toBe(false)
    // The gate filter offers only places of this game's board.
    const innsmouthPlaces = new Set(ah2eFullData.spaces.filter((x) => (x as { board?: string }).board === 'innsmouth').map((x) => x.id))
    expect(innsmouthPlaces.size).toBeGreaterThan(0)
    const options = w.findAll('[data-testid="mythos-gate-filter"] option').map((o) => o.attributes('value')).filter(Boolean)
    expect(options.length).toBeGreaterThan(3)
    for (const o of options) expect(innsmouthPlaces.has(o!), o).toBe(false)
    await w.get('[data-testid="mythos-search"]').setValue('quiet in ark')
    const row = w.get('[data-testid="pick-all-quiet-in-arkham"]').text()
    expect(row).toContain('Gate: Woods')
    expect(row).toMatch(/Clue: .+/)
    expect(row).toMatch(/White: .+ · Black: .+/)
    await w.get('[data-testid="mythos-search"]').setValue('no such title at all')
    expect(w.get('[data-testid="mythos-no-match"]').text()).toContain('No card in the deck matches')
  })

  it('MYTHVIEW-03 the card stays shown while its choice is asked, and undo is on the screen', async () => {
    const w = await openView()
    const game = useGame()
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.setupDone)
    expect(w.find('[data-testid="mythos-card"]').exists()).toBe(true)
    const undo = w.get('[data-testid="mythos-undo"]')
    expect(undo.attributes('disabled')).toBeUndefined()
    await undo.trigger('click')
    await until(() => !game.state!.setupDone)
    expect(game.row!.lastSeq).toBe(1)
  })

  it('MYTHVIEW-04 («Faza V: Mity») a draw here that asks a question leads to the table, where it is answered; the card and its results stay on this screen through the question and after the answer, until the players move the game on', async () => {
    const w = await openView()
    const game = useGame()
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.setupDone && !game.state!.pending)
    while (game.state!.phase !== 'mythos') expect((await game.dispatch({ type: 'AdvancePhase', data: {} })).ok).toBe(true)
    // A card whose clue goes where both investigators stand (no gate there): they must say who takes it.
    const card = ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.type === 'headline' && m.clues.length > 0 && m.gateMode === 'single' && m.gate && m.gate !== m.clues[0] && !game.state!.gates[m.clues[0]] && m.white.length + m.black.length === 0)
      ?? ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.clues.length > 0 && m.gateMode === 'single' && m.gate && m.gate !== m.clues[0] && !game.state!.gates[m.clues[0]])!
    for (const id of ['inv-1', 'inv-2']) expect((await game.dispatch({ type: 'MoveInvestigator', data: { investigatorId: id, to: card.clues[0] } })).ok).toBe(true)
    go('/games/' + game.row!.id + '/mythos')
    await w.findAll('button').find((b) => b.text() === 'I drew a physical card')!.trigger('click')
    await w.get('[data-testid="mythos-search"]').setValue(cardTitle(card.id))
    await w.get(`[data-testid="pick-${card.id}"]`).trigger('click')
    await until(() => game.state!.pending?.kind === 'clue-taker')
    // The question is the table's: the draw led there (this screen shows no answers of its own).
    await until(() => (route.value as { screen?: string }).screen === 'table')
    expect(w.find('[data-testid="pending-choice"]').exists()).toBe(false)
    expect(w.get('[data-testid="mythos-card"]').text()).toContain(cardTitle(card.id))
    const before = w.findAll('[data-testid="mythos-result"] li').length
    expect(before).toBeGreaterThan(0)
    expect((await game.dispatch({ type: 'ChooseClueTaker', data: { investigatorId: 'inv-2' } })).ok).toBe(true)
    while (game.state!.pending) expect((await game.dispatch(answerFor(game.state!.pending))).ok).toBe(true)
    await until(() => !game.state!.pending && game.state!.investigators[1].clues === 1)
    // The answer's own events come after the draw's: the card and everything it did stay.
    await until(() => w.findAll('[data-testid="mythos-result"] li').length > before)
    expect(w.get('[data-testid="mythos-card"]').text()).toContain(cardTitle(card.id))
    const results = w.get('[data-testid="mythos-result"]').text()
    expect(results).toContain(describeEvent({ type: 'MythosCardDrawn', data: { cardId: card.id, physical: true, setup: false, ignoreAbility: false } }, game.state))
    expect(results).toContain('Investigator 2')
    // The phase is over: the way on is back to the table; drawing again comes after the results.
    expect(w.get('[data-testid="mythos-done"]').text()).toContain('Upkeep')
    expect(w.get('[data-testid="draw-mythos"]').element.closest('.order-last')).not.toBeNull()
    // Another screen's command in between does not hide it; the next phase does.
    expect((await game.dispatch({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })).ok).toBe(true)
    await until(() => game.state!.investigators[0].clues === 1)
    expect(w.find('[data-testid="mythos-card"]').exists()).toBe(true)
    expect(game.state!.phase).toBe('upkeep')
    expect((await game.dispatch({ type: 'AdvancePhase', data: {} })).ok).toBe(true)
    await until(() => game.state!.phase === 'movement')
    expect(w.find('[data-testid="mythos-card"]').exists()).toBe(false)
    expect(w.find('[data-testid="mythos-result"]').exists()).toBe(false)
    expect(w.find('[data-testid="mythos-done"]').exists()).toBe(false)
  }, 30_000)

  it('MYTHVIEW-06 («Faza V: Mity») from the encounters the draw here starts the Mythos phase (no «outside the Mythos phase?» question); from the Upkeep it still asks first', async () => {
    const w = await openView()
    const game = useGame()
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.setupDone && !game.state!.pending)
    while (game.state!.phase !== 'arkham-encounters') expect((await game.dispatch({ type: 'AdvancePhase', data: {} })).ok).toBe(true)
    const seq = game.row!.lastSeq
    await until(() => w.find('[data-testid="draw-mythos"]').exists())
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.row!.lastSeq === seq + 2)
    expect(w.find('[data-testid="confirm-out-of-phase"]').exists()).toBe(false)
    expect(game.state!.turn).toBe(2)
  }, 30_000)

  it('MYTHVIEW-05 («Faza V: Mity») the screen shows the phase\'s card and results without reading the game\'s log, also when the game is opened again', async () => {
    const w = await openView()
    const game = useGame()
    const store = useSessionStore()
    await w.get('[data-testid="draw-mythos"]').trigger('click')
    await until(() => game.state!.setupDone && w.find('[data-testid="mythos-result"]').exists())
    const shown = w.get('[data-testid="mythos-result"]').text()
    expect(shown).toContain(cardTitle(game.state!.mythosPhase!.cardId))
    void store
    // Opened again (a reload): the state read from the store holds the phase; the log is not loaded.
    const id = game.row!.id
    w.unmount()
    wrapper = null
    game.close()
    pinia = createPinia()
    setActivePinia(pinia)
    expect(await useGame().open(id)).toBe(true)
    const loadLog = vi.spyOn(useSessionStore(), 'loadLog')
    wrapper = mount(MythosView, { global: { plugins: [pinia] } })
    await flushPromises()
    await until(() => wrapper!.find('[data-testid="mythos-result"]').exists())
    expect(wrapper.get('[data-testid="mythos-result"]').text()).toBe(shown)
    expect(loadLog).not.toHaveBeenCalled()
    expect(useSessionStore().entries).toBeNull()
  })
})
