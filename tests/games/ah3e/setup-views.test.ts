import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import MythosView from '@/games/ah3e/ui/screens/MythosView.vue'
import SetupForm from '@/games/ah3e/ui/SetupForm.vue'
import { useGame } from '@/games/ah3e/ui/session'
import { nextSeries, useAh3eSeriesStore } from '@/games/ah3e/ui/series'
import type { Ah3eSetup, Ah3eState, SeriesRecord } from '@/games/ah3e/rules'
import hooks from '@/games/ah3e/ui/story'
import { tallyRecord } from '@/shell/story/record'
import { toRaw } from 'vue'
import { setupOf } from './harness'
import { screenTests, submitThreeWays, until } from './screen-harness'
import { spacesOf } from '@/games/ah3e/rules'

/**
 * Review ah3e-udw #1, #7, #11: what the setup checklist says a series game and a scenario change
 * (the cup against the sheet, the Inevitable rows, the mystery tile, the terror deck), the setup's
 * spread doom asked twice told apart, the next evening's form prefilled from the series kept on the
 * device, and a default game name that tells evenings apart. Polish, the table's language.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null
let game: ReturnType<typeof useGame>

screenTests((p, g) => { pinia = p; game = g }, () => wrapper, () => (wrapper = null))

const POOL = ['approach-of-azathoth', 'feast-for-umordhoth', 'echoes-of-the-deep', 'the-pale-lantern', 'the-veil-of-twilight', 'dreams-of-rlyeh', 'tyrants-of-ruin', 'ithaquas-children']
/** A series record with `n` games won (the first scenarios of the pool). */
const record = (n: number): SeriesRecord => ({ id: 's', pool: POOL, games: POOL.slice(0, n).map((scenario) => ({ scenario, result: 'won', investigators: ['Zoey Samaras'], barred: [] })) })

async function created(setup: Partial<Ah3eSetup>): Promise<string> {
  const r = await game.create('ah3e', { name: 'T', seed: 'setup-views', setup: setupOf(setup) })
  expect(r.ok).toBe(true)
  return (r as { value: string }).value
}

async function checklist(setup: Partial<Ah3eSetup>): Promise<VueWrapper> {
  const id = await created(setup)
  wrapper = mount(SetupForm, { props: { create: vi.fn(), created: id }, global: { plugins: [pinia] } })
  await until(() => wrapper!.find('[data-testid="checklist"]').exists())
  return wrapper
}

describe('AH3e setup checklist (review ah3e-udw #1)', () => {
  it('AH3E-SETUP-01 Tyrants of Ruin: the checklist lays the Devil Reef tile at Innsmouth Shore and the terror deck; the cup is the sheet\'s (no change listed)', async () => {
    const w = await checklist({})
    const steps = w.findAll('[data-testid="setup-scenario-step"]').map((x) => x.text())
    expect(steps).toEqual([
      'Kafel tajemnicy Diabelska rafa (dzielnica: Wybrzeże Innsmouth) połóżcie przy tej dzielnicy; obok niego talia spotkań tajemnicy.',
      'Talia grozy: zestaw kart grozy ze scenariusza (8 kart), zakryty; żetony grozy obok. Karta archiwum nr 61 («Groza») w kodeksie.',
    ])
    expect(w.find('[data-testid="setup-cup-changes"]').exists()).toBe(false)
    expect(w.find('[data-testid="setup-series-steps"]').exists()).toBe(false)
  })

  it('AH3E-SETUP-02 UDW-INEV-05 game 3 of a series in story mode: the cup says how it differs from the sheet\'s back (the mode, row 3), the setup rows in force are listed (row 2)', async () => {
    const w = await checklist({ series: record(2), mode: 'story' })
    expect(w.get('[data-testid="setup-cup-changes"]').text()).toContain('Fabularny: 1 żeton zagłady w czarze zamieniony na pusty.')
    expect(w.get('[data-testid="setup-cup-changes"]').text()).toContain('Tryb nieuniknionego, od gry 3: 1 pusty żeton w czarze mitów zamieniony na żeton zagłady.')
    expect(w.get('[data-testid="checklist"]').text()).toContain('Gra 3 serii — tryb nieuniknionego w przygotowaniu:')
    expect(w.get('[data-testid="setup-series-steps"]').text()).toBe('Tryb nieuniknionego, od gry 2: podczas przygotowania zagłada szerzy się 1 raz więcej.')
  })

  it('AH3E-SETUP-02 the Inevitable setup rows switched off are the players\' to do, and the checklist says so', async () => {
    const w = await checklist({ series: record(3), off: ['inevitable-setup'] })
    const rows = w.get('[data-testid="setup-series-steps"]').text()
    expect(rows).toContain('Tryb nieuniknionego, od gry 2: podczas przygotowania zagłada szerzy się 1 raz więcej — zróbcie to sami (automat wyłączony).')
    expect(rows).toContain('Tryb nieuniknionego, od gry 4: podczas przygotowania 1 wskazówka mniej — zróbcie to sami (automat wyłączony).')
  })
})

describe('AH3e setup questions (review ah3e-udw #1)', () => {
  it('AH3E-VIEW-01 AH3E-SETUP-02 game 2 of a series: the setup\'s two spread doom are numbered, and the extra one says it is the Inevitable mode\'s', async () => {
    await created({ series: record(1) })
    wrapper = mount(MythosView, { global: { plugins: [pinia] } })
    const w = wrapper
    await flushPromises()
    const ask = () => w.get('[data-testid="ask-event-card"]').text()
    for (let i = 0; i < 3; i++) {
      const seq = game.row!.lastSeq
      await w.get('[data-testid="card-hood-northside"]').trigger('click')
      await until(() => game.row!.lastSeq > seq)
    }
    expect(ask()).toMatch(/^Karta wydarzenia 1 z 2 \(szerzenie się zagłady\): które pola mają symbol zagłady\?/)
    let seq = game.row!.lastSeq
    await w.get('[data-testid="card-space-arkham-advertiser"]').trigger('click')
    await w.get('[data-testid="card-submit"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(ask()).toMatch(/^Karta wydarzenia 2 z 2 \(dodatkowe szerzenie się zagłady — tryb nieuniknionego\): które pola mają symbol zagłady\?/)
    seq = game.row!.lastSeq
    await w.get('[data-testid="card-space-arkham-advertiser"]').trigger('click')
    await w.get('[data-testid="card-submit"]').trigger('click')
    await until(() => game.row!.lastSeq > seq)
    expect(game.state!.pending).toBeNull()
  })
})

/** A command as another control sends it, once committed. */
async function cmd(c: Parameters<typeof game.dispatch>[0]) {
  const seq = game.row!.lastSeq
  const r = await game.dispatch(c)
  expect(r.ok, JSON.stringify(r)).toBe(true)
  await until(() => game.row!.lastSeq > seq)
}

/** Game 1 of a new series played to its end: Bartek's Silas Marsh defeated (barred for the series), then won. */
async function seriesGameOneWon(): Promise<Ah3eState> {
  await created({ series: { id: 'udw-s', pool: POOL, games: [] }, mode: 'challenge', draws: { cup: 'physical', events: 'physical' } })
  while (game.state!.pending?.kind === 'event-card') {
    const n = game.state!.board.neighbourhoods[0]
    await cmd({ type: 'DescribeEventCard', data: { neighbourhood: n, doom: { [spacesOf(game.state!, n)[0]]: 1 } } })
  }
  await cmd({ type: 'InvestigatorLeaves', data: { player: 1, how: 'defeated' } })
  await cmd({ type: 'EndGame', data: { result: 'won' } })
  expect(await useAh3eSeriesStore().keep(game.state!)).toBe(true)
  const ended = structuredClone(toRaw(game.state!))
  game.close()
  // Another evening: a fresh store reads the device.
  pinia = createPinia()
  setActivePinia(pinia)
  game = useGame()
  return ended
}

describe('AH3e the next evening of a series (review ah3e-udw #7)', () => {
  it('AH3E-VIEW-13 UDW-INEV-02 «Dalej w serii» prefills the seats, the investigators still in the series (the defeated one left empty), the mode and the cup\'s source, and shows the rows game 2 applies', async () => {
    await seriesGameOneWon()
    // As the series screen's «Przygotuj grę 2 serii» leaves it: the record read, the series chosen.
    await useAh3eSeriesStore().load()
    nextSeries.value = 'udw-s'
    wrapper = mount(SetupForm, { props: { create: vi.fn() }, global: { plugins: [pinia] } })
    const w = wrapper
    await until(() => w.find('[data-testid="setup-series-next"]').exists())
    expect((w.get('[data-testid="series-choice"]').element as HTMLSelectElement).value).toBe('udw-s')
    expect(w.get('[data-testid="series-choice"] option[value="udw-s"]').text()).toMatch(/^Dalej w serii: gra 2 · \d{1,2}\.\d{1,2}$/)
    expect((w.get('[data-testid="investigator-1"]').element as HTMLInputElement).value).toBe('Stella Clark')
    expect((w.get('[data-testid="investigator-2"]').element as HTMLInputElement).value).toBe('')
    expect((w.get('input[aria-label="Imię gracza 1"]').element as HTMLInputElement).value).toBe('Ala')
    expect((w.get('input[aria-label="Imię gracza 2"]').element as HTMLInputElement).value).toBe('Bartek')
    expect(w.get('[data-testid="mode-challenge"]').attributes('aria-pressed')).toBe('true')
    expect((w.get('[data-testid="cup-draws"]').element as HTMLSelectElement).value).toBe('physical')
    expect(w.get('[data-testid="setup-series-next"]').text()).toContain('Gra 1: „Tyrani zniszczenia” — wygrany; grali: Stella Clark, Silas Marsh.')
    expect(w.get('[data-testid="setup-series-rows"]').text()).toBe('od gry 2: podczas przygotowania zagłada szerzy się 1 raz więcej')
    expect(w.get('[data-testid="setup-barred"]').text()).toContain('Silas Marsh')
  })
})

describe('AH3e evenings told apart (review ah3e-udw #11)', () => {
  it('AH3E-VIEW-13 the default game name carries the scenario, and in a series the game\'s number («Seria, gra 1»)', async () => {
    const names: string[] = []
    const create = vi.fn(async (o: { name: string }) => {
      names.push(o.name)
      return { ok: false as const, error: { code: 'test/stop', message: 'stop' } }
    })
    wrapper = mount(SetupForm, { props: { create }, global: { plugins: [pinia] } })
    const w = wrapper
    await flushPromises()
    await w.get('[data-testid="scenario"]').setValue('tyrants-of-ruin')
    await flushPromises()
    await w.get('[data-testid="fact-terror-deck"]').setValue('9')
    await w.get('[data-testid="investigator-1"]').setValue('Stella Clark')
    await w.get('[data-testid="investigator-2"]').setValue('Silas Marsh')
    await submitThreeWays(w, create)
    const date = new Date().toLocaleDateString('pl')
    expect(names).toEqual([`„Tyrani zniszczenia”, ${date}`, `Seria, gra 1, ${date}`, `Seria, gra 1: „Tyrani zniszczenia”, ${date}`])
  })

  it('STORY-AH3E-04 UDW-INEV-02 the record\'s series: each game says who played it and who is out for the series; the series says when its first game here was created', async () => {
    const r = hooks.record(await seriesGameOneWon())
    expect(r.series!.games[0].name).toMatchObject({ key: 'record.seriesGameBarred', params: { list: 'Stella Clark, Silas Marsh', barred: 'Silas Marsh' } })
    const t = tallyRecord([
      { id: 'b', game: 'ah3e', record: r, created: '2026-11-28T20:00:00.000Z' },
      { id: 'a', game: 'ah3e', record: { ...r, series: { ...r.series!, game: 1 } }, created: '2026-11-21T19:00:00.000Z' },
    ], ['ah3e'])
    expect(t[0].series[0].started).toBe('2026-11-21T19:00:00.000Z')
  })
})

