import Dexie, { type EntityTable } from 'dexie'

/**
 * IndexedDB through Dexie. One dated schema constant per version; each version's upgrade has a
 * test in tests/unit/db.test.ts. Components never import this module; stores do.
 */

/** A saved game: metadata, the folded state after `lastSeq` (so resume never replays the log) and the redo stack. */
export interface GameRow {
  id: string
  game: string
  name: string
  seed: string
  createdAt: string
  updatedAt: string
  lastSeq: number
  /** The state folded over entries 1..lastSeq. */
  state: unknown
  /** Undone commands (most recently undone first), with their recorded events. */
  redo: EntryRow['entry'][]
  /** A few figures for the list of games. */
  summary: Record<string, string | number | null>
}

/** One command with its events. */
export interface EntryRow {
  gameId: string
  seq: number
  entry: { seq: number; command: { type: string; data?: unknown }; events: { type: string; data?: unknown; cause?: string }[] }
}

export interface CardNoteRow {
  /** `<game>:<cardId>` */
  id: string
  text: string
}

export interface SettingRow {
  key: string
  value: unknown
}

/** Version 1 (2026-11-22): games, entries by [gameId+seq], notes on cards, settings. */
export const SCHEMA_V1 = {
  games: 'id, updatedAt',
  entries: '[gameId+seq], gameId',
  notes: 'id',
  settings: 'key',
} as const

export const DB_NAME = 'mythos-ledger'

export class LedgerDB extends Dexie {
  games!: EntityTable<GameRow, 'id'>
  entries!: Dexie.Table<EntryRow, [string, number]>
  notes!: EntityTable<CardNoteRow, 'id'>
  settings!: EntityTable<SettingRow, 'key'>

  constructor(name = DB_NAME) {
    super(name)
    this.version(1).stores(SCHEMA_V1)
  }
}

export const db = new LedgerDB()
