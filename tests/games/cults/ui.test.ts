import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { locale } from '@/i18n'
import { undo } from '@/core'
import { parseGameFile } from '@/core/game-file'
import { cults, type CultsCommand, type CultsEvent, type CultsState } from '@/games/cults/rules'
import type { Session } from '@/core'
import { boardChanges } from '@/games/cults/ui/board'
import { loadBoth, tIn } from '@/games/cults/ui/i18n'
import { alertsFor } from '@/games/cults/ui/alerts'
import { describeCause, describeCommand, describeEvent } from '@/games/cults/ui/describe'
import { CULTS_FACTS_FORMAT, factsOf, parseCultsFacts } from '@/games/cults/ui/ownerFacts'
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
    for (const name of ['solo-goal', 'three-players']) {
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
  it('ROC-UI-04 alerts: a Confrontation tie and the end of the game', () => {
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
})
