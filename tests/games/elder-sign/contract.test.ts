/**
 * ES-CONTRACT: the module contract (src/core/module.ts) for Elder Sign, over many seeded random games
 * played with the rules' own sampler (the conformance kit's `playChecked`, more games than the kit's
 * run for every game):
 * - liveness: from every state reached, playing only what the screens offer (`offers`) moves the
 *   game on (`position` changes) or ends it — no dead end, no move that only a correction unlocks;
 * - «Na planszy»: after every command and its undo, every component of the table (`physical`) that
 *   changed is named by a line of `boardChanges`, and the accumulated sheet keeps every piece still
 *   to move until it is ticked;
 * - the export round trip: the file exported at any state reads back to the same state and log, and
 *   written again it is the same text.
 * Then the cases it found, each as a position of its own with its rule id and rulebook line.
 */
import { describe, expect, it } from 'vitest'
import { livenessFailure, playChecked, type BoardList } from '../../core/conformance'
import type { FaceId } from '@/games/elder-sign/data'
import { diceControls, elderSign, position, type EsEvent } from '@/games/elder-sign/rules'
import esModule from '@/games/elder-sign/module'
import { complete, d, failRoll, discard, given, move, only, play, roll, types, when, type When } from './harness'

const rules = elderSign as never
const board = esModule.boardChanges as BoardList
const screens = esModule.screens.map((s) => s.id)
const GAMES = Number(process.env.ES_CONTRACT_GAMES ?? 300)

describe('ES-CONTRACT the module contract over random games', () => {
  it(`ES-CONTRACT-01..03 «Przebieg gry» (l.231–249), «Walka z Przedwiecznym» (l.921–948), «Zakończenie gry» (l.950–960): ${GAMES} seeded random games — the offered moves lead on, «Na planszy» names every piece moved (command and undo), the export reads back byte for byte`, () => {
    let accepted = 0
    let live = 0
    let boardChecked = 0
    for (let n = 0; n < GAMES; n++) {
      const r = playChecked(rules, `es-contract-${n}`, 60, { screens, board })
      accepted += r.accepted
      live += r.livenessChecked
      boardChecked += r.boardChecked
    }
    expect(accepted).toBeGreaterThan(GAMES * 20)
    expect(live).toBeGreaterThan(GAMES * 20)
    expect(boardChecked).toBeGreaterThan(GAMES * 20)
  }, 900_000)
})

const P: FaceId = 'peril'
const L: FaceId = 'lore'
const I1: FaceId = 'investigation-1'
const noSpaces = { aoFacts: { monsterSpaces: [] as number[] } }

/** The yellow and red dice held by a card (so no die can be added: the dice board offers none). */
const lockExtras: EsEvent[] = (['yellow', 'red'] as const).map((c, i) => ({ type: 'DieLocked', data: { lock: `lock-x${i}`, colour: c, by: { kind: 'other', label: 'test' }, die: c } }))

/** From this state, the moves the screens offer lead on (the kit's walk, a few seeds). */
function leadsOn(w: When): void {
  for (const seed of ['a', 'b', 'c']) {
    const f = livenessFailure(rules, w.session.seed, w.state, w.session.entries.length + 1, `es-contract:${seed}`)
    expect(f, `from «${position(w.state)}»`).toBeNull()
  }
}

describe('ES-CONTRACT the cases the random games found', () => {
  it('ES-CONTRACT-04 «Faza ataku» (l.932–934, example l.905): the last dice put on a successful combat task end the attack — on to the clock phase, no dead end', () => {
    // Yig (combat task Peril + Peril), awake; the first player's attack with the six green dice.
    const p = given(noSpaces).cards('the-missing-records').with(...lockExtras).did({ type: 'AwakenAncientOne', data: {} }).did({ type: 'AdvanceClock', data: {} })
    const a = when(roll(p, [P, P, P, P, L, L]), complete('combat', 'green-1', 'green-2'))
    const b = when(roll(a, [P, P, L, L]), complete('combat', 'green-3', 'green-4'))
    const c = when(roll(b, [P, P]), complete('combat', 'green-5', 'green-6'))
    expect(c.state.doom).toBe(5)
    expect(c.state.attempt).toBeNull()
    expect(c.state.turn.phase).toBe('clock')
    expect(only(c.events, 'AttemptEnded').map((e) => e.data.outcome)).toEqual(['attack-over'])
    leadsOn(c)
  })

  it('ES-CONTRACT-05 «Rzucanie kośćmi» (l.339), «Nieudane rzuty» (l.371): the last die put on a task with tasks still open — the adventure fails (its penalties), then the clock phase', () => {
    // «The Elder Sign» (arrow: Lore −1 Sanity; Lore −1 Stamina; Investigation 2 + Lore): five dice set aside, the last one completes the first task.
    let w: When = roll(given().cards('the-elder-sign').with(...lockExtras).did(move('the-elder-sign')), [I1, I1, I1, I1, I1, I1])
    for (const [i, die] of (['green-6', 'green-5', 'green-4', 'green-3', 'green-2'] as const).entries()) w = roll(play(w, failRoll(), discard(die)), i === 4 ? [L] : Array(5 - i).fill(I1))
    const c = when(w, complete('t0', 'green-1'))
    expect(types(c.events)).toContain('AdventureFailed')
    expect(only(c.events, 'AdventureFailed')[0].data.reason).toBe('no-dice-left')
    expect(c.state.attempt).toBeNull()
    expect(c.state.turn.phase).toBe('clock')
    leadsOn(c)
  })

  it('ES-CONTRACT-06 «Zatrzymanie kości przy pomocy Zaklęcia» (l.648–654, 700): the pool used up but a die held on a Spell — the attempt goes on: the die is taken back and rolled', () => {
    // Lore and five Investigation 1; a Spell holds one of them, four are set aside by hand; the Lore completes the first task.
    const p = given().cards('the-elder-sign').with(...lockExtras).items(0, 'spell', 1).did(move('the-elder-sign'))
    let w: When = when(roll(p, [L, I1, I1, I1, I1, I1]), { type: 'CastHoldSpell', data: { dice: ['green-6'] } })
    for (const die of ['green-2', 'green-3', 'green-4', 'green-5'] as const) w = when(w, { type: 'CorrectDie', data: { die, to: 'discarded' } })
    const c = when(w, complete('t0', 'green-1'))
    expect(c.state.attempt?.stage).toBe('rolled')
    expect(diceControls(d, c.state)).toMatchObject({ roll: null, release: ['green-6'] })
    const r = when(c, { type: 'ReleaseHeldDie', data: { die: 'green-6' } })
    expect(diceControls(d, r.state)?.roll).toEqual(['green-6'])
    leadsOn(c)
  })

  it('ES-ITEMS-05 «Dodawanie kości do puli» (l.616–620), «Wykorzystywanie… Przedmiotów» (l.640): the last die put on a task with tasks still open and a Common Item in hand — the adventure waits: the yellow die is added and rolled, or the player ends it', () => {
    // «The Elder Sign» (arrow: Lore; Lore; Investigation 2 + Lore); the red die held by a card, one Common Item in hand, no Unique Item.
    const p = given().cards('the-elder-sign').with(lockExtras[1]).items(0, 'commonItem', 1).items(0, 'uniqueItem', 0).did(move('the-elder-sign'))
    let w: When = roll(p, [I1, I1, I1, I1, I1, I1])
    for (const [i, die] of (['green-6', 'green-5', 'green-4', 'green-3', 'green-2'] as const).entries()) w = roll(play(w, failRoll(), discard(die)), i === 4 ? [L] : Array(5 - i).fill(I1))
    const c = when(w, complete('t0', 'green-1'))
    expect(types(c.events)).not.toContain('AdventureFailed')
    expect(c.state.attempt?.stage).toBe('rolled')
    expect(diceControls(d, c.state)).toMatchObject({ roll: null, release: [], add: ['yellow'], giveUp: true })
    leadsOn(c)
    // The yellow die added (the Common Item spent) and rolled: the next task is done with it.
    const added = when(c, { type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } })
    expect(diceControls(d, added.state)?.roll).toEqual(['yellow'])
    const second = when(roll(added, [L]), complete('t1', 'yellow'))
    // Out of dice again, and nothing left to add: now the adventure fails by itself.
    expect(only(second.events, 'AdventureFailed')[0].data.reason).toBe('no-dice-left')
    expect(second.state.turn.phase).toBe('clock')
    // Or the player ends it at once: it fails for want of dice (penalties), then the clock phase.
    const ended = when(c, { type: 'FailAdventure', data: {} })
    expect(only(ended.events, 'AdventureFailed')[0].data.reason).toBe('no-dice-left')
    expect(types(ended.events)).toContain('StatChanged')
    expect(ended.state.attempt).toBeNull()
    expect(ended.state.turn.phase).toBe('clock')
  })

  it('ES-ITEMS-05 «Faza ataku» (l.934, 936): the last dice put on the combat task with a Unique Item in hand — the attack waits: the red die is added, or the attack ends; without a card it ends by itself', () => {
    const p = given(noSpaces).cards('the-missing-records').with(lockExtras[0]).items(0, 'uniqueItem', 1).did({ type: 'AwakenAncientOne', data: {} }).did({ type: 'AdvanceClock', data: {} })
    const a = when(roll(p, [P, P, P, P, L, L]), complete('combat', 'green-1', 'green-2'))
    const b = when(roll(a, [P, P, L, L]), complete('combat', 'green-3', 'green-4'))
    const c = when(roll(b, [P, P]), complete('combat', 'green-5', 'green-6'))
    expect(c.state.doom).toBe(5)
    expect(c.state.attempt?.card).toBe('ancient-one')
    expect(diceControls(d, c.state)).toMatchObject({ roll: null, add: ['red'], giveUp: true })
    leadsOn(c)
    const added = when(c, { type: 'AddDie', data: { colour: 'red', spend: 'uniqueItem' } })
    expect(diceControls(d, added.state)?.roll).toEqual(['red'])
    const stop = when(c, { type: 'FailAdventure', data: {} })
    expect(only(stop.events, 'AttemptEnded').map((e) => e.data.outcome)).toEqual(['attack-over'])
    expect(stop.state.turn.phase).toBe('clock')
  })
})
