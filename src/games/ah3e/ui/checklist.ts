import { ah3eData as data, indexOf } from '../data'
import { inevitableRows, type Ah3eState } from '../rules'
import { t } from './i18n'
import { hoodInline, spaceName } from './names'

/**
 * What the setup checklist says beyond the map, the cup, the start and the lead (review ah3e-udw
 * #1): how this game's cup differs from the sheet's back (the mode's swap, the Inevitable cup rows in
 * force), the Inevitable setup rows of this game of the series, and the scenario's own components the
 * data knows (a mystery tile and its attachment, the terror deck, the anomaly deck). A row the
 * players do by hand (its automation switched off) says so. Only what the rulebook or the data says.
 */

const ix = indexOf(data)

/** An Inevitable row in force this game, worded («Tryb nieuniknionego, od gry 3: …»), and whether the app did it. */
interface RowLine {
  row: number
  text: string
  byHand: boolean
}

function rowLines(s: Ah3eState): RowLine[] {
  if (!s.series) return []
  return inevitableRows(data.scenarios.inevitable.rows, s.series.game).map(({ row, times }) => {
    // As the setup decides it: a cup row whose number the OCR lost, or a setup-step row, left to the players when switched off.
    const byHand = row.cupDelta ? row.numberConfidence !== 'high' && s.off.includes('inevitable-cup') : row.setup !== 'sheet-doom-per-game-beyond-7' && s.off.includes('inevitable-setup')
    const what = t(`inevitable.row.${row.game}`, { n: times })
    return { row: row.game, byHand, text: t(byHand ? 'setup.change.inevitableByHand' : 'setup.change.inevitable', { n: row.game, what }) }
  })
}

const isCupRow = (row: number) => data.scenarios.inevitable.rows.some((r) => r.game === row && r.cupDelta)

/** The cup against the sheet's back: the mode's swap, then each Inevitable cup row in force. Empty: the sheet's cup. */
export function cupChanges(s: Ah3eState): string[] {
  const mode = s.mode === 'standard' ? [] : [t(`setup.mode.${s.mode}`)]
  return [...mode, ...rowLines(s).filter((r) => isCupRow(r.row)).map((r) => r.text)]
}

/** The Inevitable rows of this game that change the setup's steps (clues, spread doom, a gate burst, sheet doom). */
export function seriesSteps(s: Ah3eState): string[] {
  return rowLines(s).filter((r) => !isCupRow(r.row)).map((r) => r.text)
}

/** The scenario's own components: each mystery tile at its neighbourhood, the terror deck, the anomaly deck. */
export function scenarioSteps(s: Ah3eState): string[] {
  const sc = ix.scenario(s.scenario)
  const out = s.board.mysteries.map((m) => t('setup.step.mystery', { mystery: spaceName(m), hood: hoodInline(s.board.spaces[m]) }))
  // UDW «Groza»: the terror cards and tokens, with archive card 61 in the codex.
  if (s.codex.includes(61) || s.terrorDeck > 0) out.push(t('setup.step.terror', { n: s.terrorDeck }))
  const anomalies = sc?.anomalySet ? data.tokens.decks.find((d) => d.id === 'anomaly')?.sets?.[sc.anomalySet] : undefined
  if (sc?.anomalySet) out.push(t('setup.step.anomaly', { n: anomalies ?? 0 }))
  return out
}

/**
 * The setup's spread-doom questions told apart when there are several (the sheet's one and the
 * Inevitable extra ones, review ah3e-udw #1): «karta 1 z 2», and the extra one says why. Null for a
 * lone question.
 */
export function spreadOrdinal(s: Ah3eState): { k: number; n: number; inevitable: boolean } | null {
  const p = s.pending
  if (p?.kind !== 'event-card' || (p.source !== 'setup/spread-doom-once' && p.source !== 'inevitable/2')) return null
  const extraLeft = p.rest.filter((st) => st.k === 'event' && st.source === 'inevitable/2').length
  if (p.source === 'setup/spread-doom-once') return extraLeft > 0 ? { k: 1, n: 1 + extraLeft, inevitable: false } : null
  const n = 1 + Math.max(extraSpreads(s), extraLeft + 1)
  return { k: n - extraLeft, n, inevitable: true }
}

/** How many extra spread doom this game's Inevitable rows put in the setup (row 2, l.721–725). */
function extraSpreads(s: Ah3eState): number {
  if (!s.series || s.off.includes('inevitable-setup')) return 0
  return inevitableRows(data.scenarios.inevitable.rows, s.series.game).filter(({ row }) => row.setup === 'spread-doom-once-extra').reduce((a, { row, times }) => a + (row.count ?? 1) * times, 0)
}
