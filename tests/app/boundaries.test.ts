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
    ['src/shell/views/x.ts', "import m from '@/games/ah2e/module'\nexport default m\n", '@typescript-eslint/no-restricted-imports'],
    ['src/stores/x.ts', "import { ah2e } from '../games/ah2e/rules'\nexport default ah2e\n", 'no-restricted-imports'],
    // What slipped through before (issue #28 §5): dynamic import(), globalThis, other spellings of randomness, a game importing another, a screen reading the database.
    ['src/games/cults/rules/x.ts', "export const v = () => import('vue')\n", 'no-restricted-syntax'],
    ['src/core/x.ts', "export const g = () => import('../games/ah2e/rules')\n", 'no-restricted-syntax'],
    ['src/games/ah3e/rules/x.ts', 'export const r = globalThis.Math.random()\n', 'no-restricted-syntax'],
    ['src/games/ah3e/rules/x.ts', 'export const t = globalThis.Date.now()\n', 'no-restricted-syntax'],
    ['src/games/ah2e/rules/x.ts', 'const { random } = Math\nexport const r = random()\n', 'no-restricted-properties'],
    ['src/games/ah2e/rules/x.ts', "export const r = Math['random']()\n", 'no-restricted-properties'],
    ['src/games/cults/rules/x.ts', 'export const b = crypto.getRandomValues(new Uint8Array(4))\n', 'no-restricted-globals'],
    ['src/games/cults/rules/x.ts', 'export const p = performance.now()\n', 'no-restricted-globals'],
    ['src/games/elder-sign/rules/x.ts', 'setTimeout(() => 0, 1)\n', 'no-restricted-globals'],
    ['src/games/elder-sign/data/x.ts', "export const f = fetch('/x')\n", 'no-restricted-globals'],
    ['src/games/ah2e/rules/x.ts', "import { cardTitle } from '../ui/names'\nexport const c = cardTitle\n", 'no-restricted-imports'],
    ['src/games/ah2e/rules/x.ts', "import { esRules } from '../../elder-sign/rules'\nexport const r = esRules\n", 'no-restricted-imports'],
    ['src/games/ah3e/rules/x.ts', "import { cultsData } from '@/games/cults/data'\nexport const d = cultsData\n", 'no-restricted-imports'],
    ['src/games/ah3e/ui/x.ts', "import { districtName } from '@/games/cults/ui/names'\nexport const d = districtName\n", '@typescript-eslint/no-restricted-imports'],
    ['src/games/ah3e/ui/X.vue', "<script setup lang=\"ts\">\nconst m = () => import('../../elder-sign/module')\n</script>\n", 'no-restricted-syntax'],
    ['src/games/cults/ui/x.ts', "import { putGame } from '@/db/repo'\nexport const p = putGame\n", '@typescript-eslint/no-restricted-imports'],
    ['src/shell/views/X.vue', "<script setup lang=\"ts\">\nimport * as repo from '@/db/repo'\nconst r = repo\n</script>\n", '@typescript-eslint/no-restricted-imports'],
    ['src/shell/components/x.ts', "export const r = () => import('@/db/repo')\n", 'no-restricted-syntax'],
    ['src/stores/x.ts', "export const g = () => import('../games/cults/module')\n", 'no-restricted-syntax'],
    ['src/shell/views/X.vue', "<script setup lang=\"ts\">\nconst d = new Date().toLocaleDateString()\n</script>\n", 'no-restricted-syntax'],
    ['src/games/ah2e/ui/x.ts', "export const u = 'ą'.toLocaleUpperCase()\n", 'no-restricted-syntax'],
    ['src/core/x.ts', "export const f = new Function('return 1')\n", 'no-restricted-syntax'],
  ])('BOUND-01 %s refuses its snippet (%#)', async (file, code, rule) => {
    expect(await errors(file, code)).toContain(rule)
  })
  it('BOUND-02 pure code and the registry pass', async () => {
    expect(await errors('src/core/x.ts', "import type { Rng } from './rng'\nexport const f = (r: Rng) => r.int(6)\n")).toEqual([])
    expect(await errors('src/app/registry.ts', "export const load = () => import('../games/ah2e/module')\n")).toEqual([])
    expect(await errors('src/games/ah2e/ui/x.ts', "import { ref } from 'vue'\nexport const a = ref(Date.now())\n")).toEqual([])
    expect(await errors('src/app/registry.ts', "export const rules = () => import('../games/cults/rules')\n")).toEqual([])
    expect(await errors('src/shell/views/XView.vue', "<script setup lang=\"ts\">\nimport type { GameMeta } from '@/db/db'\nconst m: GameMeta | null = null\n</script>\n<template><p>{{ m }}</p></template>\n")).toEqual([])
    expect(await errors('src/games/ah2e/rules/x.ts', "import { ah2eData } from '../data'\nimport type { Rng } from '@/core'\nexport const d = (r: Rng) => ah2eData.spaces[r.int(2)]\n")).toEqual([])
    expect(await errors('src/games/ah2e/ui/x.ts', "import { t } from './i18n'\nimport { formatDate } from '@/i18n'\nexport const s = t(formatDate(new Date()))\n")).toEqual([])
  })
  // Issue #28 §5: the TypeScript and Vue recommended sets are on (their correctness rules).
  it.each([
    ['src/shell/x.ts', 'export const a: any = 1\n', '@typescript-eslint/no-explicit-any'],
    ['src/shell/x.ts', 'const unused = 1\nexport const b = 2\n', '@typescript-eslint/no-unused-vars'],
    ['src/shell/x.ts', 'export const f = (a: number) => { a > 1 && a }\n', '@typescript-eslint/no-unused-expressions'],
    ['src/shell/components/XList.vue', '<template><ul><li v-for="i in 3">{{ i }}</li></ul></template>\n', 'vue/require-v-for-key'],
    ['src/shell/components/XProp.vue', '<script setup lang="ts">\nconst p = defineProps<{ n: number }>()\nconst bump = () => { p.n = 2 }\n</script>\n<template><button @click="bump">{{ p.n }}</button></template>\n', 'vue/no-mutating-props'],
    ['src/shell/components/Live.vue', '<template><p>x</p></template>\n', 'vue/multi-word-component-names'],
  ])('BOUND-03 %s: the recommended sets refuse it (%#)', async (file, code, rule) => {
    expect(await errors(file, code)).toContain(rule)
  })
})
