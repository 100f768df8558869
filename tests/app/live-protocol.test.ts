/**
 * The live table's log protocol (src/shell/live/protocol.ts), without a browser: a host and
 * guests exchange its messages over links that drop, duplicate and reorder them, the host
 * deciding the toy game's commands as the app decides a tap. Whatever happens, a guest never holds
 * a log the host never had, and once the links heal (every guest says `hello` again) every phone
 * holds the host's log and redo stack.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { foldEntries, redo as coreRedo, replaceLast as coreReplaceLast, step, undoTo as coreUndoTo, type Command, type Result, type Session, type GameEvent } from '@/core'
import {
  STALE, actOf, applyOp, applySync, commonBase, emptyLog, epochOf, guestOf, guestReceive, haveOf, headOf, hostCheck, hostCommit, hostOf, logOf, reconnect, syncFor, termOf,
  type Act, type Down, type Entry, type Guest, type Host, type Log, type Op, type Up,
} from '@/shell/live/protocol'
import { toyRules } from '../fixtures/games/toy/rules'

const SEED = 'live-seed'
const rules = toyRules as unknown as Parameters<typeof step>[0]

function setupLog(): Log {
  const r = step(rules, SEED, rules.initialState(), 1, { type: 'StartRace', data: { target: 30 } })
  if (!r.ok) throw new Error('setup')
  return logOf([r.value.entry as Entry])
}

/** The host decides a command on its log as the session does (the same core functions). */
function decide(log: Log, act: Act): Result<Op> {
  const session: Session<unknown, Command, GameEvent> = { seed: SEED, entries: log.entries.slice(), redo: log.redo.slice(), state: foldEntries(rules, log.entries) }
  switch (act.k) {
    case 'do': {
      const r = step(rules, SEED, session.state, log.entries.length + 1, act.command)
      return r.ok ? { ok: true, value: { k: 'do', entry: r.value.entry } } : r
    }
    case 'replace': {
      const r = coreReplaceLast(rules, session, act.command)
      return r.ok ? { ok: true, value: { k: 'replace', entry: r.value.entry } } : r
    }
    case 'undo': {
      const r = coreUndoTo(rules, session, act.to)
      return r.ok ? { ok: true, value: { k: 'undo', to: act.to } } : r
    }
    case 'redo': {
      const r = coreRedo(rules, session)
      return r.ok ? { ok: true, value: { k: 'redo', entry: session.redo[0] } } : r
    }
  }
}

/** A table: one host, guests, a queue per direction per guest. */
class Table {
  host: Host
  guests: Guest[]
  toGuest: Down[][]
  toHost: Up[][]
  /** Every log the host had, by term and revision. */
  history = new Map<string, Log[]>()
  term = 1
  req = 0
  answers: { g: number; req: number; ok: boolean; code?: string }[] = []

  constructor(n: number) {
    this.host = hostOf(setupLog(), epochOf(this.term, 'h'))
    this.history.set(this.host.epoch, [this.host.log])
    this.guests = Array.from({ length: n }, () => guestOf(emptyLog()))
    this.toGuest = this.guests.map(() => [])
    this.toHost = this.guests.map(() => [])
    for (let g = 0; g < n; g++) this.reconnect(g)
  }

  commit(op: Op) {
    const r = hostCommit(this.host, op)
    if (!r) throw new Error(`the host could not apply its own ${op.k}`)
    this.host = r.host
    this.history.get(this.host.epoch)!.push(this.host.log)
    for (const q of this.toGuest) q.push(r.out)
  }

  hostTap(act: Act) {
    const r = decide(this.host.log, act)
    if (r.ok) this.commit(r.value)
  }

  guestTap(g: number, act: Act) {
    this.toHost[g].push(actOf(this.guests[g], ++this.req, act))
  }

  hostReceive(g: number, m: Up) {
    if (m.t === 'hello') {
      this.toGuest[g].push(syncFor(this.host, m.have))
      return
    }
    const refused = hostCheck(this.host, m)
    if (refused) {
      this.toGuest[g].push(...refused)
      return
    }
    const r = decide(this.host.log, m.act)
    if (!r.ok) {
      this.toGuest[g].push({ t: 'done', req: m.req, ok: false, error: { code: r.error.code, message: r.error.message } })
      return
    }
    this.commit(r.value)
    this.toGuest[g].push({ t: 'done', req: m.req, ok: true })
  }

  guestReceive(g: number, m: Down) {
    const before = this.guests[g]
    const r = guestReceive(before, m)
    // The steps it reports take its log where the reducer says.
    let log = before.log
    for (const c of r.changes) log = (c.k === 'op' ? applyOp(log, c.op) : applySync(log, c.base, c.entries, c.redo)) ?? fail('a reported step does not apply')
    expect(log.entries).toEqual(r.guest.log.entries)
    this.guests[g] = r.guest
    this.toHost[g].push(...r.send)
    if (m.t === 'done') this.answers.push({ g, req: m.req, ok: m.ok, ...(m.ok ? {} : { code: m.error.code }) })
  }

  /** The link to guest `g` was lost and made again: what was in flight is gone; the guest says what it holds. */
  reconnect(g: number) {
    this.toGuest[g] = []
    const r = reconnect(this.guests[g])
    this.guests[g] = r.guest
    this.toHost[g] = [r.send]
  }

  /**
   * The host hands the game over to guest `g` (brought up to date first, as the app does before it
   * hands over); the old host becomes a guest; every link is made again with the new host.
   */
  handOver(g: number) {
    this.toHost[g] = []
    this.toGuest[g] = [syncFor(this.host, haveOf(this.guests[g].log))]
    while (this.toGuest[g].length) this.guestReceive(g, this.toGuest[g].shift()!)
    this.toHost[g] = []
    expect(this.guests[g].log.entries).toEqual(this.host.log.entries)
    const old = this.host
    this.term++
    this.host = hostOf(this.guests[g].log, epochOf(this.term, `g${g}`))
    this.history.set(this.host.epoch, [this.host.log])
    this.guests[g] = { ...guestOf(old.log), epoch: old.epoch, rev: old.rev }
    for (let i = 0; i < this.guests.length; i++) this.reconnect(i)
  }

  /** No guest holds a log the host never had at the term and revision the guest is at. */
  checkPrefixes() {
    for (const g of this.guests) {
      if (g.epoch === null) {
        expect(g.log.entries).toEqual([])
        continue
      }
      const at = this.history.get(g.epoch)?.[g.rev]
      expect(at, `term ${g.epoch} rev ${g.rev}`).toBeDefined()
      expect(g.log.entries).toEqual(at!.entries)
      expect(g.log.redo).toEqual(at!.redo)
    }
  }

  /** Every link heals: each guest says `hello`, messages are delivered in order until none is left. */
  heal() {
    for (let g = 0; g < this.guests.length; g++) this.reconnect(g)
    this.flush()
  }

  /** Every message in flight is delivered, in order, until none is left. */
  flush() {
    for (let rounds = 0; rounds < 100; rounds++) {
      let moved = false
      for (let g = 0; g < this.guests.length; g++) {
        while (this.toHost[g].length) (this.hostReceive(g, this.toHost[g].shift()!), (moved = true))
        while (this.toGuest[g].length) (this.guestReceive(g, this.toGuest[g].shift()!), (moved = true))
      }
      if (!moved) return
    }
    throw new Error('the table did not settle')
  }
}

function fail(why: string): never {
  throw new Error(why)
}

const command = fc.oneof(
  fc.constant<Command>({ type: 'Roll', data: {} }),
  fc.integer({ min: 1, max: 6 }).map<Command>((f) => ({ type: 'Roll', data: { face: String(f) } })),
  fc.boolean().map<Command>((bank) => ({ type: 'Choose', data: { bank } })),
  fc.integer({ min: 0, max: 29 }).map<Command>((to) => ({ type: 'CorrectTotal', data: { to } })),
)
const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 6, arbitrary: command.map((c) => ({ k: 'do' as const, command: c })) },
  { weight: 1, arbitrary: command.map((c) => ({ k: 'replace' as const, command: c })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }).map((to) => ({ k: 'undo' as const, to })) },
  { weight: 2, arbitrary: fc.constant({ k: 'redo' as const }) },
)
type Step =
  | { a: 'host'; act: Act }
  | { a: 'guest'; g: number; act: Act }
  | { a: 'deliver' | 'dup' | 'drop'; g: number; up: boolean; i: number }
  | { a: 'beat' }
  | { a: 'reconnect'; g: number }
  | { a: 'handover'; g: number }
const stepArb = (guests: number): fc.Arbitrary<Step> => {
  const g = fc.integer({ min: 0, max: guests - 1 })
  const link = (a: 'deliver' | 'dup' | 'drop') => fc.record({ a: fc.constant(a), g, up: fc.boolean(), i: fc.nat(8) })
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ a: fc.constant('host' as const), act }) },
    { weight: 4, arbitrary: fc.record({ a: fc.constant('guest' as const), g, act }) },
    { weight: 14, arbitrary: link('deliver') },
    { weight: 2, arbitrary: link('dup') },
    { weight: 2, arbitrary: link('drop') },
    { weight: 1, arbitrary: fc.constant({ a: 'beat' as const }) },
    { weight: 1, arbitrary: fc.record({ a: fc.constant('reconnect' as const), g }) },
    { weight: 1, arbitrary: fc.record({ a: fc.constant('handover' as const), g }) },
  ) as fc.Arbitrary<Step>
}

function run(guests: number, steps: Step[]): Table {
  const t = new Table(guests)
  for (const s of steps) {
    switch (s.a) {
      case 'host': t.hostTap(s.act); break
      case 'guest': t.guestTap(s.g, s.act); break
      case 'beat': for (const q of t.toGuest) q.push({ t: 'head', epoch: t.host.epoch, rev: t.host.rev }); break
      case 'reconnect': t.reconnect(s.g); break
      case 'handover': t.handOver(s.g); break
      default: {
        const q: (Up | Down)[] = s.up ? t.toHost[s.g] : t.toGuest[s.g]
        if (q.length === 0) break
        const i = s.i % q.length
        const m = q[i]
        if (s.a !== 'dup') q.splice(i, 1)
        if (s.a === 'drop') break
        if (s.up) t.hostReceive(s.g, m as Up)
        else t.guestReceive(s.g, m as Down)
      }
    }
    t.checkPrefixes()
  }
  t.heal()
  t.checkPrefixes()
  return t
}

describe('live table protocol', () => {
  it('LIVE-1: over links that drop, duplicate and reorder, every phone ends with the host\'s log', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(fc.constant(n), fc.array(stepArb(n), { maxLength: 120 }))), ([n, steps]) => {
        const t = run(n, steps)
        for (const g of t.guests) {
          expect(g.epoch).toBe(t.host.epoch)
          expect(g.rev).toBe(t.host.rev)
          expect(g.log.entries).toEqual(t.host.log.entries)
          expect(g.log.hashes).toEqual(t.host.log.hashes)
          expect(g.log.redo).toEqual(t.host.log.redo)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('LIVE-2: a command tapped on a log the host has moved past is refused as stale, and the guest is sent what it missed', () => {
    const t = new Table(2)
    t.heal()
    t.guestTap(0, { k: 'do', command: { type: 'CorrectTotal', data: { to: 3 } } })
    t.guestTap(1, { k: 'do', command: { type: 'CorrectTotal', data: { to: 4 } } })
    // Both were tapped on the same log: the first to reach the host commits, the other is stale.
    t.hostReceive(0, t.toHost[0].shift()!)
    t.hostReceive(1, t.toHost[1].shift()!)
    expect(t.host.log.entries).toHaveLength(2)
    expect(t.toGuest[1].map((m) => m.t)).toEqual(['op', 'done', 'sync'])
    t.flush()
    expect(t.answers).toEqual([{ g: 0, req: 1, ok: true }, { g: 1, req: 2, ok: false, code: STALE.code }])
    expect(t.guests[1].log.entries).toEqual(t.host.log.entries)
    expect(foldEntries(rules, t.guests[1].log.entries)).toMatchObject({ total: 3 })
  })

  it('LIVE-3: an undo is an operation: a guest tells «undone» (applied at once) from «not received yet» (it waits and asks)', () => {
    const t = new Table(1)
    t.heal()
    t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: 5 } } })
    t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: 7 } } })
    t.hostTap({ k: 'undo', to: 2 })
    const [op1, op2, undo] = t.toGuest[0].splice(0)
    expect(undo).toMatchObject({ t: 'op', rev: 3, op: { k: 'undo', to: 2 } })
    // The undo came before the command it undoes: it waits (not applied on the wrong log) and the guest asks.
    t.guestReceive(0, undo)
    expect(t.guests[0].log.entries).toHaveLength(1)
    expect(t.toHost[0].map((m) => m.t)).toEqual(['hello'])
    t.guestReceive(0, op1)
    t.guestReceive(0, op2)
    expect(t.guests[0].rev).toBe(3)
    expect(t.guests[0].log.entries).toHaveLength(2)
    expect(t.guests[0].log.redo.map((e) => e.seq)).toEqual([3])
    t.heal()
    expect(t.guests[0].log).toEqual(t.host.log)
  })

  it('LIVE-4: a guest that reconnects is sent only what it misses (from the last point both logs share)', () => {
    const t = new Table(1)
    t.heal()
    for (let i = 0; i < 20; i++) t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: i % 2 ? 1 : 2 } } })
    t.heal()
    t.toGuest[0] = []
    t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: 9 } } })
    t.toGuest[0] = [] // lost while the phone slept
    t.reconnect(0)
    t.hostReceive(0, t.toHost[0].shift()!)
    const sync = t.toGuest[0][0] as Extract<Down, { t: 'sync' }>
    expect(sync.base.seq).toBe(21)
    expect(sync.entries.map((e) => e.seq)).toEqual([22])
    t.heal()
    expect(t.guests[0].log).toEqual(t.host.log)
  })

  it('LIVE-5: after a hand-over, messages of the old host\'s term are never applied', () => {
    const t = new Table(2)
    t.heal()
    t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: 5 } } })
    const late = t.toGuest[1].slice()
    t.handOver(0)
    t.heal()
    expect(termOf(t.guests[1].epoch)).toBe(2)
    const before = t.guests[1]
    for (const m of late) t.guestReceive(1, m)
    expect(t.guests[1]).toBe(before)
    t.hostTap({ k: 'do', command: { type: 'CorrectTotal', data: { to: 6 } } })
    t.heal()
    expect(t.guests[1].log.entries).toEqual(t.host.log.entries)
  })

  it('LIVE-6: the sampled heads find the last shared point of two logs that went apart', () => {
    const a = setupLog()
    let b = a
    let c = a
    for (let i = 0; i < 40; i++) {
      const e = (log: Log, to: number) => applyOp(log, { k: 'do', entry: { seq: log.entries.length + 1, command: { type: 'CorrectTotal', data: { to } }, events: [] } })!
      b = e(b, i)
      c = e(c, i < 25 ? i : 99)
    }
    expect(commonBase(b, haveOf(c)).seq).toBeLessThanOrEqual(25)
    expect(commonBase(b, haveOf(c)).seq).toBeGreaterThanOrEqual(17)
    expect(commonBase(b, haveOf(b))).toEqual(headOf(b))
    expect(commonBase(b, [{ seq: 1000, hash: 'x' }, { seq: -1, hash: '0' }])).toEqual({ seq: 0, hash: '0' })
    expect(hostCheck(hostOf(b, '1.h'), { t: 'act', req: 1, at: headOf(b), have: [], act: { k: 'redo' } })).toBeNull()
  })
})
