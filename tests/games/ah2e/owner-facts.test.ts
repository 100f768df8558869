import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises } from '@vue/test-utils'
import { db } from '@/db/db'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { OWNER_FACTS_FORMAT, parseOwnerFacts, useOwnerFactsStore } from '@/games/ah2e/ui/ownerFacts'

const innsmouthGame = { name: 'I', seed: 'facts', players: 3, investigatorNames: [], ancientOne: 'cthulhu', terrorTenAddsDoom: true, expansions: ['innsmouth' as const] }
const kind = { id: 'test-deep-one', name: 'Test Deep One', dimension: 'crescent' as const, movement: 'normal' as const, count: 2, mask: false, spawn: false }

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.settings.clear()])
  setActivePinia(createPinia())
})

describe('OWNER facts the owner of the box fills in (Innsmouth «Nowe żetony potworów», «Plansza Innsmouth»)', () => {
  it('OWNER-01 a monster kind defined in one game is kept on the device and can be applied to the next game', async () => {
    const game = useGame()
    await createAh2eGame(innsmouthGame)
    const r = await game.dispatch({ type: 'DefineMonsterKind', data: kind })
    expect(r.ok).toBe(true)
    await flushPromises()
    setActivePinia(createPinia())
    const owner = useOwnerFactsStore()
    await owner.load()
    expect(owner.facts.monsters.map((m) => m.id)).toEqual(['test-deep-one'])
    const next = useGame()
    await createAh2eGame({ ...innsmouthGame, seed: 'facts-2' })
    expect(next.state?.customMonsters['test-deep-one']).toBeUndefined()
    expect((await next.dispatch({ type: 'DefineMonsterKind', data: { ...owner.facts.monsters[0] } })).ok).toBe(true)
    expect(next.state?.monsters['test-deep-one#2']).toBe('cup')
  })

  it('OWNER-02 the facts file round-trips; bad files are refused with a message and change nothing', async () => {
    const owner = useOwnerFactsStore()
    await owner.remember({ monsters: [kind], arrows: [{ space: 'marsh-refinery', colour: 'white', to: 'vortex' }] })
    const text = owner.exportText()
    const back = parseOwnerFacts(text)
    expect(back.ok && back.value).toEqual({ monsters: [kind], arrows: [{ space: 'marsh-refinery', colour: 'white', to: 'vortex' }] })
    const bad = [
      '{', '[]', JSON.stringify({ format: 'x', version: 1, monsters: [], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 2, monsters: [], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [{ ...kind, count: 99 }], arrows: [] }),
      JSON.stringify({ format: OWNER_FACTS_FORMAT, version: 1, monsters: [], arrows: [{ space: '__proto__', colour: 'red', to: 'x' }] }),
    ]
    for (const b of bad) {
      const r = parseOwnerFacts(b)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message.length).toBeGreaterThan(5)
    }
    expect(owner.facts.monsters).toHaveLength(1)
  })
})
