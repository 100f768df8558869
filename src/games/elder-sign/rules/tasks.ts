import { fail, ok, type Result } from '../../../core'
import { indexOf } from '../data'
import type { EsData, FaceId, Requirement, RuleFlag, TaskCost } from '../data/types'
import { activeInvestigator, DIE_IDS, isDieId, type DieId, type EsState, type MonsterInPlay, type MonsterSpot } from './state'

/**
 * Tasks and dice: which tasks a roll can complete, with which dice. Pure functions over the state;
 * the dice board calls `legalTasks` to highlight tasks and `canComplete` to explain a refusal, and
 * `decide` uses the same `canComplete`, so the board and the rules never disagree.
 *
 * Rulebook «Zadania» (l.261–299), «Wykonywanie zadań» (l.331–343), «Dodawanie kości do puli»
 * (l.616–618: the Wildcard), «Potwory» (l.783–871: monster tasks).
 */

/** A task as it stands now on a card: the printed row changed by the monsters on it. */
export interface EffectiveTask {
  /** `t<i>` for the card's i-th row, `m:<token>` for a task a monster adds, `combat` for the Ancient One. */
  key: string
  requires: Requirement[]
  cost: TaskCost | null
  /** The monster on this task (defeated when the task is completed). */
  monster: string | null
  done: boolean
}

type Symbol = 'lore' | 'peril' | 'terror'

const SYMBOLS: readonly Symbol[] = ['lore', 'peril', 'terror']

/** Investigation value a face gives (the Wildcard may count as 4 Investigation, FAQ v1.0). */
export function investigationOf(face: FaceId): number {
  switch (face) {
    case 'investigation-1':
      return 1
    case 'investigation-2':
      return 2
    case 'investigation-3':
      return 3
    case 'investigation-4':
    case 'wildcard':
      return 4
    default:
      return 0
  }
}

const matchesSymbol = (face: FaceId, sym: Symbol) => face === sym || face === 'wildcard'

function symbolOf(r: Requirement): Symbol | null {
  for (const s of SYMBOLS) if (s in r) return s
  return null
}

/**
 * Whether some of `faces` meet every requirement (each die on at most one requirement; excess
 * Investigation is lost, l.363). Backtracking over the symbols, then a partition for the
 * Investigation requirements.
 */
export function covers(faces: readonly FaceId[], requires: readonly Requirement[]): boolean {
  const syms: Symbol[] = []
  const invs: number[] = []
  for (const r of requires) {
    const s = symbolOf(r)
    if (s) syms.push(s)
    else invs.push((r as { investigation: number }).investigation)
  }
  if (syms.length > faces.length) return false
  const used = new Array<boolean>(faces.length).fill(false)
  const coverSymbols = (j: number): boolean => {
    if (j === syms.length) return coverInvestigation(faces.filter((_, i) => !used[i]).map(investigationOf).filter((v) => v > 0), invs)
    const tried = new Set<FaceId>()
    for (let i = 0; i < faces.length; i++) {
      if (used[i] || tried.has(faces[i]) || !matchesSymbol(faces[i], syms[j])) continue
      tried.add(faces[i])
      used[i] = true
      if (coverSymbols(j + 1)) return true
      used[i] = false
    }
    return false
  }
  return coverSymbols(0)
}

function coverInvestigation(values: number[], needs: number[]): boolean {
  if (needs.length === 0) return true
  const total = values.reduce((a, b) => a + b, 0)
  if (needs.length === 1) return total >= needs[0]
  if (total < needs.reduce((a, b) => a + b, 0)) return false
  const v = values.slice().sort((a, b) => b - a)
  const left = needs.slice()
  const go = (i: number): boolean => {
    if (left.every((n) => n <= 0)) return true
    if (i === v.length) return false
    for (let g = 0; g < left.length; g++) {
      if (left[g] <= 0) continue
      left[g] -= v[i]
      if (go(i + 1)) return true
      left[g] += v[i]
    }
    return go(i + 1)
  }
  return go(0)
}

/** The dice the active player may put on a task now, with their faces. */
export function usableDice(state: EsState): { die: DieId; face: FaceId; held: boolean }[] {
  const a = state.attempt
  if (!a) return []
  const out: { die: DieId; face: FaceId; held: boolean }[] = []
  for (const d of DIE_IDS) {
    const p = state.dice[d]
    if (p.at === 'rolled') out.push({ die: d, face: p.face, held: false })
    else if (p.at === 'focused' && p.by === a.investigator) out.push({ die: d, face: p.face, held: true })
    else if (p.at === 'assisted' && a.helpers.includes(p.by)) out.push({ die: d, face: p.face, held: true })
    // A die held on a Spell can be used by anyone on any turn (l.640).
    else if (p.at === 'spell') out.push({ die: d, face: p.face, held: true })
  }
  return out
}

const monsterRequires = (state: EsState, m: MonsterInPlay): Requirement[] =>
  m.defeated ? [] : state.ancientOne?.monstersAddTerror ? [...m.requires, { terror: 1 }] : m.requires

const sameSpot = (a: MonsterSpot, b: MonsterSpot) =>
  a.kind === b.kind && (a.kind === 'frame' ? a.task === (b as { task: number }).task : a.kind === 'empty' ? a.slot === (b as { slot: number }).slot : true)

/**
 * The tasks of a card in order: the printed rows (a monster on a full frame replaces the row, on a
 * partial frame only the framed symbols), then the monsters in empty frames, then the monsters
 * under the card (on a card with the arrow they are the last tasks, l.803). A monster turned face
 * down by an item or spell no longer asks for anything (l.865–869). `combat` for the Ancient One.
 */
export function effectiveTasks(state: EsState, data: EsData, card: string): EffectiveTask[] {
  const completed = state.attempt?.card === card ? state.attempt.completed : []
  if (card === 'ancient-one') {
    const t = state.ancientOne?.combatTask
    return t ? [{ key: 'combat', requires: t, cost: null, monster: null, done: false }] : []
  }
  const a = indexOf(data).adventure(card)
  if (!a) return []
  const mons = state.monsters.filter((m) => m.card === card)
  const out: EffectiveTask[] = []
  a.tasks.forEach((t, i) => {
    const key = `t${i}`
    const m = mons.find((x) => sameSpot(x.spot, { kind: 'frame', task: i }))
    if (!m) {
      out.push({ key, requires: t.requires, cost: t.cost, monster: null, done: completed.includes(key) })
      return
    }
    const kept = t.monsterFrame && t.monsterFrame !== 'full' ? t.requires.filter((_, j) => !(t.monsterFrame as { partial: number[] }).partial.includes(j)) : []
    const requires = [...kept, ...monsterRequires(state, m)]
    if (requires.length === 0) return
    out.push({ key, requires, cost: t.cost, monster: m.id, done: completed.includes(key) })
  })
  const extra = [
    ...mons.filter((m) => m.spot.kind === 'empty').sort((x, y) => (x.spot as { slot: number }).slot - (y.spot as { slot: number }).slot),
    ...mons.filter((m) => m.spot.kind === 'under'),
  ]
  for (const m of extra) {
    if (m.defeated) continue
    const key = `m:${m.id}`
    out.push({ key, requires: monsterRequires(state, m), cost: null, monster: m.id, done: completed.includes(key) })
  }
  return out
}

/** Why a task cannot be completed now (namespaced codes the UI translates). */
export type TaskRefusal =
  | 'task/no-attempt'
  | 'task/not-rolled'
  | 'task/one-per-roll'
  | 'task/unknown-task'
  | 'task/already-done'
  | 'task/out-of-order'
  | 'task/cost-would-kill'
  | 'task/dice-do-not-match'

export interface TaskOption extends EffectiveTask {
  /** `ok`, or why not. */
  status: 'ok' | TaskRefusal
  /** For `ok`: a smallest set of usable dice that completes it (rolled dice before held ones). */
  dice: DieId[] | null
}

const TASK_MESSAGES: Record<TaskRefusal | 'task/no-dice' | 'task/duplicate-die' | 'task/die-not-available' | 'task/unneeded-die', string> = {
  'task/no-attempt': 'No adventure is being resolved.',
  'task/not-rolled': 'Roll the dice first.',
  'task/one-per-roll': 'Only one task can be completed with one roll (rulebook «Wykonywanie zadań»).',
  'task/unknown-task': 'There is no such task on this card.',
  'task/already-done': 'That task is already completed.',
  'task/out-of-order': 'This card has the arrow: its tasks are completed from top to bottom.',
  'task/cost-would-kill': 'The task would take Sanity or Stamina to 0 or below, so it cannot be completed (rulebook «Zadania», Uwaga).',
  'task/dice-do-not-match': 'These dice do not meet the task.',
  'task/no-dice': 'Put at least one die on the task.',
  'task/duplicate-die': 'A die is named twice.',
  'task/die-not-available': 'That die is not in the roll or held for this player.',
  'task/unneeded-die': 'A die is not needed for the task; keep it for the next roll.',
}

function refusal(state: EsState, card: string, task: EffectiveTask, all: readonly EffectiveTask[], data: EsData): TaskRefusal | null {
  const a = state.attempt
  if (!a) return 'task/no-attempt'
  if (task.done) return 'task/already-done'
  if (a.stage !== 'rolled') return 'task/not-rolled'
  if (a.completedThisRoll > 0 && !hasFlag(state, data, 'multiple-tasks-per-roll')) return 'task/one-per-roll'
  const ordered = card !== 'ancient-one' && indexOf(data).adventure(card)?.ordered
  if (ordered && all.find((t) => !t.done)?.key !== task.key) return 'task/out-of-order'
  if (costWouldKill(state, task.cost)) return 'task/cost-would-kill'
  return null
}

/** Rulebook «Zadania», Uwaga (l.299): a cost that takes Sanity or Stamina to 0 or less forbids the task. */
export function costWouldKill(state: EsState, cost: TaskCost | null): boolean {
  const inv = activeInvestigator(state)
  if (!cost || !inv) return false
  return (cost.sanity !== undefined && cost.sanity < 0 && inv.sanity + cost.sanity <= 0) || (cost.stamina !== undefined && cost.stamina < 0 && inv.stamina + cost.stamina <= 0)
}

/** Whether the active investigator's ability carries this rule flag. */
export function hasFlag(state: EsState, data: EsData, flag: RuleFlag): boolean {
  const inv = activeInvestigator(state)
  return !!inv && !!indexOf(data).investigator(inv.id)?.ability.ruleFlags.includes(flag)
}

/** Whether a face can count for at least one of the requirements (other dice are never needed). */
function useful(face: FaceId, requires: readonly Requirement[]): boolean {
  return requires.some((r) => {
    const sym = symbolOf(r)
    return sym ? matchesSymbol(face, sym) : investigationOf(face) > 0
  })
}

/** Bit masks over n dice, grouped by how many dice they hold (built once per n ≤ 8). */
const MASKS: number[][][] = []
function masksBySize(n: number): number[][] {
  if (!MASKS[n]) {
    const by: number[][] = Array.from({ length: n + 1 }, () => [])
    for (let mask = 1; mask < 1 << n; mask++) by[popcount(mask)].push(mask)
    MASKS[n] = by
  }
  return MASKS[n]
}

/**
 * A smallest set of the usable dice that meets the requirements, or null. Among sets of the same
 * size it prefers rolled dice over held ones, then lower faces (keeps the Wildcard and high dice).
 */
export function suggestDice(usable: readonly { die: DieId; face: FaceId; held: boolean }[], requires: readonly Requirement[]): DieId[] | null {
  const pool = usable.filter((u) => useful(u.face, requires))
  if (!covers(pool.map((u) => u.face), requires)) return null
  const by = masksBySize(pool.length)
  const score = (u: { face: FaceId; held: boolean }) => (u.held ? 100 : 0) + (u.face === 'wildcard' ? 10 : investigationOf(u.face))
  for (let size = 1; size <= pool.length; size++) {
    let best: number | null = null
    let bestScore = Infinity
    for (const mask of by[size]) {
      const faces: FaceId[] = []
      let total = 0
      for (let i = 0; i < pool.length; i++) {
        if (!(mask & (1 << i))) continue
        faces.push(pool[i].face)
        total += score(pool[i])
      }
      if (total < bestScore && covers(faces, requires)) {
        best = mask
        bestScore = total
      }
    }
    if (best !== null) return pool.filter((_, i) => best! & (1 << i)).map((u) => u.die)
  }
  return null
}

function popcount(x: number): number {
  let c = 0
  for (let v = x; v; v &= v - 1) c++
  return c
}

/**
 * Every task of the card being resolved, each with whether it can be completed now and, if so, a
 * smallest set of dice that does it. For the dice board's highlights.
 */
export function legalTasks(state: EsState, data: EsData): TaskOption[] {
  const a = state.attempt
  if (!a) return []
  const all = effectiveTasks(state, data, a.card)
  const usable = usableDice(state)
  return all.map((t) => {
    const why = refusal(state, a.card, t, all, data)
    if (why) return { ...t, status: why, dice: null }
    const dice = suggestDice(usable, t.requires)
    return dice ? { ...t, status: 'ok', dice } : { ...t, status: 'task/dice-do-not-match', dice: null }
  })
}

/**
 * Whether the active player may put exactly these dice on this task now. The same check `decide`
 * runs for `CompleteTask`; the error explains the refusal.
 */
export function canComplete(state: EsState, data: EsData, taskKey: string, dice: readonly unknown[]): Result<{ task: EffectiveTask; dice: { die: DieId; face: FaceId }[] }> {
  const a = state.attempt
  const why = (code: keyof typeof TASK_MESSAGES, params?: Record<string, string>) => fail(code, TASK_MESSAGES[code], params)
  if (!a) return why('task/no-attempt')
  const all = effectiveTasks(state, data, a.card)
  const task = all.find((t) => t.key === taskKey)
  if (!task) return why('task/unknown-task')
  const r = refusal(state, a.card, task, all, data)
  if (r) return why(r)
  if (!Array.isArray(dice) || dice.length === 0) return why('task/no-dice')
  if (new Set(dice).size !== dice.length) return why('task/duplicate-die')
  const usable = usableDice(state)
  const chosen: { die: DieId; face: FaceId }[] = []
  for (const d of dice) {
    const u = isDieId(d) ? usable.find((x) => x.die === d) : undefined
    if (!u) return why('task/die-not-available', { die: String(d) })
    chosen.push({ die: u.die, face: u.face })
  }
  const faces = chosen.map((c) => c.face)
  if (!covers(faces, task.requires)) return why('task/dice-do-not-match')
  for (let i = 0; i < faces.length; i++) {
    if (covers([...faces.slice(0, i), ...faces.slice(i + 1)], task.requires)) return why('task/unneeded-die', { die: chosen[i].die })
  }
  return ok({ task, dice: chosen })
}

export { TASK_MESSAGES }
