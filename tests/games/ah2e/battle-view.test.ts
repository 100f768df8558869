import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import BattleView from '@/games/ah2e/ui/screens/BattleView.vue'
import { useGame } from '@/games/ah2e/ui/session'
import { useSessionStore } from '@/stores/session'
import type { Ah2eCommand } from '@/games/ah2e/rules'
import { createAh2eGame } from '../../app/helpers'
import { db } from '@/db/db'
import { locale } from '@/i18n'

/**
 * The battle and score screen (rulebook «PRZYZNAWANIE PUNKTÓW ZWYCIĘSTWA», 000 l.725–739): its inputs
 * start from the state as it is when the game ends, and the players can give every count the app may
 * not know (loans, sane survivors, unspent monster trophies).
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null
let game: ReturnType<typeof useGame>

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  game = useGame()
  locale.value = 'en'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  game.close()
  locale.value = 'pl'
})

async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

async function dispatch(cmd: Ah2eCommand) {
  const r = await game.dispatch(cmd)
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`)
}

const value = (w: VueWrapper, id: string) => (w.get(`[data-testid="${id}"]`).element as HTMLInputElement).value
/** The number in the input of the score field labelled `label`. */
const labelled = (w: VueWrapper, label: string) => (w.findAll('label').find((l) => l.text().startsWith(label))!.get('input').element as HTMLInputElement).value

describe('BATTLEVIEW the battle and the score', () => {
  it('BATTLEVIEW-01 (000 l.737 «+1 za każdego poczytalnego Badacza, który przeżył») the screen opened in the battle: one investigator devoured there, the win pre-fills 3 sane survivors, not 4', async () => {
    expect((await createAh2eGame({ name: 'Battle', seed: 'battle-view', players: 4, ancientOne: 'yig' }, useSessionStore())).ok).toBe(true)
    await dispatch({ type: 'DrawMythosCard', data: {} })
    await dispatch({ type: 'AwakenAncientOne', data: {} })
    wrapper = mount(BattleView, { global: { plugins: [pinia] } })
    await dispatch({ type: 'StartBattleRound', data: {} })
    await until(() => wrapper!.find('[data-testid="attack-inv-1"]').exists())
    await dispatch({ type: 'DevourInvestigator', data: { investigatorId: 'inv-4' } })
    await dispatch({ type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 50 } })
    await until(() => game.state!.status === 'won' && wrapper!.find('[data-testid="score-table"]').exists())
    expect(labelled(wrapper, 'Surviving sane investigators')).toBe('3')
    expect(wrapper.get('[data-testid="score-table"]').text()).toMatch(/sane investigators\s*\+3/i)
  }, 30_000)

  it('BATTLEVIEW-02 (000 l.736 «+1 za każde trzy niewydane … trofea za potwory») the monster trophies the players hold are a field of their own: pre-filled with the app\'s count, typed, applied, scored one per three', async () => {
    expect((await createAh2eGame({ name: 'Score', seed: 'battle-view', players: 2, ancientOne: 'yig' }, useSessionStore())).ok).toBe(true)
    await dispatch({ type: 'DrawMythosCard', data: {} })
    const onBoard = Object.keys(game.state!.monsters).find((u) => !['cup', 'box', 'trophy'].includes(game.state!.monsters[u]))!
    await dispatch({ type: 'DefeatMonster', data: { uid: onBoard, investigatorId: 'inv-1' } })
    await dispatch({ type: 'AwakenAncientOne', data: {} })
    await dispatch({ type: 'StartBattleRound', data: {} })
    await dispatch({ type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 50 } })
    wrapper = mount(BattleView, { global: { plugins: [pinia] } })
    await until(() => wrapper!.find('[data-testid="score-monster-trophies"]').exists())
    expect(value(wrapper, 'score-monster-trophies')).toBe('1')
    const total = Number(wrapper.get('[data-testid="score-total"]').text())
    await wrapper.get('[data-testid="score-monster-trophies"]').setValue('7')
    await wrapper.get('[data-testid="score-apply"]').trigger('click')
    await until(() => game.state!.scoreInputs.monsterTrophies === 7)
    expect(game.lastEntry?.command).toEqual({ type: 'SetScoreInputs', data: { unpaidBankLoans: 0, saneSurvivors: 2, monsterTrophies: 7 } })
    await until(() => Number(wrapper!.get('[data-testid="score-total"]').text()) === total + 2)
    expect(value(wrapper, 'score-monster-trophies')).toBe('7')
  }, 30_000)

  it('BATTLEVIEW-03 (000 l.1204 «1. Odpoczynek Badaczy»: «Na początku każdej rundy … pierwszy gracz powinien przekazać znacznik», BATTLE-07) the round\'s steps say the marker passes in round 1 too; the combat rating has its minus sign', async () => {
    locale.value = 'pl'
    expect((await createAh2eGame({ name: 'Runda', seed: 'battle-view', players: 3, ancientOne: 'yig' }, useSessionStore())).ok).toBe(true)
    await dispatch({ type: 'DrawMythosCard', data: {} })
    await dispatch({ type: 'AwakenAncientOne', data: {} })
    wrapper = mount(BattleView, { global: { plugins: [pinia] } })
    await until(() => wrapper!.find('[data-testid="battle-round"]').exists())
    const text = wrapper.text()
    expect(text).toContain('przekazanie znacznika pierwszego gracza w lewo (także w 1. rundzie)')
    expect(text).not.toContain('od 2. rundy')
    expect(text).toContain('Każde 3 sukcesy usuwają jeden żeton zagłady')
    expect(text).toMatch(/Wartość walki: −\d/)
  }, 30_000)

  it('BATTLEVIEW-04 an Ancient One whose combat rating varies (Hastur) says so in words, not «variable»', async () => {
    locale.value = 'pl'
    expect((await createAh2eGame({ name: 'Hastur', seed: 'battle-view', players: 2, ancientOne: 'hastur' }, useSessionStore())).ok).toBe(true)
    await dispatch({ type: 'DrawMythosCard', data: {} })
    await dispatch({ type: 'AwakenAncientOne', data: {} })
    wrapper = mount(BattleView, { global: { plugins: [pinia] } })
    await until(() => wrapper!.find('[data-testid="battle-round"]').exists())
    expect(wrapper.text()).toContain('Wartość walki: zmienna (zobacz arkusz Przedwiecznego)')
    expect(wrapper.text()).not.toContain('variable')
  }, 30_000)

  it('BATTLEVIEW-05 («POCHŁONIĘCI BADACZE», 000 l.1292) «Devoured» in the final battle asks first, in place (the player is out of the game): «No» leaves it, «Yes» devours', async () => {
    expect((await createAh2eGame({ name: 'Battle', seed: 'battle-view', players: 2, ancientOne: 'yig' }, useSessionStore())).ok).toBe(true)
    await dispatch({ type: 'DrawMythosCard', data: {} })
    await dispatch({ type: 'AwakenAncientOne', data: {} })
    wrapper = mount(BattleView, { global: { plugins: [pinia] }, attachTo: document.body })
    await until(() => wrapper!.find('[data-testid="battle-devour-inv-2"]').exists())
    const seq = game.row!.lastSeq
    await wrapper.get('[data-testid="battle-devour-inv-2"]').trigger('click')
    await until(() => wrapper!.find('[data-testid="battle-devour-inv-2-confirm"]').exists())
    const ask = wrapper.get('[data-testid="battle-devour-inv-2-confirm"]')
    expect(ask.attributes('data-prompt')).toBeDefined()
    expect(ask.text()).toContain('final battle')
    expect(document.activeElement).toBe(ask.element)
    await wrapper.get('[data-testid="battle-devour-inv-2-no"]').trigger('click')
    await until(() => wrapper!.find('[data-testid="battle-devour-inv-2"]').exists())
    expect(game.row!.lastSeq).toBe(seq)
    await wrapper.get('[data-testid="battle-devour-inv-2"]').trigger('click')
    await until(() => wrapper!.find('[data-testid="battle-devour-inv-2-yes"]').exists())
    await wrapper.get('[data-testid="battle-devour-inv-2-yes"]').trigger('click')
    await until(() => game.state!.investigators[1].devoured)
    expect(game.row!.lastSeq).toBe(seq + 1)
  }, 30_000)
})

