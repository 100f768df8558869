/**
 * A game file for the browser bench made by random play with the game's own rules (`rules.sample`,
 * the conformance kit's way): seeded, so the same file every run. Play stops when the game ends or
 * after `maxCommands`; the file is cut at the last point where `usable(state)` held (the state the
 * bench's tap needs). Used by scripts/bench-games/elder-sign.mjs and ah3e.mjs.
 */
import { createRng, step, type AnyRules, type Command, type GameEvent, type LogEntry } from '../../src/core'
import { serializeGameFile } from '../../src/core/game-file'

export interface SampledGame<S> {
  name: string
  text: string
  events: number
  lastSeq: number
  state: S
}

export function sampledGame<S>(rules: AnyRules, o: { seed: string; name: string; maxCommands: number; minCommands: number; usable: (s: S) => boolean; tries?: number }): SampledGame<S> {
  let best: { entries: LogEntry<Command, GameEvent>[]; state: S; seed: string } | null = null
  for (let t = 0; t < (o.tries ?? 40) && (!best || best.entries.length < o.minCommands); t++) {
    const seed = `${o.seed}-${t}`
    const rng = createRng(`sampled:${seed}`)
    const entries: LogEntry<Command, GameEvent>[] = []
    const r0 = step(rules, seed, rules.initialState(), 1, rules.setupCommand(rules.sampleSetup(rng)) as Command)
    if (!r0.ok) throw new Error(`${rules.id}: refused setup ${r0.error.code}`)
    entries.push(r0.value.entry as LogEntry<Command, GameEvent>)
    let state = r0.value.state as S
    let cut: number | null = o.usable(state) ? 1 : null
    let cutState = state
    for (let i = 0; i < o.maxCommands && rules.stage(state) !== 'ended'; i++) {
      let moved = false
      for (const command of rules.sample(state, rng)) {
        const r = step(rules, seed, state, entries.length + 1, command)
        if (!r.ok) continue
        entries.push(r.value.entry as LogEntry<Command, GameEvent>)
        state = r.value.state as S
        moved = true
        break
      }
      if (!moved) break
      if (o.usable(state)) {
        cut = entries.length
        cutState = state
      }
    }
    if (cut !== null && (!best || cut > best.entries.length)) best = { entries: entries.slice(0, cut), state: cutState, seed }
  }
  if (!best) throw new Error(`${rules.id}: no sampled game reached a usable state`)
  const text = serializeGameFile({ game: rules.id, rulesVersion: rules.rulesVersion, name: o.name, createdAt: '2026-01-15T19:30:00.000Z', seed: best.seed }, { entries: best.entries, redo: [] })
  return { name: o.name, text, events: best.entries.reduce((n, e) => n + e.events.length, 0), lastSeq: best.entries.length, state: best.state }
}
