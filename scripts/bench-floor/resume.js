// The resume floor (scripts/bench-browser.mjs): the least a page can do to show a saved game. Reads
// one row of the app's own database (same origin, bare IndexedDB, no upgrade) and paints its figures.
// #id=<game id>&f=<testid>:<path>…; a path starting with # counts an object's keys.
;(() => {
  const q = new URLSearchParams(location.hash.slice(1))
  const id = q.get('id')
  const figures = q.getAll('f').map((s) => s.split(':'))
  const at = (row, p) => {
    const keys = p.startsWith('#')
    const v = p.replace(/^#/, '').split('.').reduce((o, k) => (o == null ? o : o[k]), row)
    return keys ? Object.keys(v ?? {}).length : v
  }
  const req = indexedDB.open(q.get('db') || 'mythos-ledger')
  req.onupgradeneeded = () => req.transaction.abort()
  req.onsuccess = () => {
    const db = req.result
    // A game is two rows since schema 3 (its metadata and its snapshot): both, in one transaction,
    // as public/early-read.js reads them. A database of an older schema (the baseline) has one.
    const two = db.objectStoreNames.contains('snapshots')
    const tx = db.transaction(two ? ['games', 'snapshots'] : ['games'], 'readonly')
    const meta = tx.objectStore('games').get(id)
    const snap = two ? tx.objectStore('snapshots').get(id) : null
    tx.oncomplete = () => {
      const row = snap ? Object.assign({}, meta.result, { state: snap.result.state, redo: snap.result.redo }) : meta.result
      const app = document.getElementById('app')
      for (const [testid, p] of figures) {
        const el = document.createElement('div')
        el.dataset.testid = testid
        const v = document.createElement('span')
        v.dataset.testid = 'value'
        v.textContent = String(at(row, p))
        el.append(v)
        app.append(el)
      }
      db.close()
    }
  }
})()
