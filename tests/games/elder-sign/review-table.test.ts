/**
 * ES-UI-REVIEW-TABLE: the table after an adventure, as a play-through review found it (review
 * ah2e-es, finding 3): the app went from the dice to «Stół» and asked about the next card, and the
 * result — won: the trophy and the rewards; lost: the penalties — was only in the folded board sheet.
 * The table now shows it where the players look, above the next question, until the turn ends.
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import { DIE_IDS, monsterPlacements, type DieId } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'
import type { FaceId } from '@/games/elder-sign/data'
import TableView from '@/games/elder-sign/ui/screens/TableView.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
}, { route: true })

describe('ES-UI-REVIEW-TABLE the adventure result on the table', { timeout: 30_000 }, () => {
  it('ES-UI-REVIEW-TABLE-01 «Pomyślne ukończenie przygody»: after the last task the table says the adventure is won, who takes the trophy, and the rewards — before the next card\'s question; the next turn takes it away', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run, settle } = await newTable({ name: 'Wynik', seed: 'es-look-1' })
    await run({ type: 'MoveInvestigator', data: { to: 'the-elder-sign' } })
    wrapper = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    await settle()
    expect(wrapper.find('[data-testid="adventure-result"]').exists()).toBe(false)
    // «Znak Starszych Bogów»: Lore; Lore; Investigation 2 + Lore — entered as physical dice.
    const roll = async (faces: FaceId[]) => {
      const pool = DIE_IDS.filter((d) => game.state!.dice[d].at === 'pool' || game.state!.dice[d].at === 'rolled')
      await run({ type: 'Roll', data: { faces: Object.fromEntries(pool.map((d, i) => [d, faces[i] ?? 'investigation-1'])) as Record<DieId, FaceId> } })
    }
    const rolled = () => DIE_IDS.filter((d) => game.state!.dice[d].at === 'rolled')
    await roll(['lore'])
    await run({ type: 'CompleteTask', data: { task: 't0', dice: [rolled()[0]] } })
    await roll(['lore'])
    await run({ type: 'CompleteTask', data: { task: 't1', dice: [rolled()[0]] } })
    await roll(['investigation-2', 'lore'])
    await run({ type: 'CompleteTask', data: { task: 't2', dice: rolled().slice(0, 2) } })
    await settle()
    expect(game.state!.attempt).toBeNull()
    const result = wrapper.get('[data-testid="adventure-result"]')
    expect(result.attributes('data-kind')).toBe('won')
    expect(result.text()).toContain('Przygoda „Znak Starszych Bogów” wykonana')
    expect(result.text()).toContain('Monterey Jack bierze kartę jako trofeum (wartość: 2 trofea)')
    expect(result.text()).toMatch(/Nagrody: 1 Znak Starszych Bogów, 2 żetony Wskazówek, zagłada −1\./)
    // It comes before the next question (a card dealt in its place asks for its locked die).
    const html = wrapper.html()
    if (game.state!.pending) expect(html.indexOf('data-testid="adventure-result"')).toBeLessThan(html.indexOf('data-testid="pending-panel"'))
    // Answered, the result stays until the clock ends the turn.
    for (let i = 0; i < 6 && game.state!.pending; i++) {
      const p = game.state!.pending
      if (p.kind === 'adventure-lock') await run({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: 'none' } })
      else if (p.kind === 'monster-placement') {
        const { card, spot } = monsterPlacements(game.state!, elderSignData, p.card)[0]
        await run({ type: 'PlaceMonster', data: { card, spot, token: { requires: [{ lore: 1 }], trophies: 1 } } })
      } else break
    }
    await settle()
    expect(wrapper.find('[data-testid="adventure-result"]').exists()).toBe(true)
    expect(game.state!.pending).toBeNull()
    const r = await game.dispatch({ type: 'AdvanceClock', data: {} })
    expect(r.ok ? '' : r.error.code).toBe('')
    await settle()
    expect(wrapper.find('[data-testid="adventure-result"]').exists()).toBe(false)
  })

  it('ES-UI-REVIEW-TABLE-02 «Nieudana przygoda»: an adventure given up says it failed, why, and the penalties the investigator takes', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const { game, run, settle } = await newTable({ name: 'Porażka', seed: 'es-look-1' })
    await run({ type: 'MoveInvestigator', data: { to: 'the-elder-sign' } })
    wrapper = mount(TableView, { global: { plugins: [pinia] }, attachTo: document.body })
    await run({ type: 'FailAdventure', data: {} })
    await settle()
    expect(game.state!.attempt).toBeNull()
    const result = wrapper.get('[data-testid="adventure-result"]')
    expect(result.attributes('data-kind')).toBe('lost')
    expect(result.text()).toContain('Przygoda „Znak Starszych Bogów” nieudana (decyzja gracza)')
    expect(result.text()).toContain('Monterey Jack ponosi kary: Poczytalność −1.')
  })
})
