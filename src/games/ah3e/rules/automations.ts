import type { Confidence } from '../data/types'
import type { OptionalAutomation } from './state'

/**
 * What the app does by itself, which rule each automation rests on, and how sure we are of it.
 * `UDW-*` rules come from the Polish Under Dark Waves rulebook (the authority, lines of
 * `shared/seeds/004_720d7e8ab7d5717e.txt`); `AH3E-*` rules are base-game rules not in our seeds,
 * from the supplement (`shared/rules/004-ah3e-base-supplement.md`, English Learn to Play and
 * community data). An automation with less than high confidence can be switched off at setup
 * (`off`); the players then do that step by hand and the app says so.
 */
export interface Automation {
  id: string
  /** The rule ids it implements (see docs/rules-matrix-ah3e.md). */
  rules: string[]
  source: 'udw-rulebook-pl' | 'supplement'
  /** Polish section and lines, or the supplement's section. */
  where: string
  confidence: Confidence
  /** The setup switch that turns it off (only automations below high confidence have one). */
  optional?: OptionalAutomation
}

export const AUTOMATIONS: readonly Automation[] = [
  { id: 'mythos-draws', rules: ['AH3E-MYTH-01', 'AH3E-MYTH-02', 'AH3E-MYTH-08', 'AH3E-MYTH-09'], source: 'supplement', where: '§1.9 (LTP «Mythos Phase»)', confidence: 'high' },
  { id: 'mythos-tokens', rules: ['AH3E-MYTH-03', 'AH3E-MYTH-04', 'AH3E-MYTH-05', 'AH3E-MYTH-06', 'AH3E-MYTH-07'], source: 'supplement', where: '§2 (LTP)', confidence: 'high' },
  { id: 'unstable-space', rules: ['AH3E-UNSTABLE-01', 'AH3E-UNSTABLE-02'], source: 'supplement', where: '§3.4–3.5, §4.8 (LTP glossary, «Finishing the Encounter»)', confidence: 'high' },
  { id: 'anomalies', rules: ['AH3E-ANOM-01'], source: 'supplement', where: '§3.6 (LTP «Anomalies»)', confidence: 'high' },
  { id: 'outbreak', rules: ['AH3E-OUTB-01'], source: 'supplement', where: '§3.7 (LTP glossary «Outbreak»)', confidence: 'high' },
  { id: 'defeat-doom', rules: ['AH3E-DEFEAT-01'], source: 'supplement', where: '§4.6 (LTP glossary «Investigator»)', confidence: 'high' },
  { id: 'setup-steps', rules: ['AH3E-SETUP-01'], source: 'supplement', where: '§5 step 11 (LTP «Setup»)', confidence: 'high' },
  { id: 'scenario-data', rules: ['AH3E-DATA-01'], source: 'supplement', where: '§6 (RYB + HSK community data)', confidence: 'medium' },
  { id: 'inevitable-setup', rules: ['AH3E-SETUP-02'], source: 'supplement', where: '§5 mapping of the Inevitable rows 2, 4, 6 to setup steps', confidence: 'medium', optional: 'inevitable-setup' },
  { id: 'inevitable-cup', rules: ['UDW-INEV-06'], source: 'udw-rulebook-pl', where: '«Tryb nieuniknionego» l.738–752: rows 5 and 7 lost their number in the OCR', confidence: 'medium', optional: 'inevitable-cup' },
  { id: 'mystery-as-space', rules: ['UDW-MYST-02'], source: 'udw-rulebook-pl', where: '«Powiększona dzielnica» l.223: a mystery also takes a gate burst\'s and an outbreak\'s doom (our reading)', confidence: 'medium', optional: 'mystery-as-space' },
  { id: 'overflow', rules: ['UDW-DOOM-01', 'UDW-DOOM-06'], source: 'udw-rulebook-pl', where: '«Powiększona dzielnica» l.221–232, «Żetony zagłady» l.291–297', confidence: 'high' },
  { id: 'terror', rules: ['UDW-TERR-01', 'UDW-TERR-02', 'UDW-TERR-03', 'UDW-TERR-04', 'UDW-TERR-05', 'UDW-TERR-06', 'UDW-TERR-07'], source: 'udw-rulebook-pl', where: '«Groza» l.263–356', confidence: 'high' },
  { id: 'trait-search', rules: ['UDW-SEARCH-01'], source: 'udw-rulebook-pl', where: '«Szukanie konkretnych cech» l.624–639 (the double-ended event deck: the end of the found card\'s use, which the players may change)', confidence: 'high' },
  { id: 'empty-event-deck', rules: ['UDW-EVT-01'], source: 'udw-rulebook-pl', where: '«Talia wydarzeń» l.541–555', confidence: 'high' },
  { id: 'cup-edits', rules: ['UDW-CUP-01', 'UDW-CUP-02'], source: 'udw-rulebook-pl', where: '«Tryby gry» l.651–670, «Modyfikowanie czary mitów» l.576–588', confidence: 'high' },
  { id: 'series', rules: ['UDW-INEV-01', 'UDW-INEV-02', 'UDW-INEV-03', 'UDW-INEV-04', 'UDW-INEV-07'], source: 'udw-rulebook-pl', where: '«Tryb nieuniknionego» l.672–764', confidence: 'high' },
]

export const OPTIONAL_AUTOMATIONS: readonly OptionalAutomation[] = ['inevitable-setup', 'inevitable-cup', 'mystery-as-space']
