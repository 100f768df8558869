import '../style.css'
import type {} from '../db/early-read'

/**
 * The entry: a few lines that start the app (./boot: Vue, the stores, the shell) once
 * public/early-read.js has read the saved game named in the URL, or at once when there is none.
 *
 * Why wait: IndexedDB delivers its answers on the main thread, and evaluating the app's bundle is
 * one long task there. Started first, it held the early read's answer back (resume at 4×: the
 * database open asked at ~420 ms was answered at ~960 ms; a bare page had it at ~370 ms). The
 * bundle is not even preloaded: fetched and compiled beside the read, it held that answer back too
 * (scripts/vite/game-preload.ts), and the resume snapshot is painted from the read alone. The wait is
 * capped, and any failure of the early read ends it.
 */
const EARLY_ROW_WAIT_MS = 400

function earlyRow(): Promise<unknown> {
  const early = globalThis.__ledgerEarlyRead
  if (!early?.id) return Promise.resolve()
  return Promise.race([early.row.catch(() => undefined), new Promise((r) => setTimeout(r, EARLY_ROW_WAIT_MS))])
}

void earlyRow().then(() => import('./boot'))
