/**
 * Arkham Horror 2e in the browser bench (scripts/bench-browser.mjs; the shape is documented there).
 * Games are cut from one long real session (scripts/lib/long-session.ts) and imported through the
 * games screen. The tap: doom +1 / −1 on the table, on a game of ~2,000 events held at doom 1
 * (so it never reaches the awakening). Resume: games of 1k–100k events, each with its own doom.
 */
import { longGameFile, longSession } from '../lib/long-session.ts'

const RESUME_SIZES = [1000, 5000, 20000, 100000]

/** A file of the long session cut at `n` events, with doom corrected to `doom`. */
function gameAt(long, n, name, doom) {
  const base = longGameFile(long, n, name)
  const g = base.state.doom === doom ? base : longGameFile(long, n, name, [{ type: 'AdjustDoom', data: { delta: doom - base.state.doom } }])
  return {
    name,
    text: g.text,
    events: g.events,
    lastSeq: g.entries.length,
    expect: { doom: String(g.state.doom), terror: String(g.state.terror), gates: String(Object.keys(g.state.gates).length), turn: g.state.turn },
  }
}

export default {
  id: 'ah2e',

  makeGames() {
    const long = longSession(100_000, 'bench-browser-1')
    const games = { tap: gameAt(long, 2000, 'bench tap 2k', 1) }
    RESUME_SIZES.forEach((n, i) => (games[n] = gameAt(long, n, `bench resume ${n / 1000}k`, 2 + i)))
    return games
  },

  tap: {
    game: 'tap',
    path: (id) => `/#/game/${encodeURIComponent(id)}/table`,
    figure: '[data-testid=gauge-doom] [data-testid=value]',
    start: '1',
    steps: [
      { testId: 'doom-up', expect: '2' },
      { testId: 'doom-down', expect: '1' },
    ],
    /** Where the figure lives in the stored row: the floor writes the same row with it changed. */
    rowFigure: 'state.doom',
    /** After the taps: every tap in the log, the stored row back at doom 1. */
    check: (row, want) => (row.lastSeq === want && row.entries === want && row.state.doom === 1 ? null : `lastSeq ${row.lastSeq}, ${row.entries} entries, doom ${row.state.doom}; expected ${want}, ${want}, 1`),
    /** Absolute p95 budgets that count (ms, by CPU rate). AH2e has none: its 20 / 50 ms are kept as information. */
    budgets: {},
    info: { '1x': 20, '4x': 50 },
    what: 'doom +1 / −1 on the table of a game imported with ~2,000 events',
  },

  /** A cold load of a game URL (module-load marks); the resume loads below count too. */
  open: {
    game: 'tap',
    path: (id) => `/#/game/${encodeURIComponent(id)}/table`,
    ready: '[data-testid=gauge-doom] [data-testid=value]',
  },

  resume: {
    sizes: RESUME_SIZES,
    path: (id) => `/#/game/${encodeURIComponent(id)}/table`,
    /** What the page must show (all at once) for the resume to count as done. */
    checks: (g) => [
      { sel: '[data-testid=gauge-doom] [data-testid=value]', text: g.expect.doom },
      { sel: '[data-testid=gauge-terror] [data-testid=value]', text: g.expect.terror },
      { sel: '[data-testid=gauge-gates] [data-testid=value]', text: g.expect.gates },
      { sel: '[data-testid=turn]', re: `(^|\\D)${g.expect.turn}(\\D|$)` },
    ],
    /** The milestone «the game's screen is shown» (before its figures are right). */
    shown: '[data-testid=gauge-doom]',
    /** The floor page paints the same figures from the same row: testid:path (#: count of keys). */
    floorFigures: ['gauge-doom:state.doom', 'gauge-terror:state.terror', 'gauge-gates:#state.gates', 'turn:state.turn'],
    /** The size compared with the floor and with the build before the registry move. */
    compare: 5000,
    /** The build before the move (one app, AH2e only): same table URL and gauge test ids, no picker. */
    baseline: { commit: 'da8dc5c', path: (id) => `/#/game/${encodeURIComponent(id)}/table` },
    what: 'doom, terror, gates and turn all right on the table',
  },
}
