/**
 * Test helpers for the evening's story (issue #31): a fixture game file read through the real
 * reader (`parseGameFile`) with its game's rules, and a story's texts worded in both languages.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseGameFile } from '@/core/game-file'
import { loadGame, rulesOf } from '@/app/registry'
import { locale, type Locale } from '@/i18n'
import type { Command, GameEvent, LogEntry } from '@/core'
import type { GameStory, LoadedGame, StoryText } from '@/shell/module'
import { word } from '@/shell/story/words'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface Fixture {
  game: string
  text: string
  entries: LogEntry<Command, GameEvent>[]
  state: unknown
}

/** A file under tests/fixtures, replayed by its game's rules. */
export async function fixture(file: string): Promise<Fixture> {
  const text = readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')
  const game = (JSON.parse(text) as { game: string }).game
  const rules = await rulesOf(game)
  if (!rules) throw new Error(`${file}: no game "${game}" in the registry`)
  const r = parseGameFile(text, { [game]: rules })
  if (!r.ok) throw new Error(`${file}: ${r.error.code} ${r.error.message}`)
  return { game, text, entries: r.value.session.entries, state: r.value.session.state }
}

/** The game's story of a fixture, through its module's `story` hook. */
export async function storyOf(file: string): Promise<{ f: Fixture; m: LoadedGame; story: GameStory }> {
  const f = await fixture(file)
  const m = await loadGame(f.game)
  const hooks = await m.story!()
  return { f, m, story: hooks.story(f.entries, f.state) }
}

/** Every text of a story (titles, labels, step names, turning points, the result), worded in `l`. */
export function storyTexts(m: LoadedGame, s: GameStory, state: unknown, l: Locale): string[] {
  const before = locale.value
  locale.value = l
  try {
    const texts: StoryText[] = [
      s.axis,
      ...s.steps.map((x) => x.name),
      ...s.charts.flatMap((c) => [c.title, ...c.series.map((x) => x.label), ...(c.limits ?? []).map((x) => x.label)]),
      ...s.moments.map((x) => x.text),
      ...(s.result ? [s.result.text, ...(s.result.score?.parts.map((p) => p.label) ?? []), ...(s.result.standings?.map((p) => p.label) ?? [])] : []),
    ]
    return texts.map((t) => word(m, t, state))
  } finally {
    locale.value = before
  }
}

/** A worded text that shows a raw key, a placeholder or a plural block left unfilled. */
export const unworded = (s: string): boolean => s.trim() === '' || /\{|\}|#|^[a-z]+(\.[\w-]+)+$|^story:/.test(s)
