import { describe, expect, it } from 'vitest'
import { countAt, draw, given, inv, onBoard, only, refused, types, when } from './harness'

/**
 * The Ancient One awakens (rulebook «Budzi się Przedwieczny!» conditions 1–5, «ZBYT DUŻA LICZBA BRAM»,
 * «OSTATECZNA BITWA»; Innsmouth «Dodatkowe warunki przebudzenia Przedwiecznego», «Ostateczna bitwa»).
 * blue-flu opens a gate at The Unnamable. Yig's doom track is 10 (Appendix A), Azathoth's 14.
 */
const CARD = 'blue-flu'
const OTHER_GATES = ['black-cave', 'science-building', 'unvisited-isle', 'graveyard', 'hibbs-roadhouse', 'independence-square', 'woods', 'the-witch-house']
const crescent = (u: string) => /^(cultist|maniac|zombie|vampire|ghost)#/.test(u)

describe('AWAKE condition 1 «Całkowicie zapełniony tor zagłady» (at equality)', () => {
  it.each([
    [8, false],
    [9, true],
  ])('AWAKE-01 «Postęp na torze zagłady» Yig (track 10) with doom %i: a new gate → awakening %s', (doom, awakens) => {
    const w = when(given().doom(doom), draw(CARD))
    expect(w.state.doom).toBe(doom + 1)
    expect(w.state.status).toBe(awakens ? 'final-battle' : 'playing')
    if (awakens) {
      expect(w.state.awakenedBy).toBe('doom-track-full')
      // the Mythos phase stops at once: no gate marker, no monster, no clue
      expect(types(w.events)).not.toContain('GateOpened')
      expect(types(w.events)).not.toContain('MonsterAppeared')
      expect(types(w.events)).not.toContain('CluePlaced')
      expect(w.state.mythos).toBeNull()
    }
  })

  it('AWAKE-01 «Całkowicie zapełniony tor zagłady»: doom added by hand to the last space awakens the Ancient One too', () => {
    const w = when(given().doom(7), { type: 'AdjustDoom', data: { delta: 3 } })
    expect(w.state.status).toBe('final-battle')
    expect(w.state.awakenedBy).toBe('doom-track-full')
  })
})

describe('AWAKE condition 2 «Zbyt wiele otwartych bram»', () => {
  // threshold from the printed table: 1–2 → 8, 3–4 → 7, 5–6 → 6, 7–8 → 5
  const THRESHOLD: Record<number, number> = { 1: 8, 2: 8, 3: 7, 4: 7, 5: 6, 6: 6, 7: 5, 8: 5 }
  const rows: [number, number, number, boolean][] = []
  for (const p of [1, 2, 3, 4, 5, 6, 7, 8]) {
    rows.push([p, THRESHOLD[p] - 2, THRESHOLD[p] - 1, false], [p, THRESHOLD[p] - 1, THRESHOLD[p], true])
  }
  it.each(rows)('AWAKE-02 «ZBYT DUŻA LICZBA BRAM» %i players, %i gates open, a new one makes %i → awakening %s', (players, open, after, awakens) => {
    const g = given({ players, ancientOne: 'azathoth', settings: {} })
    for (const loc of OTHER_GATES.slice(0, open)) g.gate(loc)
    const w = when(g, draw(CARD))
    expect(Object.keys(w.state.gates)).toHaveLength(after)
    expect(w.state.status).toBe(awakens ? 'lost' : 'playing') // Azathoth's awakening ends the game
    if (awakens) {
      expect(w.state.awakenedBy).toBe('too-many-gates')
      expect(types(w.events)).not.toContain('MonsterAppeared') // awakened when the gate opened
    }
  })
})

describe('AWAKE condition 3 «Brak żetonów bram»', () => {
  it('AWAKE-03 «Brak żetonów bram»: a gate must open and no gate marker is left: the Ancient One awakens (doom placed first, engine order)', () => {
    const g = given({ players: 2 })
    g.gateTrophies(16, 1)
    expect(g.state.gateStack).toEqual([])
    const w = when(g, draw(CARD))
    expect(w.state.awakenedBy).toBe('no-gate-markers')
    expect(types(w.events).indexOf('DoomAdded')).toBeLessThan(types(w.events).indexOf('AncientOneAwakened'))
    expect(types(w.events)).not.toContain('GateOpened')
  })

  it('AWAKE-03 «Brak żetonów bram»: with exactly one marker left the gate opens normally', () => {
    const g = given({ players: 2 }).gateTrophies(15, 1)
    const w = when(g, draw(CARD))
    expect(w.state.status).toBe('playing')
    expect(w.state.gateStack).toEqual([])
    expect(Object.keys(w.state.gates)).toEqual(['the-unnamable'])
  })

  it('AWAKE-03 «Brak żetonów bram»: spending a gate trophy refills the pile and prevents it («Wydawanie trofeów»)', () => {
    const g = given({ players: 2 }).gateTrophies(16, 1)
    const w1 = when(g, { type: 'SpendTrophy', data: { investigatorId: 'inv-1', kind: 'gate', id: inv(g.state, 1).gateTrophies[0] } })
    const w2 = when(w1.session, draw(CARD))
    expect(w2.state.status).toBe('playing')
  })
})

describe('AWAKE condition 4 «Brak żetonów potworów w puli»', () => {
  it('AWAKE-04 «Brak żetonów potworów w puli»: a monster must be drawn and the cup is empty: the Ancient One awakens after the gate opened', () => {
    const w = when(given().emptyCup(), draw(CARD))
    expect(w.state.awakenedBy).toBe('no-monsters')
    expect(Object.keys(w.state.gates)).toEqual(['the-unnamable'])
  })

  it('AWAKE-04 «Brak żetonów potworów w puli»: one monster left and 1–4 players: the gate gets it and nothing happens', () => {
    const w = when(given({ players: 4 }).emptyCup(1), draw(CARD))
    expect(w.state.status).toBe('playing')
    expect(countAt(w.state, 'cup')).toBe(0)
  })

  it('AWAKE-04 «Brak żetonów potworów w puli»: one monster left and 5 players: the first is drawn, the second cannot be: awakening', () => {
    const w = when(given({ players: 5 }).emptyCup(1), draw(CARD))
    expect(only(w.events, 'MonsterAppeared')).toHaveLength(1)
    expect(w.state.awakenedBy).toBe('no-monsters')
  })

  it('AWAKE-04 «Brak żetonów potworów w puli»: a surge with an empty cup awakens the Ancient One', () => {
    const w = when(given({ players: 2 }).gate('the-unnamable').emptyCup(), draw(CARD))
    expect(w.state.awakenedBy).toBe('no-monsters')
  })
})

describe('AWAKE condition 5 «Poziom paniki wynosi 10, a w grze znajduje się zbyt wiele potworów»', () => {
  it.each([
    [5, 15, false],
    [5, 16, true], // the rulebook example: 16 monsters in a 5-player game
    [1, 7, false],
    [1, 8, true],
    [8, 21, false],
    [8, 22, true],
  ])('AWAKE-05 «Budzi się Przedwieczny!» 5: %i players, %i monsters in Arkham + Sky when terror reaches 10 → awakening %s', (players, monsters, awakens) => {
    const g = given({ players }).terror(9).fill('southside-streets', monsters - 2).fill('sky', 2)
    const w = when(g, { type: 'RaiseTerror', data: { amount: 1 } })
    expect(w.state.terror).toBe(10)
    expect(w.state.status).toBe(awakens ? 'final-battle' : 'playing')
    if (awakens) expect(w.state.awakenedBy).toBe('terror-and-monsters')
  })

  it('AWAKE-05 «Budzi się Przedwieczny!» 5: at terror 10 the placement that makes 2 × limit awakens the Ancient One', () => {
    const g = given({ players: 1 }).terror(10).fill('southside-streets', 7, crescent)
    const w = when(g, draw(CARD))
    expect(onBoard(w.state)).toBe(8)
    expect(w.state.awakenedBy).toBe('terror-and-monsters')
  })

  it('AWAKE-05 «Budzi się Przedwieczny!» 5: Outskirts monsters are not counted by default («w grze» read as the limit count), but are with the setting on', () => {
    const make = (counts: boolean) => given({ players: 1, settings: { tooManyMonstersCountsOutskirts: counts } })
      .terror(9).fill('southside-streets', 7, crescent).fill('outskirts', 1, crescent)
    expect(when(make(false), { type: 'RaiseTerror', data: { amount: 1 } }).state.status).toBe('playing')
    expect(when(make(true), { type: 'RaiseTerror', data: { amount: 1 } }).state.awakenedBy).toBe('terror-and-monsters')
  })

  it('AWAKE-05 «Budzi się Przedwieczny!» 5: below terror 10 any number of monsters is not an awakening', () => {
    const g = given({ players: 1 }).terror(9).fill('southside-streets', 12, crescent)
    const w = when(g, { type: 'AdjustDoom', data: { delta: 1 } })
    expect(w.state.status).toBe('playing')
  })
})

describe('AWAKE what happens at the awakening «OSTATECZNA BITWA»', () => {
  it('AWAKE-06 «Bardzo ważne»: an early awakening fills the doom track before the battle', () => {
    const w = when(given().doom(3), { type: 'AwakenAncientOne', data: {} })
    expect(w.state.doom).toBe(10)
    expect(only(w.events, 'DoomTrackFilled')[0].data.added).toBe(7)
    expect(w.state.battle).toEqual({ round: 0, successes: 0, attacked: [] })
  })

  it('AWAKE-07 «OSTATECZNA BITWA»: investigators Lost in Time and Space are devoured and eliminated; others are not', () => {
    const g = given({ players: 3 }).investigator(1, 'lost-in-time-and-space').investigator(2, 'woods')
    const w = when(g, { type: 'AwakenAncientOne', data: {} })
    expect(inv(w.state, 1)).toMatchObject({ devoured: true, eliminated: true })
    expect(inv(w.state, 2)).toMatchObject({ devoured: false, eliminated: false })
    expect(w.state.status).toBe('final-battle')
  })

  it('AWAKE-07 «OSTATECZNA BITWA»/«PORAŻKA»: if every investigator is Lost in Time and Space, the players lose at once', () => {
    const g = given({ players: 2 }).investigator(1, 'lost-in-time-and-space').investigator(2, 'lost-in-time-and-space')
    const w = when(g, { type: 'AwakenAncientOne', data: {} })
    expect(w.state.status).toBe('lost')
  })

  it('AWAKE-08 «OSTATECZNA BITWA»: the Environment and the Rumor in play are discarded (to the bottom) with their markers', () => {
    const g = given().did(draw('blood-magic')).did(draw('disturbing-the-dead'))
    expect(g.state.environment).toBe('blood-magic')
    expect(g.state.rumor).toBe('disturbing-the-dead')
    const w = when(g, { type: 'AwakenAncientOne', data: {} })
    expect(w.state.environment).toBeNull()
    expect(w.state.rumor).toBeNull()
    expect(w.state.activity).toEqual({})
    expect(w.state.mythosDeck.slice(-2).sort()).toEqual(['blood-magic', 'disturbing-the-dead'])
  })

  it('AWAKE-09 «Budzi się Przedwieczny!» Azathoth: his awakening ends the game as a loss (sheet; Appendix A)', () => {
    const w = when(given({ ancientOne: 'azathoth' }), { type: 'AwakenAncientOne', data: {} })
    expect(w.state.status).toBe('lost')
    expect(w.state.outcome).toEqual({ result: 'lost', reason: 'ancient-one-awakened' })
    refused(w.session, draw(), 'game/over')
  })

  it('AWAKE-10 «OSTATECZNA BITWA»: no Mythos phase, gate closing or doom increase after the awakening', () => {
    const g = given().gate('woods')
    const w = when(g, { type: 'AwakenAncientOne', data: {} })
    refused(w.session, draw(), 'mythos/not-playing')
    refused(w.session, { type: 'CloseGate', data: { location: 'woods', investigatorId: 'inv-1' } }, 'gate/not-playing')
    refused(w.session, { type: 'AdjustDoom', data: { delta: 1 } }, 'doom/battle')
    refused(w.session, { type: 'AwakenAncientOne', data: {} }, 'battle/already')
  })
})
