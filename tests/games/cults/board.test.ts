import { beforeEach, describe, expect, it } from 'vitest'
import { undo } from '@/core'
import { locale } from '@/i18n'
import { cults, physical, type CultsState } from '@/games/cults/rules'
import { boardChanges } from '@/games/cults/ui/board'
import { accumulate, emptySheet } from '@/shell/boardSheet'
import { board, D, multiSetup, run, soloSetup, start, type S } from './harness'

/**
 * «Na planszy» against the table's components (`physical`): what ROC-CONTRACT-02 found, each case
 * on its own. The board is the truth: every piece that moves is named, nothing that does not.
 */
beforeEach(() => {
  locale.value = 'pl'
})

const texts = (a: CultsState, b: CultsState) => boardChanges(a, b).map((l) => l.text)
const keys = (a: CultsState, b: CultsState) => boardChanges(a, b).map((l) => l.key)

/** Solo, the opponent (seat 1) acting with its marker on top of Uptown in round 2. */
function npcActs(npc: Partial<NonNullable<Parameters<typeof soloSetup>[1]>> = {}): S {
  const s = run(start(soloSetup({}, npc)), { type: 'PlaceStartingSite', data: { district: 'northside' } })
  return board(s, (st) => {
    st.phase = 'actions'; st.round = 2; st.actor = 1
    for (const d of st.districts) d.stack = []
    D(st, 'uptown').stack = [1]
  })
}

describe('ROC-BOARD «Na planszy» names every piece that moves', () => {
  it('ROC-BOARD-01 ROC-SETUP-02 «Przygotowanie gry» 9 (l.620–642): the Starting Layout undone takes its Sanity tokens off again', () => {
    const s = start(soloSetup({ layouts: {} }))
    const t = run(s, { type: 'SetLayout', data: { sanity: { northside: 3, downtown: 4, uptown: 2 } } })
    expect(texts(s.state, t.state)).toContain('Żeton Poczytalności — Downtown: 4')
    const u = undo(cults, t)
    if (!u.ok) throw new Error(u.error.code)
    expect(texts(t.state, u.value.state)).toContain('Żeton Poczytalności — Downtown: zdejmij')
  })
  it('ROC-BOARD-02 ROC-ROUND «Przygotowanie gry» 5 (l.560–562): the round marker lies on 1 from the setup: round 1 starting (or undone) moves nothing', () => {
    const s = run(start(multiSetup(2)), { type: 'PlaceStartingSite', data: { district: 'northside' } })
    const t = run(s, { type: 'PlaceStartingSite', data: { district: 'downtown' } })
    expect(t.state.round).toBe(1)
    expect(keys(s.state, t.state)).not.toContain('round')
    expect(keys(t.state, s.state)).not.toContain('round')
    expect(physical(t.state).round).toBe(physical(s.state).round)
  })
  it('ROC-BOARD-03 ROC-NPC-09 «Wykonywanie działania przez NPC» (l.1984–1988): the opponent takes a Guardian from a stack whose size is not entered: take a card from the Guardian stack; its undo puts it back', () => {
    const s = npcActs()
    expect(D(s.state, 'uptown').guardians).toBeNull()
    const t = run(s, { type: 'NpcTurn', data: { die: 4 } })
    expect(t.entries.at(-1)!.events.some((e) => e.type === 'NpcGuardianTaken')).toBe(true)
    expect(texts(s.state, t.state)).toContain('Uptown: ze stosu Strażników weźcie kartę')
    expect(texts(t.state, s.state)).toContain('Uptown: na stos Strażników odłóżcie kartę')
  })
  it('ROC-BOARD-08 ROC-NPC-04 (l.1949–1955): the opponent takes the Plan marker an unticked line had put down: «Na planszy» says to take it off, plainly (it read «Jeśli już to zrobiliście na planszy: …»)', () => {
    const s = npcActs()
    const placing = board(s, (st) => { D(st, 'uptown').stack = [] })
    const changes = boardChanges as never
    let sheet = accumulate(emptySheet(), placing.state, s.state, changes)
    expect(sheet.lines.map((l) => l.change.text)).toContain('Uptown: połóż Znacznik Planu na stos (NPC)')
    const t = run(s, { type: 'NpcTurn', data: { die: 4 } })
    sheet = accumulate(sheet, s.state, t.state, changes)
    const line = sheet.lines.find((l) => l.key === 'plans:uptown')!
    expect(line.change.text).toBe('Uptown: zdejmij Znacznik Planu ze stosu (NPC)')
    expect(line.ifDone).toBeFalsy()
  })
  it('ROC-BOARD-04 ROC-NPC-15 (app; design §C3): with the opponent\'s deck in the app, no line moves its cards on the table (its bonus card is the app\'s)', () => {
    const cards = Array.from({ length: 12 }, () => ({ id: '', attack: 1, thugs: null }))
    const s = board(npcActs({ deck: 'virtual', cards }), (st) => { D(st, 'downtown').rituals.push({ seat: 1, level: 1 }); st.seats[1].supply[1] -= 1 })
    const t = run(s, { type: 'NpcTurn', data: { die: 2 } })
    expect(t.entries.at(-1)!.events.some((e) => e.type === 'NpcBonusCard')).toBe(true)
    expect(keys(s.state, t.state)).not.toContain('npc-bonus')
    // With its physical deck the card is on the table: the line is there.
    const p = board(npcActs(), (st) => { D(st, 'downtown').rituals.push({ seat: 1, level: 1 }); st.seats[1].supply[1] -= 1 })
    const q = run(p, { type: 'NpcTurn', data: { die: 2 } })
    expect(texts(p.state, q.state)).toContain('Karta z wierzchu Stosu Kultu NPC zakryta obok zasobów (razem: 1)')
  })
  it('ROC-BOARD-05 ROC-PLAN-01 «Faza Planowania» (l.862–941): the Plan stack is one line that keeps the order — two markers put on since the board last matched read bottom to top, their undo top first', () => {
    const s = run(start(soloSetup()), { type: 'PlaceStartingSite', data: { district: 'northside' } }, { type: 'EndCultPhase', data: {} })
    const t = run(s, { type: 'PlacePlan', data: { district: 'uptown' } }, { type: 'NpcTurn', data: { die: 4 } })
    expect(D(t.state, 'uptown').stack).toEqual([0, 1])
    const lines = boardChanges(s.state, t.state).filter((l) => l.key === 'plans:uptown')
    expect(lines.map((l) => l.text)).toEqual(['Uptown: połóż 2 Znaczniki Planu na stos (Ala → NPC)'])
    expect(texts(t.state, s.state)).toContain('Uptown: zdejmij 2 Znaczniki Planu ze stosu (NPC → Ala)')
    // One marker: the sentence as before.
    expect(texts(s.state, run(s, { type: 'PlacePlan', data: { district: 'uptown' } }).state)).toContain('Uptown: połóż Znacznik Planu na stos (Ala)')
  })
  it('ROC-BOARD-06 ROC-SETUP-01/02 «Przygotowanie gry» 3, 9 (l.551–555, l.620–642; solo l.1579–1580): the district out of play gets no Sanity token from the Starting Layout (the app asks none for it)', () => {
    for (const setup of [multiSetup(2, { layouts: {} }), soloSetup({ layouts: {} })]) {
      const s = start(setup)
      const t = run(s, { type: 'SetLayout', data: { sanity: { northside: 3, downtown: 4, uptown: 2 } } })
      expect(keys(s.state, t.state)).not.toContain('sanity:rivertown')
      expect(texts(s.state, t.state)).toContain('Żeton Poczytalności — Uptown: 2')
      expect(physical(t.state)).not.toHaveProperty('sanity:rivertown')
    }
  })
  it('ROC-BOARD-07 ROC-NPC-12 «Konfrontacja» (l.2303–2306, l.2416–2417): with its physical deck, the 3 cards the opponent turned up in a fight are laid on its discard pile — only the table can; the undo puts them back on its deck', () => {
    const s = board(npcActs(), (st) => { D(st, 'uptown').rituals.push({ seat: 0, level: 2 }); st.seats[0].supply[2] -= 1 })
    const t = run(s, { type: 'NpcTurn', data: { die: 3 } })
    expect(t.state.pending).toMatchObject({ kind: 'confrontation', stage: 'attack' })
    const u = run(t, { type: 'EnterAttack', data: { totals: { '0': 1 }, npcCards: 2 } })
    expect(texts(t.state, u.state)).toContain('Odłóżcie 3 odkryte karty NPC na jego stos odrzuconych')
    expect(physical(u.state)['npc-revealed']).toBe(3)
    const back = undo(cults, u)
    if (!back.ok) throw new Error(back.error.code)
    expect(texts(u.state, back.value.state)).toContain('Połóżcie 3 karty z wierzchu stosu odrzuconych NPC z powrotem na wierzch jego Stosu Kultu')
    // Its virtual deck is the app's: nothing to lay.
    const cards = Array.from({ length: 12 }, () => ({ id: '', attack: 1, thugs: null }))
    const v = board(npcActs({ deck: 'virtual', cards }), (st) => { D(st, 'uptown').rituals.push({ seat: 0, level: 2 }); st.seats[0].supply[2] -= 1 })
    const w = run(v, { type: 'NpcTurn', data: { die: 3 } }, { type: 'EnterAttack', data: { totals: { '0': 1 } } })
    expect(keys(v.state, w.state)).not.toContain('npc-revealed')
  })
})
