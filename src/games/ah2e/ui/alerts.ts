import type { Ah2eEvent, Ah2eState } from '@/games/ah2e/rules'
import type { Ah2eData } from '@/games/ah2e/data/types'
import type { TableAlert } from '@/shell/module'
import { t } from './i18n'
import { allyName, placeName, placeTo } from './names'
import { investigatorName } from './describe'

/** A full-screen notice by its keys: a threshold tripped and the physical board must follow. */
export interface Ah2eAlert {
  kind: 'awakening' | 'terror' | 'outskirts' | 'won' | 'lost' | 'shop-closed' | 'emergency' | 'feds-raid' | 'elder-sign' | 'knocked-out' | 'second-being'
  severity: 'info' | 'warning' | 'critical'
  titleKey: string
  bodyKey: string
  params: Record<string, string | number>
}

/**
 * The notices of one command's events, cause first: an Outskirts overflow before the terror step it
 * causes, a terror step before the shop it closes. No sentence twice: the overflow leaves the
 * terror to the terror notice that follows it. A terror notice names the ally boxed with it.
 */
export function alertsFor(events: readonly Ah2eEvent[], data: Ah2eData): Ah2eAlert[] {
  const out: Ah2eAlert[] = []
  const done = new Set<number>()
  const outskirts = (i: number, terrorFollows: boolean) => {
    const e = events[i]
    if (e.type !== 'MonstersReturnedToCup') return
    done.add(i)
    out.push({ kind: 'outskirts', severity: 'warning', titleKey: 'alert.outskirts.title', bodyKey: terrorFollows ? 'alert.outskirts.bodyThenTerror' : 'alert.outskirts.body', params: { count: e.data.uids.length } })
  }
  events.forEach((e, i) => {
    if (done.has(i)) return
    switch (e.type) {
      case 'AncientOneAwakened':
        out.push({ kind: 'awakening', severity: 'critical', titleKey: 'alert.awakening.title', bodyKey: 'alert.awakening.body', params: { reason: `awaken.${e.data.reason}` } })
        break
      case 'TerrorRaised': {
        // The overflow that raised it comes first (its monsters are returned in the same step).
        if (e.cause === 'rule/outskirts-overflow') {
          const j = events.findIndex((x, k) => k > i && x.type === 'MonstersReturnedToCup' && x.cause === 'rule/outskirts-overflow')
          if (j >= 0) outskirts(j, true)
        }
        // The ally boxed by this step: the next AllyBoxed before the next terror step.
        let ally: string | null = null
        for (let k = i + 1; k < events.length && events[k].type !== 'TerrorRaised'; k++) {
          const x = events[k]
          if (x.type === 'AllyBoxed') {
            ally = x.data.allyId
            break
          }
        }
        const bodyKey = e.data.to === 10 ? 'alert.terror.body10' : ally ? 'alert.terror.bodyAlly' : 'alert.terror.bodyNoAlly'
        out.push({ kind: 'terror', severity: e.data.to >= 9 ? 'critical' : 'warning', titleKey: 'alert.terror.title', bodyKey, params: { level: e.data.to, ...(ally ? { ally } : {}) } })
        break
      }
      case 'LocationClosed': {
        const space = data.spaces.find((s) => s.id === e.data.location)
        if (e.data.by === 'terror' && space?.closedOccupantsMoveTo) {
          out.push({ kind: 'shop-closed', severity: 'warning', titleKey: 'alert.shop.title', bodyKey: 'alert.shop.body', params: { place: e.data.location, streetTo: space.closedOccupantsMoveTo } })
        }
        break
      }
      case 'MonstersReturnedToCup':
        if (e.cause === 'rule/outskirts-overflow') outskirts(i, false)
        break
      case 'StateOfEmergencyDeclared':
        out.push({ kind: 'emergency', severity: 'warning', titleKey: 'alert.emergency.title', bodyKey: 'alert.emergency.body', params: {} })
        break
      case 'FedsRaided':
        out.push({ kind: 'feds-raid', severity: 'info', titleKey: 'alert.feds.title', bodyKey: 'alert.feds.body', params: { n: e.data.uprisingRemoved } })
        break
      case 'ElderSignCardPlayed': {
        // «ZNAKI STARSZYCH BOGÓW»: 1 Sanity and 1 Stamina, and the card goes to the box. Paid by the app
        // where it tracks them, else a reminder of what to take off the sheet.
        const who = e.data.investigatorId
        const paid = events.some((x) => x.type === 'HealthSet' && x.cause === 'rule/elder-sign-cost' && x.data.investigatorId === who)
        out.push({ kind: 'elder-sign', severity: 'info', titleKey: 'alert.elderSign.title', bodyKey: paid ? 'alert.elderSign.paid' : 'alert.elderSign.pay', params: { who } })
        break
      }
      case 'InvestigatorKnockedOut': {
        const lost = events.find((x) => x.type === 'InvestigatorLostInTimeAndSpace' && x.data.investigatorId === e.data.investigatorId)
        const turn = lost?.type === 'InvestigatorLostInTimeAndSpace' ? lost.data.returnsAtTurn ?? 0 : 0
        out.push({
          kind: 'knocked-out', severity: 'warning', titleKey: `alert.knockedOut.title.${e.data.kind}`, bodyKey: `alert.knockedOut.${e.data.kind}.${e.data.where}`,
          params: { who: e.data.investigatorId, place: e.data.kind === 'insane' ? 'arkham-asylum' : 'st-marys-hospital', turn },
        })
        break
      }
      case 'DoomTrackFilled':
        // Zhar's first being falls without ending the game: the table fills the track again.
        if (e.cause === 'rule/zhar-second-being') out.push({ kind: 'second-being', severity: 'warning', titleKey: 'alert.secondBeing.title', bodyKey: 'alert.secondBeing.body', params: { n: e.data.added } })
        break
      case 'GameWon':
        out.push({ kind: 'won', severity: 'info', titleKey: 'alert.won.title', bodyKey: `alert.won.${e.data.how}`, params: {} })
        break
      case 'GameLost':
        out.push({ kind: 'lost', severity: 'critical', titleKey: 'alert.lost.title', bodyKey: `alert.lost.${e.data.reason}`, params: {} })
        break
    }
  })
  return out
}

/** The notice in the UI language: places and investigators by name, the awakening's reason spelled out. */
export function formatAlert(a: Ah2eAlert, state: Ah2eState | null = null): TableAlert {
  const p: Record<string, string | number> = { ...a.params }
  if (typeof p.who === 'string') p.who = investigatorName(state, p.who)
  if (typeof p.place === 'string') p.place = placeName(p.place)
  if (typeof p.streetTo === 'string') p.streetTo = placeTo(p.streetTo)
  if (typeof p.reason === 'string') p.reason = t(p.reason)
  if (typeof p.ally === 'string') p.ally = allyName(p.ally)
  // The game's end is read, nothing is changed on the board for it («Rozumiem»).
  return { kind: a.kind, severity: a.severity, title: t(a.titleKey, p), body: t(a.bodyKey, p), ...(a.kind === 'won' || a.kind === 'lost' ? { read: true } : {}) }
}
