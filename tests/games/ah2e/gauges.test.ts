import { describe, expect, it } from 'vitest'
import { gaugesOf, nextTerrorStep } from '@/games/ah2e/ui/gauges'
import { alertsFor, formatAlert } from '@/games/ah2e/ui/alerts'
import { locale } from '@/i18n'
import { ah2eData } from '@/games/ah2e/data'
import { evolve } from '@/games/ah2e/rules/evolve'
import { ah2e, type Ah2eEvent, type Ah2eState } from '@/games/ah2e/rules'
import { execute, newSession } from '@/core'

function game(players: number): Ah2eState {
  const r = execute(ah2e, newSession(ah2e, 'g'), { type: 'SetUpGame', data: { players, ancientOne: 'cthulhu' } })
  if (!r.ok) throw new Error(r.error.message)
  return r.value.session.state
}
const gauge = (s: Ah2eState, id: string) => gaugesOf(s, ah2eData).find((g) => g.id === id)!
const withDoom = (s: Ah2eState, doom: number) => ({ ...s, doom })
const withGates = (s: Ah2eState, n: number) => {
  const locs = ah2eData.spaces.filter((x) => x.unstable).slice(0, n).map((x) => x.id)
  return { ...s, gates: Object.fromEntries(locs.map((l, i) => [l, ah2eData.gateMarkers[i].id])) }
}

describe('UI-GAUGE table gauges (safe / near / critical)', () => {
  it.each([
    [10, 'safe'], [11, 'near'], [12, 'critical'], [13, 'critical'],
  ])('UI-GAUGE-01 doom %i of 13 is %s', (doom, level) => {
    expect(gauge(withDoom(game(4), doom), 'doom').level).toBe(level)
  })
  it.each([
    // 4 players: 7 gates awaken
    [4, 'safe'], [5, 'near'], [6, 'critical'],
  ])('UI-GAUGE-02 %i open gates with 4 players is %s', (n, level) => {
    const g = gauge(withGates(game(4), n), 'gates')
    expect(g.max).toBe(7)
    expect(g.level).toBe(level)
  })
  it('UI-GAUGE-03 terror shows the next threshold', () => {
    expect(nextTerrorStep(0)).toBe(3)
    expect(nextTerrorStep(3)).toBe(6)
    expect(nextTerrorStep(9)).toBe(10)
    expect(nextTerrorStep(10)).toBeNull()
  })
  it('UI-GAUGE-04 monster limit has no maximum at terror 10', () => {
    const s = { ...game(3), terror: 10 }
    expect(gauge(s, 'monsters').max).toBeNull()
    expect(gauge(game(3), 'monsters').max).toBe(6)
  })
  it('UI-ALERT-01 thresholds become full-screen notices', () => {
    const events: Ah2eEvent[] = [
      { type: 'TerrorRaised', data: { to: 3 } },
      { type: 'AllyBoxed', data: { allyId: 'ryan-dean' } },
      { type: 'LocationClosed', data: { location: 'general-store', by: 'terror' } },
      { type: 'MonstersReturnedToCup', data: { uids: ['ghoul#1'] }, cause: 'rule/outskirts-overflow' },
      { type: 'MonstersReturnedToCup', data: { uids: ['ghoul#2'] }, cause: 'rule/gate-closed-returns-monsters' },
      { type: 'AncientOneAwakened', data: { reason: 'too-many-gates' } },
    ]
    expect(alertsFor(events, ah2eData).map((a) => a.kind)).toEqual(['terror', 'shop-closed', 'outskirts', 'awakening'])
    expect(evolve).toBeTypeOf('function')
  })
})

describe('UI-ALERT the table rules (issue «AH2e at the table», point 7)', () => {
  const played = (track: boolean) => {
    let s = execute(ah2e, newSession(ah2e, 'alert-es'), { type: 'SetUpGame', data: { players: 1, ancientOne: 'yig', investigatorNames: ['Ala'] } })
    if (!s.ok) throw new Error(s.error.message)
    let session = s.value.session
    const run = (c: Parameters<typeof execute>[2]) => {
      const r = execute(ah2e, session, c as never)
      if (!r.ok) throw new Error(`${r.error.code}`)
      session = r.value.session as typeof session
      return r.value.entry
    }
    run({ type: 'DrawMythosCard', data: {} })
    if (track) run({ type: 'SetHealth', data: { investigatorId: 'inv-1', sanity: 1, maxSanity: 4, stamina: 3, maxStamina: 6 } })
    run({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: Object.keys(session.state.gates)[0] } })
    const entry = run({ type: 'SealGate', data: { location: Object.keys(session.state.gates)[0], investigatorId: 'inv-1', with: 'elder-sign-card' } })
    return { entry, state: session.state }
  }

  it.each([
    [false, 'pl', /^Ala: zdejmij z karty postaci 1 żeton Poczytalności i 1 żeton Wytrzymałości\. Może to wywołać obłęd/],
    [false, 'en', /^Ala: take 1 Sanity and 1 Stamina token off the investigator sheet/],
    [true, 'pl', /^Ala: koszt zapisany \(−1 Poczytalność, −1 Wytrzymałość\)/],
  ] as const)('UI-ALERT-02 «ZNAKI STARSZYCH BOGÓW»: sealing with the Elder Sign card (Sanity tracked: %s) reminds its cost (%s)', (track, l, body) => {
    const { entry, state } = played(track)
    locale.value = l
    const alerts = alertsFor(entry.events, ah2eData).map((a) => formatAlert(a, state))
    const es = alerts.find((a) => a.kind === 'elder-sign')!
    expect(es.body).toMatch(body)
    if (track) expect(alerts.map((a) => a.kind).slice(0, 2)).toEqual(['elder-sign', 'knocked-out']) // Sanity 1 → 0: insane (then the win: one player, no gate left)
    locale.value = 'pl'
  })

  it('UI-ALERT-03 «Obłąkany w Arkham»: the knock-out notice says where the figure goes and what else to discard', () => {
    const { entry, state } = played(true)
    const ko = alertsFor(entry.events, ah2eData).map((a) => formatAlert(a, state)).find((a) => a.kind === 'knocked-out')!
    expect(ko.title).toBe('Ala: obłęd')
    expect(ko.body).toMatch(/^Pionek na pole: Przytułek w Arkham; 1 Poczytalność z powrotem/)
  })
})
