import type { FieldShape } from '../../../core'
import type { CommandOf, EsCommandType } from './commands'

type Fields<T extends EsCommandType> = { [K in keyof CommandOf<T>['data']]-?: FieldShape }

/** Requirement objects (`{investigation: N}`, `{lore: 1}` …). */
const REQUIREMENT: FieldShape = { object: { investigation: 'value', lore: 'value', peril: 'value', terror: 'value' } }
const REQUIREMENTS: FieldShape = { list: REQUIREMENT }
/** A trophy paid or lost: an adventure card or a monster token. */
const TROPHY: FieldShape = { list: { object: { kind: 'value', card: 'value', token: 'value' } } }
/** The facts of a Mythos card the players typed. */
const MYTHOS: FieldShape = { object: { title: 'value', doom: 'value', monsters: 'value', lockedDie: 'value', immediateEffect: 'value', terrorEffect: 'value', midnightEffect: 'value', persists: 'value' } }
const AO_FACTS: FieldShape = { object: { doomTrack: 'value', monsterSpaces: 'value', elderSignLimit: 'value', combatTask: REQUIREMENTS } }

/**
 * The fields of every Elder Sign command's data, checked when a game file is read (an unknown
 * field is refused). Typed so that every command is listed and every field listed exists.
 */
export const ES_COMMAND_FIELDS: { [T in EsCommandType]: Fields<T> } = {
  SetUpGame: {
    players: { list: { object: { name: 'value', investigator: 'value' } } },
    ancientOne: 'value',
    firstPlayer: 'value',
    facts: { object: { ancientOnes: { record: AO_FACTS }, adventureLocks: 'map' } },
  },
  MoveInvestigator: { to: 'value' },
  AdvanceClock: {},
  AddDie: { colour: 'value', spend: 'value' },
  BorrowLockedDie: { die: 'value' },
  Roll: { faces: 'map' },
  Reroll: { dice: 'value', source: 'value', by: 'value', spend: 'value', faces: 'map' },
  SetDieFace: { die: 'value', face: 'value', source: 'value', by: 'value' },
  CompleteTask: { task: 'value', dice: 'value' },
  FailRoll: { die: 'value' },
  DiscardDie: { die: 'value' },
  FocusDie: { die: 'value' },
  RequestAssistance: { helper: 'value', die: 'value' },
  CastHoldSpell: { dice: 'value' },
  ReleaseHeldDie: { die: 'value' },
  FailAdventure: {},
  DefeatMonster: { token: 'value', spend: 'value' },
  FirstAid: { option: 'value', stat: 'value', pay: TROPHY } as Fields<'FirstAid'>,
  LostAndFound: { face: 'value' },
  BuySouvenir: { item: 'value', cost: 'value', pay: TROPHY },
  PassAction: {},
  UseDailyAbility: { investigator: 'value' },
  RecoverStat: { investigator: 'value', stat: 'value', amount: 'value', spend: 'value' },
  PickStartingItems: { investigator: 'value', items: 'map' },
  ApplyEffect: { tag: 'value', investigator: 'value' },
  DealAdventure: { deck: 'value' },
  DiscardAdventure: { card: 'value' },
  AwakenAncientOne: {},
  AddLock: { colour: 'value', label: 'value' },
  ReleaseLock: { lock: 'value' },
  EndPersistentMythos: { mythos: 'value' },
  DefineAdventureLock: { card: 'value', lockedDie: 'value' },
  DrawMythos: { card: MYTHOS },
  PlaceMonster: {
    card: 'value',
    spot: { object: { kind: 'value', task: 'value', slot: 'value' } },
    token: { object: { name: 'value', requires: REQUIREMENTS, trophies: 'value', lockedDie: 'value', mask: 'value', backEffect: 'value' } },
  },
  ChooseEffect: { option: 'value' },
  LoseTrophies: { items: TROPHY },
  ChooseHelperLoss: { stat: 'value' },
  ChooseInvestigator: { player: 'value', investigator: 'value' },
  ResolveAncientOneAttack: {
    doom: 'value',
    investigators: { list: { object: { investigator: 'value', sanity: 'value', stamina: 'value', maxSanity: 'value', maxStamina: 'value', clues: 'value' } } },
  },
  CorrectDoom: { to: 'value' },
  CorrectElderSigns: { to: 'value' },
  CorrectClock: { to: 'value' },
  CorrectInvestigator: {
    investigator: 'value', sanity: 'value', stamina: 'value', maxSanity: 'value', maxStamina: 'value', clues: 'value',
    commonItem: 'value', uniqueItem: 'value', spell: 'value', ally: 'value',
  },
  CorrectTrophies: { investigator: 'value', remove: TROPHY, addMonster: 'value', addAdventure: 'value' },
  CorrectDailyAbility: { investigator: 'value', used: 'value' },
  ReplaceMythos: { card: MYTHOS, immediate: 'value' },
  CorrectDie: { die: 'value', to: 'value' },
  RemoveMonster: { token: 'value' },
  CorrectAdventureDeck: { deck: 'value', top: 'value' },
}
