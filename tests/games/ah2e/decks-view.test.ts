import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import DecksView from '@/games/ah2e/ui/screens/DecksView.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { useNotesStore } from '@/stores/notes'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { gateCard } from '@/games/ah2e/data'
import { ah2eFullData } from '@/games/ah2e/rules'
import { answerFor } from '../../../scripts/lib/ah2e-autoplay'
import { usePacksStore } from '@/stores/packs'
import { CONTENT_PACK_FORMAT, readContentPack } from '@/shell/contentPack'
import { contentKeys } from '@/games/ah2e/ui/content'
import { useSessionStore } from '@/stores/session'

const options = { name: 'Decks', seed: 'decks-view-seed', players: 2, investigatorNames: ['Ala', 'Ola'], ancientOne: 'yig', terrorTenAddsDoom: true }

let pinia: Pinia
let wrapper: VueWrapper | null = null
/** This test's store, held once: a late render of an earlier test's view may switch pinia's active instance. */
let held: ReturnType<typeof useGame>

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.notes.clear(), db.settings.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  held = useGame()
  locale.value = 'en'
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  held.close()
  locale.value = 'pl'
})

async function openView(): Promise<VueWrapper> {
  const r = await createAh2eGame(options, held as never)
  expect(r.ok).toBe(true)
  wrapper = mount(DecksView, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

/** Commands go through IndexedDB: wait until the view shows what the store committed. */
/** `check` holds and nothing shown is still being written (a tap's result shows while its write commits). */
async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

describe('DecksView', { timeout: 30_000 }, () => {
  it('DECKVIEW-01 drawing a location card records DrawLocationCard in the log and shows a card of that neighbourhood', async () => {
    const w = await openView()
    const game = held
    await w.get('[data-testid="hood-pick"]').setValue('rivertown')
    await w.get('[data-testid="draw-location"]').trigger('click')
    await until(() => w.find('[data-testid="location-card"]').exists())

    expect(game.row?.lastSeq).toBe(2)
    const log = await game.loadLog()
    const last = log.at(-1)!
    expect(last.command).toEqual({ type: 'DrawLocationCard', data: { neighbourhood: 'rivertown' } })
    const drawn = last.events.find((e) => e.type === 'LocationCardDrawn')
    expect(drawn?.type === 'LocationCardDrawn' && drawn.data.neighbourhood).toBe('rivertown')
    const cardId = drawn?.type === 'LocationCardDrawn' ? drawn.data.cardId : ''
    expect(cardId).toMatch(/^base-rivertown-0[1-7]$/)
    expect(w.get('[data-testid="location-card"]').text()).toContain(`No. ${Number(cardId.slice(-2))}`)
    // Without a content pack: how to get the physical card, and never the internal id.
    expect(w.get('[data-testid="location-card-find"]').text()).toContain('Rivertown')
    expect(w.get('[data-testid="location-card"]').text()).not.toContain(cardId)
  })

  it('DECKVIEW-02 drawing a Gate card for the City of the Great Race moves cards in the Gate deck and shows a yellow or green card', async () => {
    const w = await openView()
    const game = held
    const deckBefore = game.state!.gateDeck
    await w.get('[data-testid="world-pick"]').setValue('city-of-the-great-race')
    await w.get('[data-testid="draw-gate"]').trigger('click')
    await until(() => w.find('[data-testid="gate-card"]').exists())

    const last = (await game.loadLog()).at(-1)!
    expect(last.command).toEqual({ type: 'DrawGateCard', data: { world: 'city-of-the-great-race' } })
    const drawn = last.events.find((e) => e.type === 'GateCardDrawn')
    if (drawn?.type !== 'GateCardDrawn') throw new Error('no GateCardDrawn')
    const { cardId, skipped } = drawn.data
    expect(['yellow', 'green']).toContain(gateCard(cardId).colours[0])
    // The state changed: the used card is now at the bottom of the Gate deck.
    expect(game.state!.gateDeck).not.toEqual(deckBefore)
    expect(game.state!.gateDeck.at(-1)).toBe(cardId)
    expect(w.get('[data-testid="gate-card-colour"]').text()).toContain(gateCard(cardId).colours[0])
    // How to find it in the physical deck: the worlds the card names; never the internal id.
    expect(w.get('[data-testid="gate-card-find"]').text()).toMatch(/worlds on the card: .+\(/)
    expect(w.get('[data-testid="gate-card"]').text()).not.toContain(cardId)
    const reshuffled = last.events.some((e) => e.type === 'GateDeckReshuffled')
    if (!reshuffled) expect(w.get('[data-testid="gate-card-skipped"]').text()).toContain(String(skipped.length))
  })

  it('DECKVIEW-03 a note saved for a card id is stored and read back (also by a fresh view)', async () => {
    const w = await openView()
    await w.get('[data-testid="draw-gate"]').trigger('click')
    await until(() => w.find('[data-testid="gate-card"]').exists())
    const drawn = (await held.loadLog()).at(-1)!.events.find((e) => e.type === 'GateCardDrawn')
    const cardId = drawn?.type === 'GateCardDrawn' ? drawn.data.cardId : ''
    await w.get('[data-testid="gate-note"]').setValue('Dreamlands: the one with the cat')
    await w.get('[data-testid="gate-note-save"]').trigger('click')
    await until(() => w.text().includes('Note saved.'))

    expect((await db.notes.get(`ah2e:${cardId}`))?.text).toBe('Dreamlands: the one with the cat')
    // A new notes store reads it from storage.
    setActivePinia(createPinia())
    expect(await useNotesStore(pinia).load(cardId, 'ah2e')).toBe('Dreamlands: the one with the cat')
    setActivePinia(pinia)

    // A fresh view on the same game shows the note for the last drawn card.
    w.unmount()
    wrapper = mount(DecksView, { global: { plugins: [pinia] } })
    const again = wrapper
    await until(() => again.find('[data-testid="gate-note"]').exists() && (again.get('[data-testid="gate-note"]').element as HTMLTextAreaElement).value !== '')
    expect((again.get('[data-testid="gate-note"]').element as HTMLTextAreaElement).value).toBe('Dreamlands: the one with the cat')
  })

  it('DECKVIEW-04 the summary sections open and show the deck counts', async () => {
    const w = await openView()
    const game = held
    for (const id of ['mythos', 'markers', 'cup', 'allies']) {
      expect(w.find(`[data-testid="section-${id}"] [role="region"]`).exists()).toBe(false)
      await w.get(`[data-testid="toggle-${id}"]`).trigger('click')
      expect(w.get(`[data-testid="toggle-${id}"]`).attributes('aria-expanded')).toBe('true')
    }
    const s = game.state!
    expect(w.get('[data-testid="mythos-left"]').text()).toContain(String(s.mythosDeck.length))
    expect(w.get('[data-testid="markers-left"]').text()).toContain(`${s.gateStack.length}`)
    expect(w.get('[data-testid="cup-count"]').text()).toContain(String(Object.values(s.monsters).filter((p) => p === 'cup').length))
    expect(w.get('[data-testid="allies-left"]').text()).toContain(String(s.allyDeck.length))
    // Take an ally from the deck through the view.
    const before = s.allyDeck.length
    await w.get('[data-testid="take-ally"]').trigger('click')
    await until(() => game.state!.allyDeck.length === before - 1)
    expect((await game.loadLog()).at(-1)?.command.type).toBe('TakeAlly')
  })

  it('DECKVIEW-05 with the owner\'s content pack, a drawn card shows the pack\'s text (plain text, line breaks kept) instead of the hint', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `base-rivertown-0${i + 1}`)
    const r = readContentPack(JSON.stringify({
      format: CONTENT_PACK_FORMAT, version: 1, game: 'ah2e', locale: 'en', label: 'Mine',
      entries: Object.fromEntries(ids.map((id) => [`location:${id}`, { title: `Card ${id.slice(-1)}`, text: 'First line\nsecond line' }])),
    }), (g) => (g === 'ah2e' ? contentKeys() : null))
    if (!r.ok) throw new Error(r.error.message)
    const w = await openView()
    expect(await usePacksStore(pinia).install(r.pack)).toBe(true)
    await w.get('[data-testid="hood-pick"]').setValue('rivertown')
    await w.get('[data-testid="draw-location"]').trigger('click')
    await until(() => w.find('[data-testid="card-text"]').exists())
    const drawn = (await held.loadLog()).at(-1)!.events.find((e) => e.type === 'LocationCardDrawn')
    const cardId = drawn?.type === 'LocationCardDrawn' ? drawn.data.cardId : ''
    expect(w.get('[data-testid="card-text-title"]').text()).toBe(`Card ${cardId.slice(-1)}`)
    expect(w.get('[data-testid="card-text-body"]').text()).toBe('First line\nsecond line')
    expect(w.find('[data-testid="location-card-find"]').exists()).toBe(false)
  })

  it('DECKVIEW-06 a refusal shows in the section of the control tapped (issue #25): a Location card drawn while a Mythos card waits for an answer is refused under «Draw», focused', async () => {
    const game = held
    const r = await createAh2eGame(options, held as never)
    expect(r.ok).toBe(true)
    expect((await game.dispatch({ type: 'DrawMythosCard', data: {} })).ok).toBe(true)
    while (game.state!.pending) expect((await game.dispatch(answerFor(game.state!.pending))).ok).toBe(true)
    while (game.state!.phase !== 'mythos') expect((await game.dispatch({ type: 'AdvancePhase', data: {} })).ok).toBe(true)
    const card = ah2eFullData.mythos.find((m) => game.state!.mythosDeck.includes(m.id) && m.clues.length > 0 && m.gateMode === 'single' && m.gate && m.gate !== m.clues[0] && !game.state!.gates[m.clues[0]])!
    for (const id of ['inv-1', 'inv-2']) expect((await game.dispatch({ type: 'MoveInvestigator', data: { investigatorId: id, to: card.clues[0] } })).ok).toBe(true)
    expect((await game.dispatch({ type: 'DrawMythosCard', data: { cardId: card.id } })).ok).toBe(true)
    expect(held.state!.pending?.kind).toBe('clue-taker')
    const w = mount(DecksView, { global: { plugins: [pinia] }, attachTo: document.body })
    wrapper = w
    await until(() => w.find('[data-testid="draw-location"]').exists())
    await w.get('[data-testid="draw-location"]').trigger('click')
    await until(() => w.find('[data-testid="decks-error"]').exists())
    const refusal = w.get('[data-testid="section-location"] [data-testid="decks-error"]')
    expect(refusal.attributes('role')).toBe('alert')
    expect(document.activeElement).toBe(refusal.element)
    expect(w.findAll('[data-testid="decks-error"]')).toHaveLength(1)
  })
})
