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
    const get = db.transaction('games', 'readonly').objectStore('games').get(id)
    get.onsuccess = () => {
      const row = get.result
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
