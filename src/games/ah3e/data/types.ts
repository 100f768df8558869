/**
 * Shapes of the Arkham Horror 3rd edition facts in `rules-data/ah3e/*.json` (built by
 * scripts/build-ah3e-data.mjs, checked by the JSON Schemas next to them). Facts only: ids, names,
 * counts, map structure and neutral tags. `null` always means "unknown" (the owner of the box
 * completes it in the app), never "none".
 */

export type Confidence = 'high' | 'medium' | 'low' | 'unknown'

/** `pl` only where the Polish Under Dark Waves rulebook uses the name (null = not attested). */
/**
 * A name in both languages. Every name has a Polish one: attested by a seed line (`plSource`;
 * `plConfidence` high = the Under Dark Waves rulebook, medium = the Polish AH2e edition's name of
 * the same place) or the app's translation (`plAttested: false`, low; `plBasis` says where it comes
 * from), which the owner corrects on the device.
 */
export interface LocalName {
  en: string
  pl: string
  plAttested: boolean
  plConfidence: 'high' | 'medium' | 'low'
  plSource?: string
  plBasis?: string
}

/** The mythos token types (the cup keys). */
export const TOKEN_TYPES = ['spread-doom', 'spawn-monster', 'spawn-clue', 'read-headline', 'gate-burst', 'reckoning', 'spread-terror', 'blank'] as const
export type TokenType = (typeof TOKEN_TYPES)[number]
export type Cup = Record<TokenType, number>
export type CupDelta = Partial<Record<TokenType, number>>

export type SetId = 'base' | 'under-dark-waves' | 'dead-of-night' | 'secrets-of-the-order'
export type Town = 'arkham' | 'innsmouth' | 'kingsport' | 'other-world'
export type StreetType = 'residential' | 'bridge' | 'scenic'
export type RouteType = 'country-road' | 'ferry-terminal' | 'train-platform'
/** Which doom-overflow card a scenario's codex holds: #2 Anomalies, #1 Outbreak, #61 Terror. */
export type OverflowPolicy = 'anomaly' | 'outbreak' | 'terror'

export interface Fact {
  confidence: Confidence
  sources: string[]
}

export interface Space {
  id: string
  name: LocalName
}

export interface Neighbourhood {
  id: string
  name: LocalName
  town: Town
  set: SetId
  spaces: Space[]
  confidence: Confidence
  sources: string[]
}

export interface Mystery {
  id: string
  name: LocalName
  set: SetId
  ownEncounterDeck: boolean | null
  confidence: Confidence
  sources: string[]
}

export interface Street {
  between: [string, string]
  type: StreetType
}

export interface Route {
  neighbourhood: string
  type: RouteType
}

export interface LayoutAddition {
  archive: number
  neighbourhoods: string[]
  streets: Street[]
  routes: Route[]
  confidence: Confidence
  sources: string[]
}

/** A scenario's map beyond its neighbourhoods: streets, travel routes, mysteries, tiles added later. */
export interface Layout {
  streets: Street[]
  routes: Route[]
  mysteries: { mystery: string; attachedTo: string }[]
  additions: LayoutAddition[]
  confidence: Confidence
  sources: string[]
  notes?: string
}

export interface MapFacts {
  rules: { spacesPerNeighbourhood: number; sources: string[]; confidence: Confidence }
  neighbourhoods: Neighbourhood[]
  mysteries: Mystery[]
  streetTypes: { id: StreetType; tiles: number | null; confidence: Confidence; sources: string[] }[]
  routeTypes: { id: RouteType; name: LocalName; tiles: number | null; confidence: Confidence; sources: string[] }[]
  layouts: Record<string, Layout>
  tiles: {
    base: { neighbourhoodTiles: number | null; streetTiles: number | null; confidence: Confidence }
    underDarkWaves: { neighbourhoodTiles: number | null; mysteryTiles: number | null; travelRouteTiles: number | null; confidence: Confidence }
  }
}

/** Facts the owner completes in the app (asked once, remembered per device, carried by the setup). */
export type OwnerFact = 'name-pl' | 'sheet-bands' | 'event-cards' | 'terror-deck' | 'mythos-cup' | 'start-space' | 'starting-doom' | 'codex' | 'event-card-count' | 'mystery-attachment'

export interface Scenario {
  id: string
  name: LocalName
  set: SetId
  aliases: string[]
  /** A record with many facts unknown (later boxes): the owner completes them at setup. */
  partial: boolean
  mythosCup: Cup | null
  startSpace: string | null
  startingDoom: { space: string; doom: number }[] | null
  codexAtStart: number[] | null
  overflow: OverflowPolicy
  overflowCard: 1 | 2 | 61
  anomalySet: string | null
  terrorSet: string | null
  neighbourhoods: string[]
  neighbourhoodsLater: { byArchive: number[] | null; add: string[]; eventCardsAdded: number | null }[]
  mysteries: { mystery: string; attachedTo: string | null }[]
  eventCards: number | null
  eventCardsAtStart: number | null
  facts: Record<'mythosCup' | 'startSpace' | 'startingDoom' | 'codexAtStart' | 'overflow' | 'neighbourhoods' | 'eventCards', Fact>
  ownerCompletes: OwnerFact[]
  conflicts: { field: string; values: Record<string, string | number>; resolution: string }[]
}

export type InevitableSetupStep = 'spread-doom-once-extra' | 'fewer-starting-clues' | 'gate-burst-at-end' | 'sheet-doom-per-game-beyond-7'

/** One row of the Inevitable table (rulebook «Tryb nieuniknionego», l.717–758). */
export interface InevitableRow {
  game: number
  /** The last row applies to every game from its number on (8+). */
  andLater: boolean
  cupDelta?: CupDelta
  setup?: InevitableSetupStep
  count?: number
  /** Rows 5 and 7 lost their number in the OCR (inferred). */
  numberConfidence: Confidence
}

export interface ScenarioFacts {
  gameModes: { story: { cupDelta: CupDelta }; challenge: { cupDelta: CupDelta }; confidence: Confidence; sources: string[] }
  inevitable: { rows: InevitableRow[]; cumulative: true; confidence: Confidence; sources: string[] }
  setup: { startingClues: number; headlineDeck: number; confidence: Confidence; sources: string[] }
  scenarios: Scenario[]
}

export interface PerBox {
  base: number | null
  underDarkWaves: number | null
}

export interface TokenFacts {
  mythosTokenTypes: { id: TokenType; name: LocalName; set: 'base' | 'under-dark-waves'; confidence: Confidence; sources: string[] }[]
  tokens: { id: string; name: LocalName; count: PerBox; confidence: Confidence; sources: string[] }[]
  terrorTokens: { ones: number; threes: number; confidence: Confidence }
  decks: { id: string; name: LocalName; count: PerBox; inPlay?: number; sets?: Record<string, number | null>; perScenario?: Record<string, number | null>; confidence: Confidence; sources: string[] }[]
}

export interface SourceEntry {
  where: string
  files: string[]
}

export interface Ah3eData {
  map: MapFacts
  scenarios: ScenarioFacts
  tokens: TokenFacts
  sources: Record<string, SourceEntry>
}
