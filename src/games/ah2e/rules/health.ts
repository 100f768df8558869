import { checkAllDevoured } from './doom'
import type { Emitter } from './emitter'
import { boardIndex } from './limits'
import { loseInTimeAndSpace } from './lost'
import { healthOf, type Health } from './state'

/**
 * Sanity and Stamina (rulebook «POCZYTALNOŚĆ I WYTRZYMAŁOŚĆ», «Obłąkany w Arkham», «Nieprzytomny w
 * Arkham», «Obłąkany lub nieprzytomny w Innym Świecie», «POCHŁONIĘCI BADACZE»; Innsmouth «Zero
 * Poczytalności i Wytrzymałości»). Optional per investigator: a group may leave them on the sheets.
 *
 * - Current values never go above the maximum (the excess of a gain is lost) nor below 0.
 * - Both at 0 at once, or a maximum at 0: devoured. In the final battle either at 0: devoured
 *   («OSTATECZNA BITWA»: «Każdy Badacz, którego Poczytalność lub Wytrzymałość spadnie … do 0»).
 * - One at 0 in town (Arkham, or the Innsmouth board, which the rulebook does not treat apart):
 *   Sanity → insane, to Arkham Asylum, regain 1 Sanity; Stamina → unconscious, to St. Mary's
 *   Hospital, regain 1 Stamina. Either way half the clues (rounded down) are discarded; the items and
 *   Retainers are the players' (the app does not hold them).
 * - One at 0 in an Other World: Lost in Time and Space (delayed), regain 1 Sanity and 1 Stamina,
 *   half the clues discarded.
 * - Where the app does not know the place, it says what happened and leaves the rest to the players.
 */

export const ARKHAM_ASYLUM = 'arkham-asylum'
export const ST_MARYS_HOSPITAL = 'st-marys-hospital'

/** Sanity / Stamina after a change: each current value within 0..its maximum, maximums from 0. */
export function changedHealth(h: Health, d: Partial<Health>): Health {
  const maxSanity = Math.max(0, h.maxSanity + (d.maxSanity ?? 0))
  const maxStamina = Math.max(0, h.maxStamina + (d.maxStamina ?? 0))
  return {
    sanity: Math.min(maxSanity, Math.max(0, h.sanity + (d.sanity ?? 0))),
    maxSanity,
    stamina: Math.min(maxStamina, Math.max(0, h.stamina + (d.stamina ?? 0))),
    maxStamina,
  }
}

const same = (a: Health, b: Health) => a.sanity === b.sanity && a.maxSanity === b.maxSanity && a.stamina === b.stamina && a.maxStamina === b.maxStamina

/** Where an investigator is, for the zero-Sanity/Stamina rules: in town, in an Other World, or unknown. */
function whereFor(em: Emitter, place: string | null): 'town' | 'other-world' | 'unknown' {
  if (place === null || place === 'lost-in-time-and-space') return 'unknown'
  if (place.startsWith('ow:')) return 'other-world'
  const sp = boardIndex(em.data).byId.get(place)
  return sp && (sp.board === 'arkham' || sp.board === 'innsmouth') ? 'town' : 'unknown'
}

/** Set the tracked values (a change the rules already clamped), then apply what a 0 brings. */
export function setHealth(em: Emitter, investigatorId: string, next: Health, cause: string): void {
  const inv = em.state.investigators.find((i) => i.id === investigatorId)
  const was = inv ? healthOf(inv) : null
  if (!inv || !was || same(was, next)) return
  em.emit({ type: 'HealthSet', data: { investigatorId, health: next } }, cause)
  checkHealth(em, investigatorId)
}

/** The rules of Sanity or Stamina at 0 (or a maximum at 0) for one investigator, now. */
export function checkHealth(em: Emitter, investigatorId: string): void {
  const inv = em.state.investigators.find((i) => i.id === investigatorId)
  const h = inv ? healthOf(inv) : null
  if (!inv || !h || inv.devoured) return
  const status = em.state.status
  if (status !== 'playing' && status !== 'final-battle') return
  const devour = (reason: string, cause: string) => {
    em.emit({ type: 'InvestigatorDevoured', data: { investigatorId, reason } }, cause)
    checkAllDevoured(em)
  }
  if (h.maxSanity === 0 || h.maxStamina === 0) return devour('maximum-zero', 'rule/maximum-zero-devours')
  if (h.sanity === 0 && h.stamina === 0) return devour('sanity-and-stamina-zero', 'rule/sanity-and-stamina-zero-devours')
  if (h.sanity > 0 && h.stamina > 0) return
  if (status === 'final-battle') return devour('final-battle', 'rule/final-battle-zero-devours')

  const kind = h.sanity === 0 ? 'insane' : 'unconscious'
  const where = whereFor(em, inv.location)
  em.emit({ type: 'InvestigatorKnockedOut', data: { investigatorId, kind, where } }, `rule/${kind}`)
  if (where === 'unknown') return
  // «musi natychmiast odrzucić połowę posiadanych przedmiotów i połowę żetonów Wskazówek (zaokrąglając w dół)».
  const lost = Math.floor(inv.clues / 2)
  if (lost > 0) em.emit({ type: 'CluesSpent', data: { investigatorId, count: lost } }, 'rule/knocked-out-half-clues')
  if (where === 'other-world') {
    // «Badacz odzyskuje po jednym punkcie Wytrzymałości i Poczytalności. Następnie … Zagubiony w Czasie i Przestrzeni».
    em.emit({ type: 'HealthSet', data: { investigatorId, health: changedHealth(h, { sanity: 1, stamina: 1 }) } }, 'rule/lost-regain')
    loseInTimeAndSpace(em, investigatorId, 'rule/lost-in-other-world')
  } else {
    em.emit({ type: 'InvestigatorMoved', data: { investigatorId, to: kind === 'insane' ? ARKHAM_ASYLUM : ST_MARYS_HOSPITAL } }, `rule/${kind}`)
    em.emit({ type: 'HealthSet', data: { investigatorId, health: changedHealth(h, kind === 'insane' ? { sanity: 1 } : { stamina: 1 }) } }, `rule/${kind}-regain`)
  }
}

/**
 * «ZNAKI STARSZYCH BOGÓW»: «Usunąć 1 żeton Poczytalności i 1 żeton Wytrzymałości z karty swojej
 * postaci. W efekcie Badacz może popaść w obłęd lub stracić przytomność, ale Znak Starszych Bogów
 * nadal zadziała.» Paid where the app tracks them (then what a 0 brings follows at once); otherwise
 * the table's alert reminds the players.
 */
export function payElderSignCost(em: Emitter, investigatorId: string): void {
  const inv = em.state.investigators.find((i) => i.id === investigatorId)
  const h = inv ? healthOf(inv) : null
  if (!h) return
  setHealth(em, investigatorId, changedHealth(h, { sanity: -1, stamina: -1 }), 'rule/elder-sign-cost')
}
