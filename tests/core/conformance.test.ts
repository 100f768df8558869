import { describe } from 'vitest'
import { games } from '../../src/app/registry'
import { conformanceSuite, type BoardList } from './conformance'
import { toyRules } from './toy-game'
import { toyModule } from '../app/toy-module'

// Every game in the app's registry passes the kit, with the screens and the «Na planszy» list its module has.
for (const g of games) {
  describe(`conformance: ${g.id}`, () => {
    conformanceSuite(g.loadRules, {
      runs: 80,
      steps: 40,
      screens: async () => (await g.load()).screens.map((s) => s.id),
      board: async () => (await g.load()).boardChanges as BoardList | undefined,
    })
  })
}

describe('conformance: the test-only toy game (the kit needs nothing from a real game)', () => {
  conformanceSuite(async () => toyRules as never, { runs: 60, steps: 30, screens: async () => ['board'], board: async () => toyModule.boardChanges as BoardList })
})
