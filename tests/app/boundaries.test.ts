/**
 * BOUND: the lint that `npm test` runs (scripts/eslint.config.mjs) really refuses what the README
 * promises never happens: impure code in the core or a game's rules, and a shell that imports a
 * game. Each case lints a snippet as if it were a file at that path; a clean snippet passes.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'scripts/eslint.config.mjs') })

async function errors(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message)
}

describe('BOUND purity and layering, enforced by the lint', () => {
  it.each([
    ['src/core/x.ts', "import { ref } from 'vue'\nexport const a = ref(1)\n", 'no-restricted-imports'],
    ['src/games/ah2e/rules/x.ts', "import Dexie from 'dexie'\nexport const d = Dexie\n", 'no-restricted-imports'],
    ['src/games/elder-sign/rules/x.ts', "import { useSessionStore } from '@/stores/session'\nexport const s = useSessionStore\n", 'no-restricted-imports'],
    ['src/games/ah2e/data/x.ts', 'export const r = Math.random()\n', 'no-restricted-properties'],
    ['src/games/ah2e/rules/x.ts', 'export const t = Date.now()\n', 'no-restricted-properties'],
    ['src/core/x.ts', 'export const t = new Date()\n', 'no-restricted-syntax'],
    ['src/games/ah2e/rules/x.ts', 'export const w = window.innerWidth\n', 'no-restricted-globals'],
    ['src/core/x.ts', "export const v = localStorage.getItem('x')\n", 'no-restricted-globals'],
    ['src/shell/views/x.ts', "import m from '@/games/ah2e/module'\nexport default m\n", 'no-restricted-imports'],
    ['src/stores/x.ts', "import { ah2e } from '../games/ah2e/rules'\nexport default ah2e\n", 'no-restricted-imports'],
  ])('BOUND-01 %s refuses its snippet (%#)', async (file, code, rule) => {
    expect(await errors(file, code)).toContain(rule)
  })
  it('BOUND-02 pure code and the registry pass', async () => {
    expect(await errors('src/core/x.ts', "import type { Rng } from './rng'\nexport const f = (r: Rng) => r.int(6)\n")).toEqual([])
    expect(await errors('src/app/registry.ts', "export const load = () => import('../games/ah2e/module')\n")).toEqual([])
    expect(await errors('src/games/ah2e/ui/x.ts', "import { ref } from 'vue'\nexport const a = ref(Date.now())\n")).toEqual([])
  })
})
