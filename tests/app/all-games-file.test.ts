/**
 * ALL (issue #27 §2): «Eksportuj wszystkie gry» — every game in one file (`mythos-ledger.games`,
 * docs/game-file.md) — and its import: each game checked and replayed as a file of its own; games
 * not here are added, games here as they are left alone, games here in another form wait for the
 * players' choice, a refused game does not keep the others out. The games list says when each game
 * was last exported and, gently, which have not been for a while.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount } from '@vue/test-utils'
import { db } from '@/db/db'
import { useSessionStore } from '@/stores/session'
import { isGamesFile, useGamesStore } from '@/stores/games'
import { GAMES_FILE_LIMITS, serializeGamesFile, splitGamesFile } from '@/core/games-file'
import { IMPORT_MAX_BYTES } from '@/shell/importFile'
import GamesView from '@/shell/views/GamesView.vue'
import { locale } from '@/i18n'

const clue = { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  localStorage.removeItem('ledger.exports')
  setActivePinia(createPinia())
  locale.value = 'en'
})

async function games(n: number) {
  const game = useSessionStore()
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const r = await game.create('ah2e', { name: `Game ${i + 1}`, seed: `all-${i}`, setup: { players: 2, ancientOne: 'yig' } })
    if (!r.ok) throw new Error(r.error.message)
    for (let k = 0; k <= i; k++) await game.dispatch(clue)
    ids.push(r.value)
    game.close()
  }
  return ids
}

describe('ALL every game in one file', () => {
  it('ALL-01 the file holds every game, each exactly its own export, oldest first; each game is recorded as exported', async () => {
    const ids = await games(3)
    const list = useGamesStore()
    const all = await list.exportAllText()
    expect(all?.count).toBe(3)
    expect(isGamesFile(all!.text)).toBe(true)
    expect(IMPORT_MAX_BYTES).toBe(GAMES_FILE_LIMITS.maxBytes)
    const split = splitGamesFile(all!.text)
    expect(split.ok).toBe(true)
    if (!split.ok) return
    for (const [i, id] of ids.entries()) {
      const own = await list.exportText(id, { record: false })
      expect(split.value.games[i]).toBe(JSON.stringify(JSON.parse(own!)))
    }
    expect(Object.keys(list.exports).sort()).toEqual([...ids].sort())
    expect(list.exports[ids[2]].lastSeq).toBe(4)
  })

  it('ALL-02 imported on an empty device, every game comes back with its log', async () => {
    const ids = await games(3)
    const list = useGamesStore()
    const text = (await list.exportAllText())!.text
    const before = await db.entries.toArray()
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    const r = await list.importBundle(text)
    expect(r.ok && r.value.imported.sort()).toEqual([...ids].sort())
    expect((await db.entries.toArray()).map((e) => e.entry)).toEqual(before.map((e) => e.entry))
  })

  it('ALL-03 on a device that holds them: the same games are left alone, a game in another form waits for the players, then is replaced', async () => {
    const ids = await games(2)
    const list = useGamesStore()
    const text = (await list.exportAllText())!.text
    const same = await list.importBundle(text)
    expect(same.ok && same.value).toEqual({ imported: [], same: ids, conflicts: [], refused: [] })
    // The second game played on here.
    const game = useSessionStore()
    await game.open(ids[1])
    await game.dispatch(clue)
    game.close()
    const asked = await list.importBundle(text)
    expect(asked.ok && asked.value.conflicts).toEqual([{ id: ids[1], name: 'Game 2' }])
    expect((await db.games.get(ids[1]))?.lastSeq).toBe(4)
    const replaced = await list.importBundle(text, { onExisting: 'replace', only: [ids[1]] })
    expect(replaced.ok && replaced.value.imported).toEqual([ids[1]])
    expect((await db.games.get(ids[1]))?.lastSeq).toBe(3)
    // Through the generic import too (the file input): an all-games file is read as one.
    const again = await list.importText(text)
    expect(again.ok).toBe(true)
  })

  it('ALL-04 a game the rules refuse is said, and the others still come in; a file that is not one is refused whole', async () => {
    const ids = await games(2)
    const list = useGamesStore()
    const doc = JSON.parse((await list.exportAllText())!.text)
    doc.games[0].commands[1] = { type: 'AdjustDoom', data: { delta: 'many' } }
    delete doc.games[0].events
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    const r = await list.importBundle(JSON.stringify(doc))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.imported).toEqual([ids[1]])
    expect(r.value.refused.map((x) => x.name)).toEqual(['Game 1'])
    expect(r.value.refused[0].error.code).toMatch(/^file\//)
    for (const [bad, code] of [
      [{ ...doc, format: 'other' }, 'games-file/wrong-format'],
      [{ ...doc, version: 2 }, 'games-file/version-unsupported'],
      [{ ...doc, extra: 1 }, 'games-file/unknown-field'],
      [{ ...doc, games: {} }, 'games-file/bad-games'],
      [{ ...doc, games: [1] }, 'games-file/bad-game'],
      [{ ...doc, games: Array(GAMES_FILE_LIMITS.maxGames + 1).fill({}) }, 'games-file/too-many-games'],
    ] as const) {
      const res = splitGamesFile(JSON.stringify(bad))
      expect(!res.ok && res.error.code).toBe(code)
    }
    expect(serializeGamesFile('2026-01-01T00:00:00.000Z', [])).toBe('{\n  "format": "mythos-ledger.games",\n  "version": 1,\n  "exportedAt": "2026-01-01T00:00:00.000Z",\n  "games": [\n  ]\n}\n'.replace('[\n  ]', '['+']'))
  })

  it('ALL-05 a __proto__ key inside a game of the file is refused by the game file\'s own checks', async () => {
    await games(1)
    const list = useGamesStore()
    const text = (await list.exportAllText())!.text.replace('"data":{"investigatorId"', '"data":{"__proto__":{"polluted":1},"investigatorId"')
    await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
    const r = await list.importBundle(text)
    expect(r.ok && r.value.refused[0]?.error.code).toBe('file/forbidden-key')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await db.games.count()).toBe(0)
  })

  it('ALL-06 the games list: «Eksportuj wszystkie gry», when each game was last exported, and a gentle reminder for games not exported for a while', async () => {
    const ids = await games(2)
    // The first game was exported 10 days ago and played since; the second never, started 5 days ago.
    const long = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString()
    localStorage.setItem('ledger.exports', JSON.stringify({ [ids[0]]: { at: long, lastSeq: 1 } }))
    await db.games.update(ids[1], { createdAt: new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString() })
    const pinia = createPinia()
    setActivePinia(pinia)
    const view = mount(GamesView, { global: { plugins: [pinia] } })
    await flushPromises()
    const lines = view.findAll('[data-testid=game-exported]').map((x) => x.text())
    expect(lines.some((l) => /^last exported /.test(l))).toBe(true)
    expect(lines).toContain('not exported yet')
    expect(view.find('[data-testid=export-reminder]').text()).toMatch(/^2 games have not been exported for a while/)
    expect(view.find('[data-testid=export-all]').text()).toBe('Export all games')
    // Exporting them all: no reminder, both «last exported».
    const url = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown }
    url.createObjectURL ??= () => 'blob:x'
    url.revokeObjectURL ??= () => undefined
    await view.find('[data-testid=export-all]').trigger('click')
    await vi.waitFor(() => expect(view.find('[data-testid=export-all-note]').exists()).toBe(true), { timeout: 30_000 })
    expect(view.find('[data-testid=export-all-note]').text()).toBe('Exported 2 games into one file.')
    expect(view.find('[data-testid=export-reminder]').exists()).toBe(false)
    expect(view.findAll('[data-testid=game-exported]').every((x) => /^last exported /.test(x.text()))).toBe(true)
    view.unmount()
  })
})
