import { describe } from 'vitest'
import { games } from '../../src/app/registry'
import { conformanceSuite } from './conformance'
import { toyRules } from './toy-game'

// Every game in the app's registry passes the kit, with the screens its module has.
for (const g of games) {
  describe(`conformance: ${g.id}`, () => {
    conformanceSuite(g.loadRules, { runs: 80, steps: 40, screens: async () => (await g.load()).screens.map((s) => s.id) })
  })
}

describe('conformance: the test-only toy game (the kit needs nothing from a real game)', () => {
  conformanceSuite(async () => toyRules as never, { runs: 60, steps: 30, screens: async () => ['board'] })
})
