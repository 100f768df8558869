import { describe, expect, it } from 'vitest'
import type { Ah2eCommand } from '@/games/ah2e/rules'
import { gateMarker } from '@/games/ah2e/data'
import { appearedAt, draw, expectFoldConsistent, given, inv, only, play, refused, types, when } from './harness'

/**
 * Mythos phase (rulebook «Faza V: Mity», «ROZPATRYWANIE KARTY MITÓW», corrected surge rules from the
 * Innsmouth rulebook «Spotęgowanie potworów»). Cards are real ids from rules-data/ah2e/mythos.json:
 *  blue-flu               Headline, gate The Unnamable, clue Woods, white hexagon, black slash/triangle/star
 *  blackest-night         Environment, gate Black Cave, clue Hibb's Roadhouse
 *  all-quiet-in-arkham    Headline, gate Woods, clue Historical Society
 */
const BLUE_FLU = 'blue-flu'

describe('MYTH case A «Na obszarze znajduje się Znak Starszych Bogów»', () => {
  it('MYTH-01 «Faza V: Mity» case A: an Elder Sign on the gate location: no gate, no monster, no doom; the clue step still runs', () => {
    const g = given({ players: 4 }).seal('the-unnamable')
    const w = when(g, draw(BLUE_FLU))
    expect(types(w.events)).toContain('GatePrevented')
    expect(types(w.events)).not.toContain('GateOpened')
    expect(types(w.events)).not.toContain('MonsterAppeared')
    expect(types(w.events)).not.toContain('MonsterSurgeBegan')
    expect(w.state.doom).toBe(0)
    expect(w.state.gates).toEqual({})
    expect(w.state.clues.woods).toBe(2) // 1 from setup + the card's clue
    expect(w.state.phase).toBe('upkeep')
  })
})

const GATES = ['the-unnamable', 'black-cave', 'science-building', 'unvisited-isle', 'graveyard', 'hibbs-roadhouse', 'independence-square']

describe('MYTH case B «Spotęgowanie potworów» (surge)', () => {
  // Expected counts computed from the rule by hand: total = max(gates, players); even spread;
  // a single extra goes to the surge gate (listed first).
  it.each([
    [1, 1, [1]],
    [4, 1, [4]],
    [1, 3, [1, 1, 1]],
    [2, 2, [1, 1]],
    [2, 5, [1, 1, 1, 1, 1]],
    [3, 2, [2, 1]],
    [4, 2, [2, 2]],
    [4, 3, [2, 1, 1]],
    [4, 4, [1, 1, 1, 1]],
    [6, 5, [2, 1, 1, 1, 1]],
    [8, 4, [2, 2, 2, 2]],
  ])('MYTH-02 «Faza V: Mity» case B: %i players, %i open gates → surge of max(gates, players), spread %j, no doom', (players, gates, spread) => {
    const g = given({ players })
    for (const loc of GATES.slice(0, gates)) g.gate(loc)
    const w = when(g, draw(BLUE_FLU))
    expect(types(w.events)).toContain('MonsterSurgeBegan')
    expect(w.state.pending?.kind).not.toBe('surge-placement')
    const expected = Object.fromEntries(GATES.slice(0, gates).map((loc, i) => [loc, spread[i]]))
    expect(appearedAt(w.events)).toEqual(expected)
    expect(w.state.doom).toBe(0)
    expect(Object.keys(w.state.gates)).toHaveLength(gates) // no new gate
  })

  it('MYTH-03 «Faza V: Mity» case B: the 7-player worked example: Black Cave 3, Science Building 2, Unvisited Isle 2', () => {
    const g = given({ players: 7 }).gate('black-cave').gate('science-building').gate('unvisited-isle')
    const w = when(g, draw('blackest-night'))
    expect(appearedAt(w.events)).toEqual({ 'black-cave': 3, 'science-building': 2, 'unvisited-isle': 2 })
    const surge = only(w.events, 'MonsterSurgeBegan')[0]
    expect(surge.data.total).toBe(7)
    expect(surge.data.location).toBe('black-cave')
  })

  // Remainder of 2 or more: which other gates get the extra monsters is the players' choice.
  it.each([
    [5, 3, { 'the-unnamable': 2, 'black-cave': 2, 'science-building': 1 }],
    [6, 4, { 'the-unnamable': 2, 'black-cave': 1, 'science-building': 2, 'unvisited-isle': 1 }],
    [8, 3, { 'the-unnamable': 3, 'black-cave': 2, 'science-building': 3 }],
    [7, 4, { 'the-unnamable': 2, 'black-cave': 2, 'science-building': 1, 'unvisited-isle': 2 }],
  ])('MYTH-04 «Faza V: Mity» case B: %i players, %i gates: the remainder forces a choice; the players place %j', (players, gates, answer) => {
    const g = given({ players })
    for (const loc of GATES.slice(0, gates)) g.gate(loc)
    const asked = when(g, draw(BLUE_FLU))
    expect(asked.state.pending).toMatchObject({ kind: 'surge-placement', surgeGate: 'the-unnamable', total: Math.max(players, gates), room: players + 3 })
    expect(types(asked.events)).not.toContain('MonsterAppeared') // decided before drawing
    expect(types(asked.events)).not.toContain('CluePlaced') // the Mythos phase waits
    const w = when(asked.session, { type: 'PlaceSurge', data: { counts: answer } })
    expect(appearedAt(w.events)).toEqual(answer)
    expect(w.state.pending?.kind).not.toBe('surge-placement')
    expect(w.state.doom).toBe(0)
    expectFoldConsistent(w.session)
  })

  const fivePlayerChoice = () => {
    const g = given({ players: 5 }).gate('the-unnamable').gate('black-cave').gate('science-building')
    return when(g, draw(BLUE_FLU)).session
  }

  it.each<[string, Record<string, unknown>]>([
    ['more at another gate than at the surge gate', { counts: { 'the-unnamable': 1, 'black-cave': 2, 'science-building': 2 } }],
    ['not as even as possible', { counts: { 'the-unnamable': 3, 'black-cave': 1, 'science-building': 1 } }],
    ['a wrong total', { counts: { 'the-unnamable': 2, 'black-cave': 2, 'science-building': 2 } }],
    ['a location without a gate', { counts: { 'the-unnamable': 2, 'black-cave': 2, woods: 1 } }],
    ['a negative count', { counts: { 'the-unnamable': 3, 'black-cave': 3, 'science-building': -1 } }],
    ['a fractional count', { counts: { 'the-unnamable': 2, 'black-cave': 1.5, 'science-building': 1.5 } }],
    ['a string count', { counts: { 'the-unnamable': '2', 'black-cave': 2, 'science-building': 1 } }],
  ])('MYTH-05 «Spotęgowanie potworów» PlaceSurge is refused for %s', (_why, data) => {
    refused(fivePlayerChoice(), { type: 'PlaceSurge', data } as unknown as Ah2eCommand, 'surge/invalid')
  })

  it('MYTH-05 «Spotęgowanie potworów» PlaceSurge without counts, or when nobody asked, is refused', () => {
    refused(fivePlayerChoice(), { type: 'PlaceSurge', data: {} } as Ah2eCommand, 'choice/malformed')
    refused(given({ players: 5 }), { type: 'PlaceSurge', data: { counts: {} } }, 'choice/not-asked')
    // while the choice is open, other game commands wait
    refused(fivePlayerChoice(), draw(), 'core/pending-choice')
    refused(fivePlayerChoice(), { type: 'RaiseTerror', data: { amount: 1 } }, 'core/pending-choice')
  })

  it('MYTH-06 «Spotęgowanie potworów» over the limit: the players choose which monsters stay in Arkham before drawing; the rest go to the Outskirts', () => {
    // 4 players: limit 7; 6 monsters on the board leave room for 1; surge of 4 over 2 gates.
    const g = given({ players: 4 }).gate('the-unnamable').gate('black-cave').fill('southside-streets', 6, (u) => u.startsWith('cultist'))
    const asked = when(g, draw(BLUE_FLU))
    expect(asked.state.pending).toMatchObject({ kind: 'surge-placement', total: 4, room: 1 })
    const s = asked.session
    refused(s, { type: 'PlaceSurge', data: { counts: { 'the-unnamable': 2, 'black-cave': 2 } } }, 'surge/invalid') // onBoard missing
    refused(s, { type: 'PlaceSurge', data: { counts: { 'the-unnamable': 2, 'black-cave': 2 }, onBoard: { 'the-unnamable': 1, 'black-cave': 1 } } }, 'surge/invalid')
    refused(s, { type: 'PlaceSurge', data: { counts: { 'the-unnamable': 2, 'black-cave': 2 }, onBoard: { 'black-cave': 3 } } }, 'surge/invalid')
    const w = when(s, { type: 'PlaceSurge', data: { counts: { 'the-unnamable': 2, 'black-cave': 2 }, onBoard: { 'black-cave': 1 } } })
    const appeared = only(w.events, 'MonsterAppeared').map((e) => e.data.location)
    expect(appeared).toEqual(['black-cave', 'outskirts', 'outskirts', 'outskirts'])
    expect(w.state.terror).toBe(0) // 3 ≤ capacity 4
  })

  it('MYTH-06 «Spotęgowanie potworów» with a single open gate there is nothing to choose: the monsters beyond the limit go to the Outskirts one by one', () => {
    const g = given({ players: 4 }).gate('the-unnamable').fill('southside-streets', 5, (u) => u.startsWith('cultist'))
    const w = when(g, draw(BLUE_FLU))
    expect(only(w.events, 'MonsterAppeared').map((e) => e.data.location)).toEqual(['the-unnamable', 'the-unnamable', 'outskirts', 'outskirts'])
  })
})

describe('MYTH case C «Nie ma Znaku Starszych Bogów ani bramy» (new gate)', () => {
  it('MYTH-07 «Faza V: Mity» case C: doom +1, then the top gate marker, then the clues are discarded, investigators drawn through, then the monster', () => {
    const g = given({ players: 4 })
      .with({ type: 'CluePlaced', data: { location: 'the-unnamable' } }, { type: 'CluePlaced', data: { location: 'the-unnamable' } })
      .investigator(2, 'the-unnamable')
      .investigator(3, 'the-unnamable')
      .investigator(1, 'woods')
    const before = g.state
    const marker = before.gateStack[0]
    const w = when(g, draw(BLUE_FLU))
    const gateStep = w.events.slice(1, w.events.findIndex((e) => e.type === 'MythosStepReached'))
    expect(types(gateStep)).toEqual(['DoomAdded', 'GateOpened', 'CluesDiscarded', 'InvestigatorDrawnThrough', 'InvestigatorDrawnThrough', 'MonsterAppeared'])
    expect(w.state.doom).toBe(1)
    expect(w.state.gates).toEqual({ 'the-unnamable': marker })
    expect(w.state.gateStack).toEqual(before.gateStack.slice(1))
    expect(only(w.events, 'CluesDiscarded')[0].data.count).toBe(3) // 1 from setup + 2
    expect(w.state.clues['the-unnamable']).toBeUndefined()
    const world = gateMarker(marker).world
    for (const n of [2, 3]) {
      expect(inv(w.state, n).location).toBe(`ow:${world}:1`)
      expect(inv(w.state, n).delayed).toBe(true)
    }
    expect(inv(w.state, 1).delayed).toBe(false)
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('MYTH-08 «Pojawienie się potwora» %i players: a new gate brings 1 monster, 2 with five or more investigators', (players) => {
    const w = when(given({ players }), draw(BLUE_FLU))
    expect(appearedAt(w.events)).toEqual({ 'the-unnamable': players >= 5 ? 2 : 1 })
  })
})

describe('CLUE «Umieszczanie żetonu Wskazówki»', () => {
  it('CLUE-01 «Umieszczanie żetonu Wskazówki»: a clue is placed where the card says', () => {
    const w = when(given(), draw(BLUE_FLU))
    expect(only(w.events, 'CluePlaced').map((e) => e.data.location)).toEqual(['woods'])
    expect(w.state.clues.woods).toBe(2)
  })

  it('CLUE-02 «Umieszczanie żetonu Wskazówki»: no clue where a gate is open', () => {
    const g = given().gate('woods')
    const w = when(g, draw(BLUE_FLU))
    expect(only(w.events, 'ClueNotPlaced').map((e) => e.data.location)).toEqual(['woods'])
    expect(w.state.clues.woods).toBe(g.state.clues.woods)
  })

  it('CLUE-03 «Umieszczanie żetonu Wskazówki»: one investigator there takes the clue at once', () => {
    const g = given().investigator(3, 'woods')
    const w = when(g, draw(BLUE_FLU))
    expect(inv(w.state, 3).clues).toBe(1)
    expect(w.state.clues.woods).toBe(1) // the setup clue stays; the new one was taken
  })

  it('CLUE-04 «Umieszczanie żetonu Wskazówki»: several investigators there: the players choose who takes it (the first player decides)', () => {
    const g = given().investigator(1, 'woods').investigator(4, 'woods')
    const asked = when(g, draw(BLUE_FLU))
    expect(asked.state.pending).toEqual({ kind: 'clue-taker', location: 'woods', candidates: ['inv-1', 'inv-4'] })
    refused(asked.session, { type: 'ChooseClueTaker', data: { investigatorId: 'inv-2' } }, 'clue/not-there')
    refused(asked.session, { type: 'CloseGate', data: { location: 'the-unnamable', investigatorId: 'inv-1' } }, 'core/pending-choice')
    const w = when(asked.session, { type: 'ChooseClueTaker', data: { investigatorId: 'inv-4' } })
    expect(inv(w.state, 4).clues).toBe(1)
    expect(inv(w.state, 1).clues).toBe(0)
    expect(w.state.pending).toBeNull()
    expect(types(w.events)).toContain('MythosPhaseEnded') // the Mythos phase went on
  })
})

describe('MYTH ability «Zdolności Mitów»', () => {
  it('MYTH-09 «Zdolności Mitów» Headline: resolved, then to the bottom of the Mythos deck', () => {
    const w = when(given(), draw(BLUE_FLU))
    expect(types(w.events)).toContain('HeadlineResolved')
    expect(w.state.mythosDeck.at(-1)).toBe(BLUE_FLU)
    expect(w.state.mythosDeck).toHaveLength(67)
  })

  it('MYTH-10 «Zdolności Mitów» Environment: stays in play; a new one replaces it and the old one goes to the bottom with its markers', () => {
    // blood-magic puts an activity marker on Rivertown streets; heat-wave has none
    const w1 = when(given(), draw('blood-magic'))
    expect(w1.state.environment).toBe('blood-magic')
    expect(w1.state.activity['rivertown-streets']).toEqual(['blood-magic'])
    expect(w1.state.mythosDeck).not.toContain('blood-magic')
    const w2 = when(w1.session, draw('an-evil-fog'))
    expect(w2.state.environment).toBe('an-evil-fog')
    expect(only(w2.events, 'EnvironmentEntered')[0].data.replaced).toBe('blood-magic')
    expect(w2.state.mythosDeck.at(-1)).toBe('blood-magic')
    // «Inne efekty»: when the card leaves play its markers are removed
    expect(w2.state.activity['rivertown-streets']).toBeUndefined()
    expectFoldConsistent(w2.session)
  })

  it('MYTH-11 «Zdolności Mitów» Rumor: one at a time; a second Rumor opens its gate and moves monsters but its special rules are ignored (RumorIgnored, to the bottom)', () => {
    const w1 = when(given(), draw('disturbing-the-dead')) // gate Black Cave, activity on Rivertown streets
    expect(w1.state.rumor).toBe('disturbing-the-dead')
    expect(w1.state.activity['rivertown-streets']).toEqual(['disturbing-the-dead'])
    const w2 = when(w1.session, draw('the-great-ritual')) // gate Graveyard, activity on French Hill
    expect(types(w2.events)).toContain('RumorIgnored')
    expect(types(w2.events)).not.toContain('RumorEntered')
    expect(w2.state.rumor).toBe('disturbing-the-dead')
    expect(w2.state.gates.graveyard).toBeDefined() // the gate still opened
    expect(w2.state.doom).toBe(2)
    expect(w2.state.activity['french-hill-streets']).toBeUndefined()
    expect(w2.state.mythosDeck.at(-1)).toBe('the-great-ritual')
  })

  it('MYTH-12 «Zdolności Mitów» Rumor: when it passes or fails it goes to the bottom and its markers are removed', () => {
    const w1 = when(given(), draw('disturbing-the-dead'))
    const w2 = when(w1.session, { type: 'EndRumor', data: { outcome: 'passed' } })
    expect(w2.state.rumor).toBeNull()
    expect(w2.state.mythosDeck.at(-1)).toBe('disturbing-the-dead')
    expect(w2.state.activity).toEqual({})
    refused(w2.session, { type: 'EndRumor', data: { outcome: 'failed' } }, 'rumor/none')
    refused(w1.session, { type: 'EndRumor', data: { outcome: 'maybe' } } as unknown as Ah2eCommand, 'command/malformed')
  })

  it('MYTH-13 «Faza V: Mity» DrawMythosCard: a card that is not in the deck (in play) or unknown is refused', () => {
    const w1 = when(given(), draw('blood-magic'))
    refused(w1.session, draw('blood-magic'), 'mythos/card-not-in-deck')
    refused(w1.session, draw('the-necronomicon'), 'mythos/unknown-card')
  })

  it('MYTH-15 «Zdolności Mitów» The Story Continues (card text): the deck is reshuffled (order recorded), the card goes to the bottom and the players draw again in the same Mythos phase', () => {
    const g = given({ players: 2 })
    const w = when(g, draw('the-story-continues'))
    const shuffled = only(w.events, 'MythosDeckReshuffled')[0].data.order
    expect([...shuffled].sort()).toEqual(g.state.mythosDeck.filter((c) => c !== 'the-story-continues').sort())
    expect(w.state.mythosDeck).toEqual([...shuffled, 'the-story-continues'])
    expect(w.state.mythos).toBeNull()
    expect(w.state.turn).toBe(g.state.turn)
    expect(types(w.events)).not.toContain('MythosPhaseEnded')
    const next = when(w.session, draw())
    expect(only(next.events, 'MythosCardDrawn')[0].data.cardId).toBe(shuffled[0])
  })

  it('MYTH-14 «Koniec tury»: after the Mythos phase the first player marker passes to the left and a new turn begins', () => {
    const w = play(given({ players: 3 }), draw(BLUE_FLU), draw('all-quiet-in-arkham'), draw('an-evil-fog'))
    expect(w.state.turn).toBe(4)
    expect(w.state.firstPlayer).toBe(0) // 0 → 1 → 2 → 0
    expect(only(w.events, 'MythosPhaseEnded').map((e) => e.data.firstPlayer)).toEqual([1, 2, 0])
  })
})

describe('MYTH-16 «Zdolności Mitów»: closed markers on Headlines', () => {
  const reopen = (location: string): Ah2eCommand => ({ type: 'ReopenLocation', data: { location } })

  it.each([
    ['city-gripped-by-blackouts', ['general-store', 'curiositie-shoppe', 'ye-olde-magick-shoppe']],
    ['fourth-of-july-parade', ['merchant-district-streets']],
    ['strange-lights-on-campus', ['administration', 'library', 'science-building']],
    ['temperence-fever-sweeps-city', ['hibbs-roadhouse']],
  ])('MYTH-16 «Zdolności Mitów»: the Headline %s closes %j when it resolves, and the markers stay after it', (card, closed) => {
    const w = when(given(), draw(card))
    expect(only(w.events, 'MythosMarkersPlaced')).toEqual([{ type: 'MythosMarkersPlaced', data: { cardId: card, activity: [], closed }, cause: 'mythos/ability' }])
    for (const loc of closed) expect(w.state.closed[loc]).toBe(card)
    expect(types(w.events).indexOf('MythosMarkersPlaced')).toBeGreaterThan(types(w.events).indexOf('HeadlineResolved'))
    expectFoldConsistent(w.session)
  })

  it('MYTH-16 «Zdolności Mitów»: nobody may enter while closed; ReopenLocation lifts one marker (the players, when the card says)', () => {
    const w = when(given(), draw('strange-lights-on-campus'))
    refused(w.session, { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'library' } }, 'investigator/location-closed')
    const r = when(w.session, reopen('library'))
    expect(r.events).toEqual([{ type: 'LocationReopened', data: { location: 'library' }, cause: 'manual' }])
    expect(Object.keys(r.state.closed).sort()).toEqual(['administration', 'science-building'])
    expect(inv(when(r.session, { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'library' } }).state, 1).location).toBe('library')
  })

  it('MYTH-16 «Tor paniki», «Inne efekty»: ReopenLocation is refused for a place not closed, a shop terror closed, and a place an Environment in play keeps closed', () => {
    refused(given(), reopen('library'), 'location/not-closed')
    refused(given(), reopen('__proto__'), 'location/not-closed')
    refused(given().with({ type: 'LocationClosed', data: { location: 'general-store', by: 'terror' } }), reopen('general-store'), 'location/closed-for-good')
    const env = given().with(
      { type: 'EnvironmentEntered', data: { cardId: 'an-evil-fog', replaced: null } },
      { type: 'MythosMarkersPlaced', data: { cardId: 'an-evil-fog', activity: [], closed: ['woods'] } },
    )
    refused(env, reopen('woods'), 'location/closed-by-card-in-play')
  })
})

describe('MYTH-17 Innsmouth FAQ «Obszary»: a location a Mythos card closes sends its occupants to the street', () => {
  it.each([
    ['strange-lights-on-campus', 'library', 'miskatonic-u-streets'],
    ['strange-lights-on-campus', 'science-building', 'miskatonic-u-streets'],
    ['city-gripped-by-blackouts', 'general-store', 'rivertown-streets'],
    ['city-gripped-by-blackouts', 'curiositie-shoppe', 'northside-streets'],
    ['city-gripped-by-blackouts', 'ye-olde-magick-shoppe', 'uptown-streets'],
    ['temperence-fever-sweeps-city', 'hibbs-roadhouse', 'easttown-streets'],
  ])('MYTH-17 «Obszary» (FAQ): %s closes %s: the investigator and the monster there go to %s at once', (card, location, street) => {
    const uids: string[] = []
    // The investigator keeps the monster from moving in the movement step («Ruch potworów, a Badacze»).
    const g = given().investigator(1, location).investigator(2, 'south-church').monster('dhole', location, uids)
    const w = when(g, draw(card))
    expect(inv(w.state, 1).location).toBe(street)
    expect(inv(w.state, 2).location).toBe('south-church')
    expect(w.state.monsters[uids[0]]).toBe(street)
    const moved = w.events.filter((e) => e.cause === 'rule/closed-location-to-street')
    expect(moved).toEqual([
      { type: 'InvestigatorMoved', data: { investigatorId: 'inv-1', to: street }, cause: 'rule/closed-location-to-street' },
      { type: 'MonsterMoved', data: { uid: uids[0], from: location, to: street }, cause: 'rule/closed-location-to-street' },
    ])
    expect(types(w.events).indexOf('InvestigatorMoved')).toBeGreaterThan(types(w.events).indexOf('MythosMarkersPlaced'))
    expectFoldConsistent(w.session)
  })

  it('MYTH-17 «Obszary» (FAQ): a closed street keeps its occupants (there is no street to go to; the card says what happens)', () => {
    const g = given().investigator(1, 'merchant-district-streets')
    const w = when(g, draw('fourth-of-july-parade'))
    expect(w.state.closed['merchant-district-streets']).toBe('fourth-of-july-parade')
    expect(inv(w.state, 1).location).toBe('merchant-district-streets')
    expect(w.events.some((e) => e.cause === 'rule/closed-location-to-street')).toBe(false)
  })

  it('MYTH-17 «Tor paniki»: terror closing a shop still moves its occupants to the printed street (same rule, same helper)', () => {
    const g = given().terror(2).investigator(1, 'general-store')
    const w = when(g, { type: 'RaiseTerror', data: { amount: 1 } })
    expect(inv(w.state, 1).location).toBe('rivertown-streets')
  })
})
