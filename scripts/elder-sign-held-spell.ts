/**
 * Prints an Elder Sign game file (`npx tsx scripts/elder-sign-held-spell.ts`) played with real
 * commands to a position the e2e test imports: the pool used up by a completed task while a die
 * is held on a Spell, tasks still open — the dice board must offer the held die back to roll.
 * Deterministic (seeded; the dice entered as physical faces).
 */
import { step, type LogEntry } from '../src/core'
import { serializeGameFile } from '../src/core/game-file'
import { elderSign, monsterPlacements, type EsCommand, type EsEvent, type EsState } from '../src/games/elder-sign/rules'
import { elderSignData } from '../src/games/elder-sign/data'
import type { FaceId, Requirement } from '../src/games/elder-sign/data/types'

const seed = 'es-held-1'
const entries: LogEntry<EsCommand, EsEvent>[] = []
let state: EsState = elderSign.initialState()
function run(c: EsCommand): void {
  const r = step(elderSign, seed, state, entries.length + 1, c)
  if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`)
  entries.push(r.value.entry)
  state = r.value.state
}

/** One die per symbol, Investigation with threes. */
const facesFor = (requires: readonly Requirement[]): FaceId[] =>
  requires.flatMap((r) => {
    const [k, n] = Object.entries(r)[0] as [string, number]
    return k === 'investigation' ? Array<FaceId>(Math.ceil(n / 3)).fill('investigation-3') : [k as FaceId]
  })

run({ type: 'SetUpGame', data: { players: [{ name: 'Gracz 1', investigator: 'dexter-drake' }], ancientOne: 'yig', firstPlayer: 0, facts: { ancientOnes: { yig: { doomTrack: 10, monsterSpaces: [], elderSignLimit: 9 } }, adventureLocks: {} } } })
for (let i = 0; i < 20 && state.pending; i++) {
  const p = state.pending
  if (p.kind === 'adventure-lock') run({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
  else if (p.kind === 'mythos-card') run({ type: 'DrawMythos', data: { card: { title: 'Karta' } } })
  else if (p.kind === 'monster-placement') {
    const o = monsterPlacements(state, elderSignData, p.card)[0]
    run({ type: 'PlaceMonster', data: { card: o.card, spot: o.spot, token: { requires: [{ lore: 1 }], trophies: 1 } } })
  }
}
// A card without a monster whose first task needs at most four dice and costs nothing, with more tasks after it.
const card = state.adventures
  .map((a) => elderSignData.adventures.find((x) => x.id === a.card)!)
  .find((a) => !state.monsters.some((m) => m.card === a.id) && a.tasks.length > 1 && !a.tasks[0].cost && facesFor(a.tasks[0].requires).length <= 4)
if (!card) throw new Error('no card fits')
run({ type: 'MoveInvestigator', data: { to: card.id } })
const task = facesFor(card.tasks[0].requires)
const dice = ['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6'] as const
// The task's faces on the first dice, Lore on the others; the last one held on the Spell, the rest set aside by hand.
run({ type: 'Roll', data: { faces: Object.fromEntries(dice.map((d, i) => [d, i < task.length ? task[i] : 'lore'])) } })
run({ type: 'CastHoldSpell', data: { dice: ['green-6'] } })
for (const d of dice.slice(task.length, 5)) run({ type: 'CorrectDie', data: { die: d, to: 'discarded' } })
run({ type: 'CompleteTask', data: { task: 't0', dice: [...dice.slice(0, task.length)] } })
if (state.attempt?.stage !== 'rolled' || state.dice['green-6'].at !== 'spell') throw new Error('not the position wanted')
process.stdout.write(serializeGameFile({ game: 'elder-sign', rulesVersion: elderSign.rulesVersion, name: 'Zaklęcie', createdAt: '2026-01-15T19:30:00.000Z', seed }, { entries, redo: [] }))
