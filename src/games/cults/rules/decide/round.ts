import { rollDie } from '../../../../core'
import { cultsData } from '../../data'
import { RECRUITMENT_DIE } from '../dominance'
import { advancePhase, nextPlacer } from '../flow'
import { advanceInvestigator } from '../investigators'
import { isLabel } from '../cards'
import { districtOf, hasRolled } from '../logic'
import { npcAct, npcPlan } from '../npc'
import { FACES, humanActorIn, isDistrict, isInt, type Handlers } from './types'

/** A round's phases (rulebook «Przebieg rozgrywki»): City, Cult, Planning, the opponent's turn, Hiding, and the solo Goal. */
export const roundHandlers: Pick<Handlers, 'RevealCity' | 'RollRecruitment' | 'EndCultPhase' | 'PlacePlan' | 'NpcTurn' | 'Hide' | 'CheckGoal'> = {
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
      // One roll of five dice per cult, then at most two rerolls (l.842–850): a fresh roll again would start its rerolls over.
      if (hasRolled(cur, data.seat)) return 'recruitment/rolled'
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
    const seat = humanActorIn(em, 'planning', data.district)
    if (typeof seat === 'string') return seat
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
}
