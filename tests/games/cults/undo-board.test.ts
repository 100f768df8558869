import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { foldEntries } from '../../../src/core'
import { cults, physical, type CultsCommand, type CultsState } from '../../../src/games/cults/rules'
import { boardChanges } from '../../../src/games/cults/ui/board'
import { D, run, type S } from './harness'
import { boardKeys, soloActions, undoes } from './positions'

/**
 * Undo by refold and «Na planszy», table-driven over positions reached by real commands only
 * (nothing set by hand, so the refold of the log is the state): for each change, the lines that
 * name what moves on the table (their keys), the same keys for its undo, the undo's state exactly
 * the one before, and the lines worded in Polish and English.
 */

afterEach(() => { locale.value = 'pl' })

/**
 * Round 1's Actions in a real solo game: your Site on Northside; your markers on Northside,
 * Downtown, Uptown, Northside, the opponent's four on Uptown (its die 4 each time). The stacks:
 * Northside [you, you], Downtown [you], Uptown [it, it, you, it, it]; you act first.
 */
const A = soloActions(['northside', 'downtown', 'uptown', 'northside'])

function checks(before: S, after: S, keys: string[]): void {
  expect(foldEntries(cults, after.entries)).toEqual(after.state)
  expect(boardKeys(before.state, after.state)).toEqual([...keys].sort())
  const back = undoes(before, after)
  // The undo names the same components, to be put back.
  expect(boardKeys(after.state, back.state)).toEqual([...keys].sort())
  // The table's components (the oracle) changed exactly where a line says so.
  const pa = physical(before.state)
  const pb = physical(after.state)
  const changed = Object.keys({ ...pa, ...pb }).filter((k) => JSON.stringify(pa[k]) !== JSON.stringify(pb[k]))
  for (const k of changed) expect(boardChanges(before.state, after.state).some((l) => l.key === k || l.parts?.includes(k)), `no line for ${k}`).toBe(true)
  for (const lang of ['pl', 'en'] as const) {
    locale.value = lang
    for (const l of [...boardChanges(before.state, after.state), ...boardChanges(after.state, back.state)]) {
      expect(l.text.length).toBeGreaterThan(5)
      expect(l.text).not.toMatch(/board\.|\{|undefined|NaN/)
    }
  }
}

describe('ROC-UNDO ROC-CONTRACT-02: your Plans (round 1, real commands)', () => {
  it('the position is what the opponent\'s dice made of it', () => {
    expect(A.state.districts.filter((d) => d.inPlay).map((d) => [d.id, d.stack])).toEqual([['northside', [0, 0]], ['downtown', [0]], ['uptown', [1, 1, 0, 1, 1]]])
    expect([A.state.phase, A.state.actor]).toEqual(['actions', 0])
  })
  it.each<[string, CultsCommand, string[]]>([
    ['ROC-PREP-01 (l.1150–1230) a Ritual I under your Site in Northside; the Investigator moves (l.1164–1171)',
      { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 1 } }, ['ritual:northside:0:1', 'plans:northside', 'track:northside']],
    ['ROC-PREP-01 a Site and a Ritual II in Downtown in one Plan',
      { type: 'TakePlan', data: { district: 'downtown', plan: 'preparation', site: true, ritual: 2 } }, ['ritual:downtown:0:2', 'site:downtown:0', 'plans:downtown', 'track:downtown']],
    ['ROC-PREP-01 a Site only', { type: 'TakePlan', data: { district: 'downtown', plan: 'preparation', site: true } }, ['site:downtown:0', 'plans:downtown', 'track:downtown']],
    ['ROC-ACT-04 (l.990–995) a Bluff: only the marker moves (the tokens are behind the screen)', { type: 'TakePlan', data: { district: 'northside', plan: 'bluff' } }, ['plans:northside']],
    ['ROC-REINF-01 (l.1088–1130) a Guardian card bought from a stack of unknown size', { type: 'TakePlan', data: { district: 'northside', plan: 'augmentation', guardian: true } }, ['plans:northside', 'stack:northside:guardian']],
    ['ROC-REINF-01 both cards bought', { type: 'TakePlan', data: { district: 'northside', plan: 'augmentation', guardian: true, action: true } }, ['plans:northside', 'stack:northside:guardian', 'stack:northside:action']],
    ['ROC-INFL-01 (l.1240–1296) Influence with nothing to move: a card drawn, only the marker moves', { type: 'TakePlan', data: { district: 'downtown', plan: 'influence', card: 'draw' } }, ['plans:downtown']],
    ['ROC-CORR-01 a district corrected: its Investigators and track', { type: 'CorrectDistrict', data: { district: 'uptown', investigators: 2, track: 1 } }, ['inv:uptown', 'track:uptown']],
    ['ROC-CORR-01 a Sanity token corrected', { type: 'CorrectDistrict', data: { district: 'downtown', sanity: 5 } }, ['sanity:downtown']],
    ['ROC-CORR-01 a cult\'s Disorganization count corrected', { type: 'CorrectDisorganization', data: { seat: 0, to: 2 } }, ['disorg:0']],
    ['ROC-CORR-01 the opponent\'s Disorganization count corrected (its physical deck)', { type: 'CorrectDisorganization', data: { seat: 1, to: 1 } }, ['npc-disorg']],
  ])('%s', (_l, c, keys) => {
    checks(A, run(A, c), keys)
  })
})

describe('ROC-UNDO ROC-CONTRACT-02: the opponent\'s Plans (its die, real commands)', () => {
  // You bluff in Northside; its turn in Uptown (number 4, its marker on top).
  const B = run(A, { type: 'TakePlan', data: { district: 'northside', plan: 'bluff' } })
  it.each<[string, number, string[]]>([
    ['ROC-NPC-06 (l.1958–1966) die 1, Preparation: its III from the supply, the Investigator moves', 1, ['ritual:uptown:1:3', 'plans:uptown', 'track:uptown']],
    ['ROC-NPC-07 (l.1967–1979) die 2, Influence: nothing higher than Uptown, so its lowest Ritual from a lower district (Northside I) moves in as a II; a bonus card face down', 2, ['ritual:northside:1:1', 'ritual:uptown:1:2', 'plans:uptown', 'npc-bonus']],
    ['ROC-NPC-08/11/13 (l.1980–1983, 2272–2382) die 3, Dominance with none of your Rituals on the board: 2 markers, then its lowest Ritual there leaves', 3, ['dom:uptown:1', 'ritual:uptown:1:1', 'plans:uptown']],
    ['ROC-NPC-09 (l.1984–1988) die 4, Augmentation: the Guardian card from the district\'s stack', 4, ['plans:uptown', 'stack:uptown:guardian']],
  ])('%s', (_l, die, keys) => {
    expect(B.state.actor).toBe(1)
    checks(B, run(B, { type: 'NpcTurn', data: { die } }), keys)
  })
})

describe('ROC-UNDO ROC-CONTRACT-02: a Dominance fought through (ROC-DOM-02..08, ROC-NPC-10/12, real commands)', () => {
  // Your Ritual I in Northside, the opponent's Augmentation in Uptown, then your Dominance in Northside.
  const C = run(A, { type: 'TakePlan', data: { district: 'northside', plan: 'preparation', ritual: 1 } }, { type: 'NpcTurn', data: { die: 4 } })
  const steps: [string, CultsCommand, string[]][] = [
    ['ROC-DOM-02 / ROC-NPC-10 (l.2280–2286): your Dominance; it moves its highest Ritual (Downtown II) in to defend', { type: 'TakePlan', data: { district: 'northside', plan: 'dominance' } },
      ['plans:northside', 'ritual:downtown:1:2', 'ritual:northside:1:2']],
    ['ROC-DOM-03 / ROC-NPC-12: you win the fight: its Rituals there leave, it takes a Disorganization card; its 3 revealed cards to its discard pile', { type: 'EnterAttack', data: { totals: { '0': 40 }, npcCards: 0 } },
      ['ritual:northside:1:1', 'ritual:northside:1:2', 'npc-disorg', 'npc-revealed']],
    ['ROC-DOM-05/06/08: your Terror succeeds: 1 marker after a Confrontation, your Ritual leaves', { type: 'ResolveTerror', data: { add: 9 } },
      ['dom:northside:0', 'ritual:northside:0:1']],
  ]
  it('each step of the fight: its lines, its undo by refold', () => {
    let s = C
    expect(s.state.actor).toBe(0)
    for (const [label, c, keys] of steps) {
      const t = run(s, c)
      expect(boardKeys(s.state, t.state), label).toEqual([...keys].sort())
      checks(s, t, keys)
      s = t
    }
    expect(D(s.state, 'northside').dominance).toEqual([0])
    expect(s.state.seats[1].disorganization).toBe(1)
    expect(s.state.pending).toBeNull()
  })
})

describe('ROC-UNDO ROC-CONTRACT-02: round changes (ROC-HIDE, ROC-CITY, real commands)', () => {
  /** Round 1 played out: every marker taken by a Bluff (you) and a die 4 (it). */
  function endOfActions(): S {
    let s = A
    for (let i = 0; i < 20 && s.state.phase === 'actions'; i++) {
      const st: CultsState = s.state
      if (st.actor === 0) {
        const top = st.districts.find((d) => d.stack.at(-1) === 0)!
        s = run(s, { type: 'TakePlan', data: { district: top.id, plan: 'bluff' } })
      } else s = run(s, { type: 'NpcTurn', data: { die: 4 } })
    }
    return s
  }
  const H = endOfActions()
  it('ROC-HIDE-02 (l.1021–1029) the Hiding: the round marker moves; solo has no First Cultist to pass', () => {
    expect(H.state.phase).toBe('hiding')
    checks(H, run(H, { type: 'Hide', data: { tokens: { '0': 7 } } }), ['round'])
  })
  it('ROC-CITY-02 / ROC-INV-02 (l.294–298, 1750–1752) a City card: an Investigator advances, you and the opponent take a Disorganization card', () => {
    const c = run(H, { type: 'Hide', data: { tokens: {} } })
    checks(c, run(c, { type: 'RevealCity', data: { advance: ['uptown'], disorganization: [0, 1] } }), ['track:uptown', 'disorg:0', 'npc-disorg'])
  })
})
