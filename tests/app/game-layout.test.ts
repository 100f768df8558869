import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { games } from '../../src/app/registry'

/**
 * One layout for every game folder (README «Layout»): what each registered game must have, and the
 * older shapes that must not come back. A file the game has nothing for (checks, content packs, a
 * names hook) is left out rather than written empty, so only the core of the layout is required.
 */
const REQUIRED = [
  'module.ts',
  'rules/index.ts',
  'rules/state.ts',
  'rules/commands.ts',
  'rules/events.ts',
  'rules/evolve.ts',
  'rules/messages.ts',
  'rules/decide/index.ts',
  'rules/decide/types.ts',
  'data/index.ts',
  'i18n/pl.json',
  'i18n/en.json',
  'ui/SetupForm.vue',
]

/** The shapes the games had before the layout was one: types in one file, decide in one file, messages under decide/. */
const FORBIDDEN = ['rules/types.ts', 'rules/decide.ts', 'rules/decide/messages.ts']

const root = join(__dirname, '../../src/games')

describe('game folder layout', () => {
  it('every game folder is registered and every registered game has a folder', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    expect(folders).toEqual(games.map((g) => g.id).sort())
  })

  it.each(games.map((g) => g.id))('%s has the required files and none of the old shapes', (id) => {
    const dir = join(root, id)
    expect(REQUIRED.filter((f) => !existsSync(join(dir, f)))).toEqual([])
    expect(FORBIDDEN.filter((f) => existsSync(join(dir, f)))).toEqual([])
    const screens = readdirSync(join(dir, 'ui/screens')).filter((f) => f.endsWith('.vue'))
    expect(screens.length).toBeGreaterThan(0)
  })
})
