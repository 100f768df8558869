/**
 * FUZZ-HOSTILE: valid-but-hostile game files, each with its expected outcome — files at every
 * limit are accepted and import whole; one step past a limit, junk inside command data, nesting
 * hidden inside data, spoofing names and a second import of the same game are refused or asked
 * about with a clear code, and change nothing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { GAME_FILE_LIMITS, parseGameFile, serializeGameFile } from '@/core/game-file'
import { ah2e } from '@/games/ah2e/rules'
import { db } from '@/db/db'
import { REDO_CAP } from '@/db/limits'
import { useGamesStore } from '@/stores/games'
import { Table } from '../../scripts/lib/ah2e-autoplay'
import { storedRow } from './helpers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const base = () => JSON.parse(readFileSync(path.join(root, 'tests/fixtures/sealed-win.json'), 'utf8')) as Record<string, unknown> & { commands: { type: string; data: Record<string, unknown> }[]; events?: unknown }
/** A short real game with this seed (setup and the first Mythos phase). */
function short(seed: string): string {
  const t = new Table(ah2e, seed)
  t.do({ type: 'SetUpGame', data: { players: 3, ancientOne: 'azathoth' } })
  t.resolveMythos()
  return serializeGameFile({ game: 'ah2e', name: 'Short', createdAt: '2026-01-15T19:30:00.000Z', seed }, t.session())
}
const nest = (depth: number): unknown => (depth === 0 ? 1 : { a: nest(depth - 1) })

type Case = { name: string; make: () => string; expect: 'accepted' | string }
const CASES: Case[] = [
  { name: 'a name of exactly 80 letters', make: () => JSON.stringify({ ...base(), name: 'Ż'.repeat(GAME_FILE_LIMITS.maxNameLength) }), expect: 'accepted' },
  { name: 'a name of 81', make: () => JSON.stringify({ ...base(), name: 'a'.repeat(GAME_FILE_LIMITS.maxNameLength + 1) }), expect: 'file/bad-name' },
  { name: 'a seed of exactly 100 allowed characters', make: () => short('s'.repeat(100)), expect: 'accepted' },
  { name: 'a seed of 101', make: () => JSON.stringify({ ...base(), seed: 's'.repeat(101) }), expect: 'file/bad-seed' },
  { name: 'nesting of 32 (the limit) inside command data', make: () => { const d = base(); d.commands[1].data.x = nest(28); return JSON.stringify(d) }, expect: 'file/bad-command-data' },
  { name: 'nesting of 33 inside command data', make: () => { const d = base(); d.commands[1].data.x = nest(31); return JSON.stringify(d) }, expect: 'file/too-deep' },
  { name: 'a 1 MB junk string in an unknown field', make: () => { const d = base(); d.commands[2].data.junk = 'j'.repeat(1_000_000); return JSON.stringify(d) }, expect: 'file/bad-command-data' },
  { name: 'junk inside the setup settings', make: () => { const d = base(); d.commands[0].data.settings = { terrorTenAddsDoom: true, extra: { deep: [1, 2] } }; return JSON.stringify(d) }, expect: 'file/bad-command-data' },
  { name: 'an object where a value goes', make: () => { const d = base(); d.commands[0].data.players = { n: 4 }; return JSON.stringify(d) }, expect: 'file/bad-command-data' },
  { name: 'a name with a right-to-left override', make: () => JSON.stringify({ ...base(), name: 'gra\u202Egpj.exe' }), expect: 'file/bad-name' },
  { name: 'a name with a lone surrogate', make: () => JSON.stringify({ ...base(), name: 'gra \ud83d' }), expect: 'file/bad-name' },
  { name: 'an id that is not a slug', make: () => JSON.stringify({ ...base(), id: '../../etc' }), expect: 'file/bad-id' },
]

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
})

describe('FUZZ-HOSTILE valid but hostile game files', () => {
  it.each(CASES)('FUZZ-HOSTILE-01 $name → $expect', async ({ make, expect: want }) => {
    const text = make()
    const r = parseGameFile(text, { ah2e })
    if (want === 'accepted') expect(r.ok, r.ok ? '' : r.error.message).toBe(true)
    else expect(!r.ok && r.error.code).toBe(want)
    const list = useGamesStore()
    const before = await db.games.count()
    const imported = await list.importText(text)
    expect(imported.ok).toBe(want === 'accepted')
    expect(await db.games.count()).toBe(before + (want === 'accepted' ? 1 : 0))
  })

  it('FUZZ-HOSTILE-02 the same file imported twice asks «replace or keep both» instead of making a second game', async () => {
    const d = base()
    d.id = 'same-game-1'
    const text = JSON.stringify(d)
    const list = useGamesStore()
    expect((await list.importText(text)).ok).toBe(true)
    const again = await list.importText(text)
    expect(!again.ok && again.error.code).toBe('file/exists')
    expect(await db.games.count()).toBe(1)
    expect((await list.importText(text, { onExisting: 'replace' })).ok).toBe(true)
    expect(await db.games.count()).toBe(1)
    expect((await list.importText(text, { onExisting: 'copy' })).ok).toBe(true)
    expect(await db.games.count()).toBe(2)
  })

  it('FUZZ-HOSTILE-03 a file with more undone commands than the cap imports with the cap', async () => {
    const t = new Table(ah2e, 'many-undone')
    t.do({ type: 'SetUpGame', data: { players: 2, ancientOne: 'yig' } })
    t.resolveMythos()
    for (let i = 0; i < REDO_CAP + 60; i++) t.do({ type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    const keep = t.entries.length - (REDO_CAP + 60)
    const session = { entries: t.entries.slice(0, keep), redo: t.entries.slice(keep) }
    const text = serializeGameFile({ game: 'ah2e', name: 'Many undone', createdAt: '2026-01-15T19:30:00.000Z', seed: 'many-undone' }, session)
    const list = useGamesStore()
    const r = await list.importText(text)
    expect(r.ok).toBe(true)
    if (r.ok) expect((await storedRow(r.value))!.redo.length).toBe(REDO_CAP)
  }, 60_000)
})
