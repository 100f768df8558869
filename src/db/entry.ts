/** Whether a value is an entry the log can hold: its sequence number, a command with a type, a list of events with types (null when it is). */
export function entryProblem(e: unknown, seq: number): string | null {
  if (!e || typeof e !== 'object') return `entry ${seq} is not an entry`
  const x = e as { seq?: unknown; command?: unknown; events?: unknown }
  if (x.seq !== seq) return `entry ${seq} says it is ${JSON.stringify(x.seq)}`
  const c = x.command as { type?: unknown } | null
  if (!c || typeof c !== 'object' || typeof c.type !== 'string' || c.type === '') return `entry ${seq} has no command`
  if (!Array.isArray(x.events) || x.events.some((v) => !v || typeof v !== 'object' || typeof (v as { type?: unknown }).type !== 'string')) return `entry ${seq} has no list of events`
  return null
}
