import type { Rng } from '../../../core'
import type { DieColour, EsData, FaceId, Requirement } from '../data/types'
import type { EsCommand, MythosInput } from './commands'
import { ADD_DIE_ITEM, addableDice, dieType, outOfDice, terrorFollows } from './dice'
import { MYTHOS_EFFECT_TAGS } from './effects'
import { availableInvestigators } from './investigators'
import { monsterPlacements } from './monsters'
import { payWith, sampleSetup } from './sample'
import { nextStep } from './summary'
import { legalTasks } from './tasks'
import { activeInvestigator, DIE_IDS, livingInvestigators, rollingPool, type DieId, type EsState, type InvestigatorState } from './state'

export { ADD_DIE_ITEM } from './dice'

/**
 * What the Elder Sign screens let a table tap to play on from a state (the module contract's
 * `offers`), control by control — no corrections («Poprawki», the figures' fields, the card
 * effects the app did not resolve): a game that goes on only through a correction is broken.
 *
 * - the table (TableView): the question's answers (PendingPanel), the movement, «turn the clock»;
 * - every investigator's card (InvestigatorCard): the once-per-day ability, Sanity or Stamina a
 *   card restores;
 * - the dice board (DiceBoard, on the dice screen and in the battle): roll (virtual or the faces of
 *   physical dice), a held die taken back to roll, a task completed with the dice the app suggests,
 *   a clue's reroll, a failed roll, a die set aside, focus, assistance, a Spell holding a die, a
 *   yellow or red die added, a monster defeated by a card, the adventure given up;
 * - a helper's loss (HelperLoss), the Entrance sheet (EntranceView), the battle (BattleView): the
 *   clock and the Ancient One's attack.
 *
 * `dice` (the dice board) is shared with the view, so that a control is shown exactly when the
 * rules would take its command.
 */
export function offersOf(data: EsData) {
  return (s: EsState, rng: Rng): EsCommand[] => {
    if (s.status === 'new') return [{ type: 'SetUpGame', data: sampleSetup(data, rng) }]
    if (s.status === 'won' || s.status === 'lost') return []
    const out: EsCommand[] = [...investigatorCards(data, s)]
    const p = s.pending
    if (p) {
      out.push(...answers(data, s, rng))
      return out
    }
    const step = nextStep(s)
    const inv = activeInvestigator(s)
    if (s.turn.phase === 'movement' && inv && s.status === 'playing') {
      out.push({ type: 'MoveInvestigator', data: {} })
      for (const a of s.adventures) out.push({ type: 'MoveInvestigator', data: { to: a.card } })
      out.push({ type: 'MoveInvestigator', data: { to: 'entrance' } })
    }
    if (step?.kind === 'advance-clock') out.push({ type: 'AdvanceClock', data: {} })
    if (step?.kind === 'entrance-action' && inv) out.push(...entrance(data, inv, rng))
    if (s.attempt) out.push(...dice(data, s, rng))
    return out
  }
}

/** The investigator cards' play controls (shown on the table whatever the step). */
function investigatorCards(data: EsData, s: EsState): EsCommand[] {
  const out: EsCommand[] = []
  for (const inv of livingInvestigators(s)) {
    if (data.investigators.find((i) => i.id === inv.id)?.ability.oncePerDay && !inv.usedToday) out.push({ type: 'UseDailyAbility', data: { investigator: inv.id } })
    const stat = inv.sanity < inv.maxSanity ? 'sanity' : inv.stamina < inv.maxStamina ? 'stamina' : null
    if (stat) out.push({ type: 'RecoverStat', data: { investigator: inv.id, stat, amount: 1, spend: null } })
  }
  return out
}

const COLOURS: readonly DieColour[] = ['green', 'yellow', 'red']
const SYMBOLS: readonly Requirement[] = [{ investigation: 3 }, { lore: 1 }, { peril: 1 }, { terror: 1 }]

/** A Mythos card as the form could send it (every field from its own list). */
function mythosCard(s: EsState, rng: Rng): MythosInput {
  const tag = () => (rng.int(3) === 0 ? rng.pick(MYTHOS_EFFECT_TAGS) : null)
  return {
    title: rng.int(4) === 0 ? null : `Mythos ${s.mythosDrawn + 1}`,
    doom: rng.int(3),
    monsters: rng.int(4) === 0 ? 1 : 0,
    lockedDie: rng.int(4) === 0 ? rng.pick(COLOURS) : null,
    immediateEffect: rng.int(2) === 0 ? tag() : null,
    terrorEffect: tag(),
    midnightEffect: tag(),
    persists: rng.int(10) === 0,
  }
}

/** The answers the screens give to the question the players owe (`pending`). */
function answers(data: EsData, s: EsState, rng: Rng): EsCommand[] {
  const p = s.pending!
  switch (p.kind) {
    case 'adventure-lock':
      return (['none', ...COLOURS] as const).map((c) => ({ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: c } }))
    case 'mythos-card':
      return [{ type: 'DrawMythos', data: { card: mythosCard(s, rng) } }, { type: 'DrawMythos', data: { card: mythosCard(s, rng) } }]
    case 'monster-placement':
      return monsterPlacements(s, data, p.card).map((o) => ({
        type: 'PlaceMonster',
        data: {
          card: o.card,
          spot: o.spot,
          token: {
            name: rng.int(2) ? null : 'Monster',
            requires: [rng.pick(SYMBOLS), ...(rng.int(3) === 0 ? [rng.pick(SYMBOLS)] : [])],
            trophies: rng.int(3),
            lockedDie: rng.int(5) === 0 ? rng.pick(COLOURS) : null,
            mask: s.cup.regular === 0,
          },
        },
      }))
    case 'effect-choice':
      return p.options.map((_, i) => ({ type: 'ChooseEffect', data: { option: i } }))
    case 'lose-trophies': {
      const inv = livingInvestigators(s).find((i) => i.id === p.investigator)
      if (!inv) return []
      return [{ type: 'LoseTrophies', data: { items: payWith(inv, p.amount) ?? inv.trophies.map(trophyRef) } }]
    }
    case 'helper-loss':
      return [{ type: 'ChooseHelperLoss', data: { stat: 'sanity' } }, { type: 'ChooseHelperLoss', data: { stat: 'stamina' } }]
    case 'new-investigator':
      return [null, ...availableInvestigators(s, data)].map((investigator) => ({ type: 'ChooseInvestigator', data: { player: p.player, investigator } }))
    case 'ancient-one-attack': {
      const invs = livingInvestigators(s)
      const hit = invs.length > 0 && rng.int(2) === 0 ? [{ investigator: rng.pick(invs).id, [rng.int(2) ? 'sanity' : 'stamina']: -1 }] : []
      return [
        { type: 'ResolveAncientOneAttack', data: { investigators: [] } },
        { type: 'ResolveAncientOneAttack', data: { doom: 1 + rng.int(2), investigators: hit } },
      ]
    }
  }
}

const trophyRef = (t: InvestigatorState['trophies'][number]) =>
  t.kind === 'adventure' ? { kind: 'adventure' as const, card: t.card } : { kind: 'monster' as const, token: t.token.id }

/** «Arkusz Wejścia»: first aid (free, or paid with trophies), the Lost and Found, a souvenir, nothing. */
function entrance(data: EsData, inv: InvestigatorState, rng: Rng): EsCommand[] {
  const cost = (id: string) => data.entrance.actions[0].options.find((o) => o.id === id)?.trophies ?? 0
  const out: EsCommand[] = [
    { type: 'FirstAid', data: { option: 'free', stat: 'sanity' } },
    { type: 'FirstAid', data: { option: 'free', stat: 'stamina' } },
    { type: 'LostAndFound', data: {} },
    { type: 'LostAndFound', data: { face: rng.pick([...new Set(dieType(data, 'green-1').faces)]) } },
    { type: 'PassAction', data: {} },
  ]
  const one = payWith(inv, cost('full-one'))
  if (one) out.push({ type: 'FirstAid', data: { option: 'full-one', stat: rng.int(2) ? 'sanity' : 'stamina', pay: one } })
  const both = payWith(inv, cost('full-both'))
  if (both) out.push({ type: 'FirstAid', data: { option: 'full-both', pay: both } })
  const price = 1 + rng.int(4)
  const pay = payWith(inv, price)
  if (pay) out.push({ type: 'BuySouvenir', data: { item: rng.pick(['commonItem', 'uniqueItem', 'spell', 'ally', 'clue'] as const), cost: price, pay } })
  return out
}

/** What the dice board shows for the attempt under way (the view and `offers` read the same). */
export interface DiceControls {
  /** «Roll» (virtual, or the faces of physical dice): the dice that would be rolled. */
  roll: DieId[] | null
  /** Held dice the player may take back to roll (shown when nothing else is left to roll). */
  release: DieId[]
  /** A roll that completed no task yet: reroll with a clue, or call it failed. */
  resolve: boolean
  /**
   * The failed roll as one tap on the die set aside (l.345–347): the dice of the pool — when no
   * terror effect comes first (`terrorFollows`); then «failed roll» alone (`failRoll`), and the die
   * is set aside after the effects (`discard`).
   */
  failDiscard: DieId[]
  /**
   * «Failed roll» alone: terror effects are resolved before the die is set aside (l.379); or no die
   * is left in the pool to set aside (all held on a Spell): the attempt is over as if it were.
   */
  failRoll: boolean
  /** Dice showing in the roll: a Spell may hold some. */
  spell: boolean
  /** A failed roll owes a die set aside: the dice a tap may set aside. */
  discard: DieId[]
  /** After the discard: focus or assistance (not in the battle). */
  hold: boolean
  /**
   * Yellow or red dice that can be added (l.616–624): out of the pool, not set aside this turn, and
   * the active investigator holds the card that adds it (a Common Item for the yellow die, a Unique
   * Item for the red one, spent) or has an ability that adds it (nothing spent).
   */
  add: ('yellow' | 'red')[]
  /**
   * «The adventure fails» (not in the battle); and, adventure or battle, «end it» when no die is
   * left to roll but one can still be added (the player adds it or stops, l.616–640, 936).
   */
  giveUp: boolean
}

/** The dice board's controls now. */
export function diceControls(data: EsData, s: EsState): DiceControls | null {
  const a = s.attempt
  // The game over (won or lost in the middle of an attempt): nothing is left to roll.
  if (!a || (s.status !== 'playing' && s.status !== 'battle')) return null
  const canRoll = a.stage === 'to-roll' || a.stage === 'after-discard' || (a.stage === 'rolled' && a.completedThisRoll > 0)
  const pool = rollingPool(s)
  const battle = a.card === 'ancient-one'
  const terror = terrorFollows(data, s)
  const held = DIE_IDS.filter((d) => {
    const p = s.dice[d]
    return p.at === 'spell' || (p.at === 'focused' && p.by === a.investigator) || (p.at === 'assisted' && a.helpers.includes(p.by))
  })
  return {
    roll: canRoll && pool.length > 0 ? pool : null,
    release: canRoll && pool.length === 0 ? held : [],
    resolve: a.stage === 'rolled' && a.completedThisRoll === 0,
    failDiscard: a.stage === 'rolled' && a.completedThisRoll === 0 && !terror ? pool : [],
    failRoll: a.stage === 'rolled' && a.completedThisRoll === 0 && (terror || pool.length === 0),
    spell: a.stage === 'rolled' && DIE_IDS.some((d) => s.dice[d].at === 'rolled'),
    discard: a.stage === 'must-discard' ? pool : [],
    hold: a.stage === 'after-discard' && !battle,
    add: a.stage === 'must-discard' ? [] : addableDice(data, s),
    giveUp: !battle || outOfDice(s),
  }
}

function dice(data: EsData, s: EsState, rng: Rng): EsCommand[] {
  const a = s.attempt!
  const c = diceControls(data, s)!
  const inv = activeInvestigator(s)
  const out: EsCommand[] = []
  const rolled = DIE_IDS.filter((d) => s.dice[d].at === 'rolled')
  const faceFor = (d: DieId): FaceId => rng.pick([...new Set(dieType(data, d).faces)])
  if (c.roll) {
    out.push({ type: 'Roll', data: {} })
    out.push({ type: 'Roll', data: { faces: Object.fromEntries(c.roll.map((d) => [d, faceFor(d)])) } })
  }
  for (const d of c.release) out.push({ type: 'ReleaseHeldDie', data: { die: d } })
  for (const t of legalTasks(s, data)) if (t.status === 'ok' && t.dice) out.push({ type: 'CompleteTask', data: { task: t.key, dice: t.dice } })
  if (c.failRoll) out.push({ type: 'FailRoll', data: {} })
  for (const d of c.failDiscard) out.push({ type: 'FailRoll', data: { die: d } })
  if (c.resolve) {
    if (inv && inv.clues > 0 && rolled.length > 0) out.push({ type: 'Reroll', data: { dice: rng.shuffle(rolled).slice(0, 1 + rng.int(rolled.length)), source: 'clue' } })
  }
  if (c.spell && inv && inv.items.spell > 0) out.push({ type: 'CastHoldSpell', data: { dice: [rng.pick(rolled)] } })
  for (const d of c.discard) out.push({ type: 'DiscardDie', data: { die: d } })
  if (c.hold && rolled.length > 0) {
    const die = rng.pick(rolled)
    if (!a.focused && !a.heldThisRoll) out.push({ type: 'FocusDie', data: { die } })
    for (const h of livingInvestigators(s)) {
      if (h.id !== a.investigator && h.at === a.card && !a.helpers.includes(h.id) && !a.heldThisRoll) out.push({ type: 'RequestAssistance', data: { helper: h.id, die } })
    }
  }
  for (const colour of c.add) {
    const kind = ADD_DIE_ITEM[colour]
    out.push({ type: 'AddDie', data: { colour, spend: inv && inv.items[kind] > 0 ? kind : null } })
  }
  for (const m of s.monsters) if (m.card === a.card && !m.defeated) out.push({ type: 'DefeatMonster', data: { token: m.id } })
  if (c.giveUp) out.push({ type: 'FailAdventure', data: {} })
  return out
}
