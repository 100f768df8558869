import { useSessionStore } from '@/stores/session'
import type { Ah2eSetup } from '@/games/ah2e/rules'
import { db, type GameRow } from '@/db/db'

/** The options the AH2e setup form collects (name and seed beside the setup command's data). */
export interface Ah2eGameOptions {
  name: string
  seed: string
  players: number
  investigatorNames?: string[]
  ancientOne: string | null
  terrorTenAddsDoom?: boolean
  expansions?: 'innsmouth'[]
  herald?: string | null
}

/** Create an AH2e game through the generic session store, as the setup form does. */
export function createAh2eGame(o: Ah2eGameOptions, store = useSessionStore()) {
  const setup: Ah2eSetup = {
    players: o.players,
    investigatorNames: o.investigatorNames ?? [],
    ancientOne: o.ancientOne,
    settings: { terrorTenAddsDoom: o.terrorTenAddsDoom ?? true, delayedStandUp: true },
    ...(o.expansions?.length ? { expansions: o.expansions } : {}),
    ...(o.herald ? { herald: o.herald } : {}),
  }
  return store.create('ah2e', { name: o.name, seed: o.seed, setup })
}

/** A saved game as stored (its `games` row and its snapshot), read straight from the database. */
export async function storedRow(id: string): Promise<GameRow | undefined> {
  const [meta, snap] = await Promise.all([db.games.get(id), db.snapshots.get(id)])
  return meta && snap ? { ...meta, state: snap.state, redo: snap.redo } : undefined
}
