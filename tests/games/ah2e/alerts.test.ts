import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { alertsFor, formatAlert } from '@/games/ah2e/ui/alerts'
import { allyName } from '@/games/ah2e/ui/names'
import { ah2eData } from '@/games/ah2e/data'
import { cupUid, given, when } from './harness'

/**
 * The full-screen notices (issue «AH2e at the table», point 2): in causal order, no sentence said
 * twice, the ally boxed by a terror step named. Played through real commands.
 */
const crescent = (u: string) => /^(cultist|maniac|zombie|vampire|ghost)#/.test(u)
const other = (u: string) => /^(ghoul|gug|star-spawn|formless-spawn|elder-thing|witch|high-priest)#/.test(u)
const sentences = (texts: string[]) => texts.flatMap((x) => x.split(/(?<=[.!?])\s+/)).map((x) => x.trim()).filter(Boolean)

afterEach(() => {
  locale.value = 'pl'
})

describe('ALERT full-screen notices: cause first, each sentence once, the ally by name', () => {
  // 4 players: limit 7 on the board, Outskirts capacity 4; terror 2 → the overflow's terror step closes the General Store.
  const overflow = () => {
    const g = given({ players: 4 }).terror(2).fill('sky', 2, crescent).fill('graveyard', 2, crescent).fill('southside-streets', 3, crescent).fill('outskirts', 4, other)
    return when(g, { type: 'PlaceMonster', data: { uid: cupUid(g.state), to: 'woods' } })
  }

  it('ALERT-02 «POTWORY NA PERYFERIACH», «Tor paniki» an Outskirts overflow comes before the terror step it causes, which comes before the shop it closes', () => {
    const w = overflow()
    expect(alertsFor(w.events, ah2eData).map((a) => a.kind)).toEqual(['outskirts', 'terror', 'shop-closed'])
  })

  it.each(['pl', 'en'] as const)('ALERT-03 (%s) no sentence is said twice across one command\'s notices, and every placeholder is filled', (l) => {
    locale.value = l
    const w = overflow()
    const texts = alertsFor(w.events, ah2eData).map((a) => formatAlert(a)).flatMap((a) => [a.title, a.body])
    const all = sentences(texts)
    expect(new Set(all).size).toBe(all.length)
    for (const x of texts) expect(x).not.toMatch(/\{|\}|alert\.|undefined/)
  })

  it('ALERT-04 «Tor paniki» a terror notice names the ally the app boxed; with the ally deck empty it says so', () => {
    const w = overflow()
    const boxed = w.events.find((e) => e.type === 'AllyBoxed')
    if (boxed?.type !== 'AllyBoxed') throw new Error('no ally boxed')
    const terror = alertsFor(w.events, ah2eData).map((a) => formatAlert(a)).find((a) => a.kind === 'terror')!
    expect(terror.body).toBe(`Przesuń znacznik paniki na 3. Odłóż do pudełka Sprzymierzeńca „${allyName(boxed.data.allyId)}” (aplikacja go wylosowała).`)
    const empty = alertsFor(w.events.filter((e) => e.type !== 'AllyBoxed'), ah2eData).map((a) => formatAlert(a)).find((a) => a.kind === 'terror')!
    expect(empty.body).toBe('Przesuń znacznik paniki na 3. Talia Sprzymierzeńców jest już pusta.')
  })

  it('ALERT-05 a terror raise of several steps names each step\'s own ally', () => {
    const w = when(given({ players: 2 }), { type: 'RaiseTerror', data: { amount: 3 } })
    const allies = w.events.flatMap((e) => (e.type === 'AllyBoxed' ? [allyName(e.data.allyId)] : []))
    expect(allies).toHaveLength(3)
    const bodies = alertsFor(w.events, ah2eData).map((a) => formatAlert(a)).filter((a) => a.kind === 'terror').map((a) => a.body)
    expect(bodies.map((b) => /„(.+)”/.exec(b)?.[1])).toEqual(allies)
  })
})
