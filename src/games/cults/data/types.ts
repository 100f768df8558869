/** The shapes of the Rise of the Cults facts (`rules-data/cults/facts.json`). Pure: types only. */

export type District = 'northside' | 'downtown' | 'rivertown' | 'uptown'
export type Confidence = 'sure' | 'likely' | 'unknown'
/** One fact read from the rulebook: its value, the source lines and how sure the reading is. */
export interface Fact<T> { value: T; lines: string; confidence: Confidence; note?: string }
/** What the number of players decides (the rulebook's table by player count). */
export interface PlayerCountRow { districtsInPlay: number; outDistrict: District | null; ritualSpaces: number; blocked: string[]; investigatorStart: number }
