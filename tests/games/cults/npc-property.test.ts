import { describe, expect, it } from 'vitest'
import { createRng, execute, newSession } from '../../../src/core'
import { cults, sampleCommands, sampleSetup, scoresOf, type CultsEvent, type CultsState } from '../../../src/games/cults/rules'
import { cultsData } from '../../../src/games/cults/data'

/** Every capacity the rules keep (the NPC and the players alike). */
function capacityBreach(s: CultsState): string | null {
  for (const d of s.districts) {
    if (d.rituals.length > d.capacity) return `${d.id}: ${d.rituals.length} Rituals > ${d.capacity}`
    if (d.dominance.length > d.dominanceCap) return `${d.id}: Dominance over its spaces`
    if (new Set(d.sites).size !== d.sites.length) return `${d.id}: two Sites of one cult`
    if (!d.inPlay && (d.rituals.length || d.stack.length || d.dominance.length)) return `${d.id}: out of play but used`
  }
  for (const [i, p] of s.seats.entries()) {
    for (const l of [1, 2, 3] as const) {
      const onBoard = s.districts.reduce((n, d) => n + d.rituals.filter((r) => r.seat === i && r.level === l).length, 0)
      if (p.supply[l] < 0 || p.supply[l] + onBoard !== cultsData.kit.rituals[String(l) as '1']) return `seat ${i}: Ritual level ${l} not conserved`
    }
    const doms = s.districts.reduce((n, d) => n + d.dominance.filter((x) => x === i).length, 0)
    if (p.dominanceLeft < 0 || p.dominanceLeft + doms !== cultsData.kit.dominance) return `seat ${i}: Dominance not conserved`
    const sites = s.districts.filter((d) => d.sites.includes(i)).length
    if (p.sitesLeft < 0 || p.sitesLeft + sites !== cultsData.kit.sites) return `seat ${i}: Sites not conserved`
    if (!p.npc && (p.used.augmentation > 2 || p.used.preparation > 2 || p.used.influence > 2 || p.used.dominance > 2)) return `seat ${i}: a Plan 3 times`
  }
  return null
}

/** A Preparation taken in these events with neither a Site nor a Ritual placed by its cult (else null). */
function emptyPreparation(events: readonly CultsEvent[]): string | null {
  for (const e of events) {
    if (e.type !== 'PlanTaken' || e.data.plan !== 'preparation') continue
    const seat = e.data.seat
    if (!events.some((x) => (x.type === 'SitePlaced' || x.type === 'RitualPlaced') && x.data.seat === seat)) return `seat ${seat}: an empty Preparation in ${e.data.district}`
  }
  return null
}

describe('ROC-NPC property: 1,000 seeded solo games with random legal player moves («Wariant gry jednoosobowej», l.1498–2440)', () => {
  it('ROC-NPC-PROP the NPC never makes an illegal move or exceeds a capacity, the game ends after its last round (6, or 7–12 by agreement), and the scores add up', () => {
    let npcTurns = 0
    let npcPreparations = 0
    for (let g = 0; g < 1000; g++) {
      const rng = createRng(`prop-${g}`)
      let setup = sampleSetup(rng)
      while (!setup.solo) setup = sampleSetup(rng)
      let session = execute(cults, newSession(cults, `solo-${g}`), cults.setupCommand(setup))
      if (!session.ok) throw new Error(JSON.stringify(session.error))
      let s = session.value.session
      let maxRound = 0
      for (let step = 0; step < 600 && s.state.status !== 'over'; step++) {
        const cands = sampleCommands(s.state, rng)
        let moved = false
        for (const c of cands) {
          const r = execute(cults, s, c)
          if (!r.ok) {
            // The app's opponent is never refused: its moves are its own decisions.
            expect(c.type, `game ${g}: ${JSON.stringify(r.error)}`).not.toBe('NpcTurn')
            continue
          }
          if (c.type === 'NpcTurn') npcTurns++
          s = r.value.session
          // ROC-PREP-01: no Preparation without a Site or a Ritual, the opponent's or a player's (l.1161–1162).
          const prep = emptyPreparation(s.entries[s.entries.length - 1].events)
          if (prep) throw new Error(`game ${g} step ${step}: ${prep}`)
          if (c.type === 'NpcTurn' && s.entries[s.entries.length - 1].events.some((e) => e.type === 'PlanTaken' && e.data.plan === 'preparation')) npcPreparations++
          moved = true
          break
        }
        const breach = capacityBreach(s.state)
        if (breach) throw new Error(`game ${g} step ${step}: ${breach}`)
        maxRound = Math.max(maxRound, s.state.round)
        if (!moved) throw new Error(`game ${g}: stuck at ${s.state.phase} ${JSON.stringify(s.state.pending)}`)
      }
      expect(s.state.status, `game ${g} ended`).toBe('over')
      expect(maxRound).toBe(setup.rounds)
      expect(s.state.round).toBe(setup.rounds)
      const sc = s.state.scores!
      for (const x of sc.seats) {
        const sitesWithRitual = s.state.districts.filter((d) => d.sites.includes(x.seat) && d.rituals.some((r) => r.seat === x.seat)).length
        expect(x.vp).toBe(x.dominance + sitesWithRitual + (x.mostRituals ? 1 : 0))
      }
      expect(scoresOf(s.state)).toEqual(sc)
    }
    expect(npcTurns).toBeGreaterThan(20_000)
    expect(npcPreparations).toBeGreaterThan(1_000)
  }, 240_000)
})
