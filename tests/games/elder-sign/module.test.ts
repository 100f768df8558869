import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createRng, execute, newSession } from '@/core'
import { createElderSign, elderSign, nextStep, type EsCommand, type EsSetup } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'
import { given, move, noLocks } from './harness'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const SCREENS = ['table', 'dice', 'entrance', 'battle']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
}

describe('ES-MOD the game module (GameRules)', () => {
  it('ES-MOD-01 id, versions, undo barrier and the setup command', () => {
    expect([elderSign.id, elderSign.rulesVersion, elderSign.stateVersion, elderSign.undoBarriers]).toEqual(['elder-sign', 2, 1, ['SetUpGame']])
    const setup: EsSetup = { players: [{ investigator: null }], ancientOne: 'yig', facts: { ancientOnes: { yig: { monsterSpaces: [] } }, adventureLocks: noLocks() } }
    const cmd = elderSign.setupCommand(setup)
    expect(cmd).toEqual({ type: 'SetUpGame', data: setup })
    const r = execute(elderSign, newSession(elderSign, 'mod'), cmd)
    expect(r.ok).toBe(true)
  })

  it('ES-MOD-02 stage: new → playing → ended', () => {
    expect(elderSign.stage(elderSign.initialState())).toBe('new')
    const p = given({ aoFacts: { monsterSpaces: [] } }).cards('the-missing-records')
    expect(elderSign.stage(p.state)).toBe('playing')
    const won = p.did({ type: 'CorrectElderSigns', data: { to: 10 } })
    expect(elderSign.stage(won.state)).toBe('ended')
  })

  it('ES-MOD-03 pending and nextStep name a screen the UI has; summarize is plain JSON', () => {
    const rng = createRng('mod-walk')
    let session = newSession(elderSign, 'mod-walk')
    const seen = new Set<string>()
    for (let i = 0; i < 600; i++) {
      const options = elderSign.sample(session.state, rng)
      if (options.length === 0) break
      const r = execute(elderSign, session, rng.pick(options))
      if (!r.ok) continue
      session = r.value.session
      const p = elderSign.pending(session.state)
      if (p) {
        expect(SCREENS).toContain(p.screen)
        seen.add(`${p.kind}@${p.screen}`)
      }
      const n = nextStep(session.state)
      if (n) expect(SCREENS).toContain(n.screen)
      const digest = elderSign.summarize(session.state)
      expect(JSON.parse(JSON.stringify(digest))).toEqual(digest)
    }
    expect(seen.size).toBeGreaterThan(3)
  })

  it('ES-MOD-04 sample() uses only the given generator and proposes known commands', () => {
    const p = given().cards('the-missing-records').did(move('the-missing-records'))
    const a = elderSign.sample(p.state, createRng('x'))
    const b = elderSign.sample(p.state, createRng('x'))
    expect(a).toEqual(b)
    expect(a.map((c: EsCommand) => c.type)).toContain('Roll')
    expect(a.filter((c) => execute(elderSign, p.session, c).ok).length).toBeGreaterThan(0)
  })

  it('ES-MOD-05 another data set plugs in (createElderSign(data))', () => {
    const data = structuredClone(elderSignData)
    data.ancientOnes = data.ancientOnes.map((a) => (a.id === 'yig' ? { ...a, monsterSpaces: [2], ownerCompletes: [] } : a))
    const rules = createElderSign(data)
    const r = execute(rules, newSession(rules, 'data'), { type: 'SetUpGame', data: { players: [{ investigator: null }], ancientOne: 'yig' } })
    expect(r.ok && r.value.session.state.ancientOne?.monsterSpaces).toEqual([2])
  })

  it('ES-PURE-01 rules and data import nothing but relative files and the core; no randomness or time outside ctx.rng', () => {
    const dirs = ['src/games/elder-sign/rules', 'src/games/elder-sign/data']
    for (const f of dirs.flatMap((d) => files(path.join(repoRoot, d)))) {
      const source = readFileSync(f, 'utf8')
      for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) expect(m[1], `${f} imports ${m[1]}`).toMatch(/^\.{1,2}\//)
      expect(source, f).not.toMatch(/Math\.random|Date\.now|\bwindow\.|\bdocument\.|localStorage|indexedDB/)
    }
  })
})
