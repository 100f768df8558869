import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import type { Component } from 'vue'
import BoardView from '@/games/ah3e/ui/screens/BoardView.vue'
import MythosView from '@/games/ah3e/ui/screens/MythosView.vue'
import SeriesView from '@/games/ah3e/ui/screens/SeriesView.vue'
import SetupForm from '@/games/ah3e/ui/SetupForm.vue'
import { useGame } from '@/games/ah3e/ui/session'
import { neighbourhoodDoom, spacesOf, unstableSpaces, type Ah3eSetup } from '@/games/ah3e/rules'
import { route } from '@/shell/router'
import { setupOf, start } from './harness'
import { screenTests, submitThreeWays, until } from './screen-harness'
import { ownerTitles, useAh3eFactsStore } from '@/games/ah3e/ui/ownerFacts'
import { listSummary } from '@/games/ah3e/ui/summary'
import storyHooks from '@/games/ah3e/ui/story'
import { FORM_SHAPES, shapeOf } from './shapes'

/**
 * The AH3e screens mounted over the real session store (IndexedDB in memory): a tap runs the real
 * command, the view shows what the store committed. Polish, the table's language.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null
/** The session store of this test's pinia (taken once: never the active pinia of a later moment). */
let game: ReturnType<typeof useGame>

screenTests((p, g) => { pinia = p; game = g }, () => wrapper, () => (wrapper = null))

async function open(view: Component, setup: Partial<Ah3eSetup> = {}): Promise<VueWrapper> {
  const r = await game.create('ah3e', { name: 'T', seed: 'view-seed', setup: setupOf(setup) })
  expect(r.ok).toBe(true)
  wrapper = mount(view, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

/** Answer the setup's event cards straight through the store (a screen that does not ask them): the first neighbourhood, one doom icon on its first space. */
async function answerCardsInStore() {
  while (game.state!.pending?.kind === 'event-card') {
    const n = game.state!.board.neighbourhoods[0]
    const at = game.row!.lastSeq
    await game.dispatch({ type: 'DescribeEventCard', data: { neighbourhood: n, doom: { [spacesOf(game.state!, n)[0]]: 1 } } })
    await until(() => game.row!.lastSeq > at)
  }
}

/** Answer the setup's event cards through the Mythos screen, as the players would: Northside, one doom icon on its first space. */
async function answerSetupCards(w: VueWrapper) {
  for (let i = 0; i < 6 && game.state?.pending?.kind === 'event-card'; i++) await answerCard(w)
}

/**
 * One event card as the players read it: a card drawn for its neighbourhood only (a clue, a gate
 * burst) is answered by one tap on it; one read for its doom icons, by a tap on the space marked and
 * «Zatwierdź».
 */
async function answerCard(w: VueWrapper, space = 'arkham-advertiser', hood = 'northside') {
  const seq = game.row!.lastSeq
  const marked = w.find(`[data-testid="card-space-${space}"]`)
  if (marked.exists()) {
    await marked.trigger('click')
    await w.get('[data-testid="card-submit"]').trigger('click')
  } else await w.get(`[data-testid="card-hood-${hood}"]`).trigger('click')
  await until(() => game.row!.lastSeq > seq)
}

/** The setup's event cards answered from another screen (the board does not ask them): the first neighbourhood, one icon on its first space. */
async function setupAnswered() {
  while (game.state!.pending?.kind === 'event-card') {
    const n = game.state!.board.neighbourhoods[0]
    await cmd({ type: 'DescribeEventCard', data: { neighbourhood: n, doom: { [spacesOf(game.state!, n)[0]]: 1 } } })
  }
}

/** A command as another control (or another screen) sends it, once committed. */
async function cmd(c: Parameters<typeof game.dispatch>[0]) {
  const seq = game.row!.lastSeq
  const r = await game.dispatch(c)
  expect(r.ok, JSON.stringify(r)).toBe(true)
  await until(() => game.row!.lastSeq > seq)
}

/** Every question the Mythos screen asks now (event cards, an overflow), answered as the table would. */
async function answerAll(w: VueWrapper) {
  for (let i = 0; i < 12; i++) {
    await flushPromises()
    if (w.find('[data-testid="ask-event-card"]').exists()) await answerCard(w)
    else if (w.find('[data-testid="ask-overflow"]').exists()) {
      const seq = game.row!.lastSeq
      await w.get('[data-testid="ask-overflow"] [data-testid^="clear-"]').trigger('click')
      await until(() => game.row!.lastSeq > seq)
    } else return
  }
}

describe('AH3e views', () => {
  it('AH3E-VIEW-01 Mythos: the setup\'s event-card questions are answered here; the doom icons are asked only when the draw needs them', async () => {
    const w = await open(MythosView)
    expect(w.get('[data-testid="ask-event-card"]').text()).toContain('rozstawienie wskazówki')
    // A clue only needs the neighbourhood: no doom icons asked, and the tap on it is the answer.
    expect(w.find('[data-testid="card-space-arkham-advertiser"]').exists()).toBe(false)
    // Review ah3e-cults #12: the three starting clues' questions are told apart, «karta 1 z 3» … «3 z 3».
    for (const k of [1, 2, 3]) {
      expect(w.get('[data-testid="ask-event-card"]').text()).toContain(`Karta wydarzenia ${k} z 3 (rozstawienie wskazówki)`)
      const seq = game.row!.lastSeq
      await w.get('[data-testid="card-hood-northside"]').trigger('click')
      await until(() => game.row!.lastSeq > seq)
      await flushPromises()
      expect(game.lastEntry!.command).toEqual({ type: 'DescribeEventCard', data: { neighbourhood: 'northside' } })
    }
    // The setup's one spread doom is asked once: no number.
    expect(w.get('[data-testid="ask-event-card"]').text()).toMatch(/^Karta wydarzenia \(szerzenie się zagłady\)/)
    await answerSetupCards(w)
    // The setup's spread doom read its icons: a tap on the space marked, then «Zatwierdź».
    expect(game.lastEntry!.command).toEqual({ type: 'DescribeEventCard', data: { neighbourhood: 'northside', doom: { 'arkham-advertiser': 1 } } })
    expect(game.state!.pending).toBeNull()
    expect(game.state!.board.clues.northside).toHaveLength(3)
    expect(game.state!.board.doom['arkham-advertiser']).toBe(1)
    expect(w.get('[data-testid="not-mythos"]').text()).toContain('faza akcji')
  })

  it('AH3E-VIEW-02 Mythos: the app draws from its cup; the cup table follows (one fewer in the cup, one more drawn)', async () => {
    const w = await open(MythosView, { facts: { terrorDeck: 8 } })
    await answerSetupCards(w)
    for (const _ of [1, 2, 3]) {
      const seq = game.row!.lastSeq
      await game.dispatch({ type: 'EndPhase', data: {} })
      await until(() => game.row!.lastSeq > seq)
    }
    await until(() => w.find('[data-testid="draw"]').exists())
    expect(w.get('[data-testid="drawer"]').text()).toContain('Ala')
    const before = { ...game.state!.mythos.cup }
    const seq = game.row!.lastSeq
    await w.get('[data-testid="draw"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    // One tap draws on (AH3E-MYTH-10): every token drawn is out of the cup.
    const entry = (await game.loadLog()).at(-1)!
    expect(entry.command).toEqual({ type: 'DrawMythosToken', data: { on: true } })
    const drawn = entry.events.flatMap((e) => (e.type === 'MythosTokenDrawn' ? [e.data.token] : []))
    expect(drawn.length).toBeGreaterThan(0)
    const token = drawn[0]
    const n = drawn.filter((x) => x === token).length
    expect(game.state!.mythos.cup[token]).toBe(before[token] - n)
    await until(() => w.get(`[data-testid="cup-${token}"] [data-testid="in-cup"]`).text() === String(before[token] - n))
    expect(w.findAll('[data-testid="phase-result"]').at(-1)!.text()).toContain('Ala — żeton 1 z 2')
  })

  it('AH3E-VIEW-03 Board: a tap puts doom on a space; at 6 in the neighbourhood the screen asks which space to clear, and the answer clears it', async () => {
    await open(MythosView)
    const w0 = wrapper!
    await answerSetupCards(w0)
    w0.unmount()
    wrapper = mount(BoardView, { global: { plugins: [pinia] } })
    const w = wrapper
    await flushPromises()
    const tap = async (id: string) => {
      const seq = game.row!.lastSeq
      await w.get(`[data-testid="${id}"]`).trigger('click')
      await until(() => game.row!.lastSeq > seq)
    }
    await tap('doom-plus-first-national-grocery')
    while (neighbourhoodDoom(game.state!, 'innsmouth-village') < 6) await tap('doom-plus-esoteric-order-of-dagon')
    await until(() => w.find('[data-testid="ask-overflow"]').exists())
    expect(w.get('[data-testid="ask-overflow"]').text()).toContain('Miasteczko Innsmouth')
    // The other buttons wait for the answer.
    expect(w.get('[data-testid="end-phase"]').attributes('disabled')).toBeDefined()
    await tap('clear-esoteric-order-of-dagon')
    expect(game.state!.board.doom['esoteric-order-of-dagon']).toBe(0)
    expect(w.get('[data-testid="doom-esoteric-order-of-dagon"]').text()).toBe('0')
    expect(w.get('[data-testid="hood-terror-innsmouth-village"]').text()).toContain('groza 1')
    expect(w.get('[data-testid="gauge-sheet"] [data-testid="value"]').text()).toBe('1')
    // A terror encounter there: tier 0–2.
    await w.get('[data-testid="terror-encounter-innsmouth-village"]').trigger('click')
    await tap('encounter-stella-clark')
    expect(w.get('[data-testid="encounter-tier"]').text()).toContain('0–2')
    // Review ah3e-udw #5 (UDW §3.6 step 3): where the card goes afterwards.
    expect(w.get('[data-testid="encounter-result"]').text()).toContain('Potem połóżcie ją zakrytą na spód talii grozy.')
  })

  it('AH3E-VIEW-04 Series: a standalone game says so; game 1 of a series lists no modifier and nobody barred', async () => {
    const w = await open(SeriesView)
    expect(w.text()).toContain('nie należy do serii')
    w.unmount()
    game.close()
    wrapper = await open(SeriesView, { scenario: 'approach-of-azathoth', facts: {}, series: { id: 's1', pool: ['approach-of-azathoth', 'feast-for-umordhoth'], games: [] } })
    expect(wrapper.get('[data-testid="series-game"]').text()).toContain('Gra 1 serii')
    expect(wrapper.get('[data-testid="series-barred"]').text()).toBe('Na razie nikt.')
    // The scenario in play is not left to play.
    expect(wrapper.get('[data-testid="series-left"]').text()).toBe('Został 1 scenariusz: „Uczta dla Umôrdhotha”')
  })

  it('AH3E-VIEW-16 UDW-INEV-02 Series during a game: an investigator defeated or devoured in it shows barred at once (this game), a retired one does not; the scenario in play is not among those left', async () => {
    const series = { id: 's2', pool: ['approach-of-azathoth', 'feast-for-umordhoth', 'echoes-of-the-deep'], games: [{ scenario: 'feast-for-umordhoth', result: 'won' as const, investigators: ['Zoey Samaras'], barred: ['Zoey Samaras'] }] }
    const w = await open(SeriesView, { scenario: 'approach-of-azathoth', facts: {}, series })
    expect(w.get('[data-testid="series-barred"]').text()).toBe('Zoey Samaras')
    expect(w.get('[data-testid="series-left"]').text()).toBe('Został 1 scenariusz: „Echa głębin”')
    // The setup's event cards, answered (the series screen does not ask them).
    await answerCardsInStore()
    let seq = game.row!.lastSeq
    await game.dispatch({ type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    await until(() => game.row!.lastSeq > seq)
    seq = game.row!.lastSeq
    await game.dispatch({ type: 'InvestigatorLeaves', data: { player: 0, how: 'retired' } })
    await until(() => game.row!.lastSeq > seq)
    await until(() => w.get('[data-testid="series-barred"]').text().includes('Silas'))
    expect(w.get('[data-testid="series-barred"]').text()).toBe('Zoey Samaras, Silas Marsh (w tej grze)')
  })

  it('AH3E-VIEW-22 UDW-INEV-03 review ah3e-udw #10: a lost series lists the scenarios it never played as not played, not as «left» to go; a won game lists those left', async () => {
    const series = { id: 's3', pool: ['approach-of-azathoth', 'feast-for-umordhoth', 'echoes-of-the-deep'], games: [] }
    const w = await open(SeriesView, { scenario: 'approach-of-azathoth', facts: {}, series })
    await answerCardsInStore()
    let seq = game.row!.lastSeq
    await game.dispatch({ type: 'EndGame', data: { result: 'lost' } })
    await until(() => game.row!.lastSeq > seq)
    await until(() => w.find('[data-testid="series-over"]').exists())
    expect(w.get('[data-testid="series-left"]').text()).toBe('Nie rozegrano 2 scenariuszy: „Uczta dla Umôrdhotha”, „Echa głębin”')
    seq = game.row!.lastSeq
    await game.undo()
    await until(() => game.row!.lastSeq !== seq && !w.find('[data-testid="series-over"]').exists())
    await game.dispatch({ type: 'EndGame', data: { result: 'won' } })
    await until(() => w.find('[data-testid="series-next"]').exists())
    expect(w.get('[data-testid="series-left"]').text()).toBe('Zostały 2 scenariusze: „Uczta dla Umôrdhotha”, „Echa głębin”')
  })

  it('AH3E-VIEW-23 review ah3e-udw #13: the picker says once that an unattested Polish title is the app\'s working one, replaceable by the box\'s; once the owner gave theirs, it is used (form, list, series, record) and the note is gone', async () => {
    const create = vi.fn(async () => ({ ok: true as const, value: 'g1' }))
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    await w.get('[data-testid="scenario"]').setValue('tyrants-of-ruin')
    await flushPromises()
    expect(w.get('[data-testid="title-working"]').text()).toBe('„Tyrani zniszczenia” to roboczy tytuł aplikacji (przetłumaczony z angielskiego). Jeśli na waszym pudełku jest inny, wpiszcie go tutaj: aplikacja pokaże go wszędzie — na liście gier, w serii, w wynikach i w przebiegu.')
    expect(w.findAll('[data-testid="title-working"]').length).toBe(1)
    expect(w.text()).not.toMatch(/oficjaln/i)
    // Typing the box's title: the note goes.
    await w.get('[data-testid="fact-title"]').setValue('Tyrani zagłady')
    expect(w.find('[data-testid="title-working"]').exists()).toBe(false)
    await w.get('[data-testid="fact-title"]').setValue('')
    // The owner's title remembered: no note, and it is the title everywhere.
    await useAh3eFactsStore().remember({ titles: { 'tyrants-of-ruin': 'Tyrani zagłady' } })
    await w.get('[data-testid="scenario"]').setValue('the-pale-lantern')
    await w.get('[data-testid="scenario"]').setValue('tyrants-of-ruin')
    await flushPromises()
    expect(w.find('[data-testid="title-working"]').exists()).toBe(false)
    expect(w.get('[data-testid="scenario"]').text()).toContain('„Tyrani zagłady”')
    const s = start({ series: { id: 'x', pool: ['tyrants-of-ruin', 'the-pale-lantern'], games: [] } }).state
    expect(listSummary(s).parts[0].pl).toBe('„Tyrani zagłady”')
    const r = storyHooks.record(s)
    expect(r.against?.name).toEqual({ key: 'name.scenario', params: { title: { text: { pl: 'Tyrani zagłady', en: 'Tyrants of Ruin' } } } })
    expect(r.series?.games).toEqual([])
    ownerTitles.value = {}
  })

  it('AH3E-VIEW-05 review ah3e-cults #15: an investigator entered twice is named and both fields are marked; the form does not send it', async () => {
    const create = vi.fn(async () => ({ ok: true as const, value: 'g1' }))
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    await w.get('[data-testid="investigator-1"]').setValue('Silas Marsh')
    await w.get('[data-testid="investigator-2"]').setValue('Agatha Crane')
    expect(w.find('[data-testid="investigator-twice"]').exists()).toBe(false)
    await w.get('[data-testid="investigator-2"]').setValue(' silas marsh')
    const note = w.get('[data-testid="investigator-twice"]')
    expect(note.text()).toBe('Badacz Silas Marsh jest wpisany 2 razy (pola zaznaczone na czerwono). Każdym badaczem gra jeden gracz.')
    expect(w.get('[data-testid="investigator-1"]').attributes('aria-invalid')).toBe('true')
    expect(w.get('[data-testid="investigator-2"]').attributes('aria-invalid')).toBe('true')
    expect(w.get('[data-testid="investigator-1"]').classes()).toContain('border-red-600')
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(create).not.toHaveBeenCalled()
    expect(w.text()).toContain('Badacz Silas Marsh jest wpisany 2 razy')
    await w.get('[data-testid="investigator-2"]').setValue('Agatha Crane')
    expect(w.find('[data-testid="investigator-twice"]').exists()).toBe(false)
    expect(w.get('[data-testid="investigator-1"]').attributes('aria-invalid')).toBeUndefined()
    // Review ah3e-cults #9: the lead is chosen by the investigator when the player has no name.
    expect(w.findAll('[data-testid="lead"] option').map((o) => o.text())).toEqual(['Losowo', 'Silas Marsh', 'Agatha Crane'])
  })

  it('AH3E-VIEW-05 Setup: a scenario whose terror set the app does not know asks for it, and the game starts with it', async () => {
    let created: unknown = null
    const create = vi.fn(async (o: { setup: unknown }) => {
      created = o.setup
      return { ok: true as const, value: 'g1' }
    })
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    await w.get('[data-testid="scenario"]').setValue('tyrants-of-ruin')
    await flushPromises()
    expect(w.find('[data-testid="fact-terror-deck"]').exists()).toBe(true)
    await w.get('[data-testid="fact-terror-deck"]').setValue('9')
    await w.get('[data-testid="investigator-1"]').setValue('Stella Clark')
    await w.get('[data-testid="investigator-2"]').setValue('Silas Marsh')
    await w.get('[data-testid="mode-story"]').trigger('click')
    await w.get('form').trigger('submit')
    await until(() => create.mock.calls.length > 0)
    const setup = created as Ah3eSetup
    expect(setup.scenario).toBe('tyrants-of-ruin')
    expect(setup.mode).toBe('story')
    expect(setup.facts?.terrorDeck).toBe(9)
    expect(setup.players.map((p) => p.investigator)).toEqual(['Stella Clark', 'Silas Marsh'])
    expect(setup.series).toBeNull()
    expect(setup.rules).toBe(3)
  })

  it('AH3E-VIEW-06 AH3E-LEAD-01 AH3E-OWNER-04 UDW-ROUTE-01 Board: the travel routes by type; the lead passed on from the investigators\' panel; the reminder bands edited on the sheet', async () => {
    await open(MythosView)
    await answerSetupCards(wrapper!)
    wrapper!.unmount()
    wrapper = mount(BoardView, { global: { plugins: [pinia] } })
    const w = wrapper
    await flushPromises()
    // Review ah3e-cults #2: no bands entered is «unknown» (and how to enter them), never «bezpiecznie».
    expect(w.get('[data-testid="sheet-bands"]').text()).toBe('Progi z kodeksu nieznane: wpiszcie je przyciskiem «Zmień progi»')
    expect(w.get('[data-testid="gauge-note-sheet"]').text()).toBe('progi nieznane')
    // UDW-ROUTE-01: this map's travel routes by type.
    expect(w.get('[data-testid="route-country-road"]').text()).toBe('wiejska droga: Miasteczko Innsmouth, Northside, Southside')
    expect(w.get('[data-testid="route-ferry-terminal"]').text()).toBe('terminal promowy: Wybrzeże Innsmouth, Easttown')
    let seq = game.row!.lastSeq
    await w.get('[data-testid="lead-1"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.lead).toBe(1)
    expect(w.find('[data-testid="lead-1"]').exists()).toBe(false)
    expect(w.find('[data-testid="lead-0"]').exists()).toBe(true)
    await w.get('[data-testid="bands-edit"]').trigger('click')
    await w.get('[data-testid="bands-input"]').setValue('3, 7')
    seq = game.row!.lastSeq
    await w.get('[data-testid="bands-form"]').trigger('submit')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.sheetBands).toEqual([3, 7])
    expect(w.get('[data-testid="sheet-bands"]').text()).toContain('3, 7')
    expect(w.find('[data-testid="bands-form"]').exists()).toBe(false)
    // A malformed list is refused with the reason, and the form stays open.
    await w.get('[data-testid="bands-edit"]').trigger('click')
    await w.get('[data-testid="bands-input"]').setValue('7, 3')
    await w.get('[data-testid="bands-form"]').trigger('submit')
    // The refusal shows on the sheet, under the form that was sent.
    await until(() => w.find('[data-testid="sheet"] [role="alert"]').exists())
    expect(w.get('[data-testid="sheet"] [role="alert"]').text()).toContain('rosnąco')
    expect(game.state!.sheetBands).toEqual([3, 7])
  })

  it('AH3E-VIEW-07 UDW-SEARCH-01 Mythos: a trait search asks the trait, what the found card does (its end follows), the cards passed; then the found card\'s facts', async () => {
    const w = await open(MythosView)
    await answerSetupCards(w)
    const size = game.state!.eventDeck.length
    await w.get('[data-testid="search-open"]').trigger('click')
    await w.get('[data-testid="search-trait"]').setValue('Port')
    await w.get('[data-testid="search-use-spread-doom"]').trigger('click')
    expect(w.get('[data-testid="search-end-bottom"]').attributes('aria-pressed')).toBe('true')
    await w.get('[data-testid="search-passed"]').setValue('2')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="search-form"]').trigger('submit')
    await until(() => game.row!.lastSeq > seq)
    const cmd = game.lastEntry!.command
    expect(cmd).toEqual({ type: 'SearchEventDeck', data: { trait: 'Port', end: 'bottom', found: true, passed: 2, use: 'spread-doom' } })
    expect(game.state!.eventDeck.length).toBe(size - 1)
    // The physical card's facts are asked as for any draw.
    await until(() => w.find('[data-testid="ask-event-card"]').exists())
    expect(w.get('[data-testid="last-draw"]').text()).toContain('2 karty odkryte przed nią potasujcie i połóżcie na wierzchu talii')
  })

  it('AH3E-VIEW-08 Setup and board: every automation names its source and confidence; one below high switched off travels in the setup and shows as off', async () => {
    let created: unknown = null
    const create = vi.fn(async (o: { setup: unknown }) => {
      created = o.setup
      return { ok: true as const, value: 'g1' }
    })
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    expect(w.get('[data-testid="auto-overflow"]').text()).toContain('instrukcja dodatku (PL)')
    expect(w.get('[data-testid="auto-mythos-draws"]').text()).toContain('suplement zasad podstawki')
    expect(w.get('[data-testid="auto-inevitable-cup"]').text()).toContain('pewność średnia')
    // Only automations below high confidence have a switch.
    expect(w.find('[data-testid="auto-switch-overflow"]').exists()).toBe(false)
    await w.get('[data-testid="auto-switch-mystery-as-space"]').setValue(false)
    await w.get('[data-testid="investigator-1"]').setValue('Stella Clark')
    await w.get('[data-testid="investigator-2"]').setValue('Silas Marsh')
    await w.get('form').trigger('submit')
    await until(() => create.mock.calls.length > 0)
    expect((created as Ah3eSetup).off).toEqual(['mystery-as-space'])
    w.unmount()
    const b = await open(BoardView, { off: ['mystery-as-space'] })
    expect(b.get('[data-testid="auto-state-mystery-as-space"]').text()).toContain('wyłączony')
    expect(b.get('[data-testid="auto-state-inevitable-cup"]').text()).toContain('włączony')
  })

  it('AH3E-VIEW-09 AH3E-MYTH-08 Mythos: every token of the phase stays on screen with its result; after the last one the screen stays, and the players end the phase and the round with a tap', async () => {
    const w = await open(MythosView)
    await answerSetupCards(w)
    for (const _ of [1, 2, 3]) {
      const seq = game.row!.lastSeq
      await game.dispatch({ type: 'EndPhase', data: {} })
      await until(() => game.row!.lastSeq > seq)
    }
    route.value = { name: 'game', id: game.row!.id, screen: 'mythos' } as typeof route.value
    const at = route.value
    for (let i = 0; i < 8; i++) {
      await answerAll(w)
      if (!w.find('[data-testid="draw"]').exists()) break
      const seq = game.row!.lastSeq
      await w.get('[data-testid="draw"]').trigger('click')
      await until(() => game.row!.lastSeq > seq)
    }
    await until(() => w.findAll('[data-testid="phase-result"]').length === 4)
    // The newest first, right under where the draw button was; the end of the phase above them.
    const results = w.findAll('[data-testid="phase-result"]').map((r) => r.text())
    expect(results[0]).toContain('Bartek — żeton 2 z 2')
    expect(results[3]).toContain('Ala — żeton 1 z 2')
    expect(w.html().indexOf('data-testid="mythos-done"')).toBeLessThan(w.html().indexOf('data-testid="phase-results"'))
    // The last token's result is on screen: the round has not moved on, nor the screen.
    expect(game.state!.phase).toBe('mythos')
    expect(route.value).toBe(at)
    expect(w.find('[data-testid="draw"]').exists()).toBe(false)
    const seq = game.row!.lastSeq
    await w.get('[data-testid="end-mythos"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.round).toBe(2)
    // The same tap says the board is done: «Na planszy» has nothing left to tick.
    await until(() => game.sheet.lines.length === 0)
    expect(game.state!.phase).toBe('action')
    expect(w.find('[data-testid="phase-result"]').exists()).toBe(false)
    expect(route.value).not.toBe(at)
  })

  it('AH3E-VIEW-10 AH3E-UNSTABLE-02 Board: a gathered clue whose card the app knows only by its neighbourhood asks the card\'s doom icons; only that space becomes unstable', async () => {
    const w0 = await open(MythosView)
    // The clue cards as the form answers them: the neighbourhood only.
    await answerSetupCards(w0)
    w0.unmount()
    wrapper = mount(BoardView, { global: { plugins: [pinia] } })
    const w = wrapper
    await flushPromises()
    await w.get('[data-testid="gather-northside"]').trigger('click')
    expect(w.find('[data-testid="ask-gather-northside"]').exists()).toBe(true)
    expect(w.get('[data-testid="gather-submit-northside"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="gather-doom-plus-train-station"]').trigger('click')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="gather-submit-northside"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.lastEntry!.command).toEqual({ type: 'GatherClue', data: { neighbourhood: 'northside', doom: { 'train-station': 1 } } })
    expect(unstableSpaces(game.state!)).toEqual(['train-station'])
    expect(w.find('[data-testid="ask-gather-northside"]').exists()).toBe(false)
  })

  it('AH3E-VIEW-11 AH3E-SOURCE-01 Mythos: who draws the tokens is switched mid-game from the cup panel; then the players name the token they drew', async () => {
    const w = await open(MythosView)
    await answerSetupCards(w)
    for (const _ of [1, 2, 3]) {
      const seq = game.row!.lastSeq
      await game.dispatch({ type: 'EndPhase', data: {} })
      await until(() => game.row!.lastSeq > seq)
    }
    await until(() => w.find('[data-testid="draw"]').exists())
    expect(w.get('[data-testid="cup-source-virtual"]').attributes('aria-pressed')).toBe('true')
    const seq = game.row!.lastSeq
    await w.get('[data-testid="cup-source-physical"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.lastEntry!.command).toEqual({ type: 'SetMythosSource', data: { cup: 'physical' } })
    await until(() => w.find('[data-testid="drew-blank"]').exists())
    expect(w.find('[data-testid="draw"]').exists()).toBe(false)
  })

  it('AH3E-VIEW-12 AH3E-CONTRACT-01 the screens offer what the rules\' offers list, no more: a question open holds the sheet\'s doom back; a retired investigator has a control; a token type not in play cannot be removed', async () => {
    const w0 = await open(MythosView)
    // The setup's first question is open: nothing of a token in play is missing yet.
    expect(game.state!.pending?.kind).toBe('event-card')
    w0.unmount()
    wrapper = mount(BoardView, { global: { plugins: [pinia] } })
    let w = wrapper
    await flushPromises()
    expect(w.get('[data-testid="sheet-add"]').attributes('disabled')).toBeDefined()
    w.unmount()
    wrapper = mount(MythosView, { global: { plugins: [pinia] } })
    w = wrapper
    await flushPromises()
    await answerSetupCards(w)
    // Every gate burst token removed from the game: its − is held back.
    expect(w.get('[data-testid="cup-remove-gate-burst"]').attributes('disabled')).toBeUndefined()
    while (game.state!.mythos.cup['gate-burst'] + game.state!.mythos.drawn['gate-burst'] > 0) {
      const seq = game.row!.lastSeq
      await w.get('[data-testid="cup-remove-gate-burst"]').trigger('click')
      await until(() => game.row!.lastSeq > seq)
    }
    expect(w.get('[data-testid="cup-remove-gate-burst"]').attributes('disabled')).toBeDefined()
    w.unmount()
    wrapper = mount(BoardView, { global: { plugins: [pinia] } })
    w = wrapper
    await flushPromises()
    expect(w.get('[data-testid="sheet-add"]').attributes('disabled')).toBeUndefined()
    const seq = game.row!.lastSeq
    await w.get('[data-testid="retired-1"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.lastEntry!.command).toEqual({ type: 'InvestigatorLeaves', data: { player: 1, how: 'retired' } })
  })

  it('AH3E-VIEW-13 AH3E-SETUP-03 the setup form sends the shapes the rules\' sampleSetup covers (a standalone game with `series: null`, a new series with its scenario named or drawn)', async () => {
    const sent: Ah3eSetup[] = []
    const create = vi.fn(async (o: { setup: unknown }) => {
      sent.push(o.setup as Ah3eSetup)
      return { ok: false as const, error: { code: 'test/stop', message: 'stop' } }
    })
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    await w.get('[data-testid="investigator-1"]').setValue('Stella Clark')
    await w.get('[data-testid="investigator-2"]').setValue('Silas Marsh')
    await submitThreeWays(w, create)
    expect(sent.map((x) => [x.series === null, x.scenario === null])).toEqual([[true, false], [false, true], [false, false]])
    for (const setup of sent) expect(FORM_SHAPES).toContain(shapeOf(setup))
  })

  it('AH3E-VIEW-14 AH3E-OWNER-05 the facts a game starts with are remembered on the device («zostaną zapamiętane»): the next form knows the terror set and the bands, and the scenario stays in a new series\' pool', async () => {
    wrapper = mount(SetupForm, { props: { create: (o: { name: string; seed: string; setup: unknown }) => game.create('ah3e', o) }, global: { plugins: [pinia] } })
    await flushPromises()
    let w = wrapper
    await w.get('[data-testid="scenario"]').setValue('tyrants-of-ruin')
    await flushPromises()
    await w.get('[data-testid="fact-terror-deck"]').setValue('9')
    await w.get('[data-testid="fact-bands"]').setValue('3, 6')
    await w.get('[data-testid="investigator-1"]').setValue('Stella Clark')
    await w.get('[data-testid="investigator-2"]').setValue('Silas Marsh')
    await w.get('form').trigger('submit')
    await until(() => w.find('[data-testid="checklist"]').exists())
    w.unmount()
    game.close()
    // Another evening: a fresh store reads the device.
    pinia = createPinia()
    setActivePinia(pinia)
    game = useGame()
    wrapper = mount(SetupForm, { props: { create: vi.fn() }, global: { plugins: [pinia] } })
    w = wrapper
    await until(() => useAh3eFactsStore().loaded)
    expect(useAh3eFactsStore().facts.scenarios['tyrants-of-ruin']).toMatchObject({ terrorDeck: 9, sheetBands: [3, 6] })
    await w.get('[data-testid="series-choice"]').setValue('new')
    await flushPromises()
    expect((w.get('[data-testid="pool-tyrants-of-ruin"]').element as HTMLInputElement).checked).toBe(true)
    expect(w.find('[data-testid="pool-out-tyrants-of-ruin"]').exists()).toBe(false)
  })

  it('AH3E-VIEW-17 AH3E-MYTH-10 Board, encounter phase: one tap begins the Mythos phase with its draws and opens the Mythos screen; the draws stop at a token the players resolve, with the reason, and «Dobierz dalej» goes on', async () => {
    const b = await open(BoardView)
    await setupAnswered()
    await cmd({ type: 'CorrectCup', data: { cup: { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 4, 'spread-terror': 0, blank: 0 }, drawn: {} } })
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'EndPhase', data: {} })
    route.value = { name: 'game', id: game.row!.id, screen: 'board' } as typeof route.value
    await until(() => b.get('[data-testid="end-phase"]').text() === 'Faza mitów: dobierz żetony')
    let seq = game.row!.lastSeq
    await b.get('[data-testid="end-phase"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.lastEntry!.command).toEqual({ type: 'DrawMythosToken', data: { on: true } })
    expect(game.state!.phase).toBe('mythos')
    expect(game.state!.mythosDraws).toBe(1)
    await until(() => (route.value as { screen?: string }).screen === 'mythos')
    b.unmount()
    wrapper = mount(MythosView, { global: { plugins: [pinia] } })
    const w = wrapper
    await until(() => w.find('[data-testid="draws-stopped"]').exists())
    expect(w.get('[data-testid="draws-stopped"]').text()).toBe('Rozpatrzcie przy stole: rozrachunek (Ala). Potem dobierzcie dalej.')
    expect(w.get('[data-testid="draw"]').text()).toBe('Dobierz dalej')
    seq = game.row!.lastSeq
    await w.get('[data-testid="draw"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.mythosDraws).toBe(2)
    await until(() => w.findAll('[data-testid="phase-result"]').length === 2)
  })

  it('AH3E-VIEW-18 UDW-DOOM-06 AH3E-MYTH-10 Mythos: an overflow a draw brings is asked on the Mythos screen, and its answer draws on', async () => {
    const w = await open(MythosView)
    await answerAll(w)
    await cmd({ type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    while (neighbourhoodDoom(game.state!, 'innsmouth-village') < 5) await cmd({ type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    await cmd({ type: 'CorrectCup', data: { cup: { 'spread-doom': 4, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 }, drawn: {} } })
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'EndPhase', data: {} })
    await until(() => w.find('[data-testid="draw"]').exists())
    let seq = game.row!.lastSeq
    await w.get('[data-testid="draw"]').trigger('click')
    await until(() => game.row!.lastSeq > seq && w.find('[data-testid="ask-event-card"]').exists())
    await answerCard(w, 'esoteric-order-of-dagon')
    await until(() => w.find('[data-testid="ask-overflow"]').exists())
    expect(w.get('[data-testid="ask-overflow"]').text()).toContain('Miasteczko Innsmouth')
    seq = game.row!.lastSeq
    await w.get('[data-testid="clear-esoteric-order-of-dagon"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    // The overflow resolved; the next token was drawn and its card is asked.
    expect(game.state!.board.doom['esoteric-order-of-dagon']).toBe(0)
    expect(game.state!.mythosDraws).toBe(2)
    await until(() => w.find('[data-testid="ask-event-card"]').exists())
  })

  it('AH3E-VIEW-19 UDW-TERR-05 Board: the terror encounter\'s picker opens in its neighbourhood\'s card; the card drawn and its section stay there through other taps until the phase moves on', async () => {
    const w = await open(BoardView)
    await setupAnswered()
    await cmd({ type: 'SpreadTerror', data: { neighbourhood: 'innsmouth-village' } })
    await until(() => w.find('[data-testid="terror-encounter-innsmouth-village"]').exists())
    await w.get('[data-testid="terror-encounter-innsmouth-village"]').trigger('click')
    const card = () => w.get('[data-testid="hood-innsmouth-village"]')
    expect(card().find('[data-testid="ask-encounter-innsmouth-village"]').exists()).toBe(true)
    let seq = game.row!.lastSeq
    await card().get('[data-testid="encounter-stella-clark"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    await until(() => card().find('[data-testid="encounter-result"]').exists())
    expect(card().get('[data-testid="encounter-tier"]').text()).toContain('0–2')
    expect(card().find('[data-testid="ask-encounter-innsmouth-village"]').exists()).toBe(false)
    // Another tap: the encounter stays.
    seq = game.row!.lastSeq
    await w.get('[data-testid="doom-plus-train-station"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(card().find('[data-testid="encounter-result"]').exists()).toBe(true)
    // The phase moves on: it goes.
    await cmd({ type: 'EndPhase', data: {} })
    await until(() => !card().find('[data-testid="encounter-result"]').exists())
  })

  it('AH3E-VIEW-22 UDW-TERR-05 Board, encounter phase: the neighbourhoods with attached terror cards are named under the round\'s header, and the phase\'s button asks before it leaves a terror encounter that may be due', async () => {
    const w = await open(BoardView)
    await setupAnswered()
    await cmd({ type: 'SpreadTerror', data: { neighbourhood: 'innsmouth-village' } })
    // The action phase: nothing due yet.
    expect(w.find('[data-testid="terror-due"]').exists()).toBe(false)
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'EndPhase', data: {} })
    route.value = { name: 'game', id: game.row!.id, screen: 'board' } as typeof route.value
    await until(() => w.find('[data-testid="terror-due"]').exists())
    expect(w.get('[data-testid="terror-due"]').text()).toContain('najpierw rozpatruje spotkanie grozy')
    expect(w.get('[data-testid="terror-due-innsmouth-village"]').text()).toBe('Miasteczko Innsmouth — 1 karta grozy')
    // Under the round's header, above the phase's button.
    const html = w.html()
    expect(html.indexOf('data-testid="board-round"')).toBeLessThan(html.indexOf('data-testid="terror-due"'))
    expect(html.indexOf('data-testid="terror-due"')).toBeLessThan(html.indexOf('data-testid="end-phase"'))
    // The phase's button asks first: nothing is sent.
    const seq = game.row!.lastSeq
    await w.get('[data-testid="end-phase"]').trigger('click')
    await flushPromises()
    expect(game.row!.lastSeq).toBe(seq)
    expect(w.get('[data-testid="terror-ask"]').attributes('data-prompt')).toBeDefined()
    expect(w.get('[data-testid="terror-ask"]').text()).toContain('Czy ktoś ma spotkanie w jednej z tych dzielnic?')
    // «Tak»: back to the terror encounter, the phase stays.
    await w.get('[data-testid="terror-ask-yes"]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid="terror-ask"]').exists()).toBe(false)
    expect(game.state!.phase).toBe('encounter')
    // «Nie»: the phase moves on with that one tap.
    await w.get('[data-testid="end-phase"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="terror-ask-no"]').text()).toBe('Nie — Faza mitów: dobierz żetony')
    await w.get('[data-testid="terror-ask-no"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.phase).toBe('mythos')
  })

  it('AH3E-VIEW-23 UDW-TERR-05 Board, encounter phase: once every investigator has had their terror encounter this round, none is due — no line, no question', async () => {
    const w = await open(BoardView)
    await setupAnswered()
    for (let i = 0; i < 3; i++) await cmd({ type: 'SpreadTerror', data: { neighbourhood: 'innsmouth-village' } })
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'EndPhase', data: {} })
    await until(() => w.find('[data-testid="terror-due"]').exists())
    expect(w.get('[data-testid="terror-due-innsmouth-village"]').text()).toBe('Miasteczko Innsmouth — 3 karty grozy')
    await cmd({ type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: 'innsmouth-village' } })
    expect(w.get('[data-testid="terror-due-innsmouth-village"]').text()).toBe('Miasteczko Innsmouth — 2 karty grozy')
    await cmd({ type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: 'innsmouth-village' } })
    await until(() => !w.find('[data-testid="terror-due"]').exists())
    const seq = game.row!.lastSeq
    await w.get('[data-testid="end-phase"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(w.find('[data-testid="terror-ask"]').exists()).toBe(false)
  })

  it('AH3E-VIEW-20 AH3E-DEFEAT-01 Board: a refusal shows at the control tapped — an investigator already played is refused inside the new-investigator question, not at the foot of the board', async () => {
    const w = await open(BoardView)
    await setupAnswered()
    await cmd({ type: 'InvestigatorLeaves', data: { player: 0, how: 'defeated' } })
    await cmd({ type: 'CorrectCup', data: { cup: { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 4 }, drawn: {} } })
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'EndPhase', data: {} })
    await cmd({ type: 'DrawMythosToken', data: { on: true } })
    await cmd({ type: 'EndPhase', data: {} })
    await until(() => w.find('[data-testid="ask-investigator"]').exists())
    await w.get('[data-testid="new-investigator"]').setValue('Silas Marsh')
    await w.get('[data-testid="choose-investigator"]').trigger('click')
    await until(() => w.find('[data-testid="ask-investigator"] [role="alert"]').exists())
    expect(w.get('[data-testid="ask-investigator"] [role="alert"]').text()).toBe('Ten badacz już grał w tej grze.')
    expect(w.findAll('[role="alert"]')).toHaveLength(1)
  })

  it('AH3E-VIEW-21 Board: ending the game by hand asks first, in place; «Nie» leaves it, «Tak» ends it', async () => {
    const w = await open(BoardView)
    await setupAnswered()
    await w.get('[data-testid="end-won"]').trigger('click')
    expect(w.find('[data-testid="end-won-confirm"]').attributes('data-prompt')).toBeDefined()
    expect(game.row!.lastSeq).toBe(game.row!.lastSeq)
    const seq = game.row!.lastSeq
    await w.get('[data-testid="end-won-no"]').trigger('click')
    await flushPromises()
    expect(game.row!.lastSeq).toBe(seq)
    expect(w.find('[data-testid="end-won-confirm"]').exists()).toBe(false)
    await w.get('[data-testid="end-won"]').trigger('click')
    await w.get('[data-testid="end-won-yes"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.status).toBe('won')
  })

  it('AH3E-VIEW-15 AH3E-OWNER-06 a scenario out of a new series\' pool says why; its missing fact given in the form brings it in', async () => {
    wrapper = mount(SetupForm, { props: { create: vi.fn() }, global: { plugins: [pinia] } })
    await flushPromises()
    const w = wrapper
    await w.get('[data-testid="series-choice"]').setValue('new')
    await flushPromises()
    expect(w.get('[data-testid="pool-out-tyrants-of-ruin"]').text()).toContain('Poza pulą — brakuje: liczby kart zestawu grozy')
    expect(w.get('[data-testid="pool-out-bound-to-serve"]').text()).toContain('miejsca dołączenia tajemnicy')
    await w.get('[data-testid="pool-give-tyrants-of-ruin"]').trigger('click')
    await flushPromises()
    expect((w.get('[data-testid="scenario"]').element as HTMLSelectElement).value).toBe('tyrants-of-ruin')
    await w.get('[data-testid="fact-terror-deck"]').setValue('8')
    await flushPromises()
    expect((w.get('[data-testid="pool-tyrants-of-ruin"]').element as HTMLInputElement).checked).toBe(true)
  })
})

