import Dexie, { type EntityTable, type Transaction } from 'dexie'
import { REDO_CAP } from './limits'
import { DB_NAME } from './bare'

export { REDO_CAP }

/**
 * IndexedDB through Dexie. One dated schema constant per version, each with its upgrade function
 * and a test that opens a database written by the previous version (tests/app/db-upgrade.test.ts).
 * Components never import this module; stores do.
 */

/** Text in both UI languages. */
export type StoredText = Record<'pl' | 'en', string>

/** A saved game's line in the games list, written by the game's module with every change. */
export interface StoredSummary {
  parts: StoredText[]
  status: StoredText
  ended: boolean
}

/**
 * A saved game as the app handles it: metadata, the folded state after `lastSeq` (so resume never
 * replays the log) and the redo stack. Stored in two tables from schema 3: `games` (everything but
 * `state` and `redo`, what the games list reads) and `snapshots` (`state` and `redo`).
 */
export interface GameRow {
  id: string
  /** The game's id in the registry (`ah2e`). */
  game: string
  name: string
  seed: string
  createdAt: string
  updatedAt: string
  lastSeq: number
  /** The state folded over entries 1..lastSeq: a cache, trusted only when `stateVersion` is the game's own. */
  state: unknown
  /** Undone commands (most recently undone first), with their recorded events. */
  redo: EntryRow['entry'][]
  /** The games-list line; null until the game's module has written one (a row from schema 1). */
  summary: StoredSummary | null
  /** The rules version that last wrote the row (0: unknown, before schema 2). */
  rulesVersion: number
  /** The state shape of `state` (0: unknown, before schema 2: refolded on open). */
  stateVersion: number
}

/** What the games list reads: a game without its state and redo stack. */
export type GameMeta = Omit<GameRow, 'state' | 'redo'>

/** A game's folded state and redo stack (schema 3), keyed by the game's id. */
export interface SnapshotRow {
  id: string
  state: unknown
  redo: EntryRow['entry'][]
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

/**
 * Version 2 (2026-11-23): the same stores; a game row carries the rules and state versions that
 * wrote it and a games-list line in both languages, so the list needs no game code.
 */
export const SCHEMA_V2 = SCHEMA_V1

/**
 * 1 → 2: rows written before the versions existed get version 0 (their state is refolded from the
 * log when opened) and no list line (the games list has the game's module write one).
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx.table('games').toCollection().modify((row: Record<string, unknown>) => {
    row.rulesVersion = 0
    row.stateVersion = 0
    row.summary = null
  })
}

/**
 * Version 3 (2026-11-23): a game's state and redo stack move to `snapshots`, so the games list reads
 * only the small rows of `games` (a game with 50,000 undone commands made a 10 MB list row).
 */
export const SCHEMA_V3 = { ...SCHEMA_V2, snapshots: 'id' } as const

/** 2 → 3: each game row's `state` and `redo` go to its snapshot row (the redo stack cut to REDO_CAP). */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  const games = tx.table('games')
  const snapshots = tx.table('snapshots')
  await games.toCollection().modify((row: Record<string, unknown>) => {
    const redo = Array.isArray(row.redo) ? row.redo.slice(0, REDO_CAP) : []
    void snapshots.put({ id: row.id, state: row.state ?? null, redo })
    delete row.state
    delete row.redo
  })
}

export { DB_NAME }

export class LedgerDB extends Dexie {
  games!: EntityTable<GameMeta, 'id'>
  entries!: Dexie.Table<EntryRow, [string, number]>
  notes!: EntityTable<CardNoteRow, 'id'>
  settings!: EntityTable<SettingRow, 'key'>
  snapshots!: EntityTable<SnapshotRow, 'id'>

  constructor(name = DB_NAME) {
    // Strict durability: a transaction completes only once the data is flushed to disk, so a tap
    // the UI shows as done survives a power cut (Chromium's default is relaxed: no flush).
    super(name, { chromeTransactionDurability: 'strict' })
    this.version(1).stores(SCHEMA_V1)
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2)
    this.version(3).stores(SCHEMA_V3).upgrade(upgradeToV3)
  }
}

export const db = new LedgerDB()
