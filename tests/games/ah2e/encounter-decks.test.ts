import { describe, expect, it } from 'vitest'
import { decidedEvents, execute, foldEntries, newSession, redo, rngForCommand, undo, type Session } from '@/core'
import { ah2e, ah2eFullData, initialAh2eState, type Ah2eCommand, type Ah2eEvent, type Ah2eState } from '@/games/ah2e/rules'
import { ah2eData, gateCard, locationCard, monsterTokens } from '@/games/ah2e/data'
import { evolve } from '@/games/ah2e/rules/evolve'
import { decideAh2e } from '@/games/ah2e/rules/decide'

type S = Session<Ah2eState, Ah2eCommand, Ah2eEvent>

const gateIds = (ah2eData.gateCards ?? []).map((c) => c.id)
const SPECIAL = 'base-gate-49'
const colourOf = (id: string) => gateCard(id).colours[0] ?? 'special'
const byColour = (colour: string) => gateIds.filter((id) => colourOf(id) === colour)

function play(seed: string, commands: Ah2eCommand[]): S {
  let s = newSession(ah2e, seed)
  for (const c of commands) {
    const r = execute(ah2e, s, c)
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`)
    s = r.value.session
  }
  return s
}

const setUp: Ah2eCommand = { type: 'SetUpGame', data: { players: 2, ancientOne: 'yig' } }
const drawGate = (world: string, investigatorId?: string): Ah2eCommand => ({ type: 'DrawGateCard', data: { world, ...(investigatorId ? { investigatorId } : {}) } })
const drawLocation = (neighbourhood: string): Ah2eCommand => ({ type: 'DrawLocationCard', data: { neighbourhood } })
const eventsOf = (s: S, type: string) => s.entries.flatMap((e) => e.events).filter((e) => e.type === type)

/** A set-up state whose Gate deck is exactly `deck` (the given of a given/when/then table). */
function givenGateDeck(deck: string[] | undefined): Ah2eState {
  const setUpEvent = play('given', [setUp]).entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
  const data = { ...setUpEvent.data }
  if (deck) data.gateDeck = deck
  else delete data.gateDeck
  // Through the rules' fold, which reads an older setup event (no gateDeck) as today's.
  return ah2e.evolve(initialAh2eState(), { ...setUpEvent, data })
}

function decide(state: Ah2eState, command: Ah2eCommand, seq = 2) {
  const r = decideAh2e(ah2eData, state, command, { rng: rngForCommand('given', seq), seq, seed: 'given' })
  return r.ok ? { ok: true as const, value: decidedEvents(r.value) } : r
}

describe('encounter decks: Gate cards («Faza IV: Spotkania w Innych Światach», «Odrzucanie kart»)', () => {
  it('DECK-01 «Faza IV: Spotkania w Innych Światach»: the City of the Great Race (yellow + green) never yields a red or blue card', () => {
    for (const seed of ['deck-a', 'deck-b', 'deck-c']) {
      const s = play(seed, [setUp, ...Array.from({ length: 40 }, () => drawGate('city-of-the-great-race'))])
      const drawn = eventsOf(s, 'GateCardDrawn') as Extract<Ah2eEvent, { type: 'GateCardDrawn' }>[]
      expect(drawn).toHaveLength(40)
      for (const e of drawn) {
        expect(['yellow', 'green'], e.data.cardId).toContain(colourOf(e.data.cardId))
        for (const sk of e.data.skipped) expect(['red', 'blue'], sk).toContain(colourOf(sk))
      }
    }
  })

  it('DECK-01 «Faza IV»: the rulebook example: a red and a blue card are set aside before a green card is used', () => {
    const [red, blue, green] = [byColour('red')[0], byColour('blue')[0], byColour('green')[0]]
    const rest = gateIds.filter((id) => ![red, blue, green].includes(id))
    const r = decide(givenGateDeck([red, blue, green, ...rest]), drawGate('city-of-the-great-race'))
    expect(r.ok && r.value).toEqual([{ type: 'GateCardDrawn', data: { world: 'city-of-the-great-race', cardId: green, skipped: [red, blue] }, cause: 'manual' }])
  })

  it('DECK-02 «Odrzucanie kart»: skipped cards go to the bottom in the order drawn, then the used card', () => {
    const skippedFirst = [...byColour('red').slice(0, 3), ...byColour('blue').slice(0, 2)]
    const yellow = byColour('yellow')[5]
    const rest = gateIds.filter((id) => ![...skippedFirst, yellow].includes(id))
    let state = givenGateDeck([...skippedFirst, yellow, ...rest])
    const r = decide(state, drawGate('city-of-the-great-race', 'inv-1'))
    if (!r.ok) throw new Error(r.error.code)
    expect(r.value[0]).toMatchObject({ type: 'GateCardDrawn', data: { cardId: yellow, skipped: skippedFirst, investigatorId: 'inv-1' } })
    for (const e of r.value) state = evolve(state, e)
    expect(state.gateDeck).toEqual([...rest, ...skippedFirst, yellow])
    expect([...state.gateDeck].sort()).toEqual([...gateIds].sort())
  })

  it('DECK-02 «Odrzucanie kart»: a world with all four colours takes the top card and nothing is skipped (boundary: 0 skipped)', () => {
    const deck = [byColour('red')[0], ...gateIds.filter((id) => id !== byColour('red')[0])]
    for (const world of ['another-dimension', 'the-dreamlands']) {
      const r = decide(givenGateDeck(deck), drawGate(world))
      expect(r.ok && r.value[0].data).toEqual({ world, cardId: deck[0], skipped: [] })
    }
  })

  it('DECK-03 same seed and commands give the same cards; undo then the same command draws the same card', () => {
    const cmds = [setUp, drawGate('yuggoth'), drawGate('abyss'), drawLocation('downtown'), drawGate('rlyeh')]
    const a = play('same-seed', cmds)
    const b = play('same-seed', cmds)
    expect(b.entries.map((e) => e.events)).toEqual(a.entries.map((e) => e.events))
    expect(foldEntries(ah2e, a.entries)).toEqual(a.state)
    const c = play('other-seed', cmds)
    expect(c.state.gateDeck).not.toEqual(a.state.gateDeck)

    const undone = undo(ah2e, a)
    if (!undone.ok) throw new Error(undone.error.code)
    const again = execute(ah2e, undone.value, drawGate('rlyeh'))
    if (!again.ok) throw new Error(again.error.code)
    expect(again.value.entry.events).toEqual(a.entries[4].events)
    const redone = redo(ah2e, undone.value)
    expect(redone.ok && redone.value.state).toEqual(a.state)
  })

  it('DECK-04 «Odrzucanie kart»: the special card reshuffles the deck without itself, goes to the bottom, and drawing goes on', () => {
    const red = byColour('red')[0]
    const rest = gateIds.filter((id) => id !== red && id !== SPECIAL)
    let state = givenGateDeck([red, SPECIAL, ...rest])
    const r = decide(state, drawGate('city-of-the-great-race'))
    if (!r.ok) throw new Error(r.error.code)
    expect(r.value.map((e) => e.type)).toEqual(['GateDeckReshuffled', 'GateCardDrawn'])
    const [shuffle, drawn] = r.value as [Extract<Ah2eEvent, { type: 'GateDeckReshuffled' }>, Extract<Ah2eEvent, { type: 'GateCardDrawn' }>]
    expect(shuffle.data.cardId).toBe(SPECIAL)
    expect(shuffle.data.skipped).toEqual([red])
    expect(shuffle.data.order.at(-1)).toBe(SPECIAL)
    expect([...shuffle.data.order].sort()).toEqual([...gateIds].sort())
    expect(shuffle.cause).toBe('rule/gate-special-card')
    // The draw continues from the top of the new order.
    const firstMatch = shuffle.data.order.findIndex((id) => ['yellow', 'green'].includes(colourOf(id)))
    expect(drawn.data.cardId).toBe(shuffle.data.order[firstMatch])
    expect(drawn.data.skipped).toEqual(shuffle.data.order.slice(0, firstMatch))
    for (const e of r.value) state = evolve(state, e)
    expect(state.gateDeck.slice(-drawn.data.skipped.length - 2)).toEqual([SPECIAL, ...drawn.data.skipped, drawn.data.cardId])
  })

  it('DECK-05 setup shuffles the 49 Gate cards into the GameSetUp event, after the earlier shuffles (old seeds keep their decks)', () => {
    const s = play('setup-seed', [setUp])
    const e = s.entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
    expect(e.data.gateDeck).toHaveLength(49)
    expect([...(e.data.gateDeck ?? [])].sort()).toEqual([...gateIds].sort())
    expect(s.state.gateDeck).toEqual(e.data.gateDeck)
    const rng = rngForCommand('setup-seed', 1)
    expect(e.data.mythosDeck).toEqual(rng.shuffle(ah2eData.mythos.filter((m) => m.set === 'base').map((m) => m.id)))
    expect(e.data.gateStack).toEqual(rng.shuffle(ah2eData.gateMarkers.map((g) => g.id)))
    expect(e.data.allyDeck).toEqual(rng.shuffle(ah2eData.allies.map((a) => a.id)))
    expect(e.data.gateDeck).toEqual(rng.shuffle(gateIds))
    expect(monsterTokens(ah2eData).length).toBe(60)
  })

  it('DECK-06 a GameSetUp without gateDeck (older log) is read with the base Gate cards in the data order, and draws from it', () => {
    const old = givenGateDeck(undefined)
    expect(old.gateDeck).toEqual(gateIds)
    const blue = byColour('blue')
    const r = decide(old, drawGate('city-of-the-great-race'))
    expect(r.ok && r.value[0].data).toEqual({ world: 'city-of-the-great-race', cardId: 'base-gate-13', skipped: blue })
    let state = old
    if (r.ok) for (const e of r.value) state = evolve(state, e)
    expect(state.gateDeck).toEqual([...gateIds.filter((id) => !blue.includes(id) && id !== 'base-gate-13'), ...blue, 'base-gate-13'])
    // The raw evolve (no data) keeps what the event says: an older setup event alone holds no deck.
    const setUpEvent = play('given', [setUp]).entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
    const { gateDeck: _dropped, ...noDeck } = setUpEvent.data
    expect(evolve(initialAh2eState(), { ...setUpEvent, data: noDeck }).gateDeck).toEqual([])
  })
})

describe('encounter decks: Location cards («Faza III: Spotkania w Arkham», «Odrzucanie kart»)', () => {
  it('DECK-07 «Faza III: Spotkania w Arkham»: a draw comes only from that neighbourhood, and over many draws from all 7 of its cards', () => {
    for (const n of ah2eData.neighbourhoods) {
      const s = play(`hood-${n.id}`, [setUp, ...Array.from({ length: 60 }, () => drawLocation(n.id))])
      const cards = (eventsOf(s, 'LocationCardDrawn') as Extract<Ah2eEvent, { type: 'LocationCardDrawn' }>[]).map((e) => {
        expect(e.data.neighbourhood).toBe(n.id)
        return e.data.cardId
      })
      expect(cards).toHaveLength(60)
      for (const id of cards) expect(locationCard(id).neighbourhood, id).toBe(n.id)
      expect(new Set(cards).size, n.id).toBe(7)
    }
  })

  it('DECK-07 «Odrzucanie kart»: the deck is shuffled before every draw, so the state keeps no order and does not change', () => {
    const s = play('loc-state', [setUp])
    const r = execute(ah2e, s, drawLocation('downtown'))
    expect(r.ok && r.value.session.state).toEqual(s.state)
    const again = play('loc-state', [setUp, drawLocation('downtown')])
    expect(again.entries[1].events).toEqual(r.ok ? r.value.entry.events : null)
  })
})

describe('encounter decks: refused commands', () => {
  const base = play('refuse', [setUp])
  it.each([
    [drawGate('kadath'), 'deck/unknown-world'],
    [drawGate('abyss', 'inv-9'), 'investigator/unknown'],
    [drawLocation('innsmouth-waterfront'), 'deck/unknown-neighbourhood'],
    [{ type: 'DrawLocationCard', data: { neighbourhood: 7 } } as unknown as Ah2eCommand, 'command/malformed'],
    [{ type: 'DrawGateCard', data: {} } as unknown as Ah2eCommand, 'command/malformed'],
  ])('DECK-08 %o is refused with %s and changes nothing', (cmd, code) => {
    const r = execute(ah2e, base, cmd)
    expect(r.ok ? null : r.error.code).toBe(code)
  })

  it('DECK-08 before setup and after the awakening no encounter card is drawn', () => {
    const fresh = newSession(ah2e, 'x')
    const r = execute(ah2e, fresh, drawGate('abyss'))
    expect(r.ok ? null : r.error.code).toBe('game/not-set-up')
    const battle = play('battle', [setUp, { type: 'AwakenAncientOne', data: {} }])
    for (const cmd of [drawGate('abyss'), drawLocation('downtown')]) {
      const rb = execute(ah2e, battle, cmd)
      expect(rb.ok ? null : rb.error.code).toMatch(/^(deck\/not-playing|game\/over)$/)
    }
  })
})

// ------------------------------------------------------------------------------------------------
// Innsmouth Horror («Widmo nad Innsmouth», «Przygotowanie talii» 2 and 5): its Location and Gate
// cards are shuffled into the decks. Its Gate cards name one world; elsewhere their «Inne» entry
// says to discard the card and draw again.

describe('encounter decks with Innsmouth («Przygotowanie talii»)', () => {
  const innSetUp: Ah2eCommand = { type: 'SetUpGame', data: { players: 2, ancientOne: 'yig', expansions: ['innsmouth'] } }
  const innGate = (ah2eFullData.gateCards ?? []).filter((c) => c.set === 'innsmouth')
  const innCard = (world: string, colour: string) => innGate.find((c) => c.worlds[0] === world && c.colours[0] === colour)!.id

  function innState(deck: string[]): Ah2eState {
    const setUpEvent = play('inn-given', [innSetUp]).entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
    return evolve(initialAh2eState(), { ...setUpEvent, data: { ...setUpEvent.data, gateDeck: deck } })
  }
  const decideFull = (state: Ah2eState, command: Ah2eCommand) => {
    const r = decideAh2e(ah2eFullData, state, command, { rng: rngForCommand('inn-given', 2), seq: 2, seed: 'inn-given' })
    return r.ok ? { ok: true as const, value: decidedEvents(r.value) } : r
  }

  it('INN-DECK-01 «Przygotowanie talii» (5): with Innsmouth the Gate deck holds the 49 base and the 16 Innsmouth cards; without it, the 49 only', () => {
    const e = play('inn-deck', [innSetUp]).entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
    expect(e.data.gateDeck).toHaveLength(65)
    expect([...(e.data.gateDeck ?? [])].sort()).toEqual([...gateIds, ...innGate.map((c) => c.id)].sort())
    const b = play('inn-deck', [setUp]).entries[0].events[0] as Extract<Ah2eEvent, { type: 'GameSetUp' }>
    expect(b.data.gateDeck).toHaveLength(49)
  })

  it.each([
    ['the-dreamlands', 'red', 'the-dreamlands', true, 'the world it names: its encounter'],
    ['the-dreamlands', 'red', 'abyss', false, 'another red world: discard and draw again'],
    ['the-dreamlands', 'red', 'another-dimension', false, 'Another Dimension is never named'],
    ['the-dreamlands', 'red', 'yuggoth', false, 'a world without red'],
  ])('INN-DECK-02 «Faza IV»: an Innsmouth card for %s (%s) drawn for %s → used = %s (%s)', (world, colour, drawFor, used) => {
    const card = innCard(world, colour)
    const next = byColour('red')[0]
    const rest = gateIds.filter((id) => id !== next)
    const r = decideFull(innState([card, next, ...rest]), drawGate(drawFor))
    expect(r.ok).toBe(true)
    const drawn = r.ok ? r.value.find((e) => e.type === 'GateCardDrawn') : undefined
    if (used) expect(drawn?.data).toMatchObject({ cardId: card, skipped: [] })
    else expect([drawn?.data.cardId !== card, drawn?.data.skipped[0]]).toEqual([true, card])
  })

  it('INN-DECK-02 «Faza IV»: over many draws every Innsmouth card that comes up for the Abyss names the Abyss', () => {
    const s = play('inn-abyss', [innSetUp, ...Array.from({ length: 80 }, () => drawGate('abyss'))])
    const drawn = eventsOf(s, 'GateCardDrawn') as Extract<Ah2eEvent, { type: 'GateCardDrawn' }>[]
    const inn = drawn.filter((e) => e.data.cardId.startsWith('innsmouth-'))
    expect(inn.length).toBeGreaterThan(0)
    for (const e of inn) expect(innGate.find((c) => c.id === e.data.cardId)?.worlds).toEqual(['abyss'])
  })

  it('INN-DECK-03 «Przygotowanie talii» (2): with Innsmouth an Arkham deck holds 11 cards (7 + 4) and the Innsmouth decks 14; without it, 7, and the Innsmouth decks are not there', () => {
    const count = (cmds: Ah2eCommand[], hood: string) => {
      const s = play(`inn-hood-${hood}-${cmds.length}`, [...cmds, ...Array.from({ length: 150 }, () => drawLocation(hood))])
      const cards = (eventsOf(s, 'LocationCardDrawn') as Extract<Ah2eEvent, { type: 'LocationCardDrawn' }>[]).map((e) => e.data.cardId)
      for (const id of cards) expect((ah2eFullData.locationCards ?? []).find((c) => c.id === id)?.neighbourhood, id).toBe(hood)
      return new Set(cards).size
    }
    expect(count([innSetUp], 'downtown')).toBe(11)
    expect(count([setUp], 'downtown')).toBe(7)
    expect(count([innSetUp], 'factory-district')).toBe(14)
    const r = execute(ah2e, play('inn-refuse', [setUp]), drawLocation('church-green'))
    expect(r.ok ? null : r.error.code).toBe('deck/unknown-neighbourhood')
  })
})
