/**
 * The app's Content Security Policy, in one place: written into index.html as a meta tag at build
 * time (for static hosts that cannot set headers), sent as a header by `vite preview` (what
 * `npm start` serves), and written to `_headers` in the build for hosts that read that file.
 * Only the app's own scripts run: its files, and inline only the scripts whose hashes are given
 * (the build inlines public/early-read.js and passes its hash: scripts/vite/early-read-inline.ts);
 * nothing evaluated; data stays on this origin.
 */
export function cspWith(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Vue's transitions and a few computed styles set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** The policy without any inline script (the source index.html's). */
export const CSP = cspWith()

/**
 * The policy as an HTTP header (the preview server's, `_headers`): the page's own policy, and no
 * page of another site may frame the app (`frame-ancestors 'none'`: a framed table could be
 * clicked through by a page laid over it). A meta tag cannot carry `frame-ancestors` (browsers
 * ignore it there, with a console error), so the page's policy leaves it out.
 */
export function cspHeaderWith(scriptHashes: readonly string[] = []): string {
  return `${cspWith(scriptHashes)}; frame-ancestors 'none'`
}

/** The headers every response of the app carries (the preview server, `_headers`). */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return { 'Content-Security-Policy': cspHeaderWith(scriptHashes), 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }
}
