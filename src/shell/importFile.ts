/** The largest file the import reads at all: an all-games file's limit (src/core/games-file.ts); a bigger one is refused before it is read. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024

/** Why a chosen file was not read: `file/too-large` (before reading) or `file/unreadable`. */
export interface ImportFileError {
  code: string
  message: string
}

/**
 * The text of a file the players chose to import, or why it was not read. A file larger than any
 * import takes (`IMPORT_MAX_BYTES`: an all-games file) is refused by its size before it is read:
 * read, a 600 MB file came back as an empty text («The file is empty»). A file that reads as
 * empty though it is not (the browser could not read it) says so.
 */
export async function readImportFile(file: Pick<File, 'size' | 'text'>): Promise<{ ok: true; text: string } | { ok: false; error: ImportFileError }> {
  if (file.size > IMPORT_MAX_BYTES) {
    const mb = Math.round(file.size / 1024 / 1024)
    return { ok: false, error: { code: 'file/too-large', message: `The file is ${mb} MB; a game file holds at most 20 MB and an all-games file at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.` } }
  }
  let text: string
  try {
    text = await file.text()
  } catch (e) {
    return { ok: false, error: { code: 'file/unreadable', message: `The file could not be read: ${e instanceof Error ? e.message : String(e)}` } }
  }
  if (text === '' && file.size > 0) return { ok: false, error: { code: 'file/unreadable', message: 'The file could not be read (the browser gave none of its text).' } }
  return { ok: true, text }
}
