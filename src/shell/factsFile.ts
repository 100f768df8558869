/**
 * The envelope of an owner-facts data file (what a game's owner filled in, exported from one
 * device and imported on another): a size cap, JSON, a format tag and version 1. Each game checks
 * the facts inside; a bad file gives a clear message and nothing of it is kept.
 */
export type FactsFileRead = { ok: true; doc: Record<string, unknown> } | { ok: false; message: string }

export function readFactsFile(text: string, format: string, maxBytes: number): FactsFileRead {
  if (text.length > maxBytes) return { ok: false, message: `The file is larger than ${maxBytes / 1024} KB.` }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The file is not JSON.' }
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return { ok: false, message: 'The file is not a facts file.' }
  const d = doc as Record<string, unknown>
  if (d.format !== format) return { ok: false, message: `The file's format is not ${format}.` }
  if (d.version !== 1) return { ok: false, message: 'The file was made by another version of the app.' }
  return { ok: true, doc: d }
}
