import { expect } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { useGame } from '@/games/elder-sign/ui/session'
import { monsterPlacements, type EsCommand } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'

/**
 * A one-player Yig game created through the app's session store (the screens' tests), its setup
 * questions answered (no adventure locks, a plain Mythos card, a monster a dealt card brings put
 * where the app suggests), ready for the first action.
 *
 * The store is taken once, before anything is awaited, from the Pinia the test just made active:
 * a store of an earlier test still has timed work (the facts kept, the list line written) whose
 * store actions make *their* Pinia the active one again, so a `useGame()` called later, between
 * awaits, can be an earlier test's game (the test then waited for the wrong game's writes, and
 * under load read a state one command behind). `settle()` waits for this store's commands.
 */
export async function newTable(o: { name: string; seed: string; investigator?: string; elderSignLimit?: number; mythosTerror?: string }) {
  const game = useGame()
  const r = await game.create('elder-sign', {
    name: o.name, seed: o.seed,
    setup: { players: [{ name: 'Gracz 1', investigator: o.investigator ?? 'monterey-jack' }], ancientOne: 'yig', firstPlayer: null, facts: { ancientOnes: { yig: { doomTrack: 8, monsterSpaces: [], elderSignLimit: o.elderSignLimit ?? 6, combatTask: [{ peril: 1 }, { peril: 1 }] } }, adventureLocks: {} } },
  })
  expect(r.ok).toBe(true)
  const run = async (c: EsCommand) => expect((await game.dispatch(c)).ok).toBe(true)
  for (let i = 0; i < 12 && game.state!.pending; i++) {
    const p = game.state!.pending
    if (p.kind === 'adventure-lock') await run({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
    else if (p.kind === 'mythos-card') await run({ type: 'DrawMythos', data: { card: { title: 'Karta', doom: 0, monsters: 0, lockedDie: null, immediateEffect: null, terrorEffect: o.mythosTerror ?? null, midnightEffect: null, persists: false } } })
    else if (p.kind === 'monster-placement') {
      const { card, spot } = monsterPlacements(game.state!, elderSignData, p.card)[0]
      await run({ type: 'PlaceMonster', data: { card, spot, token: { requires: [{ lore: 1 }], trophies: 1 } } })
    }
  }
  /** Every command queued so far (a tap's included) has been written and shown, and the views have rendered it. */
  const settle = async () => {
    await game.settled()
    await flushPromises()
  }
  return { game, run, settle }
}
