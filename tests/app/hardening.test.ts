// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CSP, cspHeaderWith, cspWith, securityHeaders } from '../../src/app/csp'
import { earlyReadHash, earlyReadSource, inlineEarlyRead } from '../../scripts/vite/early-read-inline'

/**
 * SEC: the app's CSP (src/app/csp.ts: the one policy written into the built page, sent by the
 * preview server and written to `_headers` — the e2e test checks the served page) and no HTML built
 * from strings.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function csp(): Record<string, string[]> {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8')
  const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)]
  expect(metas).toHaveLength(1)
  expect(metas[0][1]).toBe('%CSP%')
  return Object.fromEntries(
    CSP
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  )
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.(vue|ts|js|mjs)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  )
}

describe('SEC hardening', () => {
  it('SEC-01 index.html has a CSP whose script-src allows only the app itself', () => {
    const p = csp()
    const scripts = p['script-src'] ?? p['default-src']
    expect(scripts).toBeDefined()
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).not.toContain('*')
    expect(scripts.filter((s) => /^(https?:|data:|blob:)/.test(s))).toEqual([])
    expect(p['default-src']).toEqual(["'self'"])
    expect(p['object-src']).toEqual(["'none'"])
    expect(p['base-uri']).toEqual(["'self'"])
    expect(p['connect-src']).toEqual(["'self'"])
  })

  it('SEC-02 nothing in src renders HTML from a string (v-html, innerHTML, outerHTML, insertAdjacentHTML, document.write, eval)', () => {
    const files = sources(path.join(root, 'src'))
    expect(files.length).toBeGreaterThan(20)
    const bad = files
      .map((f) => ({ f: path.relative(root, f), text: readFileSync(f, 'utf8') }))
      .filter(({ text }) => /v-html|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function\(/.test(text))
      .map(({ f }) => f)
    expect(bad).toEqual([])
  })

  it('SEC-04 the build inlines exactly public/early-read.js, and its policy allows that script by its hash and no other inline script', () => {
    const source = readFileSync(path.join(root, 'index.html'), 'utf8')
    const built = inlineEarlyRead(source)
    const inline = [...built.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '')
    expect(inline.map(([, attrs, body]) => [attrs, body])).toEqual([['', earlyReadSource()]])
    expect(built).not.toMatch(/src="\/early-read\.js"/)
    const policy = cspWith([earlyReadHash()])
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1].split(' ')
    expect(scriptSrc).toEqual(["'self'", earlyReadHash()])
    // The hash is of the exact text: one character more and it allows nothing.
    expect(earlyReadHash(earlyReadSource() + ' ')).not.toBe(earlyReadHash())
    expect(policy.replace(/ 'sha256-[^']+'/, '')).toBe(CSP)
    // A script the HTML parser would cut short is refused, not inlined.
    expect(() => inlineEarlyRead(source, 'x = "</script>"')).toThrow(/early-read inline/)
    expect(() => inlineEarlyRead('<html></html>')).toThrow(/no <script/)
  })

  it('SEC-05 no other site may frame the app: the served policy says frame-ancestors \'none\' (with X-Frame-Options: DENY), the page\'s meta policy leaves it out (a meta tag cannot carry it)', () => {
    const h = securityHeaders([earlyReadHash()])
    expect(h['Content-Security-Policy']).toBe(cspHeaderWith([earlyReadHash()]))
    expect(h['Content-Security-Policy'].split('; ')).toContain("frame-ancestors 'none'")
    expect(h['Content-Security-Policy'].startsWith(cspWith([earlyReadHash()]))).toBe(true)
    expect(h['X-Frame-Options']).toBe('DENY')
    expect(CSP).not.toContain('frame-ancestors')
    // The preview server and the build's `_headers` send exactly these headers.
    const config = readFileSync(path.join(root, 'vite.config.ts'), 'utf8')
    expect(config).toMatch(/const HEADERS = securityHeaders\(\[earlyReadHash\(\)\]\)/)
    expect(config).toMatch(/preview: \{[^}]*headers: HEADERS/)
    expect(config).toMatch(/fileName: '_headers', source: `[^`]*HEADERS/)
  })

  it('SEC-03 index.html (the source) has no inline script', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '')
    expect(inline).toEqual([])
  })
})
