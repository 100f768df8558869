import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { parseGameFile } from '@/core/game-file'
import { ah2e } from '@/games/ah2e/rules'
import { db } from '@/db/db'
import { useGamesStore } from '@/stores/games'
import GamesView from '@/shell/views/GamesView.vue'
import { FIXTURES, MARKUP_NAMES, makeBadFiles, type BadFile } from './fuzz-files'

/**
 * FUZZ: bad game files. A seeded generator (tests/app/fuzz-files.ts) makes 1,200 files that must
 * all be refused: truncated at random offsets, wrong and future versions and format tags, unknown
 * command types, commands that break a rule where they stand, `__proto__` / `constructor` /
 * `prototype` keys at random depths, deep nesting, enormous arrays and sizes, wrong field shapes,
 * edited events, random bytes. Each is refused with a clear message and nothing is polluted; a
 * sample goes through the games store's import (nothing saved changes) and all of them through
 * `npm run replay` in one run.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SEED = 20261122
let files: BadFile[] = []
const protoKeys = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
})
const before = protoKeys()

beforeAll(() => {
  files = makeBadFiles(SEED, 1200)
}, 60_000)

function expectClearRefusal(f: BadFile, r: ReturnType<typeof parseGameFile>) {
  expect(r.ok, `${f.id} was accepted`).toBe(false)
  if (r.ok) return
  const { code, message } = r.error
  expect(code, f.id).toMatch(/^file\/[a-z-]+$/)
  expect(code, `${f.id}: ${message}`).not.toBe('file/internal-error')
  expect(typeof message).toBe('string')
  expect(message.trim().length, f.id).toBeGreaterThan(10)
  expect(message.length, f.id).toBeLessThan(600)
  // No stack trace, no raw exception text.
  expect(message, f.id).not.toMatch(/\n\s+at\s|\bat .+:\d+:\d+|TypeError|RangeError|ReferenceError|undefined is not|Cannot read propert/)
}

describe('FUZZ bad files are refused with a clear message', () => {
  it('FUZZ-01 the generator makes ≥ 1,000 files of every kind, the same for the same seed', () => {
    expect(files.length).toBeGreaterThanOrEqual(1000)
    const kinds = new Set(files.map((f) => f.kind))
    expect([...kinds].sort()).toEqual(['deep', 'enormous', 'fields', 'forbidden-key', 'format', 'garbage', 'rule-breaking', 'truncated', 'unknown-command', 'version'])
    const again = makeBadFiles(SEED, 1200)
    expect(again.map((f) => f.text.length)).toEqual(files.map((f) => f.text.length))
  }, 60_000)

  it('FUZZ-02 parseGameFile refuses every file with a file/… code and a message without a stack trace', () => {
    const codes: Record<string, Set<string>> = {}
    for (const f of files) {
      const r = parseGameFile(f.text, { ah2e })
      expectClearRefusal(f, r)
      if (!r.ok) (codes[f.kind] ??= new Set()).add(r.error.code)
    }
    // Each kind is refused for its own reason.
    expect([...codes.truncated]).toEqual(['file/truncated'])
    expect([...codes['forbidden-key']]).toEqual(['file/forbidden-key'])
    expect(codes['rule-breaking'].has('file/command-refused')).toBe(true)
    expect([...codes['unknown-command']]).toEqual(['file/command-refused'])
    expect([...codes.deep]).toEqual(['file/too-deep'])
    expect([...codes.enormous].sort()).toEqual(['file/bad-events', 'file/too-large', 'file/too-many-commands'])
    expect([...codes.version].every((c) => c.startsWith('file/version-'))).toBe(true)
  }, 60_000)

  it('FUZZ-03 no prototype is polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object as unknown as Record<string, unknown>).polluted).toBeUndefined()
    expect(protoKeys()).toEqual(before)
  })
})

describe('FUZZ the import changes nothing saved', () => {
  beforeEach(async () => {
    await Promise.all([db.games.clear(), db.entries.clear()])
    setActivePinia(createPinia())
  })

  it('FUZZ-04 a sample of 100 bad files leaves the saved games and their logs as they were', async () => {
    const games = useGamesStore()
    const good = await games.importText(readFileSync(path.join(root, 'tests/fixtures', FIXTURES[0]), 'utf8'))
    expect(good.ok).toBe(true)
    const savedGames = await db.games.toArray()
    const savedEntries = await db.entries.toArray()
    const step = Math.floor(files.length / 100)
    const sample = files.filter((_, i) => i % step === 0).slice(0, 100)
    expect(sample.length).toBe(100)
    for (const f of sample) {
      const r = await games.importText(f.text)
      expect(r.ok, f.id).toBe(false)
    }
    expect(await db.games.toArray()).toEqual(savedGames)
    expect(await db.entries.count()).toBe(savedEntries.length)
    expect(await db.entries.toArray()).toEqual(savedEntries)
    expect(games.games.map((g) => g.id)).toEqual(savedGames.map((g) => g.id))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 60_000)

  it('FUZZ-05 a name holding markup is valid data: it imports and is shown as text', async () => {
    const text = readFileSync(path.join(root, 'tests/fixtures', FIXTURES[0]), 'utf8')
    const games = useGamesStore()
    for (const name of MARKUP_NAMES) {
      const doc = JSON.parse(text)
      doc.name = name
      // The same game (a file without an id: the same game, seed and start) each time: kept as copies.
      const r = await games.importText(JSON.stringify(doc), { onExisting: 'copy' })
      expect(r.ok, name).toBe(true)
    }
    const wrapper = mount(GamesView, { global: { plugins: [createPinia()] } })
    await flushPromises()
    const shown = wrapper.findAll('[data-testid=game-item]').map((li) => li.find('span').text())
    expect(shown.sort()).toEqual([...MARKUP_NAMES].sort())
    // Shown as text: no element came out of a name.
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.find('script').exists()).toBe(false)
    expect(wrapper.find('svg').exists()).toBe(false)
    wrapper.unmount()
    // And nothing in the app renders HTML from a string.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(vue|ts)$/.test(e.name) ? [path.join(dir, e.name)] : []))
    const offenders = sources(path.join(root, 'src')).filter((f) => /v-html|innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  }, 30_000)
})

describe('FUZZ npm run replay over every bad file at once', () => {
  let dir = ''
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('FUZZ-06 one CLI run refuses each of the ≥ 1,000 files with a message, one JSON line per file, exit 1', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-files-'))
    const paths = files.map((f) => {
      const p = path.join(dir, `${f.id}.json`)
      writeFileSync(p, f.text, 'utf8')
      return p
    })
    expect(paths.filter((p) => statSync(p).isFile()).length).toBe(files.length)
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...paths], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
      )
    })
    expect(run.code, run.stderr).toBe(1)
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; ok: boolean; error?: string; code?: string })
    expect(lines.map((l) => l.file)).toEqual(paths)
    for (const l of lines) {
      expect(l.ok, l.file).toBe(false)
      expect(l.error?.trim().length ?? 0, l.file).toBeGreaterThan(10)
      expect(l.error, l.file).not.toMatch(/\n\s+at\s/)
    }
  }, 180_000)
})
