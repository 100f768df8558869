/**
 * The previous version of the app, built from git history for the benchmark's A/B comparison
 * (scripts/bench-browser.mjs: the resume of the current build beside the baseline's, interleaved).
 *
 * `git worktree add --detach bench/tmp/baseline-<sha>/src <commit>`, node_modules symlinked to this
 * checkout's, then that tree's own `vite build` into bench/tmp/baseline-<sha>/dist. The worktree
 * is removed once built; the dist and a stamp stay in bench/tmp (git-ignored) and are reused while
 * the stamp matches. Works from a clean clone as long as the commit is in its history (a shallow
 * clone needs `git fetch --unshallow`).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** Build (or reuse) the baseline; returns `{ dist, sha, reused }`. */
export function baselineBuild({ root, commit, log = () => {} }) {
  let sha
  try {
    sha = git(root, ['rev-parse', '--verify', `${commit}^{commit}`])
  } catch {
    throw new Error(`the baseline commit ${commit} is not in this clone's history (a shallow clone? run \`git fetch --unshallow\`), or run the bench with --no-baseline`)
  }
  const dir = path.join(root, 'bench/tmp', `baseline-${sha.slice(0, 12)}`)
  const src = path.join(dir, 'src')
  const dist = path.join(dir, 'dist')
  const stampFile = path.join(dir, 'built.json')
  if (existsSync(stampFile) && existsSync(path.join(dist, 'sw.js'))) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'))
    if (stamp.sha === sha) return { dist, sha, reused: true, builtAt: stamp.builtAt }
  }
  mkdirSync(dir, { recursive: true })
  const t0 = Date.now()
  git(root, ['worktree', 'prune'])
  if (existsSync(src)) {
    try {
      git(root, ['worktree', 'remove', '--force', src])
    } catch {
      rmSync(src, { recursive: true, force: true })
      git(root, ['worktree', 'prune'])
    }
  }
  git(root, ['worktree', 'add', '--detach', src, sha])
  try {
    symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(src, 'node_modules'), 'dir')
    rmSync(dist, { recursive: true, force: true })
    // That tree's own vite.config.ts and sources, this checkout's toolchain (the same dependency versions).
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: src, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    if (r.status !== 0 || !existsSync(path.join(dist, 'sw.js'))) throw new Error(`the baseline build of ${sha.slice(0, 12)} failed:\n${(r.stdout ?? '').slice(-2000)}\n${(r.stderr ?? '').slice(-2000)}`)
  } finally {
    try {
      git(root, ['worktree', 'remove', '--force', src])
    } catch {
      rmSync(src, { recursive: true, force: true })
      git(root, ['worktree', 'prune'])
    }
  }
  const builtAt = new Date().toISOString()
  writeFileSync(stampFile, `${JSON.stringify({ sha, commit, builtAt }, null, 2)}\n`)
  log(`baseline ${commit} (${sha.slice(0, 12)}) built in ${Math.round((Date.now() - t0) / 1000)} s`)
  return { dist, sha, reused: false, builtAt }
}
