import { describe, expect, it } from 'vitest'
import { appearedAt, countAt, cupUid, draw, given, onBoard, only, play, type Position, when } from './harness'

/**
 * Monster limit and the Outskirts (rulebook «Limity potworów i Peryferia», summary boxes
 * «LIMIT POTWORÓW», «POTWORY NA PERYFERIACH»; Innsmouth FAQ «Peryferie i limit potworów»).
 *
 * blue-flu: gate The Unnamable, white hexagon, black slash/triangle/star. Fillers are crescent
 * monsters (cultists, maniacs, zombies, ...), which this card never moves.
 */
const CARD = 'blue-flu'
const GATE = 'the-unnamable'
const crescent = (u: string) => /^(cultist|maniac|zombie|vampire|ghost)#/.test(u)
const other = (u: string) => /^(ghoul|gug|star-spawn|formless-spawn|elder-thing|witch|high-priest)#/.test(u)

/** `n` monsters spread over a street, a location and the Sky (all three count toward the limit). */
function board(p: Position, n: number): Position {
  const sky = Math.min(2, n)
  const loc = Math.min(2, n - sky)
  p.fill('sky', sky, crescent).fill('graveyard', loc, crescent).fill('southside-streets', n - sky - loc, crescent)
  return p
}

describe('LIMIT «Limity potworów i Peryferia»: limit = players + 3, counting streets, locations and the Sky', () => {
  it.each([1, 2, 3, 4])('LIMIT-01 «LIMIT POTWORÓW» %i players: limit − 1 monsters in Arkham + Sky → the new gate\'s monster stays in Arkham', (players) => {
    const g = board(given({ players }), players + 2)
    const w = when(g, draw(CARD))
    expect(appearedAt(w.events)).toEqual({ [GATE]: 1 })
  })

  it.each([1, 2, 3, 4])('LIMIT-02 «LIMIT POTWORÓW» %i players: at the limit (Sky monsters counted) → the new monster goes to the Outskirts', (players) => {
    const g = board(given({ players }), players + 3)
    expect(onBoard(g.state)).toBe(players + 3)
    const w = when(g, draw(CARD))
    expect(appearedAt(w.events)).toEqual({ outskirts: 1 })
    expect(countAt(w.state, 'outskirts')).toBe(1)
    expect(w.state.terror).toBe(0)
  })

  it.each([5, 6, 7])('LIMIT-03 «Pojawienie się potwora» %i players, one place left: the first of the 2 monsters stays, the second goes to the Outskirts', (players) => {
    const g = board(given({ players }), players + 2)
    const w = when(g, draw(CARD))
    expect(only(w.events, 'MonsterAppeared').map((e) => e.data.location)).toEqual([GATE, 'outskirts'])
  })

  it('LIMIT-04 «Limity potworów i Peryferia»: Outskirts monsters do not count toward the limit', () => {
    const g = board(given({ players: 4 }), 6).fill('outskirts', 3, crescent)
    const w = when(g, draw(CARD))
    expect(appearedAt(w.events)).toEqual({ [GATE]: 1 })
  })

  it('LIMIT-05 «Tor paniki» (terror 10): the limit no longer applies; new monsters always go on the board', () => {
    const g = board(given({ players: 4 }), 7).terror(10)
    const w = when(g, draw(CARD))
    expect(appearedAt(w.events)).toEqual({ [GATE]: 1 })
    expect(onBoard(w.state)).toBe(8)
  })

  it('LIMIT-06 «LIMIT POTWORÓW»: manual placement from the cup obeys the limit as well', () => {
    const g = board(given({ players: 2 }), 5)
    const uid = cupUid(g.state)
    const w = when(g, { type: 'PlaceMonster', data: { uid, to: 'woods' } })
    expect(w.state.monsters[uid]).toBe('outskirts')
  })
})

// Every (players, Outskirts count after one more monster goes there) pair at capacity − 1,
// capacity and capacity + 1, computed from the printed table (8 − players is the table, not a formula we trust).
const CAPACITY: Record<number, number> = { 1: 7, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1, 8: 0 }
const rows: [number, number, number, boolean][] = []
for (const p of [1, 2, 3, 4, 5, 6, 7, 8]) {
  for (const after of [CAPACITY[p] - 1, CAPACITY[p], CAPACITY[p] + 1]) if (after >= 1) rows.push([p, CAPACITY[p], after, after > CAPACITY[p]])
}

describe('OUTSK «POTWORY NA PERYFERIACH»: overflow only when the capacity is exceeded', () => {
  it.each(rows)('OUTSK-01 «POTWORY NA PERYFERIACH» %i players (capacity %i): a monster makes %i in the Outskirts → overflow %s', (players, _cap, after, overflow) => {
    const g = board(given({ players }), players + 3).fill('outskirts', after - 1, other)
    const cupBefore = countAt(g.state, 'cup')
    const w = when(g, { type: 'PlaceMonster', data: { uid: cupUid(g.state), to: 'woods' } })
    if (overflow) {
      expect(w.state.terror).toBe(1)
      expect(countAt(w.state, 'outskirts')).toBe(0)
      expect(countAt(w.state, 'cup')).toBe(cupBefore - 1 + after) // every Outskirts monster, the new one included
      expect(only(w.events, 'AllyBoxed')).toHaveLength(1)
      expect(only(w.events, 'MonstersReturnedToCup')[0].cause).toBe('rule/outskirts-overflow')
    } else {
      expect(w.state.terror).toBe(0)
      expect(countAt(w.state, 'outskirts')).toBe(after)
    }
  })

  it('OUTSK-02 «POTWORY NA PERYFERIACH» 8 players (capacity 0): each monster sent to the Outskirts raises terror at once', () => {
    const g = board(given({ players: 8 }), 11)
    const w = when(g, draw(CARD)) // 2 monsters, both over the limit
    expect(only(w.events, 'MonsterAppeared').map((e) => e.data.location)).toEqual(['outskirts', 'outskirts'])
    expect(w.state.terror).toBe(2)
    expect(countAt(w.state, 'outskirts')).toBe(0)
  })

  it('OUTSK-03 «POTWORY NA PERYFERIACH», Innsmouth FAQ «Peryferie i limit potworów» worked example (3 players): surge of 3 with Arkham full and 4 in the Outskirts → 5, then 6 > 5 (terror +1, all 6 to the cup), then 1', () => {
    const g = given({ players: 3 }).gate('the-unnamable').gate('black-cave').gate('science-building')
    board(g, 6).fill('outskirts', 4, other)
    // No room under the limit and an even split: nothing is left to choose, so nobody is asked.
    const w = when(g, draw(CARD))
    expect(w.state.pending).toBeNull()
    expect(only(w.events, 'MonsterAppeared').map((e) => e.data.location)).toEqual(['outskirts', 'outskirts', 'outskirts'])
    expect(only(w.events, 'MonstersReturnedToCup')[0].data.uids).toHaveLength(6)
    expect(w.state.terror).toBe(1)
    expect(countAt(w.state, 'outskirts')).toBe(1)
  })

  it('OUTSK-04 «POTWORY NA PERYFERIACH»: moving a monster to the Outskirts by hand is checked the same way', () => {
    const uids: string[] = []
    const g = given({ players: 7 }).fill('outskirts', 1, other).fill('woods', 1, crescent, uids)
    const w = when(g, { type: 'PlaceMonster', data: { uid: uids[0], to: 'outskirts' } })
    expect(w.state.terror).toBe(1)
    expect(countAt(w.state, 'outskirts')).toBe(0)
  })

  it('OUTSK-05 «POTWORY NA PERYFERIACH»: after an overflow the Outskirts fill again from empty', () => {
    const g = board(given({ players: 6 }), 9).fill('outskirts', 2, other)
    const [a, b] = Object.keys(g.state.monsters).filter((u) => g.state.monsters[u] === 'cup').sort()
    const w = play(g, { type: 'PlaceMonster', data: { uid: a, to: 'woods' } }, { type: 'PlaceMonster', data: { uid: b, to: 'woods' } })
    expect(w.state.terror).toBe(1)
    expect(countAt(w.state, 'outskirts')).toBe(1)
  })
})
