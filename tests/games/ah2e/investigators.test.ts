import { describe, expect, it } from 'vitest'
import { scoreOf, type Ah2eCommand, type Ah2eEvent, type Health } from '@/games/ah2e/rules'
import { ah2eData, expectFoldConsistent, given, inv, only, refused, types, when, type GivenOptions } from './harness'

/**
 * Investigators' Sanity and Stamina, Lost in Time and Space and the score's sane survivors (rulebook
 * «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ», «Obłąkany w Arkham», «Nieprzytomny w Arkham», «Obłąkany lub
 * nieprzytomny w Innym Świecie», «ZAGUBIONY W CZASIE I PRZESTRZENI», «POCHŁONIĘCI BADACZE»,
 * «OSTATECZNA BITWA», «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA»; Innsmouth «Zero Poczytalności i
 * Wytrzymałości», «Powrót Badacza Zagubionego w Czasie i Przestrzeni»).
 */
const health = (sanity: number, maxSanity: number, stamina: number, maxStamina: number): Health => ({ sanity, maxSanity, stamina, maxStamina })
const healthSet = (n: number, h: Health | null): Ah2eEvent => ({ type: 'HealthSet', data: { investigatorId: `inv-${n}`, health: h } })
const change = (d: { sanity?: number; stamina?: number; maxSanity?: number; maxStamina?: number }, n = 1): Ah2eCommand => ({ type: 'ChangeHealth', data: { investigatorId: `inv-${n}`, ...d } })
const setHealth = (h: Health | null, n = 1): Ah2eCommand => ({
  type: 'SetHealth',
  data: { investigatorId: `inv-${n}`, ...(h ?? { sanity: null, maxSanity: null, stamina: null, maxStamina: null }) },
})
/** Investigator 1 at `place` with this Sanity / Stamina and clues. */
const at = (place: string | null, h: Health, clues = 0, opts: GivenOptions = {}) => given(opts).investigator(1, place).with(healthSet(1, h)).clues(clues, 1)

describe('INV Sanity and Stamina «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ» (optional: a group may leave them on the sheets)', () => {
  it('INV-02 «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ»: untracked by default; SetHealth starts tracking (current and maximum), null leaves them on the sheet again', () => {
    const g = given()
    expect(inv(g.state, 1).health).toBeUndefined()
    refused(g, change({ sanity: -1 }), 'health/not-tracked')
    refused(g, setHealth(null), 'health/not-tracked')
    const w = when(g, setHealth(health(5, 5, 3, 3)))
    expect(w.events).toEqual([{ type: 'HealthSet', data: { investigatorId: 'inv-1', health: health(5, 5, 3, 3) }, cause: 'manual' }])
    expect(inv(w.state, 1).health).toEqual(health(5, 5, 3, 3))
    const off = when(w.session, setHealth(null))
    expect(inv(off.state, 1).health).toBeUndefined()
    expectFoldConsistent(off.session)
  })

  it.each([
    [health(6, 5, 3, 3), 'health/above-maximum'],
    [health(5, 5, 4, 3), 'health/above-maximum'],
    [health(-1, 5, 3, 3), 'health/bad-values'],
    [health(5, 21, 3, 3), 'health/bad-values'],
    [health(2.5, 5, 3, 3), 'health/bad-values'],
    [{ sanity: 5, maxSanity: 5, stamina: null, maxStamina: 3 } as never, 'health/bad-values'],
  ])('INV-02 «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ»: SetHealth %j is refused (%s)', (h, code) => {
    refused(given(), setHealth(h), code)
  })

  // «ich wartość nigdy nie może przekroczyć wskazanego na karcie postaci maksimum»: the boundary at the maximum.
  it.each([
    [4, +1, 5],
    [4, +2, 5], // the excess is lost
    [3, +1, 4],
  ])('INV-02 «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ»: Sanity %i of 5, %i → %i (never above the maximum)', (from, d, to) => {
    const w = when(at('woods', health(from, 5, 3, 3)), change({ sanity: d }))
    expect(inv(w.state, 1).health?.sanity).toBe(to)
  })

  it('INV-02 «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ»: a gain at the maximum changes nothing and is refused; a lower maximum lowers the current value', () => {
    refused(at('woods', health(5, 5, 3, 3)), change({ sanity: 1 }), 'health/unchanged')
    refused(at('woods', health(5, 5, 3, 3)), change({ sanity: 0 }), 'health/bad-change')
    refused(at('woods', health(5, 5, 3, 3)), change({}), 'health/bad-change')
    refused(at('woods', health(5, 5, 3, 3)), change({ sanity: 1.5 }), 'health/bad-change')
    const w = when(at('woods', health(5, 5, 3, 3)), change({ maxSanity: -1 }))
    expect(inv(w.state, 1).health).toEqual(health(4, 4, 3, 3))
    const up = when(w.session, change({ maxStamina: 1 }))
    expect(inv(up.state, 1).health).toEqual(health(4, 4, 3, 4))
  })
})

describe('INV Sanity or Stamina at 0 in Arkham «Obłąkany w Arkham», «Nieprzytomny w Arkham»', () => {
  // The threshold is 0: Sanity 2 → 1 is nothing, 1 → 0 is insanity.
  it.each([
    ['sanity', 2, false],
    ['sanity', 1, true],
    ['stamina', 2, false],
    ['stamina', 1, true],
  ] as const)('INV-03 «Obłąkany / Nieprzytomny w Arkham»: %s %i, −1 → knocked out = %s', (which, from, out) => {
    const h = which === 'sanity' ? health(from, 5, 3, 3) : health(5, 5, from, 3)
    const w = when(at('woods', h, 4), change({ [which]: -1 }))
    expect(only(w.events, 'InvestigatorKnockedOut')).toHaveLength(out ? 1 : 0)
    expect(inv(w.state, 1).location).toBe(out ? (which === 'sanity' ? 'arkham-asylum' : 'st-marys-hospital') : 'woods')
    expect(inv(w.state, 1).health?.[which]).toBe(out ? 1 : from - 1) // regains 1
    expect(inv(w.state, 1).clues).toBe(out ? 2 : 4)
  })

  it('INV-03 «Obłąkany w Arkham»: insane: half the clues (rounded down) discarded, to Arkham Asylum, regain 1 Sanity, in this order', () => {
    const w = when(at('rivertown-streets', health(1, 5, 3, 3), 5), change({ sanity: -1 }))
    expect(w.events).toEqual([
      { type: 'HealthSet', data: { investigatorId: 'inv-1', health: health(0, 5, 3, 3) }, cause: 'manual' },
      { type: 'InvestigatorKnockedOut', data: { investigatorId: 'inv-1', kind: 'insane', where: 'town' }, cause: 'rule/insane' },
      { type: 'CluesSpent', data: { investigatorId: 'inv-1', count: 2 }, cause: 'rule/knocked-out-half-clues' },
      { type: 'InvestigatorMoved', data: { investigatorId: 'inv-1', to: 'arkham-asylum' }, cause: 'rule/insane' },
      { type: 'HealthSet', data: { investigatorId: 'inv-1', health: health(1, 5, 3, 3) }, cause: 'rule/insane-regain' },
    ])
    expect(inv(w.state, 1).clues).toBe(3)
    expectFoldConsistent(w.session)
  })

  it.each([[0, 0], [1, 0], [2, 1], [3, 1], [4, 2], [5, 2], [9, 4]])('INV-03 «połowę żetonów Wskazówek (zaokrąglając w dół)»: %i clues → %i discarded', (clues, lost) => {
    const w = when(at('woods', health(5, 5, 1, 3), clues), change({ stamina: -1 }))
    expect(inv(w.state, 1).clues).toBe(clues - lost)
    expect(only(w.events, 'CluesSpent').map((e) => e.data.count)).toEqual(lost ? [lost] : [])
  })

  it('INV-03: on the Innsmouth board the same (the rulebook names only the Arkham Asylum and St. Mary\'s Hospital)', () => {
    const w = when(at('marsh-refinery', health(5, 5, 1, 3), 0, { expansions: ['innsmouth'] }), change({ stamina: -2 }))
    expect(inv(w.state, 1).location).toBe('st-marys-hospital')
    expect(inv(w.state, 1).health?.stamina).toBe(1)
  })
})

describe('INV Sanity or Stamina at 0 in an Other World «Obłąkany lub nieprzytomny w Innym Świecie»', () => {
  it('INV-04: Lost in Time and Space (delayed, back in the Upkeep two turns on), half the clues, 1 Sanity and 1 Stamina regained', () => {
    const w = when(at('ow:yuggoth:2', health(1, 5, 2, 3), 3), change({ sanity: -1 }))
    expect(types(w.events)).toEqual(['HealthSet', 'InvestigatorKnockedOut', 'CluesSpent', 'HealthSet', 'InvestigatorLostInTimeAndSpace'])
    expect(only(w.events, 'InvestigatorKnockedOut')[0].data.where).toBe('other-world')
    expect(inv(w.state, 1)).toMatchObject({ location: 'lost-in-time-and-space', delayed: true, clues: 2, health: health(1, 5, 3, 3), returnsAtTurn: 3 })
  })

  it.each([null, 'lost-in-time-and-space'])('INV-04: where the app does not know the place (%s), it says what happened and leaves the rest to the players', (place) => {
    const w = when(at(place, health(1, 5, 3, 3), 4), change({ sanity: -1 }))
    expect(types(w.events)).toEqual(['HealthSet', 'InvestigatorKnockedOut'])
    expect(only(w.events, 'InvestigatorKnockedOut')[0].data.where).toBe('unknown')
    expect(inv(w.state, 1)).toMatchObject({ location: place, clues: 4, health: health(0, 5, 3, 3) })
  })
})

describe('INV devoured by Sanity and Stamina «POCHŁONIĘCI BADACZE»', () => {
  it.each([
    ['both at 0 at once', health(1, 5, 1, 3), { sanity: -1, stamina: -1 }, 'sanity-and-stamina-zero'],
    ['Stamina to 0 while Sanity is at 0 (an unresolved insanity)', health(0, 5, 1, 3), { stamina: -1 }, 'sanity-and-stamina-zero'],
    ['maximum Sanity to 0', health(1, 1, 3, 3), { maxSanity: -1 }, 'maximum-zero'],
    ['maximum Stamina to 0', health(3, 5, 1, 1), { maxStamina: -1 }, 'maximum-zero'],
  ] as const)('INV-05 «POCHŁONIĘCI BADACZE»: %s: devoured', (_label, h, d, reason) => {
    const w = when(at(null, h, 2), change(d))
    expect(only(w.events, 'InvestigatorDevoured')).toEqual([{ type: 'InvestigatorDevoured', data: { investigatorId: 'inv-1', reason }, cause: expect.stringMatching(/^rule\//) }])
    expect(inv(w.state, 1).devoured).toBe(true)
    expect(inv(w.state, 1).eliminated).toBe(false)
  })

  it('INV-05 «POCHŁONIĘCI BADACZE»: maximum Sanity 2 → 1 is not devouring (boundary)', () => {
    const w = when(at('woods', health(2, 2, 3, 3), 0), change({ maxSanity: -1 }))
    expect(inv(w.state, 1).devoured).toBe(false)
    expect(inv(w.state, 1).health).toEqual(health(1, 1, 3, 3))
  })

  it('INV-05 «OSTATECZNA BITWA»: in the final battle Sanity or Stamina at 0 devours and eliminates; everyone devoured loses the game', () => {
    const g = given({ players: 2 }).with(healthSet(1, health(1, 5, 3, 3)), healthSet(2, health(3, 3, 1, 5)))
    const battle = when(g, { type: 'AwakenAncientOne', data: {} })
    const one = when(battle.session, change({ sanity: -1 }, 1))
    expect(inv(one.state, 1)).toMatchObject({ devoured: true, eliminated: true })
    expect(only(one.events, 'InvestigatorDevoured')[0].data.reason).toBe('final-battle')
    expect(one.state.status).toBe('final-battle')
    const two = when(one.session, change({ stamina: -1 }, 2))
    expect(two.state.status).toBe('lost')
  })

  it('INV-05: a replaced investigator brings a new sheet: Sanity and Stamina are untracked again', () => {
    const g = at('woods', health(1, 1, 3, 3))
    const d = when(g, change({ maxSanity: -1 }))
    const r = when(d.session, { type: 'ReplaceInvestigator', data: { investigatorId: 'inv-1', name: 'Nowa' } })
    expect(inv(r.state, 1).health).toBeUndefined()
  })
})

describe('INV Lost in Time and Space «ZAGUBIONY W CZASIE I PRZESTRZENI»', () => {
  const back = (to: string, n = 1): Ah2eCommand => ({ type: 'ReturnFromLostInTimeAndSpace', data: { investigatorId: `inv-${n}`, to } })
  const lose: Ah2eCommand = { type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-1' } }
  /** Turn `turn` of the game (as after a Mythos phase). */
  const inTurn = (turn: number, opts: GivenOptions = {}) => given(opts).with({ type: 'MythosPhaseEnded', data: { nextTurn: turn, firstPlayer: 0 } })
  /** Investigator 1 lost in turn `turn` (the event `LoseInTimeAndSpace` records, INV-06 first case), now in turn `now`. */
  const lostIn = (turn: number, now: number, opts: GivenOptions = {}) =>
    inTurn(turn, opts)
      .with({ type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: 'inv-1', returnsAtTurn: turn + 2 } })
      .with({ type: 'MythosPhaseEnded', data: { nextTurn: now, firstPlayer: 0 } })

  it('INV-06 «ZAGUBIONY W CZASIE I PRZESTRZENI»: lost in turn 4, the investigator is delayed and comes back at the Upkeep of turn 6', () => {
    const w = when(inTurn(4).investigator(1, 'ow:yuggoth:1'), lose)
    expect(w.events).toEqual([{ type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: 'inv-1', returnsAtTurn: 6 }, cause: 'manual' }])
    expect(inv(w.state, 1)).toMatchObject({ location: 'lost-in-time-and-space', delayed: true, returnsAtTurn: 6 })
  })

  // Boundary: the return turn − 1 is refused; the return turn and later are allowed.
  it.each([[4, 'lost/too-early'], [5, 'lost/too-early'], [6, null], [7, null]] as const)('INV-06 «Na początku Fazy Utrzymania następnej tury»: lost in turn 4, a return in turn %i: %s', (turn, code) => {
    const g = lostIn(4, turn)
    if (code) refused(g, back('woods'), code)
    else {
      const w = when(g, back('woods'))
      expect(w.events).toEqual([{ type: 'InvestigatorReturnedFromLostInTimeAndSpace', data: { investigatorId: 'inv-1', to: 'woods' }, cause: 'manual' }])
      expect(inv(w.state, 1)).toMatchObject({ location: 'woods', delayed: false })
      expect(inv(w.state, 1).returnsAtTurn).toBeUndefined()
    }
  })

  it('INV-06 «ZAGUBIONY W CZASIE I PRZESTRZENI»: the turn is the app\'s (it moves on with each Mythos phase), not the phases the players advance', () => {
    const g = lostIn(2, 4).with({ type: 'PhaseAdvanced', data: { turn: 4, phase: 'mythos' } })
    expect(inv(when(g, back('woods')).state, 1).location).toBe('woods')
    refused(lostIn(2, 3).with({ type: 'PhaseAdvanced', data: { turn: 3, phase: 'mythos' } }), back('woods'), 'lost/too-early')
  })

  it.each([
    ['woods', null],
    ['uptown-streets', null],
    ['ow:yuggoth:1', 'lost/bad-place'],
    ['sky', 'lost/bad-place'],
    ['police-station-jail-cell', 'lost/bad-place'],
    ['marsh-refinery', 'lost/bad-place'], // without the Innsmouth board
    ['__proto__', 'lost/bad-place'],
  ])('INV-06 «dowolny obszar lub ulicę Arkham»: back to %s: %s', (to, code) => {
    const g = lostIn(1, 3)
    if (code) refused(g, back(to), code)
    else expect(inv(when(g, back(to)).state, 1).location).toBe(to)
  })

  it.each([
    ['marsh-refinery', null],
    ['innsmouth-shore-streets', null],
    ['devil-reef', null],
    ['yha-nthlei', 'lost/bad-place'],
  ])('INV-06 Innsmouth «Powrót Badacza Zagubionego w Czasie i Przestrzeni»: with the board, back to %s: %s', (to, code) => {
    const g = lostIn(1, 3, { expansions: ['innsmouth'] })
    if (code) refused(g, back(to), code)
    else expect(inv(when(g, back(to)).state, 1).location).toBe(to)
  })

  it('INV-06: not to a closed location; the gate open on one replaces it; no explored marker from Lost in Time and Space (FAQ)', () => {
    const g = lostIn(1, 3, { settings: { trackPositions: true } }).with({ type: 'LocationClosed', data: { location: 'general-store', by: 'terror' } }).gate('woods', 'gate-yuggoth-1')
    refused(g, back('general-store'), 'lost/bad-place')
    const w = when(g, back('woods'))
    expect(inv(w.state, 1).explored).toBeUndefined()
  })

  it('INV-06: only a lost investigator comes back; not after the awakening', () => {
    refused(given().investigator(1, 'woods'), back('woods'), 'lost/not-lost')
    const awake = when(lostIn(1, 3), { type: 'AwakenAncientOne', data: {} })
    expect(inv(awake.state, 1).devoured).toBe(true) // «wszyscy Badacze zagubieni w czasie i przestrzeni zostają natychmiast pochłonięci»
    refused(awake.session, back('woods'), 'investigator/unknown')
  })

  it('INV-06: with position tracking the place picker cannot take them out early either; without it, it can (a correction)', () => {
    const move: Ah2eCommand = { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'woods' } }
    refused(lostIn(1, 2, { settings: { trackPositions: true } }), move, 'lost/too-early')
    expect(inv(when(lostIn(1, 3, { settings: { trackPositions: true } }), move).state, 1).location).toBe('woods')
    expect(inv(when(lostIn(1, 2), move).state, 1).location).toBe('woods')
  })

  it('INV-06: an investigator lost before the return turn was recorded (an older game) may come back at any time', () => {
    const g = given().with({ type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: 'inv-1' } })
    expect(inv(g.state, 1).returnsAtTurn).toBeUndefined()
    expect(inv(when(g, back('woods')).state, 1).location).toBe('woods')
  })
})

describe('SCORE sane survivors «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA» («+1 za każdego poczytalnego Badacza, który przeżył rozgrywkę»)', () => {
  it.each([
    [null, 3],
    [0, 2],
    [1, 3],
  ])('SCORE-06: with investigator 1\'s Sanity %s (null = untracked) and investigator 3 devoured: %i sane survivors', (sanity, n) => {
    const g = given({ players: 4 }).did({ type: 'DevourInvestigator', data: { investigatorId: 'inv-3' } })
    if (sanity !== null) g.with(healthSet(1, health(sanity, 5, 3, 3)))
    expect(scoreOf(g.state, ah2eData).saneSurvivors).toBe(n)
  })

  it('SCORE-06: the players\' own count still wins over the app\'s', () => {
    const g = given({ players: 4 }).with(healthSet(1, health(0, 5, 3, 3)))
    const w = when(g, { type: 'SetScoreInputs', data: { unpaidBankLoans: 0, saneSurvivors: 4 } })
    expect(scoreOf(w.state, ah2eData).saneSurvivors).toBe(4)
  })
})
