import { describe, expect, it } from 'vitest'
import { elderSign, type EsCommand, type TrophyRef } from '@/games/elder-sign/rules'
import { given, inv, move, only, play, refused, roll, types, when } from './harness'

const card = (c: string): TrophyRef => ({ kind: 'adventure', card: c })
/** Mandy at the Entrance with trophies: The Dreamlands (2), The Hall of the Dead (1), a monster worth 1. */
const atEntrance = () =>
  given({ aoFacts: { monsterSpaces: [] } }).cards('the-missing-records')
    .trophyCard(0, 'the-dreamlands')
    .trophyCard(0, 'the-hall-of-the-dead')
    .with({ type: 'TrophyGained', data: { investigator: 'mandy-thompson', trophy: { kind: 'monster', token: { id: 'm5', name: null, requires: [{ lore: 1 }], trophies: 1, lockedDie: null, mask: false, backEffect: null } } } })
    .stats(0, { sanity: 2, stamina: 3 })
    .did(move('entrance'))
const aid = (data: Extract<EsCommand, { type: 'FirstAid' }>['data']): EsCommand => ({ type: 'FirstAid', data })

describe('ES-ENTRANCE «Arkusz Wejścia» (l.463–472), «Trofea» (l.474–492)', () => {
  it('ES-ENTRANCE-01 «Arkusz Wejścia» / ES-FAQ-03 «Arkusz Wejścia» free first aid: 1 Sanity OR 1 Stamina, then the clock phase', () => {
    const p = atEntrance()
    expect(elderSign.pending(p.state)).toEqual({ kind: 'entrance-action', screen: 'entrance' })
    const w = when(p, aid({ option: 'free', stat: 'sanity' }))
    expect([inv(w.state, 0).sanity, inv(w.state, 0).stamina]).toEqual([3, 3])
    expect(w.state.turn.phase).toBe('clock')
    refused(w, aid({ option: 'free', stat: 'stamina' }), 'entrance/not-at-entrance')
  })

  it('ES-ENTRANCE-01 «Arkusz Wejścia» first aid never heals past the maximum (l.612)', () => {
    const w = when(given().cards('the-missing-records').did(move('entrance')), aid({ option: 'free', stat: 'stamina' }))
    expect(inv(w.state, 0).stamina).toBe(5)
  })

  it.each([
    ['2 trophies for one track: a card worth 2', 'full-one', [card('the-dreamlands')], null],
    ['2 trophies: a card worth 1 and a monster worth 1', 'full-one', [card('the-hall-of-the-dead'), { kind: 'monster', token: 'm5' }], null],
    ['limit−1: 1 trophy for 2', 'full-one', [card('the-hall-of-the-dead')], 'trophy/not-enough'],
    ['a trophy more than needed (no change is given)', 'full-one', [card('the-dreamlands'), card('the-hall-of-the-dead')], 'trophy/more-than-needed'],
    ['4 trophies for both tracks', 'full-both', [card('the-dreamlands'), card('the-hall-of-the-dead'), { kind: 'monster', token: 'm5' }], null],
    ['limit−1: 3 trophies for 4', 'full-both', [card('the-dreamlands'), card('the-hall-of-the-dead')], 'trophy/not-enough'],
    ['a trophy the investigator does not hold', 'full-one', [card('yuggoth')], 'trophy/not-held'],
  ] as [string, 'full-one' | 'full-both', TrophyRef[], string | null][])('ES-ENTRANCE-01 «Arkusz Wejścia» first aid, %s', (_n, option, pay, code) => {
    const cmd = aid(option === 'full-one' ? { option, stat: 'sanity', pay } : { option, pay })
    if (code) return void refused(atEntrance(), cmd, code)
    const w = when(atEntrance(), cmd)
    expect(inv(w.state, 0).sanity).toBe(5)
    expect(inv(w.state, 0).stamina).toBe(option === 'full-both' ? 5 : 3)
    expect(only(w.events, 'TrophiesSpent')[0].data.items).toEqual(pay)
  })

  it('ES-ENTRANCE-02 «Biuro rzeczy znalezionych» one green die nobody may modify: the app rolls it (or takes the physical face), the players apply the sheet', () => {
    const w = when(atEntrance(), { type: 'LostAndFound', data: {} })
    expect(['investigation-1', 'investigation-2', 'investigation-3', 'lore', 'peril', 'terror']).toContain(only(w.events, 'LostAndFoundRolled')[0].data.face)
    refused(atEntrance(), { type: 'LostAndFound', data: { face: 'wildcard' } }, 'roll/bad-face')
    const phys = when(atEntrance(), { type: 'LostAndFound', data: { face: 'lore' } })
    expect(only(phys.events, 'LostAndFoundRolled')[0].data).toEqual({ face: 'lore', physical: true })
    refused(phys, { type: 'Reroll', data: { dice: ['green-1'], source: 'clue' } }, 'dice/no-attempt')
  })

  it('ES-ENTRANCE-03 «Zakup pamiątki» one souvenir per turn; its price and item come from the sheet (the players say them)', () => {
    const w = when(atEntrance(), { type: 'BuySouvenir', data: { item: 'uniqueItem', cost: 2, pay: [card('the-dreamlands')] } })
    expect(types(w.events)).toEqual(['TrophiesSpent', 'EntranceActionTaken', 'SouvenirBought', 'ItemsChanged', 'PhaseChanged'])
    expect(inv(w.state, 0).items.uniqueItem).toBe(1)
    refused(atEntrance().did({ type: 'PassAction', data: {} }), { type: 'BuySouvenir', data: { item: 'clue', cost: 1, pay: [card('the-hall-of-the-dead')] } }, /entrance\//)
  })

  it('ES-ENTRANCE-04 «Trofea» spent trophies: cards to the bottom of their deck, monster tokens back into the cup', () => {
    const w = when(atEntrance(), aid({ option: 'full-both', pay: [card('the-dreamlands'), card('the-hall-of-the-dead'), { kind: 'monster', token: 'm5' }] }))
    expect(w.state.otherWorldDeck.at(-1)).toBe('the-dreamlands')
    expect(w.state.adventureDeck.at(-1)).toBe('the-hall-of-the-dead')
    expect(w.state.cup.regular).toBe(22)
    expect(inv(w.state, 0).trophies).toEqual([])
  })

  it('ES-ENTRANCE-05 «Trofea» (l.492) losing trophies gives no change: the players choose what goes, worth at least the loss', () => {
    const p = given({ aoFacts: { monsterSpaces: [] } }).cards('late-night-break-in').trophyCard(0, 'the-dreamlands').trophyCard(0, 'the-hall-of-the-dead').did(move('late-night-break-in'))
    const f = when(roll(p, ['terror', 'lore', 'lore', 'lore', 'lore', 'lore']), { type: 'FailRoll', data: {} })
    expect(f.state.pending).toMatchObject({ kind: 'lose-trophies', amount: 1 })
    refused(f, { type: 'LoseTrophies', data: { items: [card('the-dreamlands'), card('the-hall-of-the-dead')] } }, 'trophy/more-than-needed')
    const a = when(f, { type: 'LoseTrophies', data: { items: [card('the-dreamlands')] } })
    expect(inv(a.state, 0).trophies.map((t) => (t.kind === 'adventure' ? t.card : t.kind))).toEqual(['the-hall-of-the-dead'])
    expect(a.state.attempt?.stage).toBe('must-discard')
  })

  it('ES-ENTRANCE-05 «Trofea» with trophies worth no more than the loss, all of them go without a question', () => {
    const p = given({ aoFacts: { monsterSpaces: [] } }).cards('the-missing-records').trophyCard(0, 'the-hall-of-the-dead')
    const w = when(p, { type: 'ApplyEffect', data: { tag: 'active-investigator:lose-trophies-2' } })
    expect(w.state.pending).toBeNull()
    expect(inv(w.state, 0).trophies).toEqual([])
  })

  it('ES-ENTRANCE-06 «Arkusz Wejścia» the Entrance actions need the investigator at the Entrance in the action phase', () => {
    refused(given().cards('the-missing-records'), aid({ option: 'free', stat: 'sanity' }), 'entrance/not-at-entrance')
    refused(given().cards('the-missing-records').did(move('the-missing-records')), { type: 'PassAction', data: {} }, 'entrance/not-at-entrance')
    const pass = play(atEntrance(), { type: 'PassAction', data: {} })
    expect(pass.state.turn.phase).toBe('clock')
  })
})
