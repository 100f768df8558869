import { describe, expect, it } from 'vitest'
import { createAh2e, type Ah2eCommand, type Ah2eEvent, type Health } from '@/games/ah2e/rules'
import { ah2eData, appearedAt as appeared, draw, given, inv, only, placeOf, refused, types, when } from './harness'

/**
 * Closing and sealing gates, trophies (rulebook «Zamykanie i pieczętowanie bram», «ZAMYKANIE BRAM»,
 * «PIECZĘTOWANIE BRAM», «ZAMYKANIE BRAM, A POTWORY», «ZNAKI STARSZYCH BOGÓW», «Wydawanie trofeów»).
 * Gate marker gate-yuggoth-1 has the circle symbol (rules-data/ah2e/worlds.json).
 */
const close = (location: string, investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'CloseGate', data: { location, investigatorId } })
const seal = (location: string, how: 'clues' | 'elder-sign-card', investigatorId = 'inv-1'): Ah2eCommand => ({ type: 'SealGate', data: { location, investigatorId, with: how } })

function circleGateWithMonsters() {
  const uids: Record<string, string[]> = { circle: [], other: [], trophy: [] }
  const g = given({ players: 4 })
    .gate('black-cave', 'gate-yuggoth-1')
    .gate('woods')
    .investigator(1, 'black-cave')
    .monster('dhole', 'black-cave', uids.circle)
    .monster('witch', 'rivertown-streets', uids.circle)
    .monster('byakhee', 'sky', uids.circle)
    .monster('mi-go', 'outskirts', uids.circle)
    .monster('ghoul', 'rivertown-streets', uids.other) // hexagon
    .monster('gug', 'outskirts', uids.other) // slash
    .doom(3)
  g.with({ type: 'MonsterTrophyTaken', data: { uid: 'byakhee#2', investigatorId: 'inv-2' } })
  return { g, uids }
}

describe('GATE closing «ZAMYKANIE BRAM»', () => {
  it('GATE-01 «ZAMYKANIE BRAM»: the gate closes, its marker becomes the investigator\'s trophy; doom is unchanged; the marker does not go back to the stack', () => {
    const { g } = circleGateWithMonsters()
    const stack = g.state.gateStack
    const w = when(g, close('black-cave'))
    expect(w.state.gates).toEqual({ woods: g.state.gates.woods })
    expect(inv(w.state, 1).gateTrophies).toEqual(['gate-yuggoth-1'])
    expect(w.state.doom).toBe(3)
    expect(w.state.gateStack).toEqual(stack)
    expect(w.state.sealed).toEqual([])
  })

  it('GATE-02 «ZAMYKANIE BRAM, A POTWORY»: monsters with the gate\'s symbol in Arkham, the Sky and the Outskirts go back to the cup; others stay; trophies stay trophies', () => {
    const { g, uids } = circleGateWithMonsters()
    const w = when(g, close('black-cave'))
    for (const uid of uids.circle) expect(placeOf(w.state, uid)).toBe('cup')
    expect(placeOf(w.state, uids.other[0])).toBe('rivertown-streets')
    expect(placeOf(w.state, uids.other[1])).toBe('outskirts')
    expect(placeOf(w.state, 'byakhee#2')).toBe('trophy')
    expect(inv(w.state, 2).monsterTrophies).toEqual(['byakhee#2'])
  })

  it('GATE-03 «ZAMYKANIE BRAM»: closing is refused where no gate is open, for an unknown investigator, and after the Ancient One awakens', () => {
    const { g } = circleGateWithMonsters()
    refused(g, close('graveyard'), 'gate/no-gate-there')
    refused(g, close('black-cave', 'inv-9'), 'investigator/unknown')
    const battle = when(g, { type: 'AwakenAncientOne', data: {} })
    refused(battle.session, close('black-cave'), 'gate/not-playing')
  })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('GATE-03 «ZAMYKANIE BRAM»: a location named %s is not a gate (no prototype lookups)', (location) => {
    const { g } = circleGateWithMonsters()
    refused(g, close(location), 'gate/no-gate-there')
    refused(g, seal(location, 'clues'), 'gate/no-gate-there')
  })
})

describe('GATE sealing «PIECZĘTOWANIE BRAM», «ZNAKI STARSZYCH BOGÓW»', () => {
  it('GATE-04 «PIECZĘTOWANIE BRAM» with 5 clues: gate closed and sealed, 5 clues spent, a token from the unused pool, doom unchanged', () => {
    const { g, uids } = circleGateWithMonsters()
    g.clues(7, 1)
    const w = when(g, seal('black-cave', 'clues'))
    expect(w.state.sealed).toEqual(['black-cave'])
    expect(inv(w.state, 1).clues).toBe(2)
    expect(inv(w.state, 1).gateTrophies).toEqual(['gate-yuggoth-1'])
    expect(w.state.doom).toBe(3)
    expect(only(w.events, 'ElderSignPlaced')[0].data.fromTrack).toBe(false)
    for (const uid of uids.circle) expect(placeOf(w.state, uid)).toBe('cup') // a sealed gate is closed too
    // for the rest of the game a Mythos card naming Black Cave does nothing (case A)
    const next = when(w.session, draw('blackest-night'))
    expect(types(next.events)).toContain('GatePrevented')
    expect(next.state.gates['black-cave']).toBeUndefined()
  })

  it.each([0, 4])('GATE-04 «PIECZĘTOWANIE BRAM» with %i clues is refused (5 needed)', (n) => {
    const { g } = circleGateWithMonsters()
    g.clues(n, 1)
    refused(g, seal('black-cave', 'clues'), 'gate/seal-needs-5-clues')
  })

  it('GATE-05 «ZNAKI STARSZYCH BOGÓW» Elder Sign card: no clues needed, the token comes off the doom track (doom −1), one card played', () => {
    const { g } = circleGateWithMonsters()
    const w = when(g, seal('black-cave', 'elder-sign-card'))
    expect(w.state.doom).toBe(2)
    expect(w.state.sealed).toEqual(['black-cave'])
    expect(w.state.elderSignCardsPlayed).toBe(1)
    expect(inv(w.state, 1).clues).toBe(0)
    expect(only(w.events, 'ElderSignPlaced')[0].data.fromTrack).toBe(true)
  })

  it('GATE-05 «ZNAKI STARSZYCH BOGÓW»: Elder Sign card with an empty doom track: doom stays 0 (the token comes from the pool)', () => {
    const g = given().gate('woods').gate('graveyard')
    const w = when(g, seal('woods', 'elder-sign-card'))
    expect(w.state.doom).toBe(0)
    expect(w.state.sealed).toEqual(['woods'])
  })

  it('GATE-06 «Zawartość pudełka»: doom and Elder Sign tokens share one pool of 20; with none unused, only the Elder Sign card (from the track) can seal', () => {
    // An Ancient One with a 16-space track is needed to exhaust the pool before six seals win.
    const big = { ...ah2eData.ancientOnes[0], id: 'test-sixteen', doomTrack: 16, awakeningEndsGame: false }
    const def = createAh2e({ ...ah2eData, ancientOnes: [...ah2eData.ancientOnes, big] })
    const g = given({ def, ancientOne: 'test-sixteen' }).doom(15).gate('woods').gate('graveyard').clues(5, 1)
    for (const loc of ['black-cave', 'the-unnamable', 'science-building', 'unvisited-isle', 'hibbs-roadhouse']) g.seal(loc)
    expect(g.state.doom + g.state.sealed.length).toBe(20)
    refused(g, seal('woods', 'clues'), 'gate/no-elder-sign-token')
    const w = when(g, seal('woods', 'elder-sign-card'))
    expect(w.state.doom).toBe(14)
    expect(w.state.sealed).toHaveLength(6)
  })
})

describe('GATE trophies «Wydawanie trofeów»', () => {
  it('GATE-07 «Wydawanie trofeów»: a spent gate trophy goes back to the gate-marker pile (engine: at the bottom)', () => {
    const g = given().gateTrophies(2, 3)
    const [first, second] = inv(g.state, 3).gateTrophies
    const w = when(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-3', kind: 'gate', id: first } })
    expect(inv(w.state, 3).gateTrophies).toEqual([second])
    expect(w.state.gateStack.at(-1)).toBe(first)
    expect(w.state.gateStack).toHaveLength(15)
  })

  it('GATE-07 «Wydawanie trofeów»: a spent monster trophy goes back to the cup', () => {
    const g = given().monsterTrophies(2, 1)
    const [uid] = inv(g.state, 1).monsterTrophies
    const w = when(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'monster', id: uid } })
    expect(placeOf(w.state, uid)).toBe('cup')
    expect(inv(w.state, 1).monsterTrophies).toHaveLength(1)
  })

  it('GATE-07 «Wydawanie trofeów»: spending a trophy one does not hold is refused', () => {
    const g = given().monsterTrophies(1, 1).gateTrophies(1, 2)
    refused(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-2', kind: 'monster', id: inv(g.state, 1).monsterTrophies[0] } }, 'trophy/not-held')
    refused(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'gate', id: inv(g.state, 2).gateTrophies[0] } }, 'trophy/not-held')
    refused(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-2', kind: 'both', id: 'x' } } as never, 'command/malformed')
  })

  it('GATE-08 «Walka»: a defeated monster becomes a trophy; an Endless one goes back to the cup («Wieczny»)', () => {
    const uids: string[] = []
    const g = given({ ancientOne: 'nyarlathotep' }).monster('gug', 'woods', uids).monster('the-black-man', 'graveyard', uids)
    const w1 = when(g, { type: 'DefeatMonster', data: { uid: uids[0], investigatorId: 'inv-1' } })
    expect(placeOf(w1.state, uids[0])).toBe('trophy')
    expect(inv(w1.state, 1).monsterTrophies).toEqual([uids[0]])
    const w2 = when(w1.session, { type: 'DefeatMonster', data: { uid: uids[1], investigatorId: 'inv-1' } })
    expect(placeOf(w2.state, uids[1])).toBe('cup')
    expect(inv(w2.state, 1).monsterTrophies).toEqual([uids[0]])
    refused(w2.session, { type: 'DefeatMonster', data: { uid: uids[0], investigatorId: 'inv-1' } }, 'monster/not-in-play')
  })

  it.each(['__proto__', 'constructor', 'toString', 'valueOf'])('GATE-08 «Walka»: a monster uid named %s is unknown (no prototype lookups)', (uid) => {
    const g = given()
    refused(g, { type: 'DefeatMonster', data: { uid, investigatorId: 'inv-1' } }, 'monster/unknown')
    refused(g, { type: 'PlaceMonster', data: { uid, to: 'cup' } }, 'monster/unknown')
    refused(g, { type: 'PlaceMonster', data: { uid, to: 'woods' } }, 'monster/unknown')
  })
})

describe('GATE on a closed location (Innsmouth FAQ «Bramy i Inne Światy»: «Brama zastępuje obszar»)', () => {
  const closedByCard = (location: string): Ah2eEvent => ({ type: 'MythosMarkersPlaced', data: { cardId: 'strange-lights-on-campus', activity: [], closed: [location] } })

  it('GATE-09 «Bramy i Inne Światy» (FAQ): a card closing a location with an open gate puts the marker under the gate; nobody there moves', () => {
    const uids: string[] = []
    const g = given().gate('science-building', 'gate-yuggoth-1').investigator(1, 'science-building').monster('dark-young', 'science-building', uids)
    const w = when(g, draw('strange-lights-on-campus'))
    expect(w.state.closed['science-building']).toBe('strange-lights-on-campus')
    expect(w.state.gates['science-building']).toBe('gate-yuggoth-1')
    expect(inv(w.state, 1).location).toBe('science-building')
    expect(w.state.monsters[uids[0]]).toBe('science-building')
  })

  it('GATE-09 «Bramy i Inne Światy» (FAQ): a gate opens on a closed location (on top of the marker) and its monster appears there', () => {
    const g = given().with(closedByCard('science-building')).cupOnly('dhole')
    const w = when(g, draw('bizarre-dreams-plague-citizens'))
    expect(w.state.gates['science-building']).toBeDefined()
    expect(appeared(w.events)).toEqual({ 'science-building': 1 })
    expect(w.state.closed['science-building']).toBe('strange-lights-on-campus')
  })

  it.each([
    ['without a gate', false, 'refused'],
    ['with a gate open there', true, 'accepted'],
  ])('GATE-09 «Bramy i Inne Światy» (FAQ): moving an investigator or a monster onto a closed location %s is %s', (_label, gateOpen, outcome) => {
    const uids: string[] = []
    const g = given().with(closedByCard('science-building')).investigator(1, 'ow:yuggoth:2').monster('dhole', 'miskatonic-u-streets', uids)
    if (gateOpen) g.gate('science-building', 'gate-yuggoth-1')
    const move: Ah2eCommand = { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'science-building' } }
    const place: Ah2eCommand = { type: 'PlaceMonster', data: { uid: uids[0], to: 'science-building' } }
    if (outcome === 'refused') {
      refused(g, move, 'investigator/location-closed')
      refused(g, place, 'monster/location-closed')
    } else {
      expect(inv(when(g, move).state, 1).location).toBe('science-building')
      expect(when(g, place).state.monsters[uids[0]]).toBe('science-building')
    }
  })

  it.each([
    ['closed', (pos: ReturnType<typeof given>) => when(pos, close('science-building'))],
    ['sealed with clues', (pos: ReturnType<typeof given>) => when(pos.clues(5, 1), seal('science-building', 'clues'))],
  ])('GATE-10 «Bramy i Inne Światy» (FAQ): the gate that replaced a closed location is %s: everyone there goes to the street, the marker stays', (_label, act) => {
    const uids: string[] = []
    const g = given().with(closedByCard('science-building')).gate('science-building', 'gate-yuggoth-1')
      .investigator(1, 'science-building').investigator(2, 'science-building')
      .monster('dark-young', 'science-building', uids) // hexagon: stays on the board
      .monster('dhole', 'science-building', uids) // circle, as the gate: back to the cup
    const w = act(g)
    expect(inv(w.state, 1).location).toBe('miskatonic-u-streets')
    expect(inv(w.state, 2).location).toBe('miskatonic-u-streets')
    expect(w.state.monsters[uids[0]]).toBe('miskatonic-u-streets')
    expect(w.state.monsters[uids[1]]).toBe('cup')
    expect(w.state.closed['science-building']).toBe('strange-lights-on-campus')
    expect(w.events.filter((e) => e.cause === 'rule/closed-location-to-street').map((e) => e.type)).toEqual(['InvestigatorMoved', 'InvestigatorMoved', 'MonsterMoved'])
  })

  it('GATE-10 «Bramy i Inne Światy» (FAQ): closing a gate on an open location moves nobody', () => {
    const g = given().gate('science-building', 'gate-yuggoth-1').investigator(1, 'science-building')
    const w = when(g, close('science-building'))
    expect(inv(w.state, 1).location).toBe('science-building')
    expect(w.events.some((e) => e.cause === 'rule/closed-location-to-street')).toBe(false)
  })
})

describe('GATE who may close or seal (setting trackPositions: «the app tracks investigator positions»)', () => {
  const tracked = () => given({ settings: { trackPositions: true } }).gate('woods', 'gate-yuggoth-1')

  it.each([
    ['at the gate with an explored marker', 'woods', true, null],
    ['at the gate without an explored marker', 'woods', false, 'gate/not-explored'],
    ['in the second area of the gate\'s Other World', 'ow:yuggoth:2', false, null],
    ['in the first area of the gate\'s Other World (an encounter or a spell brings them back)', 'ow:yuggoth:1', false, null],
    ['in another Other World', 'ow:the-dreamlands:2', false, 'gate/investigator-elsewhere'],
    ['at another location', 'graveyard', false, 'gate/investigator-elsewhere'],
    ['on the gate\'s street', 'uptown-streets', false, 'gate/investigator-elsewhere'],
    ['Lost in Time and Space', 'lost-in-time-and-space', false, 'gate/investigator-elsewhere'],
    ['nowhere the app knows', null, false, 'gate/position-unknown'],
  ] as const)('GATE-11 «ZAMYKANIE BRAM», «ZNAKI STARSZYCH BOGÓW»: an investigator %s: close and seal %s', (_label, place, explored, code) => {
    const g = tracked().investigator(1, place).clues(5, 1)
    if (explored) g.explored(1)
    for (const cmd of [close('woods'), seal('woods', 'clues'), seal('woods', 'elder-sign-card')]) {
      if (code) refused(g, cmd, code)
      else {
        const w = when(g, cmd)
        expect(w.state.gates.woods).toBeUndefined()
        expect(inv(w.state, 1).location).toBe('woods')
        expect(inv(w.state, 1).explored).toBeUndefined() // the gate is gone, so is the marker
      }
    }
  })

  it('GATE-11 «Ruch w Innych Światach»: closing from the gate\'s Other World records the return first (onto the gate\'s location, with an explored marker), then the close', () => {
    const w = when(tracked().investigator(1, 'ow:yuggoth:2'), close('woods'))
    expect(w.events.slice(0, 3)).toEqual([
      { type: 'InvestigatorMoved', data: { investigatorId: 'inv-1', to: 'woods' }, cause: 'rule/return-through-gate' },
      { type: 'ExploredMarkerPlaced', data: { investigatorId: 'inv-1', location: 'woods' }, cause: 'rule/explored-on-return' },
      { type: 'GateClosed', data: { location: 'woods', markerId: 'gate-yuggoth-1', investigatorId: 'inv-1' }, cause: 'manual' },
    ])
  })

  it('GATE-11: without the setting (games set up before it, or a group that does not track positions) anyone may close or seal, as before', () => {
    const g = given().gate('woods', 'gate-yuggoth-1').clues(5, 2)
    expect(when(g, close('woods')).state.gates.woods).toBeUndefined()
    expect(when(g, seal('woods', 'clues', 'inv-2')).state.sealed).toEqual(['woods'])
    expect(g.state.settings.trackPositions).toBeUndefined()
  })

  it('GATE-11: SetPositionTracking switches the checks during a game (also while a choice is pending); the same value is refused', () => {
    const g = given().gate('woods', 'gate-yuggoth-1')
    const on = when(g, { type: 'SetPositionTracking', data: { on: true } })
    expect(on.events).toEqual([{ type: 'PositionTrackingSet', data: { on: true }, cause: 'manual' }])
    refused(on.session, close('woods'), 'gate/position-unknown')
    refused(on.session, { type: 'SetPositionTracking', data: { on: true } }, 'settings/unchanged')
    const off = when(on.session, { type: 'SetPositionTracking', data: { on: false } })
    expect(when(off.session, close('woods')).state.gates.woods).toBeUndefined()
    refused(g, { type: 'SetPositionTracking', data: { on: 'yes' } } as never, 'command/malformed')
  })
})

describe('GATE explored markers «Ruch w Innych Światach», «ZAMYKANIE BRAM» (Innsmouth FAQ «Bramy i Inne Światy»)', () => {
  const tracked = () => given({ settings: { trackPositions: true } }).gate('woods', 'gate-yuggoth-1').gate('graveyard', 'gate-the-dreamlands-1')
  const move = (to: string | null): Ah2eCommand => ({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to } })

  it.each([
    ['ow:yuggoth:2', 'woods', true],
    ['ow:yuggoth:1', 'woods', true],
    ['ow:yuggoth:2', 'graveyard', false], // a gate to another world
    ['ow:the-dreamlands:2', 'woods', false],
    ['uptown-streets', 'woods', false], // walked in: the gate draws them through
    ['lost-in-time-and-space', 'woods', false], // FAQ: no marker after Lost in Time and Space
    ['ow:yuggoth:2', 'uptown-streets', false],
  ])('GATE-12 «Ruch w Innych Światach»: from %s to %s: explored marker %s', (from, to, marker) => {
    const w = when(tracked().investigator(1, from), move(to))
    expect(inv(w.state, 1).explored === true).toBe(marker)
    expect(only(w.events, 'ExploredMarkerPlaced').length).toBe(marker ? 1 : 0)
  })

  it('GATE-12 «ZAMYKANIE BRAM»: leaving the location discards the marker; coming back does not bring it back', () => {
    const back = when(tracked().investigator(1, 'ow:yuggoth:2'), move('woods'))
    const away = when(back.session, move('uptown-streets'))
    expect(inv(away.state, 1).explored).toBeUndefined()
    const again = when(away.session, move('woods'))
    expect(inv(again.state, 1).explored).toBeUndefined()
    refused(again.session, close('woods'), 'gate/not-explored')
  })

  it('GATE-12: without position tracking no marker is placed on the way back (nothing depends on it)', () => {
    const w = when(given().gate('woods', 'gate-yuggoth-1').investigator(1, 'ow:yuggoth:2'), move('woods'))
    expect(inv(w.state, 1).explored).toBeUndefined()
  })

  it('GATE-12: the players may put or take the marker by hand, only at a location with an open gate', () => {
    const update = (explored: boolean): Ah2eCommand => ({ type: 'UpdateInvestigator', data: { investigatorId: 'inv-1', explored } })
    const w = when(tracked().investigator(1, 'woods'), update(true))
    expect(inv(w.state, 1).explored).toBe(true)
    expect(when(w.session, close('woods')).state.gates.woods).toBeUndefined()
    expect(inv(when(w.session, update(false)).state, 1).explored).toBeUndefined()
    refused(tracked().investigator(1, 'uptown-streets'), update(true), 'investigator/explored-needs-gate')
    refused(tracked(), update(true), 'investigator/explored-needs-gate')
  })
})

describe('GATE the Elder Sign card\'s cost «ZNAKI STARSZYCH BOGÓW» («Usunąć 1 żeton Poczytalności i 1 żeton Wytrzymałości»)', () => {
  const h = (sanity: number, stamina: number): Health => ({ sanity, maxSanity: 5, stamina, maxStamina: 5 })
  const tracked = (sanity: number, stamina: number, clues = 0) =>
    given().gate('woods', 'gate-yuggoth-1').gate('graveyard').investigator(1, 'woods').clues(clues, 1)
      .with({ type: 'HealthSet', data: { investigatorId: 'inv-1', health: h(sanity, stamina) } }).doom(2)

  it('GATE-13 «ZNAKI STARSZYCH BOGÓW»: with Sanity and Stamina tracked, the card costs 1 of each, paid before the token goes on', () => {
    const w = when(tracked(3, 4), seal('woods', 'elder-sign-card'))
    expect(inv(w.state, 1).health).toEqual(h(2, 3))
    const order = types(w.events)
    expect(order.indexOf('ElderSignCardPlayed')).toBeLessThan(order.indexOf('HealthSet'))
    expect(order.indexOf('HealthSet')).toBeLessThan(order.indexOf('ElderSignPlaced'))
    expect(only(w.events, 'HealthSet')[0].cause).toBe('rule/elder-sign-cost')
    expect(w.state.doom).toBe(1)
  })

  it.each([
    [2, 4, 'nothing more', 'woods', false],
    [1, 4, 'insane: to the Asylum, Sanity back to 1', 'arkham-asylum', false],
    [4, 1, 'unconscious: to St. Mary\'s, Stamina back to 1', 'st-marys-hospital', false],
    [1, 1, 'devoured (both at 0)', null, true],
  ] as const)('GATE-13 «…może popaść w obłęd lub stracić przytomność, ale Znak Starszych Bogów nadal zadziała»: Sanity %i, Stamina %i: %s; the gate is sealed all the same', (sanity, stamina, _label, place, devoured) => {
    const w = when(tracked(sanity, stamina, 4), seal('woods', 'elder-sign-card'))
    expect(w.state.sealed).toEqual(['woods'])
    expect(w.state.gates.woods).toBeUndefined()
    expect(inv(w.state, 1).gateTrophies).toEqual(['gate-yuggoth-1'])
    expect(inv(w.state, 1).location).toBe(place)
    expect(inv(w.state, 1).devoured).toBe(devoured)
    if (!devoured) expect(Math.min(inv(w.state, 1).health!.sanity, inv(w.state, 1).health!.stamina)).toBeGreaterThanOrEqual(1)
  })

  it('GATE-13: untracked Sanity and Stamina are the players\' to pay (the table\'s alert reminds them); sealing with clues costs neither', () => {
    const g = given().gate('woods').gate('graveyard').clues(5, 1)
    const card = when(g, seal('woods', 'elder-sign-card'))
    expect(types(card.events)).not.toContain('HealthSet')
    const clues = when(tracked(1, 1, 5), seal('woods', 'clues'))
    expect(types(clues.events)).not.toContain('HealthSet')
    expect(inv(clues.state, 1).health).toEqual(h(1, 1))
  })
})
