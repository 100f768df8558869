// @vitest-environment node
/**
 * ROC-MATRIX: the rules matrix (docs/rules-matrix-cults.md) and the code agree. Every rule id the
 * rules give as an event's cause (`rule/ROC-…`, what the log and the opponent's steps show the
 * players) has a row; every row's id names a test; every test file a row lists exists.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../../..')
const matrix = readFileSync(path.join(root, 'docs/rules-matrix-cults.md'), 'utf8')
/** Every .ts file under a folder, whatever its layout (the rules folder is being split). */
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = path.join(dir, f)
  return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : []
})
const source = walk(path.join(root, 'src/games/cults')).map((f) => readFileSync(f, 'utf8')).join('\n')
const testFiles = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'matrix.test.ts')
const tests = testFiles.map((f) => readFileSync(path.join(here, f), 'utf8')).join('\n')
const rows = matrix.split('\n').filter((l) => /^\| ROC-/.test(l)).map((l) => l.split('|').map((c) => c.trim()))
const rowIds = [...new Set(rows.map((r) => r[1]))]
const causes = [...new Set([...source.matchAll(/'rule\/(ROC-[A-Z0-9-]+)'/g)].map((m) => m[1]))].sort()

/** A row covers an id: the same id, a family row (`ROC-ACT` → `ROC-ACT-01`), or a range (`ROC-BOARD-01..07`). */
function covers(row: string, id: string): boolean {
  if (row === id || row.startsWith(`${id}-`)) return true
  const m = /^(.*-)(\d+)\.\.(\d+)$/.exec(row)
  const n = /^(.*-)(\d+)$/.exec(id)
  return !!m && !!n && m[1] === n[1] && Number(n[2]) >= Number(m[2]) && Number(n[2]) <= Number(m[3])
}

describe('ROC-MATRIX the rules matrix and the code agree', () => {
  it('ROC-MATRIX the rules give causes (a sanity check of the scan)', () => {
    expect(causes.length).toBeGreaterThan(30)
    expect(causes).toContain('ROC-NPC-13')
  })
  it.each(causes)('ROC-MATRIX the cause rule/%s has a row in docs/rules-matrix-cults.md', (id) => {
    expect(rowIds.some((r) => covers(r, id)), `${id} has no row`).toBe(true)
  })
  it.each(rowIds)('ROC-MATRIX the row %s names a test', (id) => {
    const ids = id.includes('..') ? [id.replace(/\.\.\d+$/, ''), id] : [id]
    expect(ids.some((x) => tests.includes(x)), `${id} names no test`).toBe(true)
  })
  it.each(rows.map((r) => [r[1], r[r.length - 2]] as const))('ROC-MATRIX the test files of %s exist', (_id, cell) => {
    for (const f of cell.match(/[\w-]+\.(?:test|e2e)\.ts/g) ?? []) {
      if (f.endsWith('.e2e.ts')) continue
      expect(testFiles, `${f} is listed but missing`).toContain(f)
    }
  })
})
