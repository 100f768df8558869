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

/** A handler's refusal (a bare code, worded from `messages`, or a full violation) as a violation. */
export function violationOf(r: string | RuleViolation, messages: Readonly<Record<string, string>>): RuleViolation {
  return typeof r === 'string' ? { code: r, message: messages[r] ?? r } : r
}

/**
 * The checks every command of a handler-map game passes before its handler: a command object with
 * a data object, a type the game handles, a game set up and not over, and no pending choice unless
 * the command may answer or correct around it (`whilePending`). Null: the handler may run.
 */
export function commandGate(
  command: unknown,
  state: { status: string; pending: { kind: string } | null },
  handlers: object,
  whilePending: ReadonlySet<string>,
  messages: Readonly<Record<string, string>>,
): Result<never> | null {
  const c = command as { type?: unknown; data?: unknown } | null
  if (!c || typeof c !== 'object' || typeof c.type !== 'string') return fail('command/malformed', messages['command/malformed'] ?? 'Malformed command.')
  if (c.data === null || typeof c.data !== 'object' || Array.isArray(c.data)) return fail('command/malformed', `Command ${c.type} needs a data object.`)
  if (!Object.hasOwn(handlers, c.type)) return fail('command/unknown', `Unknown command ${c.type}.`)
  if (c.type !== 'SetUpGame') {
    if (state.status === 'new') return fail('game/not-set-up', messages['game/not-set-up'] ?? 'Set the game up first.')
    if (state.status === 'won' || state.status === 'lost') return fail('game/over', messages['game/over'] ?? 'The game is over.')
    if (state.pending && !whilePending.has(c.type)) {
      return fail('choice/pending', `The players must first answer: ${state.pending.kind}.`, { pending: state.pending.kind })
    }
  }
  return null
}
