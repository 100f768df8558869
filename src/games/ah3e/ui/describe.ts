import type { PendingInfo } from '@/core'
import type { Ah3eCommand, Ah3eEvent, Ah3eState } from '@/games/ah3e/rules'
import { t } from './i18n'
import { archiveCard, cap, doomList, hoodInline, hoodSubject, modeName, neighbourhoodName, playerLabel, playerName, scenarioName, spaceName, tokenName, useName } from './names'

/**
 * AH3e events, commands, causes and questions as sentences in the UI language (the log, the live
 * region, the question banner). Polish sentences never decline a name: a neighbourhood, a space, a
 * token or an investigator stands after a colon or a dash, a scenario title in quotes. Verbs are in
 * the present tense or the impersonal form, which have no gender. Every count before a noun is a
 * plural block in the strings.
 */

/** Events the log and the announcements leave out: bookkeeping whose effect the next events say. */
export const HIDDEN_EVENTS: ReadonlySet<string> = new Set<Ah3eEvent['type']>(['ChoiceAnswered', 'RoundEnded'])

/** Questions the rules ask (`PendingChoice.kind`). */
export const PENDING_KINDS = ['event-card', 'overflow-space', 'new-investigator'] as const

export function describeEvent(e: Ah3eEvent, state: Ah3eState | null): string {
  return cap(eventText(e, state))
}

function eventText(e: Ah3eEvent, state: Ah3eState | null): string {
  switch (e.type) {
    case 'GameSetUp': {
      const d = e.data
      const p = { scenario: scenarioName(d.scenario), mode: modeName(d.mode), players: d.players.length, lead: playerName({ players: d.players } as Ah3eState, d.lead) }
      return d.series ? t('ev.GameSetUp.series', { ...p, game: d.series.game }) : t(d.scenarioDrawn ? 'ev.GameSetUp.drawn' : 'ev.GameSetUp', p)
    }
    case 'MythosTokenAdded': return t('ev.MythosTokenAdded', { token: tokenName(e.data.token) })
    case 'MythosTokenRemoved': return t(`ev.MythosTokenRemoved.${e.data.from}`, { token: tokenName(e.data.token) })
    case 'MythosTokenNotRemoved': return t('ev.MythosTokenNotRemoved', { token: tokenName(e.data.token) })
    case 'MythosCupRefilled': return t('ev.MythosCupRefilled', { n: Object.values(e.data.returned).reduce((a, b) => a + b, 0) })
    case 'MythosTokenDrawn':
      return e.data.extra || e.data.player === null
        ? t('ev.MythosTokenDrawn.extra', { token: tokenName(e.data.token) })
        : t('ev.MythosTokenDrawn', { player: playerName(state, e.data.player), token: tokenName(e.data.token) })
    case 'MythosEffectLeftToPlayers': return t(`ev.MythosEffectLeftToPlayers.${e.data.token}`)
    case 'InevitableModifierApplied': return t('ev.InevitableModifierApplied', { what: t(`inevitable.row.${e.data.row}`, { n: e.data.times }) })
    case 'InevitableModifierLeftToPlayers': return t('ev.InevitableModifierLeftToPlayers', { what: t(`inevitable.row.${e.data.row}`, { n: e.data.times }) })
    case 'RoundStarted': return t('ev.RoundStarted', { n: e.data.round })
    case 'PhaseChanged': return t(`ev.PhaseChanged.${e.data.phase}`)
    case 'RoundEnded': return t('ev.RoundEnded', { n: e.data.round })
    case 'LeadChanged': return t('ev.LeadChanged', { player: playerName(state, e.data.player) })
    case 'MythosSourceChanged': return t(`ev.MythosSourceChanged.${e.data.cup}`)
    case 'EventCardDrawn': {
      const base = t(`ev.EventCardDrawn.${e.data.end}`, { use: useName(e.data.use) })
      return e.data.facts ? `${base} ${factsText(e.data.facts)}` : base
    }
    case 'EventCardRead': return factsText(e.data.facts)
    case 'EventCardDiscarded': return t('ev.EventCardDiscarded', { hood: hoodInline(e.data.card.facts.neighbourhood) })
    case 'EventCardsToBottom': return t('ev.EventCardsToBottom', { n: e.data.cards.length })
    case 'EventDeckEmpty': return t('ev.EventDeckEmpty', { use: useName(e.data.use) })
    case 'EventDeckReshuffled': return t('ev.EventDeckReshuffled', { n: e.data.deck.length })
    case 'EventCardsAdded': return t('ev.EventCardsAdded', { n: e.data.count })
    case 'EventDeckSearched':
      return t(`ev.EventDeckSearched.${e.data.found ? 'found' : 'none'}.${e.data.end}`, { trait: e.data.trait, n: e.data.passed })
    case 'ClueSpawned':
      return t(e.data.terrorCards > 0 ? 'ev.ClueSpawned.terror' : 'ev.ClueSpawned', { hood: hoodInline(e.data.neighbourhood) })
    case 'ClueGathered': return t('ev.ClueGathered', { hood: hoodInline(e.data.neighbourhood) })
    case 'DoomPlaced': return t('ev.DoomPlaced', { space: spaceName(e.data.space), n: e.data.to })
    case 'DoomRemoved': return t('ev.DoomRemoved', { space: spaceName(e.data.space), n: e.data.to })
    case 'DoomRedirected': return t('ev.DoomRedirected', { hood: hoodInline(e.data.neighbourhood) })
    case 'SheetDoomAdded': return t('ev.SheetDoomAdded', { n: e.data.to })
    case 'SheetDoomRemoved': return t('ev.SheetDoomRemoved', { n: e.data.to })
    case 'SheetBandReached': return t('ev.SheetBandReached', { n: e.data.band })
    case 'SheetBandsChanged': return e.data.bands.length ? t('ev.SheetBandsChanged', { list: e.data.bands.join(', ') }) : t('ev.SheetBandsChanged.none')
    case 'AnomalyAppeared': return t('ev.AnomalyAppeared', { hood: hoodInline(e.data.neighbourhood) })
    case 'AnomalyRemoved': return t('ev.AnomalyRemoved', { hood: hoodInline(e.data.neighbourhood) })
    case 'OutbreakStarted': return t('ev.OutbreakStarted', { space: spaceName(e.data.space) })
    case 'DoomOverflowed': return t('ev.DoomOverflowed', { hood: hoodInline(e.data.neighbourhood), n: e.data.doom })
    case 'SpaceCleared': return t('ev.SpaceCleared', { space: spaceName(e.data.space), n: e.data.removed })
    case 'CodexCardAdded': return t('ev.CodexCardAdded', { card: archiveCard(e.data.card) })
    case 'CodexCardRemoved': return t('ev.CodexCardRemoved', { card: archiveCard(e.data.card) })
    case 'NeighbourhoodsAdded': return t('ev.NeighbourhoodsAdded', { list: e.data.neighbourhoods.map(neighbourhoodName).join(', '), card: archiveCard(e.data.archive) })
    case 'TerrorSpread': return t('ev.TerrorSpread', { hood: hoodInline(e.data.neighbourhood), terror: e.data.terror, cards: e.data.cards })
    case 'TerrorSpreadPrevented': return t('ev.TerrorSpreadPrevented', { hood: hoodInline(e.data.neighbourhood) })
    case 'TerrorEncounterResolved':
      return t('ev.TerrorEncounterResolved', {
        investigator: e.data.investigator,
        hood: hoodInline(e.data.neighbourhood),
        card: e.data.card,
        of: e.data.of,
        tier: e.data.tier,
        terror: e.data.terror,
      })
    case 'HeadlineRead': return t('ev.HeadlineRead', { n: e.data.left })
    case 'HeadlineDeckEmpty': return t('ev.HeadlineDeckEmpty')
    case 'InvestigatorLeft': return t(`ev.InvestigatorLeft.${e.data.how}`, { investigator: e.data.investigator, player: playerLabel(state, e.data.player) })
    case 'InvestigatorJoined': return t('ev.InvestigatorJoined', { investigator: e.data.investigator, player: playerLabel(state, e.data.player) })
    case 'ChoiceOpened': return t('ev.ChoiceOpened', { question: t(`pending.${e.data.choice.kind}`) })
    case 'ChoiceAnswered': return t('ev.ChoiceAnswered')
    case 'ChainStopped': return e.data.why === 'repeat' ? t('ev.ChainStopped.repeat', { steps: e.data.steps ?? 0, left: e.data.left }) : t('ev.ChainStopped')
    case 'GameEnded': return t(`ev.GameEnded.${e.data.result}.${e.data.reason}`)
    case 'SeriesEnded': return t(`ev.SeriesEnded.${e.data.result}`, { n: e.data.games })
    case 'DoomCorrected': return t('ev.DoomCorrected', { space: spaceName(e.data.space), n: e.data.to })
    case 'SheetDoomCorrected': return t('ev.SheetDoomCorrected', { n: e.data.to })
    case 'TerrorCorrected': return t('ev.TerrorCorrected', { hood: hoodInline(e.data.neighbourhood), terror: e.data.terror, cards: e.data.cards })
    case 'DecksCorrected': return t('ev.DecksCorrected', { events: e.data.eventDeck.length, terror: e.data.terrorDeck, headlines: e.data.headlines })
    case 'CupCorrected':
      return t('ev.CupCorrected', { cup: Object.values(e.data.cup).reduce((a, b) => a + b, 0), drawn: Object.values(e.data.drawn).reduce((a, b) => a + b, 0) })
  }
}

/** What an event card names: «dzielnica: Port Kingsport; zagłada na polach: Dom św. Erazma ×2». */
export function factsText(f: { neighbourhood: string; doom: Record<string, number> | null }): string {
  const n = t('ev.facts.neighbourhood', { hood: hoodSubject(f.neighbourhood) })
  return f.doom ? `${n} ${t('ev.facts.doom', { list: doomList(f.doom) })}` : n
}

const KNOWN_CAUSES = new Set([
  'setup', 'setup/starting-clues', 'setup/starting-doom', 'setup/spread-doom-once', 'setup/codex', 'mode/story', 'mode/challenge', 'mythos', 'round', 'players',
  'effect', 'encounter', 'correction', 'owner', 'rule/overflow', 'rule/outbreak', 'rule/anomaly', 'rule/anomaly-cleared', 'rule/empty-event-deck', 'rule/empty-terror-deck',
  'rule/empty-headline-deck', 'rule/empty-cup', 'rule/investigator-lost', 'rule/sheet-band', 'rule/ask', 'rule/no-investigator', 'rule/series', 'rule/runaway-chain', 'test/given',
])

/** Why an event happened (its `cause`), in words. */
export function describeCause(cause: string | undefined): string {
  if (!cause) return ''
  if (KNOWN_CAUSES.has(cause)) return t(`cause.${cause}`)
  let m = /^token\/(.+)$/.exec(cause)
  if (m) return t('cause.token', { token: tokenName(m[1]) })
  m = /^inevitable\/(\d+)$/.exec(cause)
  if (m) return t('cause.inevitable', { n: Number(m[1]) })
  return cause
}

/** The question a pending choice asks. */
export function describePending(p: PendingInfo): string {
  return (PENDING_KINDS as readonly string[]).includes(p.kind) ? t(`pending.${p.kind}`) : t('pending.unknown')
}

const str = (d: unknown, k: string): string | null => {
  const v = d && typeof d === 'object' ? (d as Record<string, unknown>)[k] : undefined
  return typeof v === 'string' ? v : null
}
const num = (d: unknown, k: string): number | null => {
  const v = d && typeof d === 'object' ? (d as Record<string, unknown>)[k] : undefined
  return typeof v === 'number' ? v : null
}

/** A command's name in the log. */
export function describeCommand(c: Ah3eCommand, state: Ah3eState | null = null): string {
  const d: unknown = c.data
  switch (c.type) {
    case 'DrawMythosToken': return str(d, 'token') ? t('cmd.DrawMythosToken.physical', { token: tokenName(str(d, 'token')!) }) : (d as { on?: unknown }).on === true ? t('cmd.DrawMythosToken.on') : t('cmd.DrawMythosToken')
    case 'PlaceDoom':
    case 'RemoveDoom':
    case 'CorrectDoom':
    case 'ClearOverflowSpace':
      return str(d, 'space') ? t(`cmd.${c.type}`, { space: spaceName(str(d, 'space')!) }) : t(`cmd.${c.type}.plain`)
    case 'GatherClue':
    case 'CorrectTerror':
    case 'DescribeEventCard':
      return str(d, 'neighbourhood') ? t(`cmd.${c.type}`, { hood: hoodInline(str(d, 'neighbourhood')!) }) : t(`cmd.${c.type}.plain`)
    case 'SpreadTerror': return str(d, 'neighbourhood') ? t('cmd.SpreadTerror', { hood: hoodInline(str(d, 'neighbourhood')!) }) : t('cmd.SpreadTerror.unstable')
    case 'ResolveTerrorEncounter': return str(d, 'investigator') ? t('cmd.ResolveTerrorEncounter', { investigator: str(d, 'investigator')! }) : t('cmd.ResolveTerrorEncounter.plain')
    case 'AddMythosToken':
    case 'RemoveMythosToken':
      return str(d, 'token') ? t(`cmd.${c.type}`, { token: tokenName(str(d, 'token')!) }) : t(`cmd.${c.type}.plain`)
    case 'AddToCodex':
    case 'RemoveFromCodex':
      return num(d, 'card') !== null ? t(`cmd.${c.type}`, { card: archiveCard(num(d, 'card')!) }) : t(`cmd.${c.type}.plain`)
    case 'InvestigatorLeaves': {
      const how = str(d, 'how')
      return how && ['defeated', 'devoured', 'retired'].includes(how) ? t(`cmd.InvestigatorLeaves.${how}`) : t('cmd.InvestigatorLeaves')
    }
    case 'ChooseInvestigator': return str(d, 'investigator') ? t('cmd.ChooseInvestigator', { investigator: str(d, 'investigator')! }) : t('cmd.ChooseInvestigator.none')
    case 'SearchEventDeck': return str(d, 'trait') ? t('cmd.SearchEventDeck', { trait: str(d, 'trait')! }) : t('cmd.SearchEventDeck.plain')
    case 'ChangeLead': return num(d, 'player') !== null && state?.players[num(d, 'player')!] ? t('cmd.ChangeLead.to', { player: playerName(state, num(d, 'player')!) }) : t('cmd.ChangeLead')
    case 'EndGame': return str(d, 'result') === 'won' ? t('cmd.EndGame.won') : t('cmd.EndGame.lost')
    default:
      return t(`cmd.${c.type}`)
  }
}
