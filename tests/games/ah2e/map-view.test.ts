import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { useGame } from '@/games/ah2e/ui/session'
import { useSessionStore } from '@/stores/session'
import { createAh2eGame } from '../../app/helpers'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { ah2eData } from '@/games/ah2e/data'
import MapView from '@/games/ah2e/ui/screens/MapView.vue'

// seed 'a': the setup Mythos card opens one gate and draws one monster there, with no pending choice
const options = { name: 'Map', seed: 'a', players: 2, investigatorNames: ['Ala', 'Ola'], ancientOne: 'yig', terrorTenAddsDoom: true }

let wrapper: VueWrapper | null = null

/**
 * Wait until `check` holds on the rendered screen and nothing is still being written: a condition,
 * never a fixed delay (a busy machine only makes it take longer; the tests give it 30 s).
 */
async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0 || useSessionStore().busy) throw new Error('not yet')
  }, { timeout: 20_000, interval: 10 })
}

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear()])
  locale.value = 'en'
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  locale.value = 'pl'
})

async function setUp() {
  const pinia: Pinia = createPinia()
  setActivePinia(pinia)
  const game = useGame()
  const created = await createAh2eGame(options)
  expect(created.ok).toBe(true)
  const drawn = await game.dispatch({ type: 'DrawMythosCard', data: {} })
  expect(drawn.ok).toBe(true)
  expect(game.state!.pending).toBeNull()
  const gates = Object.entries(game.state!.gates)
  expect(gates).toHaveLength(1)
  const [location, marker] = gates[0]
  const monsters = Object.keys(game.state!.monsters).filter((uid) => game.state!.monsters[uid] === location)
  expect(monsters.length).toBeGreaterThan(0)
  wrapper = mount(MapView, { global: { plugins: [pinia] }, attachTo: document.body })
  await until(() => wrapper!.find(`[data-testid="map-space-${location}"]`).exists())
  return { game, wrapper, location, marker, uid: monsters[0] }
}

describe('Map screen', { timeout: 30_000 }, () => {
  it('MAP-01 the open gate is drawn on its space, with its world, modifier and dimension shape', async () => {
    const { wrapper, location, marker } = await setUp()
    const gm = ah2eData.gateMarkers.find((g) => g.id === marker)!
    const space = wrapper.find(`[data-testid="map-space-${location}"]`)
    expect(space.exists()).toBe(true)
    expect(space.find('[data-testid="gate"]').exists()).toBe(true)
    // the dimension is a shape, not a colour
    expect(space.find(`[data-testid="gate"] [data-symbol="${gm.dimension}"]`).exists()).toBe(true)
    const label = space.find('[data-testid="gate-label"]').text()
    expect(label).toMatch(String(Math.abs(gm.modifier)))
    // exactly one gate on the whole map
    expect(wrapper.findAll('[data-testid="gate"]')).toHaveLength(1)
    // the monster drawn with it shows as a count badge on the same space
    expect(space.find('[data-testid="monsters"]').text()).toBe('1')
    // the image summary names the gate's place for screen readers
    const svg = wrapper.find('svg[role="img"]')
    expect(svg.attributes('aria-label')).toContain(wrapper.find(`[data-testid="list-space-${location}"] span`).text())
  })

  it('MAP-02 tapping a space opens its panel; «return to cup» dispatches and the monster is in the cup', async () => {
    const { game, wrapper, location, uid } = await setUp()
    const seq = game.row!.lastSeq
    await wrapper.find(`[data-testid="map-space-${location}"]`).trigger('click')
    await until(() => wrapper.find(`[data-testid="map-panel"] [data-testid="monster-${uid}"]`).exists())
    const panel = wrapper.find('[data-testid="map-panel"]')
    expect(panel.find(`[data-testid="monster-${uid}"]`).text()).toContain('symbol:')
    await panel.find(`[data-testid="to-cup-${uid}"]`).trigger('click')
    await until(() => game.state!.monsters[uid] === 'cup' && game.lastEntry !== null && !wrapper.find(`[data-testid="monster-${uid}"]`).exists())
    expect(game.row!.lastSeq).toBe(seq + 1)
    expect(game.lastEntry?.command).toEqual({ type: 'PlaceMonster', data: { uid, to: 'cup' } })
    expect(wrapper.find(`[data-testid="monster-${uid}"]`).exists()).toBe(false)
    expect(wrapper.find(`[data-testid="map-space-${location}"] [data-testid="monsters"]`).exists()).toBe(false)
    expect(wrapper.find('[data-testid="map-error"]').exists()).toBe(false)
  })

  it('MAP-03 a refused command shows its message; adding from the cup takes the lowest-numbered token of that kind', async () => {
    const { game, wrapper, location } = await setUp()
    // keyboard path: the accessible list of spaces
    await wrapper.find(`[data-testid="list-space-${location}"]`).trigger('click')
    await until(() => wrapper.find('[data-testid="gate-seal-clues"]').exists())
    await wrapper.find('[data-testid="gate-seal-clues"]').trigger('click')
    await until(() => /5 clue/.test(wrapper.find('[data-testid="map-error"]').text()))
    expect(game.state!.gates[location]).toBeDefined()

    await wrapper.find('[data-testid="list-space-outskirts"]').trigger('click')
    await until(() => wrapper.find('[data-testid="cup-kind"]').exists())
    const cupZombies = Object.keys(game.state!.monsters).filter((u) => u.startsWith('zombie#') && game.state!.monsters[u] === 'cup')
    expect(cupZombies.length).toBeGreaterThan(0)
    const lowest = cupZombies.sort((a, b) => Number(a.split('#')[1]) - Number(b.split('#')[1]))[0]
    await wrapper.find('[data-testid="cup-kind"]').setValue('zombie')
    await wrapper.find('[data-testid="cup-add"]').trigger('click')
    await until(() => game.state!.monsters[lowest] === 'outskirts' && wrapper.find('[data-testid="map-space-outskirts"]').text().includes('1'))
  })

  it('MAP-04 moving an investigator here and a monster elsewhere go through the store', async () => {
    const { game, wrapper, location, uid } = await setUp()
    await wrapper.find(`[data-testid="map-space-${location}"]`).trigger('click')
    await until(() => wrapper.find('[data-testid="move-here-inv-1"]').exists())
    await wrapper.find('[data-testid="move-here-inv-1"]').trigger('click')
    await until(() => game.state!.investigators[0].location === location && wrapper.find(`[data-testid="map-space-${location}"] [data-testid="investigators"]`).exists())
    expect(wrapper.find(`[data-testid="map-space-${location}"] [data-testid="investigators"]`).text()).toBe('A')

    await wrapper.find(`[data-testid="dest-${uid}"]`).setValue('sky')
    await wrapper.find(`[data-testid="move-${uid}"]`).trigger('click')
    await until(() => game.state!.monsters[uid] === 'sky')
  })

  it('MAP-05 «Zbieranie Wskazówek» (review ah2e-es, finding 1): the panel of a location with clue tokens offers the investigator there to pick them up; the tokens leave the map', async () => {
    const { game, wrapper } = await setUp()
    const [place, n] = Object.entries(game.state!.clues).find(([loc, k]) => k > 0 && !game.state!.gates[loc])!
    expect((await game.dispatch({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: place } })).ok).toBe(true)
    await wrapper.find(`[data-testid="map-space-${place}"]`).trigger('click')
    await until(() => wrapper.find('[data-testid="pick-up-here-inv-1"]').exists())
    await wrapper.find('[data-testid="pick-up-here-inv-1"]').trigger('click')
    await until(() => game.state!.investigators[0].clues === n && !wrapper.find('[data-testid="pick-up-here-inv-1"]').exists())
    expect(game.state!.clues[place]).toBeUndefined()
    expect(wrapper.find(`[data-testid="map-space-${place}"] [data-testid="clues"]`).exists()).toBe(false)
  })
})
