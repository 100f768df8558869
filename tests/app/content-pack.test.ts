import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { installedPacks } from '@/shell/packIndex'
import { cardTitle, componentName, correctionsAsPack, nameCorrections, placeName } from '@/games/ah2e/ui/names'
import { CONTENT_PACK_FORMAT, CONTENT_PACK_LIMITS, CONTENT_PACK_MAX_BYTES, peekPackGame, readContentPack, writeContentPack } from '@/shell/contentPack'
import { contentKeys } from '@/games/ah2e/ui/content'
import { contentKeys as esContentKeys } from '@/games/elder-sign/ui/content'

/**
 * Content packs (issue «AH2e at the table», point 8; «Nothing lost», point 4: size limits): the
 * owner's card text and names, keyed by our ids, validated before anything is kept. Every refusal
 * has a code the settings screen translates.
 */
const keys = (g: string) => (g === 'ah2e' ? contentKeys() : null)
const pack = (over: Record<string, unknown> = {}, entries: Record<string, unknown> = { 'mythos:all-quiet-in-arkham': { title: 'Cisza w Arkham', text: 'Linia 1\nLinia 2' } }) =>
  JSON.stringify({ format: CONTENT_PACK_FORMAT, version: 1, game: 'ah2e', locale: 'pl', label: 'Moje karty', entries, ...over })
const code = (text: string) => {
  const r = readContentPack(text, keys)
  return r.ok ? 'ok' : r.error.code
}

describe('PACK content packs: plain text keyed by our ids, refused whole when anything is wrong', () => {
  it('PACK-01 a valid pack reads back, and writes as a file that reads the same', () => {
    const r = readContentPack(pack(), keys)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.pack).toEqual({ game: 'ah2e', locale: 'pl', label: 'Moje karty', entries: { 'mythos:all-quiet-in-arkham': { title: 'Cisza w Arkham', text: 'Linia 1\nLinia 2' } } })
    const again = readContentPack(writeContentPack(r.pack), keys)
    expect(again.ok && again.pack).toEqual(r.pack)
    expect(peekPackGame(pack())).toBe('ah2e')
  })

  it.each([
    ['not JSON', '{', 'pack/not-json'],
    ['an array', '[]', 'pack/not-pack'],
    ['another format', pack({ format: 'mythos-ledger.innsmouth-facts' }), 'pack/not-pack'],
    ['another version', pack({ version: 2 }), 'pack/version'],
    ['an unknown game', pack({ game: 'monopoly' }), 'pack/unknown-game'],
    ['a language the app does not speak', pack({ locale: 'de' }), 'pack/locale'],
    ['an extra top-level field', pack({ script: 'x' }), 'pack/field'],
    ['no entries', pack({}, {}), 'pack/entries'],
    ['an unknown card', pack({}, { 'mythos:no-such-card': { title: 'x' } }), 'pack/unknown-key'],
    ['an unknown kind', pack({}, { 'spell:x': { title: 'x' } }), 'pack/unknown-key'],
    ['a prototype key', pack({}, JSON.parse('{"__proto__": {"title": "x"}}')), 'pack/unknown-key'],
    ['a key without kind', pack({}, { 'all-quiet-in-arkham': { title: 'x' } }), 'pack/unknown-key'],
    ['an entry that is a string', pack({}, { 'mythos:all-quiet-in-arkham': 'x' }), 'pack/entry'],
    ['an empty entry', pack({}, { 'mythos:all-quiet-in-arkham': {} }), 'pack/entry'],
    ['an unknown entry field', pack({}, { 'mythos:all-quiet-in-arkham': { html: 'x' } }), 'pack/entry-field'],
    ['a number as text', pack({}, { 'mythos:all-quiet-in-arkham': { text: 5 } }), 'pack/type'],
    ['blank text', pack({}, { 'mythos:all-quiet-in-arkham': { title: '  ' } }), 'pack/empty'],
    ['HTML', pack({}, { 'mythos:all-quiet-in-arkham': { text: 'a <img src=x onerror=alert(1)>' } }), 'pack/markup'],
    ['a closing tag', pack({}, { 'mythos:all-quiet-in-arkham': { text: 'a </b>' } }), 'pack/markup'],
    ['a control character', pack({}, { 'mythos:all-quiet-in-arkham': { title: 'a\u0007b' } }), 'pack/chars'],
    ['a line break in a title', pack({}, { 'mythos:all-quiet-in-arkham': { title: 'a\nb' } }), 'pack/chars'],
    ['a bidi override', pack({}, { 'mythos:all-quiet-in-arkham': { name: 'a\u202eb' } }), 'pack/chars'],
    ['a bad label', pack({ label: 'x\u0000' }), 'pack/label'],
  ])('PACK-02 refused: %s', (_what, text, want) => {
    expect(code(text)).toBe(want)
  })

  it('PACK-03 a comparison sign that is not markup is plain text and kept', () => {
    expect(code(pack({}, { 'mythos:all-quiet-in-arkham': { text: 'Jeśli Panika < 3 i Zagłada > 2' } }))).toBe('ok')
  })

  it.each([
    ['title', CONTENT_PACK_LIMITS.title],
    ['name', CONTENT_PACK_LIMITS.name],
    ['text', CONTENT_PACK_LIMITS.text],
  ] as const)('PACK-04 the %s limit: limit−1 and limit kept, limit+1 refused', (field, limit) => {
    const at = (n: number) => code(pack({}, { 'mythos:all-quiet-in-arkham': { [field]: 'x'.repeat(n) } }))
    expect(at(limit - 1)).toBe('ok')
    expect(at(limit)).toBe('ok')
    expect(at(limit + 1)).toBe('pack/long')
  })

  it('PACK-05 the file size and entry count limits', () => {
    const big = pack({ label: 'x' }).replace('"label":"x"', `"label":"x","pad":"${'x'.repeat(CONTENT_PACK_MAX_BYTES)}"`)
    expect(code(big)).toBe('pack/too-big')
    const many = Object.fromEntries(Array.from({ length: CONTENT_PACK_LIMITS.entries + 1 }, (_, i) => [`mythos:x${i}`, { title: 'x' }]))
    expect(code(pack({}, many))).toBe('pack/too-many')
  })

  it.each([['ah2e', contentKeys], ['elder-sign', esContentKeys]] as const)('PACK-06 every key the %s module offers is a valid pack key (kind:id in lower-case kebab)', (_g, keysOf) => {
    const k = keysOf()
    expect(Object.keys(k).length).toBeGreaterThan(4)
    for (const [kind, ids] of Object.entries(k)) {
      expect(ids.length, kind).toBeGreaterThan(0)
      for (const id of ids) expect(`${kind}:${id}`).toMatch(/^[a-z0-9-]+:[a-z0-9-]+$/)
    }
  })
})

describe('PACK-AH2E names from packs and corrections as a pack', () => {
  afterEach(() => {
    installedPacks.value = {}
    nameCorrections.value = {}
    locale.value = 'pl'
  })

  it('PACK-07 a pack name shows wherever the name is shown; the owner\'s correction on the device comes first; a name in the other language does not mix in', () => {
    locale.value = 'pl'
    const data = componentName('spaces/graveyard')!
    installedPacks.value = { 'ah2e:pl': { game: 'ah2e', locale: 'pl', label: 'x', importedAt: '', entries: { 'space:graveyard': { name: 'Cmentarz z pudełka' }, 'mythos:all-quiet-in-arkham': { title: 'Cisza z pudełka' } } } }
    expect(placeName('graveyard')).toBe('Cmentarz z pudełka')
    expect(cardTitle('all-quiet-in-arkham')).toBe('Cisza z pudełka')
    expect(componentName('spaces/graveyard', 'en')).not.toBe('Cmentarz z pudełka')
    nameCorrections.value = { 'spaces/graveyard': { pl: 'Cmentarz poprawiony' } }
    expect(placeName('graveyard')).toBe('Cmentarz poprawiony')
    installedPacks.value = {}
    nameCorrections.value = {}
    expect(placeName('graveyard')).toBe(data)
  })

  it('PACK-08 the owner\'s corrected names export as a content pack per language that reads back as valid', () => {
    const corr = { 'spaces/graveyard': { pl: 'Cmentarz A' }, 'mythos/all-quiet-in-arkham': { pl: 'Cisza B', en: 'Quiet C' }, 'monsters/maniac': { in: 'w czymś' } }
    const pl = correctionsAsPack('pl', corr)!
    expect(pl.entries).toEqual({ 'space:graveyard': { name: 'Cmentarz A' }, 'mythos:all-quiet-in-arkham': { title: 'Cisza B' } })
    const r = readContentPack(writeContentPack(pl), keys)
    expect(r.ok).toBe(true)
    expect(correctionsAsPack('en', corr)!.entries).toEqual({ 'mythos:all-quiet-in-arkham': { title: 'Quiet C' } })
    expect(correctionsAsPack('en', { 'spaces/graveyard': { pl: 'x' } })).toBeNull()
  })
})
