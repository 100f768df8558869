import { describe, expect, it } from 'vitest'
import { execute, newSession, undo } from '@/core'
import { elderSign, type EsCommand, type EsState } from '@/games/elder-sign/rules'
import { d, given, mythos, noLocks, only, refused, setupCommand, types, when } from './harness'

const fresh = (seed = 'setup') => newSession(elderSign, seed)
const setUp = (cmd: EsCommand, seed = 'setup') => when(fresh(seed), cmd)
const yigSetup = (players: number, extra: Partial<Extract<EsCommand, { type: 'SetUpGame' }>['data']> = {}): EsCommand => ({
  type: 'SetUpGame',
  data: { players: Array.from({ length: players }, () => ({ investigator: null })), ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [] } }, adventureLocks: noLocks() }, ...extra },
})

describe('ES-SETUP «Przygotowanie do gry» (l.162–180)', () => {
  it('ES-SETUP-01 «Przygotowanie zegara i Wejścia» clock at XII, doom 0, 6 green dice by the Entrance, yellow and red out of the pool', () => {
    const s = setUp(yigSetup(2)).state
    expect(s.clock).toBe('XII')
    expect(s.doom).toBe(0)
    expect(s.elderSigns).toBe(0)
    expect(Object.values(s.dice).map((p) => p.at)).toEqual(['pool', 'pool', 'pool', 'pool', 'pool', 'pool', 'out', 'out'])
  })

  it.each([1, 2, 4, 8])('ES-SETUP-01 «Przygotowanie do gry» %i players: one investigator each, at the Entrance, at full Sanity and Stamina with the starting equipment', (n) => {
    const s = setUp(yigSetup(n)).state
    expect(s.players).toHaveLength(n)
    const ids = s.players.map((p) => p.investigator!.id)
    expect(new Set(ids).size).toBe(n)
    for (const p of s.players) {
      const i = p.investigator!
      const card = d.investigators.find((x) => x.id === i.id)!
      expect([i.sanity, i.stamina, i.maxSanity, i.maxStamina, i.clues, i.at]).toEqual([card.maxSanity, card.maxStamina, card.maxSanity, card.maxStamina, card.starting.clue, 'entrance'])
      expect(i.items).toEqual({ commonItem: card.starting.commonItem, uniqueItem: card.starting.uniqueItem, spell: card.starting.spell, ally: card.starting.ally })
    }
  })

  it.each([0, 9])('ES-SETUP-01 «Opis gry» (l.17) %i players are refused (1 to 8)', (n) => {
    refused(fresh(), yigSetup(n), 'setup/player-count')
  })

  it('ES-SETUP-01 «Przygotowanie przygód» six adventures from the shuffled deck in places 0–5, none an Other World; the app names them', () => {
    const w = setUp(yigSetup(2))
    const dealt = only(w.events, 'AdventureDealt')
    expect(dealt.map((e) => e.data.slot)).toEqual([0, 1, 2, 3, 4, 5])
    expect(dealt.every((e) => e.data.deck === 'adventure')).toBe(true)
    expect(w.state.adventureDeck).toHaveLength(42)
    expect(w.state.otherWorldDeck).toHaveLength(8)
    const setup = only(w.events, 'GameSetUp')[0].data
    expect(dealt.map((e) => e.data.card)).toEqual(setup.adventureDeck.slice(0, 6))
  })

  it('ES-SETUP-01 «Przygotowanie do gry» the same seed deals the same cards and investigators; another seed does not', () => {
    const a = setUp(yigSetup(3), 'seed-a').state
    const b = setUp(yigSetup(3), 'seed-a').state
    const c = setUp(yigSetup(3), 'seed-b').state
    expect(b.adventures).toEqual(a.adventures)
    expect(b.players).toEqual(a.players)
    expect(c.adventureDeck).not.toEqual(a.adventureDeck)
  })

  it('ES-SETUP-02 «Przygotowanie puli potworów» 22 monsters in the cup; the 5 Masks only with Nyarlathotep', () => {
    expect(setUp(yigSetup(2)).state.cup).toEqual({ regular: 22, mask: 0 })
    const ny = setUp({ type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'nyarlathotep', facts: { ancientOnes: { nyarlathotep: { doomTrack: 11, monsterSpaces: [], elderSignLimit: 11, combatTask: [{ lore: 1 }] } }, adventureLocks: noLocks() } } })
    expect(ny.state.cup).toEqual({ regular: 22, mask: 5 })
  })

  it('ES-SETUP-03 «Ustalenie Przedwiecznego» a named Ancient One is used; a drawn one is drawn only among those whose facts are complete', () => {
    const named = setUp(yigSetup(1))
    expect(named.state.ancientOne?.id).toBe('yig')
    expect(only(named.events, 'GameSetUp')[0].data.ancientOneDrawn).toBe(false)
    for (let i = 0; i < 8; i++) {
      const w = setUp({ type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: null, facts: { ancientOnes: { ithaqua: { monsterSpaces: [2], combatTask: [{ peril: 1 }] }, yig: { monsterSpaces: [] } }, adventureLocks: noLocks() } } }, `draw-${i}`)
      expect(['ithaqua', 'yig']).toContain(w.state.ancientOne?.id)
      expect(only(w.events, 'GameSetUp')[0].data.ancientOneDrawn).toBe(true)
    }
    refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: null } }, 'setup/no-complete-ancient-one')
  })

  it('ES-SETUP-03 «Przygotowanie do gry» unknown ids and an investigator taken twice are refused', () => {
    refused(fresh(), { ...yigSetup(1), data: { ...(yigSetup(1).data as object), ancientOne: 'dagon' } } as EsCommand, 'setup/unknown-ancient-one')
    refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: 'nobody' }], ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [] } } } } }, 'setup/unknown-investigator')
    refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: 'joe-diamond' }, { investigator: 'joe-diamond' }], ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [] } } } } }, 'setup/investigator-twice')
  })

  it('ES-SETUP-04 «Ustalenie pierwszego gracza» the first player is drawn (recorded) or given', () => {
    const drawn = setUp(yigSetup(4, { firstPlayer: null }))
    expect(only(drawn.events, 'GameSetUp')[0].data.firstPlayerDrawn).toBe(true)
    const given2 = setUp(yigSetup(4, { firstPlayer: 2 }))
    expect(given2.state.firstPlayer).toBe(2)
    refused(fresh(), yigSetup(2, { firstPlayer: 2 }), 'setup/bad-first-player')
  })

  it('ES-SETUP-05 «Rozpatrzenie pierwszej karty Mitów» the players draw the first Mythos; only its immediate effect happens, then turn 1 of the first player', () => {
    const w = setUp(yigSetup(2, { firstPlayer: 1 }))
    expect(w.state.pending).toMatchObject({ kind: 'mythos-card', setup: true })
    expect(w.state.turn.number).toBe(0)
    const after = when(w.session, mythos({ title: 'A', doom: 1, lockedDie: 'yellow', midnightEffect: 'doom+2' }))
    expect(types(after.events)).toEqual(['ChoiceAnswered', 'MythosDrawn', 'DieLocked', 'DoomAdded', 'TurnStarted'])
    expect(only(after.events, 'MythosDrawn')[0].data.setup).toBe(true)
    expect(after.state.doom).toBe(1)
    expect(after.state.dice.yellow).toMatchObject({ at: 'locked' })
    expect(after.state.turn).toMatchObject({ number: 1, player: 1, phase: 'movement' })
  })

  it('ES-SETUP-06 «Przygotowanie do gry» the setup cannot be undone, nor done twice', () => {
    const w = setUp(yigSetup(2))
    const u = undo(elderSign, w.session)
    expect(u.ok).toBe(false)
    if (!u.ok) expect(u.error.code).toBe('core/undo-barrier')
    refused(w.session, yigSetup(2), 'setup/already-set-up')
  })

  it('ES-SETUP-06 «Przygotowanie do gry» nothing but the setup is accepted before it', () => {
    refused(fresh(), { type: 'AdvanceClock', data: {} }, 'game/not-set-up')
  })
})

describe('ES-OWNER owner-completed facts', () => {
  it.each(['cthulhu', 'hastur', 'nyarlathotep', 'shub-niggurath'])('ES-OWNER-01 «Opis karty Przedwiecznego» %s: doom track, monster spaces, Elder Sign limit and combat task are required', (ao) => {
    const err = refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: ao } }, 'setup/ancient-one-facts-missing')
    expect(err.params?.missing).toBe('doomTrack,monsterSpaces,elderSignLimit,combatTask')
  })

  it('ES-OWNER-01 «Opis karty Przedwiecznego» Yig: only the monster spaces are required (the data has the rest, low confidence)', () => {
    const err = refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'yig' } }, 'setup/ancient-one-facts-missing')
    expect(err.params?.missing).toBe('monsterSpaces')
  })

  it('ES-OWNER-01 «Opis karty Przedwiecznego» the facts given are recorded in GameSetUp.data.ownerFacts and used; they may override the data', () => {
    const w = setUp({ type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'cthulhu', facts: { ancientOnes: { cthulhu: { doomTrack: 9, monsterSpaces: [4, 7], elderSignLimit: 12, combatTask: [{ investigation: 4 }] } } } } })
    const e = only(w.events, 'GameSetUp')[0].data
    expect(e.ownerFacts.ancientOne).toEqual({ doomTrack: 9, monsterSpaces: [4, 7], elderSignLimit: 12, combatTask: [{ investigation: 4 }] })
    expect(w.state.ancientOne).toMatchObject({ id: 'cthulhu', doomTrack: 9, monsterSpaces: [4, 7], elderSignLimit: 12 })
    const over = setUp({ type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [], doomTrack: 9 } } } } })
    expect(over.state.ancientOne?.doomTrack).toBe(9)
  })

  it.each([
    [{ doomTrack: 0 }, 'setup/bad-doom-track'],
    [{ doomTrack: 13 }, 'setup/bad-doom-track'],
    [{ elderSignLimit: 18 }, 'setup/bad-elder-sign-limit'],
    [{ monsterSpaces: [9] }, 'setup/bad-monster-spaces'],
    [{ monsterSpaces: [2, 2] }, 'setup/bad-monster-spaces'],
    [{ combatTask: [{ lore: 2 }] }, 'setup/bad-combat-task'],
  ] as [Record<string, unknown>, string][])('ES-OWNER-01 «Opis karty Przedwiecznego» implausible facts are refused: %j', (bad, code) => {
    refused(fresh(), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [], ...bad } } } } } as EsCommand, code)
  })

  it('ES-OWNER-02 «Przygotowanie przygód» an adventure whose locked die the data does not know is asked once when it comes out; the answer is an event', () => {
    const w = setUp(setupCommand({ askLocks: true }))
    expect(w.state.pending?.kind).toBe('adventure-lock')
    const card = (w.state.pending as { card: string }).card
    refused(w.session, { type: 'DefineAdventureLock', data: { card: 'not-this-one', lockedDie: 'green' } }, 'choice/wrong-card')
    const a = when(w.session, { type: 'DefineAdventureLock', data: { card, lockedDie: 'red' } })
    expect(only(a.events, 'AdventureLockDefined')[0].data).toEqual({ card, lockedDie: 'red' })
    expect(a.state.dice.red).toMatchObject({ at: 'locked' })
    expect(a.state.ownerFacts.adventureLocks[card]).toBe('red')
  })

  it('ES-OWNER-02 «Zablokowane kości» a lock given at setup (remembered on the device) is not asked again', () => {
    const w = setUp(setupCommand({ askLocks: false }))
    expect(w.state.pending?.kind).toBe('mythos-card')
    expect(only(w.events, 'GameSetUp')[0].data.ownerFacts.adventureLocks).toEqual(noLocks())
  })

  it('ES-OWNER-02 «Zablokowane kości» a card answered once is not asked when it comes out again in the same game', () => {
    const p = given({ askLocks: true, setupMythos: false })
    // Answer every question of the setup, then take a card out and deal it again.
    let s = p.session
    while (s.state.pending?.kind === 'adventure-lock') s = when(s, { type: 'DefineAdventureLock', data: { card: (s.state.pending as { card: string }).card, lockedDie: 'none' } }).session
    s = when(s, mythos()).session
    const first = s.state.adventures[0].card
    const again = when(s, { type: 'DiscardAdventure', data: { card: first } })
    const state: EsState = again.state
    expect(state.adventureDeck.at(-1)).toBe(first)
    expect(state.ownerFacts.adventureLocks[first]).toBe('none')
  })

  it('ES-OWNER-05 «Tor zagłady» the shipped data needs owner facts for every Ancient One (monster spaces are unknown)', () => {
    expect(d.ancientOnes.every((a) => a.ownerCompletes.includes('monsterSpaces'))).toBe(true)
    const r = execute(elderSign, fresh(), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'azathoth', facts: { ancientOnes: { azathoth: { monsterSpaces: [] } } } } })
    expect(r.ok).toBe(true)
  })
})
