/**
 * A seeded generator of bad game files for tests/app/fuzz-import.test.ts: every file it makes
 * must be refused by `parseGameFile` (and so by the import and by `npm run replay`).
 * Same seed, same files.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseGameFile } from '../../src/core/game-file'
import { step, type Command } from '../../src/core'
import { ah2e, type Ah2eState } from '../../src/games/ah2e/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const FIXTURES = ['four-players-surge.json', 'awakening-battle-won.json', 'sealed-win.json']

export interface BadFile {
  id: string
  kind: string
  text: string
}

/** mulberry32: small, fast, good enough to pick cases. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]
  return { next, int, pick }
}

type Doc = Record<string, unknown> & { commands: Command[]; events?: unknown[][] }

interface Fixture {
  name: string
  text: string
  doc: Doc
  seed: string
  /** state before command i (states[0] is the initial state) */
  states: Ah2eState[]
}

function loadFixtures(): Fixture[] {
  return FIXTURES.map((name) => {
    const text = readFileSync(path.join(root, 'tests/fixtures', name), 'utf8')
    const parsed = parseGameFile(text, { ah2e })
    if (!parsed.ok) throw new Error(`fixture ${name} does not parse: ${parsed.error.message}`)
    const doc = JSON.parse(text) as Doc
    const states: Ah2eState[] = [ah2e.initialState()]
    let s = states[0]
    const seed = doc.seed as string
    for (let i = 0; i < doc.commands.length; i++) {
      const r = step(ah2e, seed, s, i + 1, doc.commands[i] as never)
      if (!r.ok) throw new Error(`fixture ${name} command ${i} refused`)
      s = r.value.state
      states.push(s)
    }
    return { name, text, doc, seed, states }
  })
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

/** Stringify with one marker key renamed to a key JSON.stringify cannot write from a literal (`__proto__`). */
function withKey(doc: unknown, marker: string, key: string, escaped: boolean): string {
  const k = escaped ? key.replace(/_/g, '\\u005f') : key
  return JSON.stringify(doc).split(JSON.stringify(marker)).join(`"${k}"`)
}

/** Every plain object inside a document, with its depth. */
function objectsIn(x: unknown, depth = 1, out: { o: Record<string, unknown>; depth: number }[] = []) {
  if (x && typeof x === 'object') {
    if (!Array.isArray(x)) out.push({ o: x as Record<string, unknown>, depth })
    for (const v of Object.values(x)) objectsIn(v, depth + 1, out)
  }
  return out
}

const MARKUP = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>', "javascript:alert('x')", '{{ constructor.constructor("alert(1)")() }}']

/** Commands that no rule accepts wherever they stand, or that break a rule at the chosen point. */
function ruleBreakers(s: Ah2eState): Command[] {
  const inv = s.investigators[0]?.id ?? 'inv-1'
  const noGate = ['woods', 'unvisited-isle', 'graveyard', 'independence-square', 'the-witch-house', 'black-cave', 'science-building', 'lodge', 'hibb-s-roadhouse'].filter((l) => !(l in (s.gates ?? {})))
  return [
    ...noGate.map((location) => ({ type: 'CloseGate', data: { location, investigatorId: inv } })),
    ...noGate.map((location) => ({ type: 'SealGate', data: { location, investigatorId: inv, with: 'elder-sign-card' } })),
    { type: 'CloseGate', data: { location: 'no-such-place', investigatorId: inv } },
    { type: 'SpendClues', data: { investigatorId: inv, count: 999 } },
    { type: 'GainClues', data: { investigatorId: 'inv-9', count: 1 } },
    { type: 'GainClues', data: { investigatorId: inv, count: -1 } },
    { type: 'GainClues', data: { investigatorId: inv, count: 1.5 } },
    { type: 'GainClues', data: { investigatorId: inv, count: '1' } },
    { type: 'MoveInvestigator', data: { investigatorId: inv, to: 'nowhere' } },
    { type: 'AdjustDoom', data: { delta: 0.5 } },
    { type: 'AdjustDoom', data: { delta: -999 } },
    { type: 'RaiseTerror', data: { amount: -3 } },
    { type: 'CorrectTerror', data: { to: 11 } },
    { type: 'SetUpGame', data: { players: 4, ancientOne: 'cthulhu' } },
    { type: 'PlaceSurge', data: { counts: {} } },
    { type: 'DefeatMonster', data: { uid: 'nope#1', investigatorId: inv } },
    { type: 'SpendTrophy', data: { investigatorId: inv, kind: 'gate', id: 'nope' } },
    { type: 'TakeAlly', data: { allyId: 'nope', investigatorId: inv } },
    { type: 'PlaceMonster', data: { uid: 'nope#1', to: 'sky' } },
    { type: 'DrawGateCard', data: { world: 'nowhere' } },
    { type: 'DrawMythosCard', data: { cardId: 'no-such-card' } },
    { type: 'AdvancePhase', data: { to: 'nowhere' } },
    { type: 'UpdateInvestigator', data: { investigatorId: inv, sneak: -5 } },
    { type: 'SetScoreInputs', data: { unpaidBankLoans: -1, saneSurvivors: null } },
  ]
}

/** Valid names that hold markup: a game file may carry them; the app must show them as text. */
export const MARKUP_NAMES = MARKUP.filter((m) => m.length <= 80)

/** Make `count` (at least) bad files from `seed`. Deterministic. */
export function makeBadFiles(seed = 20261122, count = 1200): BadFile[] {
  const R = rng(seed)
  const fx = loadFixtures()
  const out: BadFile[] = []
  const add = (kind: string, text: string) => out.push({ id: `${String(out.length).padStart(4, '0')}-${kind}`, kind, text })
  const anyFixture = () => R.pick(fx)

  // Each round adds one file of each kind until there are enough (heavy kinds only a few times).
  let round = 0
  while (out.length < count) {
    round++
    const f = anyFixture()

    // 1. Truncated at a random offset (before the closing brace, so it is never whole).
    for (let k = 0; k < 3; k++) {
      const g = anyFixture()
      const end = g.text.lastIndexOf('}')
      add('truncated', g.text.slice(0, 1 + R.int(end - 1)))
    }

    // 2. Wrong and future versions, wrong format tags.
    {
      const d = clone(f.doc) as Record<string, unknown>
      const v = R.pick<unknown>([2, 3, 7, 99, 1e6, 0, -1, 1.5, '1', '2', null, true, [], {}, 'v1', undefined])
      if (v === undefined) delete d.version
      else d.version = v
      add('version', JSON.stringify(d, null, R.int(3)))
      const e = clone(f.doc) as Record<string, unknown>
      const fmt = R.pick<unknown>(['mythos-ledger.game2', 'MYTHOS-LEDGER.GAME', '', null, 1, undefined, 'arkham-save'])
      if (fmt === undefined) delete e.format
      else e.format = fmt
      add('format', JSON.stringify(e))
    }

    // 3. Unknown command types at a random place (recorded events dropped so the command itself is judged).
    {
      const d = clone(f.doc)
      delete d.events
      const type = R.pick(['SummonShoggoth', 'toString', 'hasOwnProperty', 'constructor', '__proto__', 'valueOf', 'isPrototypeOf', ...MARKUP.map((m) => m.slice(0, 64)), `Cmd${R.int(1e6)}`, 'drawmythoscard', 'DrawMythosCard '])
      d.commands.splice(1 + R.int(d.commands.length - 1), 0, { type, data: {} })
      add('unknown-command', JSON.stringify(d))
    }

    // 4. A command that breaks a rule where it stands.
    for (let k = 0; k < 2; k++) {
      const g = anyFixture()
      const at = 1 + R.int(g.doc.commands.length - 1)
      const s = g.states[at]
      const refused = ruleBreakers(s).filter((c) => !step(ah2e, g.seed, s, at + 1, c as never).ok)
      const d = clone(g.doc)
      delete d.events
      d.commands.splice(at, 0, R.pick(refused))
      add('rule-breaking', JSON.stringify(d))
    }

    // 5. Forbidden keys at a random depth (sometimes written with \u escapes).
    for (let k = 0; k < 3; k++) {
      const d = clone(anyFixture().doc)
      const objs = objectsIn(d)
      const target = R.pick(objs).o
      const key = R.pick(['__proto__', 'constructor', 'prototype'])
      const marker = '__forbidden_marker__'
      target[marker] = R.pick<unknown>([{ polluted: 'yes' }, { prototype: { polluted: 'yes' } }, 'yes', [1, { polluted: 1 }]])
      add('forbidden-key', withKey(d, marker, key, R.next() < 0.3))
    }

    // 6. Deep nesting, inside a command, an event, or on its own.
    {
      const depth = R.pick([33, 40, 64, 200, 1000, 5000, 20000])
      const open = R.pick(['[', '{"a":'])
      const close = open === '[' ? ']' : '}'
      const deep = `${open.repeat(depth)}1${close.repeat(depth)}`
      const where = R.int(3)
      if (where === 0) add('deep', deep)
      else {
        const d = clone(f.doc)
        const marker = '"__deep_marker__"'
        if (where === 1) (d.commands[R.int(d.commands.length)].data as Record<string, unknown>).x = '__deep_marker__'
        else d.name = '__deep_marker__'
        add('deep', JSON.stringify(d).replace(marker, deep))
      }
    }

    // 7. Random garbage.
    for (let k = 0; k < 2; k++) {
      const n = R.int(4096)
      const mode = R.int(4)
      let s = ''
      for (let i = 0; i < n; i++) {
        if (mode === 0) s += String.fromCharCode(R.int(256))
        else if (mode === 1) s += String.fromCharCode(32 + R.int(95))
        else if (mode === 2) s += R.pick(['{', '}', '[', ']', '"', ':', ',', '1', 'a', ' ', '\\', 'null', 'true'])
        else s += String.fromCharCode(R.int(0xd800))
      }
      add('garbage', R.next() < 0.2 ? `\ufeff${s}` : s)
    }
    add('garbage', R.pick(['', ' ', '\n', '\ufeff', 'null', 'true', '42', '"a game"', '[]', '[{}]', '{}', 'NaN', 'undefined', '{"format":"mythos-ledger.game"}']))

    // 8. Fields with the wrong shape.
    {
      const d = clone(f.doc) as Record<string, unknown> & Doc
      const cases: (() => void)[] = [
        () => (d.name = R.pick<unknown>([123, '', '   ', 'x'.repeat(81), 'tab\there', 'new\nline', null, ['a']])),
        () => (d.seed = R.pick<unknown>(['', 's'.repeat(101), 7, null])),
        () => (d.createdAt = R.pick<unknown>(['2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2026-01-15', 'yesterday', '2026-01-15T25:00:00Z', 0, null])),
        () => (d.game = R.pick<unknown>(['ah9e', '', 'AH2E', '__proto__', 'toString', null, 3])),
        () => (d.commands = R.pick<unknown>([null, {}, 'commands', 3, [1, 2]]) as never),
        () => (d.commands[R.int(d.commands.length)] = R.pick<unknown>([{ type: 'AdvancePhase' }, { type: 'AdvancePhase', data: [] }, { type: '', data: {} }, { type: 'x'.repeat(65), data: {} }, { type: 'AdvancePhase', data: {}, extra: 1 }, null, 'AdvancePhase']) as never),
        () => (d[R.pick(['extra', 'state', 'Commands', 'version2'])] = { doom: 0 }),
        () => (d.events = (d.events ?? []).slice(0, -1 - R.int(3))),
        () => (d.events = R.pick<unknown>([{}, 'events', [[1]]]) as never),
        () => {
          const ev = d.events as { type: string; data?: Record<string, unknown> }[][]
          const withData = ev.flatMap((list, i) => list.map((e, j) => ({ i, j, e }))).filter((x) => x.e.data && Object.keys(x.e.data).length > 0)
          const t = R.pick(withData)
          const k = R.pick(Object.keys(t.e.data!))
          t.e.data![k] = typeof t.e.data![k] === 'number' ? (t.e.data![k] as number) + 1 : 'edited'
        },
        () => {
          d.undone = [{ type: 'CloseGate', data: { location: 'no-such-place', investigatorId: 'inv-1' } }]
        },
        () => {
          d.undone = [{ type: 'AdvancePhase', data: {} }]
          d.undoneEvents = [[{ type: 'Forged' }]]
        },
      ]
      R.pick(cases)()
      add('fields', JSON.stringify(d))
    }

    // 9. Enormous: too many commands, too many events, too many bytes (a few of each).
    if (round <= 2) {
      const cmd = '{"type":"AdjustDoom","data":{"delta":1}}'
      add('enormous', `{"format":"mythos-ledger.game","version":1,"game":"ah2e","name":"Big","createdAt":"2026-01-15T19:30:00.000Z","seed":"s","commands":[${Array(100_001).fill(cmd).join(',')}]}`)
      const d = clone(f.doc)
      d.events = Array(200_000).fill([])
      add('enormous', JSON.stringify(d))
    }
    if (round === 1) add('enormous', `{"format":"mythos-ledger.game","version":1,"name":"${'x'.repeat(21 * 1024 * 1024)}"}`)
  }
  return out
}
