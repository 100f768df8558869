import { describe, expect, it } from 'vitest'
import { execute, newSession, undo } from '@/core'
import { ah2e, limits } from '@/games/ah2e/rules'
import { ah2eData, appearedAt, draw, expectFoldConsistent, given, only, refused, types, UNSTABLE, when } from './harness'

const setUp = (players: number, ancientOne: string | null = 'yig', seed = 'setup') => {
  const r = execute(ah2e, newSession(ah2e, seed), { type: 'SetUpGame', data: { players, ancientOne } })
  if (!r.ok) throw new Error(r.error.code)
  return r.value.session
}

describe('SETUP «Przygotowanie do gry»', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('SETUP-01 «Przygotowanie do gry» %i player(s): one investigator each, terror 0, doom 0', (players) => {
    const s = setUp(players)
    expect(s.state.status).toBe('playing')
    expect(s.state.players).toBe(players)
    expect(s.state.investigators).toHaveLength(players)
    expect(s.state.terror).toBe(0)
    expect(s.state.doom).toBe(0)
    expect(s.state.setupDone).toBe(false)
  })

  it.each([0, 9, -1, 2.5, '4', null])('SETUP-01 «Przygotowanie do gry» refuses players = %s (the game is for 1–8)', (players) => {
    refused(newSession(ah2e, 'x'), { type: 'SetUpGame', data: { players: players as number, ancientOne: 'yig' } }, 'setup/players')
  })

  // Digest §0, copied from the rulebook tables «LIMIT POTWORÓW», «POTWORY NA PERYFERIACH», «ZBYT DUŻA LICZBA BRAM»
  // and «Pojawienie się potwora» (5+ investigators draw 2).
  it.each([
    [1, 4, 7, 8, 1],
    [2, 5, 6, 8, 1],
    [3, 6, 5, 7, 1],
    [4, 7, 4, 7, 1],
    [5, 8, 3, 6, 2],
    [6, 9, 2, 6, 2],
    [7, 10, 1, 5, 2],
    [8, 11, 0, 5, 2],
  ])('SETUP-02 «LIMIT POTWORÓW»/«POTWORY NA PERYFERIACH»/«ZBYT DUŻA LICZBA BRAM» %i players: limit %i, Outskirts %i, gates to awaken %i, monsters per gate %i', (p, limit, outskirts, gates, perGate) => {
    expect(limits.monsterLimit(p)).toBe(limit)
    expect(limits.outskirtsCapacity(p)).toBe(outskirts)
    expect(limits.gateAwakeningThreshold(p)).toBe(gates)
    expect(limits.monstersPerNewGate(p)).toBe(perGate)
  })

  it('SETUP-03 «Rozmieszczenie początkowych wskazówek»: one clue on each of the 11 unstable locations, nowhere else', () => {
    const s = setUp(3)
    expect(Object.keys(s.state.clues).sort()).toEqual([...UNSTABLE].sort())
    expect(Object.values(s.state.clues)).toEqual(Array(11).fill(1))
  })

  it.each(['azathoth', 'cthulhu', 'hastur', 'ithaqua', 'shub-niggurath', 'yig', 'yog-sothoth'])(
    'SETUP-04 «Pula potworów» with %s the 5 Masks go back to the box: 55 in the cup',
    (ao) => {
      const s = setUp(4, ao)
      const places = Object.values(s.state.monsters)
      expect(places).toHaveLength(60)
      expect(places.filter((p) => p === 'cup')).toHaveLength(55)
      const boxed = Object.keys(s.state.monsters).filter((u) => s.state.monsters[u] === 'box').map((u) => u.split('#')[0]).sort()
      expect(boxed).toEqual(['god-of-the-bloody-tongue', 'haunter-of-the-dark', 'the-black-man', 'the-bloated-woman', 'the-dark-pharaoh'])
    },
  )

  it('SETUP-04 «Pula potworów» with Nyarlathotep («Tysiąc Masek») all 60 monsters, Masks included, are in the cup', () => {
    const s = setUp(4, 'nyarlathotep')
    expect(Object.values(s.state.monsters).filter((p) => p === 'cup')).toHaveLength(60)
  })

  it.each([
    ['azathoth', 14], // the scoring example: Azathoth's highest doom number is 14
    ['cthulhu', 13],
    ['hastur', 13],
    ['ithaqua', 11],
    ['nyarlathotep', 11],
    ['shub-niggurath', 12],
    ['yig', 10],
    ['yog-sothoth', 12],
  ])('SETUP-05 «Ujawnienie Przedwiecznego» chosen %s: doom track %i, not drawn', (ao, track) => {
    const s = setUp(2, ao)
    expect(s.state.ancientOne).toBe(ao)
    expect(s.state.doomMax).toBe(track)
    expect((s.entries[0].events[0] as { data: { ancientOneDrawn: boolean } }).data.ancientOneDrawn).toBe(false)
  })

  it('SETUP-05 «Ujawnienie Przedwiecznego» drawn at random from the 8 base Ancient Ones (seeded), recorded in the event', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 24; i++) {
      const s = setUp(2, null, `draw-${i}`)
      const ev = s.entries[0].events[0]
      expect(ev.type).toBe('GameSetUp')
      if (ev.type === 'GameSetUp') expect(ev.data.ancientOneDrawn).toBe(true)
      expect(ah2eData.ancientOnes.filter((a) => a.set === 'base').map((a) => a.id)).toContain(s.state.ancientOne)
      seen.add(s.state.ancientOne)
      // same seed, same Ancient One
      expect(setUp(2, null, `draw-${i}`).state.ancientOne).toBe(s.state.ancientOne)
    }
    expect(seen.size).toBeGreaterThan(2)
  })

  it('SETUP-05 «Ujawnienie Przedwiecznego» refuses an unknown Ancient One', () => {
    refused(newSession(ah2e, 'x'), { type: 'SetUpGame', data: { players: 2, ancientOne: 'hastur-the-unspeakable' } }, 'setup/ancient-one')
  })

  it('SETUP-06 «Tasowanie talii»: 16 gate markers in the stack, 67 Mythos cards, 11 allies; the game cannot be set up twice', () => {
    const s = setUp(4)
    expect(s.state.gateStack).toHaveLength(16)
    expect(new Set(s.state.gateStack).size).toBe(16)
    expect(s.state.mythosDeck).toHaveLength(67)
    expect(s.state.allyDeck).toHaveLength(11)
    refused(s, { type: 'SetUpGame', data: { players: 4, ancientOne: 'yig' } }, 'setup/already')
  })

  it('SETUP-07 «Losowanie karty Mitów»: Rumors drawn at setup go to the bottom and the next card is drawn until it is not a Rumor', () => {
    const g = given({ players: 3, setupDone: false }).deckTop('the-great-ritual', 'good-work-undone', 'blue-flu')
    const w = when(g, draw())
    const drawn = only(w.events, 'MythosCardDrawn').map((e) => e.data.cardId)
    expect(drawn).toEqual(['the-great-ritual', 'good-work-undone', 'blue-flu'])
    expect(only(w.events, 'MythosCardSetAside').map((e) => [e.data.cardId, e.data.reason])).toEqual([
      ['the-great-ritual', 'rumor-at-setup'],
      ['good-work-undone', 'rumor-at-setup'],
    ])
    // the two Rumors went to the bottom (blue-flu, a Headline, is under them after it resolves)
    expect(w.state.mythosDeck.slice(-3)).toEqual(['the-great-ritual', 'good-work-undone', 'blue-flu'])
    expect(w.state.rumor).toBeNull()
    // blue-flu opens its gate at The Unnamable
    expect(Object.keys(w.state.gates)).toEqual(['the-unnamable'])
    expect(w.state.setupDone).toBe(true)
    expectFoldConsistent(w.session)
  })

  it('SETUP-07 «Losowanie karty Mitów»: a physical Rumor named at setup is set aside and the players name the next card', () => {
    const g = given({ players: 3, setupDone: false })
    const w1 = when(g, draw('disturbing-the-dead'))
    expect(types(w1.events)).toEqual(['MythosCardDrawn', 'MythosCardSetAside'])
    expect(w1.state.mythos).toBeNull()
    expect(w1.state.setupDone).toBe(false)
    expect(w1.state.doom).toBe(0)
    expect(w1.state.mythosDeck.at(-1)).toBe('disturbing-the-dead')
    const w2 = when(w1.session, draw('blue-flu'))
    expect(w2.state.doom).toBe(1)
    expect(w2.state.setupDone).toBe(true)
  })

  it('SETUP-07 «Losowanie karty Mitów» engine choice: at setup a card that opens no gate (The Story Continues) is also set aside and redrawn', () => {
    const g = given({ players: 3, setupDone: false }).deckTop('the-story-continues', 'blue-flu')
    const w = when(g, draw())
    expect(only(w.events, 'MythosCardSetAside').map((e) => e.data.reason)).toEqual(['no-gate-at-setup'])
    expect(Object.keys(w.state.gates)).toEqual(['the-unnamable'])
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'SETUP-08 «Losowanie karty Mitów» (Ważne) %i players: the first gate puts 1 doom on the track and brings 1 monster (2 with 5+ investigators)',
    (players) => {
      const g = given({ players, setupDone: false })
      const w = when(g, draw('blue-flu')) // gate: The Unnamable
      expect(w.state.doom).toBe(1)
      expect(Object.keys(w.state.gates)).toEqual(['the-unnamable'])
      expect(appearedAt(w.events)).toEqual({ 'the-unnamable': players >= 5 ? 2 : 1 })
      // the clue from setup step 2 is discarded by the gate
      expect(w.state.clues['the-unnamable']).toBeUndefined()
    },
  )

  it('SETUP-09 «Losowanie karty Mitów»: after the setup card turn 1 begins with the same first player', () => {
    const w = when(given({ players: 4, setupDone: false }), draw('blue-flu'))
    expect(w.state.turn).toBe(1)
    expect(w.state.firstPlayer).toBe(0)
    expect(w.state.phase).toBe('upkeep')
    // a normal Mythos phase ends the turn and passes the first player marker to the left («Koniec tury»)
    const w2 = when(w.session, draw('all-quiet-in-arkham'))
    expect(w2.state.turn).toBe(2)
    expect(w2.state.firstPlayer).toBe(1)
  })

  it('SETUP-10 «Przygotowanie do gry»: the setup is an undo barrier', () => {
    const s = setUp(4)
    const r = undo(ah2e, s)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.code).toBe('core/undo-barrier')
  })
})
