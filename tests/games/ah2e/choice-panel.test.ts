import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import PendingChoicePanel from '@/games/ah2e/ui/components/PendingChoicePanel.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { createAh2eGame } from '../../app/helpers'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { placeName } from '@/games/ah2e/ui/names'
import type { PendingChoice } from '@/games/ah2e/rules'

/**
 * The pending-choice panel's words (issue «AH2e at the table», point 3): a surge card with no gate
 * location says so (never «surge at —»); a monster with its own movement explains the rule and
 * marks the app's suggestion, which the list offers first.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  useGame().close()
  locale.value = 'pl'
})

async function panelWith(pending: PendingChoice, monsters: Record<string, string> = {}, at: [string, number][] = []) {
  const r = await createAh2eGame({ name: 'Choice', seed: 'choice-panel', players: 2, ancientOne: 'yig', expansions: [] })
  expect(r.ok).toBe(true)
  const game = useGame()
  // The panel reads only the state's pending choice and the monsters' places.
  const s = game.state!
  const investigators = s.investigators.map((i, n) => (at[n] ? { ...i, location: at[n][0], sneak: at[n][1] } : i))
  ;(game as unknown as { state: unknown }).state = { ...s, pending, investigators, monsters: { ...s.monsters, ...monsters } }
  wrapper = mount(PendingChoicePanel, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

describe('CHOICEVIEW the pending-choice panel', { timeout: 30_000 }, () => {
  it.each(['pl', 'en'] as const)('CHOICEVIEW-01 (%s) a surge with no gate location on the card says so, with no dash for a place', async (l) => {
    locale.value = l
    const w = await panelWith({ kind: 'surge-placement', surgeGate: '', gates: ['woods', 'graveyard'], total: 3, room: null })
    const text = w.get('[data-testid="surge-help"]').text()
    expect(text).toMatch(l === 'pl' ? /nie wskazuje miejsca bramy/ : /names no gate location/)
    expect(text).not.toMatch(/—|undefined|\{/)
  })

  it.each(['pl', 'en'] as const)('CHOICEVIEW-02 (%s) the Hound of Tindalos: the rule is explained and the suggestion is first and marked', async (l) => {
    locale.value = l
    const w = await panelWith(
      { kind: 'monster-destination', uid: 'hound-of-tindalos#1', reason: 'unique-movement', options: ['rivertown-streets', 'woods', 'graveyard'] },
      { 'hound-of-tindalos#1': 'rivertown-streets' },
      [['graveyard', 2], ['woods', 1]],
    )
    expect(w.get('[data-testid="unique-hint"]').text()).toMatch(l === 'pl' ? /najbliższego Badacza/ : /nearest investigator/)
    const options = w.findAll('option').map((o) => o.text())
    expect(options[0]).toBe(`${placeName('graveyard')} — ${l === 'pl' ? 'propozycja' : 'suggested'}`)
    expect(options.filter((o) => o.includes(l === 'pl' ? 'propozycja' : 'suggested'))).toHaveLength(1)
  })

  it('CHOICEVIEW-03 a unique mover with no rule the app knows gets no hint', async () => {
    locale.value = 'en'
    const w = await panelWith({ kind: 'monster-destination', uid: 'dhole#1', reason: 'unique-movement', options: ['woods'] }, { 'dhole#1': 'woods' })
    expect(w.find('[data-testid="unique-hint"]').exists()).toBe(false)
  })
  it('CHOICEVIEW-04 «Limit potworów»: a surge over the limit has two steppers a gate (its monsters, those staying in Arkham), so the gate\'s name has its own row above them and no row holds a name and two steppers (it ran past the card at 360 px); with no limit the name stays beside its one stepper', async () => {
    locale.value = 'pl'
    const gates = ['woods', 'unvisited-isle', 'black-cave']
    const limited = await panelWith({ kind: 'surge-placement', surgeGate: 'woods', gates, total: 6, room: 2 })
    for (const g of gates) {
      const rows = limited.get(`[data-testid="surge-gate-${g}"]`).findAll('tr')
      expect(rows).toHaveLength(2)
      expect(rows[0].text()).toContain(placeName(g))
      expect(rows[0].findAll('button')).toHaveLength(0)
      expect(rows[1].findAll('button')).toHaveLength(4)
      expect(rows[1].find('[data-testid="surge-gate-name"]').exists()).toBe(false)
    }
    limited.unmount()
    wrapper = null
    useGame().close()
    const open = await panelWith({ kind: 'surge-placement', surgeGate: 'woods', gates, total: 3, room: null })
    for (const g of gates) {
      const rows = open.get(`[data-testid="surge-gate-${g}"]`).findAll('tr')
      expect(rows).toHaveLength(1)
      expect(rows[0].get('[data-testid="surge-gate-name"]').text()).toContain(placeName(g))
      expect(rows[0].findAll('button')).toHaveLength(2)
    }
  })
})
