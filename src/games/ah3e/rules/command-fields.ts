import type { FieldShape } from '../../../core'
import type { Ah3eCommandType, CommandOf } from './commands'

type Fields<T extends Ah3eCommandType> = { [K in keyof CommandOf<T>['data']]-?: FieldShape }

/** An event card as the players read it: a neighbourhood and doom icons by space. */
const FACTS: FieldShape = { object: { neighbourhood: 'value', doom: 'map' } }
const CARDS: FieldShape = { list: FACTS }
/** What the owner read off a scenario's sheet (`ScenarioOwnerFacts`). */
const OWNER_FACTS: FieldShape = {
  object: {
    mythosCup: 'map',
    startSpace: 'value',
    startingDoom: { list: { object: { space: 'value', doom: 'value' } } },
    codex: 'value',
    mysteries: 'map',
    terrorDeck: 'value',
    eventCardCount: 'value',
    eventCards: CARDS,
    sheetBands: 'value',
  },
}

/**
 * The fields of every AH3e command's data, checked when a game file is read (an unknown field is
 * refused). Typed so that every command is listed and every field listed exists.
 */
export const AH3E_COMMAND_FIELDS: { [T in Ah3eCommandType]: Fields<T> } = {
  SetUpGame: {
    rules: 'value',
    scenario: 'value',
    mode: 'value',
    players: { list: { object: { name: 'value', investigator: 'value' } } },
    lead: 'value',
    draws: { object: { cup: 'value', events: 'value' } },
    series: { object: { id: 'value', pool: 'value', games: { list: { object: { scenario: 'value', result: 'value', investigators: 'value', barred: 'value' } } } } },
    off: 'value',
    facts: OWNER_FACTS,
    factsByScenario: { record: OWNER_FACTS },
  },
  EndPhase: {},
  DrawMythosToken: { token: 'value', cards: CARDS, extra: 'value', on: 'value' },
  ChangeLead: { player: 'value' },
  SetMythosSource: { cup: 'value' },
  DescribeEventCard: { neighbourhood: 'value', doom: 'map' },
  ClearOverflowSpace: { space: 'value' },
  ChooseInvestigator: { player: 'value', investigator: 'value' },
  ResolveTerrorEncounter: { investigator: 'value', neighbourhood: 'value' },
  SpreadDoom: { cards: CARDS },
  SpawnClue: { cards: CARDS },
  GateBurst: { cards: CARDS },
  DiscardEventCard: { cards: CARDS },
  SpreadTerror: { neighbourhood: 'value' },
  PlaceDoom: { space: 'value', count: 'value' },
  RemoveDoom: { space: 'value', count: 'value' },
  PlaceSheetDoom: { count: 'value' },
  RemoveSheetDoom: { count: 'value' },
  GatherClue: { neighbourhood: 'value', doom: 'map' },
  AddEventCards: { count: 'value' },
  SearchEventDeck: { trait: 'value', end: 'value', found: 'value', passed: 'value', use: 'value', cards: CARDS },
  AddMythosToken: { token: 'value' },
  RemoveMythosToken: { token: 'value' },
  AddToCodex: { card: 'value' },
  RemoveFromCodex: { card: 'value' },
  InvestigatorLeaves: { player: 'value', how: 'value' },
  EndGame: { result: 'value' },
  CorrectDoom: { space: 'value', to: 'value' },
  CorrectSheetDoom: { to: 'value' },
  CorrectTerror: { neighbourhood: 'value', tokens: 'value', cards: 'value' },
  CorrectDecks: { eventDeck: 'value', terrorDeck: 'value', headlines: 'value' },
  CorrectCup: { cup: 'map', drawn: 'map' },
  SetSheetBands: { bands: 'value' },
}
