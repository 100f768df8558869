import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import * as repo from '@/db/repo'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame, storedRow } from './helpers'
import { useSettingsStore } from '@/stores/settings'
import type { EarlyRead } from '@/db/early-read'

/**
 * RESUME-EARLY: public/early-read.js reads the saved game named in the URL with bare IndexedDB
 * before the app's bundle runs, and hands the row to the store (repo.warmUp). It must never
 * create a database, and anything it cannot read is simply no early row.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const script = readFileSync(path.join(root, 'public/early-read.js'), 'utf8')
const runScript = (hash: string) => {
  globalThis.__ledgerEarlyRead = undefined
  location.hash = hash
  new Function(script)()
  return globalThis.__ledgerEarlyRead as EarlyRead | undefined
}
const options = { name: 'Early', seed: 'early-seed', players: 3, investigatorNames: [], ancientOne: 'yig', terrorTenAddsDoom: true }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  setActivePinia(createPinia())
})
afterEach(() => {
  globalThis.__ledgerEarlyRead = undefined
  location.hash = ''
})

describe('RESUME-EARLY the saved game read before the app starts', () => {
  it('RESUME-EARLY-01 on #/game/<id>/… it reads that game\'s stored row, which the store then opens without waiting for Dexie', async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    await game.dispatch({ type: 'DrawMythosCard', data: {} })
    const stored = await storedRow(id)
    const early = runScript(`#/game/${encodeURIComponent(id)}/table`)
    expect(early?.id).toBe(id)
    expect(await early?.row).toEqual(stored)

    repo.warmUp(id)
    setActivePinia(createPinia())
    const again = useGame()
    expect(await again.open(id)).toBe(true)
    expect(again.state).toEqual(stored?.state)
    expect(again.readOnly).toBe(false)
  })

  it.each(['', '#/games', '#/new', '#/game/'])('RESUME-EARLY-02 on %j no game row is read (the settings are)', async (hash) => {
    const early = runScript(hash)
    expect(early?.id).toBeNull()
    expect(await early?.row).toBeUndefined()
    expect(await early?.settings).toEqual({})
  })

  it('RESUME-EARLY-06 the saved settings are read early: a light theme is applied at once, and the settings store takes them without Dexie', async () => {
    await repo.putSetting('theme', 'light')
    await repo.putSetting('keepAwake', false)
    // Content packs live among the settings but are not read at start (megabytes each).
    await repo.putSetting('pack:ah2e:pl', { game: 'ah2e', locale: 'pl', label: '', entries: { 'ally:x': { name: 'x' } } })
    await repo.putSetting('pack;', 'after the packs')
    await repo.putSetting('pack', 'before the packs')
    document.documentElement.classList.add('dark')
    const early = runScript('#/games')
    expect(await early?.settings).toEqual({ theme: 'light', keepAwake: false, 'pack;': 'after the packs', pack: 'before the packs' })
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    const settings = useSettingsStore()
    await settings.load()
    expect([settings.theme, settings.keepAwake]).toEqual(['light', false])
    await db.settings.clear()
    document.documentElement.classList.add('dark')
  })

  it('RESUME-EARLY-03 an unknown game gives no row, and the store falls back to Dexie (not found)', async () => {
    const early = runScript('#/game/no-such-game/table')
    expect(await early?.row).toBeUndefined()
    repo.warmUp('no-such-game')
    expect(await useGame().open('no-such-game')).toBe(false)
  })

  it('RESUME-EARLY-04 with no database yet it creates none (Dexie makes it later with its schema)', async () => {
    const real = globalThis.indexedDB
    const fresh = new IDBFactory()
    globalThis.indexedDB = fresh
    try {
      const early = runScript('#/game/abc/table')
      expect(await early?.row).toBeUndefined()
      expect(await early?.settings).toBeUndefined()
      expect(await fresh.databases()).toEqual([])
    } finally {
      globalThis.indexedDB = real
    }
  })

  it('RESUME-EARLY-05 a row for another game is not used', async () => {
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    runScript('#/game/other-game/table')
    repo.warmUp(id)
    setActivePinia(createPinia())
    const again = useGame()
    expect(await again.open(id)).toBe(true)
    expect(again.row?.id).toBe(id)
  })
})

describe('RESUME-SNAPSHOT the last screen painted by early-read.js before the app starts', () => {
  const setUp = async () => {
    const game = useGame()
    const r = await createAh2eGame(options)
    const id = r.ok ? r.value : ''
    const stored = (await storedRow(id))!
    // An entry script (the build's version) and an empty #app, as index.html has them.
    document.body.innerHTML = '<div id="app"></div>'
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.setAttribute('src', '/assets/index-TEST.js')
    document.head.appendChild(entry)
    location.hash = `#/game/${encodeURIComponent(id)}/table`
    return { game, id, stored, entry }
  }
  const screen = (name: string) => {
    const root = document.getElementById('app')!
    const div = document.createElement('div')
    div.setAttribute('data-testid', 'gauge-doom')
    div.setAttribute('onclick', 'globalThis.__pwned = 1')
    const a = document.createElement('a')
    a.setAttribute('href', 'javascript:globalThis.__pwned = 2')
    a.textContent = name
    const b = document.createElement('button')
    b.textContent = '+'
    const s = document.createElement('script')
    s.textContent = 'globalThis.__pwned = 3'
    div.append(a, b, s)
    root.appendChild(div)
  }
  afterEach(() => {
    document.querySelectorAll('script[type=module]').forEach((s) => s.remove())
    document.body.innerHTML = ''
    localStorage.clear()
  })

  it('RESUME-SNAPSHOT-01 kept as structured data and painted as elements and text: no script, no handler, no URL, inert, controls disabled', async () => {
    const { saveSnapshot } = await import('@/app/snapshot')
    const { stored } = await setUp()
    screen('<img src=x onerror="globalThis.__pwned=4">')
    saveSnapshot(stored, 'pl')
    const raw = localStorage.getItem(`ledger.snapshot:${location.hash}`)!
    expect(raw).not.toContain('onclick')
    expect(raw).not.toContain('javascript:')
    expect(raw).not.toContain('__pwned = 3')
    document.getElementById('app')!.innerHTML = ''
    localStorage.setItem('ledger.locale', 'pl')
    const early = runScript(location.hash)
    await early?.row
    const app = document.getElementById('app')!
    const painted = app.querySelector('[data-testid=gauge-doom]')!
    expect(painted.closest('[data-snapshot]')).not.toBeNull()
    expect(painted.getAttribute('onclick')).toBeNull()
    expect(painted.querySelector('a')!.getAttribute('href')).toBeNull()
    // The name holding markup is text.
    expect(painted.querySelector('a')!.textContent).toBe('<img src=x onerror="globalThis.__pwned=4">')
    expect(app.querySelector('img, script')).toBeNull()
    expect(painted.querySelector('button')!.hasAttribute('disabled')).toBe(true)
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('RESUME-SNAPSHOT-03 painted from the metadata row, before the (larger) state row is delivered', async () => {
    const { saveSnapshot } = await import('@/app/snapshot')
    const { stored } = await setUp()
    screen('T')
    saveSnapshot(stored, 'pl')
    document.getElementById('app')!.innerHTML = ''
    localStorage.setItem('ledger.locale', 'pl')
    // Whether the snapshot was on screen when the state row (the larger one) was delivered.
    let paintedBeforeState: boolean | null = null
    const get = IDBObjectStore.prototype.get
    IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...a: Parameters<IDBObjectStore['get']>) {
      const req = get.apply(this, a)
      if (this.name === 'snapshots') req.addEventListener('success', () => (paintedBeforeState = !!document.querySelector('#app [data-snapshot]')))
      return req
    }
    try {
      await runScript(location.hash)?.row
    } finally {
      IDBObjectStore.prototype.get = get
    }
    expect(paintedBeforeState).toBe(true)
    expect(document.getElementById('app')!.querySelector('[data-snapshot][data-testid=gauge-doom]')).not.toBeNull()
  })

  it('RESUME-SNAPSHOT-04 only the first screen is kept: an element starting below it is left out with its content', async () => {
    const { saveSnapshot } = await import('@/app/snapshot')
    const { stored } = await setUp()
    screen('T')
    const root = document.getElementById('app')!
    const below = document.createElement('div')
    below.setAttribute('data-testid', 'far-below')
    below.innerHTML = '<p>lists</p>'
    const edge = document.createElement('div')
    edge.setAttribute('data-testid', 'at-the-fold')
    root.append(edge, below)
    const h = window.innerHeight
    below.getBoundingClientRect = () => ({ top: h + 1, bottom: h + 50, left: 0, right: 10, width: 10, height: 49, x: 0, y: h + 1, toJSON: () => ({}) })
    edge.getBoundingClientRect = () => ({ top: h, bottom: h + 50, left: 0, right: 10, width: 10, height: 50, x: 0, y: h, toJSON: () => ({}) })
    saveSnapshot(stored, 'pl')
    const raw = localStorage.getItem(`ledger.snapshot:${location.hash}`)!
    expect(raw).toContain('gauge-doom')
    expect(raw).toContain('at-the-fold')
    expect(raw).not.toContain('far-below')
    expect(raw).not.toContain('lists')
  })

  it('RESUME-SNAPSHOT-05 an element the screen marks `data-snapshot` is kept below the first screen, with its content', async () => {
    const { saveSnapshot } = await import('@/app/snapshot')
    const { stored } = await setUp()
    screen('T')
    const root = document.getElementById('app')!
    const h = window.innerHeight
    const far = (id: string, keep: boolean) => {
      const el = document.createElement('div')
      el.setAttribute('data-testid', id)
      if (keep) el.setAttribute('data-snapshot', '')
      el.innerHTML = `<p>${id}-content</p>`
      // The element and what is in it lie below the first screen.
      for (const x of [el, el.firstElementChild!]) x.getBoundingClientRect = () => ({ top: h + 200, bottom: h + 250, left: 0, right: 10, width: 10, height: 50, x: 0, y: h + 200, toJSON: () => ({}) })
      root.append(el)
    }
    far('kept-gauges', true)
    far('other-lists', false)
    saveSnapshot(stored, 'pl')
    const raw = localStorage.getItem(`ledger.snapshot:${location.hash}`)!
    expect(raw).toContain('kept-gauges-content')
    expect(raw).not.toContain('other-lists')
  })

  it('RESUME-SNAPSHOT-02 not painted when the stored game moved on, for another build or another language', async () => {
    const { saveSnapshot } = await import('@/app/snapshot')
    const { game, id, stored, entry } = await setUp()
    screen('T')
    saveSnapshot(stored, 'pl')
    document.getElementById('app')!.innerHTML = ''
    localStorage.setItem('ledger.locale', 'pl')
    // Another language.
    localStorage.setItem('ledger.locale', 'en')
    await runScript(location.hash)?.row
    expect(document.getElementById('app')!.children).toHaveLength(0)
    localStorage.setItem('ledger.locale', 'pl')
    // Another build.
    entry.setAttribute('src', '/assets/index-OTHER.js')
    await runScript(location.hash)?.row
    expect(document.getElementById('app')!.children).toHaveLength(0)
    entry.setAttribute('src', '/assets/index-TEST.js')
    // The game moved on since the snapshot.
    await game.dispatch({ type: 'DrawMythosCard', data: {} })
    await runScript(location.hash)?.row
    expect(document.getElementById('app')!.children).toHaveLength(0)
    // Unchanged: painted.
    screen('T')
    saveSnapshot((await storedRow(id))!, 'pl')
    document.getElementById('app')!.innerHTML = ''
    await runScript(location.hash)?.row
    expect(document.getElementById('app')!.querySelector('[data-snapshot]')).not.toBeNull()
  })
})
