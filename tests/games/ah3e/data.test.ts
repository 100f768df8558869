// @vitest-environment node
/**
 * rules-data/ah3e: schemas (ajv, strict), referential integrity between the scenarios and the map,
 * every scenario fact with its sources and confidence, and the committed files exactly what
 * scripts/build-ah3e-data.mjs builds from the reference now.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { ah3eData as d } from '@/games/ah3e/data'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const dataDir = path.join(repoRoot, 'rules-data/ah3e')
const referenceDir = process.env.AH3E_REFERENCE_DIR ? path.resolve(process.env.AH3E_REFERENCE_DIR) : path.resolve(repoRoot, '../shared/reference/ah3e')
const FILES = ['map', 'scenarios', 'sources', 'tokens'] as const
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as unknown
const ajv = new Ajv({ allErrors: true, strict: true })
const validator = (name: string) => ajv.compile(read(path.join(dataDir, 'schema', `${name}.schema.json`)) as object)

describe('AH3E-DATA-01 schemas', () => {
  it.each(FILES)('AH3E-DATA-01 (issue #13 «Data») rules-data/ah3e/%s.json validates against its schema', (name) => {
    const validate = validator(name)
    const ok = validate(read(path.join(dataDir, `${name}.json`)))
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('AH3E-DATA-01 every data file has a schema and every schema a data file; a scenario with card text or a bad confidence is rejected', () => {
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...FILES])
    expect(readdirSync(path.join(dataDir, 'schema')).map((f) => f.replace(/\.schema\.json$/, '')).sort()).toEqual([...FILES])
    const sc = validator('scenarios')
    const withText = structuredClone(read(path.join(dataDir, 'scenarios.json'))) as { scenarios: Record<string, unknown>[] }
    withText.scenarios[0].text = 'sheet text is not allowed'
    expect(sc(withText)).toBe(false)
    const badConf = structuredClone(read(path.join(dataDir, 'scenarios.json'))) as { scenarios: { facts: Record<string, { confidence: string }> }[] }
    badConf.scenarios[0].facts.mythosCup.confidence = 'certain'
    expect(sc(badConf)).toBe(false)
  })
})

describe('AH3E-DATA-02 referential integrity and provenance (supplement §6, the reference\'s check.mjs)', () => {
  const hoods = new Set(d.map.neighbourhoods.map((n) => n.id))
  const spaceOf = new Map(d.map.neighbourhoods.flatMap((n) => n.spaces.map((s) => [s.id, n.id] as const)))
  const sources = new Set(Object.keys((read(path.join(dataDir, 'sources.json')) as { sources: Record<string, unknown> }).sources))

  it.each(d.scenarios.scenarios.filter((s) => !s.partial).map((s) => [s.id, s] as const))('AH3E-DATA-02 %s: its neighbourhoods, start space, starting doom and mysteries are on its map', (_id, s) => {
    for (const n of s.neighbourhoods) expect(hoods.has(n)).toBe(true)
    expect(s.neighbourhoods).toContain(spaceOf.get(s.startSpace!))
    for (const x of s.startingDoom ?? []) expect(s.neighbourhoods).toContain(spaceOf.get(x.space) ?? s.mysteries.find((m) => m.mystery === x.space)?.attachedTo)
    for (const m of s.mysteries) if (m.attachedTo) expect(s.neighbourhoods).toContain(m.attachedTo)
    const layout = d.map.layouts[s.id]
    for (const r of layout?.routes ?? []) expect(hoods.has(r.neighbourhood)).toBe(true)
  })

  it('AH3E-DATA-02 every scenario fact names its sources (all listed in sources.json) and a confidence; an unknown one is null (the owner completes it)', () => {
    for (const s of d.scenarios.scenarios) {
      for (const [fact, p] of Object.entries(s.facts ?? {}) as [string, { confidence: string; sources: string[] }][]) {
        expect(['high', 'medium', 'low', 'unknown'], `${s.id}.${fact}`).toContain(p.confidence)
        if (p.confidence === 'unknown') {
          expect((s as unknown as Record<string, unknown>)[fact] ?? null, `${s.id}.${fact}`).toBeNull()
          continue
        }
        expect(p.sources.length, `${s.id}.${fact}`).toBeGreaterThan(0)
        for (const src of p.sources) expect(sources.has(src), `${s.id}.${fact}: ${src}`).toBe(true)
      }
    }
  })
})

describe.runIf(existsSync(referenceDir))('AH3E-DATA-03 the committed data is what the build script makes from the reference', () => {
  it('AH3E-DATA-03 node scripts/build-ah3e-data.mjs rebuilds the same files', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'ah3e-data-'))
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-ah3e-data.mjs')], { env: { ...process.env, AH3E_OUT_DIR: out }, stdio: 'pipe' })
      for (const f of FILES) expect(readFileSync(path.join(out, `${f}.json`), 'utf8'), f).toBe(readFileSync(path.join(dataDir, `${f}.json`), 'utf8'))
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
