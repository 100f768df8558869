/**
 * Message formatting: `{name}` placeholders and ICU-style plural blocks,
 * `{n, plural, one {# potwór} few {# potwory} many {# potworów} other {# potwora}}`, where `#` is
 * the number and `=0 {…}` matches exactly. The categories come from `Intl.PluralRules` (built into
 * every browser and Node, so no library: vue-i18n would add ~40 KB to a bundle kept under 90 KB,
 * and its plural syntax is a pipe list that cannot express Polish's four forms by category).
 * Polish: one = 1; few = 2–4, 22–24, …; many = 0, 5–21, 25–31, …; other = fractions.
 */
export type Params = Record<string, string | number>

const rulesCache = new Map<string, Intl.PluralRules>()
function pluralRules(locale: string): Intl.PluralRules {
  let r = rulesCache.get(locale)
  if (!r) {
    r = new Intl.PluralRules(locale)
    rulesCache.set(locale, r)
  }
  return r
}

/** The plural category of `n` in `locale` (`one`, `few`, `many`, `other`…). */
export const pluralCategory = (locale: string, n: number): Intl.LDMLPluralRule => pluralRules(locale).select(n)

/** Index of the `}` closing the `{` at `open`, or -1. */
function closing(s: string, open: number): number {
  let depth = 0
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++
    else if (s[i] === '}' && --depth === 0) return i
  }
  return -1
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/

/** The branches of a plural block's body: selector (`one`, `=0`, …) → text. */
export function pluralBranches(body: string): Map<string, string> | null {
  const out = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i))
    if (!m) {
      if (body.slice(i).trim() === '') break
      return null
    }
    const open = i + m[0].length - 1
    const close = closing(body, open)
    if (close < 0) return null
    out.set(m[1], body.slice(open + 1, close))
    i = close + 1
  }
  return out.has('other') ? out : null
}

/**
 * Formatted messages, by template and then by locale and parameters: a screen re-renders the same
 * messages with the same figures after every tap, and formatting walks the template character by
 * character (at 4× CPU throttle ~0.4 ms of each tap's render went here). Bounded: cleared when full.
 */
const memo = new Map<string, Map<string, string>>()
let memoSize = 0
const MEMO_MAX = 5000

/** Fill `template` with `params` in `locale`. An unknown placeholder stays as written. */
export function format(template: string, params: Params | undefined, locale: string): string {
  if (!template.includes('{')) return template
  let key = locale
  if (params) for (const k in params) key += `\u0001${k}\u0002${typeof params[k]}:${params[k]}`
  let byTemplate = memo.get(template)
  const hit = byTemplate?.get(key)
  if (hit !== undefined) return hit
  const out = formatNow(template, params, locale)
  if (memoSize >= MEMO_MAX) {
    memo.clear()
    memoSize = 0
    byTemplate = undefined
  }
  if (!byTemplate) memo.set(template, (byTemplate = new Map()))
  byTemplate.set(key, out)
  memoSize++
  return out
}

function formatNow(template: string, params: Params | undefined, locale: string): string {
  let out = ''
  let i = 0
  while (i < template.length) {
    const ch = template[i]
    if (ch !== '{') {
      out += ch
      i++
      continue
    }
    const close = closing(template, i)
    if (close < 0) {
      out += template.slice(i)
      break
    }
    const inner = template.slice(i + 1, close)
    const head = PLURAL_HEAD.exec(inner)
    if (head) {
      const raw = params?.[head[1]]
      const n = typeof raw === 'number' ? raw : Number(raw)
      const branches = pluralBranches(inner.slice(head[0].length))
      if (!branches || raw === undefined || Number.isNaN(n)) out += `{${inner}}`
      else {
        const branch = branches.get(`=${n}`) ?? branches.get(pluralCategory(locale, n)) ?? branches.get('other')!
        out += formatNow(branch.replace(/#/g, String(raw)), params, locale)
      }
    } else {
      const name = inner.trim()
      const value = params && Object.hasOwn(params, name) ? String(params[name]) : `{${inner}}`
      out += value
      // A value that ends a sentence itself («All Quiet in Arkham!», also inside the template's
      // closing quote: „…!”.) takes the template's full stop.
      let after = close + 1
      while (after < template.length && '”"»’\''.includes(template[after])) after++
      if (template[after] === '.' && template[after + 1] !== '.' && /[.!?…]$/.test(value)) {
        out += template.slice(close + 1, after)
        i = after + 1
        continue
      }
    }
    i = close + 1
  }
  return out
}

/** The placeholders and plural variables a template uses (for the string tests). */
export function placeholdersOf(template: string): { names: Set<string>; plurals: Map<string, Map<string, string>> } {
  const names = new Set<string>()
  const plurals = new Map<string, Map<string, string>>()
  const walk = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== '{') continue
      const close = closing(s, i)
      if (close < 0) return
      const inner = s.slice(i + 1, close)
      const head = PLURAL_HEAD.exec(inner)
      if (head) {
        const b = pluralBranches(inner.slice(head[0].length))
        plurals.set(head[1], b ?? new Map())
        for (const text of b?.values() ?? []) walk(text)
      } else names.add(inner.trim())
      i = close
    }
  }
  walk(template)
  return { names, plurals }
}
