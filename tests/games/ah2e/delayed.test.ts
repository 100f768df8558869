import { describe, expect, it } from 'vitest'
import { given, only, refused, when } from './harness'

/**
 * Delayed investigators (rulebook «Zatrzymani Badacze», 000 l.483 and l.965; «Aresztowani Badacze»,
 * l.998; «ZAGUBIONY W CZASIE I PRZESTRZENI», l.1002): the delayed marker is removed as the Movement
 * phase begins, and a delayed investigator does not move in that phase; next turn they move again.
 */
const advance = { type: 'AdvancePhase', data: {} } as const
/** Every game set up since the rule exists records it (the setup form sends it). */
const ON = { delayedStandUp: true }
const move = (to: string, investigatorId = 'inv-1') => ({ type: 'MoveInvestigator', data: { investigatorId, to } }) as const
const delay = (n: number) => ({ type: 'InvestigatorUpdated', data: { investigatorId: `inv-${n}`, delayed: true } }) as const

describe('DELAY «Zatrzymani Badacze»', () => {
  it('DELAY-01 (000 l.483, l.965) as the Movement phase begins every delayed investigator stands up (the others do not), cause rule/delayed-stands-up', () => {
    const g = given({ players: 3, settings: ON }).investigator(1, 'woods').investigator(2, 'ow:yuggoth:1').investigator(3, 'graveyard').with(delay(1), delay(2))
    expect(g.state.phase).toBe('upkeep')
    const w = when(g, advance)
    expect(w.state.phase).toBe('movement')
    const up = only(w.events, 'InvestigatorStoodUp')
    expect(up.map((e) => e.data.investigatorId)).toEqual(['inv-1', 'inv-2'])
    expect(up.every((e) => e.cause === 'rule/delayed-stands-up' && e.data.to === undefined)).toBe(true)
    expect(w.state.investigators.map((i) => i.delayed)).toEqual([false, false, false])
    // Where they stand does not change: the Other World investigator stays in its first area.
    expect(w.state.investigators.map((i) => i.location)).toEqual(['woods', 'ow:yuggoth:1', 'graveyard'])
  })

  it('DELAY-01 (000 l.483) no stand-up on entering any other phase: the delayed marker stays through the Upkeep and the encounters', () => {
    const g = given({ players: 1, settings: ON }).investigator(1, 'woods').with(delay(1), { type: 'PhaseAdvanced', data: { turn: 1, phase: 'movement' } })
    for (const phase of ['arkham-encounters', 'other-world-encounters', 'mythos'] as const) {
      const w = when(g.with(delay(1)), { type: 'AdvancePhase', data: { to: phase } })
      expect(only(w.events, 'InvestigatorStoodUp')).toEqual([])
      expect(w.state.investigators[0].delayed).toBe(true)
    }
  })

  it('DELAY-02 (000 l.483 «nie poruszają się podczas Fazy Ruchu») in the Movement phase a delayed investigator, or one who just stood up, may not move; the others may', () => {
    const g = given({ players: 2, settings: ON }).investigator(1, 'woods').investigator(2, 'graveyard').with(delay(1))
    const w = when(g, advance)
    refused(w.session, move('rivertown-streets'), 'investigator/delayed')
    expect(when(w.session, move('rivertown-streets', 'inv-2')).state.investigators[1].location).toBe('rivertown-streets')
    // Still delayed (a correction put the marker back, or an arrest during the phase): no move either.
    const again = when(w.session, { type: 'UpdateInvestigator', data: { investigatorId: 'inv-2', delayed: true } })
    refused(again.session, move('woods', 'inv-2'), 'investigator/delayed')
  })

  it('DELAY-02 (000 l.483 «Podczas następnej tury … znów będzie mógł się normalnie poruszać») after the Movement phase, and in the next turn\'s Movement phase, the stood-up investigator moves', () => {
    const g = given({ players: 1, settings: ON }).investigator(1, 'woods').with(delay(1))
    const m = when(g, advance)
    const enc = when(m.session, advance)
    expect(enc.state.stoodUp).toBeUndefined()
    expect(when(enc.session, move('rivertown-streets')).state.investigators[0].location).toBe('rivertown-streets')
    // The next turn: Upkeep → Movement, nobody delayed: a move is fine.
    const next = given({ players: 1, settings: ON }).investigator(1, 'woods').with(delay(1), { type: 'PhaseAdvanced', data: { turn: 1, phase: 'movement' } }, { type: 'InvestigatorStoodUp', data: { investigatorId: 'inv-1' } }, { type: 'PhaseAdvanced', data: { turn: 2, phase: 'upkeep' } })
    expect(next.state.stoodUp).toBeUndefined()
    const nm = when(next, advance)
    expect(when(nm.session, move('rivertown-streets')).state.investigators[0].location).toBe('rivertown-streets')
  })

  it('DELAY-02 outside the Movement phase a delayed investigator may still be moved (an encounter or a card moves them; the marker stays)', () => {
    const g = given({ players: 1, settings: ON }).investigator(1, 'ow:yuggoth:1').with(delay(1), { type: 'PhaseAdvanced', data: { turn: 1, phase: 'other-world-encounters' } })
    const w = when(g, move('woods'))
    expect(w.state.investigators[0]).toMatchObject({ location: 'woods', delayed: true })
  })

  it('DELAY-03 (000 l.998 «Aresztowani Badacze») an arrested investigator stands up onto the Police Station\'s main space', () => {
    const g = given({ players: 1, settings: ON }).investigator(1, 'rivertown-streets')
    const a = when(g, { type: 'ArrestInvestigator', data: { investigatorId: 'inv-1' } })
    expect(a.state.investigators[0]).toMatchObject({ location: 'police-station-jail-cell', delayed: true })
    const w = when(a.session, advance)
    expect(only(w.events, 'InvestigatorStoodUp')).toEqual([{ type: 'InvestigatorStoodUp', data: { investigatorId: 'inv-1', to: 'police-station' }, cause: 'rule/delayed-stands-up' }])
    expect(w.state.investigators[0]).toMatchObject({ location: 'police-station', delayed: false })
    refused(w.session, move('merchant-district-streets'), 'investigator/delayed')
  })

  it('DELAY-03 (003 «Aresztowanie w Innsmouth») from the Innsmouth Jail\'s cell they only stand up (the cell\'s own rules keep them there)', () => {
    const g = given({ players: 1, expansions: ['innsmouth'], settings: ON }).investigator(1, 'innsmouth-jail-cell').with(delay(1))
    const w = when(g, advance)
    expect(w.state.investigators[0]).toMatchObject({ location: 'innsmouth-jail-cell', delayed: false })
  })

  it.each([
    // lost in turn T = 1 → returns at turn 3: lies through turn 1, stands up in turn 2's Movement phase
    [1, false],
    [2, true],
    [3, true],
  ])('DELAY-04 (000 l.1002 «Gracz traci całą następną turę») lost in turn 1: in the Movement phase of turn %i stands up = %s (boundary: the lost turn\'s own Movement phase keeps them down)', (turn, up) => {
    const lost = when(given({ players: 1, settings: ON }).investigator(1, 'woods'), { type: 'LoseInTimeAndSpace', data: { investigatorId: 'inv-1' } })
    expect(lost.state.investigators[0]).toMatchObject({ location: 'lost-in-time-and-space', delayed: true, returnsAtTurn: 3 })
    const at = given({ players: 1, settings: ON }).investigator(1, 'woods').with(...lost.events, { type: 'PhaseAdvanced', data: { turn, phase: 'upkeep' } })
    const w = when(at, advance)
    expect(only(w.events, 'InvestigatorStoodUp').length).toBe(up ? 1 : 0)
    expect(w.state.investigators[0]).toMatchObject({ location: 'lost-in-time-and-space', delayed: !up })
  })

  it('DELAY-05 a game set up before the rule existed (no `delayedStandUp` in its settings) replays as it did: no stand-up, the move goes through', () => {
    const g = given({ players: 1 }).investigator(1, 'woods').with(delay(1))
    expect(g.state.settings.delayedStandUp).toBeUndefined()
    const w = when(g, advance)
    expect(only(w.events, 'InvestigatorStoodUp')).toEqual([])
    expect(when(w.session, move('rivertown-streets')).state.investigators[0]).toMatchObject({ location: 'rivertown-streets', delayed: true })
  })

  it('DELAY-05 the setup records the rule when asked (the form always does)', () => {
    expect(given({ players: 1, settings: ON }).state.settings.delayedStandUp).toBe(true)
  })
})

