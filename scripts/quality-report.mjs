/**
 * `npm run bench:report`: runs `npm audit` (production deps and all deps), records the findings in
 * bench/results.json under `audit`, and writes docs/quality.md from bench/results.json: every
 * figure against its budget, with pass/fail (tap and resume as ratios to the floor measured in the
 * same run; the earlier absolute budgets as information). `--no-audit` keeps the last recorded audit.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const file = path.join(root, 'bench/results.json')
const results = JSON.parse(readFileSync(file, 'utf8'))

function audit(args) {
  return new Promise((resolve) => {
    execFile('npm', ['audit', ...args, '--json'], { cwd: root, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      let j = null
      try {
        j = JSON.parse(stdout)
      } catch {
        /* not JSON */
      }
      if (j?.metadata?.vulnerabilities) {
        const v = j.metadata.vulnerabilities
        const high = Object.entries(j.vulnerabilities ?? {}).filter(([, x]) => x.severity === 'high' || x.severity === 'critical').map(([name, x]) => ({ name, severity: x.severity, fixAvailable: x.fixAvailable }))
        resolve({ ran: true, command: `npm audit ${args.join(' ')}`.trim(), counts: v, total: v.total, high })
      } else {
        const reason = j?.message ?? j?.error?.summary ?? (stderr || error?.message || 'no output').split('\n')[0]
        resolve({ ran: false, command: `npm audit ${args.join(' ')}`.trim(), reason: String(reason).replace(/https?:\/\/\S+/g, '<registry advisories endpoint>').slice(0, 300) })
      }
    })
  })
}

/** `npm outdated` works where the advisory endpoint does not: which dependencies are behind. */
function outdated() {
  return new Promise((resolve) => {
    execFile('npm', ['outdated', '--json'], { cwd: root, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      try {
        const j = JSON.parse(stdout || '{}')
        resolve({ ran: true, packages: Object.fromEntries(Object.entries(j).map(([k, v]) => [k, { current: v.current, wanted: v.wanted, latest: v.latest }])) })
      } catch {
        resolve({ ran: false, reason: String(error?.message ?? 'no output').split('\n')[0].replace(/https?:\/\/\S+/g, '<registry>') })
      }
    })
  })
}

if (!process.argv.includes('--no-audit')) {
  results.audit = { date: new Date().toISOString(), production: await audit(['--omit=dev']), all: await audit([]), outdated: await outdated() }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
}

// ── taps per evening (issue #25): the evening e2e specs write test-results/taps/<game>.json ──
{
  const dir = path.join(root, 'test-results/taps')
  let files = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    /* no evening run here: the last recorded counts stay */
  }
  if (files.length) {
    results.taps = { date: new Date().toISOString(), games: files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).map((g) => ({ game: g.game, summary: g.summary })) }
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  }
}

// ── the report ────────────────────────────────────────────────────────────────────────────
const B = results.browser
const F = B?.figures
const rows = []
const infoRows = []
const verdict = (ok) => (ok === null || ok === undefined ? 'n/a' : ok ? '**pass**' : '**FAIL**')
const within = (ok) => (ok === null || ok === undefined ? 'n/a' : ok ? 'within' : 'over')
const ms = (x) => (x === null || x === undefined ? 'n/a' : `${x} ms`)
const row = (figure, measured, budget, ok) => rows.push(`| ${figure} | ${measured} | ${budget} | ${verdict(ok)} |`)
const info = (figure, measured, budget, ok) => infoRows.push(`| ${figure} | ${measured} | ${budget} | ${within(ok)} |`)
const cpu = (k) => (k === '1x' ? 'unthrottled' : '4× CPU throttle')
const range = (xs) => (xs?.length ? (Math.min(...xs) === Math.max(...xs) ? `${Math.min(...xs)}` : `${Math.min(...xs)}–${Math.max(...xs)}`) : 'n/a')
const ci = (r) => (r?.ci90 ? ` (90% CI ${r.ci90[0]}–${r.ci90[1]})` : '')
const title = (id) => results.figures?.sampledCommand?.[id]?.title ?? id

if (results.figures) {
  const c = results.figures
  row('Core: one Mythos resolution (AH2e), mean', ms(c.mythos.meanMs), '≤ 1 ms', results.pass.mythosMeanMs)
  row('Core: one Mythos resolution (AH2e), p95', ms(c.mythos.p95Ms), '≤ 1 ms', results.pass.mythosP95Ms)
  row('Core: refold 10k events (AH2e), mean', ms(c.refold['10k'].meanMs), '≤ 100 ms', results.pass.refold10kMs)
  for (const [id, f] of Object.entries(c.sampledCommand ?? {})) {
    row(`Core, ${id}: one sampled command decided (\`step\`), p95`, `${f.p95Ms} ms (mean ${f.meanMs} ms)`, `≤ ${results.budgets.sampledCommandP95Ms} ms`, results.pass[`sampledCommandP95Ms:${id}`])
  }
  if (c.esRoll) row('Core, elder-sign: one roll resolved (Roll decided + legal tasks), p95', `${c.esRoll.p95Ms} ms (mean ${c.esRoll.meanMs} ms)`, `≤ ${results.budgets.esRollP95Ms} ms`, results.pass.esRollP95Ms)
  if (c.ah3eMythos) row('Core, ah3e: one Mythos phase (spread doom overflowing at 6, the space cleared, spread terror), p95', `${c.ah3eMythos.p95Ms} ms (mean ${c.ah3eMythos.meanMs} ms)`, `≤ ${results.budgets.ah3eMythosP95Ms} ms`, results.pass.ah3eMythosP95Ms)
  if (c.cultsNpc) row('Core, cults: one opponent (NPC) turn decided — its Planning roll or its action with the fallback chain, a fight included — p95', `${c.cultsNpc.p95Ms} ms (mean ${c.cultsNpc.meanMs} ms, max ${c.cultsNpc.maxMs} ms, ${c.cultsNpc.turns} turns)`, `≤ ${results.budgets.cultsNpcTurnP95Ms} ms`, results.pass.cultsNpcTurnP95Ms)
}
if (F) {
  const b = F.bundle
  const P = B.pass
  const games = B.games ?? []
  row(`Initial JS, gzip, with every registered game (${games.join(', ')}): index.html scripts incl. early-read.js + modulepreloads + their static imports`, `${b.initialJsGzipKb} KB`, `≤ ${B.budgets.initialJsGzipKb} KB`, P.initialJsGzipKb)
  const fv = b.firstVisit
  if (fv) row('First visit: a cold games list (`/#/games`, service worker blocked) fetches before it is shown, gzip JS incl. the inline early read; none of it Dexie', `${fv.jsGzipKb} KB in ${fv.files.length} files${fv.dexieBefore ? ' · **Dexie before the list**' : ''} (${fv.laterJsGzipKb} KB after it)`, `≤ ${B.budgets.firstVisitJsGzipKb} KB`, P.firstVisitJsGzipKb)
  row('No game code in the initial JS (chunk map of the build: no module under `src/games/` in an initial chunk)', b.gameChunksInInitial ? (b.gameChunksInInitial.length ? b.gameChunksInInitial.join(', ') : 'none') : 'n/a', 'none', P.noGameChunkInitial)
  for (const id of games) {
    const m4 = F.moduleLoad['4x'][id]
    const m1 = F.moduleLoad['1x'][id]
    row(`Opening a game (${id}) loads its module (marks), p95 at 4× (p50 · 1× p50 / p95)`, `${ms(m4.p95)} (${ms(m4.p50)} · ${m1.p50} / ${m1.p95} ms)`, `≤ ${B.budgets.moduleLoadP95Ms4x} ms at 4×`, P[`moduleLoadP95Ms4x:${id}`])
  }
  for (const id of games) {
    for (const k of ['1x', '4x']) {
      const t = F.tap[k][id]
      // A tap that writes nothing (e.g. Elder Sign's dice selection) has no floor ratio, only its own budget.
      const persisted = t.persisted !== false
      if (persisted) row(`Tap → persisted → DOM, ${id}, p95 ÷ floor p95, ${cpu(k)}`, `×${t.p95Ratio.ratio}${ci(t.p95Ratio)}: ${t.app.p95} vs ${t.floor.p95} ms · load ${range(B.method.loadAt?.[k]?.taps?.[id])}`, `≤ ×${B.budgets.tapP95VsFloor}`, P[`tapP95VsFloor${k}:${id}`])
      if (P[`tapP95Ms${k}:${id}`] !== undefined) row(`Tap → ${persisted ? 'persisted → DOM' : 'DOM (nothing written)'}, ${id}, p95, ${cpu(k)} (the game's own budget)`, `${ms(t.app.p95)} (p50 ${t.app.p50} ms) · load ${range(B.method.loadAt?.[k]?.taps?.[id])}`, `≤ ${B.budgets.tapP95Ms?.[id]?.[k] ?? '?'} ms`, P[`tapP95Ms${k}:${id}`])
    }
  }
  const C = F.compare
  // The compared resume's machine load: from the merged run when it measured it (--merge --blocks compare), else the full run's.
  const mr = B.method.mergedRun
  const compareLoad = (k) => (mr?.blocks?.includes('compare') ? mr.blocksRun.filter((b) => b.kind === 'compare' && `${b.rate}x` === k).flatMap((b) => [b.loadStart, b.loadEnd]) : B.method.loadAt?.[k]?.compare)
  if (C?.['1x']) {
    const n = Number(C['1x'].events).toLocaleString('en')
    for (const k of ['1x', '4x']) {
      const c = C[k]
      row(`Resume of a ${n}-event game, p95 ÷ floor p95, ${cpu(k)}`, `×${c.floorRatio.p95.ratio}${ci(c.floorRatio.p95)}: ${c.app.p95} vs ${c.floor.p95} ms · load ${range(compareLoad(k))}`, `≤ ×${B.budgets.resumeP95VsFloor}`, P[`resumeP95VsFloor${k}`])
    }
    for (const k of ['1x', '4x']) {
      const c = C[k]
      if (!c.baseline) continue
      row(`Resume of a ${n}-event game, this build ÷ the build before the registry move (${B.method.baseline.commit}), p50 / p95, ${cpu(k)}`, `×${c.baselineRatio.p50.ratio} / ×${c.baselineRatio.p95.ratio}: ${c.app.p50} / ${c.app.p95} vs ${c.baseline.p50} / ${c.baseline.p95} ms · load ${range(compareLoad(k))}`, `≤ ×${B.budgets.resumeVsBaseline} (not slower, 10% noise allowance)`, P[`resumeVsBaseline${k}`])
    }
  }
  for (const k of ['1x', '4x']) {
    const f = F.resumeFlat?.[k]
    if (f) row(`Resume flat as the log grows, ${cpu(k)} (100k vs 1k events, p50 / p95)`, `${f.p50.largeMs} vs ${f.p50.smallMs} ms / ${f.p95.largeMs} vs ${f.p95.smallMs} ms`, '≤ 1.25 × + 30 ms', P[`resumeFlat${k}`])
  }
  const G = F.bigLog
  if (G?.['1x']) {
    const g1 = G['1x']
    const g4 = G['4x']
    const big = Object.entries(B.method.games ?? {}).filter(([k]) => k.startsWith('ah2e/')).map(([, v]) => v).sort((a, b) => b.events - a.events)[0]
    const what = big ? `${big.events.toLocaleString('en')}-event (${big.commands.toLocaleString('en')}-command) game` : 'biggest game'
    const at = (k) => range(B.method.bigLogRun?.loadAt?.[k] ?? B.method.loadAt?.[k]?.bigLog)
    row(`The ${what}: its Log screen opened, the main thread's longest task, unthrottled (max of ${g1.loads} loads; p50 · 4× max)`, `${ms(g1.logLongestTaskMs.max)} (${g1.logLongestTaskMs.p50} ms · ${g4 ? `${g4.logLongestTaskMs.max} ms` : 'n/a'}) · load ${at('1x')}`, `≤ ${B.budgets.bigLogLongestTaskMs} ms`, P.bigLogLongestTask1x)
    row(`The ${what}: its first undo once its log is in memory (tap → the session idle again), unthrottled (max of ${g1.loads} loads; p50 · 4× max; the log in memory at p50 ${g1.logPrefetchedAtMs?.p50 ?? 'n/a'} ms from navigation; an undo 1.5 s after the table: p50 / max ${g1.firstUndoSoonMs?.p50 ?? 'n/a'} / ${g1.firstUndoSoonMs?.max ?? 'n/a'} ms)`, `${ms(g1.firstUndoMs.max)} (${g1.firstUndoMs.p50} ms · ${g4 ? `${g4.firstUndoMs.max} ms` : 'n/a'}) · load ${at('1x')}`, `≤ ${B.budgets.bigFirstUndoMs} ms`, P.bigFirstUndo1x)
  }
  const lh = F.lighthouse
  const lv = B.budgets.lighthouseVsBaseline
  if (lv) {
    const am = lh?.medians
    const bm = lh?.baseline?.medians
    const vs = lh?.vsBaseline
    row(`Lighthouse 12.8.2 mobile, the games list cold: performance, this build ÷ ${lv.commit} in the same run (medians of ${lh?.runs ?? 0} and ${lh?.baseline?.runs ?? 0}, interleaved)`, am && bm ? `${vs?.performance} (${am.performance} / ${bm.performance})` : 'not run', `≥ ${lv.performance}`, P.lighthousePerformanceVsBaseline)
    row(`Lighthouse: total blocking time, this build ÷ ${lv.commit} (medians, same run)`, am && bm ? `${vs?.tbt ?? 'n/a'} (${am.tbtMs} / ${bm.tbtMs} ms)` : 'not run', `≤ ${lv.tbt}`, P.lighthouseTbtVsBaseline)
  } else row('Lighthouse 12.8.2 mobile: performance (median of runs)', lh?.median ? String(lh.median.performance) : 'not run', `≥ ${B.budgets.lighthousePerformance}`, P.lighthousePerformance)

  const I = B.info ?? {}
  if (B.budgets.info.lighthousePerformance !== undefined) info('Lighthouse performance of this build, median (the absolute budget before the A/B)', F.lighthouse?.medians ? String(F.lighthouse.medians.performance) : 'not run', `≥ ${B.budgets.info.lighthousePerformance}`, I.lighthousePerformance)
  info('Initial JS, gzip (the budget before the registry move)', `${b.initialJsGzipKb} KB`, `≤ ${B.budgets.info.initialJsGzipKbBefore} KB`, I.initialJsGzipKbBefore)
  for (const id of games) {
    for (const k of ['1x', '4x']) {
      const lim = B.budgets.info.tapP95Ms?.[id]?.[k]
      if (lim !== undefined) info(`Tap → persisted → DOM, ${id}, p95, ${cpu(k)}`, ms(F.tap[k][id].app.p95), `≤ ${lim} ms`, I[`tapP95Ms${k}:${id}`])
    }
  }
  if (C?.['1x']) for (const k of ['1x', '4x']) info(`Resume of a ${Number(C[k].events).toLocaleString('en')}-event game, p95, ${cpu(k)}`, ms(C[k].app.p95), `≤ ${B.budgets.info.resume5kP95Ms[k].toLocaleString('en')} ms`, I[`resume5kP95Ms${k}`])
}

const L = []
const w = (s = '') => L.push(s)
w('# Quality figures')
w()
w(`Generated by \`npm run bench\` (\`scripts/quality-report.mjs\`) from \`bench/results.json\`. Do not edit by hand.`)
w(`Core bench: ${results.date ?? 'n/a'} · browser bench: ${B?.date ?? 'not run'} · ${results.machine ? `${results.machine.cpu}, ${results.machine.cores} cores, ${results.machine.platform}` : ''} · node ${results.node ?? ''} · Chromium ${B?.chromium ?? ''}`)
w()
w('## Budgets')
w()
w('Tap and resume pass or fail as ratios to a floor measured in the same run (issue «Nothing lost» §6): bare pages on the same origin doing the least the same job needs (see (a) and (c)). The resume of the compared game is also measured beside the build before the registry move, in the same run, interleaved. «load» is the 1-minute load average of this shared 2-CPU machine at the start and end of the blocks behind the figure.')
w()
w('| figure | measured | budget | result |')
w('|---|---|---|---|')
for (const r of rows) w(r)
w()
if (infoRows.length) {
  w('Earlier absolute budgets, kept for information (they no longer decide pass or fail):')
  w()
  w('| figure | measured | earlier budget | |')
  w('|---|---|---|---|')
  for (const r of infoRows) w(r)
  w()
}

w('### What is measured, and what changed in how')
w()
w('- **The biggest game (issue #27 §5).** A 100k-event AH2e game (58,008 commands, 14 MB) opened its Log screen in one task of 9.2 s in the audit (1.2–2.7 s here at 1× on this loaded machine): the Log kept the log in a deep ref, so the game\'s grouping read every entry, event and datum through a reactive proxy (a CPU profile: ~500 ms in the grouping through Vue\'s getters and ~480 ms of garbage collection in that task). The Log now keeps plain entries (a shallow ref), and the log is read in pages of 4,000 entries asked for at once in one read transaction, each page\'s answer (its deserialization, ~260 ms in all at 1×) taken in a task of its own. Its first undo read the whole log (most of its 1.3 s); a log of 10,000 commands or more is now read in the background once its game is shown (page by page, each page its own transaction, so no tap waits behind it: `session.prefetchLog`), and the first undo refolds from memory. Block (g) of the bench measures both; `--blocks biglog` runs it alone and merges its figures into the last full run\'s.')
w('- **The Log groups a long log a slice at a time (issue #27 §5).** The game\'s grouping of the log was still one task (a trace at 4×: the task that delivered the log\'s last page spent 161 ms of CPU in its microtasks, the whole grouping). Each game now writes its grouping once, as a grouper fed entry by entry (`logGrouper` in its module; its `logGroups` is that grouper fed every entry), and the Log feeds it in slices of at most 12 ms of the clock, yielding to the event loop between slices (`scheduler.yield`, else a message), with a progress line meanwhile (src/shell/composables/logGroups.ts; LOG-SLICE-01..05). The last grouping is kept: a command or a redo feeds its one entry, an undo cuts the groups, and the Log opened again on the same log groups nothing. The log is read in pages of 1,000 entries (was 4,000): once the grouping was sliced, each 4,000-entry page of the background read (~90–110 ms of CPU at 4×, its deserialization) was the longest task left; a 1,000-entry page costs ~30–35 ms.')
w('- **The AH2e table\'s resume shows its gauges again.** Since the turn panel moved to the top of the table (issue #25), the gauges start below the first screen (973 px at 390×844 on the 5k game), and the resume snapshot, which keeps only the first screen, left them out: a resume showed doom, terror and gates only once the live app was up (the compare block measured ×1.8–2.1 of da8dc5c). A screen now marks what its resume must show below the first screen (`data-snapshot`, kept with all its content; RESUME-SNAPSHOT-05); the AH2e gauge grid does.')
w('- **The second copy does not touch the tap.** After a commit the session posts one message to the copy\'s worker among the commit\'s follow-ups (the task after the figures, `followUp`/`nextTask`); the worker reads the game from IndexedDB and writes its copy into OPFS 150 ms after the last commit (600 ms at most while commits keep coming), off the main thread.')
w('- **Tap span.** It ends when the MutationObserver sees the new figure *and* the app\'s save indicator (`[data-testid=save-state]`, src/shell/components/SaveState.vue) says «saved». The app shows a tap only after its IndexedDB transaction commits; the indicator keeps the span honest should a view ever show a tap before its commit (the durability e2e takes the same pair as its acknowledgement). The floor: one strict transaction (entry add + whole-row put), one text node on complete.')
w('- **What a tap renders, and when (perf3).** Traced at 4× (`bench:browser --trace`, scripts/trace-summary.mjs), a tap spent its time in two full-page re-layouts and repaints that were not its own: the board-change sheet folded on the tap\'s pointerdown (its spacer changed the page\'s height while the write was under way) and opened again on the new change, and the save dot lit at once (a frame painted mid-write, the write\'s answers waiting behind it: the stale-row read answered ~14 ms after issue instead of ~6). Now a tap elsewhere folds the sheet only once its command is done and brought no new change, the dot lights only after 120 ms of writing (`data-state` still says «saving» at once), and the board list, the screen-reader line and the other tabs\' notice follow the figures in the next task (SHELL-TAP-01..04). In-page, the app\'s transaction now takes what the floor\'s does (~12 ms at 4×); what remains is the render (~4–6 ms at 4×).')
w('- **The tap floor writes what the app writes (perf4).** Since schema 3 a game is two rows (its metadata, which the games list reads, and its snapshot with the state and redo stack, issue «Nothing lost» §4), and the append checks inside its transaction that the game is still at the expected command (§1). The floor had kept the earlier shape (one entry add and one whole-row put); it now issues the same requests in the same transaction: the metadata read with its check, the entry add and both row puts (scripts/bench-floor/tap.js, the app\'s `appendEntry` in src/db/repo.ts). The data written is the same as before; the floor\'s transaction has two requests more, each answered on its main thread.')
w('- **Where a tap\'s time went at 4×, and what changed (perf4).** Timed in the page (click → the transaction\'s requests issued → its commit → the figure on screen; a development run), the app\'s write took what the floor\'s did, and the rest was JavaScript before the requests were issued (~1 ms more than the floor, which also serialises the state) and after the commit until the figure was on screen (AH2e ~3.5 ms, AH3e ~6–7 ms; the floor ~0.2 ms). Formatting messages was the largest single part of both: each render formatted every message again, character by character; formatted messages are now kept per template, locale and parameters (src/i18n/format.ts, I18N-MEMO). The AH2e table and the AH3e board now render their gauges and (AH3e) neighbourhoods in components of their own and the rest of the screen from a view object that keeps its identity while its figures are unchanged, so a doom tap re-renders the gauge grid and the card that changed. After both, the same development runs: AH2e 2.4–3.2 ms after the commit, AH3e ~4.5 → p50 13.8–14.2 ms (from 15.7).')
w('- **How a measurement waits (perf4).** The bench waited for a load\'s figures and for the game module\'s mark with Playwright\'s `waitForFunction`; its first call injects Playwright\'s utility script into the page, a ~10 ms task at 1× that traces put in the middle of the app\'s early read (after the database open, before the row), after the floor had painted, and, for the module mark, a polling loop during the very load measured. Both are now awaited over plain CDP (`Runtime.evaluate` of promises the in-page probe resolves); nothing of Playwright runs in the page until a load is measured.')
w('- **What a tap runs before its write and after its commit (perf5).** Traces at 4× with V8\'s samples in them (`--trace DIR --trace-js`) showed three things a tap did that its figures do not need. (1) The page frame (`src/app/App.vue`) re-rendered on every command, because it showed the game\'s name read from the new row; it now reads a string that stays the same. (2) A render ran *before* the write was issued: the session\'s busy mark changed as the command was queued, so Vue\'s flush was queued ahead of the command\'s job, and the job then awaited the second language\'s strings even when they were loaded. The job is now queued first and awaits nothing when nothing is missing, so the transaction\'s requests are issued in the first microtask after the click handler. (3) «Saved» and the new figures rendered in two passes (the save counter went down in a `finally` one microtask before the figures); now in one. Also: the follow-ups of a tap (board list, screen-reader line, other tabs\' notice) share one timer (`nextTask`, SHELL-NEXTTASK), the save dot and the busy flag use a start counter instead of cancelling their timers on every commit (SHELL-TAP-04..05), the snapshot timer is pushed back without re-arming, and a command\'s random stream is seeded only when it draws (CORE-RNG-01; a doom tap draws nothing). Measured with `--tap-ab` (this build and the commit before in the same run, chunks in turn; 200 taps each at 4×): p50 ×0.94 (AH2e) and ×0.89 (AH3e) of the commit before; the p95 of such runs moved ×0.85–1.19 with the machine\'s load.')
w('- **Rendering a tap while its transaction commits was tried and dropped** (perf2): at 4× it measured slower; Chromium\'s IndexedDB commits only once the page has taken every request\'s answer, and those answers waited behind the render.')
w('- **Elder Sign\'s tap writes nothing.** The dice board has no reversible command (focus is once a turn, a spell spends the card), so the scenario taps a die of the roll onto the task and back (the selection the players make before completing a task). It has no floor ratio (the floor persists); it counts against the game\'s own 50 ms p95 at 4×.')
w('- **Resume.** The entry (`src/app/main.ts`) starts the app (`src/app/boot.ts`) only once `public/early-read.js` has read the saved game (capped at 400 ms). Since perf3 nothing else is fetched or compiled beside that read: index.html no longer preloads the app\'s boot chunks, and early-read.js preloads the game\'s chunks once it has read the row (resume of the 5k game, p50 at 1×: 203 → 83 ms in a quick A/B, the floor 67–88 ms; preloading the boot chunks with `fetchpriority=low` instead gave 150 ms). Then early-read.js paints the resume snapshot (src/app/snapshot.ts: the last screen this device showed for that game, structured data painted with elements and text only, inert, controls disabled) when it is exactly what the app will show (same build, URL, language, and the stored game\'s `lastSeq`, `updatedAt` and name unchanged); the live app replaces it on mount. «Right figures» may therefore be the snapshot\'s (the table in (c) says on how many loads it was painted); the first load of a game on a profile never has one.')
w('- **Where a tap\'s time goes, untraced (perf6).** `--phases` splits each tap in the page, app and floor alike, by wrapping IndexedDB\'s prototypes (no trace running): click → the readwrite transaction created («pre») → the click\'s task over («clickRest», a message posted from the click) → the last request answered → the transaction\'s complete event («commit») → the figure on screen («post»). Medians per chunk of 20, development runs on this machine: at 1× both pages spend ~8.5–10.5 ms in «clickRest», almost none of it work (the floor\'s click runs ~0.3 ms of script), and their answers come ~0.3 ms after it: the wait after a click, not the write, sets a 1× tap\'s pace, which is why the floor is faster at 4× (clickRest ~4.5–5.5 ms) than at 1×. The app\'s own work is «pre» (AH2e 0.4–0.6 ms at 1×, 2.1–2.9 at 4×, against the floor\'s 0.2–0.3 / 1.0–1.4) and «post» (AH2e 0.6–0.9 / 1.9–3.3, AH3e 0.9–1.3 / 2.3–4; the floor 0.1–0.2 / 0.1–0.4). Inside «post» (marks placed for one run), nearly all of it was the render of the changed components: at 4× the AH2e gauge list 1.0–2.0 ms, of which the doom card 0.7–1.8; the AH3e neighbourhood card ~2 ms, of which its space rows ~0.8; the session\'s own bookkeeping after the commit ~0.2 ms (AH2e). Components rendered per tap were counted with a build that reports them (`BENCH_DEVTOOLS=1`, Vue\'s devtools hook): AH2e the gauge list and the doom card; AH3e the neighbourhood list and the tapped card.')
w('- **A tap renders the card it changed and nothing around it (perf6).** Each gauge card and each AH3e neighbourhood card now reads its figures through a computed of its own, and its list renders from the ids only (`useKeyed`, src/shell/composables/stable.ts; SHELL-VIEW-06, AH3E-HOODVIEW-01): a doom tap no longer re-renders the gauge list or the neighbourhood list, and an AH3e card re-renders the space row it changed (its own component) with its words worked out once per space and language. The save state and the busy mark are written straight to their elements (they flip twice per tap; each flip was a render pass, one of them inside the tap\'s own task). The games-list line is formatted after the entry and the snapshot are issued, in the same transaction. The figures a screen shows of the next state (gauges, header, neighbourhoods, the nav) are worked out once its write is issued, while the page waits for the commit (`useStateView`, SHELL-VIEW-01..05; they are worked out again when something else they read changed meanwhile, e.g. the language). AH3e formats an alert\'s sheet line only for the alerts that say it, and keeps the owner\'s facts only when a command brought some. Measured with `--tap-ab` against f2d8441 (same run, chunks in turn, 200 / 100 taps at 4×, load 2.1–3.1), two runs (cc797a5 and the step before it; the measured build adds the card\'s field comparison and nothing else on the tap path): p50 ×0.96–0.99 (AH2e) and ×1.05–1.06 (AH3e), p95 ×0.86–0.99 and ×0.96–1.11. «Post» shrank (at 4×, chunk medians in the quieter run: AH2e 2.0–3.1 → 1.6–2.8 ms, AH3e 2.7–4.0 → 2.3–3.5), but part of what left it went into the click\'s task instead (the next state\'s figures are worked out there, and a tap\'s first answers come ~1 ms after that task), and AH3e\'s click runs one component more (the space row\'s command goes up through its card). Net: no gain outside this machine\'s noise.')
w('- **A tap renders the figure it changed, not the card around it (perf7).** The gauge card and the AH3e neighbourhood card read their parts through computeds that keep their values, and show what a tap changes (the gauge\'s figure and note, the neighbourhood\'s doom) through `LiveText` (src/shell/components/LiveText.vue), a component of its own; the card\'s space rows are keyed, and a row runs its command straight on the board\'s `run` (`HOOD_CMD`, no longer up through its card and the list). Counted with `BENCH_DEVTOOLS=1` over 26 AH3e taps: the neighbourhood card rendered 4 times (it was 26), the tapped row and the doom figure once per tap (SHELL-VIEW-07, AH3E-HOODVIEW-02). Timed with `--tap-ab` against 3851417 (same run, chunks in turn, 200 / 100 taps at 4×), three runs at load 2–3.8: p50 ×0.88, ×1.01, ×0.95 (AH2e) and ×1.06, ×1.23, ×0.90 (AH3e), p95 ×0.96, ×1.08, ×1.01 and ×0.96, ×1.24, ×0.76: chunk medians of the same build moved from 13 to 29 ms within one run, so no change of a millisecond shows. The budgets above are this build\'s. What is left of a 4× tap beyond the floor is spread over Vue\'s flush and effects, the rules step and the rows built for the append (a CPU profile of 26 AH3e taps, unminified build), none of which one change removes. Tried and dropped: showing the new figures in the task after the last request is answered (the commit then under way in the browser process), «saved» still at the complete event, as figures shown early must be taken back if the commit fails. «Post» fell to ~0.2 ms, but in half the chunks the commit phase grew from ~3–5 to 8–15 ms: the frame after the render (style, layout, paint) now ran before the complete event was handled. Against d1b8f81 (same run) p50 ×0.87 / ×1.12 and p95 ×1.29 / ×1.23 (AH2e / AH3e).')
w("- **The tap driver, and what a commit's task does (perf8).** (1) The bench pressed a control with Playwright's locator click, which checks in the page, in listeners on the window, that each pointer event hits the control: a hit test (`elementsFromPoint`) and a walk of the page per event. Those listeners ran after the span's own capture listener, so inside the span, and they cost more on the app's page (~1 ms at 4× in a CPU profile of AH2e taps; the floor's page is a few elements). The bench now finds the control's centre before the tap (not timed) and presses and releases the pointer there (`page.mouse.click`); a press that misses fails the run within 30 s. App and floor are driven alike. (2) A commit's task now shows the new figures and «saved» and nothing else. The board-change step, the last entry (the screen-reader line), the alerts and the notice to the other tabs follow in the next task, behind one timer (`followUp` in src/stores/session.ts). The command resolves after them (SHELL-TAP-06). (3) The figures a view shows of the next state (`useStateView`) are worked out once the write's last request is answered, the transaction committed there and then (`commit()`), so that work overlaps the browser's commit instead of lengthening the tap's own task, after which a frame and the answers waited (WRITE-06, SHELL-VIEW-02). Split with `--phases` against af319c8 (same run, medians of chunk medians at 4×): the click's remaining task (clickRest) AH2e 9.4 → 8.6 ms, AH3e 9.2 → 7.3; the commit phase unchanged (4.4 → 4.3, 4.3 → 4.2); «post» AH2e 4.3 → 3.8, AH3e 4.1 → 4.7. Same-run A/B totals (p50 / p95) moved ×0.88–1.08 between runs: no change of this size shows in one run on this machine. `--phases` now also prints where the slowest tenth of the taps spent their time: for app and floor alike, mostly in clickRest (11–19 ms, against 6–12 at the median), i.e. waiting for the frame and the answers after the click. Where the 4× difference lies, from a trace of 20 AH2e taps per page at 4× (tracing roughly doubles JavaScript time; scripts/trace-summary.mjs and a per-tap split of the tasks from the click to the complete event): not in frames (the one frame between the click and the commit cost the app 1.2–1.4 ms and the floor 3–4 ms), but in the app's JavaScript: the click's dispatch 9.2 vs 4.0 ms, the complete event's task 5.7 vs 1.4, the four answers 3.3 vs 1.6. At 1× the same work mostly hides behind the browser's own IndexedDB time (p50 5.9 vs 5.8 ms in the run above); at 4× it does not. Passing the 4× ratio needs that JavaScript about halved (the command's path through the session store, Vue's reactive updates and the rules step), not one more cut of a tenth of a millisecond.")
w("- **What a tap still did that the floor does not, cut (perf9).** A trace with V8 samples, split per task of each tap (`scripts/trace-tasks.mjs`: the click's task, the IndexedDB answers' tasks, the complete event's task, app against floor in the same run), showed the largest single items. (1) AH3e: the complete event's task spent ~1.6 ms (traced, 4×) setting the − button's `disabled` property as a space's doom went 0 ↔ 1, and ~1.3 ms replacing text nodes. An empty space's − is now marked `aria-disabled` (dimmed like a disabled button, still focusable: the button that took the last doom keeps the focus, and a tap on it runs nothing; AH3E-HOODVIEW-03), and a tap's figures (LiveText, the space's doom) change their text node in place (`nodeValue`) instead of the span's content (`textContent`, which removes one node and builds another; SHELL-VIEW-08). (2) The save indicator wrote «saving» on the click and «saved» on the commit, and armed a timer per tap for its dot; a view armed another for its busy flag. Now «saving» and the dot come only when a write lasts 120 ms (the figures and «saved» still come together at the commit: what is shown is stored), and each of the two keeps one timer at a time, not one per tap (SHELL-TAP-04, -05). (3) A view's command, the board sheet's lines and its fold reach the session outside Pinia's action wrapper (`session.direct`; SHELL-TAP-07). (4) Translations read plain dictionary maps with one reactive version number, not a reactive map per lookup (I18N-NS-02): the views' next figures are worked out while the write commits, and the AH2e header formats names there. (5) Tried and dropped: marking «saving» and busy after the write's requests instead of before (two same-run A/Bs: the click's task before the requests shrank by 0.3–0.5 ms, the rest of that task grew by 1.1–2.1 ms; what runs after the requests in the task that issued them delays them more than it costs). Same-run A/B against d4871ed (4×, 200 / 100 taps, chunks in turn), after (1)–(4): p50 ×0.89 (AH2e) and ×0.83 (AH3e), p95 ×0.92 and ×0.91; «post» (commit → figures) 3.0 → 1.9 ms and 5.6 → 3.6 ms; app ÷ floor in that run p50 ×1.03 / ×1.11, p95 ×1.01 / ×1.12 (d4871ed ÷ floor: p50 ×1.15 / ×1.33).")
w("- **The early read runs while the page is parsed (perf9).** A trace of a resume at 4× showed the async `early-read.js` running ~95 ms after the HTML parse began, behind the stylesheet's parse and a first style and layout of the empty page (the bare floor page asked for the database ~40 ms after). The build now inlines public/early-read.js into index.html (scripts/vite/early-read-inline.ts), and the one policy (meta tag, preview header, `_headers`) allows exactly that script by its SHA-256 and no other inline script (SEC-04; the file stays the source and is still served). The bench counts the inlined script as initial JS. Same run against d25d633 (4×, 20 loads each): the database open asked at 196 ms instead of 286 (the floor: 210), the right figures p50 346 vs 417 ms, p95 447 vs 604 ms (×0.83 / ×0.74); ÷ floor ×1.34 at p95.")
w('- **The compared resume starts with a warm-up round (perf5).** Its first load in each run was the first time that profile showed the compared game: it was imported through the games screen and never opened, so it had no resume snapshot and its first screen was built from scratch (one development run at 1×: 527 ms, then 69–228 ms). That is not a resume any player makes: a game is shown once it is created or imported, which keeps its snapshot, before it is ever resumed. With 20 rounds in each of 2 runs (p95: the 38th of 40 loads, nearest rank), those two first loads took two of the three slowest places, so the p95 was the slowest of all the other loads. Each page now gets one load per run and rate before the rounds, not counted, and those loads are reported below the table in (c). The other sizes (the «every size» table and the module-load figure) still count every load, first ones included.')
w('- **The resume snapshot (perf4).** early-read.js paints it as soon as the game\'s metadata row is read (its checks need nothing else), before the larger state row is delivered (RESUME-SNAPSHOT-03), and it keeps only the page\'s first screen (RESUME-SNAPSHOT-04: ~116 elements and 10 KB for the AH2e table instead of ~290), so building, styling and laying it out costs less on the critical path. Building it earlier was tried and dropped (same-run A/B against the previous commit, `--baseline-commit`): while the database opened, the open\'s answer came later (its first localStorage read loads the origin\'s whole store); while the rows were read, their answers waited behind it. Preloading the game\'s chunks at the metadata row instead of the state row was slower too (module load at 4×, p50 35 → 55 ms).')
w('- **The price of that: Lighthouse.** The games list loaded cold over Lighthouse\'s simulated slow 4G now fetches the boot chunks one request later (after the entry runs, not from index.html): FCP 1.48 → 1.78 s, performance 0.99 → 0.96. The preload cannot depend on the URL in static HTML (hash routes), and an inline script choosing it would need a per-build CSP hash in the meta tag, `_headers` and the preview headers. A resume happens many times an evening at the table; a cold first visit over the network once per device: the resume was kept.')
w('- **The first visit (issue #29).** A cold `/#/games` fetched 114.6 KB of gzip JS before the list showed (main e936072, measured by tests/e2e/app-first-visit.e2e.ts with only the list mark added): Dexie (`import-wrapper`, 30 KB) because the list and, on a first visit, the settings were read through it, the care strings because the mount waited for every namespace, workbox-window because the service worker was registered at once, and the second copy and the recovery check at the first idle moment, which came before the list was read. Now the list and the settings are read with the bare IndexedDB API (src/db/bare.ts) from a database at exactly Dexie\'s current schema (an older or newer one, or any failure, is read through Dexie, which upgrades first; no database is an empty list, and none is created: BARE-01..07); the mount waits for the app\'s strings only; on the games list Dexie, the service worker and the second copy start 4 s after the first screen and an idle moment, Dexie sooner at the first touch or key or when a write asks for it. 73 KB before the list (FIRST-VISIT-01/02 keep it ≤ 80 KB, no Dexie). A trace of the cold list at 4× (before / after, one load each): first contentful paint 1,082 / 937 ms, the list shown 1,267 / 957 ms; the longest main-thread tasks are the app\'s module evaluation and its mount (~120–150 ms at 4×), then the first layout (50–80 ms); the service worker\'s precache (162 files, 2.8 MB) runs on its own thread (~1–1.2 s busy), now after the list. Lighthouse against da8dc5c in one run (medians of 3 each, interleaved): performance 0.98 / 0.98 (the issue\'s 0.90 / 0.97), TBT 15 / 4 ms (the issue\'s 254 / 43 ms): the ratio budget on TBT fails on a few milliseconds (da8dc5c\'s three runs: 4, 4, 15 ms). Resume is not slower: the 5k AH2e game against e936072 in one run (12 interleaved rounds, a development script): p50 / p95 ×1.04 / ×0.99 unthrottled, ×1.03 / ×0.92 at 4×. (This note said the bench\'s compare block could not run since a149b4e because LiveText no longer rendered `[data-testid=value]`: it does, LiveText passes its attributes to its span. What stopped the block was the import asking whether to keep the ah2e resume games, cut from one game and sharing its id; fixed in d9a62ae, and the block runs: see (c).)')
w('- **Blocking time on the cold list (issue #29).** Lighthouse simulates TBT: every main-thread task of its unthrottled trace is multiplied by 4, and the part over 50 ms between first contentful paint and TTI counts; the figure is the mean of an optimistic and a pessimistic estimate, and the pessimistic one starts counting at the optimistic FCP, which leaves out the chunks a script asked for, so every task of the app\'s start counts there. Any task over ~12.5 ms unthrottled after the HTML and the stylesheet is therefore blocking time. Both builds paint their first content from their mount: da8dc5c\'s few milliseconds are its mount (~11–15 ms) and first layout (~13–14 ms), this build\'s 15 ms were its mount (~20 ms: the strings\' evaluation, the shell\'s stores and the whole first render in one task; 81 ms at 4×, half of 31). Since tbt: off a game\'s URL the stores are made in one task and the frame mounted in the next (src/app/boot.ts; a game\'s URL keeps one task), and the games list renders its controls and rows once the list is read (one render with the data, in the task of the read\'s answer, not an empty one in the mount and a filled one after). Traced unthrottled at a load of ~15: the mount task 19–24 → 11–17 ms, the stores and strings 6–14 ms, the first layout 8–27 ms, the module evaluation 5–11 ms, index.js\'s 25 modulepreload links 8–16 ms (appendChild). On this shared machine those tasks cross 12.5 ms or not with its load, for both builds: the A/B runs 5 interleaved rounds since (was 3), the budget unchanged. A run at a load of 11–16 (tbt\'s): this build 122, 14, 17, 66, 31 ms, da8dc5c 7, 16, 22, 14, 23 ms, the ratio of medians failing (31 / 16 ms); the next, on the merged code at a load of 3–12, 13, 5, 50, 8, 0, 0, 6 against 15, 9, 2, 3, 0, 5, 2 ms (6 / 3 ms, fails); the run in (f), at a load under 4, 0, 1, 0, 0, 0, 3, 0 against 2, 0, 3, 0, 0, 0, 9 ms (0 / 0 ms, passes: this build\'s median is not above da8dc5c\'s). What decides it is whether the frame\'s mount (~10–16 ms unthrottled, one simulated task of 63–66 ms after the first paint in the runs that count any) crosses 12.5 ms on the machine of the moment; deferring the games list by one task after the frame did not shorten the mount measurably in a trace at 4× and was dropped. Not done: fewer, larger shell chunks (fewer modulepreload links and module records) and a mount split below the frame (App.vue).')
w('- **The resume ratios fail in the same run, and not by tbt\'s change.** At 1× and 4× the resume snapshot was painted on every load (p50 96 ms at 1×) but the right figures waited for the live app (p50 447 ms): the snapshot no longer holds them. Since 03a4c1a («the turn is played from the top of the table») AH2e\'s table shows its turn panel above the gauges, and the snapshot keeps only the first screen (RESUME-SNAPSHOT-04): checked on this branch\'s build (390×844, the 5k game imported and opened), the doom gauge starts at 973 px, below the 844 px screen, and the kept snapshot (8 KB) holds the turn but no gauge. A same-run A/B of this branch against main deca7a0 (development, 3 rounds at 4×, load ~13) shows the same on both: right figures p50 1,723 vs 1,521 ms, snapshots painted at 441 / 483 ms, the figures only with the live app; the games-list change does not touch a resume and boot.ts keeps a game URL\'s one task.')
w('- **Module load.** On a game URL whose kind the device remembers, the shell mounts after the game\'s module has been evaluated; since perf3 also when it does not (first open on the device, e.g. after an import: the kind is taken from the row early-read.js read, waiting at most 300 ms). The figure counts every cold load of a game URL, resume loads of the 1k–100k games included; its p95 over 5–40 loads is their slowest few: the first two cold loads of a fresh profile (one run\'s open block at 4×: 90, 200, 28, 23, 24 ms for AH2e), when V8 compiles the game\'s chunks with no code cache and then writes one. Since perf3 the game data and strings ship as `JSON.parse(\'…\')` (scripts/vite/json-parse.ts; Vite\'s own `json.stringify` option was silently not applied, so the data had been compiled as object literals).')
w('- **Baseline.** The build before the registry move (da8dc5c) holds the same saved games except one it cannot import within 90 s (its import of the 100k-event file runs on the main thread for minutes, issue «Nothing lost»); the compared 5k game is always there.')
w()

if (F) {
  const M = B.method
  w('## Browser figures')
  w()
  w(`Method: ${M.runs} run(s), each a fresh Chromium with a fresh on-disk profile; ${M.viewport}; production build served by Vite preview; CPU throttle by CDP \`Emulation.setCPUThrottlingRate\`. ` +
    `Percentiles are nearest-rank over all samples of all runs; ratio intervals are bootstrap 90% intervals over those samples. ` +
    `The same 20M-iteration loop took ${F.throttleCheck['1x'].loopMsMedian} ms unthrottled and ${F.throttleCheck['4x'].loopMsMedian} ms at 4× (measured slowdown ${F.throttleCheck.measuredSlowdown}×). ${M.machine ?? ''}; ${M.quietLoad ?? ''}.`)
  w()
  w(`Games: ${Object.entries(M.games).map(([k, g]) => `${k}: ${g.events} events / ${g.commands} commands / ${g.fileMb} MB`).join(' · ')} (generated with the engine, imported through the games screen${M.baseline ? '; the baseline holds the same games' : ''}).`)
  w()
  if (M.blocks?.length) {
    w('Machine load (1-min load average) when each block ran:')
    w()
    w('| block | load at start → end | seconds |')
    w('|---|---|---|')
    for (const b of M.blocks) w(`| ${b.label} | ${b.loadStart} → ${b.loadEnd} | ${b.seconds} |`)
    w()
  }

  w('### (a) Tap → persisted → DOM, per game, against the tap floor')
  w()
  w(`${M.tapSpan}. Floor: ${M.tapFloor}.`)
  w()
  for (const id of B.games ?? []) w(`- ${id}: ${M.taps[id]}.`)
  w()
  w('| game | CPU | page | taps | p50 | p95 | max | per-run p95 | to next frame p50 / p95 | from the input event p50 / p95 | app ÷ floor p50 / p95 | load |')
  w('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const id of B.games ?? []) {
    for (const k of ['1x', '4x']) {
      const T = F.tap[k][id]
      for (const page of T.persisted === false ? ['app'] : ['app', 'floor']) {
        const t = T[page]
        w(`| ${id} | ${k} | ${page} | ${t.n} | ${t.p50} | ${t.p95} | ${t.max} | ${t.perRunP95.join(', ')} | ${t.toFrame.p50} / ${t.toFrame.p95} | ${t.fromInputEvent.p50} / ${t.fromInputEvent.p95} | ${page === 'app' && T.persisted !== false ? `×${T.p50Ratio} / ×${T.p95Ratio.ratio}` : page === 'app' ? 'no floor (nothing written)' : ''} | ${page === 'app' ? range(M.loadAt?.[k]?.taps?.[id]) : ''} |`)
      }
    }
  }
  w()

  w('### (b) Opening a game: its module load')
  w()
  w(`${M.moduleLoad}. «start» and «loaded» are the marks (p50, ms from navigation start); «screen» is the game's screen shown.`)
  w()
  w('| game | CPU | loads | p50 | p95 | max | start p50 | loaded p50 | screen p50 | module JS gzip | load |')
  w('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const id of B.games ?? []) {
    for (const k of ['1x', '4x']) {
      const m = F.moduleLoad[k][id]
      const g = F.bundle.games?.[id]
      w(`| ${id} | ${k} | ${m.n} (${m.fromOpenLoads} open, ${m.fromResumeLoads} resume) | ${m.p50} | ${m.p95} | ${m.max} | ${m.startP50} | ${m.loadedP50} | ${m.screenShownP50} | ${g ? `${g.moduleJsGzipKb} KB (${g.moduleFiles.map((f) => `\`${f}\``).join(', ')})` : 'n/a'} | ${range(M.loadAt?.[k]?.open)} |`)
    }
  }
  w()

  const C = F.compare
  w('### (c) Resume: navigation start → the game\'s screen shows the right figures')
  w()
  if (M.resume) w(M.resume + '.')
  w()
  if (C?.['1x']) {
    const n = Number(C['1x'].events).toLocaleString('en')
    w(`**The ${n}-event game, three ways in the same run.** ${M.compare}. Floor: ${M.resumeFloor}.${M.baseline ? ` Baseline: ${M.baseline.commit} (${M.baseline.sha.slice(0, 12)}), the last commit before the registry move; ${M.baseline.how}; served on ${M.baseline.origin}.` : ''}`)
    w()
    w('| CPU | page | loads | p50 | p95 | max | per-run p95 | painted p50 / p95 | FCP p50 | this build ÷ it, p50 / p95 | load |')
    w('|---|---|---|---|---|---|---|---|---|---|---|')
    for (const k of ['1x', '4x']) {
      const c = C[k]
      for (const page of ['app', 'baseline', 'floor']) {
        const r = c[page]
        if (!r) continue
        const rat = page === 'baseline' ? `×${c.baselineRatio.p50.ratio}${ci(c.baselineRatio.p50)} / ×${c.baselineRatio.p95.ratio}${ci(c.baselineRatio.p95)}` : page === 'floor' ? `×${c.floorRatio.p50.ratio} / ×${c.floorRatio.p95.ratio}${ci(c.floorRatio.p95)}` : ''
        w(`| ${k} | ${page === 'app' ? 'this build' : page === 'baseline' ? `baseline ${M.baseline.commit}` : 'floor'} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.perRunP95.join(', ')} | ${r.painted.p50} / ${r.painted.p95} | ${r.fcpP50} | ${rat} | ${page === 'app' ? range(M.loadAt?.[k]?.compare) : ''} |`)
      }
    }
    w()
    const warm = ['1x', '4x'].flatMap((k) => ['app', 'baseline', 'floor'].filter((p) => C[k]?.[p]?.warmUp?.length).map((p) => `${k} ${p === 'app' ? 'this build' : p}: ${C[k][p].warmUp.map((x) => `${x.ms} ms${p === 'app' ? (x.snapshot ? ' (snapshot)' : ' (no snapshot)') : ''}`).join(', ')}`))
    if (warm.length) {
      w(`Not counted above: the warm-up round of each run (the first load of each page in the run; for this build the first time the profile shows the compared game, so with no resume snapshot): ${warm.join(' · ')}.`)
      w()
    }
    w('Where the time goes (p50 of the loads, ms from navigation start): the HTML from the service worker, DOMContentLoaded, the page\'s first IndexedDB open and first read of a games row (asked → answered; the answer is delivered on the main thread), the row handed over by early-read.js, the resume snapshot painted by early-read.js (p50 of the loads that had one, and on how many; src/app/snapshot.ts: the last screen this device showed for the game, painted only when the same build, URL, language and stored game, replaced by the live app when it mounts), the game module\'s marks, the app mounted (first element in `#app`), the game\'s screen shown, the right figures shown; and the main thread\'s long tasks (≥ 50 ms) before that, p50 of their total.')
    w()
    w('| CPU | page | response end | DOMContentLoaded | IDB open | IDB row read | early row | snapshot painted | module start → loaded | app mounted | screen shown | right figures | long tasks |')
    w('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    const na = (x) => (x === null || x === undefined ? '–' : x)
    const span = (a, z) => (a === null || a === undefined ? '–' : `${a} → ${na(z)}`)
    for (const k of ['1x', '4x']) {
      for (const page of ['app', 'baseline', 'floor']) {
        const r = C[k][page]
        const m = r?.milestonesP50
        if (m) w(`| ${k} | ${page === 'app' ? 'this build' : page} | ${na(m.responseEnd)} | ${na(m.domContentLoaded)} | ${span(m.idbOpenAsked, m.idbOpenDone)} | ${span(m.idbGetAsked, m.idbGetDone)} | ${na(m.earlyRow)} | ${m.snapshotLoads ? `${m.snapshot} (${m.snapshotLoads} of ${r.n})` : '–'} | ${span(m.moduleLoadStart, m.moduleLoaded)} | ${na(m.appMounted)} | ${na(m.screenShown)} | ${na(m.rightFigures)} | ${r.longTasksP50 ? `${r.longTasksP50.ms} ms (${r.longTasksP50.count})` : '–'} |`)
      }
    }
    w()
    w('The JS each build fetches on that resume (Resource Timing, p50 of when each chunk was asked for → had arrived from the service worker, ms from navigation start; chunk names without their hash):')
    w()
    for (const k of ['1x', '4x']) {
      for (const page of ['app', 'baseline']) {
        const ch = C[k][page]?.chunksP50
        if (ch) w(`- ${k}, ${page === 'app' ? 'this build' : `baseline`}: ${Object.entries(ch).map(([name, c]) => `\`${name}\` ${c.start}→${c.end}`).join(' · ')}`)
      }
    }
    w()
  }
  w('**Every size** (this build; the compared size from the rounds above):')
  w()
  w('| events | CPU | loads | p50 | p95 | max | per-run p95 | painted p50 / p95 | FCP p50 | screen shown p50 |')
  w('|---|---|---|---|---|---|---|---|---|---|')
  for (const n of Object.keys(F.resume['1x'])) {
    for (const k of ['1x', '4x']) {
      const r = F.resume[k][n]
      w(`| ${Number(n).toLocaleString('en')} | ${k} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} | ${r.perRunP95.join(', ')} | ${r.painted.p50} / ${r.painted.p95} | ${r.fcpP50} | ${r.milestonesP50?.screenShown ?? 'n/a'} |`)
    }
  }
  w()
  w('### (d) JS heap (CDP `Runtime.getHeapUsage` after `HeapProfiler.collectGarbage`, median of runs)')
  w()
  w('| CPU | compared game resumed | after opening its log screen | log screen open (Node clock) | DOM elements: game screen / log |')
  w('|---|---|---|---|---|')
  for (const k of ['1x', '4x']) {
    const h = F.heap[k]
    if (h) w(`| ${k} | ${h.after5kResumeMb} MB | ${h.after5kLogOpenedMb} MB | ${h.logOpenMs} ms | ${h.tableDomNodes ?? 'n/a'} / ${h.logDomNodes} |`)
  }
  w()
  if (F.bigLog?.['1x']) {
    w('### (g) The biggest game: its Log screen and its first undo')
    w()
    w(`${M.bigLog ?? ''}${M.bigLogRun ? ` Run of ${M.bigLogRun.date} (${M.bigLogRun.runs} run(s), Chromium ${M.bigLogRun.chromium}), merged into the last full run's figures.` : ''}`)
    w()
    w('| CPU | loads | Log: longest task p50 / max | Log shown p50 / max | log in memory at p50 | first undo p50 / max | its longest task p50 / max | first undo 1.5 s after the table p50 / max | all longest tasks | all first undos | load |')
    w('|---|---|---|---|---|---|---|---|---|---|---|')
    for (const k of ['1x', '4x']) {
      const g = F.bigLog[k]
      if (g) w(`| ${k} | ${g.loads} | ${g.logLongestTaskMs.p50} / ${g.logLongestTaskMs.max} | ${g.logShownMs.p50} / ${g.logShownMs.max} | ${g.logPrefetchedAtMs?.p50 ?? 'n/a'} | ${g.firstUndoMs.p50} / ${g.firstUndoMs.max} | ${g.undoLongestTaskMs.p50} / ${g.undoLongestTaskMs.max} | ${g.firstUndoSoonMs?.p50 ?? 'n/a'} / ${g.firstUndoSoonMs?.max ?? 'n/a'} | ${g.logLongestTaskMs.all.join(', ')} | ${g.firstUndoMs.all.join(', ')} | ${range(M.bigLogRun?.loadAt?.[k] ?? M.loadAt?.[k]?.bigLog)} |`)
    }
    w()
  }
  w('### (e) Bundle and precache')
  w()
  const b = F.bundle
  const o = F.baselineBundle
  w(`gzip: ${b.gzip}. Initial JS files: ${b.initialJsFiles.map((f) => `\`${f}\``).join(', ')} (${b.initialJsKb} KB raw).${o ? ` Baseline (${M.baseline.commit}) initial JS files: ${o.initialJsFiles.map((f) => `\`${f}\``).join(', ')}.` : ''} Game chunks in the initial JS: ${b.gameChunksInInitial ? (b.gameChunksInInitial.length ? b.gameChunksInInitial.join(', ') : 'none') : 'n/a (no chunk map)'}. The floor pages are copied into the bench's dist only while it runs: in the precache: ${b.precacheHasFloor ? '**yes (wrong)**' : 'no'}.`)
  w()
  w(`| figure | this build |${o ? ` baseline ${M.baseline.commit} |` : ''}`)
  w(`|---|---|${o ? '---|' : ''}`)
  const bw = (label, a, z) => w(`| ${label} | ${a} |${o ? ` ${z} |` : ''}`)
  bw('initial JS gzip', `${b.initialJsGzipKb} KB`, o && `${o.initialJsGzipKb} KB`)
  if (b.firstVisit) bw(`first visit: JS a cold games list fetches before it is shown, gzip (at ${b.firstVisit.listShownMs} ms); after it`, `${b.firstVisit.jsGzipKb} KB: ${b.firstVisit.files.map((f) => `\`${f}\``).join(', ')}; after: ${b.firstVisit.laterJsGzipKb} KB (${b.firstVisit.later.map((f) => `\`${f}\``).join(', ')})`, o && 'n/a')
  bw('initial CSS gzip', `${b.initialCssGzipKb} KB`, o && `${o.initialCssGzipKb} KB`)
  bw('all JS gzip / raw', `${b.allJsGzipKb} KB / ${b.allJsKb} KB`, o && `${o.allJsGzipKb} KB / ${o.allJsKb} KB`)
  bw('all CSS gzip', `${b.allCssGzipKb} KB`, o && `${o.allCssGzipKb} KB`)
  bw('service-worker precache', `${b.precacheEntries} entries, ${b.precacheKb} KB${b.precacheMissing.length ? ` (missing: ${b.precacheMissing.join(', ')})` : ''}`, o && `${o.precacheEntries} entries, ${o.precacheKb} KB`)
  for (const [id, g] of Object.entries(b.games ?? {})) bw(`${id} module (its registry \`load()\`, beyond the initial JS) gzip / raw`, `${g.moduleJsGzipKb} KB / ${g.moduleJsKb} KB; all ${id} chunks ${g.allChunksGzipKb} KB gzip`, o && 'in the initial JS')
  w()
  w('### (f) Lighthouse 12.8.2, mobile (simulated throttling), against `vite preview`')
  w()
  const lh = F.lighthouse
  if (lh?.runs) {
    const base = lh.baseline
    if (base) w(`This build and ${base.commit} (\`${base.sha?.slice(0, 12) ?? ''}\`, the one-game build before the registry move, built by scripts/lib/baseline-build.mjs) in the same run, interleaved (the order alternating by round); medians of each; ratios this build ÷ ${base.commit}: performance ${lh.vsBaseline?.performance ?? 'n/a'}, TBT ${lh.vsBaseline?.tbt ?? 'n/a'}, FCP ${lh.vsBaseline?.fcp ?? 'n/a'}, LCP ${lh.vsBaseline?.lcp ?? 'n/a'}.`)
    if (base) w()
    w('| build | run | performance | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index |')
    w('|---|---|---|---|---|---|---|---|---|---|')
    const runRows = (label, all) => all.forEach((r, i) => {
      if (r.error) w(`| ${label} | ${i + 1} | error: ${r.error.split('\n')[0]} | | | | | | | |`)
      else w(`| ${label} | ${i + 1} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.speedIndexMs} ms |`)
    })
    runRows('this build', lh.all)
    if (base?.all) runRows(base.commit, base.all)
    if (lh.medians) w(`| this build | median | ${lh.medians.performance} | | | ${lh.medians.fcpMs} ms | ${lh.medians.lcpMs} ms | ${lh.medians.tbtMs} ms | | |`)
    if (base?.medians) w(`| ${base.commit} | median | ${base.medians.performance} | | | ${base.medians.fcpMs} ms | ${base.medians.lcpMs} ms | ${base.medians.tbtMs} ms | | |`)
    const failed = [...new Set(lh.all.flatMap((r) => r.failedAudits ?? []))]
    w()
    w(`Failed binary audits: ${failed.length ? failed.map((x) => `\`${x}\``).join(', ') : 'none'}.`)
  } else w(`Not run${lh?.errors ? `: ${lh.errors[0]?.split('\n')[0]}` : ''}.`)
  w()
}

if (results.figures) {
  const c = results.figures
  w('## Core figures (`npm run bench:core`)')
  w()
  w('| benchmark | figure | notes |')
  w('|---|---|---|')
  w(`| AH2e Mythos resolutions | mean ${c.mythos.meanMs} ms, p95 ${c.mythos.p95Ms} ms, max ${c.mythos.maxMs} ms | ${c.mythos.resolutions} resolutions in ${c.mythos.games} games, ${c.mythos.perSecond}/s |`)
  for (const k of ['1k', '10k', '100k']) w(`| AH2e refold ${k} events | mean ${c.refold[k].meanMs} ms, p95 ${c.refold[k].p95Ms} ms | ${c.refold[k].events} events, ${c.refold[k].commands} commands |`)
  w(`| AH2e import of the long session | ${c.importLongSession.ms} ms | ${c.importLongSession.commands} commands, ${(c.importLongSession.bytes / 1e6).toFixed(1)} MB, checks + replay |`)
  for (const [id, f] of Object.entries(c.sampledCommand ?? {})) {
    w(`| ${id}: one sampled command (\`rules.sample\` → \`step\`: decide + checks) | mean ${f.meanMs} ms, p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms | ${title(id)}: ${f.commands} commands (${f.accepted} accepted, ${f.refused} refused; accepted p95 ${f.acceptedP95Ms} ms) in ${f.games} games set up with \`rules.sampleSetup\` |`)
  }
  w()
}

w('## Dependency audit')
w()
const A = results.audit
if (!A) w('Not run.')
else {
  for (const [label, a] of [['production (`--omit=dev`)', A.production], ['all', A.all]]) {
    if (a.ran) w(`- ${label}: ${a.total} findings (${Object.entries(a.counts).filter(([k]) => k !== 'total').map(([k, v]) => `${k} ${v}`).join(', ')})${a.high.length ? `; high/critical: ${a.high.map((h) => h.name).join(', ')}` : ''}.`)
    else w(`- ${label}: **could not run** — \`${a.command}\` failed: ${a.reason}`)
  }
  const O = A.outdated
  if (O?.ran) {
    const behind = Object.entries(O.packages)
    w(`- \`npm outdated\`: ${behind.length === 0 ? 'every dependency is at its latest version' : behind.map(([k, v]) => `${k} ${v.current} (wanted ${v.wanted}, latest ${v.latest})`).join('; ')}${behind.some(([k]) => k === 'typescript' || k === '@types/node') ? ' — typescript and @types/node are pinned on purpose (TS 7 breaks vue-tsc; @types/node follows the node 20 runtime)' : ''}.`)
  }
  w()
  w(`Audited ${A.date}. Where the audit could not run, the registry this machine reaches does not serve npm's advisory endpoint; run \`npm audit\` where the public registry is reachable.`)
}
w()
w('## Taps per evening (issue #25)')
w()
if (results.taps?.games?.length) {
  w(`Counted by the evening e2e specs (\`tests/e2e/*-evening.e2e.ts\`, \`tests/e2e/lib/evening.ts\`): a whole evening of each game played through the UI at 360×780 in Polish, touch; every tap, a typed value or a picked option counts one. Counts, not times: they do not drift with the machine. Recorded ${results.taps.date}.`)
  w()
  w('| game | segment | segments | mean | max | budget | result |')
  w('|---|---|---|---|---|---|---|')
  for (const g of results.taps.games) {
    for (const s of g.summary) w(`| ${g.game} | ${s.kind} | ${s.count} | ${s.mean} | ${s.max} | ${s.budget === null ? '—' : `≤ ${s.budget}`} | ${s.budget === null ? 'info' : s.max <= s.budget ? 'pass' : '**FAIL**'} |`)
  }
} else {
  w('No evening run recorded yet: run `npm run test:e2e`, then `npm run bench:report`.')
}
w()
w('## Robustness suites (run by `npm test`)')
w()
w('- `tests/e2e/durability.e2e.ts` (DUR-10): Chromium is started as its own process group and SIGKILLed at seeded random moments while ~200 commands are driven through the table screen in bursts; after each restart every acknowledged command is in the log, the log is 1..n, the page shows the stored state, and the stored state equals a full replay of the stored log; finally the game is exported through the UI and the file replays to the stored state. `DURABILITY_SEED` picks another schedule. **What the claim does not cover:** Chromium started again after such a kill sometimes discards the origin\'s whole IndexedDB (its LevelDB directory deleted and created anew at the start; seen here for certain once in about 760 restarts of Chromium 156 under load, with a DUR-10 hang of the same kind just before, and most likely once in CI, where DUR-10 of 3851417 hung with no step named). No page can prevent or undo that, and the app does not cause it (it never deletes its database); the app then says the game is not on this device, and the last export is the way back. The test tells that case from a loss: the page must say so (not freeze), the database must hold nothing at all, and Chromium\'s own LevelDB log must say it created the database «since it was missing»; it then goes on with a new game (at most twice per run). Any other missing game or command fails. `DURABILITY_DISCARD_AT=n` deletes the directory after the n-th kill to exercise that path; each wait of the test is bounded and a failure prints its last steps.')
w('- `tests/e2e/durability-disk-full.e2e.ts` (DUR-20, issue #27): Chromium\'s profile on a 64 MB tmpfs the test mounts (as root; skipped, loudly, only where mounting fails); three games saved, their second copies (OPFS) written; the file system filled from outside until a tap\'s write fails. Measured with Chromium 156: the write fails with «UnknownError … FILE_ERROR_NO_SPACE»; once one more write goes through after it, Chromium discards the origin\'s whole IndexedDB at its next start (asserted from its LevelDB log). The app stops writing and says «failed», not «saved», blocks the page with «Eksportuj wszystkie gry teraz» (all three games exported from there), resumes only after every game\'s copy and a probe write succeed, and after the restart brings every game back from its copy by itself and says so: 0 games lost, every acknowledged tap there, the played game\'s state the replay of its log. **What it does not cover:** a copy follows its commit by up to 600 ms (150 ms after the last tap); a database discarded within that moment of a commit loses the commits not yet copied (after a failed write in the session, every commit waits for its copy before it is shown saved). DUR-10 with `DURABILITY_DISCARD_AT` counts them (`lostToDiscard`: kills land in the middle of bursts of taps 0–30 ms apart).')
w('- `tests/app/integrity.test.ts` (INT-01–14): the 11 hand-damaged rows of the audit (lastSeq too low / too high, an entry deleted, a snapshot unlike the log, the snapshot row missing, a state the game cannot show, an unknown game, a command null, events null, the redo stack damaged, an entry numbered out of place), each detected when the game opens and rebuilt from the log or offered a choice (its second copy, or the log cut back); no false alarm over every fixture of the four games; the frame says what it cannot show instead of a blank page. `tests/app/mirror.test.ts` (MIR-01–06), `tests/app/storage-failing.test.ts` (FAIL-01–05), `tests/app/all-games-file.test.ts` (ALL-01–06), `tests/app/update-gate.test.ts` (GATE-01–03), `tests/app/low-list.test.ts` (LOW-01–07).')
w('- `tests/app/storage-quota.test.ts` (DUR-01–03): a QuotaExceededError from IndexedDB gives `app/storage-full`, changes nothing in memory or on disk, and the next command still fits once there is room.')
w('- `tests/app/fuzz-import.test.ts` (FUZZ-01–06): 1,200 seeded bad game files are each refused by `parseGameFile` with a clear message and no prototype pollution; 100 of them through the games store import leave the saved games unchanged; all of them through one `npm run replay` run; names holding markup import and render as text.')
w('- `tests/app/hardening.test.ts` (SEC-01–03): the CSP in index.html (no `unsafe-inline`/`unsafe-eval` in script-src), no HTML from strings in `src/`, no inline script.')
w()

writeFileSync(path.join(root, 'docs/quality.md'), `${L.join('\n')}\n`)
process.stdout.write(`wrote docs/quality.md (${rows.length} budget rows)\n`)
