/**
 * The contract of `public/early-read.js`, which index.html starts before the app's bundle: it
 * reads the saved settings and, when the page opens on a saved game, that game's stored row, with
 * the bare IndexedDB API, and leaves the promises here. `repo.warmUp` and `repo.takeEarlySettings`
 * take them (once).
 *
 * It is a plain script outside the bundle on purpose: a module of the bundle would run only after
 * the app's chunks are fetched and evaluated, which is the wait it exists to overlap.
 */
export interface EarlyRead {
  /** The game named in the URL, or null. */
  id: string | null
  /** Its stored GameRow, or undefined (no game in the URL, none stored, or the read failed). */
  row: Promise<unknown>
  /** The stored settings by key, or undefined when they could not be read (no database yet). */
  settings: Promise<Record<string, unknown> | undefined>
}

declare global {
  // eslint-disable-next-line no-var
  var __ledgerEarlyRead: EarlyRead | undefined
}
