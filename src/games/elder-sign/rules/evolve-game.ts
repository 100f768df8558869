import { type Folds, joined, same, toDeckBottom, withInvestigator, withPlayer } from './evolve-base'

/** The event types this table folds. */
type Handled =
  | 'GameSetUp' | 'InvestigatorJoined' | 'StartingItemsPicked' | 'TurnStarted' | 'PhaseChanged'
  | 'InvestigatorMoved' | 'EntranceActionTaken' | 'ChoiceOpened' | 'ChoiceAnswered' | 'PlayerEliminated'
  | 'AncientOneAwakened' | 'AdventuresCleared' | 'AncientOneAttacked' | 'EffectLeftToPlayers'
  | 'LostAndFoundRolled' | 'SouvenirBought' | 'GameWon' | 'GameLost'
/** The game and its turns: setup, the investigators joining, the phases, the players' answers, the Ancient One and the end. */
export const gameFolds: Pick<Folds, Handled> = {
  GameSetUp(s, event) {
    const d = event.data
    s.status = 'playing'
    s.seed = d.seed
    s.players = d.players.map((p) => ({ name: p.name, investigator: joined(p.investigator), eliminated: false, devoured: [] }))
    s.ancientOne = d.ancientOne
    s.firstPlayer = d.firstPlayer
    s.turn = { ...s.turn, player: d.firstPlayer }
    s.adventureDeck = d.adventureDeck
    s.otherWorldDeck = d.otherWorldDeck
    s.cup = d.cup
    s.ownerFacts = { adventureLocks: { ...d.ownerFacts.adventureLocks } }
    return s
  },
  InvestigatorJoined(s, event) {
    return withPlayer(s, event.data.player, (p) => ({ ...p, investigator: joined(event.data.investigator) }))
  },
  StartingItemsPicked(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => {
      const items = { ...i.items }
      let picked = 0
      for (const [k, n] of Object.entries(event.data.items) as [keyof typeof items, number][]) {
        items[k] += n
        picked += n
      }
      return { ...i, items, toPick: Math.max(0, i.toPick - picked) }
    })
  },
  TurnStarted(s, event) {
    s.turn = {
      number: event.data.number,
      player: event.data.player,
      phase: event.data.clockOnly ? 'clock' : event.data.battle ? 'action' : 'movement',
      midnights: 0,
      discardedExtra: [],
      entranceDone: false,
    }
    s.attempt = null
    return s
  },
  PhaseChanged(s, event) {
    s.turn = { ...s.turn, phase: event.data.phase }
    return s
  },
  InvestigatorMoved(s, event) {
    return withInvestigator(s, event.data.investigator, (i) => ({ ...i, at: event.data.to }))
  },
  EntranceActionTaken(s) {
    s.turn = { ...s.turn, entranceDone: true }
    return s
  },
  ChoiceOpened(s, event) {
    s.pending = { ...event.data.choice, rest: event.data.rest }
    return s
  },
  ChoiceAnswered(s) {
    s.pending = null
    return s
  },
  PlayerEliminated(s, event) {
    return withPlayer(s, event.data.player, (p) => ({ ...p, eliminated: true }))
  },
  AncientOneAwakened(s, event) {
    s.status = 'battle'
    s.doom = event.data.doom
    s.players = s.players.map((p) => (p.investigator ? { ...p, investigator: { ...p.investigator, at: 'ancient-one' } } : p))
    return s
  },
  AdventuresCleared(s, event) {
    let out = s
    for (const a of s.adventures) out = toDeckBottom(out, a.deck, [a.card])
    const back = s.monsters.filter((m) => event.data.monsters.includes(m.id))
    out.adventures = []
    out.monsters = s.monsters.filter((m) => !event.data.monsters.includes(m.id))
    out.cup = { regular: s.cup.regular + back.filter((m) => !m.mask).length, mask: s.cup.mask + back.filter((m) => m.mask).length }
    return out
  },
  AncientOneAttacked: same,
  EffectLeftToPlayers: same,
  LostAndFoundRolled: same,
  SouvenirBought: same,
  GameWon(s, event) {
    s.status = 'won'
    s.outcome = { result: 'won', how: event.data.how }
    s.pending = null
    return s
  },
  GameLost(s, event) {
    s.status = 'lost'
    s.outcome = { result: 'lost', reason: event.data.reason }
    s.pending = null
    return s
  },
}
