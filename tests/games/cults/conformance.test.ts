import { describe } from 'vitest'
import { conformanceSuite } from '../../core/conformance'
import { cults } from '../../../src/games/cults/rules'

describe('conformance: cults rules (direct)', () => {
  conformanceSuite(async () => cults as never, { runs: 60, steps: 80, screens: async () => ['table', 'fight', 'npc', 'cards', 'score'] })
})
