import type { FieldShape } from '../../../core'
import type { CommandOf, CultsCommandType } from './commands'

type Fields<T extends CultsCommandType> = { [K in keyof CommandOf<T>['data']]-?: FieldShape }

const LAYOUT: FieldShape = { object: { sanity: 'map', investigators: 'map' } }
const DISTRICT_CARD: FieldShape = { object: { label: 'value', type: 'value', cost: 'value', attack: 'value', power: 'value', terror: 'value', thugs: 'value', copies: 'value' } }
const GOAL_CARD: FieldShape = { object: { id: 'value', label: 'value', difficulty: 'value', needs: { list: { object: { kind: 'value', district: 'value', n: 'value' } } } } }

/** The fields of every command's data, checked when a game file is read (an unknown field is refused). */
export const CULTS_COMMAND_FIELDS: { [T in CultsCommandType]: Fields<T> } = {
  SetUpGame: {
    players: { list: { object: { name: 'value', colour: 'value' } } },
    solo: 'value',
    outDistrict: 'value',
    firstCultist: 'value',
    rounds: 'value',
    layout: 'value',
    layouts: { record: LAYOUT },
    dominanceSpaces: 'value',
    npc: {
      object: {
        deck: 'value',
        cards: { list: { object: { id: 'value', attack: 'value', thugs: 'value', disorganization: 'value', guardian: 'value' } } },
        settings: { object: { districtNumbers: 'map', dieToPlan: 'value', noGuardian: 'value', fallbackMovesTrack: 'value', influenceTie: 'value', defendFrom: 'value', removeAfterTerror: 'value', destroyForThugs: 'value', capStash: 'value', siteOutOfPlay: 'value' } },
      },
    },
    goal: 'value',
    goalCard: GOAL_CARD,
    rules: 'value',
  },
  SetLayout: { sanity: 'map', investigators: 'map' },
  PlaceStartingSite: { district: 'value' },
  RevealCity: { advance: 'value', preparation: 'value', cards: 'value', planMarkers: 'value', tokenLimit: 'value', label: 'value', disorganization: 'value' },
  RollRecruitment: { seat: 'value', reroll: 'value', faces: 'value' },
  EndCultPhase: {},
  PlacePlan: { district: 'value' },
  NpcTurn: { die: 'value', plan: 'value' },
  TakePlan: { district: 'value', plan: 'value', guardian: 'value', action: 'value', destroy: 'value', site: 'value', ritual: 'value', from: 'value', level: 'value', card: 'value' },
  Reinforce: { from: 'value', level: 'value' },
  EnterAttack: { totals: 'map', npcCards: 'value' },
  ResolveTerror: { add: 'value', skip: 'value', replace: 'value', remove: 'value' },
  Hide: { tokens: 'map' },
  CheckGoal: { met: 'value' },
  CorrectDistrict: { district: 'value', investigators: 'value', track: 'value', sanity: 'value', guardians: 'value', actions: 'value' },
  CorrectDisorganization: { seat: 'value', to: 'value' },
  SetDistrictCards: { district: 'value', guardian: DISTRICT_CARD, action: DISTRICT_CARD, guardians: 'value', actions: 'value' },
  ChangeSetting: { setting: 'value', value: 'value', numbers: 'map' },
}
