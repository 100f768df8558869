/**
 * The resume snapshot: the last game screen this device showed, kept as structured data (never as
 * HTML) so that public/early-read.js can paint it the moment it has read the saved game, before
 * the app's bundle runs; the live app replaces it when it mounts (Vue clears `#app`).
 *
 * Painted only when it is exactly what the live app will show: the same build (the entry script's
 * URL), the same URL, the same language, and the stored game unchanged since (same `lastSeq`,
 * `updatedAt` and name, read from IndexedDB by early-read.js). It is made of elements, attributes
 * and text only: no script, no event handler attribute, no URL attribute, and early-read.js builds
 * it with createElement / setAttribute / text nodes (so a name holding markup stays text), inert.
 * The contract with public/early-read.js (which repeats these checks) is `Snapshot` below.
 */

/** An element: [tag, attributes, children]; a string is a text node. */
export type SnapNode = string | [string, Record<string, string>, SnapNode[]]

export interface Snapshot {
  /** The entry script's URL (its hash changes with every build). */
  v: string
  id: string
  hash: string
  locale: string
  lastSeq: number
  updatedAt: string
  name: string
  tree: SnapNode[]
}

/** One snapshot per game screen: the key ends with the screen's URL hash (`#/game/<id>/<screen>`). */
export const SNAPSHOT_KEY = 'ledger.snapshot:'
const INDEX_KEY = 'ledger.snapshots'
/** Snapshots kept (the most recently shown game screens). */
const KEEP = 8
/** A larger screen is not kept (localStorage is small and synchronous). */
const MAX_CHARS = 400_000

const SKIP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'link', 'meta', 'template', 'noscript', 'base', 'form'])
/** Attributes never kept: event handlers and anything that loads or navigates. */
const badAttr = (name: string) => /^on/i.test(name) || /^(href|src|srcset|action|formaction|xlink:href|poster|background)$/i.test(name)

/**
 * Only the first screen of the page is kept (what a resume shows before anyone scrolls): an element
 * that starts below it is left out with everything in it, unless the screen marks it `data-snapshot`. Painting the rest built, styled and laid
 * out ~290 elements on the resume's critical path for content the live app brings a moment later.
 */
function belowFirstScreen(el: Element): boolean {
  const h = window.innerHeight
  if (!(h > 0)) return false
  const top = el.getBoundingClientRect().top
  // Scrolled: the page's own first screen (a fixed element stays where the viewport puts it).
  return (window.scrollY > 0 && getComputedStyle(el).position !== 'fixed' ? top + window.scrollY : top) > h
}

/**
 * A screen may mark what its resume must show even below the first screen (`data-snapshot`: e.g. the
 * AH2e table's gauges under its turn panel): kept with all its content (`whole`); the rest below is
 * still left out.
 */
function serialize(el: Element, whole = false): SnapNode | null {
  const tag = el.tagName.toLowerCase()
  if (SKIP.has(tag)) return null
  // The save indicator belongs to the live app only: its presence says the app is running.
  if (el.getAttribute('data-testid') === 'save-state') return null
  whole ||= el.hasAttribute('data-snapshot')
  if (!whole && belowFirstScreen(el)) return null
  const attrs: Record<string, string> = {}
  for (const a of Array.from(el.attributes)) if (!badAttr(a.name)) attrs[a.name] = a.value
  const kids: SnapNode[] = []
  for (const n of Array.from(el.childNodes)) {
    if (n.nodeType === 3) kids.push(n.nodeValue ?? '')
    else if (n.nodeType === 1) {
      const k = serialize(n as Element, whole)
      if (k !== null) kids.push(k)
    }
  }
  return [tag, attrs, kids]
}

export function entryVersion(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null
}

/** Keep what `#app` shows now for the game `row` (when it fits); failures (storage full, disabled) only mean no snapshot. */
export function saveSnapshot(row: { id: string; lastSeq: number; updatedAt: string; name: string }, locale: string): void {
  try {
    const v = entryVersion()
    const root = document.getElementById('app')
    if (!v || !root) return
    const tree = Array.from(root.children).map((el) => serialize(el)).filter((x): x is SnapNode => x !== null)
    const snap: Snapshot = { v, id: row.id, hash: location.hash, locale, lastSeq: row.lastSeq, updatedAt: row.updatedAt, name: row.name, tree }
    const text = JSON.stringify(snap)
    const key = SNAPSHOT_KEY + snap.hash
    const keys = (JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]') as unknown[]).filter((x): x is string => typeof x === 'string' && x !== key)
    if (text.length > MAX_CHARS) {
      localStorage.removeItem(key)
      return
    }
    localStorage.setItem(key, text)
    keys.unshift(key)
    for (const old of keys.splice(KEEP)) localStorage.removeItem(old)
    localStorage.setItem(INDEX_KEY, JSON.stringify(keys))
  } catch {
    // no snapshot this time
  }
}
