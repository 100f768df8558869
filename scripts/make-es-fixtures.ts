/**
 * Writes the Elder Sign example game files in tests/fixtures/elder-sign/ by playing real commands
 * through the rules (`npx tsx scripts/make-es-fixtures.ts`). Deterministic: a diff in the fixtures
 * means the rules changed what a game produces. Three games, played as a table with physical dice
 * would: a seal win after a midnight, an awakening at midnight and a won final battle, and an
 * investigator devoured (doom +1, a new investigator).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { step, type LogEntry } from '../src/core'
import { parseGameFile, serializeGameFile } from '../src/core/game-file'
import { elderSign, legalTasks, monsterPlacements, rollingPool, type EsCommand, type EsEvent, type EsState } from '../src/games/elder-sign/rules'
import { elderSignData } from '../src/games/elder-sign/data'
import type { FaceId } from '../src/games/elder-sign/data/types'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'tests/fixtures/elder-sign')
const CREATED_AT = '2026-01-15T19:30:00.000Z'

/** A table: commands through `step`, refusals are errors. */
class Table {
  entries: LogEntry<EsCommand, EsEvent>[] = []
  state: EsState = elderSign.initialState()
  constructor(readonly seed: string) {}
  do(c: EsCommand): void {
    const r = step(elderSign, this.seed, this.state, this.entries.length + 1, c)
    if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`)
    this.entries.push(r.value.entry)
    this.state = r.value.state
  }
  /** The players' answers: no locked die, Mythos cards with `doom`, monster tokens Investigation 4 for 1 trophy where the app suggests first. */
  answer(mythosDoom: number): void {
    for (let i = 0; i < 40 && this.state.pending; i++) {
      const p = this.state.pending
      if (p.kind === 'adventure-lock') this.do({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
      else if (p.kind === 'mythos-card') this.do({ type: 'DrawMythos', data: { card: { title: `Karta ${i}`, doom: mythosDoom, monsters: 0, lockedDie: null, immediateEffect: null, terrorEffect: null, midnightEffect: null, persists: false } } })
      else if (p.kind === 'ancient-one-attack') this.do({ type: 'ResolveAncientOneAttack', data: {} })
      else if (p.kind === 'effect-choice') this.do({ type: 'ChooseEffect', data: { option: 0 } })
      else if (p.kind === 'new-investigator') this.do({ type: 'ChooseInvestigator', data: { player: p.player, investigator: 'gloria-goldberg' } })
      else if (p.kind === 'monster-placement') {
        const where = monsterPlacements(this.state, elderSignData, p.card)[0]
        this.do({ type: 'PlaceMonster', data: { card: where.card, spot: where.spot, token: { name: null, requires: [{ investigation: 4 }], trophies: 1 } } })
      }
      else return
    }
  }
  /** A turn with no action at the Entrance. */
  idle(mythosDoom: number): void {
    this.do({ type: 'MoveInvestigator', data: {} })
    this.do({ type: 'PassAction', data: {} })
    this.do({ type: 'AdvanceClock', data: {} })
    this.answer(mythosDoom)
  }
  /** Roll physical dice showing `faces` (investigation-1 on the rest) and complete the first task the app marks. */
  rollAndComplete(faces: FaceId[]): void {
    const pool = rollingPool(this.state)
    this.do({ type: 'Roll', data: { faces: Object.fromEntries(pool.map((d, i) => [d, faces[i] ?? 'investigation-1'])) } })
    const task = legalTasks(this.state, elderSignData).find((t) => t.status === 'ok')
    if (!task) throw new Error('no task to complete')
    this.do({ type: 'CompleteTask', data: { task: task.key, dice: task.dice! } })
  }
  file(name: string): string {
    const text = serializeGameFile({ game: 'elder-sign', rulesVersion: elderSign.rulesVersion, name, createdAt: CREATED_AT, seed: this.seed }, { entries: this.entries, redo: [] })
    const r = parseGameFile(text, { 'elder-sign': elderSign })
    if (!r.ok) throw new Error(`generated file does not parse: ${r.error.code} ${r.error.message}`)
    return text
  }
}

const setup = (doomTrack: number, elderSignLimit: number): EsCommand => ({
  type: 'SetUpGame',
  // What the setup form sends (the e2e test plays the same games on the phone).
  data: {
    players: [{ name: 'Gracz 1', investigator: 'monterey-jack' }], ancientOne: 'yig', firstPlayer: null,
    facts: { ancientOnes: { yig: { doomTrack, monsterSpaces: [], elderSignLimit, combatTask: [{ peril: 1 }, { peril: 1 }] } }, adventureLocks: {} },
  },
})

function sealWin(): string {
  const t = new Table('es-look-1')
  t.do(setup(8, 1))
  t.answer(0)
  for (let turn = 0; turn < 4; turn++) t.idle(0)
  t.do({ type: 'MoveInvestigator', data: { to: 'the-elder-sign' } })
  t.rollAndComplete(['lore'])
  t.rollAndComplete(['lore'])
  t.rollAndComplete(['investigation-2', 'lore'])
  t.answer(0)
  if (t.state.status !== 'won') throw new Error(`seal-win: ${t.state.status}`)
  return t.file('Elder Sign: Yig sealed')
}

function battleWin(): string {
  const t = new Table('es-battle-1')
  t.do(setup(2, 9))
  t.answer(1)
  for (let turn = 0; turn < 4; turn++) t.idle(1)
  t.answer(1)
  if (t.state.status !== 'battle') throw new Error(`battle: ${t.state.status}`)
  t.rollAndComplete(['peril', 'peril'])
  t.rollAndComplete(['peril', 'peril'])
  if ((t.state as EsState).status !== 'won') throw new Error(`battle-win: ${t.state.status}`)
  return t.file('Elder Sign: Yig defeated in battle')
}

function devoured(): string {
  const t = new Table('es-devour-1')
  t.do(setup(8, 9))
  t.answer(0)
  // A card effect the players apply: Monterey Jack (Sanity 3) loses 3 Sanity and is devoured.
  t.do({ type: 'ApplyEffect', data: { tag: 'active-investigator:sanity-3' } })
  t.answer(0)
  // Devoured on one's own turn: straight to the clock phase; the player takes a new investigator for the next turn.
  if (t.state.turn.phase === 'clock') t.do({ type: 'AdvanceClock', data: {} })
  t.answer(0)
  if (!t.state.players[0].devoured.includes('monterey-jack') || t.state.doom < 1) throw new Error('devour: not devoured')
  return t.file('Elder Sign: Monterey Jack devoured')
}

mkdirSync(outDir, { recursive: true })
for (const [file, make] of [['seal-win.json', sealWin], ['awakening-battle-won.json', battleWin], ['devoured.json', devoured]] as const) {
  writeFileSync(path.join(outDir, file), make())
  process.stdout.write(`wrote tests/fixtures/elder-sign/${file}\n`)
}
