/**
 * The effect tags the players can pick for a Mythos card they drew (the rules' vocabulary, as the
 * adventures' data uses it); `effectText` (describe.ts) says what each does. A card whose effect is
 * not among them is applied by the players by hand (corrections).
 */
export const EFFECT_TAGS = [
  'doom+1', 'doom+2', 'doom+1-per-other-world-in-play', 'monster-appears', 'discard-all-terror-dice', 'adventure-fails',
  'active-investigator:sanity-1', 'active-investigator:stamina-1', 'active-investigator:lose-trophies-1',
  'each-investigator:sanity-1', 'each-investigator:stamina-1', 'each-investigator:choose(lose-trophies-2|sanity-1+stamina-1)',
] as const
