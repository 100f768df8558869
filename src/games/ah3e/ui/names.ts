import { ah3eData as data, indexOf } from '@/games/ah3e/data'
import type { TokenType } from '@/games/ah3e/data'
import type { Ah3eState } from '@/games/ah3e/rules'
import type { Locale } from '@/i18n'
import { installedPacks } from '@/shell/packIndex'
import { resolveName } from '@/shell/names'
import { locale, t } from './i18n'
import { ah3eNamedComponent, nameCorrections, packEntryOf } from './nameList'
import { ownerTitles, useAh3eFactsStore } from './ownerFacts'

/**
 * Names of AH3e components in the UI language. Every component has a Polish name in rules-data:
 * the Under Dark Waves rulebook's, the Polish AH2e edition's for the same place, or the app's
 * translation (`plAttested: false`). The owner of the box corrects any name on the device to match
 * their copy (`nameCorrections`, kept with the owner facts; a scenario title typed at setup counts
 * as its Polish name); a content pack's name comes next; every name shown goes through
 * `componentName`, so a correction shows on every screen, in the log and on the «Na planszy» sheet.
 * Sentences put names after a colon or in quotes, so Polish never has to decline them.
 */

const ix = indexOf(data)

/** Upper-case the first letter (a sentence that starts with a lower-case phrase). */
export const cap = (s: string): string => (s ? s[0].toLocaleUpperCase(locale.value) + s.slice(1) : s)

/**
 * The owner facts (and so the corrections) are read the first time a name is wanted (after a
 * reload nothing else may have read them yet: a game opened straight from the list); the screens
 * show the corrected names as soon as they are read.
 */
function ensureFacts() {
  try {
    const facts = useAh3eFactsStore()
    if (!facts.loaded) void facts.load()
  } catch {
    // No store to read from (plain code outside the app): the corrections already read, if any.
  }
}

/**
 * The component's name in `l`: the owner's correction on this device first, then (Polish) a
 * scenario title typed at setup, then the owner's content pack in that language, then rules-data.
 */
export function componentName(key: string, l: Locale = locale.value): string | undefined {
  const c = ah3eNamedComponent(key)
  if (!c) return undefined
  ensureFacts()
  const typed = l === 'pl' && c.collection === 'scenarios' ? ownerTitles.value[c.id] : undefined
  return resolveName('ah3e', key, l, c.name[l], { corrections: nameCorrections.value, packs: installedPacks.value, entry: packEntryOf(c), typed })
}
/** Both languages (the saved-games line and the story are written in both). */
export const componentNames = (key: string): { pl: string; en: string } | undefined =>
  ah3eNamedComponent(key) ? { pl: componentName(key, 'pl')!, en: componentName(key, 'en')! } : undefined

/** A scenario's title in quotes («„Tyrani zniszczenia”»). */
export const scenarioName = (id: string | null | undefined): string => (id ? t('name.scenario', { title: scenarioTitle(id) }) : t('name.scenarioUnknown'))

/** A scenario's bare title: the owner's, a content pack's, else rules-data's (Polish: the app's translation). */
export const scenarioTitle = (id: string): string => componentName(`scenarios/${id}`) ?? id

export const neighbourhoodName = (id: string): string => componentName(`neighbourhoods/${id}`) ?? id

/** A neighbourhood's name labelled by `key`, unless the name already says what it is. */
function labelledHood(id: string, key: string): string {
  const name = neighbourhoodName(id)
  const word = t('names.kind.neighbourhoods').toLocaleLowerCase(locale.value)
  return name.toLocaleLowerCase(locale.value).includes(word) ? name : t(key, { neighbourhood: name })
}

/**
 * A neighbourhood as the subject of a line: «Dzielnica: Easttown», but a name that already says
 * what it is stands alone («Dzielnica Handlowa», not «Dzielnica: Dzielnica Handlowa»; the same for
 * a name the owner corrected). Review ah3e-udw #12.
 */
export const hoodSubject = (id: string): string => labelledHood(id, 'name.hood')

/**
 * A neighbourhood in the middle of a sentence (`{hood}` in the strings): «dzielnica: Easttown»
 * (Polish labels a name it does not decline), but a name that already says it stands alone
 * («Spotkanie grozy — Stella Clark, Dzielnica Handlowa»; the same for a name the owner corrected).
 * English has the bare name («in Easttown»). Review ah3e-udw #12.
 */
export const hoodInline = (id: string): string => labelledHood(id, 'name.hoodInline')

/** A location's or a mystery's name. */
export const spaceName = (id: string): string => componentName(ix.mystery(id) ? `mysteries/${id}` : `spaces/${id}`) ?? id

/** A travel route type («wiejska droga»). */
export const routeName = (id: string): string => componentName(`routes/${id}`) ?? id

/** A mythos token's name (two are the app's translations: the expansion booklet never names them). */
export const tokenName = (token: TokenType | string): string => componentName(`mythos/${token}`) ?? token

export const modeName = (mode: string): string => t(`mode.${mode}`)

export const useName = (use: string): string => t(`use.${use}`)

/**
 * A player left unnamed on the form: it records «Gracz 2» / «Player 2» (`setup.playerN` in each
 * language), the rules «Player 2» for a name not sent.
 */
const unnamed = (name: string, player: number): boolean => name === `Gracz ${player + 1}` || name === `Player ${player + 1}`

/** A player's own name, or «Gracz 2» (in the UI language) for one left unnamed. */
export function playerLabel(state: Pick<Ah3eState, 'players'> | null, player: number): string {
  const name = state?.players[player]?.name?.trim()
  return name && !unnamed(name, player) ? name : t('name.player', { n: player + 1 })
}

/**
 * A player for a sentence: their own name or, for one left unnamed at setup, the investigator they
 * play (the table knows «Tommy Muldoon», not «Gracz 2»); «Gracz 2» while they have none.
 */
export function playerName(state: Pick<Ah3eState, 'players'> | null, player: number): string {
  const name = state?.players[player]?.name?.trim()
  const investigator = state?.players[player]?.investigator?.trim()
  return (!name || unnamed(name, player)) && investigator ? investigator : playerLabel(state, player)
}

/** Doom icons of an event card as a list («Dom św. Erazma ×2, Gilman House»). */
export function doomList(doom: Record<string, number> | null): string {
  if (!doom) return ''
  return Object.entries(doom).map(([sp, n]) => (n > 1 ? `${spaceName(sp)} ×${n}` : spaceName(sp))).join(', ')
}

/** An archive card («nr 61 („Groza”)»: only #61's Polish title is attested, l.281–282). */
export const archiveCard = (card: number): string => t(card === 61 ? 'name.archive.61' : card === 1 || card === 2 ? `name.archive.${card}` : 'name.archive', { n: card })
