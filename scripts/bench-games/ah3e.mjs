/**
 * Arkham Horror 3e in the browser bench (scripts/bench-browser.mjs; the shape is documented there).
 * The game: random play with AH3e's own rules (`rules.sample`, seeded; scripts/lib/sampled-game.ts),
 * cut at the last point where play is on, nothing is asked and a space of a neighbourhood below the
 * overflow takes +1 and −1 back to where it was. The tap: doom +1 / −1 on that space of the
 * neighbourhood board (PlaceDoom / RemoveDoom: each one persisted command), so it never overflows.
 * The space is the first such in the board's order (the highest row on the screen: the «Na planszy»
 * sheet the first tap opens at the foot of the screen never covers the row the second tap presses).
 */
import { step } from '../../src/core/engine.ts'
import { ah3e, spacesOf } from '../../src/games/ah3e/rules/index.ts'
import { sampledGame } from '../lib/sampled-game.ts'

/** The first space (board order) whose doom +1 then −1 is accepted, asks nothing and brings the board back, with its doom (null if none). */
function tapSpace(s) {
  if (s.status !== 'playing' || ah3e.pending(s)) return null
  for (const n of s.board.neighbourhoods) {
    const hood = spacesOf(s, n).reduce((x, sp) => x + (s.board.doom[sp] ?? 0), 0)
    if (hood > 4) continue
    for (const sp of spacesOf(s, n)) {
      const d = s.board.doom[sp]
      if (d === undefined) continue
      const up = step(ah3e, 'probe', s, 1, { type: 'PlaceDoom', data: { space: sp } })
      if (!up.ok || ah3e.pending(up.value.state) || up.value.state.board.doom[sp] !== d + 1) continue
      const down = step(ah3e, 'probe', up.value.state, 2, { type: 'RemoveDoom', data: { space: sp } })
      if (down.ok && !ah3e.pending(down.value.state) && down.value.state.board.doom[sp] === d) return { sp, d }
    }
  }
  return null
}

let made = null
function game() {
  made ??= (() => {
    const g = sampledGame(ah3e, { seed: 'bench-ah3e', name: 'bench ah3e tap', maxCommands: 3000, minCommands: 300, usable: (s) => tapSpace(s) !== null })
    return { ...g, ...tapSpace(g.state) }
  })()
  return made
}

export default {
  id: 'ah3e',

  makeGames() {
    const g = game()
    return { tap: { name: g.name, text: g.text, events: g.events, lastSeq: g.lastSeq } }
  },

  get tap() {
    const { sp, d } = game()
    return {
      game: 'tap',
      path: (id) => `/#/game/${encodeURIComponent(id)}/board`,
      figure: `[data-testid="doom-${sp}"]`,
      start: String(d),
      steps: [
        { testId: `doom-plus-${sp}`, expect: String(d + 1) },
        { testId: `doom-minus-${sp}`, expect: String(d) },
      ],
      rowFigure: `state.board.doom.${sp}`,
      check: (row, want) => (row.lastSeq === want && row.entries === want && (row.state.board.doom[sp] ?? 0) === d ? null : `lastSeq ${row.lastSeq}, ${row.entries} entries, doom on ${sp} ${row.state.board.doom[sp]}; expected ${want}, ${want}, ${d}`),
      /** Issue «AH3e»: the neighbourhood board reacts to a tap ≤ 50 ms p95 at 4× CPU throttle. */
      budgets: { '4x': 50 },
      /** 100 a run and rate (2 chunks of 50): the whole bench stays well inside 30 minutes. */
      taps: 100,
      what: `doom +1 / −1 on a space (${sp}) of the neighbourhood board, below the overflow, of a game made by random play with the rules`,
    }
  },

  open: {
    game: 'tap',
    path: (id) => `/#/game/${encodeURIComponent(id)}/board`,
    ready: '[data-testid=ah3e-board]',
  },
}
