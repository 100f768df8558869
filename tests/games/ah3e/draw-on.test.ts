import { describe, expect, it } from 'vitest'
import { TOKEN_TYPES, type TokenType } from '@/games/ah3e/data'
import { drawsLeft, type Ah3eEvent } from '@/games/ah3e/rules'
import { answerCards, refusal, run, start, undone, when, type S } from './harness'

/**
 * AH3E-MYTH-10 (supplement §1.9, §2): with the app's cup, one tap draws on through the Mythos phase
 * — each investigator's 2 tokens in turn, the lead first, each resolved as it is drawn — and stops
 * where the players have something to do before the next token: after a token they resolve
 * themselves (a monster, a reckoning, a headline), at a question (its answer draws on), at an owner's
 * reminder band reached (the codex reacts), after the phase's last token, or when the players draw
 * from their own cup. Tapped in the encounter phase it begins the Mythos phase (the advance folded
 * into the draw). Played through real commands on a cup set to known tokens.
 */
const zero = () => Object.fromEntries(TOKEN_TYPES.map((t) => [t, 0])) as Record<TokenType, number>
function withCup(s: S, cup: Partial<Record<TokenType, number>>): S {
  return run(s, { type: 'CorrectCup', data: { cup: { ...zero(), ...cup }, drawn: zero() } })
}
const given = (o: Parameters<typeof start>[0] = {}): S => answerCards(start(o), 'northside')
/** Action → Monster → Encounter. */
const toEncounter = (s: S): S => run(run(s, { type: 'EndPhase', data: {} }), { type: 'EndPhase', data: {} })
const drawn = (events: Ah3eEvent[]) => events.flatMap((e) => (e.type === 'MythosTokenDrawn' ? [[e.data.player, e.data.token] as const] : []))

describe('AH3E-MYTH-10 one tap draws on through the Mythos phase (supplement §1.9)', () => {
  it('AH3E-MYTH-10 tokens the app resolves whole: every investigator\'s 2, the lead first, in one tap; the phase waits for the players\' end', () => {
    let s = toEncounter(withCup(given({ lead: 1 }), { blank: 3, 'spread-terror': 1 }))
    const r = when(s, { type: 'DrawMythosToken', data: { on: true } })
    // Begun from the encounter phase: the Mythos phase starts, then the draws.
    expect(r.events[0]).toMatchObject({ type: 'PhaseChanged', data: { phase: 'mythos' } })
    expect(drawn(r.events).map(([p]) => p)).toEqual([1, 1, 0, 0])
    expect(r.state.phase).toBe('mythos')
    expect(drawsLeft(r.state)).toBe(0)
    expect(r.state.round).toBe(1)
    s = r.session
    // Undone, the table is back in the encounter phase with the cup as it was.
    const back = undone(s)
    expect(back.phase).toBe('encounter')
    expect(back.mythos.cup.blank).toBe(3)
  })

  it.each([['spawn-monster'], ['reckoning'], ['read-headline']] as const)('AH3E-MYTH-10 a %s token is the players\' to resolve: the draws stop after it, the next tap draws on', (token) => {
    let s = toEncounter(withCup(given(), { [token]: 4 }))
    const first = when(s, { type: 'DrawMythosToken', data: { on: true } })
    expect(drawn(first.events)).toEqual([[0, token]])
    expect(drawsLeft(first.state)).toBe(3)
    s = first.session
    for (let left = 2; left >= 0; left--) {
      const r = when(s, { type: 'DrawMythosToken', data: { on: true } })
      expect(drawn(r.events)).toHaveLength(1)
      expect(drawsLeft(r.state)).toBe(left)
      s = r.session
    }
    expect(refusal(s, { type: 'DrawMythosToken', data: { on: true } })).toBe('mythos/not-mythos-phase')
  })

  it('AH3E-MYTH-10 a question stops the draws; its answer resolves the token and draws on (boundary: the last token\'s answer draws nothing more)', () => {
    let s = toEncounter(withCup(given(), { 'spawn-clue': 4 }))
    s = run(s, { type: 'DrawMythosToken', data: { on: true } })
    for (let k = 1; k <= 4; k++) {
      expect(s.state.pending?.kind).toBe('event-card')
      expect(s.state.mythosDraws).toBe(k)
      s = run(s, { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })
    }
    expect(s.state.pending).toBeNull()
    expect(drawsLeft(s.state)).toBe(0)
    expect(s.state.board.clues.easttown).toHaveLength(4)
    expect(s.state.phase).toBe('mythos')
  })

  it('AH3E-MYTH-10 a reminder band reached stops the draws (the codex reacts first); past it they go on (boundary: the band, then the count after it)', () => {
    let s = given()
    s = run(s, { type: 'CorrectDecks', data: { terrorDeck: 0 } })
    // Each Spread Terror token with the terror deck empty puts 1 doom on the sheet (l.325–327).
    s = run(s, { type: 'SetSheetBands', data: { bands: [s.state.sheetDoom + 1] } })
    s = toEncounter(withCup(s, { 'spread-terror': 4 }))
    const first = when(s, { type: 'DrawMythosToken', data: { on: true } })
    expect(first.events.map((e) => e.type)).toContain('SheetBandReached')
    expect(drawsLeft(first.state)).toBe(3)
    const rest = when(first.session, { type: 'DrawMythosToken', data: { on: true } })
    expect(drawn(rest.events)).toHaveLength(3)
    expect(drawsLeft(rest.state)).toBe(0)
  })

  it('AH3E-MYTH-10 the players\' own cup is never drawn for them; the draw on is refused outside the encounter and Mythos phases and while a question is open', () => {
    const phys = toEncounter(given({ draws: { cup: 'physical', events: 'physical' } }))
    expect(refusal(phys, { type: 'DrawMythosToken', data: { on: true } })).toBe('mythos/name-the-token')
    expect(refusal(given(), { type: 'DrawMythosToken', data: { on: true } })).toBe('mythos/not-mythos-phase')
    expect(refusal(start(), { type: 'DrawMythosToken', data: { on: true } })).toBe('choice/pending')
    // A single token (no `on`) is still drawn only in the Mythos phase.
    expect(refusal(toEncounter(given()), { type: 'DrawMythosToken', data: {} })).toBe('mythos/not-mythos-phase')
  })

  it('AH3E-MYTH-10 the cup handed to the players while a question is open: its answer draws no more', () => {
    let s = toEncounter(withCup(given(), { 'spawn-clue': 4 }))
    s = run(s, { type: 'DrawMythosToken', data: { on: true } })
    s = run(s, { type: 'SetMythosSource', data: { cup: 'physical' } })
    s = run(s, { type: 'DescribeEventCard', data: { neighbourhood: 'easttown' } })
    expect(s.state.mythosDraws).toBe(1)
    expect(s.state.pending).toBeNull()
  })
})
