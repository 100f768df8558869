import type { PendingInfo } from '@/core'
import type { EventLine } from '@/shell/module'
import type { CultsCommand, CultsEvent, CultsState } from '../rules'
import { t } from './i18n'
import { cap, cardName, districtName, goalName, levelName, planName, seatName, settingValue, stackText } from './names'

/**
 * Cults events, commands, causes and questions as sentences in the UI language. Polish sentences
 * never decline a name (a district or a cult stands after a colon or a dash); counts before a noun
 * are plural blocks in the strings.
 */

/**
 * Bookkeeping the log and the announcements leave out. A Dominance's stages are worded only where
 * they change the rules' course (no Confrontation: `describeEvents` drops the others).
 */
export const HIDDEN_EVENTS: ReadonlySet<string> = new Set<CultsEvent['type']>(['SiteAsked'])

/** An entry's events as log lines (the ones with words; a Dominance's other stages are bookkeeping). */
export function describeEvents(events: readonly CultsEvent[], s: CultsState | null): EventLine[] {
  return events.map((e) => ({ text: describeEvent(e, s), ...(e.cause ? { cause: e.cause } : {}) })).filter((l) => l.text.trim())
}

export function describeEvent(e: CultsEvent, s: CultsState | null): string {
  return cap(text(e, s))
}

const faceList = (faces: readonly string[]) => faces.map((f) => t(`face.${f}`)).join(', ')

function text(e: CultsEvent, s: CultsState | null): string {
  const who = (i: number) => seatName(s, i)
  switch (e.type) {
    case 'GameSetUp': return e.data.solo ? t('ev.GameSetUp.solo', { rounds: e.data.rounds, layout: e.data.layout }) : t('ev.GameSetUp', { n: e.data.seats.length, rounds: e.data.rounds, layout: e.data.layout, first: e.data.seats[e.data.firstCultist]?.name ?? '' })
    case 'LayoutApplied': return t('ev.LayoutApplied', { layout: e.data.layout })
    case 'SiteAsked': return ''
    case 'SitePlaced': return t('ev.SitePlaced', { who: who(e.data.seat), district: districtName(e.data.district) })
    case 'RitualPlaced': return t('ev.RitualPlaced', { who: who(e.data.seat), level: levelName(e.data.level), district: districtName(e.data.district) })
    case 'PhaseStarted': return t('ev.PhaseStarted', { n: e.data.round, phase: t(`phase.${e.data.phase}`) })
    case 'CityRevealed': {
      const text = t('ev.CityRevealed', { n: e.data.advance.length, markers: e.data.planMarkers, limit: e.data.tokenLimit, prep: e.data.preparation })
      return e.data.label ? t('ev.CityRevealed.label', { label: e.data.label, text }) : text
    }
    case 'InvestigatorAdvanced': return t(e.data.arrived ? 'ev.InvestigatorAdvanced.arrived' : 'ev.InvestigatorAdvanced', { district: districtName(e.data.district), n: e.data.track, total: e.data.investigators })
    case 'RecruitmentRolled': return t(e.data.rerolls ? 'ev.RecruitmentRolled.reroll' : 'ev.RecruitmentRolled', { who: who(e.data.seat), faces: faceList(e.data.faces), n: e.data.rerolls })
    case 'PlanPlaced': return e.data.rolls ? t('ev.PlanPlaced.npc', { rolls: e.data.rolls.join(', '), district: districtName(e.data.district) }) : t('ev.PlanPlaced', { who: who(e.data.seat), district: districtName(e.data.district) })
    case 'TurnPassed': return e.data.skipped.length ? t('ev.TurnPassed.skipped', { who: who(e.data.to), skipped: e.data.skipped.map(who).join(', ') }) : t('ev.TurnPassed', { who: who(e.data.to) })
    case 'PlanTaken': return t('ev.PlanTaken', { who: who(e.data.seat), plan: planName(e.data.plan), district: districtName(e.data.district) })
    case 'CardsBought': return t('ev.CardsBought', { who: who(e.data.seat), n: (e.data.guardian ? 1 : 0) + (e.data.action ? 1 : 0) })
    case 'CardDestroyed': return t(`ev.CardDestroyed.${e.data.what}`, { who: who(e.data.seat) })
    case 'CardDrawn': return t('ev.CardDrawn', { who: who(e.data.seat) })
    case 'TokensTaken': return t('ev.TokensTaken', { who: who(e.data.seat), n: e.data.n })
    case 'RitualMoved': return t(e.data.now !== e.data.level ? 'ev.RitualMoved.up' : 'ev.RitualMoved', { who: who(e.data.seat), level: levelName(e.data.level), now: levelName(e.data.now), from: districtName(e.data.from), to: districtName(e.data.to) })
    case 'RitualRemoved': return t('ev.RitualRemoved', { who: who(e.data.seat), level: levelName(e.data.level), district: districtName(e.data.district) })
    case 'NpcRolled': return e.data.die === 0 ? t('ev.NpcRolled.set', { plan: planName(e.data.plan), district: districtName(e.data.district) }) : t('ev.NpcRolled', { die: e.data.die, plan: planName(e.data.plan), district: districtName(e.data.district) })
    case 'NpcFellBack': return t('ev.NpcFellBack', { from: planName(e.data.from), to: planName(e.data.to), reason: t(`reason.${e.data.reason}`) })
    // A virtual deck's bonus card is the app's: nothing is laid on the table.
    case 'NpcBonusCard': return t(e.data.card === null ? 'ev.NpcBonusCard' : 'ev.NpcBonusCard.virtual')
    case 'NpcGuardianTaken': return t('ev.NpcGuardianTaken', { district: districtName(e.data.district) })
    case 'NpcThugsStored': return e.data.n >= 0 ? t('ev.NpcThugsStored', { n: e.data.n }) : t('ev.NpcThugsCapped', { n: -e.data.n })
    case 'NpcDeckReshuffled': return t('ev.NpcDeckReshuffled', { n: e.data.draw.length })
    case 'NpcDeckShuffled': return t('ev.NpcDeckShuffled', { n: e.data.draw.length })
    case 'ConfrontationStarted': return t(e.data.noConfrontation ? 'ev.ConfrontationStarted.none' : 'ev.ConfrontationStarted', { who: who(e.data.active), district: districtName(e.data.district) })
    case 'ReinforcementDeclined': return t('ev.ReinforcementDeclined', { who: who(e.data.seat) })
    // ROC-DOM-02 (l.2287–2290): nobody moved a Ritual in and only the dominating cult's are there.
    case 'DominanceStage': return e.data.stage === 'terror' && e.data.noConfrontation ? t('ev.DominanceStage.noConf') : ''
    case 'AttackTotalled': {
      const parts = e.data.sides.map((x) => t('ev.AttackSide', { who: who(x.seat), total: x.total, entered: x.entered, rituals: x.rituals }))
      if (e.data.npc) {
        const n = e.data.npc
        parts.push(t('ev.AttackNpc', { total: n.total, cards: n.cardAttack + n.cardThugs, dice: n.dice, thugs: n.thugs, rituals: n.rituals }))
      }
      return t('ev.AttackTotalled', { list: parts.join('; ') })
    }
    case 'ConfrontationResolved': return e.data.winner === null ? t('ev.ConfrontationResolved.tie') : t('ev.ConfrontationResolved', { who: who(e.data.winner) })
    case 'DisorganizationTaken': return t('ev.DisorganizationTaken', { who: who(e.data.seat) })
    case 'TerrorResolved':
      if (e.data.skipped) return t('ev.TerrorResolved.skipped', { who: who(e.data.seat) })
      // ROC-NPC-13 (l.2351–2352): the opponent does not check its Terror; it always beats the Sanity.
      if (s?.seats[e.data.seat]?.npc ?? e.cause === 'rule/ROC-NPC-13') return t('ev.TerrorResolved.npc', { who: who(e.data.seat) })
      return t(e.data.success ? 'ev.TerrorResolved.success' : 'ev.TerrorResolved.fail', { who: who(e.data.seat), terror: e.data.terror, sanity: e.data.sanity })
    case 'DominancePlaced': return e.data.replaced === null ? t('ev.DominancePlaced', { who: who(e.data.seat), district: districtName(e.data.district) }) : t('ev.DominancePlaced.replace', { who: who(e.data.seat), district: districtName(e.data.district), other: who(e.data.replaced) })
    case 'DominanceEnded': return t('ev.DominanceEnded', { district: districtName(e.data.district) })
    case 'TokensCapped': return t('ev.TokensCapped', { who: who(e.data.seat), n: e.data.from - e.data.to, to: e.data.to })
    case 'FirstCultistPassed': return t('ev.FirstCultistPassed', { who: who(e.data.to) })
    case 'GameEnded': {
      const w = e.data.scores.order[0]
      return e.data.scores.shared.length ? t('ev.GameEnded.shared', { list: e.data.scores.shared.map(who).join(', ') }) : t('ev.GameEnded', { who: who(w), vp: e.data.scores.seats[w].vp })
    }
    case 'GoalChecked': return t(e.data.met ? 'ev.GoalChecked.met' : 'ev.GoalChecked.failed', { goal: goalName(s, e.data.goal) })
    case 'DistrictCorrected': {
      const text = t('ev.DistrictCorrected', { district: districtName(e.data.district), n: e.data.investigators, track: e.data.track })
      return e.data.guardians === null && (e.data.actions ?? null) === null ? text : t('ev.DistrictCorrected.stacks', { text, guardians: stackText(e.data.guardians), actions: stackText(e.data.actions ?? null) })
    }
    case 'DisorganizationCorrected': return t('ev.DisorganizationCorrected', { who: who(e.data.seat), n: e.data.to })
    case 'DistrictCardsSet': return t('ev.DistrictCardsSet', { district: districtName(e.data.district), guardian: cardName(e.data.guardian), guardians: stackText(e.data.guardians), action: cardName(e.data.action), actions: stackText(e.data.actions) })
    case 'SettingChanged': return t('ev.SettingChanged', { setting: t(`setting.${e.data.setting}`), value: settingValue(e.data.setting, e.data.value), was: settingValue(e.data.setting, e.data.was) })
  }
}

export function describeCommand(c: CultsCommand, s: CultsState | null): string {
  switch (c.type) {
    case 'TakePlan': return t('cmd.TakePlan', { plan: planName(c.data.plan), district: districtName(c.data.district) })
    case 'PlacePlan': return t('cmd.PlacePlan', { district: districtName(c.data.district) })
    case 'PlaceStartingSite': return t('cmd.PlaceStartingSite', { district: districtName(c.data.district) })
    case 'Reinforce': return c.data.from ? t('cmd.Reinforce', { district: districtName(c.data.from) }) : t('cmd.Reinforce.none')
    case 'EnterAttack': return t('cmd.EnterAttack', { list: Object.entries(c.data.totals).map(([k, v]) => `${seatName(s, Number(k))}: ${v}`).join(', ') })
    case 'NpcTurn': return c.data.plan ? t('cmd.NpcTurn.plan', { plan: planName(c.data.plan) }) : c.data.die ? t('cmd.NpcTurn.die', { die: c.data.die }) : t('cmd.NpcTurn')
    case 'SetDistrictCards': return t('cmd.SetDistrictCards', { district: districtName(c.data.district) })
    case 'ChangeSetting': return t('cmd.ChangeSetting', { setting: t(`setting.${c.data.setting}`) })
    case 'RevealCity': return c.data.label ? t('cmd.RevealCity.label', { label: c.data.label }) : t('cmd.RevealCity')
    default: return t(`cmd.${c.type}`)
  }
}

/** Why an event happened, in words: the rule id and what it says. */
export function describeCause(cause: string | undefined): string {
  if (!cause) return ''
  if (cause === 'choice') return t('cause.choice')
  if (cause === 'correction') return t('cause.correction')
  const id = cause.startsWith('rule/') ? cause.slice(5) : cause
  const key = `rule.${id}`
  const words = t(key)
  return words === key ? id : `${id} · ${words}`
}

export function describePending(p: PendingInfo): string {
  return t(`pending.${p.kind}`)
}

/**
 * The opponent's kept turn (`npcSteps`) as lines, each with its rule in words (ROC-NPC-…): its own
 * steps and its fight's, not the flow's bookkeeping after it (whose turn it is now, the next phase —
 * the screen says that where the next action is; a seat skipped stays, it is why a turn came back).
 */
export function npcStepLines(s: CultsState): { text: string; cause: string }[] {
  const shown = (s.npcSteps ?? []).filter((x) => !HIDDEN_EVENTS.has(x.type) && x.type !== 'PhaseStarted' && !(x.type === 'TurnPassed' && x.data.skipped.length === 0))
  return describeEvents(shown, s).map((l) => ({ text: l.text, cause: describeCause(l.cause) }))
}
