/**
 * Shape of the AH2e facts in `rules-data/ah2e/*.json` (base game) and `rules-data/innsmouth/*.json`
 * (Innsmouth Horror, see `InnsmouthData` below).
 * Facts only (ids, names, numbers, symbols); never card text or art.
 * Every entry carries a `confidence` taken over from `../shared/reference/ah2e/`:
 * `high` = confirmed by two independent sources or the rulebook, `medium` = one source,
 * `low` = doubtful, `unknown` = not known at all (the value is null and the app must ask).
 */
export type Confidence = 'high' | 'medium' | 'low' | 'unknown'

/**
 * A name in both UI languages. `plAttested`: a Polish source of this edition gives `pl` (a rulebook
 * line or a reference record, in `plSource`); otherwise `pl` is our translation
 * (`scripts/data/ah2e-polish-names.json`, listed in sources.json `plNotAttested`).
 */
export interface LocalName {
  en: string
  pl: string
  plAttested: boolean
  /** Where the Polish name is attested: `seeds/<file>:<line> «quote»` or a reference source; only when attested. */
  plSource?: string
  /** Places, neighbourhoods and Other Worlds: the Polish phrases sentences use, with their prepositions. */
  plForms?: PlaceForms
}

/** «w Bibliotece» / «na Cmentarzu», «z Biblioteki» / «ze Szpitala…», «do Biblioteki» / «na Cmentarz». */
export interface PlaceForms {
  in: string
  from: string
  to: string
}

export type DimensionSymbol =
  | 'slash' | 'triangle' | 'star' | 'hexagon' | 'circle' | 'square' | 'diamond' | 'plus' | 'crescent'

export type MovementType = 'normal' | 'fast' | 'stationary' | 'flying' | 'unique' | 'aquatic'

export type EncounterColour = 'red' | 'blue' | 'green' | 'yellow'

export interface Neighbourhood {
  id: string
  name: LocalName
  board: 'arkham' | 'innsmouth'
  streetId: string
  locationIds: string[]
  /** Further street spaces of the neighbourhood besides `streetId` (Innsmouth: Sawbone Alley in Church Green). */
  otherStreetIds?: string[]
  /** Innsmouth: spaces of this neighbourhood's colour on the Feds Raid track (rulebook «Nalot Federalnych»). */
  fedsRaidSpaces?: number
}

export interface Space {
  id: string
  name: LocalName
  kind: 'street' | 'location' | 'special'
  board: 'arkham' | 'innsmouth' | 'edge'
  neighbourhood: string | null
  /** true = red diamond: gates, monsters and a starting clue may appear here. */
  unstable: boolean
  /** Spaces joined by movement lines. `null` = unknown (Innsmouth gaps). The Sky is handled by rule, not listed. */
  adjacent: string[] | null
  /** Where a monster goes when its symbol is in the white / black box. `null` = no arrow or unknown. */
  white: string | null
  black: string | null
  /** Terror level at which this shop closes and where its occupants go. */
  closesAtTerror?: number
  closedOccupantsMoveTo?: string
  /** Innsmouth: an aquatic location (aquatic monsters jump between these, rulebook «Ruch wodny»). Absent = not stated. */
  aquatic?: boolean
  /** Innsmouth: no movement lines; only an aquatic move gets here (Devil Reef, Y'ha-nthlei: «Diabelska Rafa i Y'ha-nthlei»). */
  reachableOnlyBy?: 'aquatic'
  /** Innsmouth: modifier printed under the name, used under martial law («Stan wyjątkowy»). `null` = unknown. */
  martialLawModifier?: number | null
  confidence: Confidence
  /**
   * Present only when `confidence` is 'unknown' because some facts of the entry are null (unknown):
   * the reference's confidence in the facts that are given (name, kind, neighbourhood, stability).
   */
  identityConfidence?: Exclude<Confidence, 'unknown'>
}

export interface OtherWorld {
  id: string
  name: LocalName
  colours: EncounterColour[]
  confidence: Confidence
}

/** One physical gate marker (the 16 are listed one by one, e.g. `gate-abyss-1`, `gate-abyss-2`). */
export interface GateMarker {
  id: string
  world: string
  dimension: DimensionSymbol
  /** The number printed on the marker, added to the close check. */
  modifier: number
  confidence: Confidence
}

export interface MonsterKind {
  id: string
  name: LocalName
  set: 'base' | 'innsmouth'
  dimension: DimensionSymbol | null
  movement: MovementType | null
  count: number | null
  mask: boolean
  endless: boolean
  spawn: boolean
  confidence: Confidence
  /** As on `Space`: the confidence in the known facts (name, count…) when `confidence` is 'unknown'. */
  identityConfidence?: Exclude<Confidence, 'unknown'>
}

export type MythosType = 'headline' | 'environment' | 'rumor' | 'special'

export interface MythosCard {
  id: string
  /** English title, used only as an identifier for search; no card text. */
  title: string
  /** The title in both UI languages (Polish mostly our translation: see `name.plAttested`). */
  name: LocalName
  set: 'base' | 'innsmouth'
  type: MythosType
  subtype: 'weather' | 'urban' | 'mystic' | null
  /** Gate location id; null for cards with no gate (The Story Continues…) or a surge card. */
  gate: string | null
  /** `surge` = the card shows a monster surge instead of a location. */
  gateMode: 'single' | 'none' | 'surge'
  burst: boolean
  clues: string[]
  white: DimensionSymbol[]
  black: DimensionSymbol[]
  /** Markers the card places while it stays in play; null = unknown. */
  activity: string[] | null
  closed: string[] | null
  reshuffleDeck: boolean
  /** Innsmouth Rumors: the card shows this many doom tokens where a gate location would be (`gateMode` 'none'). */
  doomTokensInsteadOfGate?: number
  /**
   * Innsmouth gate-burst cards: a second (Arkham) location one wiki snapshot lists next to the clue.
   * Unverified and not a clue; shown to the owner to check against the card.
   */
  secondLocationUnverified?: string
  confidence: Confidence
}

export interface AncientOne {
  id: string
  name: LocalName
  set: 'base' | 'innsmouth'
  doomTrack: number
  /** Printed combat rating; 'variable' (Hastur), null (Azathoth: none). */
  combatModifier: number | 'variable' | null
  /** Awakening ends the game at once as a loss (Azathoth). */
  awakeningEndsGame: boolean
  /** The 5 Mask monsters stay in the cup (Nyarlathotep). */
  masksInCup: boolean
  tags: string[]
  confidence: Confidence
}

export interface Ally {
  id: string
  name: LocalName
  confidence: Confidence
}

export interface DeckSize {
  id: string
  set: 'base' | 'innsmouth'
  count: number
  /** The base deck these cards are shuffled into (e.g. Innsmouth Mythos -> `mythos-cards`); absent = a deck of its own. */
  addsTo?: string
  confidence: Confidence
}

/**
 * One Gate card, the Other World encounter deck (rulebook «Faza IV: Spotkania w Innych Światach»).
 * Identity only: the ordinal id is not a printed number and no card text is stored.
 */
export interface GateCard {
  /** `base-gate-01` … `base-gate-49` (ordinal: blue 01–12, green 13–24, red 25–36, yellow 37–48, special 49). */
  id: string
  set: 'base' | 'innsmouth'
  /** Border colour: exactly one, except the special shuffle card (none). */
  colours: EncounterColour[]
  /** Other Worlds with their own encounter on the card; every other world reads the «Inne» entry. */
  worlds: string[]
  /** `shuffle-and-redraw`: the special card; shuffle the Gate deck and draw until a colour matches. */
  other: 'encounter' | 'draw-again' | 'shuffle-and-redraw'
  confidence: Confidence
}

/** One Location card of a neighbourhood deck (rulebook «Faza III: Spotkania w Arkham»); identity only. */
export interface LocationCard {
  /** `base-<neighbourhood>-01` … `-07` (ordinal, not a printed number). */
  id: string
  set: 'base' | 'innsmouth'
  neighbourhood: string
  confidence: Confidence
}

export interface Ah2eData {
  neighbourhoods: Neighbourhood[]
  spaces: Space[]
  worlds: OtherWorld[]
  gateMarkers: GateMarker[]
  monsters: MonsterKind[]
  mythos: MythosCard[]
  ancientOnes: AncientOne[]
  allies: Ally[]
  decks: DeckSize[]
  /** The Gate deck; optional so that owner-completed data without it still loads. */
  gateCards?: GateCard[]
  /** The neighbourhood (Location card) decks; optional like `gateCards`. */
  locationCards?: LocationCard[]
  /** Innsmouth facts with no place above (set by `withInnsmouth`); absent = the data has no Innsmouth. */
  innsmouth?: InnsmouthExtras
}

/** The Innsmouth facts the rules need beside the merged collections (`withInnsmouth`). */
export interface InnsmouthExtras {
  /** Spaces on the Deep Ones Rising and Feds Raid tracks («Tor Buntu Istot z Głębin», «Nalot Federalnych»). */
  tracks: { deepOnesRising: number; fedsRaid: number }
  /** Vortex spaces; `null` = unknown (the players say when a monster enters one). */
  vortices: string[] | null
  heralds: Herald[]
  /** Monster tokens in the box («Nowe żetony potworów»), to bound what the owner may define. */
  monsterTotals: InnsmouthMonsterTotals
  /** Arkham locations with an aquatic marker in games with Innsmouth (setup step 1: River Docks, Unvisited Isle). */
  arkhamAquaticLocations: string[]
  /** Spaces not allowed for a return from Lost in Time and Space (Y'ha-nthlei); optional for owner-completed data. */
  lostInTimeAndSpaceReturnExcluded?: string[]
}

// ------------------------------------------------------------------------------------------------
// Innsmouth Horror (`rules-data/innsmouth/*.json`; loader: `./innsmouth.ts`)

/** A Herald sheet (Innsmouth «Wariant Herolda»): identity only, no sheet text. */
export interface Herald {
  id: string
  name: LocalName
  confidence: Confidence
}

/** `rules-data/innsmouth/board.json`: the Innsmouth board and the facts printed on it. */
export interface InnsmouthBoard {
  /** The 3 Innsmouth neighbourhoods (`board: 'innsmouth'`, each with `fedsRaidSpaces`). */
  neighbourhoods: Neighbourhood[]
  /**
   * Streets, locations, Joe Sargent's and the Innsmouth Jail's cell (`board: 'innsmouth'`).
   * Street connections and arrows are not in any source: `adjacent` / `white` / `black` are null
   * (unknown) and `confidence` is 'unknown' until the owner of the box fills them in.
   */
  spaces: Space[]
  /** Number of spaces on the Deep Ones Rising and Feds Raid tracks («Tor Buntu Istot z Głębin», «Nalot Federalnych»). */
  tracks: { deepOnesRising: number; fedsRaid: number }
  /** Vortex spaces («worteksy»); `null` = count and positions unknown. */
  vortices: string[] | null
  /** Where an investigator arrested on the Innsmouth board goes («Aresztowanie w Innsmouth»). */
  arrestDestination: string
  /** Station spaces for travel between towns («Podróż między miastami»): Arkham's Train Station and Joe Sargent's. */
  depots: string[]
  /** Arkham locations that get an aquatic marker (setup step 1: River Docks, Unvisited Isle). */
  arkhamAquaticLocations: string[]
  /** Spaces an investigator may not pick when returning from Lost in Time and Space (Y'ha-nthlei). */
  lostInTimeAndSpaceReturnExcluded: string[]
}

/** Monster tokens in the Innsmouth box («Nowe żetony potworów»: 32, of which 2 Masks and 5 spawn). */
export interface InnsmouthMonsterTotals {
  tokens: number
  masks: number
  spawn: number
  /** Tokens mixed into the monster cup. */
  cup: number
  /** Tokens whose kind and count are known (sum of the known `count`s). */
  identified: number
}

/** `rules-data/innsmouth/monsters.json`. `complete: false` = most kinds are unknown; never fill them in. */
export interface InnsmouthMonsters {
  monsters: MonsterKind[]
  totals: InnsmouthMonsterTotals
  complete: boolean
}

/** `rules-data/innsmouth/ancient-ones.json`. */
export interface InnsmouthAncientOnes {
  ancientOnes: AncientOne[]
  heralds: Herald[]
}

/** Everything in `rules-data/innsmouth/` except the provenance file. */
export interface InnsmouthData {
  board: InnsmouthBoard
  monsters: InnsmouthMonsters
  mythos: MythosCard[]
  ancientOnes: InnsmouthAncientOnes
  decks: DeckSize[]
  /** `rules-data/innsmouth/gate-cards.json`: 16 single-world Gate cards (`other: 'draw-again'`). */
  gateCards: GateCard[]
  /** `rules-data/innsmouth/location-cards.json`: 4 per Arkham neighbourhood, 14 per Innsmouth neighbourhood. */
  locationCards: LocationCard[]
}
