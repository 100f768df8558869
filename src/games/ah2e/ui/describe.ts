import type { Ah2eCommand, Ah2eEvent, Ah2eState } from '@/games/ah2e/rules'
import type { EventLine } from '@/shell/module'
import { t } from './i18n'
import { allyName, ancientOneName, cardTitle, gateMarkerName, monsterKindName, monsterName, neighbourhoodName, placeFrom, placeIn, placeName, placeTo, worldName, worldTo } from './names'
import { ah2eFullData } from '@/games/ah2e/data/full'
import { innsmouthData } from '@/games/ah2e/data/innsmouth'

/** Investigator display name: the players' name or «Badacz n» / «Investigator n». */
export function investigatorName(state: Pick<Ah2eState, 'investigators'> | null, id: string): string {
  const inv = state?.investigators.find((i) => i.id === id)
  if (inv?.name) return inv.name
  return t('investigator.default', { n: id.replace('inv-', '') })
}

/**
 * The ordinal of an encounter card id (`base-gate-07` → 7, `base-downtown-03` → 3). It is our
 * ordinal, not a number printed on the card (see rules-data/ah2e/gate-cards.json).
 */
export function encounterCardNumber(id: string): number | null {
  const m = /-(\d+)$/.exec(id)
  return m ? Number(m[1]) : null
}

/** A Gate card's border colour(s) in the UI language; the special shuffle card has none. */
export function gateCardColours(id: string): string {
  const c = ah2eFullData.gateCards?.find((g) => g.id === id)
  if (!c) return '—'
  return c.colours.length ? c.colours.map((col) => t(`decks.colour.${col}`)).join(', ') : t('decks.gate.special')
}

/** The rulebook's clarification for an Ancient One («Nowi Przedwieczni»), or null when it has none. */
export function aoNote(aoId: string): string | null {
  const key = `aoNote.${aoId}`
  const s = t(key)
  return s === key ? null : s
}

/** A check modifier with its sign, as printed (−1, +1, 0). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** Runs of these events with one cause make one log line: the string and the part each event adds. */
const JOINED: Partial<Record<Ah2eEvent['type'], { key: string; part: (e: Ah2eEvent) => string }>> = {
  CluePlaced: { key: 'evs.CluePlaced', part: (e) => placeIn((e as Extract<Ah2eEvent, { type: 'CluePlaced' }>).data.location) },
  MonsterAppeared: {
    key: 'evs.MonsterAppeared',
    part: (e) => {
      const d = (e as Extract<Ah2eEvent, { type: 'MonsterAppeared' }>).data
      return `${monsterName(d.uid)} → ${placeName(d.location)}`
    },
  },
}

/**
 * An entry's events as log lines: a run of two or more clues (or monsters from the cup) with the
 * same cause is one line («Połóż po jednej Wskazówce: na Cmentarzu, w Lesie.»), the rest one each.
 */
export function describeEvents(events: readonly Ah2eEvent[], state: Ah2eState | null): EventLine[] {
  const out: EventLine[] = []
  for (let i = 0; i < events.length; ) {
    const e = events[i]
    const join = JOINED[e.type]
    let j = i + 1
    if (join) while (j < events.length && events[j].type === e.type && events[j].cause === e.cause) j++
    const run = events.slice(i, j)
    const text = run.length > 1 && join ? t(join.key, { n: run.length, parts: run.map(join.part).join(', ') }) : describeEvent(e, state)
    out.push({ text, ...(e.cause ? { cause: e.cause } : {}) })
    i = j
  }
  return out
}

/** One event as a sentence in the UI language (the Log and the Mythos result). */
export function describeEvent(e: Ah2eEvent, state: Ah2eState | null): string {
  const inv = (id: string) => investigatorName(state, id)
  switch (e.type) {
    case 'GameSetUp': return t('ev.GameSetUp', { players: e.data.players, ao: ancientOneName(e.data.ancientOne), seed: e.data.seed })
    case 'PhaseAdvanced': return t('ev.PhaseAdvanced', { phase: t(`phase.${e.data.phase}`) })
    case 'MythosCardDrawn': return t(e.data.ignoreAbility ? 'ev.MythosCardDrawnSecondRumor' : 'ev.MythosCardDrawn', { card: cardTitle(e.data.cardId) })
    case 'MythosCardSetAside': return t(`ev.MythosCardSetAside.${e.data.reason}`, { card: cardTitle(e.data.cardId) })
    case 'MythosStepReached': return t('ev.MythosStepReached', { step: t(`mythosStep.${e.data.step}`) })
    case 'MythosPhaseEnded': return t('ev.MythosPhaseEnded', { turn: e.data.nextTurn })
    case 'MythosMovesPlanned': return t('ev.MythosMovesPlanned', { count: e.data.uids.length })
    case 'GatePrevented':
      if (e.data.by === 'ability') return e.data.location ? t('ev.GatePreventedByAbility', { placeIn: placeIn(e.data.location) }) : t('ev.GatePreventedByAbilityNowhere')
      return t('ev.GatePrevented', { placeIn: placeIn(e.data.location) })
    case 'DoomAdded': return t('ev.DoomAdded', { n: e.data.amount })
    case 'DoomRemoved': return t('ev.DoomRemoved', { n: e.data.amount })
    case 'GateOpened': return t('ev.GateOpened', { placeIn: placeIn(e.data.location), marker: gateMarkerName(e.data.markerId) })
    case 'CluesDiscarded': return t('ev.CluesDiscarded', { placeIn: placeIn(e.data.location), n: e.data.count })
    case 'InvestigatorDrawnThrough': return t('ev.InvestigatorDrawnThrough', { who: inv(e.data.investigatorId), worldTo: worldTo(e.data.world) })
    case 'MonsterSurgeBegan': return t('ev.MonsterSurgeBegan', { placeIn: placeIn(e.data.location), n: e.data.total, plan: Object.entries(e.data.plan).map(([g, n]) => `${placeName(g)} ${n}`).join(', ') })
    case 'MonsterAppeared': return t('ev.MonsterAppeared', { monster: monsterName(e.data.uid), place: placeName(e.data.location) })
    case 'MonsterMoved': return t('ev.MonsterMoved', { monster: monsterName(e.data.uid), from: placeName(e.data.from), to: placeName(e.data.to) })
    case 'MonstersReturnedToCup': return t('ev.MonstersReturnedToCup', { monsters: e.data.uids.map(monsterName).join(', ') })
    case 'MonsterBoxed': return t('ev.MonsterBoxed', { monster: monsterName(e.data.uid) })
    case 'TerrorRaised': return t('ev.TerrorRaised', { n: e.data.to })
    case 'TerrorCorrected': return t('ev.TerrorCorrected', { n: e.data.to })
    case 'AllyBoxed': return t('ev.AllyBoxed', { ally: allyName(e.data.allyId) })
    case 'AllyTaken': return t('ev.AllyTaken', { ally: allyName(e.data.allyId), who: inv(e.data.investigatorId) })
    case 'LocationClosed': return t('ev.LocationClosed', { place: placeName(e.data.location) })
    case 'LocationReopened': return t('ev.LocationReopened', { place: placeName(e.data.location) })
    case 'InvestigatorMoved': return t('ev.InvestigatorMoved', { who: inv(e.data.investigatorId), place: placeName(e.data.to) })
    case 'InvestigatorStoodUp': return e.data.to ? t('ev.InvestigatorStoodUp.moved', { who: inv(e.data.investigatorId), placeTo: placeTo(e.data.to) }) : t('ev.InvestigatorStoodUp', { who: inv(e.data.investigatorId) })
    case 'InvestigatorUpdated': return t('ev.InvestigatorUpdated', { who: inv(e.data.investigatorId) })
    case 'ExploredMarkerPlaced': return t('ev.ExploredMarkerPlaced', { who: inv(e.data.investigatorId), place: placeName(e.data.location) })
    case 'PositionTrackingSet': return t(e.data.on ? 'ev.PositionTrackingSet.on' : 'ev.PositionTrackingSet.off')
    case 'CluePlaced': return t('ev.CluePlaced', { placeIn: placeIn(e.data.location) })
    case 'ClueNotPlaced': return t('ev.ClueNotPlaced', { placeIn: placeIn(e.data.location) })
    case 'CluesTaken': return e.data.location
      ? t('ev.CluesTaken.from', { who: inv(e.data.investigatorId), n: e.data.count, placeFrom: placeFrom(e.data.location) })
      : t('ev.CluesTaken', { who: inv(e.data.investigatorId), n: e.data.count })
    case 'CluesSpent': return t('ev.CluesSpent', { who: inv(e.data.investigatorId), n: e.data.count })
    case 'PendingChoiceOpened': return t(`ev.PendingChoiceOpened.${e.data.choice.kind}`)
    case 'PendingChoiceAnswered': return t('ev.PendingChoiceAnswered')
    case 'HeadlineResolved': return t('ev.HeadlineResolved', { card: cardTitle(e.data.cardId) })
    case 'EnvironmentEntered': return t(e.data.replaced ? 'ev.EnvironmentReplaced' : 'ev.EnvironmentEntered', { card: cardTitle(e.data.cardId), old: e.data.replaced ? cardTitle(e.data.replaced) : '' })
    case 'RumorEntered': return t('ev.RumorEntered', { card: cardTitle(e.data.cardId) })
    case 'RumorIgnored': return t('ev.RumorIgnored', { card: cardTitle(e.data.cardId) })
    case 'RumorEnded': return t(`ev.RumorEnded.${e.data.outcome}`, { card: cardTitle(e.data.cardId) })
    case 'EnvironmentDiscarded': return t('ev.EnvironmentDiscarded', { card: cardTitle(e.data.cardId) })
    case 'MythosMarkersPlaced': return t('ev.MythosMarkersPlaced', { places: [...e.data.activity, ...e.data.closed].map(placeName).join(', ') })
    case 'MythosDeckReshuffled': return t('ev.MythosDeckReshuffled')
    case 'GateClosed': return t('ev.GateClosed', { who: inv(e.data.investigatorId), placeIn: placeIn(e.data.location) })
    case 'ElderSignPlaced': return t(e.data.fromTrack ? 'ev.ElderSignPlacedFromTrack' : 'ev.ElderSignPlaced', { placeIn: placeIn(e.data.location) })
    case 'ElderSignRemoved': return t('ev.ElderSignRemoved', { placeIn: placeIn(e.data.location) })
    case 'ElderSignCardPlayed': return t('ev.ElderSignCardPlayed', { who: inv(e.data.investigatorId) })
    case 'MonsterTrophyTaken': return t('ev.MonsterTrophyTaken', { who: inv(e.data.investigatorId), monster: monsterName(e.data.uid) })
    case 'GateTrophySpent': return t('ev.GateTrophySpent', { who: inv(e.data.investigatorId) })
    case 'MonsterTrophySpent': return t('ev.MonsterTrophySpent', { who: inv(e.data.investigatorId), monster: monsterName(e.data.uid) })
    case 'InvestigatorLostInTimeAndSpace':
      return e.data.returnsAtTurn === undefined
        ? t('ev.InvestigatorLostInTimeAndSpace', { who: inv(e.data.investigatorId) })
        : t('ev.InvestigatorLostInTimeAndSpaceUntil', { who: inv(e.data.investigatorId), turn: e.data.returnsAtTurn })
    case 'InvestigatorReturnedFromLostInTimeAndSpace': return t('ev.InvestigatorReturnedFromLostInTimeAndSpace', { who: inv(e.data.investigatorId), placeTo: placeTo(e.data.to) })
    case 'HealthSet': {
      const h = e.data.health
      return h
        ? t('ev.HealthSet', { who: inv(e.data.investigatorId), sanity: h.sanity, maxSanity: h.maxSanity, stamina: h.stamina, maxStamina: h.maxStamina })
        : t('ev.HealthUntracked', { who: inv(e.data.investigatorId) })
    }
    case 'InvestigatorKnockedOut': return t(`ev.InvestigatorKnockedOut.${e.data.kind}.${e.data.where}`, { who: inv(e.data.investigatorId) })
    case 'InvestigatorArrested': return t('ev.InvestigatorArrested', { who: inv(e.data.investigatorId), placeTo: placeTo(e.data.to) })
    case 'VigilanceCheckDue':
      return e.data.modifier === null
        ? t('ev.VigilanceCheckDueUnknown', { who: inv(e.data.investigatorId), placeIn: placeIn(e.data.space) })
        : t('ev.VigilanceCheckDue', { who: inv(e.data.investigatorId), placeIn: placeIn(e.data.space), mod: signed(e.data.modifier) })
    case 'VigilanceCheckPassed': return t('ev.VigilanceCheckPassed', { who: inv(e.data.investigatorId) })
    case 'InvestigatorReplaced': return t('ev.InvestigatorReplaced', { who: inv(e.data.investigatorId) })
    case 'InvestigatorDevoured': return t('ev.InvestigatorDevoured', { who: inv(e.data.investigatorId) })
    case 'AncientOneAwakened': return t('ev.AncientOneAwakened', { reason: t(`awaken.${e.data.reason}`) })
    case 'DoomTrackFilled': return t(e.cause === 'rule/zhar-second-being' ? 'ev.DoomTrackFilled.secondBeing' : 'ev.DoomTrackFilled', { n: e.data.added })
    case 'BattleRoundStarted': return t('ev.BattleRoundStarted', { round: e.data.round })
    case 'BattleAttackRecorded': return t('ev.BattleAttackRecorded', { who: inv(e.data.investigatorId), n: e.data.successes, total: e.data.total })
    case 'GameWon': return t(`alert.won.${e.data.how}`)
    case 'GameLost': return t(`alert.lost.${e.data.reason}`)
    case 'ScoreInputsSet': return t('ev.ScoreInputsSet')
    case 'GateCardDrawn': return t('ev.GateCardDrawn', { world: worldName(e.data.world), n: encounterCardNumber(e.data.cardId) ?? e.data.cardId, colour: gateCardColours(e.data.cardId), skipped: e.data.skipped.length })
    case 'GateDeckReshuffled': return t('ev.GateDeckReshuffled', { skipped: e.data.skipped.length })
    case 'LocationCardDrawn': return t('ev.LocationCardDrawn', { hood: neighbourhoodName(e.data.neighbourhood), n: encounterCardNumber(e.data.cardId) ?? e.data.cardId })
    case 'UprisingTokenPlaced': return t('ev.UprisingTokenPlaced', { n: e.data.to, max: innsmouthData.board.tracks.deepOnesRising })
    case 'DeepOnesRisingCorrected': return t('ev.DeepOnesRisingCorrected', { n: e.data.to })
    case 'MonsterEnteredVortex': return t('ev.MonsterEnteredVortex', { monster: monsterName(e.data.uid), place: placeName(e.data.from) })
    case 'FedsRaidCluesPlaced': return t('ev.FedsRaidCluesPlaced', { who: inv(e.data.investigatorId), n: e.data.count, hood: neighbourhoodName(e.data.neighbourhood) })
    case 'FedsRaided': return t('ev.FedsRaided', { n: e.data.uprisingRemoved })
    case 'StateOfEmergencyDeclared': return t('ev.StateOfEmergencyDeclared', { doom: e.data.doom, max: e.data.doomMax })
    case 'AncientOneCounterAdjusted': return t('ev.AncientOneCounterAdjusted', { counter: aoCounterName(e.data.key), n: e.data.to })
    case 'InnsmouthLookDrawn': return t('ev.InnsmouthLookDrawn', { cards: e.data.cardIds.map((id) => encounterCardNumber(id) ?? id).join(', ') })
    case 'PersonalStorySet': return t(`ev.PersonalStorySet.${e.data.status}`, { who: inv(e.data.investigatorId), story: e.data.story ?? '—' })
    case 'MonsterKindDefined': return t('ev.MonsterKindDefined', { monster: monsterKindName(e.data.kind.id, e.data.kind.name), n: e.data.tokens.length, placeTo: placeTo(e.data.to) })
    case 'ArrowDefined': return t('ev.ArrowDefined', { colour: t(`arrowColour.${e.data.colour}`), placeFrom: placeFrom(e.data.space), placeTo: placeTo(e.data.to) })
  }
}

/** A counter on the Ancient One's sheet by name (its key when the UI has no name for it). */
export function aoCounterName(key: string): string {
  const k = `aoCounter.${key}`
  const s = t(k)
  return s === k ? key : s
}

/** Why it happened: the rule or step behind an event. */
export function describeCause(cause: string | undefined): string {
  if (!cause) return ''
  const key = `cause.${cause}`
  const s = t(key)
  return s === key ? cause : s
}

const signedNumber = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/**
 * A command in the log: its name and, for a choice, a correction or an action on a piece, what it
 * was (which monster went where, by how much doom moved, who took the clues).
 */
export function describeCommand(c: Ah2eCommand, state: Ah2eState | null = null): string {
  const name = t(`cmd.${c.type}`)
  const inv = (id: string) => investigatorName(state, id)
  let what: string | null = null
  switch (c.type) {
    case 'ChooseMonsterDestination': what = `${monsterName(c.data.uid)} → ${placeName(c.data.to)}`; break
    case 'PlaceMonster': what = `${monsterName(c.data.uid)} → ${placeName(c.data.to)}`; break
    case 'ChooseClueTaker': case 'PickUpClues': what = inv(c.data.investigatorId); break
    case 'PlaceSurge': what = Object.entries(c.data.counts).filter(([, n]) => n > 0).map(([g, n]) => `${placeName(g)} ${n}`).join(', '); break
    case 'AdjustDoom': what = signedNumber(c.data.delta); break
    case 'RaiseTerror': what = signedNumber(c.data.amount); break
    case 'CorrectTerror': what = t('cmdx.to', { n: c.data.to }); break
    case 'AdjustDeepOnesRising': what = signedNumber(c.data.delta); break
    case 'AdjustAncientOneCounter': what = signedNumber(c.data.delta); break
    case 'GainClues': what = `${inv(c.data.investigatorId)} ${signedNumber(c.data.count)}`; break
    case 'SpendClues': what = `${inv(c.data.investigatorId)} ${signedNumber(-c.data.count)}`; break
    case 'MoveInvestigator': what = `${inv(c.data.investigatorId)} → ${placeName(c.data.to)}`; break
    case 'CloseGate': case 'SealGate': what = `${placeName(c.data.location)} · ${inv(c.data.investigatorId)}`; break
    case 'DefeatMonster': what = `${monsterName(c.data.uid)} · ${inv(c.data.investigatorId)}`; break
    case 'TakeAlly': what = `${allyName(c.data.allyId)} · ${inv(c.data.investigatorId)}`; break
    case 'ReopenLocation': what = placeName(c.data.location); break
    case 'DrawMythosCard': what = c.data.cardId ? cardTitle(c.data.cardId) : null; break
    case 'DrawGateCard': what = worldName(c.data.world); break
    case 'DrawLocationCard': what = neighbourhoodName(c.data.neighbourhood); break
    case 'ArrestInvestigator': case 'DevourInvestigator': case 'LoseInTimeAndSpace': case 'ReplaceInvestigator': what = inv(c.data.investigatorId); break
    case 'RecordBattleAttack': what = `${inv(c.data.investigatorId)}: ${c.data.successes}`; break
    default: what = null
  }
  return what ? `${name}: ${what}` : name
}
