import { ah3eData as data, indexOf } from '@/games/ah3e/data'
import type { LocalName, TokenType } from '@/games/ah3e/data'
import type { Ah3eState } from '@/games/ah3e/rules'
import { packName } from '@/shell/packIndex'
import { has, locale, t } from './i18n'
import { ownerTitles, useAh3eFactsStore } from './ownerFacts'

/**
 * Names of AH3e components in the UI language. Polish names come from the data's `name.pl`, set
 * only where the Polish Under Dark Waves rulebook attests the name; otherwise the English name is
 * shown (never a made-up translation). Scenario titles are English in both languages, in quotes
 * (no Polish title is attested) unless the owner gave one in a content pack. Sentences put names after a colon or in quotes, so Polish never
 * has to decline them.
 */

const ix = indexOf(data)

/** The name in the UI language: the attested Polish one, else English. */
export const pick = (n: LocalName | undefined, fallback: string): string => (n ? (locale.value === 'pl' ? n.pl ?? n.en : n.en) : fallback)

/** Upper-case the first letter (a sentence that starts with a lower-case phrase). */
export const cap = (s: string): string => (s ? s[0].toLocaleUpperCase(locale.value) + s.slice(1) : s)

const owned = (kind: string, id: string) => packName('ah3e', kind, id)

/** A scenario's title in quotes («„Tyrants of Ruin”»): the owner's (a content pack) in the UI language, else the English one. */
export const scenarioName = (id: string | null | undefined): string => (id ? t('name.scenario', { title: scenarioTitle(id) }) : t('name.scenarioUnknown'))

/** A scenario's bare title: a content pack's, else the one the owner typed off the box (Polish UI), else the English one. */
export function scenarioTitle(id: string): string {
  return owned('scenario', id) ?? (locale.value === 'pl' ? ownerTitle(id) : undefined) ?? ix.scenario(id)?.name.en ?? id
}

/**
 * The owner's title of a scenario (typed off the Polish box), read from this device. The titles are
 * read the first time one is wanted (after a reload nothing else may have read them yet: a game
 * opened straight from the list); the screens show it as soon as it is read.
 */
export function ownerTitle(id: string): string | undefined {
  try {
    const facts = useAh3eFactsStore()
    if (!facts.loaded) void facts.load()
  } catch {
    // No store to read from (plain code outside the app): the titles already read, if any.
  }
  return ownerTitles.value[id]
}

export const neighbourhoodName = (id: string): string => owned('neighbourhood', id) ?? pick(ix.neighbourhood(id)?.name, id)

/** A location's or a mystery's name. */
export function spaceName(id: string): string {
  const own = owned('space', id)
  if (own) return own
  const m = ix.mystery(id)
  if (m) return pick(m.name, id)
  const n = ix.neighbourhoodOfSpace(id)
  return pick(ix.neighbourhood(n)?.spaces.find((s) => s.id === id)?.name, id)
}

/**
 * A mythos token's name. Two have no Polish name in our seeds (Spawn Monster, Reckoning: the
 * expansion booklet never names them): the Polish UI uses the app's translation
 * (`tokenTranslated.*`, marked so in docs/rules-matrix-ah3e.md), never the English word mid-sentence.
 */
export const tokenName = (token: TokenType | string): string => {
  const n = data.tokens.mythosTokenTypes.find((x) => x.id === token)?.name
  if (n && locale.value === 'pl' && !n.pl && has(`tokenTranslated.${token}`)) return t(`tokenTranslated.${token}`)
  return pick(n, token)
}

export const modeName = (mode: string): string => t(`mode.${mode}`)

export const useName = (use: string): string => t(`use.${use}`)

/** A player for a sentence: their name, or «Gracz 2». */
export function playerName(state: Ah3eState | null, player: number): string {
  const name = state?.players[player]?.name
  return name && name.trim() ? name : t('name.player', { n: player + 1 })
}

/** Doom icons of an event card as a list («Dom św. Erazma ×2, Gilman House»). */
export function doomList(doom: Record<string, number> | null): string {
  if (!doom) return ''
  return Object.entries(doom).map(([sp, n]) => (n > 1 ? `${spaceName(sp)} ×${n}` : spaceName(sp))).join(', ')
}

/** An archive card («nr 61 („Groza”)»: only #61's Polish title is attested, l.281–282). */
export const archiveCard = (card: number): string => t(card === 61 ? 'name.archive.61' : card === 1 || card === 2 ? `name.archive.${card}` : 'name.archive', { n: card })
