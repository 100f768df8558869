/**
 * One bench scenario per registered game (see the convention at the top of scripts/bench-browser.mjs).
 * A new game adds its file next to this one and one line here.
 */
import ah2e from './ah2e.mjs'
import elderSign from './elder-sign.mjs'
import ah3e from './ah3e.mjs'

export const benchGames = [
  ah2e,
  elderSign,
  ah3e,
]
