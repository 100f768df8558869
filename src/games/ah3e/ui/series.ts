import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { barredInSeries, investigatorKey, seriesOver, seriesRecordAfter, unplayed, type Ah3eState, type DrawMode, type Mode, type SeriesRecord } from '../rules'

/**
 * Inevitable series kept on this device between evenings: each time a game of a series ends, the
 * record that starts the next game (`seriesRecordAfter`) is saved under the series' id. The setup
 * form offers the open ones; each game file still carries its own record, so a game replays alone.
 * An undo of the game's end and a different ending overwrite the record (the later ending counts).
 */
export interface KeptSeries {
  record: SeriesRecord
  /** When this device last saved it (ms), for the newest-first list. */
  saved: number
  /**
   * The table as the last game ended, to prefill the next evening's form (review ah3e-udw #7): each
   * seat's name and its investigator still in the series (empty for one defeated or devoured, barred
   * for good), the mode, who drew the mythos tokens. Absent in a record kept before.
   */
  table?: { players: { name: string; investigator: string }[]; mode: Mode; cup: DrawMode }
}

/** The table that carries over to the next game of the series: the seats, the survivors, the mode, the cup's source. */
export function tableAfter(state: Ah3eState, record: SeriesRecord): NonNullable<KeptSeries['table']> {
  const barred = new Set(barredInSeries(record).map(investigatorKey))
  const players = state.players.map((p) => ({ name: p.name, investigator: p.investigator && !barred.has(investigatorKey(p.investigator)) ? p.investigator : '' }))
  return { players, mode: state.mode, cup: state.draws.cup }
}

const KEY = 'ah3e-series'

/** The series the setup form opens with (the series screen's «next game» sets it). */
export const nextSeries = ref<string | null>(null)

export const useAh3eSeriesStore = defineStore('ah3eSeries', () => {
  const series = ref<Record<string, KeptSeries>>({})
  const loaded = ref(false)

  async function load() {
    if (loaded.value) return
    try {
      series.value = { ...(await useDeviceStore().get<Record<string, KeptSeries>>(KEY, {})) }
    } catch {
      series.value = {}
    }
    loaded.value = true
  }

  /** Keep the record after a finished game of a series. Returns false if it could not be saved. */
  async function keep(state: Ah3eState): Promise<boolean> {
    const record = seriesRecordAfter(state)
    if (!record) return true
    await load()
    const next = { ...series.value, [record.id]: { record, saved: Date.now(), table: tableAfter(state, record) } }
    const r = await useDeviceStore().put(KEY, next)
    if (r.ok) series.value = next
    return r.ok
  }

  /** Series that can go on (not lost, a scenario left), newest first. */
  const open = () =>
    Object.values(series.value)
      .filter((k) => !seriesOver(k.record) && unplayed(k.record).length > 0)
      .sort((a, b) => b.saved - a.saved)

  return { series, loaded, load, keep, open }
})
