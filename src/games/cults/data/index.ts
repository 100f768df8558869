/**
 * Rise of the Cults facts read from the Polish rulebook (`rules-data/cults/facts.json`, each with
 * its source lines and confidence). Pure module: no vue, pinia, dexie or DOM imports.
 */
import factsJson from '../../../../rules-data/cults/facts.json'
import type { District, Fact, PlayerCountRow } from './types'

export type { Confidence, District, Fact, PlayerCountRow } from './types'

const f = factsJson as unknown as {
  districts: Fact<District[]>
  districtNumbers: Fact<Record<District, number>>
  rounds: Fact<number>
  byPlayers: Fact<Record<'1' | '2' | '3' | '4', PlayerCountRow>>
  tokensKept: Fact<number>
  samePlanPerRound: Fact<number>
  bluffTokens: Fact<number>
  kit: Fact<{ rituals: Record<'1' | '2' | '3', number>; sites: number; dominance: number; plans: number; cards: number }>
  costs: Fact<{ site: number; ritual: Record<'1' | '2' | '3', number>; perInvestigator: number }>
  augmentationCards: Fact<number>
  recruitmentDice: Fact<{ count: number; rerolls: number; faces: string[] }>
  npcStart: Fact<{ rituals: Partial<Record<District, number>>; supplyLeft: Record<string, number> }>
  npcDieToPlan: Fact<string[]>
  npcCombat: Fact<{ topCards: number; dice: number; rerolls: number }>
  layouts: Fact<number>
  goals: Fact<{ id: string; lowest?: boolean; needs: unknown[] }[]> & { count: number }
}

export const cultsData = {
  districts: f.districts.value,
  defaultNumbers: f.districtNumbers.value,
  rounds: f.rounds.value,
  byPlayers: f.byPlayers.value,
  tokensKept: f.tokensKept.value,
  samePlanPerRound: f.samePlanPerRound.value,
  bluffTokens: f.bluffTokens.value,
  kit: f.kit.value,
  costs: f.costs.value,
  augmentationCards: f.augmentationCards.value,
  recruitmentFaces: f.recruitmentDice.value.faces,
  recruitmentDice: f.recruitmentDice.value.count,
  recruitmentRerolls: f.recruitmentDice.value.rerolls,
  npcStart: f.npcStart.value.rituals,
  npcDieToPlan: f.npcDieToPlan.value,
  npcCombat: f.npcCombat.value,
  layouts: f.layouts.value,
  /** The legible Goal cards (solo) with their requirements; 8 in the box (l.403–413). */
  goals: f.goals.value,
  goalCount: f.goals.count,
  /** Every fact with its source and confidence (the rules matrix and the data test read them). */
  raw: factsJson as unknown as Record<string, unknown>,
}
