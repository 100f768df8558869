/** A figure on the table with its limit and how close the next threshold is. */
export interface Gauge {
  id: string
  /** The label in the UI language. */
  label: string
  value: number
  /** The value as it is printed on the table, when that is not a plain number (the clock's XII). */
  text?: string
  /** The limit, or null for none; `unbounded` shows ∞ (a limit lifted by the rules). */
  max: number | null
  unbounded?: boolean
  level: 'safe' | 'near' | 'critical'
  /** A progress figure (Elder Signs, trophies): its level is not a danger, so none is shown. */
  progress?: boolean
  /**
   * What the level means here, in the UI language («do przebudzenia: 2», «limit pełny: kolejne →
   * Peryferia»), shown instead of the bare level word.
   */
  note?: string
}

