/**
 * COMPAT: game files exported by the previous version of the app (0.1, commit da8dc5c, before the
 * game registry) still import and replay to the same state. `replayed-by-0.1.json` holds, for each
 * fixture, the state and digest that version's replay produced; the current rules must produce the
 * same, through the replay path and through the games-list import.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { parseGameFile } from '@/core/game-file'
import { allRules } from '@/app/registry'
import { summarizeAh2e } from '@/games/ah2e/rules/summary'
import { db } from '@/db/db'
import { storedRow } from './helpers'
import { useGamesStore } from '@/stores/games'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const expected = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/previous-version/replayed-by-0.1.json'), 'utf8')) as Record<string, { state: unknown; summary: unknown; redo: number; entries: number }>
const read = (f: string) => readFileSync(path.join(root, 'tests/fixtures', f), 'utf8')

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
})

describe('COMPAT files from the previous version', () => {
  it.each(Object.keys(expected))('COMPAT-01 %s replays to the state version 0.1 replayed it to', async (file) => {
    const r = parseGameFile(read(file), await allRules())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const want = expected[file]
    expect(r.value.session.entries.length).toBe(want.entries)
    expect(r.value.session.redo.length).toBe(want.redo)
    expect(r.value.session.state).toEqual(want.state)
    expect(summarizeAh2e(r.value.session.state as never)).toEqual(want.summary)
  })

  it.each(Object.keys(expected))('COMPAT-02 %s imports through the games list to the same state', async (file) => {
    const list = useGamesStore()
    const r = await list.importText(read(file))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const row = await storedRow(r.value)
    expect(row?.state).toEqual(expected[file].state)
    expect(row?.summary?.parts.length).toBeGreaterThan(0)
  })
})
