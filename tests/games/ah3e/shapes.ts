import type { Ah3eSetup } from '@/games/ah3e/rules'

/**
 * A setup's shape: each top-level field with the kind of value it holds (`null`, a list, an object,
 * a string…), the series' kind (none, new, under way). What the conformance kit's setups must cover:
 * every shape the setup form sends (AH3E-SETUP-03; the form's own setups checked in views.test.ts).
 */
export function shapeOf(setup: Ah3eSetup): string {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v)
  const fields = Object.entries(setup).map(([k, v]) => `${k}:${kind(v)}`)
  const series = setup.series ? (setup.series.games.length ? 'under-way' : 'new') : 'none'
  return [...fields.sort(), `series=${series}`].join(' ')
}

/** The shapes the setup form sends (ui/SetupForm.vue, its `create()`), without the optional `off`. */
export const FORM_SHAPES = [
  // A standalone game, the lead drawn or chosen.
  'draws:object facts:object lead:null mode:string players:list rules:number scenario:string series:null series=none',
  'draws:object facts:object lead:number mode:string players:list rules:number scenario:string series:null series=none',
  // A new series, the scenario named.
  'draws:object facts:object lead:null mode:string players:list rules:number scenario:string series:object series=new',
  // A series (new or under way), the scenario drawn: the device's facts by scenario.
  'draws:object facts:object factsByScenario:object lead:null mode:string players:list rules:number scenario:null series:object series=new',
  'draws:object facts:object factsByScenario:object lead:number mode:string players:list rules:number scenario:null series:object series=under-way',
]
