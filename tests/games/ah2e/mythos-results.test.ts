import { describe, expect, it } from 'vitest'
import { createRng, execute, newSession, undo, type LogEntry, type Rng, type Session } from '@/core'
import { ah2e, type Ah2eCommand, type Ah2eEvent, type Ah2eSetup, type Ah2eState } from '@/games/ah2e/rules'
import { draw, given, when } from './harness'

/**
 * MYTHOS-RESULTS: the Mythos phase the screens show (rulebook «Faza V: Mity») — the last card drawn
 * and everything the commands that resolved it recorded, until the players move the game on — is
 * kept in the state as the events are folded (`rules/mythosResults.ts`), so the Mythos screen no
 * longer reads the whole log to find it. The oracle below is the log reading it replaces: the last
 * entry that drew a card, then every entry of a command that resolves one (the draw and the
 * answers), cut off by a new phase (or the final battle's first round).
 */
type Entry = LogEntry<Ah2eCommand, Ah2eEvent>
type S = Session<Ah2eState, Ah2eCommand, Ah2eEvent>

const MYTHOS_COMMANDS: ReadonlySet<Ah2eCommand['type']> = new Set(['DrawMythosCard', 'PlaceSurge', 'ChooseClueTaker', 'ChooseMonsterDestination'])
const NOT_SHOWN = new Set(['MythosStepReached', 'MythosMovesPlanned', 'PendingChoiceAnswered'])

function fromLog(entries: readonly Entry[]): { cardId: string; virtual: boolean; events: Ah2eEvent[] } | null {
  let i = entries.length - 1
  for (; i >= 0; i--) {
    const e = entries[i]
    if (e.events.some((ev) => ev.type === 'MythosCardDrawn')) break
    if (e.events.some((ev) => ev.type === 'PhaseAdvanced' || ev.type === 'BattleRoundStarted')) return null
  }
  if (i < 0) return null
  const drawn = entries[i].events.filter((ev): ev is Extract<Ah2eEvent, { type: 'MythosCardDrawn' }> => ev.type === 'MythosCardDrawn').at(-1)!
  const events = entries.slice(i).filter((e) => MYTHOS_COMMANDS.has(e.command.type)).flatMap((e) => e.events).filter((ev) => !NOT_SHOWN.has(ev.type))
  return { cardId: drawn.data.cardId, virtual: !drawn.data.physical, events }
}

const kept = (s: Ah2eState) => (s.mythosPhase ? { cardId: s.mythosPhase.cardId, virtual: s.mythosPhase.virtual, events: s.mythosPhase.events } : null)

function setupFor(rng: Rng): Ah2eSetup {
  return ah2e.sampleSetup(rng)
}

/** A random evening, mostly what the screens offer (every question answered), sometimes `sample`'s odd inputs; the kept phase checked after every command and undo. */
function play(n: number): { draws: number; answers: number } {
  const seed = `mythos-results-${n}`
  const rng = createRng(seed)
  let s: S = newSession(ah2e, seed)
  const set = execute(ah2e, s, ah2e.setupCommand(setupFor(rng)))
  if (!set.ok) throw new Error(set.error.code)
  s = set.value.session
  let draws = 0
  let answers = 0
  for (let i = 0; i < 80 && ah2e.stage(s.state) !== 'ended'; i++) {
    const roll = rng.int(100)
    const list = roll < 80 ? ah2e.offers!(s.state, rng).filter((c) => c.type !== 'AwakenAncientOne' || rng.int(20) === 0) : ah2e.sample(s.state, rng)
    // The Mythos phase comes often: the draw and the phase advance first half the time.
    const sorted = rng.int(2) === 0 ? [...list].sort((a, b) => Number(/Mythos|Phase|Choose|Surge/.test(b.type)) - Number(/Mythos|Phase|Choose|Surge/.test(a.type))) : rng.shuffle([...list])
    let next: S | null = null
    for (const c of sorted) {
      const r = execute(ah2e, s, c)
      if (!r.ok) continue
      next = r.value.session
      if (c.type === 'DrawMythosCard') draws++
      if (MYTHOS_COMMANDS.has(c.type) && c.type !== 'DrawMythosCard') answers++
      break
    }
    if (!next) continue
    expect(kept(next.state), `${seed} step ${i}: ${next.entries.at(-1)!.command.type}`).toEqual(fromLog(next.entries))
    const u = undo(ah2e, next)
    if (u.ok) expect(kept(u.value.state), `${seed} step ${i}: the undo`).toEqual(fromLog(u.value.entries))
    s = next
  }
  return { draws, answers }
}

describe('MYTHOS-RESULTS the Mythos phase on screen, kept in the state («Faza V: Mity»)', () => {
  it('MYTHOS-RESULTS-01 over random evenings the kept phase is exactly what the log says: the last card drawn and what the draw and its answers did, nothing of the commands in between, gone at the next phase (or the final battle\'s first round)', () => {
    let draws = 0
    let answers = 0
    for (let n = 0; n < 40; n++) {
      const r = play(n)
      draws += r.draws
      answers += r.answers
    }
    // Not vacuous: many draws, and questions answered.
    expect(draws).toBeGreaterThan(200)
    expect(answers).toBeGreaterThan(20)
  }, 300_000)


  it('MYTHOS-RESULTS-02 «Umieszczanie żetonu Wskazówki»: a move while the card asks who takes the clue is not among its results, the answer is; a later command is not; the next phase clears them', () => {
    const g = given().investigator(1, 'woods').investigator(4, 'woods')
    expect(g.state.mythosPhase).toBeUndefined()
    const asked = when(g, draw('blue-flu'))
    expect(asked.state.mythosPhase).toMatchObject({ cardId: 'blue-flu', virtual: false })
    const drawn = asked.state.mythosPhase!.events.map((e) => e.type)
    expect(drawn[0]).toBe('MythosCardDrawn')
    expect(drawn).toContain('PendingChoiceOpened')
    const moved = when(asked.session, { type: 'MoveInvestigator', data: { investigatorId: 'inv-2', to: 'northside-streets' } })
    expect(moved.state.mythosPhase!.events.map((e) => e.type)).toEqual(drawn)
    const answered = when(moved.session, { type: 'ChooseClueTaker', data: { investigatorId: 'inv-4' } })
    const after = answered.state.mythosPhase!.events
    expect(after.slice(0, drawn.length).map((e) => e.type)).toEqual(drawn)
    expect(after.slice(drawn.length).map((e) => e.type)).toEqual(expect.arrayContaining(['CluesTaken', 'MythosPhaseEnded']))
    expect(after.some((e) => e.type === 'PendingChoiceAnswered' || e.type === 'MythosStepReached')).toBe(false)
    const later = when(answered.session, { type: 'GainClues', data: { investigatorId: 'inv-1', count: 1 } })
    expect(later.state.mythosPhase!.events).toEqual(after)
    expect(later.state.mythosPhase!.done).toBe(true)
    const next = when(later.session, { type: 'AdvancePhase', data: {} })
    expect(next.state.mythosPhase).toBeUndefined()
  })

  it('MYTHOS-RESULTS-03 «OSTATECZNA BITWA»: the card whose phase woke the Ancient One stays shown until the final battle\'s first round, which clears it (no Mythos phase comes any more; a game file\'s replayed state is as before)', () => {
    const g = given({ players: 2 })
    const drawn = when(g, draw('blue-flu'))
    const woke = when(drawn.session, { type: 'AwakenAncientOne', data: {} })
    expect(woke.state.mythosPhase?.cardId).toBe('blue-flu')
    const round = when(woke.session, { type: 'StartBattleRound', data: {} })
    expect(round.state.mythosPhase).toBeUndefined()
  })
})

