// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldEntries, redo, undoTo } from '../../src/core'
import { GAME_FILE_FORMAT, GAME_FILE_LIMITS, GAME_FILE_VERSION, parseGameFile, serializeGameFile, type GameFileMeta } from '../../src/core/game-file'
import { ah2e, type Ah2eState } from '../../src/games/ah2e/rules'
import { Table } from '../../scripts/lib/ah2e-autoplay'

const registry = { ah2e }
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8')
const META: GameFileMeta = { game: 'ah2e', name: 'Test game', createdAt: '2026-01-15T19:30:00.000Z', seed: 'round-trip-1' }

/** A short real game: setup plus `turns` full turns, choices answered. */
function played(turns: number, seed = META.seed, players = 3): Table {
  const t = new Table(ah2e, seed)
  t.do({ type: 'SetUpGame', data: { players, ancientOne: 'hastur' } })
  t.resolveMythos()
  for (let i = 0; i < turns && t.state.status === 'playing'; i++) {
    t.do({ type: 'AdvancePhase', data: {} })
    t.do({ type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'rivertown-streets' } })
    t.do({ type: 'GainClues', data: { investigatorId: 'inv-2', count: 2 } })
    t.toMythos()
    t.resolveMythos()
  }
  return t
}

const short = played(3)
const goodText = serializeGameFile(META, short.session())
const goodDoc = () => JSON.parse(goodText) as Record<string, unknown>
const text = (doc: unknown) => JSON.stringify(doc)

function refused(t: string, opts?: { maxBytes?: number }) {
  const r = parseGameFile(t, registry, opts)
  if (r.ok) throw new Error('expected the file to be refused')
  return r.error
}

describe('game file: serialize → parse round trip', () => {
  it('gives the same state, entries and seed as the game played', () => {
    const r = parseGameFile(goodText, registry)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.session.state).toEqual(short.state)
    expect(r.value.session.entries).toEqual(JSON.parse(JSON.stringify(short.entries)))
    expect(r.value.session.seed).toBe(META.seed)
    expect(r.value.file).toMatchObject({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, game: 'ah2e', name: 'Test game', seed: META.seed })
    expect(r.value.file.commands).toHaveLength(short.entries.length)
    expect(r.value.file.events).toHaveLength(short.entries.length)
  })

  it('writing the parsed session again gives the same text', () => {
    const r = parseGameFile(goodText, registry)
    if (!r.ok) throw new Error(r.error.message)
    expect(serializeGameFile(META, r.value.session)).toBe(goodText)
  })

  it('keeps the undone commands on the redo stack, in redo order, and redo works', () => {
    const t = played(2, 'redo-1')
    const full = t.session()
    const u = undoTo(ah2e, full, full.entries.length - 3)
    if (!u.ok) throw new Error(u.error.message)
    const txt = serializeGameFile({ ...META, seed: 'redo-1' }, u.value)
    const r = parseGameFile(txt, registry)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.file.undone).toHaveLength(3)
    expect(r.value.session.state).toEqual(u.value.state)
    expect(r.value.session.redo.map((e) => e.seq)).toEqual(u.value.redo.map((e) => e.seq))
    let s = r.value.session
    for (let i = 0; i < 3; i++) {
      const next = redo(ah2e, s)
      if (!next.ok) throw new Error(next.error.message)
      s = next.value
    }
    expect(s.state).toEqual(full.state)
    expect(s.state).toEqual(foldEntries(ah2e, full.entries))
  })

  it('accepts a file without recorded events (commands only)', () => {
    const d = goodDoc()
    delete d.events
    const r = parseGameFile(text(d), registry)
    expect(r.ok && (r.value.session.state as Ah2eState).turn).toBe(short.state.turn)
  })

  // The fixtures carry their recorded events, so they double as golden files: a rule change that
  // alters what these games produce fails here. If the change is intended, regenerate them with
  // `npx tsx scripts/make-fixtures.ts` and review the diff.
  it('reads the example games in tests/fixtures (regenerate them after an intended rule change)', () => {
    for (const f of readdirSync(fixtures).filter((n) => n.endsWith('.json'))) {
      const r = parseGameFile(read(f), registry)
      expect(r.ok ? 'ok' : `${f}: ${r.error.code} ${r.error.message} (intended rule change? run npx tsx scripts/make-fixtures.ts)`).toBe('ok')
    }
  })

  it('cleans the name on the way out so the file always reads back', () => {
    const r = parseGameFile(serializeGameFile({ ...META, name: `  Tab\there ${'x'.repeat(100)}` }, short.session()), registry)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.file.name).toMatch(/^Tab here x+$/)
    expect(r.value.file.name.length).toBeLessThanOrEqual(80)
    const empty = parseGameFile(serializeGameFile({ ...META, name: '   ' }, short.session()), registry)
    expect(empty.ok && empty.value.file.name).toBe('Untitled game')
  })
})

describe('game file: refused files say why', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
  const withDoc = (edit: (d: Record<string, unknown>) => void) => {
    const d = goodDoc()
    edit(d)
    return text(d)
  }
  const cmd = (edit: (c: unknown[]) => void) =>
    withDoc((d) => {
      edit(d.commands as unknown[])
      delete d.events
    })
  const cases: [string, () => string, string, RegExp][] = [
    ['not JSON', () => 'hello, Arkham', 'file/not-json', /not valid JSON/],
    ['empty', () => '  \n', 'file/not-json', /empty/],
    ['truncated', () => goodText.slice(0, 500), 'file/truncated', /ends too early/],
    ['truncated inside a string', () => '{"format": "mythos-led', 'file/truncated', /cut off/],
    ['too deep', () => `{"format":"${GAME_FILE_FORMAT}","x":${deep(40)}}`, 'file/too-deep', /nests .* 41 deep; at most 32/],
    ['an array', () => '[1, 2]', 'file/not-object', /one JSON object/],
    ['a string', () => '"game"', 'file/not-object', /one JSON object/],
    ['wrong format', () => withDoc((d) => (d.format = 'other.game')), 'file/wrong-format', /not a Mythos Ledger game file/],
    ['no version', () => withDoc((d) => delete d.version), 'file/version-missing', /no "version"/],
    ['version as text', () => withDoc((d) => (d.version = '1')), 'file/version-invalid', /whole number/],
    ['version 1.5', () => withDoc((d) => (d.version = 1.5)), 'file/version-invalid', /whole number/],
    ['version 0', () => withDoc((d) => (d.version = 0)), 'file/version-invalid', /whole number/],
    ['a newer version', () => withDoc((d) => (d.version = 2)), 'file/version-unsupported', /made by a newer version of the app/],
    ['an unknown field', () => withDoc((d) => (d.state = {})), 'file/unknown-field', /Unknown field "state"/],
    ['unknown game', () => withDoc((d) => (d.game = 'elder-sign')), 'file/unknown-game', /Unknown game "elder-sign"; this app plays: ah2e/],
    ['a game named like a prototype member', () => withDoc((d) => (d.game = 'toString')), 'file/unknown-game', /Unknown game/],
    ['empty name', () => withDoc((d) => (d.name = '')), 'file/bad-name', /"name" must be 1–80/],
    ['name of 81', () => withDoc((d) => (d.name = 'n'.repeat(81))), 'file/bad-name', /1–80/],
    ['name with a newline', () => withDoc((d) => (d.name = 'a\nb')), 'file/bad-name', /control characters/],
    ['empty seed', () => withDoc((d) => (d.seed = '')), 'file/bad-seed', /"seed" must be 1–100/],
    ['name with a bidi override (spoofing in the list)', () => withDoc((d) => (d.name = 'Gra \u202Eelif.exe')), 'file/bad-name', /direction overrides/],
    ['name with a bidi isolate', () => withDoc((d) => (d.name = 'Gra \u2067x\u2069')), 'file/bad-name', /direction overrides/],
    ['name with a lone surrogate', () => withDoc((d) => (d.name = 'Gra \ud800')), 'file/bad-name', /broken characters/],
    ['name with a C1 control', () => withDoc((d) => (d.name = 'Gra \u0085')), 'file/bad-name', /control characters/],
    ['seed with a control character', () => withDoc((d) => (d.seed = 'seed\u0007')), 'file/bad-seed', /as on the setup screen/],
    ['seed with a slash (the setup screen refuses it)', () => withDoc((d) => (d.seed = 'a/b')), 'file/bad-seed', /as on the setup screen/],
    ['seed of 101', () => withDoc((d) => (d.seed = 's'.repeat(101))), 'file/bad-seed', /1–100/],
    ['seed as a number', () => withDoc((d) => (d.seed = 42)), 'file/bad-seed', /1–100/],
    ['createdAt not a date', () => withDoc((d) => (d.createdAt = 'yesterday')), 'file/bad-created-at', /ISO 8601/],
    ['createdAt 30 February', () => withDoc((d) => (d.createdAt = '2026-02-30T10:00:00Z')), 'file/bad-created-at', /ISO 8601/],
    ['createdAt without a zone', () => withDoc((d) => (d.createdAt = '2026-01-15T19:30:00')), 'file/bad-created-at', /time zone/],
    ['commands not an array', () => withDoc((d) => (d.commands = {})), 'file/bad-commands', /"commands" must be an array/],
    ['undone not an array', () => withDoc((d) => (d.undone = 'x')), 'file/bad-undone', /"undone" must be an array/],
    ['a command that is a string', () => cmd((c) => (c[2] = 'DrawMythosCard')), 'file/bad-command', /Command 3 \(index 2\) must be an object/],
    ['a command without data', () => cmd((c) => (c[2] = { type: 'DrawMythosCard' })), 'file/bad-command', /needs a "data" object/],
    ['data as an array', () => cmd((c) => (c[2] = { type: 'DrawMythosCard', data: [] })), 'file/bad-command', /needs a "data" object/],
    ['type as a number', () => cmd((c) => (c[2] = { type: 7, data: {} })), 'file/bad-command', /needs a "type" string/],
    ['an extra key in a command', () => cmd((c) => (c[2] = { type: 'DrawMythosCard', data: {}, run: 'x' })), 'file/bad-command', /unknown field "run"/],
    ['events of the wrong length', () => withDoc((d) => (d.events as unknown[]).pop()), 'file/bad-events', /lists of events but the file has/],
    ['an event without a type', () => withDoc((d) => ((d.events as unknown[][])[1] = [{}])), 'file/bad-events', /each an object with a "type"/],
  ]
  it.each(cases)('%s → %s', (_name, make, code, message) => {
    const e = refused(make())
    expect(e.code).toBe(code)
    expect(e.message).toMatch(message)
  })

  it('too many commands is refused before any is checked', () => {
    const many = Array.from({ length: GAME_FILE_LIMITS.maxCommands + 1 }, () => ({ type: 'AdvancePhase', data: {} }))
    const e = refused(withDoc((d) => {
      d.commands = many
      delete d.events
    }))
    expect(e.code).toBe('file/too-many-commands')
    expect(e.message).toMatch(/100001 commands; at most 100000/)
  })

  it('a file over maxBytes is refused (UTF-8 bytes, not characters)', () => {
    expect(refused(goodText, { maxBytes: 1000 }).code).toBe('file/too-large')
    const polish = withDoc((d) => (d.name = 'Zażółć gęślą jaźń'))
    const bytes = Buffer.byteLength(polish, 'utf8')
    expect(parseGameFile(polish, registry, { maxBytes: bytes }).ok).toBe(true)
    expect(refused(polish, { maxBytes: bytes - 1 }).code).toBe('file/too-large')
  })

  it.each(['__proto__', 'constructor', 'prototype'])('a "%s" key anywhere is refused and never assigned', (key) => {
    const t = goodText.replace('{"type":"GainClues","data":{', `{"type":"GainClues","data":{"${key}":{"polluted":true},`)
    expect(t).not.toBe(goodText)
    const e = refused(t)
    expect(e.code).toBe('file/forbidden-key')
    expect(e.message).toContain(`"${key}"`)
    expect(e.message).toMatch(/\$\.commands\[\d+\]\.data\./)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('a forbidden key deep inside the recorded events is found too', () => {
    const e = refused(withDoc((d) => (((d.events as unknown[][])[0][0] as { data: Record<string, unknown> }).data = JSON.parse('{"a":[{"b":{"prototype":1}}]}'))))
    expect(e.code).toBe('file/forbidden-key')
    expect(e.message).toContain('$.events[0][0].data.a[0].b.prototype')
  })

  it('a rule-breaking command names its index and the rule', () => {
    const e = refused(cmd((c) => c.splice(4, 0, { type: 'SpendClues', data: { investigatorId: 'inv-3', count: 4 } })))
    expect(e).toMatchObject({ code: 'file/command-refused', index: 4, rule: 'clue/not-enough' })
    expect(e.message).toMatch(/^Command 5 \(index 4, SpendClues\) breaks a rule: Not enough clue tokens\./)
  })

  it('an unknown command is refused by the rules at its index', () => {
    const e = refused(cmd((c) => c.splice(1, 0, { type: 'OpenTheBox', data: {} })))
    expect(e).toMatchObject({ code: 'file/command-refused', index: 1, rule: 'command/unknown' })
  })

  it('recorded events that differ from the replay are refused at the first differing command', () => {
    const e = refused(withDoc((d) => {
      const ev = d.events as { type: string; data: Record<string, unknown> }[][]
      const i = ev.findIndex((list) => list.some((x) => x.type === 'CluesTaken'))
      ev[i].find((x) => x.type === 'CluesTaken')!.data.count = 9
    }))
    expect(e.code).toBe('file/events-mismatch')
    expect(e.message).toMatch(/differ from what the rules produce now/)
    expect(typeof e.index).toBe('number')
  })

  it('events compare as JSON: key order does not matter', () => {
    const t = withDoc((d) => {
      d.events = (d.events as Record<string, unknown>[][]).map((list) => list.map((e) => Object.fromEntries(Object.entries(e).reverse())))
    })
    expect(parseGameFile(t, registry).ok).toBe(true)
  })

  it('an undone command that breaks a rule is refused with its index in "undone"', () => {
    const e = refused(withDoc((d) => {
      d.undone = [{ type: 'AdvancePhase', data: {} }, { type: 'SealGate', data: { location: 'nowhere', investigatorId: 'inv-1', with: 'clues' } }]
    }))
    expect(e).toMatchObject({ code: 'file/undone-refused', index: 1, rule: 'gate/no-gate-there' })
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ ...goodDoc(), commands: [v] }))), (t) => {
        const r = parseGameFile(t, registry)
        expect(typeof r.ok).toBe('boolean')
      }),
      { numRuns: 200 },
    )
  })
})

describe('game file: the malformed fixtures', () => {
  const expected: Record<string, { code: string; index?: number; message: RegExp }> = {
    'truncated.json': { code: 'file/truncated', message: /ends too early/ },
    'future-version.json': { code: 'file/version-unsupported', message: /newer version of the app/ },
    'unknown-game.json': { code: 'file/unknown-game', message: /Unknown game "ah9e"/ },
    'unknown-command.json': { code: 'file/command-refused', index: 3, message: /Command 4 \(index 3, SummonShoggoth\)/ },
    'rule-breaking.json': { code: 'file/command-refused', index: 3, message: /Command 4 \(index 3, SealGate\) breaks a rule: There is no open gate/ },
    'proto-key.json': { code: 'file/forbidden-key', message: /"__proto__"/ },
    'events-mismatch.json': { code: 'file/events-mismatch', message: /differ from what the rules produce/ },
  }
  it('covers every file in tests/fixtures/bad', () => {
    expect(readdirSync(path.join(fixtures, 'bad')).sort()).toEqual(Object.keys(expected).sort())
  })
  it.each(Object.entries(expected))('bad/%s', (file, want) => {
    const e = refused(read(`bad/${file}`))
    expect(e.code).toBe(want.code)
    expect(e.message).toMatch(want.message)
    if (want.index !== undefined) expect(e.index).toBe(want.index)
  })
})

describe('FILE-RULES a file made with other rules', () => {
  it('FILE-RULES-01 is refused by default and rebuilt from its commands on request', async () => {
    const { readFileSync } = await import('node:fs')
    const { parseGameFile: parse } = await import('@/core/game-file')
    const { ah2e: def } = await import('@/games/ah2e/rules')
    const text = readFileSync('tests/fixtures/bad/events-mismatch.json', 'utf8')
    const strict = parse(text, { ah2e: def })
    expect(strict.ok).toBe(false)
    if (!strict.ok) expect(strict.error.code).toBe('file/events-mismatch')
    const lenient = parse(text, { ah2e: def }, { ignoreRecordedEvents: true })
    expect(lenient.ok).toBe(true)
    // still fully validated: a rule-breaking command stays refused
    const broken = parse(readFileSync('tests/fixtures/bad/rule-breaking.json', 'utf8'), { ah2e: def }, { ignoreRecordedEvents: true })
    expect(broken.ok).toBe(false)
  })
})

describe('FILE-RULES the rules version in the file', () => {
  it('FILE-RULES-02 a file records the rules version that wrote it; it reads back, and a file without it (0.1) still reads', () => {
    const t = played(1, 'rules-version')
    const text = serializeGameFile({ ...META, seed: 'rules-version', rulesVersion: ah2e.rulesVersion }, t.session())
    expect(JSON.parse(text).rulesVersion).toBe(ah2e.rulesVersion)
    const r = parseGameFile(text, registry)
    expect(r.ok && r.value.file.rulesVersion).toBe(ah2e.rulesVersion)
    const old = serializeGameFile({ ...META, seed: 'rules-version' }, t.session())
    expect(JSON.parse(old).rulesVersion).toBeUndefined()
    expect(parseGameFile(old, registry).ok).toBe(true)
  })
  it('FILE-RULES-03 a malformed rules version is refused; a file from other rules whose events differ says which versions', () => {
    const t = played(1, 'rules-version-2')
    const doc = JSON.parse(serializeGameFile({ ...META, seed: 'rules-version-2', rulesVersion: ah2e.rulesVersion }, t.session()))
    for (const bad of [-1, 1.5, '1', null]) {
      const r = parseGameFile(JSON.stringify({ ...doc, rulesVersion: bad }), registry)
      expect(!r.ok && r.error.code).toBe('file/bad-rules-version')
    }
    const edited = { ...doc, rulesVersion: ah2e.rulesVersion + 7, events: doc.events.map((list: unknown[], i: number) => (i === 1 ? [...list, { type: 'DoomAdded', data: { amount: 1 } }] : list)) }
    const r = parseGameFile(JSON.stringify(edited), registry)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe('file/events-mismatch')
      expect(r.error.message).toContain(`rules version ${ah2e.rulesVersion + 7}`)
    }
  })
})

describe('FILE-DATA command data holds only the fields its command declares', () => {
  const base = () => JSON.parse(serializeGameFile({ ...META, seed: 'data-fields' }, played(1, 'data-fields').session()))
  it.each([
    ['an unknown field', (d: { commands: { data: Record<string, unknown> }[] }) => (d.commands[1].data.junk = 'x'.repeat(1000)), /unknown field "junk"/],
    ['junk inside a nested object', (d: { commands: { data: Record<string, unknown> }[] }) => ((d.commands[0].data.settings as Record<string, unknown>) = { terrorTenAddsDoom: true, evil: 1 }), /unknown field "settings.evil"/],
    ['an object where a value goes', (d: { commands: { data: Record<string, unknown> }[] }) => (d.commands[0].data.players = { deep: { deeper: [1] } }), /"players" holding a value of the wrong shape/],
    ['lists nested in a list', (d: { commands: { data: Record<string, unknown> }[] }) => (d.commands[0].data.investigatorNames = [['a'], ['b']]), /"investigatorNames" holding a value of the wrong shape/],
  ])('FILE-DATA-01 %s is refused with its command\'s index', (_label, edit, message) => {
    const d = base()
    edit(d)
    const r = parseGameFile(JSON.stringify(d), registry)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe('file/bad-command-data')
      expect(r.error.message).toMatch(message)
      expect(r.error.index).toBeLessThanOrEqual(1)
    }
  })
  it('FILE-DATA-02 an undone command is checked the same way', () => {
    const t = played(1, 'data-fields-2')
    const session = t.session()
    const last = session.entries.at(-1)!
    const d = JSON.parse(serializeGameFile({ ...META, seed: 'data-fields-2' }, { entries: session.entries.slice(0, -1), redo: [last] }))
    d.undone[0].data.extra = true
    const r = parseGameFile(JSON.stringify(d), registry)
    expect(!r.ok && r.error.code).toBe('file/bad-undone-command-data')
  })
  it('FILE-DATA-03 every fixture and every command the app writes uses declared fields only (the list is complete)', () => {
    for (const f of readdirSync(fixtures).filter((x) => x.endsWith('.json'))) expect(parseGameFile(read(f), registry).ok, f).toBe(true)
  })
})

describe('FILE-NULL an optional field the app writes as null reads back (issue #24: our own AH3e single-game backup was refused)', () => {
  // The AH3e setup form sends `series: null` for a single game; its field is declared as an object.
  const ah3eSetup = (series: unknown) => ({ type: 'SetUpGame', data: { series } })
  const shapes = {
    SetUpGame: {
      series: { object: { id: 'value' } },
      list: { list: 'value' },
      rec: { record: 'value' },
      m: 'map',
    },
  } as const
  const probe = (data: Record<string, unknown>) => {
    const rules = { ...ah2e, id: 'probe', commandFields: shapes as never, decide: () => ({ ok: true, value: [] }) }
    const doc = { format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, game: 'probe', name: 'N', createdAt: META.createdAt, seed: 's', commands: [{ type: 'SetUpGame', data }] }
    return parseGameFile(JSON.stringify(doc), { probe: rules as never })
  }
  it.each([
    ['an object field', { series: null }],
    ['a list field', { list: null }],
    ['a record field', { rec: null }],
    ['a map field', { m: null }],
  ])('FILE-NULL-01 null in %s is an absent value, not a wrong shape', (_label, data) => {
    const r = probe(data)
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true)
    if (r.ok) expect(r.value.file.commands[0].data).toEqual(data)
    expect(ah3eSetup(null).data.series).toBeNull()
  })
  it('FILE-NULL-02 a list or an object still refuses a wrong shape inside it', () => {
    expect(probe({ series: { id: { deep: 1 } } }).ok).toBe(false)
    expect(probe({ list: [{ a: 1 }] }).ok).toBe(false)
    expect(probe({ series: 'x' }).ok).toBe(false)
  })
})
