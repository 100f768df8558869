/**
 * Given / when / then for the Elder Sign rules (house style: Emmett's decider specification).
 *
 * `given()` sets a game up through the real `SetUpGame` command (Yig by default, two players,
 * every unknown adventure lock answered "none" so no question opens), answers the setup Mythos card
 * with a card that does nothing, and then builds an exact position by folding synthetic events
 * through `evolve` into the setup entry (an undo barrier), so `foldEntries(log) === state` still
 * holds. `when()` runs a real command; `refused()` checks the code and that nothing changed.
 */
import { expect } from 'vitest'
import { execute, foldEntries, type Result, type RuleViolation, type Session } from '@/core'
import { elderSignData } from '@/games/elder-sign/data'
import type { EsData, FaceId } from '@/games/elder-sign/data'
import {
  createElderSign, elderSign, evolve, monsterPlacements, rollingPool, type AncientOneFacts, type DieId, type EsCommand, type EsEvent, type EsRules, type EsSetup, type EsState,
  type InvestigatorState, type MonsterTokenFacts, type MythosInput,
} from '@/games/elder-sign/rules'

export type S = Session<EsState, EsCommand, EsEvent>

export interface GivenOptions {
  /** Investigator ids, one per player (default Mandy Thompson and Bob Jenkins: no rule flags). */
  investigators?: (string | null)[]
  ancientOne?: string | null
  /** Owner facts for the Ancient One (default for Yig: monster spaces 3 and 6). */
  aoFacts?: AncientOneFacts
  seed?: string
  firstPlayer?: number | null
  /** Leave unknown adventure locks unanswered (the app will ask). Default false. */
  askLocks?: boolean
  /** Answer the setup Mythos card (default: a card with no effect). false = leave the question open. */
  setupMythos?: MythosInput | false
  data?: EsData
  def?: EsRules
}

export const d = elderSignData

/** Every adventure whose locked die the data does not know, answered "none". */
export const noLocks = (data: EsData = d) => Object.fromEntries(data.adventures.filter((a) => a.lockedDie === null).map((a) => [a.id, 'none' as const]))

export class Position {
  constructor(public session: S, readonly def: EsRules, readonly data: EsData) {}

  get state(): EsState {
    return this.session.state
  }

  /** Fold events onto the state and record them in the (undo-barrier) setup entry. */
  with(...events: EsEvent[]): this {
    const tagged = events.map((e) => ({ ...e, cause: e.cause ?? 'test/given' }) as EsEvent)
    let state = this.session.state
    for (const e of tagged) state = evolve(state, e)
    const [first, ...rest] = this.session.entries
    this.session = { ...this.session, entries: [{ ...first, events: [...first.events, ...tagged] }, ...rest], state }
    return this
  }

  /** Replace the six adventures in play by these cards (Adventure places 0–5, Other Worlds below). */
  cards(...ids: string[]): this {
    const out: EsEvent[] = [
      ...this.state.locks.filter((l) => l.by.kind === 'adventure' || l.by.kind === 'monster').map((l) => ({ type: 'LockReleased', data: { lock: l.id, die: l.die, passedTo: null } }) as EsEvent),
      ...this.state.monsters.map((m) => ({ type: 'MonsterReturnedToCup', data: { token: m.id } }) as EsEvent),
      ...this.state.adventures.map((a) => ({ type: 'AdventureDiscarded', data: { card: a.card } }) as EsEvent),
    ]
    let slot = 0
    for (const id of ids) {
      const a = this.data.adventures.find((x) => x.id === id)
      if (!a) throw new Error(`no adventure ${id}`)
      out.push({ type: 'AdventureDealt', data: { card: id, deck: a.deck, slot: a.deck === 'adventure' ? slot++ : null } })
    }
    return this.with(...out)
  }

  /** Put these cards on top of the Adventure or Other World deck (the next cards dealt); cards in play are taken out of play first. */
  deckTop(...ids: string[]): this {
    const out: EsEvent[] = []
    for (const deck of ['adventure', 'other-world'] as const) {
      const mine = ids.filter((c) => this.data.adventures.find((a) => a.id === c)?.deck === deck)
      if (mine.length === 0) continue
      for (const c of mine) if (this.state.adventures.some((a) => a.card === c)) out.push({ type: 'AdventureDiscarded', data: { card: c } })
      let state = this.state
      for (const e of out) state = evolve(state, e)
      const list = deck === 'adventure' ? state.adventureDeck : state.otherWorldDeck
      out.push({ type: 'AdventureDeckCorrected', data: { deck, order: [...mine, ...list.filter((c) => !mine.includes(c))] } })
    }
    return this.with(...out)
  }

  stats(player: number, s: Partial<Pick<InvestigatorState, 'sanity' | 'stamina' | 'clues'>>): this {
    const inv = this.state.players[player].investigator!
    return this.with(...(Object.entries(s) as [keyof typeof s, number][]).map(([stat, to]) => ({ type: 'StatChanged', data: { investigator: inv.id, stat, to } }) as EsEvent))
  }

  items(player: number, item: 'commonItem' | 'uniqueItem' | 'spell' | 'ally', to: number): this {
    return this.with({ type: 'ItemsChanged', data: { investigator: this.state.players[player].investigator!.id, item, to } })
  }

  doom(to: number): this {
    return this.with({ type: 'DoomCorrected', data: { to } })
  }

  elderSigns(to: number): this {
    return this.with({ type: 'ElderSignsCorrected', data: { to } })
  }

  /** Give a player an adventure card trophy (from the deck). */
  trophyCard(player: number, card: string): this {
    const a = this.data.adventures.find((x) => x.id === card)!
    return this.with(
      { type: 'AdventureDealt', data: { card, deck: a.deck, slot: null } },
      { type: 'AdventureCompleted', data: { card, investigator: this.state.players[player].investigator!.id, deck: a.deck, trophies: a.trophies } },
    )
  }

  /** Run a real command as part of the position (a separate log entry). */
  did(command: EsCommand): this {
    const r = execute(this.def, this.session, command)
    if (!r.ok) throw new Error(`given command ${command.type} refused: ${r.error.code} ${r.error.message}`)
    this.session = r.value.session
    return this
  }

  build(): S {
    return this.session
  }
}

export function setupCommand(opts: GivenOptions = {}): EsCommand {
  const ao = opts.ancientOne === undefined ? 'yig' : opts.ancientOne
  const setup: EsSetup = {
    players: (opts.investigators ?? ['mandy-thompson', 'bob-jenkins']).map((investigator) => ({ investigator })),
    ancientOne: ao,
    firstPlayer: opts.firstPlayer === undefined ? 0 : opts.firstPlayer,
    facts: {
      ...(ao ? { ancientOnes: { [ao]: opts.aoFacts ?? (ao === 'yig' ? { monsterSpaces: [3, 6] } : {}) } } : {}),
      ...(opts.askLocks ? {} : { adventureLocks: noLocks(opts.data) }),
    },
  }
  return { type: 'SetUpGame', data: setup }
}

/** A set-up game (real `SetUpGame` and setup Mythos), turn 1 of the first player. */
export function given(opts: GivenOptions = {}): Position {
  const data = opts.data ?? d
  const def = opts.def ?? (opts.data ? createElderSign(opts.data) : elderSign)
  const r = execute(def, { seed: opts.seed ?? 'rules-test', entries: [], redo: [], state: def.initialState() }, setupCommand(opts))
  if (!r.ok) throw new Error(`setup refused: ${r.error.code} ${r.error.message}`)
  const p = new Position(r.value.session, def, data)
  // A card dealt at setup may bring monsters (Public Lavatory): place them where the app allows first.
  while (p.state.pending?.kind === 'monster-placement') {
    const o = monsterPlacements(p.state, data, p.state.pending.card)[0]
    p.did({ type: 'PlaceMonster', data: { card: o.card, spot: o.spot, token: { requires: [{ lore: 1 }], trophies: 1 } } })
  }
  if (opts.setupMythos !== false && p.state.pending?.kind === 'mythos-card') p.did({ type: 'DrawMythos', data: { card: opts.setupMythos ?? {} } })
  return p
}

export interface When {
  session: S
  events: EsEvent[]
  state: EsState
  before: EsState
  /** The rules the session is played with (a test data set travels with it). */
  def: EsRules
}

/** Where a step of a test starts: a built position, the result of a previous step, or a bare session (shipped rules). */
export type From = S | Position | When

function unpack(s: From): { session: S; def: EsRules } {
  if (s instanceof Position) return { session: s.build(), def: s.def }
  if ('def' in s && 'session' in s) return { session: s.session, def: s.def }
  return { session: s as S, def: elderSign }
}

export function when(s: From, command: EsCommand): When {
  const { session, def } = unpack(s)
  const r = execute(def, session, command)
  if (!r.ok) expect.fail(`${command.type} refused: ${r.error.code}: ${r.error.message}`)
  return { session: r.value.session, events: r.value.entry.events, state: r.value.session.state, before: session.state, def }
}

export function refused(s: From, command: EsCommand, code?: string | RegExp): RuleViolation {
  const { session, def } = unpack(s)
  const snapshot = structuredClone(session)
  let r: Result<unknown>
  try {
    r = execute(def, session, command)
  } catch (err) {
    return expect.fail(`execute threw: ${String(err)}`)
  }
  if (r.ok) return expect.fail(`${command.type} was accepted; expected ${String(code)}`)
  if (code instanceof RegExp) expect(r.error.code).toMatch(code)
  else if (code) expect(r.error.code).toBe(code)
  expect(r.error.code).not.toBe('core/internal-error')
  expect(session).toEqual(snapshot)
  return r.error
}

/** Accepted commands in sequence. */
export function play(s: From, ...commands: EsCommand[]): When {
  const { session: start, def } = unpack(s)
  let session = start
  let events: EsEvent[] = []
  for (const c of commands) {
    const r = execute(def, session, c)
    if (!r.ok) expect.fail(`${c.type} refused: ${r.error.code}: ${r.error.message}`)
    session = r.value.session
    events = [...events, ...r.value.entry.events]
  }
  return { session, events, state: session.state, before: start.state, def }
}

// ---------------------------------------------------------------------------------------------
// Command shorthands

export const move = (to?: string): EsCommand => ({ type: 'MoveInvestigator', data: to === undefined ? {} : { to } })
export const clock = (): EsCommand => ({ type: 'AdvanceClock', data: {} })
export const failRoll = (): EsCommand => ({ type: 'FailRoll', data: {} })
export const discard = (die: DieId): EsCommand => ({ type: 'DiscardDie', data: { die } })
export const complete = (task: string, ...dice: DieId[]): EsCommand => ({ type: 'CompleteTask', data: { task, dice } })
export const mythos = (card: MythosInput = {}): EsCommand => ({ type: 'DrawMythos', data: { card } })
export const token = (requires: MonsterTokenFacts['requires'], extra: Partial<MonsterTokenFacts> = {}): MonsterTokenFacts => ({ requires, trophies: 1, ...extra })

/** Roll the pool with these faces, given in the pool's die order (green-1… then yellow, red). */
export function rollFaces(state: EsState, faces: FaceId[]): EsCommand {
  const pool = rollingPool(state)
  if (pool.length !== faces.length) throw new Error(`pool has ${pool.length} dice: ${pool.join(',')}`)
  return { type: 'Roll', data: { faces: Object.fromEntries(pool.map((die, i) => [die, faces[i]])) } }
}

/** Roll with faces on the current session. */
export function roll(s: From, faces: FaceId[]): When {
  return when(s, rollFaces(unpack(s).session.state, faces))
}

export const types = (events: readonly EsEvent[]) => events.map((e) => e.type)

export function only<T extends EsEvent['type']>(events: readonly EsEvent[], type: T): Extract<EsEvent, { type: T }>[] {
  return events.filter((e): e is Extract<EsEvent, { type: T }> => e.type === type)
}

export const inv = (state: EsState, player: number) => state.players[player].investigator!

export function expectFoldConsistent(s: S, def: EsRules = elderSign): void {
  expect(foldEntries(def, s.entries)).toEqual(s.state)
}

/** A copy of the data with one adventure changed (e.g. a clock cost no base card records). */
export function dataWith(id: string, change: (a: EsData['adventures'][number]) => void): EsData {
  const copy = structuredClone(d)
  const a = copy.adventures.find((x) => x.id === id)!
  change(a)
  return copy
}
