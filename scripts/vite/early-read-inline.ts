import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * public/early-read.js, inlined into the built index.html: it then runs while the page's head is
 * parsed, not once its own request has come back and the tasks queued before it (the stylesheet's
 * parse, a first style and layout of the empty page) have run. A resume asks for the saved game
 * that much sooner (traced at 4×: the database open was asked ~95 ms after the HTML's parse began,
 * the bare floor page's ~40 ms). The file stays the source (and is still served, for the unit tests
 * and a development server); the Content Security Policy allows exactly this script by its hash
 * (`earlyReadHash`, src/app/csp.ts), no other inline script.
 */
const FILE = fileURLToPath(new URL('../../public/early-read.js', import.meta.url))
const TAG = /<script\b[^>]*\bsrc="\/early-read\.js"[^>]*><\/script>/

/** The script's text as inlined (the file's, unchanged). */
export function earlyReadSource(): string {
  return readFileSync(FILE, 'utf8')
}

/** The CSP source that allows the inlined script and nothing else: `'sha256-…'` of its exact text. */
export function earlyReadHash(text = earlyReadSource()): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** index.html with the early-read script tag replaced by the script itself. */
export function inlineEarlyRead(html: string, text = earlyReadSource()): string {
  // The HTML parser would end or alter the script at these sequences: refused rather than mangled.
  if (/<\/script|<!--|<script/i.test(text)) throw new Error('early-read inline: public/early-read.js contains «</script», «<script» or «<!--»')
  const tag = TAG.exec(html)
  if (!tag) throw new Error('early-read inline: index.html has no <script src="/early-read.js">')
  return html.replace(tag[0], () => `<script>${text}</script>`)
}

/** The build's index.html gets the script inline (after the game-preload list is put before it). */
export function earlyReadInline(): Plugin {
  return {
    name: 'mythos-ledger-early-read-inline',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => inlineEarlyRead(html) },
  }
}
