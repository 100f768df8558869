import type { ContentPack } from './contentPack'
import type { Locale, Params } from '@/i18n'
import { downloadJson } from './download'

/**
 * Component names the owner of the box corrects (shell part). Every game component has a name in
 * both languages: the Polish one attested by a Polish source, or the app's translation
 * (`plAttested: false`). The owner corrects any name on the device to match their copy; the game
 * keeps the corrections with its owner facts (exported in the same file) and shows them on every
 * screen. The shell's names screen (`components/NameCorrections.vue`) lists, searches, filters and
 * edits them through a game's `NamesHook`; `correctionsAsPack` turns them into a content pack.
 * The pieces every game's names share live here: `resolveName` (correction → content pack →
 * data), `mergeCorrections`, `checkNameCorrection`, `importFactsFile`, `factsNamesHook`. No Vue, no storage: the
 * game passes its corrections, packs and store in.
 */

/** A component's name as a game's data gives it. */
export interface ComponentName {
  en: string
  pl: string
  plAttested: boolean
  /** Where the attested Polish name comes from (a rulebook line). */
  plSource?: string
}

/** What the owner corrected for one component: absent fields keep the data's. `pl`/`en` are names, the rest a game's phrases (AH2e's place cases). */
export type NameCorrection = Partial<Record<string, string>> & { pl?: string; en?: string }
export type NameCorrections = Record<string, NameCorrection>

/** One component the owner may rename (`key` = `<collection>/<id>`, as the game stores it). */
export interface NamedComponent {
  key: string
  id: string
  /** The label's key suffix: the names screen shows `names.kind.<kind>` (in the game's namespace). */
  kind: string
  name: ComponentName
}

/** An extra field a game lets the owner correct for a component (AH2e: the place's Polish cases). */
export interface NameFormField {
  /** The correction's field (`in`, `from`, `to`). */
  id: string
  /** The data's value. */
  value: string
}

/** A corrected name or phrase: 1–80 characters, no control characters, no spaces around it. */
export const NAME_MAX_LENGTH = 80
/** At most this many corrections are kept or read from a file. */
export const MAX_NAME_CORRECTIONS = 400
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** A corrected name or phrase is short plain text. */
export const goodNameText = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= NAME_MAX_LENGTH && v.trim() === v && !CONTROL.test(v)

/**
 * What the shell's names screen needs from a game (`LoadedGame.names`). The game owns its
 * components, its corrections (kept with its owner facts) and its texts; the screen is the shell's.
 */
export interface NamesHook {
  /** The game's id (file names: `<game>-names-<l>.json`). */
  game: string
  /** The game's strings: its namespace first, then the app's (`names.*`). */
  t(key: string, params?: Params): string
  /** Every named component the owner may correct, in the order listed. */
  components: readonly NamedComponent[]
  /** The corrections on this device now (reactive in the game: read inside a computed). */
  corrections(): NameCorrections
  /** The name shown in `l` (the correction, a content pack, or the data's). */
  nameOf(key: string, l: Locale): string
  /** Extra phrases for this component (AH2e places: in/from/to); none for most. */
  forms?(c: NamedComponent): readonly NameFormField[]
  /** Checks one correction; the refusal in the UI language. */
  check(key: string, c: NameCorrection): { ok: true; value: NameCorrection } | { ok: false; error: string }
  /** Keep the corrections (an empty one removes it); false when the device could not save. */
  save(corrections: NameCorrections): Promise<boolean>
  /** Load the owner facts (and so the corrections) once. */
  ensureLoaded(): Promise<void>
  /** How many owner facts the device keeps (0: nothing to export). */
  factsCount(): number
  /** Download the owner-facts file (corrections and the game's other facts). */
  exportFacts(): void
  /** Import a picked owner-facts file: what to say (an error, or how many facts were saved), or null when nothing was picked. */
  importFacts(ev: Event): Promise<{ error: string } | { saved: number | null } | null>
  /** A component's entry key in a content pack and its field (`space:graveyard` name, `mythos:x` title); undefined when packs do not name it. */
  packEntry(c: NamedComponent): { key: string; field: 'name' | 'title' } | undefined
}

/** Only the known fields of a correction, each checked: names and the game's phrase fields. */
export function checkCorrectionShape(
  c: unknown, phraseFields: readonly string[], phraseOk: (field: string, v: string) => boolean,
): { ok: true; value: NameCorrection } | { ok: false; code: 'names' | 'name-text' | 'name-phrase' } {
  if (!c || typeof c !== 'object' || Array.isArray(c)) return { ok: false, code: 'names' }
  const out: NameCorrection = {}
  for (const [field, v] of Object.entries(c as Record<string, unknown>)) {
    const phrase = phraseFields.includes(field)
    if (field !== 'pl' && field !== 'en' && !phrase) return { ok: false, code: 'names' }
    if (!goodNameText(v)) return { ok: false, code: 'name-text' }
    if (phrase && !phraseOk(field, v)) return { ok: false, code: 'name-phrase' }
    out[field] = v
  }
  return { ok: true, value: out }
}

/**
 * The owner's corrected names in `l` as a content pack of `game` (the file any owner can import on
 * another device or share with their group); null when nothing is corrected in that language.
 */
export function correctionsAsPack(
  game: string, l: Locale, corrections: NameCorrections, entryOf: (key: string) => { key: string; field: 'name' | 'title' } | undefined,
): ContentPack | null {
  const entries: ContentPack['entries'] = {}
  for (const [key, corr] of Object.entries(corrections)) {
    const e = entryOf(key)
    const name = corr[l]
    if (!e || !name) continue
    entries[e.key] = { [e.field]: name }
  }
  return Object.keys(entries).length ? { game, locale: l, label: l === 'pl' ? 'Poprawione nazwy' : 'Corrected names', entries } : null
}

/** Search folding: no diacritics, «ł» as «l», lower case. */
export const foldName = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase()

/** A component's entry in a content pack (`space:graveyard` name, `mythos:x` title). */
export type PackEntryRef = { key: string; field: 'name' | 'title' }

/**
 * The name shown in `l` for the component `key` of `game`: the owner's correction on this device
 * first, then `typed` (a name the owner gave elsewhere: AH3e's scenario title typed at setup), then
 * the owner's content pack in that language (its name, else its title), then the data's (Polish:
 * attested or the app's translation).
 */
export function resolveName(
  game: string, key: string, l: Locale, data: string,
  from: { corrections: NameCorrections; packs: Readonly<Record<string, ContentPack>>; entry?: PackEntryRef; typed?: string },
): string {
  const corrected = from.corrections[key]?.[l]
  if (corrected) return corrected
  if (from.typed) return from.typed
  const e = from.entry ? from.packs[`${game}:${l}`]?.entries[from.entry.key] : undefined
  return e?.name || e?.title || data
}

/** `add` merged into `current` (a new object): a later correction replaces the earlier one, an empty one deletes it. */
export function mergeCorrections(current: NameCorrections | undefined, add: NameCorrections | undefined): NameCorrections {
  const out: NameCorrections = { ...current }
  for (const [key, c] of Object.entries(add ?? {})) {
    if (Object.keys(c).length) out[key] = { ...c }
    else delete out[key]
  }
  return out
}

/** Why a name correction is refused (`names.error.<code>` in the app's strings). */
export type NameError = 'names' | 'name-text'

/** One name correction, checked: a component `known`, only `pl` / `en`, short plain texts. */
export function checkNameCorrection(known: boolean, c: unknown): { ok: true; value: NameCorrection } | { ok: false; code: NameError } {
  if (!known) return { ok: false, code: 'names' }
  const r = checkCorrectionShape(c, [], () => false)
  return r.ok ? r : { ok: false, code: r.code === 'name-text' ? 'name-text' : 'names' }
}

/** A facts file read and checked: the facts, or why not (an English message unless the game's reader says it otherwise). */
export type FactsParsed<F> = { ok: true; value: F } | { ok: false; message: string }

/**
 * The file an `<input type="file">` picked, read and checked by `parse`; null when nothing was
 * picked. A file over `maxBytes` is not read at all (`tooLarge` is the message). The input is reset
 * so the same file can be picked again.
 */
export async function readPickedFile<R>(ev: Event, maxBytes: number, parse: (text: string) => R, tooLarge: R): Promise<R | null> {
  const input = ev.target as HTMLInputElement
  const f = input.files?.[0]
  if (!f) return null
  const r = f.size > maxBytes ? tooLarge : parse(await f.text())
  input.value = ''
  return r
}

/**
 * Import a picked owner-facts file into the game's store: what the names screen says afterwards
 * (the refusal `names.factsBad` in the UI language, or how many facts were saved: null when the
 * device could not save), or null when nothing was picked. A bad file changes nothing.
 */
export async function importFactsFile<F>(
  ev: Event,
  file: {
    maxBytes: number
    parse(text: string): FactsParsed<F>
    remember(f: F): Promise<boolean>
    count(f: F): number
    t(key: string, params?: Params): string
    /** The refusal's sentence (default `names.factsBad` with the reason). */
    refused?(reason: string): string
    tooLarge?: string
  },
): Promise<{ error: string } | { saved: number | null } | null> {
  const r = await readPickedFile<FactsParsed<F>>(ev, file.maxBytes, file.parse, { ok: false, message: file.tooLarge ?? 'The file is too large.' })
  if (!r) return null
  if (!r.ok) return { error: file.refused ? file.refused(r.message) : file.t('names.factsBad', { reason: r.message }) }
  return { saved: (await file.remember(r.value)) ? file.count(r.value) : null }
}

/**
 * The `names` of a facts file, each correction checked by `check` (the game's, with its known
 * components): the kept corrections (empty ones dropped), or why the file is refused.
 */
export function parseCorrections(
  x: unknown, check: (key: string, c: unknown) => { ok: true; value: NameCorrection } | { ok: false },
): { ok: true; value: NameCorrections } | { ok: false; message: string } {
  if (!x || typeof x !== 'object' || Array.isArray(x) || Object.keys(x).length > MAX_NAME_CORRECTIONS) return { ok: false, message: 'The names in the file are malformed.' }
  const kept: NameCorrections = {}
  for (const [key, c] of Object.entries(x)) {
    const r = check(key, c)
    if (!r.ok) return { ok: false, message: `The name ${key.slice(0, 60)} in the file is malformed.` }
    if (Object.keys(r.value).length) kept[key] = r.value
  }
  return { ok: true, value: kept }
}

/**
 * The names hook of a game whose corrections are kept with its owner facts and travel in its facts
 * file (Elder Sign, AH3e): a correction is checked against the game's named components and saved
 * with the facts; the facts are counted, downloaded as `file.name` and imported from a picked file.
 */
export function factsNamesHook<F extends object, C extends NamedComponent>(o: {
  game: string
  t(key: string, params?: Params): string
  /** The game's named components: all of them in order, one by its key, its name as shown, its content-pack entry. */
  named: { all: readonly C[]; one(key: string): C | undefined; name(key: string, l: Locale): string | undefined; packEntry(c: C): PackEntryRef | undefined }
  corrections(): NameCorrections
  /** The game's owner-facts store. */
  store: { readonly facts: F; load(): Promise<void>; remember(add: Partial<F> | { names: NameCorrections }): Promise<boolean>; exportText(): string }
  file: { name: string; maxBytes: number; parse(text: string): FactsParsed<F>; count(f: Partial<F>): number }
}): NamesHook {
  const { named, store, file, t } = o
  return {
    game: o.game,
    t,
    components: named.all,
    corrections: o.corrections,
    nameOf: (key, l) => named.name(key, l) ?? key,
    check(key, c) {
      const r = checkNameCorrection(!!named.one(key), c)
      return r.ok ? r : { ok: false, error: t(`names.error.${r.code}`) }
    },
    save: (names) => store.remember({ names }),
    ensureLoaded: () => store.load(),
    factsCount: () => file.count(store.facts),
    exportFacts: () => downloadJson(file.name, store.exportText()),
    importFacts: (ev) => importFactsFile(ev, { maxBytes: file.maxBytes, parse: file.parse, remember: store.remember, count: file.count, t }),
    packEntry: (c) => {
      const e = named.one(c.key)
      return e ? named.packEntry(e) : undefined
    },
  }
}
