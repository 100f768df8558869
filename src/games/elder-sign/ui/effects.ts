/**
 * The effect tags the players can pick for a Mythos card they drew (the rules' vocabulary, as the
 * adventures' data uses it); `effectText` (describe.ts) says what each does. A card whose effect is
 * not among them is applied by the players by hand (corrections). The list is the rules' (their
 * `offers` answer the Mythos question with the same tags).
 */
export { MYTHOS_EFFECT_TAGS as EFFECT_TAGS } from '../rules/effects'
