/**
 * Given / when / then for the AH2e rules (house style: Emmett's decider specification).
 *
 * `given()` sets a game up through the real `SetUpGame` command and then builds an exact position by
 * folding synthetic events through `evolve`. The synthetic events are appended to the setup entry,
 * which is an undo barrier, so `foldEntries(log) === state` still holds and undo never drops the
 * position. `when()` runs a real command with `execute`; `then` is plain `expect` on the events and
 * the state.
 */
import { expect } from 'vitest'
import { execute, foldEntries, type LogEntry, type Result, type RuleViolation, type Session } from '@/core'
import { ah2e, type Ah2eCommand, type Ah2eDefinition, type Ah2eEvent, type Ah2eSettings, type Ah2eState, type ExpansionId } from '@/games/ah2e/rules'
import { ah2eData } from '@/games/ah2e/data'
import { evolve } from '@/games/ah2e/rules/evolve'

export type S = Session<Ah2eState, Ah2eCommand, Ah2eEvent>
export type Entry = LogEntry<Ah2eCommand, Ah2eEvent>

export interface GivenOptions {
  players?: number
  /** An Ancient One id, or null to have the engine draw one. Default `yig` (doom track 10). */
  ancientOne?: string | null
  seed?: string
  settings?: Partial<Ah2eSettings>
  investigatorNames?: string[]
  /**
   * Mark the setup Mythos card as done (a synthetic `MythosPhaseEnded`), so the next
   * `DrawMythosCard` is a normal Mythos phase. Default true. No gate, no doom, no monster.
   */
  setupDone?: boolean
  def?: Ah2eDefinition
  /** Expansions in play (`['innsmouth']` for the Innsmouth board). Default: none. */
  expansions?: ExpansionId[]
  herald?: string | null
}

/** The 11 red-diamond locations (rulebook «Przygotowanie do gry», step 2; digest Appendix A ★). */
export const UNSTABLE = [
  'independence-square', 'hibbs-roadhouse', 'the-unnamable', 'unvisited-isle', 'black-cave', 'graveyard',
  'science-building', 'silver-twilight-lodge', 'the-witch-house', 'woods', 'historical-society',
] as const

export const STREETS = [
  'northside-streets', 'downtown-streets', 'easttown-streets', 'merchant-district-streets', 'rivertown-streets',
  'miskatonic-u-streets', 'french-hill-streets', 'uptown-streets', 'southside-streets',
] as const

/** A position under construction. Every helper folds real events, so the state stays consistent. */
export class Position {
  constructor(public session: S, readonly def: Ah2eDefinition) {}

  get state(): Ah2eState {
    return this.session.state
  }

  /** Fold events onto the state and record them in the (undo-barrier) setup entry. */
  with(...events: Ah2eEvent[]): this {
    let state = this.session.state
    for (const e of events) state = evolve(state, { ...e, cause: e.cause ?? 'test/given' } as Ah2eEvent)
    const [first, ...rest] = this.session.entries
    const tagged = events.map((e) => ({ ...e, cause: e.cause ?? 'test/given' }) as Ah2eEvent)
    this.session = { ...this.session, entries: [{ ...first, events: [...first.events, ...tagged] }, ...rest], state }
    return this
  }

  /** Open a gate at `location` (the top marker of the stack unless one is named). No doom, no monster. */
  gate(location: string, markerId?: string): this {
    const marker = markerId ?? this.state.gateStack[0]
    return this.with({ type: 'GateOpened', data: { location, markerId: marker } })
  }

  /** Put a token of this monster kind from the cup on `place`; returns the uid through `out`. */
  monster(kind: string, place: string, out?: string[]): this {
    const uid = Object.keys(this.state.monsters).filter((u) => u.startsWith(`${kind}#`) && this.state.monsters[u] === 'cup').sort()[0]
    if (!uid) throw new Error(`no ${kind} left in the cup`)
    out?.push(uid)
    return this.with({ type: 'MonsterAppeared', data: { uid, location: place } })
  }

  /** Put `n` monsters from the cup on `place`, kinds chosen by `filter` (default: any), in uid order. */
  fill(place: string, n: number, filter: (uid: string) => boolean = () => true, out?: string[]): this {
    const uids = Object.keys(this.state.monsters).filter((u) => this.state.monsters[u] === 'cup' && filter(u)).sort().slice(0, n)
    if (uids.length < n) throw new Error(`only ${uids.length} monsters in the cup for ${place}`)
    out?.push(...uids)
    return this.with(...uids.map((uid) => ({ type: 'MonsterAppeared', data: { uid, location: place } }) as Ah2eEvent))
  }

  /** Leave only these kinds in the cup (the rest go to the box), to make monster draws deterministic. */
  cupOnly(...kinds: string[]): this {
    const uids = Object.keys(this.state.monsters).filter((u) => this.state.monsters[u] === 'cup' && !kinds.includes(u.slice(0, u.lastIndexOf('#'))))
    return this.with(...uids.map((uid) => ({ type: 'MonsterBoxed', data: { uid } }) as Ah2eEvent))
  }

  /** Empty the cup entirely (to the box). */
  emptyCup(keep = 0): this {
    const uids = Object.keys(this.state.monsters).filter((u) => this.state.monsters[u] === 'cup').sort().slice(keep)
    return this.with(...uids.map((uid) => ({ type: 'MonsterBoxed', data: { uid } }) as Ah2eEvent))
  }

  /** Place investigator `n` (1-based) on a space, with a Sneak value if given. */
  investigator(n: number, place: string | null, sneak?: number | null): this {
    const id = `inv-${n}`
    this.with({ type: 'InvestigatorMoved', data: { investigatorId: id, to: place } })
    if (sneak !== undefined) this.with({ type: 'InvestigatorUpdated', data: { investigatorId: id, sneak } })
    return this
  }

  /** An explored marker under investigator `n` (1-based), at the place they stand. */
  explored(n: number): this {
    const inv = this.state.investigators[n - 1]
    return this.with({ type: 'ExploredMarkerPlaced', data: { investigatorId: inv.id, location: inv.location ?? '' } })
  }

  terror(to: number): this {
    return this.with({ type: 'TerrorCorrected', data: { to } })
  }

  doom(n: number): this {
    return n > 0 ? this.with({ type: 'DoomAdded', data: { amount: n } }) : this
  }

  seal(location: string): this {
    return this.with({ type: 'ElderSignPlaced', data: { location, fromTrack: false } })
  }

  clues(n: number, investigator: number): this {
    return this.with({ type: 'CluesTaken', data: { investigatorId: `inv-${investigator}`, location: null, count: n } })
  }

  /** Give investigator `n` gate trophies: markers from the stack, opened and closed off the board. */
  gateTrophies(count: number, investigator: number): this {
    for (let i = 0; i < count; i++) {
      const marker = this.state.gateStack[0]
      this.with(
        { type: 'GateOpened', data: { location: `test-offboard-${marker}`, markerId: marker } },
        { type: 'GateClosed', data: { location: `test-offboard-${marker}`, markerId: marker, investigatorId: `inv-${investigator}` } },
      )
    }
    return this
  }

  /** Give investigator `n` monster trophies from the cup. */
  monsterTrophies(count: number, investigator: number): this {
    const uids = Object.keys(this.state.monsters).filter((u) => this.state.monsters[u] === 'cup').sort().slice(0, count)
    return this.with(...uids.map((uid) => ({ type: 'MonsterTrophyTaken', data: { uid, investigatorId: `inv-${investigator}` } }) as Ah2eEvent))
  }

  /** Put these Mythos cards on top of the deck, in this order (the rest keep their order). */
  deckTop(...cardIds: string[]): this {
    const rest = this.state.mythosDeck.filter((c) => !cardIds.includes(c))
    return this.with({ type: 'MythosDeckReshuffled', data: { order: [...cardIds, ...rest] } })
  }

  /** Fold a real command's events into the position (e.g. to put an Environment in play). */
  did(command: Ah2eCommand): this {
    const r = execute(this.def, this.session, command)
    if (!r.ok) throw new Error(`given command ${command.type} refused: ${r.error.code} ${r.error.message}`)
    this.session = r.value.session
    return this
  }

  build(): S {
    return this.session
  }
}

/** A set-up game (real `SetUpGame`), ready for a position to be built on it. */
export function given(opts: GivenOptions = {}): Position {
  const def = opts.def ?? ah2e
  const seed = opts.seed ?? 'rules-test'
  const setup = execute(def, { seed, entries: [], redo: [], state: def.initialState() }, {
    type: 'SetUpGame',
    data: {
      players: opts.players ?? 4,
      ancientOne: opts.ancientOne === undefined ? 'yig' : opts.ancientOne,
      ...(opts.settings ? { settings: opts.settings } : {}),
      ...(opts.investigatorNames ? { investigatorNames: opts.investigatorNames } : {}),
      ...(opts.expansions ? { expansions: opts.expansions } : {}),
      ...(opts.herald !== undefined ? { herald: opts.herald } : {}),
    },
  })
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.code}`)
  const p = new Position(setup.value.session, def)
  if (opts.setupDone !== false) p.with({ type: 'MythosPhaseEnded', data: { nextTurn: 1, firstPlayer: 0 } })
  return p
}

export interface When {
  session: S
  events: Ah2eEvent[]
  state: Ah2eState
  before: Ah2eState
}

/** Run a command that must be accepted; fails the test with the violation otherwise. */
export function when(s: S | Position, command: Ah2eCommand, def: Ah2eDefinition = ah2e): When {
  const session = s instanceof Position ? s.build() : s
  const d = s instanceof Position ? s.def : def
  const r = execute(d, session, command)
  if (!r.ok) expect.fail(`${command.type} refused: ${r.error.code}: ${r.error.message}`)
  return { session: r.value.session, events: r.value.entry.events, state: r.value.session.state, before: session.state }
}

/** Run a command that must be refused; checks the code and that nothing changed. */
export function refused(s: S | Position, command: Ah2eCommand, code?: string | RegExp, def: Ah2eDefinition = ah2e): RuleViolation {
  const session = s instanceof Position ? s.build() : s
  const d = s instanceof Position ? s.def : def
  const snapshot = structuredClone(session)
  let r: Result<unknown>
  try {
    r = execute(d, session, command)
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

/** A sequence of accepted commands. */
export function play(s: S | Position, ...commands: Ah2eCommand[]): When {
  let session = s instanceof Position ? s.build() : s
  const def = s instanceof Position ? s.def : ah2e
  const before = session.state
  let events: Ah2eEvent[] = []
  for (const c of commands) {
    const w = when(session, c, def)
    session = w.session
    events = [...events, ...w.events]
  }
  return { session, events, state: session.state, before }
}

export const draw = (cardId?: string): Ah2eCommand => ({ type: 'DrawMythosCard', data: cardId === undefined ? {} : { cardId } })

export const types = (events: readonly Ah2eEvent[]) => events.map((e) => e.type)

export function only<T extends Ah2eEvent['type']>(events: readonly Ah2eEvent[], type: T): Extract<Ah2eEvent, { type: T }>[] {
  return events.filter((e): e is Extract<Ah2eEvent, { type: T }> => e.type === type)
}

/** Where monsters appeared (per location), from the events. */
export function appearedAt(events: readonly Ah2eEvent[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const e of only(events, 'MonsterAppeared')) out[e.data.location] = (out[e.data.location] ?? 0) + 1
  return out
}

export const placeOf = (state: Ah2eState, uid: string) => state.monsters[uid]
/** The first monster (uid order) still in the cup, optionally of a kind matching `filter`. */
export function cupUid(state: Ah2eState, filter: (uid: string) => boolean = () => true): string {
  const uid = Object.keys(state.monsters).filter((u) => state.monsters[u] === 'cup' && filter(u)).sort()[0]
  if (!uid) throw new Error('no such monster in the cup')
  return uid
}
export const countAt = (state: Ah2eState, place: string) => Object.values(state.monsters).filter((p) => p === place).length

const arkham = new Set(ah2eData.spaces.filter((s) => s.board === 'arkham' && (s.kind === 'street' || s.kind === 'location')).map((s) => s.id))
/** Monsters counting toward the limit, counted from the rule (Arkham streets + locations + the Sky), not from the engine. */
export const onBoard = (state: Ah2eState) => Object.values(state.monsters).filter((p) => p === 'sky' || arkham.has(p)).length

/** The fold of the log equals the state (checked in every scenario that uses it). */
export function expectFoldConsistent(s: S, def: Ah2eDefinition = ah2e): void {
  expect(foldEntries(def, s.entries)).toEqual(s.state)
}

export const inv = (state: Ah2eState, n: number) => state.investigators[n - 1]

export { ah2eData }
