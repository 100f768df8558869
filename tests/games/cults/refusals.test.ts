import { describe, expect, it } from 'vitest'
import { newSession } from '../../../src/core'
import { cults, type CultsCommand, type CultsSetup } from '../../../src/games/cults/rules'
import { board, D, multiSetup, run, soloSetup, start, type S } from './harness'
import { acting, refuses, ritual } from './positions'

/**
 * Impossible commands, table-driven: each refused with its code and the rules' own sentence, and
 * the session (state, log, redo) exactly as before. One row per refusal the Cults rules give.
 */

const two = () => run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
const soloGame = () => run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
const fresh = newSession(cults, 'seed-1') as S

describe('ROC-REFUSE ROC-SETUP-01/02 «Przygotowanie gry» (l.536–667): a setup out of bounds is refused', () => {
  const name = (n: number) => 'x'.repeat(n)
  it.each<[string, CultsSetup, string]>([
    ['no player', multiSetup(2, { players: [] }), 'setup/bad-players'],
    ['5 players', multiSetup(2, { players: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, colour: 'red' })) }), 'setup/bad-players'],
    ['2 players marked solo', multiSetup(2, { solo: true }), 'setup/bad-players'],
    ['a name of spaces', multiSetup(2, { players: [{ name: '  ', colour: 'red' }, { name: 'B', colour: 'blue' }] }), 'setup/bad-name'],
    ['a name of 41 characters', multiSetup(2, { players: [{ name: name(41), colour: 'red' }, { name: 'B', colour: 'blue' }] }), 'setup/bad-name'],
    ['a colour missing', multiSetup(2, { players: [{ name: 'A', colour: '' }, { name: 'B', colour: 'blue' }] }), 'setup/bad-name'],
    ['Starting Layout 0', multiSetup(2, { layout: 0 }), 'setup/bad-layout'],
    ['Starting Layout 5 (there are 4)', multiSetup(2, { layout: 5 }), 'setup/bad-layout'],
    ['0 Dominance spaces', multiSetup(2, { dominanceSpaces: 0 }), 'setup/bad-dominance'],
    ['9 Dominance spaces (8 markers a cult)', multiSetup(2, { dominanceSpaces: 9 }), 'setup/bad-dominance'],
    ['a district out of play that does not exist', multiSetup(2, { outDistrict: 'arkham' as never }), 'setup/bad-out-district'],
    ['First Cultist seat 2 of 2', multiSetup(2, { firstCultist: 2 }), 'setup/bad-first'],
    ['First Cultist −1', multiSetup(2, { firstCultist: -1 }), 'setup/bad-first'],
    ['an opponent in a game of 2', { ...multiSetup(2), npc: { deck: 'physical', cards: [], settings: {} } }, 'setup/bad-npc'],
    ['a Goal card in a game of 2', multiSetup(2, { goal: 'beat-npc' }), 'setup/bad-npc'],
    ['solo with no opponent', { ...soloSetup(), npc: null }, 'setup/bad-npc'],
    ['solo, a virtual deck of 11 cards', soloSetup({}, { deck: 'virtual', cards: Array.from({ length: 11 }, () => ({ id: '', attack: 1, thugs: null })) }), 'setup/bad-npc'],
    ['solo, a card with Attack 10', soloSetup({}, { deck: 'virtual', cards: Array.from({ length: 12 }, (_, i) => ({ id: '', attack: i ? 1 : 10, thugs: null })) }), 'setup/bad-card'],
    ['solo, a card destroyed for 0 Thugs', soloSetup({}, { deck: 'virtual', cards: Array.from({ length: 12 }, (_, i) => ({ id: '', attack: 1, thugs: i ? null : 0 })) }), 'setup/bad-card'],
    ['solo with no Goal card', soloSetup({ goal: null }), 'setup/bad-goal'],
    ['solo, a Goal id with capitals', soloSetup({ goal: 'Beat' }), 'setup/bad-goal'],
    ['solo, district numbers repeated', soloSetup({}, { settings: { districtNumbers: { northside: 1, downtown: 1, rivertown: 3, uptown: 4 } } }), 'npc/bad-numbers'],
    ['solo, a die face naming no Plan twice', soloSetup({}, { settings: { dieToPlan: ['preparation', 'preparation', 'dominance', 'augmentation'] } }), 'npc/bad-die-map'],
    ['solo, an unknown setting value', soloSetup({}, { settings: { noGuardian: 'pass' as never } }), 'npc/bad-setting'],
  ])('ROC-SETUP refused: %s', (_l, setup, code) => {
    refuses(fresh, cults.setupCommand(setup) as CultsCommand, code)
  })
  it.each<[string, CultsSetup]>([
    ['a name of 40 characters', multiSetup(2, { players: [{ name: name(40), colour: 'red' }, { name: 'B', colour: 'blue' }] })],
    ['Starting Layout 4', multiSetup(2, { layout: 4 })],
    ['1 Dominance space', multiSetup(2, { dominanceSpaces: 1 })],
    ['8 Dominance spaces', multiSetup(2, { dominanceSpaces: 8 })],
    ['First Cultist seat 1 of 2', multiSetup(2, { firstCultist: 1 })],
  ])('ROC-SETUP accepted at the limit: %s', (_l, setup) => {
    expect(start(setup).state.status).toBe('playing')
  })
  it('ROC-SETUP before the setup every other command is refused; after it a second setup', () => {
    refuses(fresh, { type: 'EndCultPhase', data: {} }, 'game/not-set-up')
    refuses(two(), cults.setupCommand(multiSetup(2)) as CultsCommand, 'game/already-set-up')
  })
  it.each([
    ['a Sanity token 10', { northside: 10, downtown: 3, uptown: 3 }, {}],
    ['a Sanity token −1', { northside: -1, downtown: 3, uptown: 3 }, {}],
    ['a district in play without its token', { northside: 3, downtown: 3 }, {}],
    ['10 Investigators', { northside: 3, downtown: 3, uptown: 3 }, { uptown: 10 }],
  ] as const)('ROC-SETUP-02 (l.620–642) a Starting Layout refused: %s', (_l, sanity, investigators) => {
    const s = start(multiSetup(2, { layouts: {} }))
    refuses(s, { type: 'SetLayout', data: { sanity, investigators } }, 'layout/bad-sanity')
    expect(run(s, { type: 'SetLayout', data: { sanity: { northside: 9, downtown: 0, uptown: 3 }, investigators: { uptown: 9 } } }).state.pending).toEqual({ kind: 'site', seat: 0 })
  })
})

describe('ROC-REFUSE commands out of their phase or turn «Przebieg rozgrywki» (l.675–711)', () => {
  const s2 = two()
  const actions = acting(s2, 0, 'uptown')
  const planning = board(s2, (st) => { st.phase = 'planning'; st.seats.forEach((p) => { p.toPlace = 4 }) })
  const hiding = board(s2, (st) => { st.phase = 'hiding'; st.round = 2 })
  it.each<[string, S, CultsCommand, string]>([
    ['the Starting Layout again', s2, { type: 'SetLayout', data: { sanity: {} } }, 'layout/not-asked'],
    ['a starting Site after the setup', s2, { type: 'PlaceStartingSite', data: { district: 'uptown' } }, 'site/not-asked'],
    ['a City card in the Cult phase', s2, { type: 'RevealCity', data: {} }, 'phase/not-city'],
    ['the Cult phase ended in Actions', actions, { type: 'EndCultPhase', data: {} }, 'phase/not-cult'],
    ['Recruitment in Actions', actions, { type: 'RollRecruitment', data: { seat: 0 } }, 'phase/not-cult'],
    ['a Plan marker placed in Actions', actions, { type: 'PlacePlan', data: { district: 'uptown' } }, 'phase/not-planning'],
    ['a Plan taken in Planning', planning, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } }, 'phase/not-actions'],
    ['the Hiding in Actions', actions, { type: 'Hide', data: { tokens: {} } }, 'phase/not-hiding'],
    ['a City card in the Hiding', hiding, { type: 'RevealCity', data: {} }, 'phase/not-city'],
    ['a marker on the district out of play', planning, { type: 'PlacePlan', data: { district: 'rivertown' } }, 'district/out-of-play'],
    ['a marker on a district that does not exist', planning, { type: 'PlacePlan', data: { district: 'arkham' as never } }, 'district/unknown'],
    ['the opponent\'s turn in a game of 2', actions, { type: 'NpcTurn', data: {} }, 'npc/not-solo'],
    ['an opponent setting in a game of 2', s2, { type: 'ChangeSetting', data: { setting: 'capStash', value: true } }, 'npc/not-solo'],
    ['an unknown command', s2, { type: 'Summon', data: {} } as never, 'command/unknown'],
    ['a command without data', s2, { type: 'EndCultPhase' } as never, 'command/malformed'],
    ['the Goal checked in a game of 2', s2, { type: 'CheckGoal', data: { met: true } }, 'goal/not-asked'],
  ])('refused: %s', (_l, s, c, code) => refuses(s, c, code))
})

describe('ROC-REFUSE ROC-ACT / ROC-REINF / ROC-INFL / ROC-DOM «Plany Kultu» (l.964–1432): a Plan whose condition fails', () => {
  const s2 = two()
  /** Seat 0 acts in Uptown; its Ritual II in Northside (under its Site). */
  const at = (f: Parameters<typeof acting>[3] = () => {}) => acting(s2, 0, 'uptown', (st) => { ritual(st, 'northside', 0, 2); f!(st) })
  it.each<[string, S, CultsCommand, string]>([
    ['ROC-ACT-01 (l.964–973) a stack topped by another cult\'s marker', at((st) => { D(st, 'uptown').stack = [0, 1] }), { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } }, 'plan/not-top'],
    ['ROC-ACT-01 an empty stack', at(), { type: 'TakePlan', data: { district: 'northside', plan: 'bluff' } }, 'plan/not-top'],
    ['ROC-ACT a Plan that does not exist', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'ritual' as never } }, 'plan/unknown'],
    ['ROC-REINF-01 (l.1096–1099) Augmentation with no Site or Ritual here', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation' } }, 'plan/needs-presence'],
    ['ROC-REINF-02 (l.1120–1130) a Disorganization card destroyed with none', at((st) => { D(st, 'uptown').sites.push(0) }), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', destroy: 'disorganization' } }, 'augment/bad'],
    ['ROC-REINF-01 a card named other than yes / no', at((st) => { D(st, 'uptown').sites.push(0) }), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: 'yes' as never } }, 'augment/bad'],
    ['ROC-REINF-02 a destroy of another kind', at((st) => { D(st, 'uptown').sites.push(0) }), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', destroy: 'hand' as never } }, 'augment/bad'],
    ['ROC-CARDS-03 (l.1105) a Guardian from an empty stack', at((st) => { D(st, 'uptown').sites.push(0); D(st, 'uptown').guardians = 0 }), { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true } }, 'augment/stack-empty'],
    ['ROC-INFL-01 (l.1240–1296) a Ritual moved in from the same district', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'uptown' } }, 'influence/bad-from'],
    ['ROC-INFL-01 from a district with none of yours', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'downtown' } }, 'influence/bad-from'],
    ['ROC-INFL-01 a level you have not there', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'northside', level: 1 } }, 'influence/bad-from'],
    ['ROC-INFL-01 from a district that does not exist', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'arkham' as never } }, 'influence/bad-from'],
    ['ROC-INFL-01 then a card burnt', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', card: 'burn' as never } }, 'influence/bad-card'],
    ['ROC-INFL-01 a Disorganization card destroyed with none', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', card: 'destroy-disorganization' } }, 'influence/bad-card'],
    ['ROC-DOM-10 (l.1300–1310) Dominance with no Ritual of yours here', at(), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } }, 'plan/needs-ritual'],
    ['ROC-DOM a reinforcement with no Dominance going on', at(), { type: 'Reinforce', data: { from: null } }, 'dominance/not-reinforcing'],
    ['ROC-DOM Attack totals with no fight', at(), { type: 'EnterAttack', data: { totals: { '0': 1 } } }, 'dominance/not-attacking'],
    ['ROC-DOM Attack totals as a list', at(), { type: 'EnterAttack', data: { totals: [1] as never } }, 'attack/total-missing'],
    ['ROC-DOM a Terror with no Dominance', at(), { type: 'ResolveTerror', data: { add: 1 } }, 'dominance/not-terror'],
    ['ROC-DOM a Ritual level 4 to remove', at(), { type: 'ResolveTerror', data: { remove: 4 as never } }, 'terror/no-such-ritual'],
  ])('%s', (_l, s, c, code) => refuses(s, c, code))
  it('ROC-INFL-01 with a Disorganization card the same destroy is accepted (limit: 1 card)', () => {
    const t = run(at((st) => { st.seats[0].disorganization = 1 }), { type: 'TakePlan', data: { district: 'uptown', plan: 'influence', from: 'northside', card: 'destroy-disorganization' } })
    expect(t.state.seats[0].disorganization).toBe(0)
    // The II moved in goes up to III (l.1275–1280).
    expect(D(t.state, 'uptown').rituals).toEqual([{ seat: 0, level: 3 }])
  })
})

describe('ROC-REFUSE ROC-DOM «Dominacja» (l.1333–1432): the answers a Dominance asks, out of turn or out of bounds', () => {
  // Seat 0 dominates Uptown (its Ritual II there); seat 1's Ritual III in Northside may move in.
  const dom = run(acting(two(), 0, 'uptown', (st) => { ritual(st, 'uptown', 0, 2); ritual(st, 'northside', 1, 3); D(st, 'uptown').sanity = 3 }), { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
  const fight = run(dom, { type: 'Reinforce', data: { from: 'northside' } })
  it.each<[string, S, CultsCommand, string]>([
    ['a reinforcement from the district fought over', dom, { type: 'Reinforce', data: { from: 'uptown' } }, 'dominance/same-district'],
    ['a reinforcement from a district where it has none', dom, { type: 'Reinforce', data: { from: 'downtown' } }, 'dominance/no-ritual-there'],
    ['a reinforcement of a level it has not there', dom, { type: 'Reinforce', data: { from: 'northside', level: 1 } }, 'dominance/no-ritual-there'],
    ['a reinforcement from a district that does not exist', dom, { type: 'Reinforce', data: { from: 'arkham' as never } }, 'district/unknown'],
    ['Attack totals while it still reinforces', dom, { type: 'EnterAttack', data: { totals: { '0': 1, '1': 1 } } }, 'dominance/not-attacking'],
    ['a Plan taken while the Dominance waits', dom, { type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } }, 'choice/pending'],
    ['the Hiding while the Dominance waits', dom, { type: 'Hide', data: { tokens: {} } }, 'choice/pending'],
    ['one total missing', fight, { type: 'EnterAttack', data: { totals: { '0': 1 } } }, 'attack/total-missing'],
    ['a total of a cult not in the district', board(fight, (st) => { st.seats.push({ ...st.seats[1], name: 'C' }) }), { type: 'EnterAttack', data: { totals: { '0': 1, '1': 1, '2': 1 } } }, 'attack/not-participant'],
    ['a negative total', fight, { type: 'EnterAttack', data: { totals: { '0': -1, '1': 1 } } }, 'attack/total-missing'],
    ['a Terror before the fight', fight, { type: 'ResolveTerror', data: { add: 1 } }, 'dominance/not-terror'],
  ])('refused: %s', (_l, s, c, code) => refuses(s, c, code))
  it('ROC-DOM-08 (l.1419–1424) after a won fight, a Ritual level not there to remove is refused; the one there accepted', () => {
    const terror = run(fight, { type: 'EnterAttack', data: { totals: { '0': 9, '1': 0 } } })
    refuses(terror, { type: 'ResolveTerror', data: { add: 5, remove: 3 } }, 'terror/no-such-ritual')
    const t = run(terror, { type: 'ResolveTerror', data: { add: 5, remove: 2 } })
    expect([D(t.state, 'uptown').rituals, D(t.state, 'uptown').dominance]).toEqual([[], [0]])
  })
})

describe('ROC-REFUSE ROC-CORR-01 corrections out of bounds (the board is the truth, within the pieces)', () => {
  const s2 = two()
  it.each<[string, CultsCommand, string]>([
    ['21 Investigators', { type: 'CorrectDistrict', data: { district: 'uptown', investigators: 21 } }, 'correction/bad-value'],
    ['a track of 0 steps', { type: 'CorrectDistrict', data: { district: 'uptown', track: 0 } }, 'correction/bad-value'],
    ['a track of 21 steps', { type: 'CorrectDistrict', data: { district: 'uptown', track: 21 } }, 'correction/bad-value'],
    ['a Sanity token −1', { type: 'CorrectDistrict', data: { district: 'uptown', sanity: -1 } }, 'correction/bad-value'],
    ['a district that does not exist', { type: 'CorrectDistrict', data: { district: 'arkham' as never, sanity: 1 } }, 'district/unknown'],
    ['a cult that does not exist', { type: 'CorrectDisorganization', data: { seat: 2, to: 1 } }, 'correction/bad-seat'],
    ['21 Disorganization cards', { type: 'CorrectDisorganization', data: { seat: 0, to: 21 } }, 'correction/bad-value'],
    ['District cards on the district out of play', { type: 'SetDistrictCards', data: { district: 'rivertown', guardians: 3, actions: 3 } }, 'district/out-of-play'],
  ])('ROC-CORR-01 refused: %s', (_l, c, code) => refuses(s2, c, code))
  it.each([
    [{ investigators: 20 }], [{ investigators: 0 }], [{ track: 1 }], [{ track: 20 }], [{ sanity: 0 }], [{ sanity: 20 }],
  ])('ROC-CORR-01 accepted at the limit: %j', (data) => {
    const t = run(s2, { type: 'CorrectDistrict', data: { district: 'uptown', ...data } })
    expect(D(t.state, 'uptown')).toMatchObject(data)
  })
  it('ROC-NPC-SET solo: refusals of the opponent settings', () => {
    const s = soloGame()
    refuses(s, { type: 'ChangeSetting', data: { setting: 'fury' as never, value: true } }, 'setting/unknown')
    refuses(s, { type: 'ChangeSetting', data: { setting: 'siteOutOfPlay', value: true } }, 'setting/setup-only')
    refuses(s, { type: 'ChangeSetting', data: { setting: 'capStash', value: false } }, 'setting/same')
    refuses(s, { type: 'ChangeSetting', data: { setting: 'capStash' } }, 'npc/bad-setting')
    refuses(s, { type: 'ChangeSetting', data: { setting: 'districtNumbers', numbers: { northside: 1, downtown: 2, uptown: 4 } as never } }, 'npc/bad-numbers')
  })
})
