import { fail, ok, type DecideContext, type Result } from '../../core'
import type { Ah2eCommand, CommandOf } from './commands'
import { monsterTokens } from './data'
import type { Ah2eData, DimensionSymbol, MonsterKind, MovementType } from './data/types'
import type { Ah2eEvent } from './events'
import { nextPhase } from './evolve'
import { afterBattleProgress, recordBattleAttack } from './rules/battle'
import { checkAllDevoured, addDoom, awaken } from './rules/doom'
import { Emitter } from './rules/emitter'
import { arrest, checkVigilance, JAIL_CELLS } from './rules/arrest'
import { closeGate } from './rules/gates'
import { drawGateCard, drawLocationCard, shuffledGateDeck } from './rules/encounters'
import {
  addUprising, afterCounterAdjusted, aoCounterSpecs, deepOnesRisingMax, enterVortex, fedsRaidSpaces, innsmouthLookIds,
  nextFirstPlayer, placeFedsClues, VORTEX,
} from './rules/innsmouth'
import { boardIndex, countsTowardLimit, freeDoomTokens } from './rules/limits'
import { ancientOneOf, monsterKindOf, monsterKindsOf } from './rules/lookup'
import { checkOutskirtsOverflow, checkTooManyMonsters, placeMonster } from './rules/monsters'
import { answerLimitedTotal, continueMythos, drawMythos, placeSurge, resolveClues, validateSurgeAnswer } from './rules/mythos'
import { raiseTerror } from './rules/terror'
import {
  aoCountersOf, customArrowsOf, customMonstersOf, DEFAULT_SETTINGS, EXPANSIONS, fedsRaidOf, hasInnsmouth, PHASES, reopenRefusal, vigilanceOf,
  type Ah2eSettings, type Ah2eState, type CustomMonsterKind, type ExpansionId,
} from './state'

type R = Result<Ah2eEvent[]>

/** Commands allowed while the players owe an answer to a pending choice. */
const ALLOWED_WHILE_PENDING: ReadonlySet<Ah2eCommand['type']> = new Set([
  'PlaceSurge', 'ChooseClueTaker', 'ChooseMonsterDestination', 'MoveInvestigator', 'UpdateInvestigator',
  // Facts the owner of the box fills in (often just when the app asks about an unknown arrow).
  'DefineArrow', 'DefineMonsterKind',
])

const DIMENSIONS: readonly DimensionSymbol[] = ['slash', 'triangle', 'star', 'hexagon', 'circle', 'square', 'diamond', 'plus', 'crescent']
const MOVEMENTS: readonly MovementType[] = ['normal', 'fast', 'stationary', 'flying', 'unique', 'aquatic']

/** A kind the data describes fully (nothing for the owner to add). */
const isComplete = (k: MonsterKind) => k.confidence !== 'unknown' && k.dimension !== null && k.movement !== null && k.count !== null

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
  const inn = hasInnsmouth(state)
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
        const prevent = command.data.preventGate
        if (prevent !== undefined && typeof prevent !== 'boolean') return 'command/malformed'
        if (id !== undefined) {
          if (!data.mythos.some((m) => m.id === id)) return 'mythos/unknown-card'
          if (!state.mythosDeck.includes(id)) return 'mythos/card-not-in-deck'
        } else if (state.mythosDeck.length === 0) return 'mythos/deck-empty'
        drawMythos(em, id, prevent === true)
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
        const clean = Object.fromEntries(p.gates.map((g) => [g, counts[g] ?? 0]))
        const onBoard = p.room !== null && p.room > 0 && p.room < answerLimitedTotal(p, clean) ? command.data.onBoard! : null
        // Innsmouth gates keep every monster they get; the on-board counts are about the other gates.
        const unlimited = p.unlimited ?? []
        const keep = (g: string) => (unlimited.includes(g) ? clean[g] : onBoard![g] ?? 0)
        placeSurge(em, p.surgeGate || p.gates[0], clean, onBoard ? Object.fromEntries(p.gates.map((g) => [g, keep(g)])) : null, 'mythos/surge')
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
        // The players told the app an arrow it did not know: remember it for the rest of the game.
        const known = customArrowsOf(state)
        if (p.reason === 'unknown-arrow' && p.colour && command.data.to !== from && !(Object.hasOwn(known, from) && known[from][p.colour] !== undefined)) {
          em.emit({ type: 'ArrowDefined', data: { space: from, colour: p.colour, to: command.data.to } }, 'rule/remember-arrow')
        }
        if (command.data.to === VORTEX) enterVortex(em, p.uid, 'mythos/movement')
        else if (command.data.to !== from) em.emit({ type: 'MonsterMoved', data: { uid: p.uid, from, to: command.data.to } }, 'mythos/movement')
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
      case 'ReopenLocation': {
        const refused = typeof command.data.location === 'string' ? reopenRefusal(state, command.data.location) : 'location/not-closed'
        if (refused) return refused
        em.emit({ type: 'LocationReopened', data: { location: command.data.location } }, 'manual')
        return null
      }
      case 'MoveInvestigator': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv) return 'investigator/unknown'
        if (inv.devoured) return 'investigator/devoured'
        const to = command.data.to
        if (to !== null) {
          // With the Innsmouth board: its streets and locations, and the Innsmouth Jail's cell.
          const okPlace = idx.isArkham(to) || to === 'lost-in-time-and-space' || to === 'police-station-jail-cell' ||
            (inn && typeof to === 'string' && idx.byId.get(to)?.board === 'innsmouth') ||
            (typeof to === 'string' && /^ow:[a-z0-9-]+:[12]$/.test(to) && data.worlds.some((w) => w.id === to.split(':')[1]))
          if (!okPlace) return 'investigator/unknown-place'
          if (own(state.closed, to) && idx.isLocation(to)) return 'investigator/location-closed'
        }
        em.emit({ type: 'InvestigatorMoved', data: { investigatorId: inv.id, to } }, 'manual')
        checkVigilance(em, inv.id, to)
        return null
      }
      case 'ArrestInvestigator': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        if (state.status !== 'playing') return 'investigator/arrest-not-playing'
        if (inv.location !== null && JAIL_CELLS.includes(inv.location)) return 'investigator/already-jailed'
        const kind = inv.location === null ? 'street' : idx.byId.get(inv.location)?.kind
        if (kind !== 'street' && kind !== 'location' && inv.location !== 'inner-sanctum') return 'investigator/arrest-not-in-town'
        arrest(em, inv.id, 'manual')
        return null
      }
      case 'ResolveVigilanceCheck': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        if (typeof command.data.passed !== 'boolean') return 'command/malformed'
        if (!own(vigilanceOf(state), inv.id)) return 'vigilance/not-due'
        if (command.data.passed) em.emit({ type: 'VigilanceCheckPassed', data: { investigatorId: inv.id } }, 'manual')
        else arrest(em, inv.id, 'rule/vigilance-arrest')
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
        if (to !== 'outskirts' && !countsTowardLimit(data, to) && !(inn && idx.isInnsmouth(to))) return 'monster/unknown-place'
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
          afterBattleProgress(em)
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
        // «OSTATECZNA BITWA» step 1 «Odpoczynek Badaczy»: every round, the first round included, the first player passes the marker left
        // (not while Quachil Uttaus holds it).
        const fp = nextFirstPlayer(state)
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
        recordBattleAttack(em, inv.id, n)
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
      case 'PreventGate': {
        // «Tor Buntu Istot z Głębin»: «Za każdym razem, gdy coś zapobiegnie otworzeniu się bramy (np. … zdolność Badacza)».
        if (state.status !== 'playing') return 'gate/not-playing'
        const loc = command.data.location
        if (loc !== undefined) {
          if (typeof loc !== 'string' || !idx.isLocation(loc) || !(idx.isArkham(loc) || (inn && idx.isInnsmouth(loc)))) return 'gate/unknown-location'
          if (own(state.gates, loc)) return 'gate/already-open'
        }
        em.emit({ type: 'GatePrevented', data: { ...(loc !== undefined ? { location: loc } : {}), by: 'ability' } }, 'manual')
        addUprising(em, 'rule/gate-prevented-uprising')
        return null
      }
      case 'MonsterEntersVortex': {
        if (!inn) return 'innsmouth/not-in-play'
        if (state.status !== 'playing') return 'vortex/not-playing'
        const place = own(state.monsters, command.data.uid)
        if (place === undefined) return 'monster/unknown'
        if (!idx.isInnsmouth(place)) return 'vortex/not-on-innsmouth-board'
        enterVortex(em, command.data.uid, 'manual')
        return null
      }
      case 'SpendCluesOnFedsRaid': {
        if (!inn) return 'innsmouth/not-in-play'
        if (state.status !== 'playing') return 'feds/not-playing'
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        const hood = command.data.neighbourhood
        const spaces = typeof hood === 'string' ? fedsRaidSpaces(data, hood) : 0
        if (spaces === 0) return 'feds/not-innsmouth-neighbourhood'
        const n = command.data.count
        if (!isInt(n) || n < 1 || n > spaces) return 'clue/bad-count'
        if (inv.clues < n) return 'clue/not-enough'
        const filled = own(fedsRaidOf(state), hood) ?? 0
        if (filled >= spaces) return 'feds/spaces-full'
        if (filled + n > spaces) return 'feds/not-enough-spaces'
        placeFedsClues(em, inv.id, hood, n, 'manual')
        return null
      }
      case 'AdjustDeepOnesRising': {
        if (!inn) return 'innsmouth/not-in-play'
        if (state.status !== 'playing') return 'rising/not-playing'
        const n = command.data.delta
        const max = deepOnesRisingMax(data)
        if (!isInt(n) || n === 0 || Math.abs(n) > max) return 'rising/bad-amount'
        const to = (state.deepOnesRising ?? 0) + n
        if (to < 0 || to > max) return 'rising/out-of-range'
        if (n > 0) for (let k = 0; k < n; k++) addUprising(em, 'manual')
        else em.emit({ type: 'DeepOnesRisingCorrected', data: { to } }, 'manual')
        return null
      }
      case 'AdjustAncientOneCounter': {
        const { key, delta } = command.data
        const spec = typeof key === 'string' ? aoCounterSpecs(ancientOneOf(em), data).find((x) => x.key === key) : undefined
        if (!spec) return 'ao-counter/unknown-key'
        if (!isInt(delta) || delta === 0 || Math.abs(delta) > 20) return 'ao-counter/bad-amount'
        const to = (own(aoCountersOf(state), spec.key) ?? spec.start) + delta
        if (to < spec.min || to > spec.max) return 'ao-counter/out-of-range'
        em.emit({ type: 'AncientOneCounterAdjusted', data: { key: spec.key, to } }, 'manual')
        afterCounterAdjusted(em, spec.key)
        afterBattleProgress(em)
        return null
      }
      case 'DrawInnsmouthLook': {
        // «Wygląd Innsmouth»: shuffle, draw the cards at once; afterwards they all go back (nothing stays drawn).
        if (state.status !== 'playing') return 'deck/not-playing'
        const ids = innsmouthLookIds(data)
        if (ids.length === 0) return 'deck/no-innsmouth-look'
        const n = command.data.count
        if (!isInt(n) || n < 1 || n > ids.length) return 'look/bad-count'
        const who = command.data.investigatorId
        if (who !== undefined) {
          const inv = investigator(state, who)
          if (!inv || inv.devoured) return 'investigator/unknown'
        }
        const cardIds = em.rng.shuffle(ids).slice(0, n)
        em.emit({ type: 'InnsmouthLookDrawn', data: { count: n, cardIds, ...(who !== undefined ? { investigatorId: who } : {}) } }, 'manual')
        return null
      }
      case 'SetPersonalStory': {
        const inv = investigator(state, command.data.investigatorId)
        if (!inv || inv.devoured) return 'investigator/unknown'
        const { story, status } = command.data
        if (story !== null && (typeof story !== 'string' || story.trim().length > 80)) return 'story/bad-text'
        if (!['active', 'passed', 'failed'].includes(status)) return 'story/bad-status'
        const text = story === null || story.trim() === '' ? null : story.trim()
        em.emit({ type: 'PersonalStorySet', data: { investigatorId: inv.id, story: text, status } }, 'manual')
        return null
      }
      case 'DefineMonsterKind':
        return defineMonsterKind(em, command)
      case 'DefineArrow': {
        if (!inn) return 'innsmouth/not-in-play'
        const { space, colour, to } = command.data
        const sp = typeof space === 'string' ? idx.byId.get(space) : undefined
        if (!sp || (sp.kind !== 'street' && sp.kind !== 'location')) return 'arrow/unknown-space'
        if (colour !== 'white' && colour !== 'black') return 'command/malformed'
        if (sp.confidence !== 'unknown' || sp[colour] !== null) return 'arrow/known'
        const arrows = customArrowsOf(state)
        if (Object.hasOwn(arrows, sp.id) && arrows[sp.id][colour] !== undefined) return 'arrow/already-defined'
        const dest = typeof to === 'string' ? idx.byId.get(to) : undefined
        const okTo = to === VORTEX ? sp.board === 'innsmouth'
          : !!dest && dest.id !== sp.id && dest.board === sp.board && (dest.kind === 'street' || dest.kind === 'location') && dest.reachableOnlyBy !== 'aquatic'
        if (!okTo) return 'arrow/bad-destination'
        em.emit({ type: 'ArrowDefined', data: { space: sp.id, colour, to } }, 'manual')
        return null
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
  'location/not-closed': 'That place is not closed.',
  'location/closed-for-good': 'Terror closed this shop for the rest of the game.',
  'location/closed-by-card-in-play': 'The Environment or Rumor in play keeps it closed; it reopens when that card leaves play.',
  'investigator/arrest-not-playing': 'Arrests happen only before the Ancient One awakens.',
  'investigator/already-jailed': 'The investigator is already in a jail cell.',
  'investigator/arrest-not-in-town': 'Only an investigator in Arkham or Innsmouth can be arrested (not in an Other World or Lost in Time and Space).',
  'vigilance/not-due': 'No vigilance check is due for this investigator.',
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
  'deck/no-innsmouth-look': 'The game data has no Innsmouth Look cards.',
  'innsmouth/not-in-play': 'The game is not played with the Innsmouth board.',
  'gate/unknown-location': 'Gates open only at Arkham (or Innsmouth) locations.',
  'gate/already-open': 'A gate is already open there: to prevent it, undo the Mythos draw and draw again with the ability.',
  'vortex/not-playing': 'Monsters move into vortices only before the Ancient One awakens.',
  'vortex/not-on-innsmouth-board': 'Only a monster on the Innsmouth board can move into a vortex.',
  'feds/not-playing': 'The Feds Raid track is used only before the Ancient One awakens.',
  'feds/not-innsmouth-neighbourhood': 'Clues go on the Feds Raid spaces of an Innsmouth neighbourhood.',
  'feds/spaces-full': 'That neighbourhood\'s Feds Raid spaces are full.',
  'feds/not-enough-spaces': 'Not that many empty Feds Raid spaces of that colour.',
  'clue/bad-count': 'The number of clues is out of range.',
  'rising/not-playing': 'The Deep Ones Rising track is used only before the Ancient One awakens.',
  'rising/bad-amount': 'The change must be a whole number, not 0, at most the track length.',
  'rising/out-of-range': 'The Deep Ones Rising track holds 0 to 6 tokens.',
  'ao-counter/unknown-key': 'This Ancient One\'s sheet has no such counter.',
  'ao-counter/bad-amount': 'The change must be a whole number, not 0, at most 20.',
  'ao-counter/out-of-range': 'The counter would leave its range.',
  'look/bad-count': 'Draw 1 to 10 Innsmouth Look cards.',
  'story/bad-text': 'A personal story note has at most 80 characters.',
  'story/bad-status': 'A personal story is active, passed or failed.',
  'monster/bad-id': 'A monster id is lowercase letters, digits and dashes.',
  'monster/base-kind': 'Base-game monsters are fully known.',
  'monster/already-defined': 'That monster was already defined; undo to change it.',
  'monster/already-complete': 'The data already knows that monster completely.',
  'monster/bad-name': 'A monster name has 1 to 40 characters.',
  'monster/bad-dimension': 'Unknown dimension symbol.',
  'monster/bad-movement': 'Unknown movement type.',
  'monster/bad-count': 'A monster kind has 1 to 25 tokens.',
  'monster/contradicts-data': 'That contradicts what the data knows about the monster.',
  'monster/more-than-the-box': 'The Innsmouth box does not hold that many monsters of that type.',
  'arrow/unknown-space': 'Arrows start from a street or location.',
  'arrow/known': 'The data already knows that arrow.',
  'arrow/already-defined': 'That arrow was already defined; undo to change it.',
  'arrow/bad-destination': 'An arrow leads to another street or location on the same board, or into a vortex.',
}

/**
 * `DefineMonsterKind`: the owner of the box fills in an Innsmouth monster kind the data does not
 * know (or knows only in part). Known facts cannot be contradicted; the box bounds the counts
 * («Nowe żetony potworów»: 32 tokens, 2 Masks, 5 spawn, 25 for the cup). New tokens join the cup,
 * except Masks (unless the Ancient One keeps them there) and spawn monsters, which are set aside
 * («Pula potworów», «Potwory lęgowe»).
 */
function defineMonsterKind(em: Emitter, c: CommandOf<'DefineMonsterKind'>): string | null {
  const { state, data } = em
  if (!hasInnsmouth(state)) return 'innsmouth/not-in-play'
  const { id, name, dimension, movement, count, mask, spawn } = c.data
  if (typeof id !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 40) return 'monster/bad-id'
  const known = data.monsters.find((k) => k.id === id)
  if (known && known.set !== 'innsmouth') return 'monster/base-kind'
  if (Object.hasOwn(customMonstersOf(state), id)) return 'monster/already-defined'
  if (known && isComplete(known)) return 'monster/already-complete'
  if (typeof name !== 'string' || name.trim() === '' || name.trim().length > 40) return 'monster/bad-name'
  if (!DIMENSIONS.includes(dimension)) return 'monster/bad-dimension'
  if (!MOVEMENTS.includes(movement)) return 'monster/bad-movement'
  if (!isInt(count) || count < 1 || count > 25) return 'monster/bad-count'
  if (typeof mask !== 'boolean' || typeof spawn !== 'boolean' || (mask && spawn)) return 'command/malformed'
  if (known && ((known.count !== null && known.count !== count) || (known.dimension !== null && known.dimension !== dimension) ||
    (known.movement !== null && known.movement !== movement) || known.mask !== mask || known.spawn !== spawn)) return 'monster/contradicts-data'
  const totals = data.innsmouth?.monsterTotals
  if (totals) {
    const group = (k: { mask: boolean; spawn: boolean }) => (k.mask ? 'mask' : k.spawn ? 'spawn' : 'cup')
    const inBox = { mask: totals.masks, spawn: totals.spawn, cup: totals.cup }[group({ mask, spawn })]
    const used = monsterKindsOf(state, data)
      .filter((k) => k.set === 'innsmouth' && k.id !== id && group(k) === group({ mask, spawn }))
      .reduce((a, k) => a + (k.count ?? 0), 0)
    if (used + count > inBox) return 'monster/more-than-the-box'
  }
  const kind: CustomMonsterKind = { id, name: name.trim(), dimension, movement, count, mask, spawn }
  const tokens = Array.from({ length: count }, (_, i) => `${id}#${i + 1}`).filter((uid) => !Object.hasOwn(state.monsters, uid))
  const inCup = !spawn && (!mask || ancientOneOf(em).masksInCup)
  em.emit({ type: 'MonsterKindDefined', data: { kind, tokens, to: inCup ? 'cup' : 'box' } }, 'manual')
  return null
}

function messageFor(code: string, command: Ah2eCommand): string {
  const [base, detail] = code.split(/:(.*)/s)
  return detail ?? MESSAGES[base] ?? `${command.type} is not allowed now (${base}).`
}

function setUp(data: Ah2eData, state: Ah2eState, c: CommandOf<'SetUpGame'>, ctx: DecideContext): R {
  if (state.status !== 'new') return fail('setup/already', 'The game is already set up.')
  const { players, investigatorNames, ancientOne, settings, expansions, herald } = c.data
  if (!isInt(players) || players < 1 || players > 8) return fail('setup/players', 'Arkham Horror is for 1 to 8 players.')
  if (investigatorNames !== undefined && (!Array.isArray(investigatorNames) || investigatorNames.length > players ||
    investigatorNames.some((n) => typeof n !== 'string' || n.length > 40))) return fail('setup/names', 'Investigator names: at most one per player, 40 characters each.')
  if (expansions !== undefined && (!Array.isArray(expansions) || expansions.some((x) => !EXPANSIONS.includes(x)) || new Set(expansions).size !== expansions.length)) {
    return fail('setup/expansions', `Known expansions: ${EXPANSIONS.join(', ')}.`)
  }
  const inn = expansions?.includes('innsmouth') ?? false
  if (inn && !data.neighbourhoods.some((n) => n.board === 'innsmouth')) return fail('setup/no-innsmouth-data', 'The game data has no Innsmouth board.')
  if (herald !== undefined && herald !== null && (typeof herald !== 'string' || !(data.innsmouth?.heralds ?? []).some((h) => h.id === herald))) {
    return fail('setup/herald', `Unknown Herald "${String(herald)}".`)
  }
  // The Innsmouth Ancient Ones may be chosen without the board («Korzystanie tylko z niektórych elementów»);
  // a drawn one comes from the sets in play.
  const inPlay = (set: string) => set === 'base' || (inn && set === 'innsmouth')
  const drawable = data.ancientOnes.filter((a) => inPlay(a.set))
  let ao = ancientOne === null || ancientOne === undefined ? null : data.ancientOnes.find((a) => a.id === ancientOne)
  if (ancientOne && !ao) return fail('setup/ancient-one', `Unknown Ancient One "${ancientOne}".`)
  const drawn = !ao
  if (!ao) ao = ctx.rng.pick(drawable)
  const merged: Ah2eSettings = { ...DEFAULT_SETTINGS }
  if (settings && typeof settings === 'object') {
    for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) if (typeof settings[k] === 'boolean') merged[k] = settings[k] as boolean
    // Recorded only when given, so that a game without it records the settings it always did.
    if (typeof settings.burstTwoMonstersWithFivePlus === 'boolean') merged.burstTwoMonstersWithFivePlus = settings.burstTwoMonstersWithFivePlus
  }
  // «Przygotowanie żetonów potworów»: the Innsmouth tokens of known kinds join the base ones; Masks
  // (unless the sheet says otherwise) and the spawn monsters are set aside.
  const kinds = new Map(data.monsters.map((m) => [m.id, m]))
  const tokens = monsterTokens(data, (k) => inPlay(k.set))
  const kindOfToken = (uid: string) => kinds.get(uid.slice(0, uid.lastIndexOf('#')))
  const isMask = (uid: string) => kindOfToken(uid)?.mask === true
  const isSpawn = (uid: string) => kindOfToken(uid)?.spawn === true
  const setAside = (uid: string) => isSpawn(uid) || (!ao!.masksInCup && isMask(uid))
  const counters = aoCounterSpecs(ao, data)
  const expansionList: ExpansionId[] = inn ? ['innsmouth'] : []
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
      mythosDeck: ctx.rng.shuffle(data.mythos.filter((m) => inPlay(m.set)).map((m) => m.id)),
      gateStack: ctx.rng.shuffle(data.gateMarkers.map((g) => g.id)),
      allyDeck: ctx.rng.shuffle(data.allies.map((a) => a.id)),
      monstersInCup: tokens.filter((t) => !setAside(t)),
      monstersBoxed: tokens.filter(setAside),
      // Innsmouth illustration item 1: a clue on every unstable Innsmouth location too.
      clueLocations: data.spaces.filter((s) => s.kind === 'location' && s.unstable && (s.board === 'arkham' || (inn && s.board === 'innsmouth'))).map((s) => s.id),
      // Shuffled last, so the earlier random outcomes of a seed stay as they were before the Gate deck existed.
      gateDeck: shuffledGateDeck(data, (ids) => ctx.rng.shuffle(ids), inn ? ['innsmouth'] : []),
      // Absent in a base game, so it records exactly what it did before Innsmouth.
      ...(expansionList.length ? { expansions: expansionList } : {}),
      ...(typeof herald === 'string' ? { herald } : {}),
      ...(counters.length ? { aoCounters: Object.fromEntries(counters.map((x) => [x.key, x.start])) } : {}),
    },
  }
  return ok([event])
}
