// Resume, step zero (the contract is in src/app/early-read.ts). Plain JS with no imports, served
// as-is and started before the app's bundle: it reads the saved settings and, when the page opens
// on a saved game (#/game/<id>/…), that game's stored row, with the bare IndexedDB API while the
// app is still being fetched and compiled. A light theme is applied at once (no dark flash).
// It never creates or upgrades the database and closes its connection at once; any failure just
// means nothing early, and the app reads through Dexie as usual.
;(() => {
  if (typeof indexedDB === 'undefined') return
  const m = /^#\/game\/([^/?#]+)/.exec(location.hash)
  const id = m ? decodeURIComponent(m[1]) : null
  let doneRow, doneSettings
  const row = new Promise((r) => (doneRow = r))
  const settings = new Promise((r) => (doneSettings = r))
  const fail = () => {
    doneRow(undefined)
    doneSettings(undefined)
  }
  globalThis.__ledgerEarlyRead = { id, row, settings }
  // The database is asked for first: its answer is delivered on the main thread, which the app's
  // bundle keeps busy soon after, so every moment it is asked for sooner counts.
  let req
  try {
    req = indexedDB.open('mythos-ledger')
  } catch {
    fail()
  }
  // The game's chunks (module, first screen, strings), named by the build in a meta tag, for the
  // kind of game this device remembered for the id: preloaded now, beside the shell's own bundle.
  try {
    const kind = id && localStorage.getItem('ledger.kind:' + id)
    const meta = document.querySelector('meta[name="ledger-preload"]')
    const games = kind && meta ? JSON.parse(meta.getAttribute('content') || '{}') : null
    const game = games && Object.prototype.hasOwnProperty.call(games, kind) ? games[kind] : null
    if (game) {
      let lang = localStorage.getItem('ledger.locale')
      if (lang !== 'pl' && lang !== 'en') lang = (navigator.languages || [navigator.language]).map((l) => String(l).slice(0, 2)).find((l) => l === 'pl' || l === 'en') || 'pl'
      for (const href of [...game.all, ...(game[lang] || [])]) {
        if (typeof href !== 'string' || !/^\/assets\/[\w.-]+\.js$/.test(href)) continue
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.appendChild(link)
      }
    }
  } catch {
    // no hint, no preload: the app loads the game as usual
  }
  if (!req) return
  // No database yet: abort, so that Dexie creates it with its own schema later.
  req.onupgradeneeded = () => req.transaction && req.transaction.abort()
  req.onerror = fail
  req.onblocked = fail
  req.onsuccess = () => {
    const db = req.result
    try {
      const stores = ['settings', 'games', 'snapshots'].filter((s) => db.objectStoreNames.contains(s))
      if (stores.length < 3) throw new Error('not the expected schema')
      const tx = db.transaction(stores, 'readonly')
      // Every setting but the content packs (`pack:…`, up to megabytes each, read when a game needs them).
      const settings = tx.objectStore('settings')
      const before = settings.getAll(IDBKeyRange.upperBound('pack:', true))
      const after = settings.getAll(IDBKeyRange.lowerBound('pack;'))
      after.onsuccess = () => {
        const out = {}
        for (const s of before.result.concat(after.result)) out[s.key] = s.value
        if (out.theme === 'light') document.documentElement.classList.remove('dark')
        doneSettings(out)
      }
      after.onerror = () => doneSettings(undefined)
      if (id === null) doneRow(undefined)
      else {
        // A game is two rows (schema 3): its metadata and its snapshot (state and redo stack).
        const meta = tx.objectStore('games').get(id)
        const snap = tx.objectStore('snapshots').get(id)
        snap.onsuccess = () => {
          const m = meta.result
          const s = snap.result
          doneRow(m && s ? Object.assign({}, m, { state: s.state, redo: s.redo }) : undefined)
        }
        snap.onerror = () => doneRow(undefined)
      }
    } catch {
      fail()
    } finally {
      db.close() // takes effect once the read transaction is done
    }
  }
  // A milestone for the benchmark (scripts/bench-browser.mjs reads it).
  row.then(() => performance.mark('ledger:early-row'))
})()
