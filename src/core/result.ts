/** A rule broken by a command: a namespaced code (`gate/location-sealed`) and an English explanation. */
export interface RuleViolation {
  code: string
  message: string
  params?: Record<string, string | number | boolean | null>
}

export type Result<T, E = RuleViolation> = { ok: true; value: T } | { ok: false; error: E }

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value })
export const fail = (code: string, message: string, params?: RuleViolation['params']): Result<never, RuleViolation> => ({
  ok: false,
  error: { code, message, ...(params ? { params } : {}) },
})

/** Exhaustiveness guard for discriminated unions. */
export function assertNever(x: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(x)}`)
}
