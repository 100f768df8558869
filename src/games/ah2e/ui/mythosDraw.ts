import { computed } from 'vue'
import { errorText } from '@/games/ah2e/ui/i18n'
import type { Ah2eState, Phase } from '@/games/ah2e/rules'
import { useGame } from '@/games/ah2e/ui/session'
import { useCommand } from '@/shell/composables/useCommand'

/**
 * The phases after which the Mythos phase comes with nothing the app does in between: the
 * encounters (rulebook «Faza III», «Faza IV»). From them the Mythos draw starts the Mythos phase
 * itself (one tap: the phase advance and the draw, two undoable commands), so the table does not
 * tap «next phase» before it. Nothing the app tracks happens in the Other World encounters phase.
 */
export const MYTHOS_COMES_AFTER: readonly Phase[] = ['arkham-encounters', 'other-world-encounters']

/** The draw also starts the Mythos phase (it is taken in the encounters). */
export const drawStartsMythos = (s: Pick<Ah2eState, 'setupDone' | 'phase' | 'mythos' | 'pending' | 'status'>): boolean =>
  s.status === 'playing' && s.setupDone && !s.mythos && !s.pending && MYTHOS_COMES_AFTER.includes(s.phase)

/** A Mythos card may be drawn now (nothing being resolved, no question owed). */
export const canDrawMythos = (s: Pick<Ah2eState, 'status' | 'mythos' | 'pending'>): boolean => s.status === 'playing' && !s.mythos && !s.pending

/**
 * Draw the next Mythos card from the app's deck, or name the physical card the players drew; from
 * the encounters, the Mythos phase starts first (`AdvancePhase` to it). A refusal is in `error`.
 */
export function useMythosDraw() {
  const game = useGame()
  const { run, error, busy } = useCommand(errorText)
  async function draw(cardId?: string): Promise<boolean> {
    if (drawStartsMythos(game.state!) && !(await run({ type: 'AdvancePhase', data: { to: 'mythos' } }))) return false
    return run({ type: 'DrawMythosCard', data: cardId ? { cardId } : {} })
  }
  return { draw, error, busy }
}

/**
 * An investigator's ability prevented the gate the card just opened: the draw is replaced, in one
 * transaction, by the same draw with `preventGate` (the same card comes up: same place in the log,
 * same random stream; with Innsmouth an uprising token instead of the gate). Offered while the last
 * command is that draw.
 */
export function usePreventGate() {
  const game = useGame()
  const { error } = useCommand(errorText)
  const preventable = computed(() => {
    const e = game.lastEntry
    if (!e || e.command.type !== 'DrawMythosCard' || e.command.data.preventGate || !game.canUndo || game.state?.status !== 'playing') return null
    const drawn = e.events.find((ev) => ev.type === 'MythosCardDrawn')
    if (!drawn || drawn.type !== 'MythosCardDrawn' || drawn.data.setup) return null
    const opened = e.events.some((ev) => ev.type === 'GateOpened')
    return opened ? { cardId: drawn.data.cardId, physical: drawn.data.physical } : null
  })
  async function preventGate() {
    const p = preventable.value
    if (!p) return
    error.value = ''
    const r = await game.replaceLast({ type: 'DrawMythosCard', data: p.physical ? { cardId: p.cardId, preventGate: true } : { preventGate: true } })
    if (!r.ok) error.value = errorText(r.error)
  }
  return { preventable, preventGate, error }
}
