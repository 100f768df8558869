// The tap floor (scripts/bench-browser.mjs): the least a page can do for a tap that is persisted and
// then shown. A copy of a game's stored row and log in its own database; each tap issues, in one
// transaction with strict durability, one entry add and one whole-row put together (the app's
// append), and after the commit updates one text node.
// #id=<game id>&f=<path of the figure in the row, e.g. state.doom>
;(() => {
  const DB = 'bench-floor'
  const q = new URLSearchParams(location.hash.slice(1))
  const id = q.get('id')
  const path = (q.get('f') || 'state.doom').split('.')
  const get = (o) => path.reduce((x, k) => x[k], o)
  const set = (o, v, i = 0) => ({ ...o, [path[i]]: i === path.length - 1 ? v : set(o[path[i]], v, i + 1) })
  const req = (r) => new Promise((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))))
  const done = (tx) => new Promise((res, rej) => ((tx.oncomplete = () => res()), (tx.onerror = tx.onabort = () => rej(tx.error))))
  const open = () => {
    const r = indexedDB.open(DB, 1)
    r.onupgradeneeded = () => {
      r.result.createObjectStore('games', { keyPath: 'id' })
      r.result.createObjectStore('entries', { keyPath: ['gameId', 'seq'] }).createIndex('gameId', 'gameId')
    }
    return req(r)
  }
  const el = document.querySelector('[data-testid=floor-figure] [data-testid=value]')
  let db = null
  let row = null
  window.__floor = {
    /** Copy a game's row and log from the app's database (set-up, not timed). */
    async copyFrom(srcName, gameId, figurePath) {
      const getF = figurePath ? (o) => figurePath.split('.').reduce((x, k) => x[k], o) : get
      const src = await req(indexedDB.open(srcName))
      // The app keeps a game in two rows (metadata and snapshot, schema 3); the floor keeps one row holding both.
      const two = src.objectStoreNames.contains('snapshots')
      const tx0 = src.transaction(two ? ['games', 'snapshots', 'entries'] : ['games', 'entries'], 'readonly')
      const [meta, snap, entries] = await Promise.all([req(tx0.objectStore('games').get(gameId)), two ? req(tx0.objectStore('snapshots').get(gameId)) : null, req(tx0.objectStore('entries').index('gameId').getAll(IDBKeyRange.only(gameId)))])
      const r = snap ? { ...meta, state: snap.state, redo: snap.redo } : meta
      src.close()
      const dst = db ?? (await open())
      const tx = dst.transaction(['games', 'entries'], 'readwrite')
      tx.objectStore('entries').delete(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]))
      tx.objectStore('games').put(r)
      for (const e of entries) tx.objectStore('entries').put(e)
      await done(tx)
      if (!db) dst.close()
      return { lastSeq: r.lastSeq, entries: entries.length, figure: getF(r) }
    },
    async stored() {
      const d = db ?? (await open())
      const tx = d.transaction(['games', 'entries'], 'readonly')
      const [r, n] = await Promise.all([req(tx.objectStore('games').get(id)), req(tx.objectStore('entries').index('gameId').count(IDBKeyRange.only(id)))])
      return { lastSeq: r.lastSeq, entries: n, figure: get(r) }
    },
  }
  function tap(delta) {
    if (!row) return
    const seq = row.lastSeq + 1
    const from = get(row)
    const next = set({ ...row, lastSeq: seq, updatedAt: new Date().toISOString(), redo: [] }, from + delta)
    const tx = db.transaction(['games', 'entries'], 'readwrite', { durability: 'strict' })
    tx.objectStore('entries').add({ gameId: id, seq, entry: { seq, command: { type: 'Adjust', data: { delta } }, events: [{ type: 'Adjusted', data: { from, to: from + delta } }] } })
    tx.objectStore('games').put(next)
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
      row = await req(db.transaction('games', 'readonly').objectStore('games').get(id))
      if (row) el.textContent = String(get(row))
    })
  }
})()
