import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import SetupForm from '@/games/ah2e/ui/SetupForm.vue'
import InnsmouthPanel from '@/games/ah2e/ui/components/InnsmouthPanel.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { useSessionStore } from '@/stores/session'
import { openFillGaps } from '@/games/ah2e/ui/fillGaps'
import { route } from '@/shell/router'
import { db } from '@/db/db'
import { locale } from '@/i18n'

/**
 * The setup checklist (rulebook «Przygotowanie do gry»; Innsmouth «Przygotowanie do gry z
 * rozszerzeniem Widmo nad Innsmouth», 003 l.252–330): what the players set up by hand, with the
 * counts of the box in play, and what the app's virtual cup still lacks.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  locale.value = 'pl'
  openFillGaps.value = false
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  useGame().close()
})

async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check()) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

/** The form filled in and sent as the shell's new-game screen does; resolves once the checklist shows. */
async function setUp(o: { ancientOne: string; innsmouth: boolean; herald?: string }) {
  const store = useSessionStore()
  wrapper = mount(SetupForm, { props: { create: (x: { name: string; seed: string; setup: unknown }) => store.create('ah2e', x) }, global: { plugins: [pinia] } })
  await wrapper.get('[data-testid="ao-select"]').setValue(o.ancientOne)
  if (o.innsmouth) await wrapper.get('[data-testid="exp-innsmouth"]').setValue(true)
  if (o.herald) await wrapper.get('#herald').setValue(o.herald)
  await wrapper.get('form').trigger('submit')
  await until(() => wrapper!.find('[data-testid="setup-ao"]').exists())
  return wrapper
}

describe('SETUPVIEW the setup checklist', () => {
  it('SETUPVIEW-01 (000 l.331 «Wyjątek») the base game: 5 Masks to the box, nothing of Innsmouth', async () => {
    const w = await setUp({ ancientOne: 'yig', innsmouth: false })
    expect(w.get('[data-testid="setup-masks"]').text()).toBe('Odłóż 5 potworów-Masek do pudełka; pozostałe wymieszaj w puli.')
    for (const id of ['setup-innsmouth', 'setup-water', 'setup-innsmouth-cup', 'setup-herald']) expect(w.find(`[data-testid="${id}"]`).exists(), id).toBe(false)
  }, 30_000)

  it('SETUPVIEW-02 (003 l.220–225, l.309–316 «11. Pula potworów») with Innsmouth: 7 Masks (5 + 2) to the box and the 5 spawn monsters aside; Nyarlathotep keeps the 7 Masks in the cup', async () => {
    const w = await setUp({ ancientOne: 'yig', innsmouth: true })
    const masks = w.get('[data-testid="setup-masks"]').text()
    expect(masks).toContain('7 potworów-Masek (5 z gry podstawowej i 2 z Innsmouth)')
    expect(masks).toContain('5 potworów lęgowych')
    w.unmount()
    useGame().close()
    const n = await setUp({ ancientOne: 'nyarlathotep', innsmouth: true })
    expect(n.get('[data-testid="setup-masks"]').text()).toMatch(/^Nyarlathotep: 7 potworów-Masek \(5 z gry podstawowej i 2 z Innsmouth\) zostaje w puli/)
  }, 30_000)

  it('SETUPVIEW-03 (003 l.236–241, l.257 «Umieść znaczniki obszarów wodnych … Rzeczne Doki i Opuszczona Wyspa») the water-area markers go on the River Docks and the Unvisited Isle', async () => {
    const w = await setUp({ ancientOne: 'yig', innsmouth: true })
    expect(w.get('[data-testid="setup-water"]').text()).toBe('Połóż znaczniki obszarów wodnych na planszy Arkham: Rzeczne Doki, Opuszczona Wyspa.')
    expect(w.get('[data-testid="setup-innsmouth"]').text()).toContain('6 żetonów buntu')
  }, 30_000)

  it('SETUPVIEW-04 (003 l.294–296 «Nowe potwory … należy dodać do puli potworów») the checklist says the virtual cup holds no Innsmouth monster yet and leads to the table\'s «fill in» section, open', async () => {
    const w = await setUp({ ancientOne: 'yig', innsmouth: true })
    expect(w.get('[data-testid="setup-innsmouth-cup"]').text()).toContain('25 potworów z Innsmouth trafi do niej, gdy opiszecie ich rodzaje')
    await w.get('[data-testid="setup-fill-monsters"]').trigger('click')
    expect(route.value).toMatchObject({ name: 'game', screen: 'table' })
    expect(openFillGaps.value).toBe(true)
    const panel = mount(InnsmouthPanel, { global: { plugins: [pinia] } })
    try {
      await until(() => (panel.get('[data-testid="inn-fill-gaps"]').element as HTMLDetailsElement).open)
      expect(openFillGaps.value).toBe(false)
      expect(panel.get('[data-testid="inn-cup-missing"]').text()).toContain('brak: 25')
    } finally {
      panel.unmount()
    }
  }, 30_000)

  it('SETUPVIEW-05 (003 l.305–307 «8. … umieść arkusz Herolda obok arkusza Przedwiecznego», l.636–641 «po lewej stronie») the chosen Herald\'s sheet has its own line (review ah2e-es, finding 9)', async () => {
    const w = await setUp({ ancientOne: 'yig', innsmouth: true, herald: 'father-dagon' })
    expect(w.get('[data-testid="setup-herald"]').text()).toMatch(/^Herold „Ojciec Dagon”: połóż jego arkusz po lewej stronie arkusza Przedwiecznego; arkusz mówi, czy potrzeba dodatkowych kart lub żetonów\.$/)
  }, 30_000)
})
