// The tap floor (scripts/bench-browser.mjs): the least a page can do for a tap that is persisted and
// then shown, with the app's storage layout and integrity rule (issue «Nothing lost» §1 and §4): a
// game is two rows, its metadata (what the games list reads) and its snapshot (state and redo
// stack), beside its log. A copy of a game's rows and log in its own database; each tap issues, in
// one transaction with strict durability, the metadata read that checks the game is still at the
// expected command (aborting otherwise), one entry add and the two row puts together (the app's
// append, src/db/repo.ts `appendEntry`), and after the commit updates one text node.
// #id=<game id>&f=<path of the figure in the game, e.g. state.doom>
;(() => {
  const DB = 'bench-floor'
  // 2: the two-row layout (1 kept a game in one row, the app's layout before its schema 3).
  const VERSION = 2
  const q = new URLSearchParams(location.hash.slice(1))
  const id = q.get('id')
  const path = (q.get('f') || 'state.doom').split('.')
  const get = (o) => path.reduce((x, k) => x[k], o)
  const set = (o, v, i = 0) => ({ ...o, [path[i]]: i === path.length - 1 ? v : set(o[path[i]], v, i + 1) })
  const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))))
  const done = (tx) => new Promise((res, rej) => ((tx.oncomplete = () => res()), (tx.onerror = tx.onabort = () => rej(tx.error))))
  const split = (row) => {
    const { state, redo, ...meta } = row
    return { meta, snap: { id: row.id, state, redo } }
  }
  const open = () => {
    const r = indexedDB.open(DB, VERSION)
    r.onupgradeneeded = () => {
      const d = r.result
      for (const name of Array.from(d.objectStoreNames)) d.deleteObjectStore(name)
      d.createObjectStore('games', { keyPath: 'id' })
      d.createObjectStore('snapshots', { keyPath: 'id' })
      d.createObjectStore('entries', { keyPath: ['gameId', 'seq'] }).createIndex('gameId', 'gameId')
    }
    return req(r)
  }
  const readRow = async (d, gameId) => {
    const tx = d.transaction(['games', 'snapshots'], 'readonly')
    const [meta, snap] = await Promise.all([req(tx.objectStore('games').get(gameId)), req(tx.objectStore('snapshots').get(gameId))])
    return meta && snap ? { ...meta, state: snap.state, redo: snap.redo } : undefined
  }
  const el = document.querySelector('[data-testid=floor-figure] [data-testid=value]')
  let db = null
  let row = null
  window.__floor = {
    /** Copy a game's rows and log from the app's database (set-up, not timed). */
    async copyFrom(srcName, gameId, figurePath) {
      const getF = figurePath ? (o) => figurePath.split('.').reduce((x, k) => x[k], o) : get
      const src = await req(indexedDB.open(srcName))
      // The app keeps a game in two rows (metadata and snapshot) since its schema 3; an older one in one.
      const two = src.objectStoreNames.contains('snapshots')
      const tx0 = src.transaction(two ? ['games', 'snapshots', 'entries'] : ['games', 'entries'], 'readonly')
      const [meta, snap, entries] = await Promise.all([req(tx0.objectStore('games').get(gameId)), two ? req(tx0.objectStore('snapshots').get(gameId)) : null, req(tx0.objectStore('entries').index('gameId').getAll(IDBKeyRange.only(gameId)))])
      const r = snap ? { ...meta, state: snap.state, redo: snap.redo } : meta
      src.close()
      const dst = db ?? (await open())
      const tx = dst.transaction(['games', 'snapshots', 'entries'], 'readwrite')
      tx.objectStore('entries').delete(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]))
      const parts = split(r)
      tx.objectStore('games').put(parts.meta)
      tx.objectStore('snapshots').put(parts.snap)
      for (const e of entries) tx.objectStore('entries').put(e)
      await done(tx)
      if (!db) dst.close()
      return { lastSeq: r.lastSeq, entries: entries.length, figure: getF(r) }
    },
    async stored() {
      const d = db ?? (await open())
      const r = await readRow(d, id)
      const n = await req(d.transaction('entries', 'readonly').objectStore('entries').index('gameId').count(IDBKeyRange.only(id)))
      return { lastSeq: r.lastSeq, entries: n, figure: get(r) }
    },
  }
  function tap(delta) {
    if (!row) return
    const expected = row.lastSeq
    const seq = expected + 1
    const from = get(row)
    const next = set({ ...row, lastSeq: seq, updatedAt: new Date().toISOString(), redo: [] }, from + delta)
    const { meta, snap } = split(next)
    const tx = db.transaction(['games', 'entries', 'snapshots'], 'readwrite', { durability: 'strict' })
    const games = tx.objectStore('games')
    // The game must still be stored and at the expected command (another tab may have moved it on).
    const cur = games.get(id)
    cur.onsuccess = () => {
      if (!cur.result || cur.result.lastSeq !== expected) tx.abort()
    }
    tx.objectStore('entries').add({ gameId: id, seq, entry: { seq, command: { type: 'Adjust', data: { delta } }, events: [{ type: 'Adjusted', data: { from, to: from + delta } }] } })
    games.put(meta)
    tx.objectStore('snapshots').put(snap)
    tx.oncomplete = () => {
      row = next
      el.textContent = String(get(row))
    }
  }
  document.querySelector('[data-testid=floor-up]').addEventListener('click', () => tap(1))
  document.querySelector('[data-testid=floor-down]').addEventListener('click', () => tap(-1))
  if (id) {
    open().then(async (d) => {
      db = d
      row = (await readRow(db, id)) ?? null
      if (row) el.textContent = String(get(row))
    })
  }
})()
