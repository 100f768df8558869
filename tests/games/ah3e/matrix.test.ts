// @vitest-environment node
/**
 * AH3E-MATRIX: every rule id an automation names (src/games/ah3e/rules/automations.ts) has a row in
 * docs/rules-matrix-ah3e.md and a test whose name carries it, so the app's source panel never points
 * at a rule nobody checks.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AUTOMATIONS } from '@/games/ah3e/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const matrix = readFileSync(path.join(root, 'docs/rules-matrix-ah3e.md'), 'utf8')
const here = path.dirname(fileURLToPath(import.meta.url))
const tests = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'matrix.test.ts').map((f) => readFileSync(path.join(here, f), 'utf8')).join('\n')
const ids = [...new Set(AUTOMATIONS.flatMap((a) => a.rules))]

describe('AH3E-MATRIX the automations\' rule ids are in the matrix and tested', () => {
  it.each(ids)('AH3E-MATRIX %s: a matrix row and a test name', (id) => {
    const rowIds = matrix.split('\n').filter((l) => l.startsWith('| ')).map((l) => l.split('|')[1].trim())
    const covered = rowIds.some((r) => r === id || r.split(/\s*,\s*|\.\./).some((x) => x === id) || (r.includes('..') && inRange(r, id)))
    expect(covered, `${id} has no row in docs/rules-matrix-ah3e.md`).toBe(true)
    expect(new RegExp(`it(\\.each\\([^]*?\\))?\\((['"\`])[^'"\`]*${id}`).test(tests) || tests.includes(`'${id} `) || tests.includes(`${id} `), `${id} names no test`).toBe(true)
  })
})

/** `UDW-TERR-01..03` covers UDW-TERR-02. */
function inRange(row: string, id: string): boolean {
  const m = /^(.*-)(\d+)\.\.(\d+)$/.exec(row)
  const n = /^(.*-)(\d+)$/.exec(id)
  return !!m && !!n && m[1] === n[1] && Number(n[2]) >= Number(m[2]) && Number(n[2]) <= Number(m[3])
}

describe('AH3E-MATRIX every row of the matrix names a test (issue #28 §6: no rule id without its test)', () => {
  // AH3E-PERF-01 is a benchmark (`npm run bench`), not a unit test; AH3E-MATRIX is this file.
  const rows = matrix.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| id ')).map((l) => l.split('|')[1].trim().split(' ')[0])
  it('AH3E-MATRIX the matrix has rows for the rules, the board, the contract, the screens, the data, the owner\'s facts and corrections', () => {
    expect(rows.length).toBeGreaterThan(100)
  })
  it.each(rows.filter((id) => id !== 'AH3E-PERF-01' && id !== 'AH3E-MATRIX'))('AH3E-MATRIX %s names a test', (id) => {
    expect(tests.includes(id), `${id} is in docs/rules-matrix-ah3e.md but no test names it`).toBe(true)
  })
})
