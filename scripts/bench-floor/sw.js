// The floor pages' own service worker (scope /bench-floor/), so that a floor page is served the way
// the app is: from a service-worker cache, in a fresh tab. Cache first, like the app's precache.
// Copied into the bench's dist at bench time only (scripts/bench-browser.mjs); never part of the app.
const CACHE = 'bench-floor-v2'
const FILES = ['tap.html', 'tap.js', 'resume.html', 'resume.js']
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  e.respondWith(caches.open(CACHE).then((c) => c.match(e.request, { ignoreSearch: true })).then((r) => r || fetch(e.request)))
})
