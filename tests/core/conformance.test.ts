import { describe } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { games, registerGame } from '../../src/app/registry'
import { conformanceSuite, importRoundTripSuite, type AppPaths, type BoardList } from './conformance'
import { toyManifest } from '../fixtures/games/toy/manifest'

/** The app's import and export (the games store over a fake IndexedDB) for CONF-13. */
async function appPaths(): Promise<AppPaths> {
  setActivePinia(createPinia())
  const { useGamesStore } = await import('../../src/stores/games')
  const repo = await import('../../src/db/repo')
  const store = useGamesStore()
  return {
    importText: (text) => store.importText(text, { onExisting: 'replace' }),
    exportText: (id) => store.exportText(id),
    stateOf: async (id) => (await repo.getGame(id))?.state,
  }
}

// The test-only fifth game, registered with one line like any game: the kit needs nothing from a real game.
registerGame(toyManifest)

// Every game in the app's registry passes the kit, with the screens and the «Na planszy» list its module has.
for (const g of games) {
  describe(`conformance: ${g.id}`, () => {
    conformanceSuite(g.loadRules, {
      runs: 80,
      steps: 40,
      screens: async () => (await g.load()).screens.map((s) => s.id),
      board: async () => (await g.load()).boardChanges as BoardList | undefined,
    })
    importRoundTripSuite(g.id, g.loadRules, appPaths)
  })
}
