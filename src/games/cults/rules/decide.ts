import { decideByHandlers, fail, isInt, type DecideContext, type Decided, type Result } from '../../../core'
import { cultsData } from '../data'
import { playerReinforce, playerTerror, resolveAttack, RECRUITMENT_DIE, startDominance } from './dominance'
import { Emitter } from './emitter'
import { advancePhase, nextPlacer, settleTurn } from './flow'
import { advanceInvestigator } from './investigators'
import { costs, districtOf, freeSpaces, hasSite, ritualsOf, topOf } from './logic'
import { MESSAGES } from './messages'
import { districtCardOf, goalCardOf, isLabel, obj, STACK_MAX } from './cards'
import { DEFAULT_NPC_SETTINGS, npcAct, npcPlan, npcSettings, npcStart } from './npc'
import { rollDie } from '../../../core'
import type { CommandOf, CultsCommand, CultsCommandType, CultsEvent, CultsState, District, DistrictCard, Face, GoalCard, Level, NpcCard, NpcSettings, PlanOrBluff } from './types'
import { PLANS } from './types'

type Refusal = string | null
type Handler<K extends CultsCommandType> = (em: Emitter, c: CommandOf<K>) => Refusal

const DISTRICTS = cultsData.districts
const isDistrict = (x: unknown): x is District => typeof x === 'string' && (DISTRICTS as readonly string[]).includes(x)
const LEVELS: readonly Level[] = [1, 2, 3]
const FACES: readonly Face[] = ['attack', 'power', 'terror', 'blank']
function district(em: Emitter, id: unknown): Refusal {
  if (!isDistrict(id)) return 'district/unknown'
  if (!districtOf(em.state, id)!.inPlay) return 'district/out-of-play'
  return null
}

/** The human seat placing or acting now, or a refusal (the NPC acts through `NpcTurn`). */
function humanActor(em: Emitter): number | string {
  const seat = em.state.actor
  return em.state.seats[seat].npc ? 'turn/npc' : seat
}

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

const HANDLERS: { [K in CultsCommandType]: Handler<K> } = {
  SetUpGame(em, { data }) {
    if (em.state.status !== 'new') return 'game/already-set-up'
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

  RevealCity(em, { data }) {
    if (em.state.phase !== 'city') return 'phase/not-city'
    const advance = data.advance ?? []
    if (!Array.isArray(advance) || !advance.every(isDistrict) || new Set(advance).size !== advance.length) return 'district/unknown'
    const pm = data.planMarkers ?? cultsData.kit.plans
    const tl = data.tokenLimit ?? cultsData.tokensKept
    const prep = data.preparation ?? 0
    const cards = data.cards ?? 0
    if (!isInt(pm, 1, 6) || !isInt(tl, 0, 20) || !isInt(prep, -5, 5) || !isInt(cards, -5, 5)) return 'city/bad-value'
    if (data.label !== undefined && !isLabel(data.label)) return 'cards/bad-label'
    const disorg = data.disorganization ?? []
    if (!Array.isArray(disorg) || !disorg.every((x) => isInt(x, 0, em.state.seats.length - 1)) || new Set(disorg).size !== disorg.length) return 'city/bad-seats'
    em.emit({ type: 'CityRevealed', data: { advance, preparation: prep, cards, planMarkers: pm, tokenLimit: tl, ...(data.label !== undefined ? { label: data.label.trim() } : {}) } }, 'rule/ROC-CITY')
    for (const id of advance) if (districtOf(em.state, id)!.inPlay) advanceInvestigator(em, id, 'rule/ROC-INV-02')
    // ROC-CITY-02: a City card may hand out Disorganization cards (l.297–298); the players say to whom.
    for (const seat of disorg) em.emit({ type: 'DisorganizationTaken', data: { seat } }, 'rule/ROC-CITY-02')
    advancePhase(em)
    return null
  },

  RollRecruitment(em, { data }) {
    if (em.state.phase !== 'cult') return 'phase/not-cult'
    if (!isInt(data.seat, 0, em.state.seats.length - 1) || em.state.seats[data.seat].npc) return 'recruitment/bad-seat'
    const cur = em.state.recruitment
    if (data.faces !== undefined && (!Array.isArray(data.faces) || !data.faces.every((f) => (FACES as readonly string[]).includes(f)))) return 'recruitment/bad-faces'
    if (data.reroll === undefined) {
      if (data.faces !== undefined && data.faces.length !== cultsData.recruitmentDice) return 'recruitment/bad-faces'
      const faces = data.faces ?? Array.from({ length: cultsData.recruitmentDice }, () => rollDie(em.rng, RECRUITMENT_DIE))
      em.emit({ type: 'RecruitmentRolled', data: { seat: data.seat, faces, rerolled: [], rerolls: 0, physical: data.faces !== undefined } }, 'rule/ROC-CULT-02')
      return null
    }
    if (!cur || cur.seat !== data.seat) return 'recruitment/no-roll'
    if (cur.rerolls >= cultsData.recruitmentRerolls) return 'recruitment/no-rerolls-left'
    const dice = data.reroll
    if (!Array.isArray(dice) || dice.length === 0 || !dice.every((i) => isInt(i, 0, cultsData.recruitmentDice - 1)) || new Set(dice).size !== dice.length) return 'recruitment/bad-dice'
    if (data.faces !== undefined && data.faces.length !== dice.length) return 'recruitment/bad-faces'
    const faces = cur.faces.slice()
    dice.forEach((i, k) => { faces[i] = data.faces ? data.faces[k] : rollDie(em.rng, RECRUITMENT_DIE) })
    em.emit({ type: 'RecruitmentRolled', data: { seat: data.seat, faces, rerolled: dice, rerolls: cur.rerolls + 1, physical: data.faces !== undefined } }, 'rule/ROC-CULT-02')
    return null
  },

  EndCultPhase(em) {
    if (em.state.phase !== 'cult') return 'phase/not-cult'
    advancePhase(em)
    return null
  },

  PlacePlan(em, { data }) {
    if (em.state.phase !== 'planning') return 'phase/not-planning'
    const seat = humanActor(em)
    if (typeof seat === 'string') return seat
    const r = district(em, data.district)
    if (r) return r
    if (em.state.seats[seat].toPlace <= 0) return 'plan/none-left'
    em.emit({ type: 'PlanPlaced', data: { seat, district: data.district } }, 'rule/ROC-PLAN')
    nextPlacer(em)
    return null
  },

  NpcTurn(em, { data }) {
    if (!em.state.npc) return 'npc/not-solo'
    if (!em.state.seats[em.state.actor].npc) return 'turn/not-yours'
    if (em.state.phase === 'planning') return npcPlan(em, data.die)
    if (em.state.phase === 'actions') return npcAct(em, data.die, data.plan)
    return 'phase/not-actions'
  },

  TakePlan(em, { data }) {
    if (em.state.phase !== 'actions') return 'phase/not-actions'
    const seat = humanActor(em)
    if (typeof seat === 'string') return seat
    const r = district(em, data.district)
    if (r) return r
    const d = districtOf(em.state, data.district)!
    if (topOf(d) !== seat) return 'plan/not-top'
    const plan = data.plan as PlanOrBluff
    if (![...PLANS, 'bluff'].includes(plan)) return 'plan/unknown'
    if (plan !== 'bluff' && em.state.seats[seat].used[plan] >= cultsData.samePlanPerRound) return 'plan/twice'
    const me = em.state.seats[seat]
    switch (plan) {
      case 'bluff':
        em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')
        em.emit({ type: 'TokensTaken', data: { seat, n: cultsData.bluffTokens } }, 'rule/ROC-ACT-BLUFF')
        break
      case 'augmentation': {
        if (!hasSite(d, seat) && ritualsOf(d, seat).length === 0) return 'plan/needs-presence'
        const g = data.guardian ?? false
        const a = data.action ?? false
        const destroy = data.destroy ?? null
        if (typeof g !== 'boolean' || typeof a !== 'boolean' || ![null, 'disorganization', 'other'].includes(destroy)) return 'augment/bad'
        if (destroy === 'disorganization' && me.disorganization <= 0) return 'augment/bad'
        // ROC-CARDS-03: a card comes from this district's stack: none left, none to buy (l.1105).
        if ((g && d.guardians === 0) || (a && d.actions === 0)) return 'augment/stack-empty'
        // ROC-CARDS-02: what the cards cost, when both are entered (base + Investigators + City card); else not known (0).
        const c = costs(em.state, d)
        const known = (!g || c.guardian !== null) && (!a || c.action !== null)
        const cost = known ? (g ? c.guardian! : 0) + (a ? c.action! : 0) : 0
        em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')
        if (g || a) em.emit({ type: 'CardsBought', data: { seat, district: d.id, guardian: g, action: a, cost } }, 'rule/ROC-REINF')
        if (destroy) em.emit({ type: 'CardDestroyed', data: { seat, what: destroy } }, 'rule/ROC-REINF')
        break
      }
      case 'preparation': {
        const site = data.site ?? false
        const ritual = data.ritual ?? null
        if (typeof site !== 'boolean' || (ritual !== null && !LEVELS.includes(ritual))) return 'plan/unknown'
        if (site && hasSite(d, seat)) return 'prepare/site-here'
        if (site && me.sitesLeft <= 0) return 'site/none-left'
        if (ritual !== null) {
          if (!site && !hasSite(d, seat)) return 'prepare/needs-site'
          if (freeSpaces(d) <= 0) return 'ritual/no-space'
          if (me.supply[ritual] <= 0) return 'ritual/none-of-level'
        }
        em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')
        // The Investigator moves before the costs are paid (l.1164–1171).
        advanceInvestigator(em, d.id, 'rule/ROC-PREP-01')
        if (site) em.emit({ type: 'SitePlaced', data: { seat, district: d.id } }, 'rule/ROC-PREP-02')
        if (ritual !== null) em.emit({ type: 'RitualPlaced', data: { seat, district: d.id, level: ritual } }, 'rule/ROC-PREP-03')
        break
      }
      case 'influence': {
        if (freeSpaces(d) <= 0) return 'plan/needs-space'
        const from = data.from ?? null
        const card = data.card ?? null
        if (![null, 'draw', 'destroy-disorganization', 'destroy-other'].includes(card)) return 'influence/bad-card'
        if (card === 'destroy-disorganization' && me.disorganization <= 0) return 'influence/bad-card'
        let move: { level: Level; now: Level } | null = null
        if (from !== null) {
          if (!isDistrict(from) || from === d.id) return 'influence/bad-from'
          const mine = ritualsOf(districtOf(em.state, from)!, seat)
          const level = data.level ?? (mine.length ? (Math.min(...mine.map((x) => x.level)) as Level) : null)
          if (level === null || !mine.some((x) => x.level === level)) return 'influence/bad-from'
          const now = (level < 3 && me.supply[(level + 1) as Level] > 0 ? level + 1 : level) as Level
          move = { level, now }
        }
        em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')
        if (move && from) em.emit({ type: 'RitualMoved', data: { seat, from, to: d.id, ...move } }, 'rule/ROC-INFL')
        if (card === 'draw') em.emit({ type: 'CardDrawn', data: { seat } }, 'rule/ROC-INFL')
        if (card === 'destroy-disorganization' || card === 'destroy-other') em.emit({ type: 'CardDestroyed', data: { seat, what: card === 'destroy-other' ? 'other' : 'disorganization' } }, 'rule/ROC-INFL')
        break
      }
      case 'dominance': {
        if (ritualsOf(d, seat).length === 0) return 'plan/needs-ritual'
        em.emit({ type: 'PlanTaken', data: { seat, district: d.id, plan } }, 'rule/ROC-ACT')
        startDominance(em, seat, d.id)
        if (em.state.pending) return null
        break
      }
    }
    settleTurn(em, em.state.actor, false)
    return null
  },

  Reinforce(em, { data }) {
    if (data.from !== null && !isDistrict(data.from)) return 'district/unknown'
    if (data.level !== undefined && data.level !== null && !LEVELS.includes(data.level)) return 'dominance/no-ritual-there'
    return playerReinforce(em, data.from, data.level)
  },

  EnterAttack(em, { data }) {
    if (!data.totals || typeof data.totals !== 'object' || Array.isArray(data.totals)) return 'attack/total-missing'
    return resolveAttack(em, data.totals, data.npcCards)
  },

  ResolveTerror(em, { data }) {
    if (data.remove !== undefined && data.remove !== null && !LEVELS.includes(data.remove)) return 'terror/no-such-ritual'
    return playerTerror(em, data.add, data.skip === true, data.replace, data.remove)
  },

  Hide(em, { data }) {
    if (em.state.phase !== 'hiding') return 'phase/not-hiding'
    const tokens = data.tokens
    if (!tokens || typeof tokens !== 'object' || Array.isArray(tokens)) return 'hide/bad-tokens'
    for (const [k, v] of Object.entries(tokens)) {
      const i = Number(k)
      if (!isInt(i, 0, em.state.seats.length - 1) || em.state.seats[i].npc || !isInt(v, 0, 99)) return 'hide/bad-tokens'
    }
    const limit = em.state.city.tokenLimit
    // ROC-HIDE: at most 5 tokens kept into the next round (a City card may change it), l.1015–1018.
    for (const [k, v] of Object.entries(tokens)) if (v > limit) em.emit({ type: 'TokensCapped', data: { seat: Number(k), from: v, to: limit } }, 'rule/ROC-HIDE')
    const n = em.state.npc
    if (n) {
      if (n.deck === 'virtual') em.emit({ type: 'NpcDeckShuffled', data: { draw: em.rng.shuffle(n.draw) } }, 'rule/ROC-NPC-14')
      if (n.settings.capStash && n.thugs > limit) em.emit({ type: 'NpcThugsStored', data: { n: limit - n.thugs } }, 'rule/ROC-NPC-S9')
    } else em.emit({ type: 'FirstCultistPassed', data: { to: (em.state.firstCultist + 1) % em.state.seats.length } }, 'rule/ROC-HIDE')
    advancePhase(em)
    return null
  },

  CheckGoal(em, { data }) {
    if (em.state.pending?.kind !== 'goal') return 'goal/not-asked'
    if (typeof data.met !== 'boolean') return 'command/malformed'
    em.emit({ type: 'GoalChecked', data: { goal: em.state.goal ?? '', met: data.met, auto: false } }, 'choice')
    return null
  },

  CorrectDistrict(em, { data }) {
    if (!isDistrict(data.district)) return 'district/unknown'
    const d = districtOf(em.state, data.district)!
    const investigators = data.investigators ?? d.investigators
    const track = data.track ?? d.track
    const sanity = data.sanity ?? d.sanity
    const guardians = data.guardians === undefined ? d.guardians : data.guardians
    const actions = data.actions === undefined ? d.actions : data.actions
    if (!isInt(investigators, 0, 20) || !isInt(track, 1, 20) || !(sanity === null || isInt(sanity, 0, 20)) || !(guardians === null || isInt(guardians, 0, STACK_MAX)) || !(actions === null || isInt(actions, 0, STACK_MAX))) return 'correction/bad-value'
    // `actions` only when it changes: a correction recorded before the Action stack was counted reads the same.
    em.emit({ type: 'DistrictCorrected', data: { district: d.id, investigators, track, sanity, guardians, ...(actions !== d.actions ? { actions } : {}) } }, 'correction')
    return null
  },

  CorrectDisorganization(em, { data }) {
    if (!isInt(data.seat, 0, em.state.seats.length - 1)) return 'correction/bad-seat'
    if (!isInt(data.to, 0, 20)) return 'correction/bad-value'
    em.emit({ type: 'DisorganizationCorrected', data: { seat: data.seat, to: data.to } }, 'correction')
    return null
  },

  SetDistrictCards(em, { data }) {
    const r = district(em, data.district)
    if (r) return r
    const guardian = data.guardian === undefined ? null : districtCardOf(data.guardian, 'guardian')
    if (typeof guardian === 'string') return guardian
    const action = data.action === undefined ? null : districtCardOf(data.action, 'action')
    if (typeof action === 'string') return action
    const { guardians, actions } = data
    if (!(guardians === null || isInt(guardians, 0, STACK_MAX)) || !(actions === null || isInt(actions, 0, STACK_MAX))) return 'cards/bad-stack'
    const d = districtOf(em.state, data.district)!
    const same = (a: DistrictCard | null, b: DistrictCard | null) => JSON.stringify(a) === JSON.stringify(b)
    if (same(guardian, d.guardianCard) && same(action, d.actionCard) && guardians === d.guardians && actions === d.actions) return 'cards/unchanged'
    em.emit({ type: 'DistrictCardsSet', data: { district: d.id, guardian, action, guardians, actions } }, 'rule/ROC-CARDS-01')
    return null
  },

  ChangeSetting(em, { data }) {
    const n = em.state.npc
    if (!n) return 'npc/not-solo'
    const key = data.setting as keyof NpcSettings
    if (typeof key !== 'string' || !Object.hasOwn(DEFAULT_NPC_SETTINGS, key)) return 'setting/unknown'
    // ROC-NPC-S10 decides where its Sites start (l.1738); later it would move pieces nobody moves.
    if (key === 'siteOutOfPlay') return 'setting/setup-only'
    let value: unknown = data.value
    if (key === 'districtNumbers') {
      const m = obj(data.numbers)
      if (!m || Object.keys(m).length !== DISTRICTS.length || !Object.keys(m).every(isDistrict)) return 'npc/bad-numbers'
      value = m
    }
    if (value === undefined) return 'npc/bad-setting'
    const next = npcSettings({ ...n.settings, [key]: value })
    if (typeof next === 'string') return next
    if (JSON.stringify(next[key]) === JSON.stringify(n.settings[key])) return 'setting/same'
    em.emit({ type: 'SettingChanged', data: { setting: key, value: next[key], was: n.settings[key] } }, 'rule/ROC-NPC-SET')
    return null
  },
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

const WHILE_PENDING: ReadonlySet<CultsCommandType> = new Set<CultsCommandType>(['SetLayout', 'PlaceStartingSite', 'Reinforce', 'EnterAttack', 'ResolveTerror', 'CheckGoal', 'CorrectDistrict', 'CorrectDisorganization', 'SetDistrictCards', 'ChangeSetting'])

/** Validate a command and return its events with the state they lead to; a refusal changes nothing. */
export function decideCults(state: CultsState, command: CultsCommand, ctx: DecideContext): Result<Decided<CultsState, CultsEvent>> {
  if (state.status === 'over' && (command as { type?: unknown })?.type !== 'CheckGoal') return fail('game/over', MESSAGES['game/over'])
  const gateState = { status: state.status === 'over' ? 'playing' : state.status, pending: state.pending }
  return decideByHandlers(state, command, { handlers: HANDLERS, whilePending: WHILE_PENDING, messages: MESSAGES, gateState }, () => new Emitter(state, ctx))
}
