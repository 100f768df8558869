import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import type { Component } from 'vue'
import FightView from '@/games/cults/ui/screens/FightView.vue'
import TableView from '@/games/cults/ui/screens/TableView.vue'
import NpcView from '@/games/cults/ui/screens/NpcView.vue'
import CardsView from '@/games/cults/ui/screens/CardsView.vue'
import ScoreView from '@/games/cults/ui/screens/ScoreView.vue'
import { createRng, execute, newSession } from '@/core'
import { useGame } from '@/games/cults/ui/session'
import { useSessionStore } from '@/stores/session'
import { cults, inPlay, offers, pendingOf, position, topsOf, type CultsCommand, type CultsSetup, type CultsState } from '@/games/cults/rules'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { D, multiSetup, soloSetup } from './harness'

/**
 * The Cults screens on a position set up by hand (as the rules tests' `board()`): a game created
 * through the session store, its state then set for the case under test, the screen mounted, and
 * commands sent as its controls send them.
 */
let pinia: Pinia
let wrapper: VueWrapper | null = null
let game: ReturnType<typeof useGame>

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  pinia = createPinia()
  setActivePinia(pinia)
  game = useGame()
  locale.value = 'pl'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  game.close()
  locale.value = 'pl'
})

/** `check` holds and nothing shown is still being written. */
async function until(check: () => boolean) {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!check() || useSessionStore().saving > 0) throw new Error('not yet')
  }, { timeout: 10_000, interval: 10 })
}

/** A game from `setup` with the first Cult Site down, then its state changed by `f`. */
async function openAt(setup: CultsSetup, f: (st: CultsState) => void): Promise<void> {
  const store = useSessionStore()
  const r = await store.create('cults', { name: 'Kulty', seed: 'views', setup })
  expect(r.ok).toBe(true)
  await dispatch({ type: 'PlaceStartingSite', data: { district: 'northside' } })
  const st = structuredClone(game.state!) as CultsState
  f(st)
  ;(store as unknown as { state: CultsState }).state = st
}

async function dispatch(c: CultsCommand) {
  const r = await game.dispatch(c)
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`)
}

async function show(view: Component) {
  wrapper = mount(view, { global: { plugins: [pinia] } })
  await flushPromises()
  return wrapper
}

/** Solo in round 2's Actions, the opponent (seat 1) to act with its marker on top in `district`. */
const npcToAct = (district: 'uptown' | 'downtown' | 'northside', f: (st: CultsState) => void = () => {}) => (st: CultsState) => {
  st.phase = 'actions'; st.round = 2; st.actor = 1
  for (const d of st.districts) d.stack = []
  D(st, district).stack = [1]
  f(st)
}

describe('ROC-VIEW the fight screen says what the rules do and asks what they ask', { timeout: 30_000 }, () => {
  it('ROC-VIEW-01 ROC-NPC-13 «Terror» (l.2351–2352): the opponent\'s Terror is not checked: the fight screen says it succeeds without stating a false «Terror 1 > Poczytalność 5»', async () => {
    // The opponent dominates Uptown (its Ritual I there) with no Ritual of yours on the board: no
    // Confrontation, its Terror at once; Sanity 3 + 2 Investigators = 5 against its Terror 1.
    await openAt(soloSetup(), npcToAct('uptown', (st) => { D(st, 'uptown').investigators = 2 }))
    await dispatch({ type: 'NpcTurn', data: { die: 3 } })
    const w = await show(FightView)
    await until(() => w.find('[data-testid="terror-result"]').exists())
    const line = w.get('[data-testid="terror-result"]').text()
    expect(line).not.toMatch(/1 > /)
    expect(line).toContain('NPC nie sprawdza Terroru')
  })

  /** Solo, your Terror owed in Uptown (Sanity 3, no Investigator) with your Rituals there as given. */
  const yourTerror = (levels: (1 | 2 | 3)[], f: (st: CultsState) => void = () => {}, noConfrontation = true) => (st: CultsState) => {
    st.phase = 'actions'; st.round = 2; st.actor = 0
    const d = D(st, 'uptown')
    d.sanity = 3; d.investigators = 0
    d.rituals = [...d.rituals.filter((r) => r.seat !== 0), ...levels.map((level) => ({ seat: 0, level }))]
    st.pending = { kind: 'confrontation', district: 'uptown', active: 0, stage: 'terror', reinforcers: [], noConfrontation }
    f(st)
  }
  it('ROC-VIEW-02 ROC-DOM-05 «Terror» (l.1398–1410): your Rituals already above the Sanity: the calculator says so, not «dołóż co najmniej 0»', async () => {
    await openAt(soloSetup(), yourTerror([3, 2]))
    const w = await show(FightView)
    const need = w.get('[data-testid="terror-need"]').text()
    expect(need).not.toMatch(/co najmniej 0/)
    expect(need).toContain('Terror 5. To już więcej niż Poczytalność.')
    expect(w.get('[data-testid="terror-total"]').text()).toBe('Terror 5 > 3: uda się.')
  })
  it('ROC-VIEW-03 ROC-DOM-07 «Miejsca na Znaczniki Dominacji» (l.1425–1432): a full track of your own markers: the screen does not promise to replace an opponent\'s; it says none is placed', async () => {
    await openAt(soloSetup(), yourTerror([2], (st) => { D(st, 'uptown').dominance = [0, 0, 0, 0]; st.seats[0].dominanceLeft = 4 }, false))
    const w = await show(FightView)
    expect(w.text()).not.toContain('zastąpisz znacznik przeciwnika')
    expect(w.get('[data-testid="terror-places"]').text()).toBe('Pola Dominacji są pełne i wszystkie znaczniki na nich są twoje: nie położysz żadnego.')
  })
  it('ROC-VIEW-04 ROC-DOM-06 (l.1411–1418): without a Confrontation 2 markers, but with 1 left the screen says 1 is placed; a free space short, it says whose marker goes', async () => {
    await openAt(soloSetup(), yourTerror([2], (st) => { st.seats[0].dominanceLeft = 1 }))
    let w = await show(FightView)
    expect(w.get('[data-testid="terror-places"]').text()).toBe('Zostało ci 1 Znacznik Dominacji: położysz tylko 1.')
    w.unmount()
    await openAt(soloSetup(), yourTerror([2], (st) => { D(st, 'uptown').dominance = [1, 1, 1] }))
    w = await show(FightView)
    expect(w.find('[data-testid="terror-places"]').exists()).toBe(false)
    expect(w.get('[data-testid="terror-replace-one"]').text()).toBe('Brak wolnego pola Dominacji: twój znacznik zastąpi znacznik przeciwnika (NPC).')
  })

  it('ROC-VIEW-05 ROC-DOM-07 (l.1425–1432): one free space short of two markers, with two opponents\' markers there: the screen asks whose goes (it used to ask only on a track full at the start, and the tap was refused)', async () => {
    await openAt(multiSetup(3), yourTerror([2], (st) => { D(st, 'uptown').dominance = [1, 2, 1]; st.seats[1].dominanceLeft = 6; st.seats[2].dominanceLeft = 7 }))
    const w = await show(FightView)
    const row = w.get('[data-testid="replace-0"]')
    expect(row.findAll('button').map((b) => b.text())).toEqual(['P2', 'P3'])
    await row.findAll('button')[1].trigger('click')
    await w.get('[data-testid="terror-add"]').setValue('5')
    await w.get('[data-testid="terror-go"]').trigger('click')
    await until(() => game.state!.pending === null)
    expect(D(game.state!, 'uptown').dominance).toEqual([1, 1, 0, 0])
  })
  it('ROC-VIEW-06 ROC-DOM-07: two markers to replace among three opponents: the screen asks for each, the second among those still there', async () => {
    await openAt(multiSetup(4), yourTerror([2], (st) => { D(st, 'uptown').dominanceCap = 3; D(st, 'uptown').dominance = [1, 2, 3] }))
    const w = await show(FightView)
    expect(w.find('[data-testid="replace-1"]').exists()).toBe(false)
    await w.get('[data-testid="replace-0"]').findAll('button')[0].trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="replace-1"]').findAll('button').map((b) => b.text())).toEqual(['P3', 'P4'])
    await w.get('[data-testid="replace-1"]').findAll('button')[1].trigger('click')
    await w.get('[data-testid="terror-add"]').setValue('5')
    await w.get('[data-testid="terror-go"]').trigger('click')
    await until(() => game.state!.pending === null)
    expect(D(game.state!, 'uptown').dominance).toEqual([2, 0, 0])
  })
})

describe('ROC-VIEW the opponent\'s turn stays on screen through its fight', { timeout: 30_000 }, () => {
  it('ROC-VIEW-07 ROC-NPC-04..13 «Wykonywanie działania przez NPC» (l.1949–1991, 2272–2382): its steps with their rules stay on the fight and table screens while you reinforce and fight, and go once you take your marker', async () => {
    // The opponent dominates Downtown (its Ritual II there); your Ritual I is in Uptown, your marker on top there.
    await openAt(soloSetup(), npcToAct('downtown', (st) => {
      D(st, 'uptown').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1
      D(st, 'uptown').stack = [0]
    }))
    await dispatch({ type: 'NpcTurn', data: { die: 3 } })
    expect(game.state!.pending).toMatchObject({ kind: 'confrontation', stage: 'reinforce' })
    const fight = await show(FightView)
    const steps = () => fight.find('[data-testid="fight-npc-steps"]')
    await until(() => steps().exists())
    expect(steps().text()).toContain('ROC-NPC-05')
    expect(steps().text()).toContain('ROC-NPC-04')
    await fight.get('[data-testid="reinforce-uptown-1"]').trigger('click')
    await until(() => game.state!.pending?.kind === 'confrontation' && game.state!.pending.stage === 'attack')
    expect(steps().text()).toContain('ROC-NPC-05')
    await fight.get('[data-testid="resolve-attack"]').trigger('click')
    await until(() => game.state!.pending === null)
    expect(steps().text()).toContain('ROC-NPC-05')
    expect(steps().text()).toContain('ROC-NPC-12')
    fight.unmount()
    wrapper = null
    const table = await show(TableView)
    await until(() => table.find('[data-testid="npc-last"]').exists())
    expect(table.get('[data-testid="npc-last"]').text()).toContain('ROC-NPC-05')
    // Its move can be corrected only right after it (ROC-NPC-CORR): after your answers the table does
    // not lead to a correction the opponent screen cannot make; that screen says how.
    expect(table.find('[data-testid="to-npc"]').exists()).toBe(false)
    table.unmount()
    const npc = await show(NpcView)
    expect(npc.get('[data-testid="npc-correct-later"]').text()).toBe('Ruch NPC poprawia się tuż po nim. Teraz cofnijcie najpierw późniejsze polecenia (Dziennik → Cofnij).')
    npc.unmount()
    wrapper = await show(TableView)
    await dispatch({ type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    await until(() => !wrapper!.find('[data-testid="npc-last"]').exists())
  })
})

describe('ROC-VIEW the opponent\'s move corrected after a reload', { timeout: 30_000 }, () => {
  it('ROC-VIEW-22 ROC-NPC-CORR: with the opponent\'s turn the log\'s last command, «Popraw ruch NPC» and the correction\'s buttons are there after the game is opened again (the session knew no last entry then), and the correction decides that turn again', async () => {
    // A real log up to the opponent's first turn (the commands the screens offer).
    const r = await useSessionStore().create('cults', { name: 'Kulty', seed: 'views-corr', setup: soloSetup() })
    expect(r.ok).toBe(true)
    const rng = createRng('corr')
    for (let i = 0; i < 200 && game.lastEntry?.command.type !== 'NpcTurn'; i++) {
      for (const c of rng.shuffle(offers(game.state!, rng))) if ((await game.dispatch(c)).ok) break
    }
    expect(game.lastEntry?.command.type).toBe('NpcTurn')
    const die = (game.lastEntry!.command.data as { die?: number }).die
    const id = game.row!.id
    game.close()
    expect(await game.open(id)).toBe(true)
    expect(game.lastEntry).toBeNull()
    const table = await show(TableView)
    await until(() => table.find('[data-testid="to-npc"]').exists())
    expect(table.get('[data-testid="to-npc"]').text()).toBe('Popraw ruch NPC')
    table.unmount()
    wrapper = null
    const npc = await show(NpcView)
    await until(() => npc.find('[data-testid="npc-die-1"]').exists())
    expect(npc.find('[data-testid="npc-correct-later"]').exists()).toBe(false)
    const other = die === 4 ? 3 : 4
    await npc.get(`[data-testid="npc-die-${other}"]`).trigger('click')
    await until(() => (game.lastEntry?.command.data as { die?: number } | undefined)?.die === other)
    expect(game.lastEntry!.command.type).toBe('NpcTurn')
  })
})

describe('ROC-VIEW the last fight\'s result after a reload', { timeout: 30_000 }, () => {
  it('ROC-VIEW-23 ROC-DOM-03..05: with a fight the log\'s last command, the table shows its result (each side\'s Attack, the winner) also after the game is opened again (the session knew no last entry then)', async () => {
    const r = await useSessionStore().create('cults', { name: 'Kulty', seed: 'views-fight', setup: multiSetup(2) })
    expect(r.ok).toBe(true)
    const rng = createRng('fight')
    const fought = () => !!game.lastEntry?.events.some((e) => e.type === 'AttackTotalled') && !game.state!.pending
    for (let i = 0; i < 400 && !fought(); i++) {
      for (const c of rng.shuffle(offers(game.state!, rng))) if ((await game.dispatch(c)).ok) break
    }
    expect(fought()).toBe(true)
    const id = game.row!.id
    game.close()
    expect(await game.open(id)).toBe(true)
    expect(game.lastEntry).toBeNull()
    const table = await show(TableView)
    await until(() => table.find('[data-testid="table-fight-result"]').exists())
    expect(table.get('[data-testid="fight-result"]').text()).toContain('=')
    expect(table.find('[data-testid="fight-winner"]').exists()).toBe(true)
  })
})

describe('ROC-VIEW the opponent\'s deck as the players see it', { timeout: 30_000 }, () => {
  it('ROC-VIEW-08 ROC-NPC-DESTROYED «Zniszcz» (l.1125–1127): the opponent screen lists its destroyed cards — how many and which — beside its draw and discard piles', async () => {
    const cards = [...Array.from({ length: 11 }, () => ({ id: '', attack: 1, thugs: null })), { id: '', attack: 0, thugs: 3 }]
    await openAt(soloSetup({}, { deck: 'virtual', cards }), (st) => {
      st.npc!.cards['disorganization-12'] = { id: 'disorganization-12', attack: 0, thugs: null, disorganization: true }
      st.npc!.draw = st.npc!.draw.filter((x) => x !== 'c12')
      st.npc!.destroyed = ['c12', 'disorganization-12']
    })
    const w = await show(NpcView)
    const stash = w.get('[data-testid="npc-stash"]').text()
    expect(stash).toContain('do dobrania 11, odrzucone 0, zniszczone 2')
    expect(w.get('[data-testid="npc-destroyed"]').text()).toBe('Zniszczone (poza grą): karta 12 (Atak 0, za zniszczenie 3 Zbiry); Karta Dezorganizacji')
  })
  it('ROC-VIEW-09 ROC-NPC-12 (l.2304–2320), ROC-NPC-S8: the fight result names the opponent\'s revealed cards and which it destroyed for Thugs', async () => {
    const cards = [...Array.from({ length: 11 }, () => ({ id: '', attack: 1, thugs: null })), { id: '', attack: 0, thugs: 3 }]
    await openAt(soloSetup({}, { deck: 'virtual', cards }), npcToAct('uptown', (st) => {
      D(st, 'northside').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] = 1
      st.npc!.draw = ['c12', 'c1', 'c2', ...st.npc!.draw.filter((x) => !['c12', 'c1', 'c2'].includes(x))]
    }))
    await dispatch({ type: 'NpcTurn', data: { die: 3 } })
    await dispatch({ type: 'Reinforce', data: { from: 'northside' } })
    await dispatch({ type: 'EnterAttack', data: { totals: { 0: 0 } } })
    const w = await show(FightView)
    await until(() => w.find('[data-testid="npc-fight-cards"]').exists())
    expect(w.get('[data-testid="npc-fight-cards"]').text()).toBe('Karty NPC: karta 12 (Atak 0, za zniszczenie 3 Zbiry) — zniszczona; karta 1 (Atak 1); karta 2 (Atak 1)')
  })
})

describe('ROC-VIEW a refusal shows beside the control tapped', { timeout: 30_000 }, () => {
  it('ROC-VIEW-10 ROC-CARDS-01 (l.269–292): saving a district\'s cards with nothing changed is refused under that district\'s own save button (it showed below the last district, off screen)', async () => {
    await openAt(soloSetup(), () => {})
    const w = await show(CardsView)
    await w.get('[data-testid="stacks-save-northside"]').trigger('click')
    await until(() => w.find('[role="alert"]').exists())
    const here = w.get('[data-testid="stacks-northside"]')
    expect(here.find('[role="alert"]').exists()).toBe(true)
    expect(here.get('[role="alert"]').text()).toBe('Ta dzielnica ma już te karty i stosy.')
    expect(w.get('[data-testid="stacks-uptown"]').find('[role="alert"]').exists()).toBe(false)
  })
  it('ROC-VIEW-11 ROC-NPC-SET: an opponent setting saved with nothing changed is refused beside that setting (it showed at the top of the screen, off screen)', async () => {
    await openAt(soloSetup(), () => {})
    const w = await show(NpcView)
    await w.get('[data-testid="change-districtNumbers"]').trigger('click')
    await until(() => w.find('[role="alert"]').exists())
    const group = w.get('[data-testid="setting-group-districtNumbers"]')
    expect(group.get('[role="alert"]').text()).toBe('To ustawienie ma już tę wartość.')
    expect(w.findAll('[role="alert"]')).toHaveLength(1)
  })
})

/**
 * The controls that send `c` on its screen (data-testid), as the views name them. The Cult phase
 * ends with the first Plan marker placed (the planning buttons send EndCultPhase first), the Hiding
 * with the next City card revealed (its button sends Hide first); a Plan is tapped by its button, and
 * its district too when several of the cult's markers are on top (else the panel names it).
 */
function controlsFor(c: CultsCommand, st: CultsState): string[] {
  switch (c.type) {
    case 'SetLayout': return ['set-layout']
    case 'PlaceStartingSite': return [`site-${c.data.district}`]
    case 'Reinforce': return [c.data.from === null ? 'reinforce-none' : `reinforce-${c.data.from}-${c.data.level}`]
    case 'EnterAttack': return ['resolve-attack', ...Object.keys(c.data.totals).map((k) => `attack-${k}`), ...(c.data.npcCards !== undefined ? ['npc-cards'] : [])]
    case 'ResolveTerror': return c.data.skip ? ['terror-skip'] : [c.data.remove ? `terror-go-${c.data.remove}` : 'terror-go', 'terror-add', ...(c.data.replace?.length ? ['replace-0'] : [])]
    case 'CheckGoal': return [c.data.met ? 'goal-met' : 'goal-failed']
    case 'RevealCity': return ['reveal-city', ...(c.data.advance ?? []).map((d) => `city-advance-${d}`), ...(c.data.disorganization ? ['city-disorg'] : [])]
    case 'RollRecruitment': return c.data.reroll ? ['recruit-dice', 'reroll'] : ['roll-recruit']
    case 'EndCultPhase': return inPlay(st).map((d) => `place-${d.id}`)
    case 'PlacePlan': return [`place-${c.data.district}`]
    case 'NpcTurn': return ['npc-go']
    case 'TakePlan': return [`plan-${c.data.plan}`, topsOf(st, st.actor).length > 1 ? `take-${c.data.district}` : 'act-where']
    case 'Hide': return ['reveal-city', ...Object.keys(c.data.tokens).map((k) => `tokens-${k}`)]
    default: return [`(${c.type} is not a play control)`]
  }
}
/** The command type a play control shown sends first, in this state (undefined: not a play control). */
function playOf(id: string, st: CultsState): CultsCommand['type'] | undefined {
  if (id === 'reveal-city') return st.phase === 'hiding' ? 'Hide' : 'RevealCity'
  if (id.startsWith('place-')) return st.phase === 'cult' ? 'EndCultPhase' : 'PlacePlan'
  if (id.startsWith('plan-') || (id.startsWith('take-') && id !== 'take-plan') || id === 'take-plan') return 'TakePlan'
  if (id.startsWith('site-')) return 'PlaceStartingSite'
  if (id.startsWith('reinforce-')) return 'Reinforce'
  if (id.startsWith('terror-go-')) return 'ResolveTerror'
  return PLAY[id]
}
const PLAY: Record<string, CultsCommand['type']> = {
  'set-layout': 'SetLayout', 'resolve-attack': 'EnterAttack', 'terror-go': 'ResolveTerror', 'terror-skip': 'ResolveTerror', 'goal-met': 'CheckGoal', 'goal-failed': 'CheckGoal',
  'roll-recruit': 'RollRecruitment', 'npc-go': 'NpcTurn',
}
const SCREENS: Record<string, Component> = { table: TableView, fight: FightView, score: ScoreView }

describe('ROC-VIEW the screens offer what `offers` lists, and only that', { timeout: 120_000 }, () => {
  it('ROC-VIEW-12 ROC-CONTRACT-04 over states of random games (solo and 2–4 players): every offered command has its control on the screen that asks, and every play control shown sends an offered command', async () => {
    const states: CultsState[] = []
    for (let g = 0; g < 16; g++) {
      const rng = createRng(`honest-${g}`)
      let setup = cults.sampleSetup(rng)
      while (setup.players.length !== 1 + (g % 4)) setup = cults.sampleSetup(rng)
      let s = execute(cults, newSession(cults, `honest-${g}`), cults.setupCommand(setup))
      if (!s.ok) throw new Error('setup')
      let cur = s.value.session
      for (let i = 0; i < 400 && cur.state.status !== 'over'; i++) {
        for (const c of rng.int(2) ? cults.sample(cur.state, rng) : rng.shuffle(offers(cur.state, rng))) {
          const r = execute(cults, cur, c)
          if (!r.ok) continue
          cur = r.value.session
          if (rng.int(8) === 0 || cur.state.pending) states.push(cur.state)
          break
        }
      }
      states.push(cur.state)
    }
    await openAt(soloSetup(), () => {})
    const store = useSessionStore() as unknown as { state: CultsState }
    const bad: string[] = []
    for (const st of states) {
      store.state = st
      const screen = pendingOf(st)?.screen ?? (st.status === 'over' ? 'score' : 'table')
      const w = mount(SCREENS[screen], { global: { plugins: [pinia] } })
      await flushPromises()
      const shown = new Set(w.findAll('[data-testid]').filter((x) => !(x.element as HTMLElement).closest('details:not([open])')).map((x) => x.attributes('data-testid')!))
      const offered = offers(st, createRng('o'))
      for (const c of offered) for (const id of controlsFor(c, st)) if (!shown.has(id)) bad.push(`${position(st)} on ${screen}: ${c.type} ${JSON.stringify(c.data).slice(0, 80)} has no «${id}»`)
      for (const id of shown) {
        const type = playOf(id, st)
        if (type && !offered.some((c) => c.type === type)) bad.push(`${position(st)} on ${screen}: «${id}» shown, no ${type} offered`)
      }
      w.unmount()
      if (bad.length > 8) break
    }
    expect(bad).toEqual([])
    expect(states.length).toBeGreaterThan(100)
  })
})

/** The command types of the log since `from` entries (what one tap sent). */
const log = () => {
  const e = useSessionStore().entries
  if (!e) throw new Error('the log is not loaded')
  return e
}
const sentSince = (from: number) => log().slice(from).map((e) => (e as { command: CultsCommand }).command.type)
const tap = async (w: VueWrapper, id: string) => {
  await w.get(`[data-testid="${id}"]`).trigger('click')
  await until(() => true)
}

describe('ROC-TAPS one tap for what the rules decide, the players\' choices still theirs (issue #25)', { timeout: 30_000 }, () => {
  it('ROC-VIEW-13 ROC-NPC-02 «Rozmieszczanie żetonów» (l.1871–1880): in solo Planning one tap on a district places your marker and then the opponent\'s (its d4, nobody chooses) — two commands, so an undo takes back one', async () => {
    await openAt(soloSetup(), (st) => { st.phase = 'planning'; st.round = 1; st.actor = 0; for (const p of st.seats) p.toPlace = 4 })
    const w = await show(TableView)
    const from = log().length
    await tap(w, 'place-uptown')
    await until(() => game.state!.seats[1].toPlace === 3)
    expect(sentSince(from)).toEqual(['PlacePlan', 'NpcTurn'])
    expect(game.state!.actor).toBe(0)
    expect(game.state!.seats[0].toPlace).toBe(3)
    // Its placement is listed where the players tapped, with its rule.
    expect(w.get('[data-testid="npc-last"]').text()).toMatch(/ROC-NPC-0[23]/)
  })
  it('ROC-VIEW-14 ROC-ROUND-01 (l.675–711): the Cult phase\'s draws and rolls are the players\'; the first Plan marker placed ends it — one tap, no «Cult phase done» before it', async () => {
    await openAt(multiSetup(3), (st) => { st.pending = null; st.phase = 'cult'; st.round = 1; st.firstCultist = 1; st.actor = 1 })
    const w = await show(TableView)
    expect(w.find('[data-testid="end-cult"]').exists()).toBe(false)
    expect(w.get('[data-testid="planning"]').text()).toContain('P2: połóż Znacznik Planu')
    const from = log().length
    await tap(w, 'place-downtown')
    await until(() => game.state!.phase === 'planning' && game.state!.actor === 2)
    expect(sentSince(from)).toEqual(['EndCultPhase', 'PlacePlan'])
    expect(D(game.state!, 'downtown').stack).toEqual([1])
  })
  it('ROC-VIEW-15 ROC-HIDE-01/02 (l.1011–1029): the Hiding asks nothing: the next City card\'s reveal ends it (tokens typed still capped) — one tap', async () => {
    await openAt(multiSetup(3), (st) => { st.pending = null; st.phase = 'hiding'; st.round = 2; for (const d of st.districts) d.stack = [] })
    const w = await show(TableView)
    expect(w.find('[data-testid="hide"]').exists()).toBe(false)
    expect(w.get('[data-testid="reveal-city"]').text()).toBe('Ukrycie zrobione · Karta Miasta rozpatrzona')
    await w.get('[data-testid="tokens-0"]').setValue('7')
    const from = log().length
    // «Na planszy» still lists the round's lines nobody ticked (here the first Cult Site).
    expect(game.sheet.lines.length).toBeGreaterThan(0)
    await tap(w, 'reveal-city')
    await until(() => game.state!.phase === 'cult' && game.state!.round === 3)
    expect(sentSince(from)).toEqual(['Hide', 'RevealCity'])
    expect(log().at(-2)!.events.some((e) => e.type === 'TokensCapped')).toBe(true)
    // The round is done on the board with the Hiding: the list starts again with the City card's lines.
    await until(() => game.sheet.lines.every((l) => l.step === game.sheet.n))
  })
  it('ROC-VIEW-16 ROC-ACT-06 «Warunek wykonania» (l.1320–1322): Dominance tapped with two markers on top, your Ritual in only one of the districts: carried out there at once; a Bluff fits both: the panel asks which marker, and that tap carries it out', async () => {
    const tops = (st: CultsState) => {
      st.phase = 'actions'; st.round = 2; st.actor = 0
      for (const d of st.districts) d.stack = []
      D(st, 'uptown').stack = [0]; D(st, 'downtown').stack = [1, 0]
      D(st, 'uptown').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1
    }
    await openAt(soloSetup(), tops)
    let w = await show(TableView)
    expect(w.find('[data-testid="take-plan"]').exists()).toBe(false)
    let from = log().length
    await tap(w, 'plan-dominance')
    await until(() => game.state!.pending !== null || sentSince(from).length > 0)
    expect((log().at(-1) as { command: CultsCommand }).command).toEqual({ type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } })
    w.unmount(); wrapper = null
    await openAt(soloSetup(), tops)
    w = await show(TableView)
    from = log().length
    await tap(w, 'plan-bluff')
    expect(sentSince(from)).toEqual([])
    expect(w.get('[data-testid="actions"]').text()).toContain('Z której dzielnicy bierzesz znacznik?')
    await tap(w, 'take-downtown')
    await until(() => sentSince(from).length === 1)
    expect((log().at(-1) as { command: CultsCommand }).command).toEqual({ type: 'TakePlan', data: { district: 'downtown', plan: 'bluff' } })
  })
  it('ROC-VIEW-17 ROC-PREP-01 «Plan Przygotowania» (l.1175–1176, 1216–1220): a Preparation is one choice, done by its button: a Ritual level where you have no Cult Site builds the Site with it (the Ritual needs it), its cost on the button; nothing is chosen for you before you tap', async () => {
    await openAt(soloSetup(), (st) => {
      st.phase = 'actions'; st.round = 2; st.actor = 0
      for (const d of st.districts) d.stack = []
      D(st, 'uptown').stack = [0]
    })
    const w = await show(TableView)
    expect(w.findAll('[data-testid^="plan-"][aria-pressed="true"]')).toHaveLength(0)
    await tap(w, 'plan-preparation')
    // No Investigator in Uptown, the track 2 steps from arriving: Site 5 + Ritual I 1.
    expect(w.get('[data-testid="prep-ritual-1"]').text()).toBe('Miejsce + Rytuał I · 6 Mocy')
    expect(w.get('[data-testid="prep-site"]').text()).toBe('Miejsce Kultu · 5 Mocy')
    expect(w.find('[data-testid="take-plan"]').exists()).toBe(false)
    const from = log().length
    await tap(w, 'prep-ritual-1')
    await until(() => D(game.state!, 'uptown').sites.includes(0))
    expect(sentSince(from)).toEqual(['TakePlan'])
    expect(D(game.state!, 'uptown').rituals).toContainEqual({ seat: 0, level: 1 })
  })
  it.each([
    ['where a Site and Rituals can be prepared', false],
    ['where nothing can be prepared (your Site here, every Ritual space taken), saying why', true],
  ] as const)('ROC-VIEW-17 ROC-PREP-01 (l.1161–1162, l.975–986): nothing built is no Preparation — no such button; «Nic nie przygotowuję: Blef» takes the Bluff in one tap, %s', async (_where, nothing) => {
    await openAt(soloSetup(), (st) => {
      st.phase = 'actions'; st.round = 2; st.actor = 0
      for (const d of st.districts) d.stack = []
      const d = D(st, 'uptown')
      d.stack = [0]
      if (nothing) { d.sites = [0]; d.rituals = Array.from({ length: d.capacity }, () => ({ seat: 1, level: 1 as const })) }
    })
    const w = await show(TableView)
    await tap(w, 'plan-preparation')
    expect(w.find('[data-testid="prep-none"]').exists()).toBe(false)
    expect(w.find('[data-testid="prep-site"]').exists()).toBe(!nothing)
    expect(w.find('[data-testid="prep-nothing"]').exists()).toBe(nothing)
    if (nothing) expect(w.get('[data-testid="prep-nothing"]').text()).toContain('Plan niewykonany to Blef')
    expect(w.get('[data-testid="prep-bluff"]').text()).toBe('Nic nie przygotowuję: Blef (2 Żetony Kultystów)')
    const from = log().length
    await tap(w, 'prep-bluff')
    await until(() => sentSince(from).length === 1)
    expect((log().at(-1) as { command: CultsCommand }).command).toEqual({ type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
  })
  it('ROC-VIEW-20 ROC-DOM-08 «Terror» (l.1419–1424): with your Rituals of different levels here, which one leaves is yours to say — each Terror button names it and does the Terror (one tap, no preselected Ritual)', async () => {
    await openAt(soloSetup(), (st) => {
      st.phase = 'actions'; st.round = 2; st.actor = 0
      const d = D(st, 'uptown')
      d.sanity = 3; d.investigators = 0
      d.rituals = [...d.rituals.filter((r) => r.seat !== 0), { seat: 0, level: 1 }, { seat: 0, level: 3 }]
      st.pending = { kind: 'confrontation', district: 'uptown', active: 0, stage: 'terror', reinforcers: [], noConfrontation: true }
    })
    const w = await show(FightView)
    expect(w.find('[data-testid="terror-go"]').exists()).toBe(false)
    expect(w.get('[data-testid="terror-go-1"]').text()).toBe('Terror · potem zdejmij I')
    const from = log().length
    await tap(w, 'terror-go-3')
    await until(() => game.state!.pending === null)
    expect(sentSince(from)).toEqual(['ResolveTerror'])
    expect(D(game.state!, 'uptown').rituals.filter((r) => r.seat === 0)).toEqual([{ seat: 0, level: 1 }])
  })
  it('ROC-VIEW-21 ROC-ROUND-01 (l.705–711): in the last round the table itself says the game ends after its Actions phase (no notice to dismiss)', async () => {
    await openAt(soloSetup(), (st) => { st.phase = 'cult'; st.round = 6 })
    const w = await show(TableView)
    expect(w.get('[data-testid="last-round"]').text()).toBe('Ostatnia runda: po Fazie Działań gra się kończy (bez Fazy Ukrycia).')
    w.unmount(); wrapper = null
    await openAt(soloSetup(), (st) => { st.phase = 'cult'; st.round = 5 })
    expect((await show(TableView)).find('[data-testid="last-round"]').exists()).toBe(false)
  })
  it('ROC-VIEW-18 ROC-DOM-03 (l.1360–1390): once the fight is over the fight screen sends the table back to the table, and the table keeps the fight\'s result', async () => {
    await openAt(soloSetup(), npcToAct('downtown', (st) => { D(st, 'downtown').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1 }))
    await dispatch({ type: 'NpcTurn', data: { die: 3 } })
    expect(game.state!.pending).toMatchObject({ kind: 'confrontation', stage: 'attack' })
    location.hash = '#/game/x/fight'
    const fight = await show(FightView)
    await fight.get('[data-testid="npc-cards"]').setValue('1')
    await tap(fight, 'resolve-attack')
    await until(() => game.state!.pending === null)
    await until(() => location.hash.endsWith('/table'))
    fight.unmount(); wrapper = null
    const table = await show(TableView)
    expect(table.get('[data-testid="fight-winner"]').text()).toMatch(/Wygrywa|Remis/)
  })
  it('ROC-VIEW-24 ROC-DOM-03..05: the fight\'s result stays on the table through the next commands of its phase (it went with the next tap), and goes when the next phase starts', async () => {
    // The opponent fights in Downtown; then you have two markers in Uptown: one Bluff, then the last one ends the Actions phase.
    await openAt(soloSetup(), npcToAct('downtown', (st) => {
      D(st, 'downtown').rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1
      D(st, 'uptown').stack = [0, 0]
    }))
    await dispatch({ type: 'NpcTurn', data: { die: 3 } })
    location.hash = '#/game/x/fight'
    const fight = await show(FightView)
    await fight.get('[data-testid="npc-cards"]').setValue('1')
    await tap(fight, 'resolve-attack')
    await until(() => game.state!.pending === null)
    fight.unmount(); wrapper = null
    const table = await show(TableView)
    await until(() => table.find('[data-testid="fight-winner"]').exists())
    expect(game.state!.actor).toBe(0)
    await dispatch({ type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    await until(() => useSessionStore().entries?.at(-1)?.command.type === 'TakePlan')
    expect(game.state!.phase).toBe('actions')
    expect(table.find('[data-testid="fight-winner"]').exists()).toBe(true)
    await dispatch({ type: 'TakePlan', data: { district: 'uptown', plan: 'bluff' } })
    await until(() => game.state!.phase !== 'actions')
    expect(table.find('[data-testid="table-fight-result"]').exists()).toBe(false)
  })
  it('ROC-VIEW-19 ROC-UI-NEAR: a refusal on the table is the shell\'s banner (announced, brought into view), under the panel tapped', async () => {
    await openAt(soloSetup(), (st) => {
      st.phase = 'actions'; st.round = 2; st.actor = 0
      for (const d of st.districts) d.stack = []
      D(st, 'uptown').stack = [0]
    })
    const w = await show(TableView)
    await tap(w, 'plan-dominance')
    await until(() => w.find('[data-testid="table-error"]').exists())
    const banner = w.get('[data-testid="table-error"]')
    expect(banner.attributes('role')).toBe('alert')
    expect(banner.text()).toBe('Dominacja wymaga twojego Rytuału w dzielnicy.')
  })
})
