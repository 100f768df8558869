import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { ah3e, needsDoom, neighbourhoodDoom } from '@/games/ah3e/rules'
import { newSession } from '@/core'
import { boardChanges, roundLaid } from '@/games/ah3e/ui/board'
import { nextTick, shallowRef } from 'vue'
import { mount } from '@vue/test-utils'
import { HOOD_CMD, hoodViews } from '@/games/ah3e/ui/hoods'
import NeighbourhoodCard from '@/games/ah3e/ui/components/NeighbourhoodCard.vue'
import SpaceRow from '@/games/ah3e/ui/components/SpaceRow.vue'
import LiveText from '@/shell/components/LiveText.vue'
import { nameCorrections } from '@/games/ah3e/ui/nameList'
import { accumulate, emptySheet, type ChangesOf } from '@/shell/boardSheet'
import { answerCards, run, start, toMythos, undone, when, type S } from './harness'

/**
 * «Na planszy» for AH3e: after a command and after its undo, the lines the players work through
 * on the physical table (Polish, the table's edition; English where the wording matters). Each case
 * plays real commands from a set-up Tyrants of Ruin.
 */
const texts = (before: Parameters<typeof boardChanges>[0], after: Parameters<typeof boardChanges>[1], l: 'pl' | 'en' = 'pl') => {
  locale.value = l
  return boardChanges(before, after).map((c) => c.text)
}
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')

afterEach(() => {
  locale.value = 'pl'
  nameCorrections.value = {}
})

describe('AH3E-BOARD «Na planszy»: what to change on the physical board after every command and undo', () => {
  it('AH3E-BOARD-01 doom placed by hand: one line for the space with the total; the undo takes it back', () => {
    const r = when(given(), { type: 'PlaceDoom', data: { space: 'innsmouth-jail', count: 2 } })
    expect(texts(r.before, r.state)).toEqual(['Pole: Więzienie Innsmouth — połóżcie 2 żetony zagłady (razem 2)'])
    expect(texts(r.state, undone(r.session))).toEqual(['Pole: Więzienie Innsmouth — zdejmijcie 2 żetony zagłady (zostaje 0)'])
    expect(texts(r.before, r.state, 'en')).toEqual(['Space Innsmouth Jail: place 2 doom tokens (total 2)'])
  })

  it('AH3E-BOARD-02 UDW-DOOM-01 the overflow at 6: the cleared space, 1 sheet doom, the terror token and the attached terror card; its undo puts the doom back', () => {
    let s = run(given(), { type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
    while (neighbourhoodDoom(s.state, 'innsmouth-village') < 6) s = run(s, { type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
    const onSpace = s.state.board.doom['esoteric-order-of-dagon']
    const r = when(s, { type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
    const lines = texts(r.before, r.state)
    expect(lines).toEqual([
      'Arkusz scenariusza: połóżcie 1 żeton zagłady (razem 1)',
      `Pole: Ezoteryczny Zakon Dagona — zdejmijcie ${onSpace} ${onSpace >= 5 ? 'żetonów' : 'żetony'} zagłady (zostaje 0)`,
      'Dzielnica: Miasteczko Innsmouth — dołóżcie żetony grozy o wartości 1 (groza: 1)',
      'Dzielnica: Miasteczko Innsmouth — dołączcie z talii grozy 1 kartę grozy (dołączone: 1)',
    ])
    const back = texts(r.state, undone(r.session))
    expect(back).toContain('Arkusz scenariusza: zdejmijcie 1 żeton zagłady (zostaje 0)')
    expect(back).toContain('Dzielnica: Miasteczko Innsmouth — odłóżcie do talii grozy 1 dołączoną kartę grozy (dołączone: 0)')
  })

  it('AH3E-BOARD-03 AH3E-MYTH-02 the players\' own cup, one line per token type (key cup:<token>): a token drawn is set aside, its undo puts it back, the refill puts every drawn token back', () => {
    let s = toMythos(given({ draws: { cup: 'physical', events: 'physical' } }))
    const inCup = s.state.mythos.cup.blank
    const r = when(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    expect(boardChanges(r.before, r.state).map((l) => [l.key, l.text, l.parts])).toEqual([
      ['cup:blank', `Czara mitów — pusty żeton: 1 dobrany — odłóżcie go obok czary (w czarze ${inCup - 1}, obok czary 1)`, ['cup:blank', 'cup-drawn:blank']],
    ])
    expect(texts(r.state, undone(r.session))).toEqual([`Czara mitów — pusty żeton: 1 dobrany z powrotem do czary (w czarze ${inCup}, obok czary 0)`])
    s = run(r.session, { type: 'CorrectCup', data: { cup: { 'spread-doom': 0, 'spawn-monster': 0, 'spawn-clue': 0, 'read-headline': 0, 'gate-burst': 0, reckoning: 0, 'spread-terror': 0, blank: 0 }, drawn: { blank: 2, 'spread-doom': 1 } } })
    const refill = when(s, { type: 'DrawMythosToken', data: { token: 'blank' } })
    expect(texts(refill.before, refill.state)).toEqual([
      'Czara mitów — żeton zagłady: 1 dobrany z powrotem do czary (w czarze 1, obok czary 0)',
      'Czara mitów — pusty żeton: 1 dobrany z powrotem do czary (w czarze 1, obok czary 1)',
    ])
    // A token removed from the game and one added from the box.
    const out = when(refill.session, { type: 'RemoveMythosToken', data: { token: 'spread-doom' } })
    expect(texts(out.before, out.state)).toEqual(['Czara mitów — żeton zagłady: wyjmijcie 1 z czary (w czarze 0, obok czary 0)'])
    const added = when(out.session, { type: 'AddMythosToken', data: { token: 'gate-burst' } })
    expect(texts(added.before, added.state)).toEqual(['Czara mitów — otwarcie się bramy: wrzućcie 1 do czary (w czarze 1, obok czary 0)'])
  })

  it('AH3E-BOARD-09 review ah3e-cults #13: after setup the sheet lists step 11 in the setup\'s order — the starting clues, the starting doom, the spread doom and its card, then the codex (004 §5, 11a–d)', () => {
    let s = start({ scenario: 'approach-of-azathoth', facts: {} })
    let sheet = accumulate(emptySheet(), newSession(ah3e, 'x').state, s.state, boardChanges as ChangesOf)
    const hoods = s.state.board.neighbourhoods
    for (let i = 0; s.state.pending?.kind === 'event-card'; i++) {
      const n = hoods[i % hoods.length]
      const space = Object.keys(s.state.board.spaces).find((sp) => s.state.board.spaces[sp] === n)!
      const r = when(s, { type: 'DescribeEventCard', data: needsDoom(s.state.pending.use) ? { neighbourhood: n, doom: { [space]: 1 } } : { neighbourhood: n } })
      sheet = accumulate(sheet, r.before, r.state, boardChanges as ChangesOf)
      s = r.session
    }
    const keys = sheet.lines.map((l) => l.key).filter((k) => /^(clues|doom|codex):/.test(k))
    const kinds = keys.map((k) => k.split(':')[0])
    // Every clue first, then every doom, then the codex (a space's starting and spread doom share its line).
    expect(kinds).toEqual([...kinds].sort((a, b) => ['clues', 'doom', 'codex'].indexOf(a) - ['clues', 'doom', 'codex'].indexOf(b)))
    expect(kinds.filter((k) => k === 'clues')).toHaveLength(3)
    expect(kinds).toContain('codex')
  })

  it('AH3E-BOARD-07 AH3E-SOURCE-01 the players take the draws over: their cup is laid out token by token; handed back to the app, it is put away', () => {
    const s = toMythos(given())
    const r = when(s, { type: 'SetMythosSource', data: { cup: 'physical' } })
    const lines = boardChanges(r.before, r.state)
    expect(lines.every((l) => l.key.startsWith('cup:'))).toBe(true)
    expect(lines.map((l) => l.text)).toContain(`Czara mitów (wasza) — pusty żeton: w czarze ${s.state.mythos.cup.blank} · obok czary (dobrane) 0`)
    const back = when(r.session, { type: 'SetMythosSource', data: { cup: 'virtual' } })
    expect(texts(back.before, back.state)).toContain('Czara mitów — pusty żeton: odłóżcie do pudełka (żetony dobiera teraz aplikacja)')
  })

  it('AH3E-BOARD-07 review ah3e-cults #11: the laid-out cup says how it stands, not «do czary 1», also once the sheet adds the players\' own draw to it', () => {
    const s = toMythos(given())
    const r = when(s, { type: 'SetMythosSource', data: { cup: 'physical' } })
    const d = when(r.session, { type: 'DrawMythosToken', data: { token: 'spawn-monster' } })
    const sheet = accumulate(accumulate(emptySheet(), r.before, r.state, boardChanges as ChangesOf), d.before, d.state, boardChanges as ChangesOf)
    const line = sheet.lines.find((l) => l.key === 'cup:spawn-monster')!
    expect(line.change.text).toBe(`Czara mitów (wasza) — pojawienie się potwora: w czarze ${d.state.mythos.cup['spawn-monster']} · obok czary (dobrane) 1`)
    expect(line.change.text).not.toMatch(/do czary/)
    locale.value = 'en'
    expect(texts(r.before, r.state, 'en')).toContain(`Mythos cup (yours) — Blank: ${s.state.mythos.cup.blank} in the cup · 0 set aside (drawn)`)
  })

  it('AH3E-BOARD-08 AH3E-UNSTABLE-01 the event discard pile (key event-discard): a spread doom\'s card goes on it face up with the unstable space; a gate burst shuffles its card and the pile under the event deck, the start space unstable (supplement §2, §3.5)', () => {
    const s = given()
    const spread = when(s, { type: 'SpreadDoom', data: { cards: [{ neighbourhood: 'easttown', doom: { 'police-station': 1 } }] } })
    expect(texts(spread.before, spread.state)).toContain('Na stos odrzuconych kart wydarzeń (odkryte): 1 karta (razem 2) — niestabilne pole: Posterunek Policji')
    const gate = when(spread.session, { type: 'GateBurst', data: { cards: [{ neighbourhood: 'southside' }] } })
    const line = boardChanges(gate.before, gate.state).find((l) => l.key === 'event-discard')
    expect(line?.text).toBe('Otwarcie się bramy: jej kartę wydarzenia potasujcie ze stosem odrzuconych kart wydarzeń (2 karty) i połóżcie je pod spód talii wydarzeń. Stos odrzuconych jest pusty: niestabilne jest pole startowe — Hotel Gilman House.')
    expect(texts(gate.before, gate.state, 'en')).toContain('Gate burst: shuffle its event card with the event discard pile (2 cards) and put them on the bottom of the event deck. The discard pile is empty: the start space is unstable — Gilman House.')
    // Undone: the pile comes back.
    expect(texts(gate.state, undone(gate.session))).toContain('Stos odrzuconych kart wydarzeń wraca: weźcie jego karty spod talii wydarzeń i połóżcie odkryte (2) — niestabilne pole: Posterunek Policji')
    // A gate burst with the pile already empty: its card alone goes under the deck (still said).
    const again = when(gate.session, { type: 'GateBurst', data: { cards: [{ neighbourhood: 'miskatonic-university' }] } })
    expect(boardChanges(again.before, again.state).find((l) => l.key === 'event-discard')?.text).toBe('Otwarcie się bramy: jej kartę wydarzenia połóżcie pod spód talii wydarzeń. Stos odrzuconych jest pusty: niestabilne jest pole startowe — Hotel Gilman House.')
  })

  it('AH3E-BOARD-04 the app\'s own cup has no pieces on the table: a virtual draw lists only what its effect moved', () => {
    const s = toMythos(given())
    const r = when(s, { type: 'DrawMythosToken', data: {} })
    for (const line of texts(r.before, r.state)) expect(line).not.toMatch(/Czara mitów/)
  })

  it('AH3E-BOARD-05 AH3E-DEFEAT-01 a devoured investigator leaves the board and puts 1 doom on the sheet; a clue gathered leaves its neighbourhood', () => {
    const r = when(given(), { type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    expect(texts(r.before, r.state)).toEqual(['Arkusz scenariusza: połóżcie 1 żeton zagłady (razem 1)', 'Silas Marsh: zdejmijcie figurkę i karty z planszy'])
    const c = when(given(), { type: 'GatherClue', data: { neighbourhood: 'northside' } })
    expect(texts(c.before, c.state)).toEqual([
      'Dzielnica: Northside — zdejmijcie 1 wskazówkę i wyjmijcie z jej talii spotkań 1 kartę wydarzenia (wskazówki: 2)',
      'Na stos odrzuconych kart wydarzeń (odkryte): 1 karta (razem 2) — niestabilne pole: Redakcja gazety',
    ])
  })

  it('AH3E-BOARD-06 nothing changed, nothing to do; the setup\'s event cards answered: the clues and the doom they place', () => {
    const s = given()
    expect(boardChanges(s.state, s.state)).toEqual([])
    const asked = start()
    expect(texts(asked.state, s.state)).toContain('Dzielnica: Northside — połóżcie 3 wskazówki i wtasujcie w jej talię spotkań 3 karty wydarzeń (wskazówki: 3)')
  })

  it('AH3E-BOARD-10 UDW-TERR-03 review ah3e-udw #4: a clue spawned into a neighbourhood with attached terror cards — its event card goes into the encounter deck under the terror cards (UDW §3.6 point 5), as the log says', () => {
    const s = run(run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } }), { type: 'SpawnClue', data: {} })
    const r = when(s, { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })
    expect(texts(r.before, r.state)).toContain('Dzielnica: Easttown — połóżcie 1 wskazówkę i wtasujcie 1 kartę wydarzenia w jej talię spotkań pod dołączonymi kartami grozy (wskazówki: 1)')
    expect(texts(r.before, r.state, 'en')).toContain('Neighbourhood Easttown: place 1 clue and shuffle 1 event card into its encounter deck under the attached terror cards (clues 1)')
    // Without terror cards, the plain line.
    const plain = when(run(given(), { type: 'SpawnClue', data: {} }), { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })
    expect(texts(plain.before, plain.state)).toContain('Dzielnica: Easttown — połóżcie 1 wskazówkę i wtasujcie w jej talię spotkań 1 kartę wydarzenia (wskazówki: 1)')
  })

  it('AH3E-BOARD-11 UDW-TERR-05 review ah3e-udw #5: after a terror encounter its card goes face down to the bottom of the terror deck (UDW §3.6 step 3); the undo takes it back from there', () => {
    const s = run(given(), { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    const r = when(s, { type: 'ResolveTerrorEncounter', data: { investigator: 'Stella Clark', neighbourhood: 'easttown' } })
    expect(texts(r.before, r.state)).toEqual(['Dzielnica: Easttown — po spotkaniu grozy połóżcie 1 dołączoną kartę grozy zakrytą na spód talii grozy (dołączone: 0)'])
    expect(texts(r.before, r.state, 'en')).toEqual(['Neighbourhood Easttown: after the terror encounter put 1 attached terror card face down at the bottom of the terror deck (attached 0)'])
    expect(texts(r.state, undone(r.session))).toEqual(['Dzielnica: Easttown — weźcie ze spodu talii grozy 1 kartę grozy i dołączcie z powrotem (dołączone: 1)'])
    // A spread terror undone: the card goes back to the terror deck (its top), as before.
    const spread = when(given(), { type: 'SpreadTerror', data: { neighbourhood: 'easttown' } })
    expect(texts(spread.state, undone(spread.session))).toContain('Dzielnica: Easttown — odłóżcie do talii grozy 1 dołączoną kartę grozy (dołączone: 0)')
  })

  it('AH3E-BOARD-12 review ah3e-udw #12: a neighbourhood whose name already says «Dzielnica» is not prefixed with «Dzielnica:» again, in any of its lines', () => {
    const s = given()
    for (const r of [
      when(s, { type: 'SpreadTerror', data: { neighbourhood: 'northside' } }),
      when(s, { type: 'GatherClue', data: { neighbourhood: 'northside' } }),
    ]) {
      nameCorrections.value = { 'neighbourhoods/northside': { pl: 'Dzielnica Północna' } }
      const lines = texts(r.before, r.state).filter((l) => l.includes('Północna'))
      expect(lines.length).toBeGreaterThan(0)
      for (const l of lines) expect(l).toMatch(/^Dzielnica Północna — /)
      nameCorrections.value = {}
      for (const l of texts(r.before, r.state).filter((x) => x.includes('Northside'))) expect(l).toMatch(/^Dzielnica: Northside — /)
    }
    // The data's own: Dzielnica Handlowa at the setup of «Echa głębin».
    const echoes = answerCards(start({ scenario: 'echoes-of-the-deep', facts: {} }), 'merchant-district')
    const setup = texts(newSession(ah3e, 'x').state, echoes.state).filter((l) => l.includes('Dzielnica Handlowa'))
    expect(setup.length).toBeGreaterThan(1)
    for (const l of setup) expect(l).toMatch(/^Dzielnica Handlowa — /)
  })
})

/**
 * Innsmouth Jail's neighbourhood card before one doom placed there (`source` can be moved to `after[at]`),
 * with its commands collected in `ran`.
 */
function jailCard(o: { attachTo?: HTMLElement } = {}) {
  const r = when(given(), { type: 'PlaceDoom', data: { space: 'innsmouth-jail', count: 1 } })
  const views = hoodViews()
  const before = views(r.before, new Set())
  const after = views(r.state, new Set())
  const at = after.findIndex((h) => h.spaces.some((sp) => sp.id === 'innsmouth-jail'))
  const source = shallowRef(before[at])
  const ran: unknown[] = []
  const w = mount(NeighbourhoodCard, { props: { source, terrorOn: true, canAct: true, playing: true, free: [], error: '' }, global: { provide: { [HOOD_CMD as symbol]: (c: unknown) => ran.push(c) } }, ...o })
  return { before, after, at, source, ran, w }
}

describe('AH3E-HOODVIEW the board\'s neighbourhood cards keep their objects while unchanged (a tap re-renders what it changed)', () => {
  it('AH3E-HOODVIEW-01 a doom tap: the other neighbourhoods and the other spaces of its own keep their objects; the tapped space is new', () => {
    const r = when(given(), { type: 'PlaceDoom', data: { space: 'innsmouth-jail', count: 1 } })
    const views = hoodViews()
    const before = views(r.before, new Set())
    const after = views(r.state, new Set())
    const at = after.findIndex((h) => h.spaces.some((sp) => sp.id === 'innsmouth-jail'))
    expect(at).toBeGreaterThanOrEqual(0)
    after.forEach((h, i) => (i === at ? expect(h).not.toBe(before[i]) : expect(h).toBe(before[i])))
    after[at].spaces.forEach((sp, i) => {
      if (sp.id !== 'innsmouth-jail') return expect(sp).toBe(before[at].spaces[i])
      expect(sp).toMatchObject({ doom: before[at].spaces[i].doom + 1 })
      expect(sp).not.toBe(before[at].spaces[i])
    })
    expect(after[at].spaces.length).toBeGreaterThan(1)
    // Unchanged state, the same list's objects.
    expect(views(r.state, new Set())).toEqual(after)
    views(r.state, new Set()).forEach((h, i) => expect(h).toBe(after[i]))
  })

  it('AH3E-HOODVIEW-02 a doom tap re-renders the neighbourhood\'s doom figure and the tapped space\'s row, not its card nor the other rows; the row runs its command through HOOD_CMD', async () => {
    const { after, at, source, ran, w } = jailCard()
    const rows = () => w.findAllComponents(SpaceRow)
    const trees = () => ({ card: w.vm.$.subTree, doom: w.findComponent(LiveText).vm.$.subTree, rows: rows().map((x) => x.vm.$.subTree) })
    const tapped = after[at].spaces.findIndex((sp) => sp.id === 'innsmouth-jail')
    const old = trees()
    const doomBefore = w.find(`[data-testid="hood-doom-${after[at].n}"]`).text()
    source.value = after[at]
    await nextTick()
    const now = trees()
    expect(now.card).toBe(old.card)
    expect(now.doom).not.toBe(old.doom)
    expect(w.find(`[data-testid="hood-doom-${after[at].n}"]`).text()).not.toBe(doomBefore)
    expect(w.find('[data-testid="doom-innsmouth-jail"]').text()).toBe(String(after[at].spaces[tapped].doom))
    now.rows.forEach((t, i) => (i === tapped ? expect(t).not.toBe(old.rows[i]) : expect(t).toBe(old.rows[i])))
    await w.find('[data-testid="doom-plus-innsmouth-jail"]').trigger('click')
    expect(ran).toEqual([{ type: 'PlaceDoom', data: { space: 'innsmouth-jail' } }])
    w.unmount()
  })

  it('AH3E-HOODVIEW-03 an empty space\'s − is marked unavailable (aria-disabled, still focusable: the focus stays on it) and runs nothing; with doom it runs RemoveDoom', async () => {
    const { before, at, after, source, ran, w } = jailCard({ attachTo: document.body })
    const minus = () => w.find('[data-testid="doom-minus-innsmouth-jail"]')
    expect(minus().attributes('aria-disabled')).toBe('true')
    expect(minus().attributes('disabled')).toBeUndefined()
    ;(minus().element as HTMLButtonElement).focus()
    await minus().trigger('click')
    expect(ran).toEqual([])
    source.value = after[at]
    await nextTick()
    expect(minus().attributes('aria-disabled')).toBeUndefined()
    await minus().trigger('click')
    expect(ran).toEqual([{ type: 'RemoveDoom', data: { space: 'innsmouth-jail' } }])
    // Back to empty: the − keeps the focus.
    source.value = before[at]
    await nextTick()
    expect(minus().attributes('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(minus().element)
    w.unmount()
  })
})

describe('AH3E-BOARD-SETTLE «Koniec fazy mitów» lays the round on the board (the module\'s boardSettles)', () => {
  const st = (phase: string, round: number, pending: unknown = null) => ({ phase, round, pending }) as never
  it.each([
    ['the Mythos phase ends and the next round starts', st('mythos', 2), st('action', 3), 'after'],
    ['the Mythos phase ends and first an investigator who left is replaced (§1.10)', st('mythos', 2), st('mythos', 2, { kind: 'new-investigator', player: 1 }), 'after'],
    ['the replacement answered: its own lines are listed', st('mythos', 2, { kind: 'new-investigator', player: 1 }), st('action', 3), null],
    ['a draw in the Mythos phase that asks a question', st('mythos', 2), st('mythos', 2, { kind: 'overflow' }), null],
    ['the encounter phase ends (the Mythos phase begins)', st('encounter', 2), st('mythos', 2), null],
    ['the setup starts round 1', st('action', 0), st('action', 1), null],
  ] as const)('AH3E-BOARD-SETTLE %s', (_what, before, after, want) => {
    expect(roundLaid(before, after)).toBe(want)
  })
})
