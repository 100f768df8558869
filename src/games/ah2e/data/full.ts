import { ah2eData } from './index'
import { withInnsmouth } from './innsmouth'
import type { Ah2eData } from './types'

/**
 * Every fact the app knows: the base game plus Innsmouth Horror, merged once. A game uses the
 * Innsmouth parts only when set up with `expansions: ['innsmouth']` (or, as the rulebook allows,
 * an Innsmouth Ancient One alone); a base game decides exactly as over the base data.
 */
export const ah2eFullData: Ah2eData = withInnsmouth(ah2eData)
