import { fail, ok, type DecideContext, type Result } from '../../core'
import type { Ah2eCommand, CommandOf } from './commands'
import { monsterTokens } from './data'
import type { Ah2eData } from './data/types'
import type { Ah2eEvent } from './events'
import { nextPhase } from './evolve'
import { checkAllDevoured, addDoom, awaken } from './rules/doom'
import { Emitter } from './rules/emitter'
import { closeGate } from './rules/gates'
import { drawGateCard, drawLocationCard, shuffledGateDeck } from './rules/encounters'
import { boardIndex, countsTowardLimit, freeDoomTokens } from './rules/limits'
import { monsterKindOf } from './rules/lookup'
import { checkOutskirtsOverflow, checkTooManyMonsters, placeMonster } from './rules/monsters'
import { continueMythos, drawMythos, placeSurge, resolveClues, validateSurgeAnswer } from './rules/mythos'
import { raiseTerror } from './rules/terror'
import { DEFAULT_SETTINGS, PHASES, type Ah2eState } from './state'

type R = Result<Ah2eEvent[]>

/** Commands allowed while the players owe an answer to a pending choice. */
const ALLOWED_WHILE_PENDING: ReadonlySet<Ah2eCommand['type']> = new Set([
  'PlaceSurge', 'ChooseClueTaker', 'ChooseMonsterDestination', 'MoveInvestigator', 'UpdateInvestigator',
])

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** A record entry for a key from a command: own keys only, so `__proto__` or `toString` find nothing. */
const own = <T>(rec: Record<string, T>, key: unknown): T | undefined =>
  typeof key === 'string' && Object.hasOwn(rec, key) ? rec[key] : undefined

function investigator(state: Ah2eState, id: unknown) {
  return state.investigators.find((i) => i.id === id)
}

/** Validate a command against the state and return the events it causes. Never throws for a broken rule. */
export function decideAh2e(data: Ah2eData, state: Ah2eState, command: Ah2eCommand, ctx: DecideContext): R {
  if (!command || typeof command !== 'object' || typeof command.type !== 'string') return fail('command/malformed', 'A command needs a type.')
  const d = (command as { data?: unknown }).data
  if (d === null || typeof d !== 'object') return fail('command/malformed', `Command ${command.type} needs a data object.`)
  if (command.type === 'SetUpGame') return setUp(data, state, command, ctx)
  if (state.status === 'new') return fail('game/not-set-up', 'Set up the game first.')
  // The score inputs (unpaid loans, sane survivors) are known only at the end, so they stay open.
  if ((state.status === 'won' || state.status === 'lost') && command.type !== 'SetScoreInputs') return fail('game/over', 'The game is over; undo to change it.')
  if (state.pending && !ALLOWED_WHILE_PENDING.has(command.type)) {
    return fail('core/pending-choice', `The players must first answer: ${state.pending.kind}.`, { pending: state.pending.kind })
  }
  const em = new Emitter(state, data, ctx.rng)
  const idx = boardIndex(data)
  const r = ((): string | null => {
    switch (command.type) {
      case 'AdvancePhase': {
        if (state.status !== 'playing') return 'phase/not-playing'
        if (state.mythos) return 'phase/mythos-in-progress'
        const to = command.data.to ?? nextPhase(state.phase)
        if (!PHASES.includes(to)) return 'phase/unknown'
        if (to === 'upkeep' && state.phase === 'mythos') return 'phase/draw-mythos-first'
        em.emit({ type: 'PhaseAdvanced', data: { turn: state.turn, phase: to } }, 'manual')
        return null
      }
      case 'DrawMythosCard': {
        if (state.status !== 'playing') return 'mythos/not-playing'
        if (state.mythos) return 'mythos/in-progress'
        const id = command.data.cardId
        if (id !== undefined) {
          if (!data.mythos.some((m) => m.id === id)) return 'mythos/unknown-card'
          if (!state.mythosDeck.includes(id)) return 'mythos/card-not-in-deck'
        } else if (state.mythosDeck.length === 0) return 'mythos/deck-empty'
        drawMythos(em, id)
        return null
      }
      case 'PlaceSurge': {
        const p = state.pending
        if (!p || p.kind !== 'surge-placement') return 'choice/not-asked'
        const counts = command.data.counts
        if (!counts || typeof counts !== 'object') return 'choice/malformed'
        const err = validateSurgeAnswer(p, counts, command.data.onBoard)
        if (err) return `surge/invalid:${err}`
        em.emit({ type: 'PendingChoiceAnswered', data: { answer: JSON.stringify({ counts, onBoard: command.data.onBoard ?? null }) } }, 'choice')
        const onBoard = p.room !== null && p.room > 0 && p.room < p.total ? command.data.onBoard! : null
        const clean = Object.fromEntries(p.gates.map((g) => [g, counts[g] ?? 0]))
        placeSurge(em, p.surgeGate || p.gates[0], clean, onBoard ? Object.fromEntries(p.gates.map((g) => [g, onBoard[g] ?? 0])) : null, 'mythos/surge')
        if (!em.interrupted) {
          em.emit({ type: 'MythosStepReached', data: { step: 'clue' } }, 'mythos/step')
          continueMythos(em)
        }
        return null
      }
      case 'ChooseClueTaker': {
        const p = state.pending
        if (!p || p.kind !== 'clue-taker') return 'choice/not-asked'
        if (!p.candidates.includes(command.data.investigatorId)) return 'clue/not-there'
        em.emit({ type: 'PendingChoiceAnswered', data: { answer: command.data.investigatorId } }, 'choice')
        em.emit({ type: 'CluesTaken', data: { investigatorId: command.data.investigatorId, location: p.location, count: 1 } }, 'rule/investigator-takes-clue')
        const card = data.mythos.find((m) => m.id === state.mythos?.cardId)
        if (card) {
          const choice = resolveClues(em, card, card.clues.indexOf(p.location) + 1)
          if (choice) {
            em.emit({ type: 'PendingChoiceOpened', data: { choice } }, 'mythos/clue')
            return null
          }
          em.emit({ type: 'MythosStepReached', data: { step: 'movement' } }, 'mythos/step')
          continueMythos(em)
        }
        return null
      }
      case 'ChooseMonsterDestination': {
        const p = state.pending
        if (!p || p.kind !== 'monster-destination') return 'choice/not-asked'
        if (command.data.uid !== p.uid) return 'choice/wrong-monster'
        if (!p.options.includes(command.data.to)) return 'monster/destination-not-allowed'
        em.emit({ type: 'PendingChoiceAnswered', data: { answer: command.data.to } }, 'choice')
        const from = state.monsters[p.uid]
        if (command.data.to !== from) em.emit({ type: 'MonsterMoved', data: { uid: p.uid, from, to: command.data.to } }, 'mythos/movement')
        continueMythos(em)
        return null
      }
      case 'EndRumor': {
        if (!state.rumor) return 'rumor/none'
        if (!['passed', 'failed', 'discarded'].includes(command.data.outcome)) return 'command/malformed'
        em.emit({ type: 'RumorEnded', data: { cardId: state.rumor, outcome: command.data.outcome } }, 'manual')
        return null
      }
      case 'DiscardEnvironment': {
        if (!state.environment) return 'environment/none'
        em.emit({ type: 'EnvironmentDiscarded', data: { cardId: state.environment } }, 'manual')
        return null
      }
      case 'MoveInvestigator': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        if (inv.devoured) return 'investigator/devoured'
        const to = command.data.to
        if (to !== null) {
          const okPlace = idx.isArkham(to) || to === 'lost-in-time-and-space' || to === 'police-station-jail-cell' ||
            (typeof to === 'string' && /^ow:[a-z0-9-]+:[12]$/.test(to) && data.worlds.some((w) => w.id === to.split(':')[1]))
          if (!okPlace) return 'investigator/unknown-place'
          if (own(state.closed, to) && idx.isLocation(to)) return 'investigator/location-closed'
        }
        em.emit({ type: 'InvestigatorMoved', data: { investigatorId: inv.id, to } }, 'manual')
        return null
      }
      case 'UpdateInvestigator': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        const { delayed, sneak, name } = command.data
        if (delayed !== undefined && typeof delayed !== 'boolean') return 'command/malformed'
        if (sneak !== undefined && sneak !== null && (!isInt(sneak) || sneak < 0 || sneak > 20)) return 'investigator/bad-sneak'
        if (name !== undefined && (typeof name !== 'string' || name.length > 40)) return 'investigator/bad-name'
        em.emit({ type: 'InvestigatorUpdated', data: { investigatorId: inv.id, ...(delayed !== undefined ? { delayed } : {}), ...(sneak !== undefined ? { sneak } : {}), ...(name !== undefined ? { name } : {}) } }, 'manual')
        return null
      }
      case 'LoseInTimeAndSpace': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        em.emit({ type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: inv.id } }, 'manual')
        return null
      }
      case 'DevourInvestigator': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        em.emit({ type: 'InvestigatorDevoured', data: { investigatorId: inv.id, reason: 'manual' } }, 'manual')
        checkAllDevoured(em)
        return null
      }
      case 'ReplaceInvestigator': {
        // «Stan Badacza»: devoured outside the final battle, the player takes a new investigator and keeps unspent trophies.
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        if (!inv.devoured) return 'investigator/not-devoured'
        if (state.status !== 'playing') return 'investigator/battle-no-replacement'
        const name = command.data.name ?? ''
        if (typeof name !== 'string' || name.length > 40) return 'investigator/bad-name'
        em.emit({ type: 'InvestigatorReplaced', data: { investigatorId: inv.id, name: name.trim() } }, 'manual')
        return null
      }
      case 'GainClues':
      case 'SpendClues': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        const n = command.data.count
        if (!isInt(n) || n < 1 || n > 48) return 'clue/bad-count'
        if (command.type === 'SpendClues') {
          if (inv.clues < n) return 'clue/not-enough'
          em.emit({ type: 'CluesSpent', data: { investigatorId: inv.id, count: n } }, 'manual')
        } else em.emit({ type: 'CluesTaken', data: { investigatorId: inv.id, location: null, count: n } }, 'manual')
        return null
      }
      case 'CloseGate':
      case 'SealGate': {
        if (state.status !== 'playing') return 'gate/not-playing'
        const { location, investigatorId } = command.data
        if (!own(state.gates, location)) return 'gate/no-gate-there'
        const inv = investigator(state, investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        let seal: null | 'clues' | 'elder-sign-card' = null
        if (command.type === 'SealGate') {
          seal = command.data.with
          if (seal !== 'clues' && seal !== 'elder-sign-card') return 'command/malformed'
          if (seal === 'clues' && inv.clues < 5) return 'gate/seal-needs-5-clues'
          if (freeDoomTokens(state) < 1 && !(seal === 'elder-sign-card' && state.doom > 0)) return 'gate/no-elder-sign-token'
        }
        closeGate(em, location, inv.id, seal, 'manual')
        return null
      }
      case 'DefeatMonster': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        const place = own(state.monsters, command.data.uid)
        if (place === undefined) return 'monster/unknown'
        if (place === 'trophy' || place === 'box') return 'monster/not-in-play'
        if (monsterKindOf(em, command.data.uid).endless) {
          em.emit({ type: 'MonstersReturnedToCup', data: { uids: [command.data.uid] } }, 'rule/endless')
        } else em.emit({ type: 'MonsterTrophyTaken', data: { uid: command.data.uid, investigatorId: inv.id } }, 'manual')
        return null
      }
      case 'SpendTrophy': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        if (command.data.kind === 'gate') {
          if (!inv.gateTrophies.includes(command.data.id)) return 'trophy/not-held'
          em.emit({ type: 'GateTrophySpent', data: { markerId: command.data.id, investigatorId: inv.id } }, 'manual')
        } else if (command.data.kind === 'monster') {
          if (!inv.monsterTrophies.includes(command.data.id)) return 'trophy/not-held'
          em.emit({ type: 'MonsterTrophySpent', data: { uid: command.data.id, investigatorId: inv.id } }, 'manual')
        } else return 'command/malformed'
        return null
      }
      case 'TakeAlly': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        if (!state.allyDeck.includes(command.data.allyId)) return 'ally/not-in-deck'
        em.emit({ type: 'AllyTaken', data: { allyId: command.data.allyId, investigatorId: inv.id } }, 'manual')
        return null
      }
      case 'PlaceMonster': {
        const { uid, to } = command.data
        const from = own(state.monsters, uid)
        if (from === undefined) return 'monster/unknown'
        if (from === 'box' || from === 'trophy') return 'monster/not-in-play'
        if (to === from) return 'monster/already-there'
        if (to === 'cup') {
          em.emit({ type: 'MonstersReturnedToCup', data: { uids: [uid] } }, 'manual')
          return null
        }
        if (to !== 'outskirts' && !countsTowardLimit(data, to)) return 'monster/unknown-place'
        if (idx.isLocation(to) && own(state.closed, to)) return 'monster/location-closed'
        if (state.sealed.includes(to) && from === 'cup') return 'monster/location-sealed'
        if (from === 'cup') placeMonster(em, uid, to, 'manual')
        else {
          em.emit({ type: 'MonsterMoved', data: { uid, from, to } }, 'manual')
          if (to === 'outskirts') checkOutskirtsOverflow(em)
          checkTooManyMonsters(em)
        }
        return null
      }
      case 'RaiseTerror': {
        const n = command.data.amount
        if (!isInt(n) || n < 1 || n > 20) return 'terror/bad-amount'
        raiseTerror(em, n, 'manual')
        return null
      }
      case 'CorrectTerror': {
        const to = command.data.to
        if (!isInt(to) || to < 0 || to > 10) return 'terror/out-of-range'
        if (to === state.terror) return 'terror/unchanged'
        em.emit({ type: 'TerrorCorrected', data: { to } }, 'manual')
        return null
      }
      case 'AdjustDoom': {
        const n = command.data.delta
        if (!isInt(n) || n === 0 || Math.abs(n) > 20) return 'doom/bad-amount'
        if (state.status === 'final-battle' && n > 0) return 'doom/battle'
        if (n > 0) addDoom(em, n, 'manual')
        else {
          if (state.doom + n < 0) return 'doom/below-zero'
          em.emit({ type: 'DoomRemoved', data: { amount: -n } }, 'manual')
          if (state.status === 'final-battle' && em.state.doom === 0) em.emit({ type: 'GameWon', data: { how: 'banished' } }, 'rule/ancient-one-defeated')
        }
        return null
      }
      case 'AwakenAncientOne': {
        if (state.status !== 'playing') return 'battle/already'
        awaken(em, 'manual', 'manual')
        return null
      }
      case 'StartBattleRound': {
        if (state.status !== 'final-battle' || !state.battle) return 'battle/not-in-battle'
        const round = state.battle.round + 1
        // «OSTATECZNA BITWA» step 1 «Odpoczynek Badaczy»: every round, the first round included, the first player passes the marker left.
        const fp = (state.firstPlayer + 1) % state.investigators.length
        em.emit({ type: 'BattleRoundStarted', data: { round, firstPlayer: fp } }, 'battle/round')
        return null
      }
      case 'RecordBattleAttack': {
        if (state.status !== 'final-battle' || !state.battle) return 'battle/not-in-battle'
        if (state.battle.round === 0) return 'battle/start-round-first'
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'battle/investigator-out'
        if (state.battle.attacked.includes(inv.id)) return 'battle/already-attacked'
        const n = command.data.successes
        if (!isInt(n) || n < 0 || n > 50) return 'battle/bad-successes'
        // «BITWA Z PRZEDWIECZNYMI»: every `players` successes (eliminated players included) remove one doom token.
        const sum = state.battle.successes + n
        const remove = Math.min(state.doom, Math.floor(sum / state.players))
        em.emit({ type: 'BattleAttackRecorded', data: { investigatorId: inv.id, successes: n, total: sum - remove * state.players } }, 'battle/attack')
        if (remove > 0) em.emit({ type: 'DoomRemoved', data: { amount: remove } }, 'rule/battle-successes-remove-doom')
        if (em.state.doom === 0) em.emit({ type: 'GameWon', data: { how: 'banished' } }, 'rule/ancient-one-defeated')
        return null
      }
      case 'SetScoreInputs': {
        const { unpaidBankLoans, saneSurvivors } = command.data
        if (!isInt(unpaidBankLoans) || unpaidBankLoans < 0 || unpaidBankLoans > 8) return 'score/bad-loans'
        if (saneSurvivors !== null && (!isInt(saneSurvivors) || saneSurvivors < 0 || saneSurvivors > state.players)) return 'score/bad-survivors'
        em.emit({ type: 'ScoreInputsSet', data: { unpaidBankLoans, saneSurvivors } }, 'manual')
        return null
      }
      case 'DrawGateCard': {
        if (state.status !== 'playing') return 'deck/not-playing'
        const { world, investigatorId } = command.data
        if (typeof world !== 'string') return 'command/malformed'
        if (investigatorId !== undefined) {
          const inv = investigator(state, investigatorId)
          if (!inv || inv.devoured) return 'investigator/unknown'
        }
        return drawGateCard(em, world, investigatorId, 'manual')
      }
      case 'DrawLocationCard': {
        if (state.status !== 'playing') return 'deck/not-playing'
        if (typeof command.data.neighbourhood !== 'string') return 'command/malformed'
        return drawLocationCard(em, command.data.neighbourhood, 'manual')
      }
      default:
        return 'command/unknown'
    }
  })()
  if (r !== null) return fail(r.split(':')[0], messageFor(r, command))
  if (em.events.length === 0) return ok([])
  return ok(em.events)
}

const MESSAGES: Record<string, string> = {
  'command/unknown': 'Unknown command.',
  'command/malformed': 'The command is malformed.',
  'choice/not-asked': 'Nobody asked for that choice now.',
  'choice/malformed': 'The answer is malformed.',
  'choice/wrong-monster': 'The choice is about another monster.',
  'gate/no-gate-there': 'There is no open gate at that location.',
  'gate/seal-needs-5-clues': 'Sealing with clues takes 5 clue tokens.',
  'gate/no-elder-sign-token': 'No doom/Elder Sign token is left in the pool of 20.',
  'gate/not-playing': 'Gates can be closed only before the Ancient One awakens.',
  'mythos/in-progress': 'A Mythos card is still being resolved.',
  'mythos/card-not-in-deck': 'That Mythos card is not in the deck (it is in play or was just drawn).',
  'mythos/unknown-card': 'Unknown Mythos card.',
  'mythos/deck-empty': 'The Mythos deck is empty.',
  'mythos/not-playing': 'No Mythos phase after the Ancient One awakens.',
  'investigator/unknown': 'Unknown or devoured investigator.',
  'investigator/unknown-place': 'Unknown place.',
  'investigator/location-closed': 'Nobody may enter a closed location.',
  'monster/location-closed': 'Nobody may enter a closed location.',
  'monster/location-sealed': 'No monster may appear at a sealed location.',
  'battle/not-in-battle': 'The final battle has not begun.',
  'battle/already-attacked': 'This investigator already attacked this round.',
  'clue/not-enough': 'Not enough clue tokens.',
  'deck/unknown-world': 'Unknown Other World.',
  'deck/unknown-neighbourhood': 'Unknown neighbourhood.',
  'deck/not-playing': 'Encounter cards are drawn only before the Ancient One awakens.',
  'deck/no-gate-cards': 'The game data has no Gate cards.',
  'deck/no-location-cards': 'The game data has no Location cards for that neighbourhood.',
  'deck/no-matching-gate-card': 'No Gate card matches the colours of that Other World.',
}

function messageFor(code: string, command: Ah2eCommand): string {
  const [base, detail] = code.split(/:(.*)/s)
  return detail ?? MESSAGES[base] ?? `${command.type} is not allowed now (${base}).`
}

function setUp(data: Ah2eData, state: Ah2eState, c: CommandOf<'SetUpGame'>, ctx: DecideContext): R {
  if (state.status !== 'new') return fail('setup/already', 'The game is already set up.')
  const { players, investigatorNames, ancientOne, settings } = c.data
  if (!isInt(players) || players < 1 || players > 8) return fail('setup/players', 'Arkham Horror is for 1 to 8 players.')
  if (investigatorNames !== undefined && (!Array.isArray(investigatorNames) || investigatorNames.length > players ||
    investigatorNames.some((n) => typeof n !== 'string' || n.length > 40))) return fail('setup/names', 'Investigator names: at most one per player, 40 characters each.')
  const baseAOs = data.ancientOnes.filter((a) => a.set === 'base')
  let ao = ancientOne === null || ancientOne === undefined ? null : data.ancientOnes.find((a) => a.id === ancientOne)
  if (ancientOne && !ao) return fail('setup/ancient-one', `Unknown Ancient One "${ancientOne}".`)
  const drawn = !ao
  if (!ao) ao = ctx.rng.pick(baseAOs)
  const merged = { ...DEFAULT_SETTINGS }
  if (settings && typeof settings === 'object') {
    for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) if (typeof settings[k] === 'boolean') merged[k] = settings[k] as boolean
  }
  const tokens = monsterTokens(data, (k) => k.set === 'base')
  const maskKinds = new Set(data.monsters.filter((m) => m.mask).map((m) => m.id))
  const isMask = (uid: string) => maskKinds.has(uid.slice(0, uid.lastIndexOf('#')))
  const event: Ah2eEvent = {
    type: 'GameSetUp',
    cause: 'setup',
    data: {
      seed: ctx.seed,
      players,
      investigators: Array.from({ length: players }, (_, i) => ({ id: `inv-${i + 1}`, name: investigatorNames?.[i]?.trim() ?? '' })),
      ancientOne: ao.id,
      ancientOneDrawn: drawn,
      doomMax: ao.doomTrack,
      settings: merged,
      mythosDeck: ctx.rng.shuffle(data.mythos.filter((m) => m.set === 'base').map((m) => m.id)),
      gateStack: ctx.rng.shuffle(data.gateMarkers.map((g) => g.id)),
      allyDeck: ctx.rng.shuffle(data.allies.map((a) => a.id)),
      monstersInCup: tokens.filter((t) => ao!.masksInCup || !isMask(t)),
      monstersBoxed: tokens.filter((t) => !ao!.masksInCup && isMask(t)),
      clueLocations: data.spaces.filter((s) => s.kind === 'location' && s.board === 'arkham' && s.unstable).map((s) => s.id),
      // Shuffled last, so the earlier random outcomes of a seed stay as they were before the Gate deck existed.
      gateDeck: shuffledGateDeck(data, (ids) => ctx.rng.shuffle(ids)),
    },
  }
  return ok([event])
}
