/** Save `text` as a JSON file the browser downloads (exports of games, facts and content packs). */
export function downloadJson(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = fileName
  a.click()
  URL.revokeObjectURL(a.href)
}

/** A file name made of a label's letters and digits (others become dashes), or the fallback. */
export const fileNameOf = (label: string, fallback: string): string => `${label.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 40) || fallback}.json`

/**
 * Every game in one file (`mythos-ledger-<date>.json`), downloaded: how many games it holds, or null
 * when the export failed (nothing is downloaded then). The games list and the storage-failing screen
 * both offer it.
 */
export async function downloadAllGames(exportAll: () => Promise<{ text: string; count: number } | null>): Promise<number | null> {
  const r = await exportAll()
  if (!r) return null
  downloadJson(`mythos-ledger-${new Date().toISOString().slice(0, 10)}.json`, r.text)
  return r.count
}
