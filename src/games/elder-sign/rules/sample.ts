import type { Rng } from '../../../core'
import type { DieColour, EsData, FaceId, Requirement } from '../data/types'
import type { AncientOneFacts, EsCommand } from './commands'
import { monsterPlacements } from './monsters'
import { activeInvestigator, DIE_IDS, livingInvestigators, rollingPool, trophyValue, type DieId, type EsState, type InvestigatorState, type TrophyRef } from './state'
import { legalTasks } from './tasks'

/**
 * Plausible commands for a state, for random games (property tests, the conformance kit,
 * benchmarks). Mostly legal: the move that keeps the game going is listed several times so a
 * uniform pick favours it; a few corrections and odd moves keep the rarer paths covered. Only
 * `rng` chooses.
 */
export function sampleCommands(data: EsData) {
  return (state: EsState, rng: Rng): EsCommand[] => {
    if (state.status === 'new') return [setup(data, rng)]
    if (state.status === 'won' || state.status === 'lost') return []
    const answer = answerPending(data, state, rng)
    if (answer) return answer
    const out: EsCommand[] = []
    const add = (c: EsCommand, weight = 1) => { for (let i = 0; i < weight; i++) out.push(c) }
    const inv = activeInvestigator(state)
    const phase = state.turn.phase
    if (phase === 'clock') add({ type: 'AdvanceClock', data: {} }, 6)
    else if (phase === 'movement' && inv) {
      const cards = state.adventures.map((a) => a.card)
      add({ type: 'MoveInvestigator', data: { to: cards.length ? rng.pick(cards) : 'entrance' } }, 5)
      add({ type: 'MoveInvestigator', data: { to: 'entrance' } })
      add({ type: 'MoveInvestigator', data: {} })
    } else if (phase === 'action' && inv && !state.attempt) entrance(inv, rng, add)
    else if (phase === 'action' && state.attempt) dice(data, state, rng, add)
    // Rarer paths: corrections and card effects.
    if (rng.int(10) === 0) add(rare(state, rng))
    return out
  }
}

function requirements(rng: Rng): Requirement[] {
  const pick: Requirement[] = [{ investigation: 1 + rng.int(4) }, { lore: 1 }, { peril: 1 }, { terror: 1 }]
  return [rng.pick(pick), ...(rng.int(3) === 0 ? [rng.pick(pick)] : [])]
}

/** A valid setup drawn with `rng` (the `GameRules.sampleSetup` of Elder Sign). */
export function sampleSetup(data: EsData, rng: Rng): Extract<EsCommand, { type: 'SetUpGame' }>['data'] {
  return (setup(data, rng) as Extract<EsCommand, { type: 'SetUpGame' }>).data
}

function setup(data: EsData, rng: Rng): EsCommand {
  const players = 1 + rng.int(4)
  // Short tracks reach the awakening and the battle; long ones leave time to seal.
  const facts = (id: string): AncientOneFacts => {
    const track = rng.int(2) ? 2 + rng.int(4) : 8 + rng.int(5)
    const known = data.ancientOnes.find((a) => a.id === id)?.combatTask
    // The setup form leaves out a combat task the data knows unless the owner typed one.
    const combat: Pick<AncientOneFacts, 'combatTask'> = known && rng.int(2) ? {} : { combatTask: rng.int(2) ? [{ investigation: 2 + rng.int(3) }] : [{ lore: 1 }] }
    return { doomTrack: track, monsterSpaces: rng.int(2) ? [1 + rng.int(track)] : [], elderSignLimit: 2 + rng.int(4), ...combat }
  }
  // Every shape the setup form sends (names typed or not, investigators chosen or drawn, the
  // Ancient One chosen or drawn among those the device knows, the first player chosen or drawn,
  // adventure locks remembered or not), and the shapes older files carry (no names, no first player).
  const ids = rng.shuffle(data.investigators.map((i) => i.id).sort())
  const form = rng.int(3) > 0
  const drawn = rng.int(4) === 0
  const ao = rng.pick(data.ancientOnes).id
  const known = drawn ? rng.shuffle(data.ancientOnes.map((a) => a.id).sort()).slice(0, 1 + rng.int(3)) : [ao]
  const locks = data.adventures.filter((a) => a.lockedDie === null).map((a) => a.id).sort()
  const adventureLocks = Object.fromEntries(rng.shuffle(locks).slice(0, rng.int(4)).map((id) => [id, rng.pick<DieColour | 'none'>(['none', 'green', 'yellow', 'red'])]))
  return {
    type: 'SetUpGame',
    data: {
      players: Array.from({ length: players }, (_, i) => ({
        ...(form ? { name: rng.int(2) ? `Player ${i + 1}` : `Gracz ${i + 1}` } : {}),
        investigator: rng.int(3) === 0 ? ids[i] : null,
      })),
      ancientOne: drawn ? null : ao,
      ...(form ? { firstPlayer: rng.int(2) ? null : rng.int(players) } : {}),
      facts: {
        ancientOnes: Object.fromEntries(known.map((id) => [id, facts(id)])),
        ...(form ? { adventureLocks } : {}),
      },
    },
  }
}

function answerPending(data: EsData, s: EsState, rng: Rng): EsCommand[] | null {
  const p = s.pending
  if (!p) return null
  switch (p.kind) {
    case 'adventure-lock':
      return [{ type: 'DefineAdventureLock', data: { card: p.card, lockedDie: rng.pick<DieColour | 'none'>(['none', 'none', 'none', 'green', 'yellow', 'red']) } }]
    case 'mythos-card':
      return [{
        type: 'DrawMythos',
        data: {
          card: {
            title: `Mythos ${s.mythosDrawn + 1}`,
            doom: rng.int(3),
            monsters: rng.int(4) === 0 ? 1 : 0,
            lockedDie: rng.int(4) === 0 ? rng.pick<DieColour>(['green', 'yellow', 'red']) : null,
            terrorEffect: rng.int(3) === 0 ? rng.pick(['doom+1', 'active-investigator:sanity-1', 'monster-appears']) : null,
            midnightEffect: rng.int(4) === 0 ? rng.pick(['each-investigator:stamina-1', 'doom+1', 'each-investigator:choose(lose-trophies-1|sanity-1)']) : null,
            immediateEffect: rng.int(6) === 0 ? 'each-investigator:sanity-1' : null,
          },
        },
      }]
    case 'monster-placement': {
      const options = monsterPlacements(s, data, p.card)
      if (options.length === 0) return [{ type: 'CorrectDoom', data: { to: s.doom } }]
      const o = rng.pick(options)
      const mask = s.cup.regular === 0
      return [{ type: 'PlaceMonster', data: { card: o.card, spot: o.spot, token: { requires: requirements(rng), trophies: 1 + rng.int(2), lockedDie: rng.int(5) === 0 ? 'green' : null, mask } } }]
    }
    case 'effect-choice':
      return [{ type: 'ChooseEffect', data: { option: rng.int(p.options.length) } }]
    case 'lose-trophies': {
      const inv = livingInvestigators(s).find((i) => i.id === p.investigator)
      return [{ type: 'LoseTrophies', data: { items: inv ? payWith(inv, p.amount) ?? [] : [] } }]
    }
    case 'helper-loss':
      return [{ type: 'ChooseHelperLoss', data: { stat: rng.int(2) ? 'sanity' : 'stamina' } }]
    case 'new-investigator':
      return [{ type: 'ChooseInvestigator', data: { player: p.player, investigator: null } }]
    case 'ancient-one-attack': {
      const invs = livingInvestigators(s)
      return [{
        type: 'ResolveAncientOneAttack',
        data: { doom: rng.int(2), investigators: invs.length && rng.int(2) ? [{ investigator: rng.pick(invs).id, [rng.int(2) ? 'maxSanity' : 'stamina']: -1 }] : [] },
      }]
    }
  }
}

/** Trophies worth at least `cost`, none more than needed (greedy from the smallest). */
export function payWith(inv: InvestigatorState, cost: number): TrophyRef[] | null {
  const sorted = inv.trophies.slice().sort((a, b) => trophyValue(b) - trophyValue(a))
  const one = sorted.filter((t) => trophyValue(t) >= cost).pop()
  const chosen = one ? [one] : []
  if (!one) {
    let total = 0
    for (const t of sorted) {
      if (total >= cost) break
      chosen.push(t)
      total += trophyValue(t)
    }
    if (total < cost) return null
  }
  return chosen.map((t) => (t.kind === 'adventure' ? { kind: 'adventure', card: t.card } : { kind: 'monster', token: t.token.id }))
}

function entrance(inv: InvestigatorState, rng: Rng, add: (c: EsCommand, w?: number) => void): void {
  add({ type: 'FirstAid', data: { option: 'free', stat: inv.sanity < inv.maxSanity ? 'sanity' : 'stamina' } }, 2)
  add({ type: 'LostAndFound', data: {} })
  add({ type: 'PassAction', data: {} })
  const two = payWith(inv, 2)
  if (two) add({ type: 'FirstAid', data: { option: 'full-one', stat: rng.int(2) ? 'sanity' : 'stamina', pay: two } })
  const four = payWith(inv, 4)
  if (four) add({ type: 'FirstAid', data: { option: 'full-both', pay: four } })
  if (two) add({ type: 'BuySouvenir', data: { item: rng.pick(['commonItem', 'uniqueItem', 'spell', 'clue'] as const), cost: 2, pay: two } })
}

function dice(data: EsData, s: EsState, rng: Rng, add: (c: EsCommand, w?: number) => void): void {
  const a = s.attempt!
  const inv = activeInvestigator(s)
  const rolled = DIE_IDS.filter((d) => s.dice[d].at === 'rolled')
  const battle = a.card === 'ancient-one'
  if (a.stage === 'must-discard') {
    const pool = rollingPool(s)
    add(pool.length ? { type: 'DiscardDie', data: { die: rng.pick(rolled.length ? rolled : pool) } } : { type: 'FailAdventure', data: {} }, 5)
    return
  }
  if (a.stage === 'rolled' && a.completedThisRoll === 0) {
    const ok = legalTasks(s, data).filter((t) => t.status === 'ok')
    if (ok.length) add({ type: 'CompleteTask', data: { task: ok[0].key, dice: ok[0].dice! } }, 8)
    add({ type: 'FailRoll', data: {} }, ok.length ? 1 : 3)
    if (rolled.length) add({ type: 'FailRoll', data: { die: rng.pick(rolled) } }, ok.length ? 1 : 3)
    if (inv && inv.clues > 0 && rolled.length) add({ type: 'Reroll', data: { dice: rolled.slice(0, 1 + rng.int(rolled.length)), source: 'clue' } })
    if (inv && inv.items.spell > 0 && rolled.length > 1) add({ type: 'CastHoldSpell', data: { dice: [rng.pick(rolled)] } })
    const terror = rolled.find((d) => (s.dice[d] as { face: FaceId }).face === 'terror')
    if (terror) add({ type: 'SetDieFace', data: { die: terror, face: 'lore', source: 'item' } })
    if (rng.int(20) === 0) add({ type: 'FailAdventure', data: {} })
    return
  }
  // Ready to roll (first roll, after a discard, after a completed task).
  if (rollingPool(s).length === 0) {
    const held = DIE_IDS.find((d) => s.dice[d].at === 'spell' || s.dice[d].at === 'focused' || s.dice[d].at === 'assisted')
    add(held ? { type: 'ReleaseHeldDie', data: { die: held } } : { type: 'FailAdventure', data: {} }, 4)
    return
  }
  add({ type: 'Roll', data: {} }, 6)
  if (a.stage === 'after-discard' && !battle && !a.heldThisRoll && rolled.length > 1) {
    if (!a.focused) add({ type: 'FocusDie', data: { die: rng.pick(rolled) } })
    const helper = livingInvestigators(s).find((i) => i.id !== a.investigator && i.at === a.card && !a.helpers.includes(i.id))
    if (helper) add({ type: 'RequestAssistance', data: { helper: helper.id, die: rng.pick(rolled) } })
  }
  if (inv && a.stage === 'to-roll') {
    if (inv.items.commonItem > 0 && s.dice.yellow.at === 'out') add({ type: 'AddDie', data: { colour: 'yellow', spend: 'commonItem' } })
    if (inv.items.uniqueItem > 0 && s.dice.red.at === 'out') add({ type: 'AddDie', data: { colour: 'red', spend: 'uniqueItem' } })
  }
  const monster = s.monsters.find((m) => !m.defeated)
  if (monster && inv && inv.items.spell > 0 && !battle && rng.int(4) === 0) add({ type: 'DefeatMonster', data: { token: monster.id, spend: 'spell' } })
  const spellDie = DIE_IDS.find((d) => s.dice[d].at === 'spell')
  if (spellDie && rng.int(3) === 0) add({ type: 'ReleaseHeldDie', data: { die: spellDie } })
}

function rare(s: EsState, rng: Rng): EsCommand {
  const invs = livingInvestigators(s)
  const inv = invs.length ? rng.pick(invs) : null
  const ao = s.ancientOne
  switch (rng.int(13)) {
    case 0:
      return { type: 'CorrectDoom', data: { to: Math.min(ao?.doomTrack ?? 0, s.doom + 1) } }
    case 1:
      return inv ? { type: 'CorrectInvestigator', data: { investigator: inv.id, sanity: Math.max(0, inv.sanity - 1) } } : { type: 'AdvanceClock', data: {} }
    case 2:
      return { type: 'ApplyEffect', data: { tag: rng.pick(['doom+1', 'monster-appears', 'each-investigator:sanity-1', 'elder-sign+1', 'active-investigator:lose-trophies-1']) } }
    case 3:
      return { type: 'CorrectElderSigns', data: { to: s.elderSigns + 1 } }
    case 4:
      return inv ? { type: 'RecoverStat', data: { investigator: inv.id, stat: 'stamina', amount: 1 } } : { type: 'AwakenAncientOne', data: {} }
    case 5:
      return { type: 'AddLock', data: { colour: rng.pick<DieColour>(['green', 'yellow', 'red']), label: 'card' } }
    case 6:
      return s.locks.length ? { type: 'ReleaseLock', data: { lock: rng.pick(s.locks).id } } : { type: 'DealAdventure', data: { deck: 'other-world' } }
    case 7:
      return s.monsters.length ? { type: 'RemoveMonster', data: { token: rng.pick(s.monsters).id } } : { type: 'CorrectClock', data: { to: 'IX' } }
    case 8:
      return inv ? { type: 'CorrectDailyAbility', data: { investigator: inv.id, used: !inv.usedToday } } : { type: 'CorrectClock', data: { to: 'VI' } }
    case 9: {
      // An Other World card (from its deck) or, for a refusal now and then, a card in play.
      const card = s.otherWorldDeck.length && rng.int(4) ? rng.pick(s.otherWorldDeck) : s.adventures.length ? rng.pick(s.adventures).card : null
      return inv && card ? { type: 'CorrectTrophies', data: { investigator: inv.id, addAdventure: [card] } } : { type: 'CorrectElderSigns', data: { to: s.elderSigns } }
    }
    case 10:
      return s.mythos
        ? { type: 'ReplaceMythos', data: { card: { ...s.mythos.card, title: `${s.mythos.card.title ?? 'Mythos'} (fixed)`.slice(0, 80), lockedDie: rng.pick<DieColour | null>([null, 'green', 'yellow', 'red']) }, immediate: rng.int(3) === 0 } }
        : { type: 'CorrectDoom', data: { to: s.doom } }
    case 11: {
      const which = rng.int(2) ? 'adventure' : 'other-world'
      const deck = which === 'adventure' ? s.adventureDeck : s.otherWorldDeck
      return deck.length ? { type: 'CorrectAdventureDeck', data: { deck: which, top: [rng.pick(deck)] } } : { type: 'AdvanceClock', data: {} }
    }
    default:
      return rng.int(3) === 0 ? { type: 'AwakenAncientOne', data: {} } : { type: 'CorrectDie', data: { die: rng.pick(DIE_IDS.slice()) as DieId, to: 'pool' } }
  }
}
