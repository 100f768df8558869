/**
 * Elder Sign in the browser bench (scripts/bench-browser.mjs; the shape is documented there).
 * The game: random play with Elder Sign's own rules (`rules.sample`, seeded;
 * scripts/lib/sampled-game.ts), cut at the last point where an adventure's roll is on the dice
 * board (stage «rolled», nothing asked, a die showing in the roll).
 *
 * The tap: a die of the roll tapped onto the task and taken back (the dice board's selection: the
 * die shows pressed, the tasks say «complete with the selected dice»). The dice board has no
 * reversible command to persist (focus is once a turn, a spell spends the card), and choosing the
 * dice for a task is what the players tap most: it writes nothing, so it is measured against the
 * game's own budget (issue «Elder Sign»: the dice board reacts to a tap ≤ 50 ms p95 at 4×), not
 * against the tap floor (which persists).
 */
import { elderSign } from '../../src/games/elder-sign/rules/index.ts'
import { DIE_IDS } from '../../src/games/elder-sign/rules/state.ts'
import { sampledGame } from '../lib/sampled-game.ts'

const rolledDie = (s) => DIE_IDS.find((d) => s.dice[d].at === 'rolled') ?? null
const usable = (s) => s.status === 'playing' && !elderSign.pending(s) && s.attempt?.stage === 'rolled' && s.attempt.card !== 'ancient-one' && rolledDie(s) !== null

let made = null
function game() {
  made ??= (() => {
    const g = sampledGame(elderSign, { seed: 'bench-es', name: 'bench elder-sign tap', maxCommands: 3000, minCommands: 300, usable })
    return { ...g, die: rolledDie(g.state) }
  })()
  return made
}

export default {
  id: 'elder-sign',

  makeGames() {
    const g = game()
    return { tap: { name: g.name, text: g.text, events: g.events, lastSeq: g.lastSeq } }
  },

  get tap() {
    const d = game().die
    return {
      game: 'tap',
      path: (id) => `/#/game/${encodeURIComponent(id)}/dice`,
      figure: `[data-testid="die-${d}"]`,
      /** The figure is the die's pressed state. */
      attr: 'aria-pressed',
      start: 'false',
      steps: [
        { testId: `die-${d}`, expect: 'true' },
        { testId: `die-${d}`, expect: 'false' },
      ],
      /** The selection is the board's own state: nothing is written, the floor (a persisted tap) is not its measure. */
      persisted: false,
      check: (row, want) => (row.lastSeq === want && row.entries === want ? null : `lastSeq ${row.lastSeq}, ${row.entries} entries; expected ${want}, ${want} (a selection writes nothing)`),
      budgets: { '4x': 50 },
      /** 100 a run and rate (2 chunks of 50): the whole bench stays well inside 30 minutes. */
      taps: 100,
      what: `a die of the roll (${d}) tapped onto the task and back on the dice board (the selection; nothing written) of a game made by random play with the rules`,
    }
  },

  open: {
    game: 'tap',
    path: (id) => `/#/game/${encodeURIComponent(id)}/dice`,
    ready: '[data-testid=dice-board]',
  },
}
