import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import InnsmouthPanel from '@/games/ah2e/ui/components/InnsmouthPanel.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { db } from '@/db/db'
import { locale } from '@/i18n'

/**
 * The Innsmouth panel's vortex picker (issue «AH2e at the table», point 6; rulebook «Worteksy»):
 * it lists only the monsters on the Innsmouth board (the only ones the rule lets into a vortex),
 * and says so when there are none.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  locale.value = 'pl'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  useGame().close()
})

async function panelWith(monsters: Record<string, string>) {
  const r = await createAh2eGame({ name: 'Wir', seed: 'vortex-view', players: 2, ancientOne: 'yig', expansions: ['innsmouth'] })
  expect(r.ok).toBe(true)
  const game = useGame()
  ;(game as unknown as { state: unknown }).state = { ...game.state!, monsters }
  wrapper = mount(InnsmouthPanel, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

describe('INNVIEW the Innsmouth panel', { timeout: 30_000 }, () => {
  it('INNVIEW-01 «Worteksy» the vortex picker lists only the monsters on the Innsmouth board', async () => {
    const w = await panelWith({ 'ghoul#1': 'rivertown-streets', 'maniac#1': 'church-green-streets', 'cultist#1': 'cup', 'zombie#1': 'outskirts' })
    const values = w.findAll('[data-testid="vortex-monster"] option').map((o) => o.attributes('value')).filter(Boolean)
    expect(values).toEqual(['maniac#1'])
  })

  it('INNVIEW-02 with no monster on the Innsmouth board the panel says why there is nothing to pick', async () => {
    const w = await panelWith({ 'ghoul#1': 'rivertown-streets' })
    expect(w.find('[data-testid="vortex-monster"]').exists()).toBe(false)
    expect(w.get('[data-testid="vortex-none"]').text()).toContain('Innsmouth')
  })

  it('INNVIEW-03 («Nalot Federalnych») a refusal shows under the control tapped, not at the foot of the panel: clues for the Feds Raid outside the Upkeep are refused right under «put clues», focused', async () => {
    const r = await createAh2eGame({ name: 'Nalot', seed: 'vortex-view', players: 2, ancientOne: 'yig', expansions: ['innsmouth'] })
    expect(r.ok).toBe(true)
    const game = useGame()
    expect((await game.dispatch({ type: 'DrawMythosCard', data: {} })).ok).toBe(true)
    wrapper = mount(InnsmouthPanel, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    const spend = wrapper.findAll('button').find((b) => b.text() === 'Połóż wskazówki na Nalocie')!
    expect(spend).toBeTruthy()
    const seq = game.row!.lastSeq
    if (game.state!.phase === 'upkeep') expect((await game.dispatch({ type: 'AdvancePhase', data: {} })).ok).toBe(true)
    await spend.trigger('click')
    await vi.waitFor(async () => {
      await flushPromises()
      if (!wrapper!.find('[data-testid="inn-error"]').exists()) throw new Error('not yet')
    }, { timeout: 10_000, interval: 10 })
    const refusal = wrapper.get('[data-testid="inn-error"]')
    // Right after the Feds Raid's form (its button's row), and focused.
    expect(refusal.element.previousElementSibling?.contains(spend.element)).toBe(true)
    expect(document.activeElement).toBe(refusal.element)
    expect(game.row!.lastSeq).toBeLessThanOrEqual(seq + 1)
  })
})

