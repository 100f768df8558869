import { cultsData } from '../../data'
import type { District } from '../../data/types'
import { goalCardOf } from '../cards'
import type { CultsEvent } from '../events'
import type { Emitter } from '../emitter'
import { advancePhase } from '../flow'
import { npcSettings, npcStart } from '../npc'
import { SETUP_RULES, type GoalCard, type NpcCard } from '../state'
import { district, DISTRICTS, isDistrict, isInt, type Handlers, type Refusal } from './types'

/** After the layout: each human cult in turn order places 1 Cult Site (ROC-SETUP-01, l.660–667); then round 1. */
function askSiteOrStart(em: Emitter): void {
  const s = em.state
  const n = s.seats.length
  for (let i = 0; i < n; i++) {
    const seat = (s.firstCultist + i) % n
    const p = s.seats[seat]
    if (!p.npc && p.sitesLeft === cultsData.kit.sites) {
      em.emit({ type: 'SiteAsked', data: { seat } }, 'rule/ROC-SETUP-01')
      return
    }
  }
  advancePhase(em)
}

function layoutRefusal(em: Emitter, sanity: unknown, investigators: unknown): Refusal {
  if (!sanity || typeof sanity !== 'object') return 'layout/bad-sanity'
  const inv = (investigators ?? {}) as Record<string, unknown>
  if (typeof inv !== 'object') return 'layout/bad-sanity'
  for (const d of em.state.districts) {
    if (!d.inPlay) continue
    if (!isInt((sanity as Record<string, unknown>)[d.id], 0, 9)) return 'layout/bad-sanity'
    if (inv[d.id] !== undefined && !isInt(inv[d.id], 0, 9)) return 'layout/bad-sanity'
  }
  return null
}

function applyLayout(em: Emitter, sanity: Partial<Record<District, number>>, investigators?: Partial<Record<District, number>>): void {
  const san = Object.fromEntries(DISTRICTS.map((d) => [d, sanity[d] ?? 0])) as Record<District, number>
  const inv = Object.fromEntries(DISTRICTS.map((d) => [d, investigators?.[d] ?? 0])) as Record<District, number>
  em.emit({ type: 'LayoutApplied', data: { layout: em.state.layout, sanity: san, investigators: inv } }, 'rule/ROC-SETUP-02')
  askSiteOrStart(em)
}

/** The setup: the game, its Starting Layout and the human cults' first Cult Sites. */
export const setupHandlers: Pick<Handlers, 'SetUpGame' | 'SetLayout' | 'PlaceStartingSite'> = {
  SetUpGame(em, { data }) {
    if (em.state.status !== 'new') return 'game/already-set-up'
    if (data.rules !== undefined && data.rules !== SETUP_RULES) return 'setup/bad-rules'
    const players = data.players
    if (!Array.isArray(players) || players.length < 1 || players.length > 4) return 'setup/bad-players'
    for (const p of players) if (!p || typeof p.name !== 'string' || !p.name.trim() || p.name.length > 40 || typeof p.colour !== 'string' || !p.colour.trim() || p.colour.length > 40) return 'setup/bad-name'
    const solo = players.length === 1
    if (data.solo !== solo) return 'setup/bad-players'
    if (!isInt(data.rounds, 6, 12)) return 'setup/bad-rounds'
    if (data.layout !== null && !isInt(data.layout, 1, cultsData.layouts)) return 'setup/bad-layout'
    if (!isInt(data.dominanceSpaces, 1, 8)) return 'setup/bad-dominance'
    if (!data.layouts || typeof data.layouts !== 'object') return 'layout/bad-sanity'
    const row = cultsData.byPlayers[String(players.length) as '1' | '2' | '3' | '4']
    let out: District | null = row.outDistrict
    let outDrawn = false
    if (players.length === 2 || players.length === 3) {
      if (data.outDistrict === null) {
        out = em.rng.pick(DISTRICTS)
        outDrawn = true
      } else if (isDistrict(data.outDistrict)) out = data.outDistrict
      else return 'setup/bad-out-district'
    }
    let npc: Extract<CultsEvent, { type: 'GameSetUp' }>['data']['npc'] = null
    let numbers: Record<District, number> = { ...cultsData.defaultNumbers }
    let goalCard: GoalCard | null = null
    if (solo) {
      if (!data.npc || !['virtual', 'physical'].includes(data.npc.deck) || !Array.isArray(data.npc.cards)) return 'setup/bad-npc'
      if (data.npc.deck === 'virtual' && data.npc.cards.length !== cultsData.kit.cards) return 'setup/bad-npc'
      const cards: NpcCard[] = []
      for (const [i, c] of (data.npc.deck === 'virtual' ? data.npc.cards : []).entries()) {
        if (!c || !isInt(c.attack, 0, 9) || !(c.thugs === null || isInt(c.thugs, 1, 9))) return 'setup/bad-card'
        cards.push({ id: `c${i + 1}`, attack: c.attack, thugs: c.thugs })
      }
      const settings = npcSettings(data.npc.settings)
      if (typeof settings === 'string') return settings
      numbers = settings.districtNumbers
      if (typeof data.goal !== 'string' || !/^[a-z0-9-]{1,40}$/.test(data.goal)) return 'setup/bad-goal'
      if (data.goalCard !== undefined) {
        const g = goalCardOf(data.goalCard)
        if (typeof g === 'string') return g
        if (g.id !== data.goal) return 'setup/bad-goal'
        goalCard = g
      }
      npc = { deck: data.npc.deck, cards, draw: em.rng.shuffle(cards.map((c) => c.id)), settings }
    } else if ((data.npc !== undefined && data.npc !== null) || data.goal !== null || data.goalCard !== undefined) return 'setup/bad-npc'
    let first = 0
    let firstDrawn = false
    if (!solo) {
      if (data.firstCultist === null) {
        first = em.rng.int(players.length)
        firstDrawn = true
      } else if (isInt(data.firstCultist, 0, players.length - 1)) first = data.firstCultist
      else return 'setup/bad-first'
    }
    const layout = data.layout ?? 1 + em.rng.int(cultsData.layouts)
    const seats = [...players.map((p) => ({ name: p.name.trim(), colour: p.colour.trim(), npc: false })), ...(solo ? [{ name: 'NPC', colour: 'npc', npc: true }] : [])]
    em.emit({
      type: 'GameSetUp',
      data: {
        seed: em.ctx.seed,
        solo,
        seats,
        districts: DISTRICTS.map((id) => ({ id, number: numbers[id], inPlay: id !== out, capacity: row.ritualSpaces, dominanceCap: data.dominanceSpaces })),
        outDrawn,
        firstCultist: first,
        firstDrawn,
        layout,
        layoutDrawn: data.layout === null,
        rounds: data.rounds,
        trackStart: row.investigatorStart,
        npc,
        goal: solo ? data.goal : null,
        ...(goalCard ? { goalCard } : {}),
        ...(data.rules !== undefined ? { rules: data.rules } : {}),
      },
    }, 'rule/ROC-SETUP-01')
    if (solo) npcStart(em)
    const known = data.layouts[String(layout)]
    if (known && layoutRefusal(em, known.sanity, known.investigators) === null) applyLayout(em, known.sanity, known.investigators)
    return null
  },

  SetLayout(em, { data }) {
    if (em.state.pending?.kind !== 'layout') return 'layout/not-asked'
    const r = layoutRefusal(em, data.sanity, data.investigators)
    if (r) return r
    applyLayout(em, data.sanity, data.investigators)
    return null
  },

  PlaceStartingSite(em, { data }) {
    const p = em.state.pending
    if (p?.kind !== 'site') return 'site/not-asked'
    const r = district(em, data.district)
    if (r) return r
    em.emit({ type: 'SitePlaced', data: { seat: p.seat, district: data.district } }, 'rule/ROC-SETUP-01')
    askSiteOrStart(em)
    return null
  },
}
