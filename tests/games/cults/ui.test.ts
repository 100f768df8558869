import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { locale } from '@/i18n'
import { createRng, execute, undo } from '@/core'
import { parseGameFile } from '@/core/game-file'
import { cults, type CultsCommand, type CultsEvent, type CultsState } from '@/games/cults/rules'
import type { Session } from '@/core'
import { boardChanges } from '@/games/cults/ui/board'
import module from '@/games/cults/module'
import { loadBoth, tIn } from '@/games/cults/ui/i18n'
import { alertsFor } from '@/games/cults/ui/alerts'
import { describeCause, describeCommand, describeEvent } from '@/games/cults/ui/describe'
import { CULTS_FACTS_FORMAT, factsOf, mergeList, parseCultsFacts } from '@/games/cults/ui/ownerFacts'
import { needText } from '@/games/cults/ui/names'
import type { DistrictCard } from '@/games/cults/rules'
import { multiSetup, run, soloSetup, start } from './harness'

beforeEach(() => {
  locale.value = 'pl'
})
afterEach(() => {
  locale.value = 'pl'
})

const fixture = (name: string) => {
  const r = parseGameFile(readFileSync(`tests/fixtures/cults/${name}.json`, 'utf8'), { cults: cults as never })
  if (!r.ok) throw new Error(r.error.message)
  return r.value.session as unknown as Session<CultsState, CultsCommand, CultsEvent>
}

describe('ROC-UI what the players read', () => {
  it('ROC-UI-01 «Na planszy»: a Preparation lists the Site, the Ritual and the track; its undo takes them back', () => {
    let s = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } }, { type: 'EndCultPhase', data: {} })
    s = run(s, { type: 'PlacePlan', data: { district: 'uptown' } })
    const before = s.state
    const board = structuredClone(before) as CultsState
    board.phase = 'actions'; board.actor = 0
    const t = run({ ...s, state: board }, { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true, ritual: 2 } })
    const lines = boardChanges(board, t.state).map((c) => c.text)
    expect(lines).toContain('Uptown: połóż Rytuał II (P1)')
    expect(lines).toContain('Uptown: połóż Miejsce Kultu (P1)')
    expect(lines).toContain('Uptown: zdejmij Znacznik Planu ze stosu (P1)')
    expect(lines.some((l) => l.startsWith('Żeton na Torze Śledztwa — Uptown: 1 krok'))).toBe(true)
    const back = boardChanges(t.state, board).map((c) => c.text)
    expect(back).toContain('Uptown: zdejmij Rytuał II (P1)')
  })
  it('ROC-UI-01b a board line counts its pieces with the Polish plural (1 / 2 / 5 / 12 / 22), district first', async () => {
    await loadBoth()
    const line = (n: number) => tIn('pl', 'board.ritual.add', { district: 'Uptown', n, level: 'I', who: 'NPC' })
    expect([1, 2, 5, 12, 22].map(line)).toEqual([
      'Uptown: połóż Rytuał I (NPC)', 'Uptown: połóż 2 Rytuały I (NPC)', 'Uptown: połóż 5 Rytuałów I (NPC)',
      'Uptown: połóż 12 Rytuałów I (NPC)', 'Uptown: połóż 22 Rytuały I (NPC)',
    ])
    expect(tIn('pl', 'board.dominance.add', { district: 'Downtown', n: 2, who: 'Gracz 1' })).toBe('Downtown: połóż 2 Znaczniki Dominacji (Gracz 1)')
    expect(tIn('en', 'board.plan.add', { district: 'Downtown', n: 1, who: 'NPC' })).toBe('Downtown: put a Plan marker on the stack (NPC)')
  })
  it('ROC-UI-02 every event and command of the example games reads as a sentence in both languages (no raw keys)', () => {
    for (const name of ['solo-goal', 'three-players', 'solo-cards', 'v1-solo-goal']) {
      const s = fixture(name)
      for (const l of ['pl', 'en'] as const) {
        locale.value = l
        for (const e of s.entries) {
          const c = describeCommand(e.command, s.state)
          expect(c, c).not.toMatch(/^cmd\.|\{/)
          for (const ev of e.events) {
            const text = describeEvent(ev, s.state)
            if (ev.type === 'DominanceStage' || ev.type === 'SiteAsked') continue
            expect(text, `${ev.type}: ${text}`).not.toMatch(/(^|\s)(ev|reason|plan|phase|district|face|goal)\.[a-zA-Z-]+|\{/)
            expect(describeCause(ev.cause)).not.toMatch(/^rule\./)
          }
        }
      }
    }
  })
  it('ROC-UI-03 the NPC\'s steps carry their rule in words', () => {
    expect(describeCause('rule/ROC-NPC-06')).toBe('ROC-NPC-06 · Plan Przygotowania NPC (brak miejsca → 3, brak zasobów → 2)')
  })
  it('ROC-UI-04 alerts: the end of the game', () => {
    const s = fixture('three-players')
    const last = s.entries[s.entries.length - 1]
    const kinds = alertsFor(last, s.state).map((a) => a.kind)
    expect(kinds).toContain('end')
  })
  it('ROC-UI-05 owner facts: a game\'s layout, Dominance spaces, deck and settings are remembered; a facts file reads back', () => {
    const s = start(soloSetup({}, { deck: 'virtual', cards: Array.from({ length: 12 }, () => ({ id: '', attack: 2, thugs: null })) }))
    const f = factsOf(s.entries[0].events)
    expect(f.layouts?.['1']?.sanity.northside).toBe(3)
    expect(f.dominanceSpaces).toBe(4)
    expect(f.npcCards).toHaveLength(12)
    const text = JSON.stringify({ format: CULTS_FACTS_FORMAT, version: 1, layouts: f.layouts, dominanceSpaces: 4, npcCards: f.npcCards, npcSettings: f.npcSettings })
    const back = parseCultsFacts(text)
    expect(back.ok).toBe(true)
    expect(parseCultsFacts(JSON.stringify({ format: CULTS_FACTS_FORMAT, version: 1, dominanceSpaces: 99 })).ok).toBe(false)
  })
  it('ROC-UI-06 an undo of the opponent\'s turn lists what to take back', () => {
    let s = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'EndCultPhase', data: {} }, { type: 'PlacePlan', data: { district: 'uptown' } }, { type: 'NpcTurn', data: { die: 2 } })
    const u = undo(cults, s)
    if (!u.ok) throw new Error('undo')
    expect(boardChanges(s.state, u.value.state).map((c) => c.text)).toContain('Downtown: zdejmij Znacznik Planu ze stosu (NPC)')
    s = u.value
  })

  const S1: DistrictCard = { label: 'Strażnik 1', type: 'guardian', cost: 3, attack: 2, power: 0, terror: 0, thugs: null, copies: 3 }
  const two = () => run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
  it('ROC-UI-07 «Na planszy»: entering the cards changes nothing on the board; a card bought lists what the stack has left, its undo puts it back', () => {
    const s = run(two(), { type: 'SetDistrictCards', data: { district: 'uptown', guardian: S1, guardians: 3, actions: null } })
    expect(boardChanges(two().state, s.state)).toEqual([])
    const st = structuredClone(s.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 0; st.districts.find((d) => d.id === 'uptown')!.stack = [0]; st.districts.find((d) => d.id === 'uptown')!.sites.push(0)
    const t = run({ ...s, state: st }, { type: 'TakePlan', data: { district: 'uptown', plan: 'augmentation', guardian: true } })
    expect(boardChanges(st, t.state).map((c) => c.text)).toContain('Uptown: stos Strażników — Strażnik 1: 2 karty')
    expect(boardChanges(t.state, st).map((c) => c.text)).toContain('Uptown: stos Strażników — Strażnik 1: 3 karty')
  })
  it('ROC-UI-08 «Na planszy»: a City card\'s Disorganization card for a player, and its undo says to take it back out', () => {
    const s0 = structuredClone(two().state) as CultsState
    s0.phase = 'city'; s0.round = 2
    const s = run({ ...two(), state: s0 }, { type: 'RevealCity', data: { disorganization: [1] } })
    expect(boardChanges(s0, s.state).map((c) => c.text)).toContain('P2: weź Kartę Dezorganizacji na swój stos kart odrzuconych (w talii: 1)')
    expect(boardChanges(s.state, s0).map((c) => c.text)).toContain('P2: wyjmij Kartę Dezorganizacji ze swojego stosu kart odrzuconych (w talii: 0)')
  })
  it('ROC-UI-09 an opponent setting switched changes nothing on the board and reads as a sentence with both values', () => {
    const s = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const t = run(s, { type: 'ChangeSetting', data: { setting: 'removeAfterTerror', value: 'highest' } })
    expect(boardChanges(s.state, t.state)).toEqual([])
    const e = t.entries.at(-1)!.events[0]
    expect(describeEvent(e, t.state)).toBe('Ustawienie NPC — Po Terrorze NPC zdejmuje Rytuał: najwyższy (było: najniższy)')
    expect(describeCause(e.cause)).toMatch(/^ROC-NPC-SET · /)
    locale.value = 'en'
    expect(describeEvent(e, t.state)).toBe('Opponent setting — After its Terror the NPC removes: the highest (was: the lowest)')
  })
  it('ROC-UI-10 the District cards entered read as a sentence; an unknown stack is "?", counts take the Polish plural', async () => {
    await loadBoth()
    const s = run(two(), { type: 'SetDistrictCards', data: { district: 'uptown', guardian: S1, guardians: 5, actions: null } })
    expect(describeEvent(s.entries.at(-1)!.events[0], s.state)).toBe('Karty Dzielnic — Uptown: Strażnicy: Strażnik 1, w stosie 5 kart; Działania: nie wpisano, w stosie ?')
    expect([1, 2, 5, 12, 22].map((n) => tIn('pl', 'cards.count', { n }))).toEqual(['1 karta', '2 karty', '5 kart', '12 kart', '22 karty'])
    expect(tIn('pl', 'board.stack.guardian.n', { district: 'Uptown', card: 'S', n: 0 })).toBe('Uptown: stos Strażników — S: pusty')
    expect(tIn('en', 'cards.count', { n: 1 })).toBe('1 card')
  })
  it('ROC-UI-11 Goal requirements in words, with the Polish plural (1 / 2 / 5 Znaczników, Miejsca Kultu)', () => {
    expect([1, 2, 5].map((n) => needText({ kind: 'dominance-in', district: 'uptown', n }))).toEqual([
      'co najmniej 1 Znacznik Dominacji — Uptown', 'co najmniej 2 Znaczniki Dominacji — Uptown', 'co najmniej 5 Znaczników Dominacji — Uptown',
    ])
    expect([1, 2, 4].map((n) => needText({ kind: 'sites', n }))).toEqual(['co najmniej 1 Miejsce Kultu na planszy', 'co najmniej 2 Miejsca Kultu na planszy', 'co najmniej 4 Miejsca Kultu na planszy'])
    expect(needText({ kind: 'rituals', n: 5 })).toBe('co najmniej 5 Rytuałów na planszy')
  })
  it('ROC-UI-12 owner facts: District, City and Goal cards in the facts file read back; a bad or repeated card refuses the file; a game\'s District cards join the list by name', () => {
    const city = { label: 'Miasto 1', advance: ['uptown'], preparation: 1, cards: 0, planMarkers: 4, tokenLimit: 5, disorganization: true }
    const goal = { id: 'own-1', label: 'Cel 1', difficulty: 3, needs: [{ kind: 'beat-npc' }, { kind: 'sites', n: 2 }] }
    const file = (x: object) => JSON.stringify({ format: CULTS_FACTS_FORMAT, version: 1, ...x })
    const ok = parseCultsFacts(file({ districtCards: [S1], cityCards: [city], goalCards: [goal] }))
    expect(ok.ok && [ok.value.districtCards[0], ok.value.cityCards[0], ok.value.goalCards[0]]).toEqual([S1, city, goal])
    expect(parseCultsFacts(file({ districtCards: [{ ...S1, cost: 10 }] })).ok).toBe(false)
    expect(parseCultsFacts(file({ districtCards: [S1, { ...S1, attack: 1 }] })).ok).toBe(false)
    expect(parseCultsFacts(file({ cityCards: [{ ...city, planMarkers: 7 }] })).ok).toBe(false)
    expect(parseCultsFacts(file({ goalCards: [{ ...goal, difficulty: 21 }] })).ok).toBe(false)
    const s = run(two(), { type: 'SetDistrictCards', data: { district: 'uptown', guardian: { ...S1, attack: 4 }, guardians: 3, actions: null } })
    const seen = factsOf(s.entries.at(-1)!.events).districtCards!
    expect(mergeList('districtCards', [S1, { ...S1, label: 'Inny' }], seen).map((c) => [c.label, c.attack])).toEqual([['Strażnik 1', 4], ['Inny', 2]])
    // A Goal card from a game is not taken over: its id may name another card of this device.
    const g = start(soloSetup({ goal: 'own-1', goalCard: goal as never }))
    expect(factsOf(g.entries[0].events).goalCards).toBeUndefined()
  })
  it('ROC-UI-14 ROC-NPC-13 «Terror» (l.2351–2352): the opponent\'s Terror is not checked, and its log line says so instead of a false «1 > 5»', () => {
    const s0 = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 1
    for (const d of st.districts) d.stack = []
    st.districts.find((d) => d.id === 'uptown')!.stack = [1]
    st.districts.find((d) => d.id === 'uptown')!.investigators = 2
    const t = run({ ...s0, state: st }, { type: 'NpcTurn', data: { die: 3 } })
    const e = t.entries.at(-1)!.events.find((x) => x.type === 'TerrorResolved')!
    expect(e.data).toMatchObject({ terror: 1, sanity: 5, success: true })
    expect(describeEvent(e, t.state)).toBe('Terror — NPC: udany; NPC nie sprawdza Terroru, zawsze przewyższa Poczytalność')
    locale.value = 'en'
    expect(describeEvent(e, t.state)).toBe('Terror — NPC: succeeds; the NPC does not check its Terror, it always beats the Sanity')
  })
  it('ROC-UI-15 ROC-DOM-05 / ROC-NPC-13: no Terror line of 200 random games states an inequality that is false (both languages)', () => {
    const bad: string[] = []
    for (let g = 0; g < 200 && bad.length < 5; g++) {
      const rng = createRng(`terror-${g}`)
      let s = start(cults.sampleSetup(rng), `terror-${g}`)
      for (let i = 0; i < 600 && s.state.status !== 'over'; i++) {
        for (const c of cults.sample(s.state, rng)) {
          const r = execute(cults, s, c)
          if (!r.ok) continue
          s = r.value.session
          for (const e of r.value.entry.events) {
            if (e.type !== 'TerrorResolved') continue
            for (const l of ['pl', 'en'] as const) {
              locale.value = l
              const text = describeEvent(e, s.state)
              for (const m of text.matchAll(/(\d+) > (\d+)/g)) if (!(Number(m[1]) > Number(m[2]))) bad.push(text)
            }
            locale.value = 'pl'
          }
          break
        }
      }
    }
    expect(bad).toEqual([])
  }, 60_000)
  it('ROC-UI-16 ROC-NPC-07 «Plan Wpływy» (l.1967–1979): with its deck in the app, the opponent\'s bonus card is not said to be laid by its supply', () => {
    const cards = Array.from({ length: 12 }, () => ({ id: '', attack: 1, thugs: null }))
    const s0 = run(start(soloSetup({}, { deck: 'virtual', cards })), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 1
    for (const d of st.districts) d.stack = []
    st.districts.find((d) => d.id === 'uptown')!.stack = [1]
    const t = run({ ...s0, state: st }, { type: 'NpcTurn', data: { die: 2 } })
    const e = t.entries.at(-1)!.events.find((x) => x.type === 'NpcBonusCard')!
    expect(describeEvent(e, t.state)).toBe('NPC odkłada kartę z wierzchu swojej talii w aplikacji: bonus do następnej Konfrontacji')
    expect(describeEvent({ type: 'NpcBonusCard', data: { card: null } }, t.state)).toBe('NPC kładzie kartę z wierzchu swojego stosu zakrytą obok zasobów (bonus do następnej Konfrontacji)')
  })
  it('ROC-UI-17 ROC-DOM-02 «Dominacja» (solo, l.2287–2290, 2362–2364): you move no Ritual in and only the opponent\'s are there: its steps and the log say there is no Confrontation (why it lays 2 Dominance markers)', () => {
    const s0 = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 1
    for (const d of st.districts) d.stack = []
    st.districts.find((d) => d.id === 'downtown')!.stack = [1]
    st.districts.find((d) => d.id === 'uptown')!.rituals.push({ seat: 0, level: 1 }); st.seats[0].supply[1] -= 1
    const t = run({ ...s0, state: st }, { type: 'NpcTurn', data: { die: 3 } }, { type: 'Reinforce', data: { from: null } })
    const placed = t.state.npcSteps!.filter((e) => e.type === 'DominancePlaced')
    expect(placed).toHaveLength(2)
    const why = 'W dzielnicy są tylko Rytuały kultu, który dominuje: bez Konfrontacji, od razu Terror (udany daje 2 Znaczniki Dominacji)'
    const lines = module.describeEvents!(t.state.npcSteps!.filter((e) => !module.hidden.has(e.type)), t.state)
    expect(lines.map((l) => l.text)).toContain(why)
    expect(lines.every((l) => l.text.trim())).toBe(true)
    // The log shows the player's answer with the same reason.
    const log = module.describeEvents!(t.entries.at(-1)!.events.filter((e) => !module.hidden.has(e.type)), t.state)
    expect(log.find((l) => l.text === why)?.cause).toBe('rule/ROC-DOM-02')
  })
  it('ROC-UI-18 ROC-NPC-13 (issue #25): the opponent\'s Dominance raises no full-screen notice — its turn lists it step by step where the players tapped, and «Na planszy» lays its markers (the notice cost a tap for the same words)', () => {
    const s0 = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 1
    for (const d of st.districts) d.stack = []
    st.districts.find((d) => d.id === 'downtown')!.stack = [1]
    const t = run({ ...s0, state: st }, { type: 'NpcTurn', data: { die: 3 } })
    expect(t.entries.at(-1)!.events.filter((e) => e.type === 'DominancePlaced')).toHaveLength(2)
    expect(alertsFor(t.entries.at(-1)!, t.state)).toEqual([])
    expect(t.state.npcSteps!.some((e) => e.type === 'DominancePlaced')).toBe(true)
    expect(boardChanges(st, t.state).map((l) => l.text)).toContain('Downtown: połóż 2 Znaczniki Dominacji (NPC)')
  })
  it('ROC-UI-19 ROC-INV-01 «Badacze tajemnic» (l.436–475): an Investigator arriving raises no full-screen notice — «Na planszy» lays it and says Sanity and costs there go up', () => {
    const s0 = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'actions'; st.round = 2; st.actor = 0
    for (const d of st.districts) d.stack = []
    const up = st.districts.find((d) => d.id === 'uptown')!
    up.stack = [0]; up.track = 1
    const t = run({ ...s0, state: st }, { type: 'TakePlan', data: { district: 'uptown', plan: 'preparation', site: true, ritual: null } })
    expect(t.entries.at(-1)!.events.some((e) => e.type === 'InvestigatorAdvanced' && e.data.arrived)).toBe(true)
    expect(alertsFor(t.entries.at(-1)!, t.state)).toEqual([])
    expect(boardChanges(st, t.state).map((l) => l.text)).toContain('Badacz przybywa do dzielnicy — Uptown: teraz 1 (Poczytalność i koszty tam +1)')
  })
  it('ROC-UI-20 ROC-ROUND-01 (l.705–711), ROC-DOM-04 (l.1385–1391): the last round and a Confrontation tie raise no full-screen notice — the table says the last round, the fight result and «Na planszy» say the tie', () => {
    const s0 = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'PlaceStartingSite', data: { district: 'uptown' } })
    const st = structuredClone(s0.state) as CultsState
    st.phase = 'hiding'; st.round = 5
    for (const d of st.districts) d.stack = []
    const t = run({ ...s0, state: st }, { type: 'Hide', data: { tokens: {} } })
    expect(t.state.round).toBe(6)
    expect(alertsFor(t.entries.at(-1)!, t.state)).toEqual([])
    const f = structuredClone(s0.state) as CultsState
    f.phase = 'actions'; f.round = 2; f.actor = 0
    for (const d of f.districts) d.stack = []
    const up = f.districts.find((d) => d.id === 'uptown')!
    up.stack = [0]; up.rituals = [{ seat: 0, level: 1 }, { seat: 1, level: 1 }]
    const u = run({ ...s0, state: f }, { type: 'TakePlan', data: { district: 'uptown', plan: 'dominance' } }, { type: 'EnterAttack', data: { totals: { 0: 2, 1: 2 } } })
    expect(u.entries.at(-1)!.events.some((e) => e.type === 'ConfrontationResolved' && e.data.winner === null)).toBe(true)
    expect(alertsFor(u.entries.at(-1)!, u.state)).toEqual([])
    expect(boardChanges(f, u.state).map((l) => l.text)).toEqual(expect.arrayContaining(['Uptown: zdejmij Rytuał I (P1)', 'Uptown: zdejmij Rytuał I (P2)']))
  })
  it('ROC-UI-13 every refusal reads in Polish (a message of its own for each code the rules give)', async () => {
    await loadBoth()
    const { MESSAGES } = await import('@/games/cults/rules')
    const missing = Object.keys(MESSAGES).filter((code) => tIn('pl', `err.${code}`) === `err.${code}`)
    expect(missing).toEqual([])
  })
})
