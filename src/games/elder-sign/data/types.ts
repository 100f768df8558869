/**
 * Shapes of the Elder Sign facts in `rules-data/elder-sign/*.json` (built by
 * scripts/build-elder-sign-data.mjs, checked by the JSON Schemas next to them). Facts only: names,
 * numbers, symbols and neutral tags. `null` always means "unknown", never "none".
 */

export type Confidence = 'high' | 'medium' | 'low' | 'unknown'
export type DieColour = 'green' | 'yellow' | 'red'
export type FaceId = 'investigation-1' | 'investigation-2' | 'investigation-3' | 'investigation-4' | 'lore' | 'peril' | 'terror' | 'wildcard'
export type FaceKind = 'investigation' | 'lore' | 'peril' | 'terror' | 'wildcard'

/**
 * A component's name in both languages. Every component has a Polish name: attested where the
 * Polish rulebook uses it (`plSource`: its line), otherwise our translation (`plAttested: false`),
 * which the owner may correct on the device (the names screen).
 */
export interface LocalName {
  en: string
  pl: string
  plAttested: boolean
  /** `seeds/<file>:<line> «<form on that line>»` for an attested name. */
  plSource?: string
}

export interface Face {
  id: FaceId
  kind: FaceKind
  /** Investigation value (the wildcard may count as 4). */
  value: number
  /** The wildcard: what it may count as (FAQ v1.0 errata: 4 Investigation, not 1). */
  countsAs: FaceId[] | null
  name: LocalName
}

export interface DieKind {
  colour: DieColour
  count: number
  /** Stable ids of the physical dice of this colour (`green-1`…`green-6`, `yellow`, `red`). */
  dieIds: string[]
  faces: FaceId[]
  inBasePool: boolean
  name: LocalName
  confidence: Confidence
  sources: string[]
}

/**
 * One symbol of a task. Rulebook «Zadania» (l.261–299): Investigation N needs dice summing to at
 * least N; Lore, Peril and Terror need one die showing that face.
 */
export type Requirement = { investigation: number } | { lore: 1 } | { peril: 1 } | { terror: 1 }

export interface TaskCost {
  sanity?: number
  stamina?: number
  clock?: number
}

export type MonsterFrame = 'full' | { partial: number[] }

export interface AdventureTask {
  requires: Requirement[]
  /** A white frame: `full` = a monster token replaces the row; `partial` = replaces those requirements. */
  monsterFrame: MonsterFrame | null
  cost: TaskCost | null
}

export type RewardKey = 'clue' | 'commonItem' | 'uniqueItem' | 'spell' | 'ally' | 'elderSign' | 'otherWorld' | 'monster' | 'doom' | 'sanity' | 'stamina'
export type RewardCounts = Partial<Record<RewardKey, number>>

export interface Adventure {
  id: string
  name: LocalName
  deck: 'adventure' | 'other-world'
  trophies: number
  /** The arrow: tasks top to bottom (rulebook «Kolejność zadań», l.255–257). */
  ordered: boolean
  tasks: AdventureTask[]
  emptyMonsterSlots: number
  /** False when the sources disagree about the card's monster frames (none are modelled). */
  monsterFramesKnown: boolean
  /** null = unknown: the app asks the players once when the card comes out. */
  lockedDie: DieColour | null
  terrorEffect: string | null
  midnightEffect: string | null
  whenDrawn: { monstersAppearHere: number } | null
  rewards: RewardCounts
  penalties: RewardCounts
  unseenForcesReplacement: boolean
  confidence: Record<'tasks' | 'ordered' | 'trophies' | 'rewards' | 'penalties' | 'monsterSlots' | 'effects' | 'lockedDie', Confidence>
  sources: Record<string, string[]>
  notes: string[]
}

export type AoOwnerFact = 'doomTrack' | 'monsterSpaces' | 'elderSignLimit' | 'combatTask'

export interface AncientOne {
  id: string
  name: LocalName
  doomTrack: number | null
  /** 1-based doom-track positions with the monster symbol. */
  monsterSpaces: number[] | null
  elderSignLimit: number | null
  combatTask: Requirement[] | null
  /** No battle: the awakening loses the game (Azathoth, low confidence). */
  awakeningEndsGame: boolean
  /** The 5 Mask tokens join the cup (rulebook l.169: only with Nyarlathotep). */
  maskMonsters: boolean
  tags: string[]
  /** The facts the players must give at setup (unknown in the data). */
  ownerCompletes: AoOwnerFact[]
  confidence: Record<'name' | 'numbers' | 'monsterSpaces' | 'combatTask' | 'tags', Confidence>
  sources: Record<string, string[]>
  notes: string[]
}

export type ItemKind = 'commonItem' | 'uniqueItem' | 'spell' | 'ally'

/** Investigator abilities that change a rule the engine enforces. */
export type RuleFlag = 'multiple-tasks-per-roll' | 'uses-locked-dice' | 'no-monsters-on-own-turn' | 'immune-to-terror-effects' | 'ignores-mythos-ongoing-effects'

export interface Investigator {
  id: string
  name: LocalName
  title: LocalName
  maxSanity: number
  maxStamina: number
  starting: {
    commonItem: number
    uniqueItem: number
    spell: number
    ally: number
    clue: number
    /** Pick `pick` cards among `from` (Amanda Sharpe). */
    choice: { pick: number; from: ItemKind[] } | null
    namedAlly: string | null
  }
  ability: { name: LocalName; oncePerDay: boolean; tags: string[]; ruleFlags: RuleFlag[] }
  confidence: Record<'name' | 'title' | 'stats' | 'startingItems' | 'startingClues' | 'ability', Confidence>
  sources: Record<string, string[]>
  notes: string[]
}

export interface FirstAidOption {
  id: string
  trophies: number
  effect: string
}

export interface Entrance {
  actions: [
    { id: 'first-aid'; name: LocalName; options: FirstAidOption[]; confidence: Confidence; sources: string[] },
    { id: 'lost-and-found'; name: LocalName; roll: { green: number; modifiable: boolean }; table: null; confidence: Confidence; sources: string[] },
    { id: 'souvenir'; name: LocalName; maxPurchasesPerTurn: number; souvenirs: null; confidence: Confidence; sources: string[] },
  ]
  trophies: { spentAdventureCardsGoTo: 'deck-bottom'; spentMonsterTokensGoTo: 'cup'; changeGiven: boolean; confidence: Confidence; sources: string[] }
}

export interface MonsterFacts {
  cup: { regular: number; mask: number; maskOnlyWith: string; confidence: Confidence; sources: string[] }
  monsters: {
    id: string
    name: LocalName
    mask: boolean
    count: number | null
    requires: Requirement[] | null
    trophies: number | null
    lockedDie: DieColour | null
    backEffectTags: string[] | null
    confidence: { name: Confidence; set: Confidence }
    sources: Record<string, string[]>
  }[]
}

export interface MythosFacts {
  count: number
  countConfidence: Confidence
  midnightOrder: string[]
  extraMidnightsInOneTurn: string
  rulesConfidence: Confidence
  rulesSources: string[]
  cards: {
    id: string
    name: LocalName
    doom: number | null
    monstersAppear: number | null
    lockedDie: DieColour | null
    terrorEffect: string | null
    midnightEffect: string | null
    ongoingTags: string[]
    persists: boolean | null
    confidence: { name: Confidence; persists: Confidence }
    sources: Record<string, string[]>
  }[]
}

export interface DeckFacts {
  decks: { id: string; name: LocalName; size: 'small' | 'large'; count: number; confidence: Confidence; sources: string[]; knownCards: { id: string; name: LocalName; confidence: Confidence }[] }[]
  totals: { largeCards: number; smallCards: number }
  tokens: Record<'investigatorMarkers' | 'sanity' | 'stamina' | 'clue' | 'monster' | 'maskMonster' | 'doom' | 'elderSign', number> & { confidence: Confidence }
  dice: Record<DieColour, number>
}

export interface SourceEntry {
  where: string
  lineage: string
  files: string[]
  notes: string[]
}

/** Every Elder Sign fact the rules use. Treat as read-only. */
export interface EsData {
  faces: Face[]
  dice: DieKind[]
  adventures: Adventure[]
  ancientOnes: AncientOne[]
  investigators: Investigator[]
  entrance: Entrance
  monsters: MonsterFacts
  mythos: MythosFacts
  decks: DeckFacts
  sources: Record<string, SourceEntry>
}
