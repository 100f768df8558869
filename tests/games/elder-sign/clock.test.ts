import { describe, expect, it } from 'vitest'
import type { FaceId } from '@/games/elder-sign/data'
import type { EsCommand } from '@/games/elder-sign/rules'
import { clock, complete, dataWith, given, inv, move, mythos, only, play, refused, roll, types, when, type S } from './harness'

const P: FaceId = 'peril'
const I3: FaceId = 'investigation-3'
const PASS: EsCommand[] = [move('entrance'), { type: 'PassAction', data: {} }, clock()]
const turns = (s: S, n: number) => play(s, ...Array.from({ length: n }, () => PASS).flat())

describe('ES-CLOCK «Faza zegara» (l.494–506)', () => {
  it('ES-CLOCK-01 «Faza zegara» each clock phase moves the hand 3 hours: XII → III → VI → IX → XII, nothing else', () => {
    let s = given({ investigators: ['mandy-thompson'] }).cards('the-missing-records').build()
    const seen: string[] = [s.state.clock]
    for (let i = 0; i < 4; i++) {
      s = turns(s, 1).session
      if (s.state.pending?.kind === 'mythos-card') s = when(s, mythos()).session
      seen.push(s.state.clock)
    }
    expect(seen).toEqual(['XII', 'III', 'VI', 'IX', 'XII'])
  })

  it('ES-CLOCK-01 «Faza zegara» the clock moves in the clock phase only', () => {
    refused(given().cards('the-missing-records'), clock(), 'clock/not-clock-phase')
  })

  it('ES-CLOCK-02 «Zadania» (l.289) a task with the clock symbol moves the clock when it is completed (no base card records one: a test card)', () => {
    const data = dataWith('the-missing-records', (a) => { a.tasks[0].cost = { clock: 1 } })
    const p = given({ data }).cards('the-missing-records').did(move('the-missing-records'))
    const w = when(roll(p, [I3, I3, P, P, P, P]), complete('t0', 'green-1', 'green-2'))
    expect(only(w.events, 'ClockAdvanced')[0].data.to).toBe('III')
  })

  it.each([1, 3])('ES-CLOCK-03 «Czas jest nieubłagany» a day is 4 player turns whatever the player count (%i players)', (n) => {
    const invs = ['mandy-thompson', 'bob-jenkins', 'joe-diamond'].slice(0, n)
    const s = given({ investigators: invs }).cards('the-missing-records').build()
    const three = turns(s, 3)
    expect(only(three.events, 'MidnightStruck')).toHaveLength(0)
    const four = turns(three.session, 1)
    expect(only(four.events, 'MidnightStruck')).toHaveLength(1)
    expect(four.state.pending?.kind).toBe('mythos-card')
  })
})

describe('ES-MIDNIGHT «Północ» (l.738–746), «Karty Mitów» (l.748–761)', () => {
  const nearMidnight = (cards: string[], setupMythos = {}) =>
    given({ setupMythos, aoFacts: { monsterSpaces: [] } }).cards(...cards).with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } })

  it('ES-MIDNIGHT-01 «Północ» after the turn that brought the hand to XII: the «O północy» effects of every card in play and the Mythos card, a new Mythos card, the refresh, then the next turn', () => {
    const p = nearMidnight(['dont-fall-asleep', 'horrible-visions'], { midnightEffect: 'doom+1' })
    const w = play(p.build(), ...PASS)
    expect(types(w.events).slice(3)).toEqual(['ClockAdvanced', 'MidnightStruck', 'StatChanged', 'StatChanged', 'DoomAdded', 'DoomAdded', 'DoomAdded', 'ChoiceOpened'])
    expect(w.state.doom).toBe(3)
    expect([inv(w.state, 0).sanity, inv(w.state, 1).sanity]).toEqual([4, 3])
    const m = when(w.session, mythos({ title: 'Next' }))
    expect(types(m.events)).toEqual(['ChoiceAnswered', 'MythosDiscarded', 'MythosDrawn', 'DailyAbilitiesRefreshed', 'MidnightEnded', 'TurnStarted'])
    expect(m.state.turn).toMatchObject({ number: 3, player: 1, phase: 'movement' })
    expect(m.state.mythos?.card.title).toBe('Next')
  })

  it('ES-MIDNIGHT-02 «Północ» (l.740) reached or passed: a clock task that takes the hand past XII strikes midnight at the end of the turn', () => {
    const data = dataWith('the-missing-records', (a) => { a.tasks[0].cost = { clock: 1 } })
    const p = given({ data }).cards('the-missing-records').with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } }).did(move('the-missing-records'))
    const w = when(roll(p, [I3, I3, P, P, P, P]), complete('t0', 'green-1', 'green-2'))
    expect(w.state.clock).toBe('XII')
    const end = play(w, { type: 'FailAdventure', data: {} }, clock())
    expect(end.state.clock).toBe('III')
    expect(only(end.events, 'MidnightStruck')[0].data.count).toBe(1)
  })

  it('ES-MIDNIGHT-03 «Północ» (l.746) no «O północy» effects in the first turn of the game; the Mythos card is still drawn', () => {
    const p = given({ setupMythos: { midnightEffect: 'doom+1' } }).cards('dont-fall-asleep').with({ type: 'ClockCorrected', data: { to: 'IX' } })
    const w = play(p.build(), ...PASS)
    expect(only(w.events, 'MidnightStruck')[0].data.firstTurn).toBe(true)
    expect(only(w.events, 'StatChanged')).toEqual([])
    expect(w.state.doom).toBe(0)
    expect(w.state.pending?.kind).toBe('mythos-card')
  })

  it('ES-MIDNIGHT-04 «Północ» (l.754) a Mythos card that stays in play keeps its locked die when the next one comes; ending it frees the die', () => {
    const p = nearMidnight(['the-missing-records'], { title: 'The Stars Align', lockedDie: 'red', persists: true })
    const w = play(p.build(), ...PASS, mythos())
    expect(w.state.persistingMythos.map((m) => m.card.title)).toEqual(['The Stars Align'])
    expect(w.state.dice.red).toMatchObject({ at: 'locked' })
    const end = when(w.session, { type: 'EndPersistentMythos', data: { mythos: w.state.persistingMythos[0].id } })
    expect(end.state.dice.red).toEqual({ at: 'out' })
  })

  it('ES-MIDNIGHT-05 «Północ» (l.734, 744) a once-per-day ability is used once, then refreshed at midnight', () => {
    const p = nearMidnight(['the-missing-records']).did({ type: 'UseDailyAbility', data: { investigator: 'mandy-thompson' } })
    refused(p, { type: 'UseDailyAbility', data: { investigator: 'mandy-thompson' } }, 'ability/used-today')
    refused(p, { type: 'UseDailyAbility', data: { investigator: 'bob-jenkins' } }, 'ability/not-once-per-day')
    const w = play(p.build(), ...PASS, mythos())
    expect(inv(w.state, 0).usedToday).toBe(false)
  })

  it('ES-MIDNIGHT-06 «Północ» (l.942, 948) in the battle the Ancient One attacks instead of a Mythos card; no «O północy» effect', () => {
    const p = nearMidnight(['dont-fall-asleep']).did({ type: 'AwakenAncientOne', data: {} })
    const w = play(p.build(), clock())
    expect(w.state.pending?.kind).toBe('ancient-one-attack')
    expect(only(w.events, 'StatChanged')).toEqual([])
    expect(only(w.events, 'MidnightStruck')[0].data.battle).toBe(true)
  })

  it('ES-FAQ-05 «Północ» each extra XII in the same turn adds one doom token and no extra Mythos card (FAQ v2.0)', () => {
    const data = dataWith('the-missing-records', (a) => { a.tasks[0].cost = { clock: 4 } })
    const p = given({ data, aoFacts: { monsterSpaces: [] } }).cards('the-missing-records')
      .with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } })
      .did(move('the-missing-records'))
    const w = when(roll(p, [I3, I3, P, P, P, P]), complete('t0', 'green-1', 'green-2'))
    const end = play(w, { type: 'FailAdventure', data: {} }, clock())
    expect(only(end.events, 'MidnightStruck')[0].data.count).toBe(2)
    expect(only(end.events, 'ChoiceOpened')).toHaveLength(1)
    const m = when(end, mythos())
    expect(only(m.events, 'DoomAdded')).toHaveLength(1)
    expect(m.state.doom).toBe(1)
  })

  it('ES-FAQ-07 «Północ» the midnight order: the cards\' «O północy» effects, the Mythos card\'s, then the new Mythos card, then the refresh', () => {
    const p = nearMidnight(['transported-by-magic', 'yuggoth'], { midnightEffect: 'each-investigator:stamina-1' })
    const w = play(p.build(), ...PASS)
    const kinds = w.events.slice(5).map((e) => `${e.type}:${e.cause}`)
    expect(kinds).toEqual(['DoomAdded:midnight:transported-by-magic', 'StatChanged:mythos-midnight', 'StatChanged:mythos-midnight', 'ChoiceOpened:choice/mythos-card'])
  })

  it('ES-OWNER-04 «Karty Mitów» the Mythos card\'s facts come with DrawMythos and are kept in MythosDrawn.data.card; implausible ones are refused', () => {
    const p = given({ setupMythos: false, aoFacts: { monsterSpaces: [] } })
    const card = { title: 'Moj tytuł', doom: 2, monsters: 0, lockedDie: 'green', immediateEffect: null, terrorEffect: 'active-investigator:sanity-1', midnightEffect: 'doom+1', persists: false } as const
    const w = when(p, mythos(card))
    expect(only(w.events, 'MythosDrawn')[0].data.card).toEqual(card)
    for (const bad of [{ doom: 7 }, { lockedDie: 'blue' }, { terrorEffect: '' }, { persists: 'yes' }]) refused(p, mythos(bad as never), /^mythos\//)
  })
})
