import type { Command, GameEvent, LogEntry } from '@/core'
import type { GameStory, StoryMoment, StorySeries, StoryStep, StoryText } from '../module'

/**
 * The evening step by step, for a game's `story` (pure: no Vue, no storage). The log is folded
 * entry by entry with the game's own `evolve`, so every figure is the one the game showed at that
 * moment; the entries are grouped into steps (turns, rounds, the setup…) by the state their command
 * was played in, and each step's figures are those of the state after its last entry.
 */

/** Where an entry belongs: the step's identity, its short tick and its full name. */
export interface StepOf {
  key: string
  tick: string
  name: StoryText
}

/** The step before any other (the setup). */
export const SETUP: StepOf = { key: 'setup', tick: '0', name: { key: 'story:step.setup' } }

/** One entry as it was folded: the state before and after it, and the index of its step. */
export interface Folded<S, E> {
  seq: number
  events: readonly E[]
  before: S
  after: S
  step: number
}

/** The step of a game played in rounds: round 0 is the setup, a command after the end (`over`) the last round's. */
export const roundStep = (round: number, over: boolean): StepOf | null =>
  round === 0 ? SETUP : over ? null : { key: `r${round}`, tick: String(round), name: { key: 'story:step.round', params: { n: round } } }

export interface Timeline {
  steps: StoryStep[]
  /** Each figure's values, one per step (null where the figure was not there at that step's end). */
  figures: Map<string, (number | null)[]>
}

/**
 * How one type of event makes a turning point (a row of a game's `MomentTable`): its kind, drawn on
 * the charts as a mark or not, kept only the first time for the same `once`, only `when` the event
 * says so; `end`: the event ended the game (the timeline's `end`, the text of the story's result).
 */
export interface MomentRule<E> {
  kind: StoryMoment['kind']
  mark?: boolean
  once?: string
  when?(e: E): boolean
  end?: boolean
}

/** A game's turning points, by the type of the event that makes one. */
export type MomentTable<E extends GameEvent> = { readonly [T in E['type']]?: MomentRule<Extract<E, { type: T }>> }

/** The moment a table makes of one event at a step, into `moments`; true when the event ended the game. */
function seeMoment<E extends GameEvent>(table: MomentTable<E>, moments: Moments, e: E, step: number, seq: number): boolean {
  const rule = (table as Readonly<Record<string, MomentRule<E> | undefined>>)[e.type]
  if (!rule || (rule.when && !rule.when(e))) return false
  const m: StoryMoment = { kind: rule.kind, ...(rule.mark ? { mark: true } : {}), step, seq, text: { event: e } }
  if (rule.once) moments.first(rule.once, m)
  else moments.add(m)
  return rule.end === true
}

/**
 * Fold `entries` from `initial` and sample `figures` at the end of every step. A step's `seq` is the
 * last entry in it that moved one of the figures (where a tap on it should open the log), else its
 * last entry. `visit` sees every entry (a game picks its turning points there).
 */
export function timeline<S, C extends Command, E extends GameEvent>(o: {
  entries: readonly LogEntry<C, E>[]
  initial: S
  evolve(s: S, e: E): S
  /** The step of an entry, from the state its command was played in; null: the step of the entry before it. */
  stepOf(before: S, entry: LogEntry<C, E>): StepOf | null
  figures(s: S): Readonly<Record<string, number>>
  /**
   * Figures whose step value is the highest they reached in the step (after any event) rather than
   * the last: a count a rule resets (doom overflowing at 6 is cleared at once).
   */
  peak?(id: string): boolean
  visit?(f: Folded<S, E>): void
  /** The turning points the events make (`moments` of the result, in the order they happened). */
  moments?: MomentTable<E>
}): Timeline & { moments: StoryMoment[]; end: E | null } {
  const moments = new Moments()
  let end: E | null = null
  const steps: StoryStep[] = []
  const samples: Readonly<Record<string, number>>[] = []
  const order: string[] = []
  const seen = new Set<string>()
  /** Whether a figure moved in each step so far. */
  const movedIn: boolean[] = []
  let s = o.initial
  let key: string | null = null
  let last = o.figures(s)
  for (const entry of o.entries) {
    const before = s
    const at: StepOf | null = o.stepOf(before, entry) ?? (key === null ? SETUP : null)
    if (at && at.key !== key) {
      key = at.key
      steps.push({ tick: at.tick, name: at.name, seq: entry.seq })
      samples.push(last)
      movedIn.push(false)
    }
    const i = steps.length - 1
    for (const e of entry.events) {
      s = o.evolve(s, e)
      // A peak may last one event only (a rule check clears it in the same entry).
      if (o.peak) samples[i] = peaked(samples[i], o.figures(s), o.peak)
    }
    const now = o.figures(s)
    for (const k of Object.keys(now)) {
      if (!seen.has(k)) {
        seen.add(k)
        order.push(k)
      }
    }
    if (moved(last, now)) movedIn[i] = true
    // The last entry that moved a figure; in a step where none did, its last entry.
    if (movedIn[i] ? moved(last, now) : true) steps[i].seq = entry.seq
    samples[i] = o.peak ? peaked(samples[i], now, o.peak) : now
    last = now
    if (o.moments) for (const e of entry.events) if (seeMoment(o.moments, moments, e, i, entry.seq)) end = e
    o.visit?.({ seq: entry.seq, events: entry.events, before, after: s, step: i })
  }
  const figures = new Map<string, (number | null)[]>()
  for (const k of order) figures.set(k, samples.map((r) => (Object.hasOwn(r, k) ? r[k] : null)))
  return { steps, figures, moments: moments.list, end }
}

/** `now`, with the figures `peak` names kept at their highest since the step began (`sofar`). */
function peaked(sofar: Readonly<Record<string, number>>, now: Readonly<Record<string, number>>, peak: (id: string) => boolean): Readonly<Record<string, number>> {
  const out: Record<string, number> = { ...now }
  for (const k of Object.keys(now)) if (peak(k) && Object.hasOwn(sofar, k) && sofar[k] > now[k]) out[k] = sofar[k]
  return out
}

function moved(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return true
  return ka.some((k) => a[k] !== b[k])
}

/** A game's story over its timeline: the steps on an axis of turns or rounds, the charts, the timeline's moments (or the game's own), the result. */
export function storyOf(t: Timeline & { moments: StoryMoment[] }, axis: 'turn' | 'round', o: Pick<GameStory, 'charts' | 'result'> & { moments?: StoryMoment[] }): GameStory {
  return { axis: { key: `story:axis.${axis}` }, steps: t.steps, charts: o.charts, moments: o.moments ?? t.moments, result: o.result }
}

/** A series of the timeline's figure `id` (an empty one when the figure never showed). */
export function seriesOf(t: Timeline, id: string, label: StoryText, extra: Partial<StorySeries> = {}): StorySeries {
  return { id, label, values: t.figures.get(id) ?? t.steps.map(() => null), ...extra }
}

/** Turning points in the order they happened, each kind of «first» kept once. */
export class Moments {
  readonly list: StoryMoment[] = []
  private firsts = new Set<string>()
  add(m: StoryMoment): void {
    this.list.push(m)
  }
  /** Add it only the first time `once` is seen. */
  first(once: string, m: StoryMoment): void {
    if (this.firsts.has(once)) return
    this.firsts.add(once)
    this.list.push(m)
  }
}
