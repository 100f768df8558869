import { defineStore } from 'pinia'
import { ref } from 'vue'
import { useDeviceStore } from '@/stores/device'
import { seriesOver, seriesRecordAfter, unplayed, type Ah3eState, type SeriesRecord } from '../rules'

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
    const next = { ...series.value, [record.id]: { record, saved: Date.now() } }
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
