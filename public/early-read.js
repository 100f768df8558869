// Resume, step zero (the contract is in src/db/early-read.ts). Plain JS with no imports, served
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
  // The UI language the app will use (the same choice as src/i18n).
  const uiLang = () => {
    let lang = null
    try {
      lang = localStorage.getItem('ledger.locale')
    } catch {
      // no storage
    }
    if (lang !== 'pl' && lang !== 'en') lang = (navigator.languages || [navigator.language]).map((l) => String(l).slice(0, 2)).find((l) => l === 'pl' || l === 'en') || 'pl'
    return lang
  }
  // The resume snapshot (its contract is src/app/snapshot.ts): the last screen this device showed
  // for the game, painted when it is exactly what the app will show (same build, URL and language,
  // and the stored game unchanged since), built from structured data with elements, attributes and
  // text nodes only, inert and with its controls disabled. The app's mount replaces it.
  // It is read, built and painted as soon as the game's metadata row is read (the checks need
  // nothing else), not after the larger state row. Building it earlier was tried (bench A/B against
  // the build before, same run, 1×): while the database opened, the open's answer came ~15 ms later
  // (its first localStorage read loads the origin's whole store); while the rows were read, their
  // answers waited behind it.
  const buildSnapshot = (s) => {
    try {
      const SVG = 'http://www.w3.org/2000/svg'
      const badTag = /^(script|style|iframe|object|embed|link|meta|template|noscript|base|form|frame|frameset|applet)$/
      const badAttr = /^(on.*|href|src|srcset|action|formaction|xlink:href|poster|background)$/i
      const build = (n, svg) => {
        if (typeof n === 'string') return document.createTextNode(n)
        if (!Array.isArray(n) || typeof n[0] !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(n[0])) return null
        const tag = n[0].toLowerCase()
        if (badTag.test(tag)) return null
        const inSvg = svg || tag === 'svg'
        const el = inSvg ? document.createElementNS(SVG, tag) : document.createElement(tag)
        const attrs = n[1] && typeof n[1] === 'object' ? n[1] : {}
        for (const k of Object.keys(attrs)) {
          if (badAttr.test(k) || !/^[a-z_][\w:.-]*$/i.test(k)) continue
          try {
            el.setAttribute(k, String(attrs[k]))
          } catch {
            // an attribute the DOM refuses: left out
          }
        }
        if (/^(button|input|select|textarea)$/.test(tag)) el.setAttribute('disabled', '')
        for (const c of Array.isArray(n[2]) ? n[2] : []) {
          const k = build(c, inSvg && tag !== 'foreignobject')
          if (k) el.appendChild(k)
        }
        return el
      }
      const nodes = s.tree.map((n) => build(n, false)).filter((n) => n && n.nodeType === 1)
      for (const n of nodes) {
        n.setAttribute('data-snapshot', '')
        n.inert = true
      }
      return nodes
    } catch {
      return []
    }
  }
  const paintSnapshot = (m) => {
    try {
      const app = document.getElementById('app')
      const entry = document.querySelector('script[type="module"][src]')
      if (!id || !m || !app || app.firstChild || !entry) return
      const raw = localStorage.getItem('ledger.snapshot:' + location.hash)
      const s = raw ? JSON.parse(raw) : null
      if (!s || s.v !== entry.getAttribute('src') || s.id !== id || s.hash !== location.hash || s.locale !== uiLang() || !Array.isArray(s.tree)) return
      if (s.lastSeq !== m.lastSeq || s.updatedAt !== m.updatedAt || s.name !== m.name) return
      const nodes = buildSnapshot(s)
      for (const n of nodes) app.appendChild(n)
      if (nodes.length) performance.mark('ledger:snapshot')
    } catch {
      // no snapshot: the app paints as usual
    }
  }
  // The database is asked for first: its answer is delivered on the main thread, which the app's
  // bundle keeps busy soon after, so every moment it is asked for sooner counts.
  let req
  try {
    req = indexedDB.open('mythos-ledger')
  } catch {
    fail()
  }
  // The game's chunks (module, first screen, strings), named by the build in a meta tag, for the
  // kind of game this device remembered for the id: preloaded once the row is read (asked for
  // beside it, their fetches and compiles held the database's answers back: a resume at 1× had the
  // open answered ~60 ms after it was asked, a bare page ~15 ms), before the app's bundle runs.
  const preload = () => {
    try {
      const kind = id && localStorage.getItem('ledger.kind:' + id)
      const meta = document.querySelector('meta[name="ledger-preload"]')
      const games = kind && meta ? JSON.parse(meta.getAttribute('content') || '{}') : null
      const game = games && Object.prototype.hasOwnProperty.call(games, kind) ? games[kind] : null
      if (game) {
        const lang = uiLang()
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
  }
  row.then(preload)
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
        // A game is two rows (schema 3): its metadata and its snapshot (state and redo stack). The
        // resume snapshot is painted from the metadata, before the larger row is even delivered.
        const meta = tx.objectStore('games').get(id)
        const snap = tx.objectStore('snapshots').get(id)
        meta.onsuccess = () => {
          paintSnapshot(meta.result)
        }
        snap.onsuccess = () => {
          const m = meta.result
          const s = snap.result
          const r = m && s ? Object.assign({}, m, { state: s.state, redo: s.redo }) : undefined
          doneRow(r)
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
