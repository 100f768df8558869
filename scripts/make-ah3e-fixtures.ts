/**
 * Writes the AH3e example game files in tests/fixtures/ah3e/ by playing real commands through the
 * rules (`npx tsx scripts/make-ah3e-fixtures.ts`). Deterministic: a diff in the fixtures means the
 * rules changed what a game produces, and the replay test (tests/games/ah3e/replay-fixtures.test.ts)
 * refuses a stale file (its recorded events no longer match). The games, played as a table with a
 * physical event deck would:
 * - `overflow.json`: Tyrants of Ruin, a round with a Spread Terror draw, the overflow at 6 (the
 *   space cleared, 1 doom on the sheet, terror spread there), a terror encounter, the lead passed
 *   on, a trait search, the Mythos phase drawn from the app's cup;
 * - `series-1.json` … `series-3.json`: an Inevitable series over three evenings; an investigator
 *   devoured in game 2 is barred from game 3, whose scenario is drawn among those not played and
 *   which carries rows 2 and 3 of the table;
 * - `sheet-doom-loss.json`: Approach of Azathoth with the owner's reminder bands (one added mid-game);
 *   sheet doom from a devoured investigator and an empty event deck reaches the band, and the codex
 *   loses the game.
 * Every setup is the form's (`rules: 3`: the players end each Mythos phase with a tap). Single games
 * leave `series` out rather than null until the game-file reader takes a null object field.
 * `v1-overflow.json` and `v2-overflow.json` are not written here: made once by rules version 1
 * (commit 663bf8a, this script without the trait search) and version 2 (before `rules: 3`, the last
 * mythos draw ending the round), they stay as they are, to show old files still replay.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { step, type LogEntry } from '../src/core'
import { parseGameFile, serializeGameFile } from '../src/core/game-file'
import { ah3e, canDraw, drawsLeft, neighbourhoodDoom, SETUP_RULES, seriesRecordAfter, spacesOf, type Ah3eCommand, type Ah3eEvent, type Ah3eSetup, type Ah3eState, type SeriesRecord } from '../src/games/ah3e/rules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'tests/fixtures/ah3e')
const CREATED_AT = '2026-02-12T19:30:00.000Z'

/** A table: commands through `step`, refusals are errors. */
class Table {
  entries: LogEntry<Ah3eCommand, Ah3eEvent>[] = []
  state: Ah3eState = ah3e.initialState()
  constructor(readonly seed: string) {}
  do(c: Ah3eCommand): void {
    const r = step(ah3e, this.seed, this.state, this.entries.length + 1, c)
    if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`)
    this.entries.push(r.value.entry)
    this.state = r.value.state
  }
  /** The players' answers: each physical event card names `neighbourhood`, one doom icon on its first location; an overflow clears the fullest space. */
  answer(neighbourhood: string): void {
    for (let i = 0; i < 60 && this.state.pending; i++) {
      const p = this.state.pending
      if (p.kind === 'event-card') {
        const n = this.state.board.neighbourhoods.includes(neighbourhood) ? neighbourhood : this.state.board.neighbourhoods[0]
        const sp = spacesOf(this.state, n).filter((x) => !this.state.board.mysteries.includes(x))[0]
        this.do({ type: 'DescribeEventCard', data: { neighbourhood: n, doom: { [sp]: 1 } } })
      } else if (p.kind === 'overflow-space') {
        const sp = spacesOf(this.state, p.neighbourhood).sort((a, b) => (this.state.board.doom[b] ?? 0) - (this.state.board.doom[a] ?? 0))[0]
        this.do({ type: 'ClearOverflowSpace', data: { space: sp } })
      } else if (p.kind === 'new-investigator') this.do({ type: 'ChooseInvestigator', data: { player: p.player, investigator: `Zastępca ${p.player + 1}` } })
    }
  }
  toPhase(phase: Ah3eState['phase']): void {
    while (this.state.phase !== phase) this.do({ type: 'EndPhase', data: {} })
  }
  /** Every Mythos draw of the phase from the app's cup, each question answered; then the players end the phase. */
  mythos(neighbourhood: string): void {
    this.toPhase('mythos')
    while (this.state.status === 'playing' && drawsLeft(this.state) > 0) {
      this.do({ type: 'DrawMythosToken', data: {} })
      this.answer(neighbourhood)
    }
    this.endMythos(neighbourhood)
  }
  /** The players have resolved the phase's tokens: they end it, and the round (questions answered). */
  endMythos(neighbourhood: string): void {
    if (this.state.status !== 'playing') return
    this.do({ type: 'EndPhase', data: {} })
    this.answer(neighbourhood)
  }
  file(name: string): string {
    const text = serializeGameFile({ game: 'ah3e', rulesVersion: ah3e.rulesVersion, name, createdAt: CREATED_AT, seed: this.seed }, { entries: this.entries, redo: [] })
    const r = parseGameFile(text, { ah3e })
    if (!r.ok) throw new Error(`generated file does not parse: ${r.error.code} ${r.error.message}`)
    return text
  }
}

const players = (...investigators: string[]) => investigators.map((investigator, i) => ({ name: `Gracz ${i + 1}`, investigator }))

function overflow(): string {
  const t = new Table('ah3e-overflow-1')
  t.do({ type: 'SetUpGame', data: { rules: SETUP_RULES, scenario: 'tyrants-of-ruin', mode: 'standard', players: players('Stella Clark', 'Silas Marsh'), lead: 0, draws: { cup: 'physical', events: 'physical' }, facts: { terrorDeck: 8, sheetBands: [4, 8] } } })
  t.answer('northside')
  // The Mythos phase of round 1 with the players' own cup: a Spread Terror token first.
  t.toPhase('mythos')
  t.do({ type: 'DrawMythosToken', data: { token: 'spread-terror' } })
  t.answer('northside')
  t.do({ type: 'DrawMythosToken', data: { token: 'blank' } })
  t.do({ type: 'DrawMythosToken', data: { token: 'spread-doom' } })
  t.answer('innsmouth-village')
  t.do({ type: 'DrawMythosToken', data: { token: 'blank' } })
  t.answer('northside')
  t.endMythos('northside')
  // Round 2: doom by hand (encounters) in the village up to the 6th token: the overflow.
  if (t.state.board.doom['first-national-grocery'] === 0) t.do({ type: 'PlaceDoom', data: { space: 'first-national-grocery' } })
  while (neighbourhoodDoom(t.state, 'innsmouth-village') < 6) t.do({ type: 'PlaceDoom', data: { space: 'esoteric-order-of-dagon' } })
  if (t.state.pending?.kind !== 'overflow-space') throw new Error('overflow: no question at 6')
  t.do({ type: 'ClearOverflowSpace', data: { space: 'esoteric-order-of-dagon' } })
  t.toPhase('encounter')
  t.do({ type: 'ResolveTerrorEncounter', data: { investigator: 'Silas Marsh', neighbourhood: 'innsmouth-village' } })
  t.do({ type: 'SearchEventDeck', data: { trait: 'Port', end: 'top', found: true, passed: 2, use: 'spawn-clue' } })
  t.answer('innsmouth-shore')
  t.do({ type: 'ChangeLead', data: { player: 1 } })
  t.toPhase('mythos')
  for (const want of ['blank', 'spawn-clue', 'blank', 'read-headline'] as const) {
    // The token the players drew: the one named when still in their cup, else the first one left.
    const token = canDraw(t.state, want) ? want : (['blank', 'spawn-clue', 'read-headline', 'spread-doom', 'gate-burst'] as const).find((x) => canDraw(t.state, x))!
    t.do({ type: 'DrawMythosToken', data: { token } })
    t.answer('easttown')
  }
  t.endMythos('easttown')
  if (t.state.sheetDoom < 1 || (t.state.board.terror['innsmouth-village'] ?? 0) < 1) throw new Error('overflow: no sheet doom or terror')
  return t.file('AH3e: Tyrants of Ruin, the overflow')
}

/** One evening of the series: a short game, a devoured investigator when asked, then the codex's result. */
function seriesGame(seed: string, series: SeriesRecord, scenario: string | null, invs: string[], devour: boolean, result: 'won' | 'lost'): { text: string; after: SeriesRecord } {
  const t = new Table(seed)
  const setup: Ah3eSetup = { rules: SETUP_RULES, scenario, mode: 'standard', players: players(...invs), lead: null, draws: { cup: 'virtual', events: 'physical' }, series, facts: {}, factsByScenario: { 'tyrants-of-ruin': { terrorDeck: 8 }, 'ithaquas-children': { terrorDeck: 6 } } }
  t.do({ type: 'SetUpGame', data: setup })
  t.answer('')
  t.mythos('')
  if (devour) {
    t.do({ type: 'InvestigatorLeaves', data: { player: 1, how: 'devoured' } })
    t.mythos('')
  }
  t.do({ type: 'EndGame', data: { result } })
  const after = seriesRecordAfter(t.state)
  if (!after) throw new Error('series: no record after the game')
  return { text: t.file(`AH3e: Inevitable, game ${series.games.length + 1}`), after }
}

function series(): [string, string, string] {
  const pool = ['approach-of-azathoth', 'feast-for-umordhoth', 'echoes-of-the-deep', 'the-pale-lantern']
  const g1 = seriesGame('ah3e-series-1', { id: 'inevitable-fixture', pool, games: [] }, 'approach-of-azathoth', ['Stella Clark', 'Silas Marsh'], false, 'won')
  const g2 = seriesGame('ah3e-series-2', g1.after, 'feast-for-umordhoth', ['Stella Clark', 'Silas Marsh'], true, 'won')
  if (!g2.after.games[1].barred.includes('Silas Marsh')) throw new Error('series: Silas Marsh not barred')
  // Game 3: Silas Marsh may not come back; the scenario is drawn among the two not played.
  const g3 = seriesGame('ah3e-series-3', g2.after, null, ['Stella Clark', 'Zoey Samaras'], false, 'won')
  return [g1.text, g2.text, g3.text]
}

function sheetDoomLoss(): string {
  const t = new Table('ah3e-sheet-loss-1')
  t.do({ type: 'SetUpGame', data: { rules: SETUP_RULES, scenario: 'approach-of-azathoth', mode: 'challenge', players: players('Carson Sinclair', 'Michael McGlen'), lead: 1, draws: { cup: 'virtual', events: 'physical' }, facts: { eventCardCount: 5, sheetBands: [2] } } })
  t.answer('downtown')
  // A codex card read later names another count: the band is added mid-game.
  t.do({ type: 'SetSheetBands', data: { bands: [2, 3] } })
  t.do({ type: 'InvestigatorLeaves', data: { player: 0, how: 'devoured' } })
  // The event deck runs dry: each draw from it now puts 1 doom on the sheet.
  t.do({ type: 'CorrectDecks', data: { eventDeck: 0 } })
  t.do({ type: 'SpawnClue', data: {} })
  t.answer('downtown')
  t.do({ type: 'CorrectDecks', data: { eventDeck: 0 } })
  t.do({ type: 'GateBurst', data: {} })
  t.answer('downtown')
  if (t.state.sheetDoom < 3) throw new Error(`sheet-doom-loss: sheet at ${t.state.sheetDoom}`)
  // The codex: at 3 doom on the sheet the investigators lose.
  t.do({ type: 'EndGame', data: { result: 'lost' } })
  return t.file('AH3e: Approach of Azathoth, lost by sheet doom')
}

mkdirSync(outDir, { recursive: true })
const [s1, s2, s3] = series()
const files: [string, string][] = [['overflow.json', overflow()], ['series-1.json', s1], ['series-2.json', s2], ['series-3.json', s3], ['sheet-doom-loss.json', sheetDoomLoss()]]
for (const [file, text] of files) {
  writeFileSync(path.join(outDir, file), text)
  process.stdout.write(`wrote tests/fixtures/ah3e/${file}\n`)
}
