/**
 * ES-UI-FIX: the golden rule on the phone («Złota zasada», l.184). Every step the rules automate on
 * the board has a correction the players reach from the table's «Poprawki» panel, logged and undone
 * like any command: a monster back to the cup (its die freed), a lock freed or added, an adventure
 * discarded or an extra one dealt, a die put elsewhere. (The figures have their own fields.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { useSessionStore } from '@/stores/session'
import { useGame } from '@/games/elder-sign/ui/session'
import { monsterPlacements, type EsCommand } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'
import BoardCorrections from '@/games/elder-sign/ui/components/BoardCorrections.vue'

let wrapper: VueWrapper | null = null
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  locale.value = 'pl'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** A one-player Yig game with a monster holding the red die under the first card. */
async function withMonster() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const session = useSessionStore()
  const r = await session.create('elder-sign', {
    name: 'Poprawki', seed: 'es-fix-1',
    setup: { players: [{ name: 'Gracz 1', investigator: 'monterey-jack' }], ancientOne: 'yig', firstPlayer: null, facts: { ancientOnes: { yig: { doomTrack: 8, monsterSpaces: [], elderSignLimit: 6, combatTask: [{ peril: 1 }, { peril: 1 }] } }, adventureLocks: {} } },
  })
  expect(r.ok).toBe(true)
  const game = useGame()
  const run = async (c: EsCommand) => expect((await game.dispatch(c)).ok).toBe(true)
  for (let i = 0; i < 12 && game.state!.pending; i++) {
    const p = game.state!.pending
    if (p.kind === 'adventure-lock') await run({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
    else if (p.kind === 'mythos-card') await run({ type: 'DrawMythos', data: { card: { title: 'Karta', doom: 0, monsters: 0, lockedDie: null, immediateEffect: null, terrorEffect: null, midnightEffect: null, persists: false } } })
  }
  await run({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
  const p = game.state!.pending
  expect(p?.kind).toBe('monster-placement')
  const { card, spot } = monsterPlacements(game.state!, elderSignData)[0]
  await run({ type: 'PlaceMonster', data: { card, spot, token: { requires: [{ lore: 1 }], trophies: 1, lockedDie: 'red', name: 'Kultysta' } } })
  wrapper = mount(BoardCorrections, { global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { game, card }
}

async function click(testid: string) {
  await wrapper!.get(`[data-testid="${testid}"]`).trigger('click')
  await useGame().loadLog()
  await flushPromises()
}

describe('ES-UI-FIX corrections of the pieces on the table («Złota zasada», l.184)', () => {
  it('ES-UI-FIX-01 «Złota zasada» a monster goes back to the cup from the phone, its locked die freed; logged as a correction and undone', async () => {
    const { game } = await withMonster()
    expect(game.state!.monsters).toHaveLength(1)
    expect(game.state!.dice.red).toMatchObject({ at: 'locked' })
    expect(wrapper!.text()).toContain('Kultysta (nr 1) na karcie „')
    expect(wrapper!.text()).toContain('Czerwona kość — blokuje ją Kultysta (nr 1)')
    await click(`fix-remove-${game.state!.monsters[0].id}`)
    expect(game.state!.monsters).toEqual([])
    expect(game.state!.locks).toEqual([])
    expect(game.state!.cup.regular).toBe(22)
    expect(game.state!.dice.red).toEqual({ at: 'out' })
    expect((await game.undo()).ok).toBe(true)
    await useGame().loadLog()
    await flushPromises()
    expect(game.state!.monsters).toHaveLength(1)
  })

  it('ES-UI-FIX-02 «Zablokowane kości» (l.572–592) a lock freed and a lock added by hand (a card says so)', async () => {
    const { game } = await withMonster()
    await click(`fix-release-${game.state!.locks[0].id}`)
    expect(game.state!.locks).toEqual([])
    expect(game.state!.monsters).toHaveLength(1)
    await wrapper!.get('[data-testid="fix-lock-colour"]').setValue('yellow')
    await click('fix-add-lock')
    expect(game.state!.locks.map((l) => [l.colour, l.die, l.by.kind])).toEqual([['yellow', 'yellow', 'other']])
  })

  it('ES-UI-FIX-03 «Złota zasada» an adventure discarded (its monster to the cup) and an extra Adventure / Other World card dealt', async () => {
    const { game, card } = await withMonster()
    const n = game.state!.adventures.length
    await click(`fix-discard-${card}`)
    expect(game.state!.adventures.map((a) => a.card)).not.toContain(card)
    expect(game.state!.monsters).toEqual([])
    await click('fix-deal-other-world')
    expect(game.state!.adventures.filter((a) => a.deck === 'other-world')).toHaveLength(1)
    await click('fix-deal-adventure')
    expect(game.state!.adventures.length).toBeGreaterThanOrEqual(n)
  })

  it('ES-UI-FIX-04 «Złota zasada» a die put elsewhere by hand; a refused correction says why', async () => {
    const { game } = await withMonster()
    await wrapper!.get('[data-testid="fix-die"]').setValue('green-3')
    await wrapper!.get('[data-testid="fix-die-place"]').setValue('removed')
    await click('fix-move-die')
    expect(game.state!.dice['green-3']).toEqual({ at: 'removed' })
    await wrapper!.get('[data-testid="fix-die"]').setValue('red')
    await click('fix-move-die')
    expect(wrapper!.get('[data-testid="fix-error"]').text().length).toBeGreaterThan(5)
    expect(game.state!.dice.red).toMatchObject({ at: 'locked' })
  })

  it('ES-UI-FIX-05 «Trofea» (l.474–492) a monster trophy added by hand (from the cup) and a trophy taken away', async () => {
    const { game } = await withMonster()
    const cup = game.state!.cup.regular
    await wrapper!.get('[data-testid="fix-trophy-who"]').setValue('monterey-jack')
    await wrapper!.get('[data-testid="fix-trophy-value"]').setValue(2)
    await click('fix-trophy-add')
    const inv = () => game.state!.players[0].investigator!
    expect(inv().trophies).toEqual([{ kind: 'monster', token: expect.objectContaining({ trophies: 2 }) }])
    expect(game.state!.cup.regular).toBe(cup - 1)
    const id = (inv().trophies[0] as { token: { id: string } }).token.id
    expect(wrapper!.text()).toContain('TrofeaMonterey Jack — potwór nr')
    await click(`fix-trophy-monterey-jack-${id}`)
    expect(inv().trophies).toEqual([])
    expect(game.state!.cup.regular).toBe(cup)
  })
})
