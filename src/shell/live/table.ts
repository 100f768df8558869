/**
 * The live table on this phone: hosting the open game for the other phones at the table, or
 * following the game of the host's phone. Loaded only with the live table's screens.
 *
 * - The host's game is the session's open game, played as ever; every change it commits
 *   (`session.onLiveChange`) goes to each guest as an operation of the log protocol
 *   (`protocol.ts`). A guest's command is decided by the session like the host's own tap, but
 *   only while the host's log still ends where the guest tapped (else it is refused as stale and
 *   the guest is sent what it missed).
 * - A guest is like a tab that follows another tab (src/stores/session.ts), its writer on another
 *   phone: its taps go to the host (`session.setRemote`); what the host sends is written to its own
 *   copy of the game (its row and log in IndexedDB, through `src/db/repo.ts`) and shown as a
 *   tap's: the board sheet, the alerts. So it can export the game or take it over.
 */
import { defineStore } from 'pinia'
import * as repo from '@/db/repo'
import { useSessionStore, type LiveHook } from '@/stores/session'
import { hostedBefore, tableContext } from './table-context'
import { useHost } from './host'
import { useGuest } from './guest'

export { ready, type Role } from './table-context'
export type { PeerView } from './host'
export { stepFor } from './copy'

/**
 * The store joins the two halves (host.ts, guest.ts) on one shared context (table-context.ts): a
 * hand-over makes the host follow (the guest's `follow`), a take-over makes the guest host (the
 * host's `startHosting`, `adoptOldHost`), and `mark` reads both.
 */
export const useLiveTable = defineStore('live', () => {
  const ctx = tableContext(useSessionStore(), () => mark())
  const { role, gameId } = ctx
  const host = useHost(ctx, (l, gid, kind) => guest.follow(l, gid, kind))
  const guest = useGuest(ctx, host)

  /** The session's hook on the open game (`LiveHook`): the frame's bar, where its taps go, who hears its commits. */
  function mark() {
    const id = gameId.value
    let hook: LiveHook | null = null
    if (role.value === 'host' && id) hook = { id, role: 'host', connected: true, peers: host.links.value.filter((p) => p.link.open).length, heard: host.heard, sheet: host.sheetShared }
    else if (role.value === 'guest' && id) hook = { id, role: 'guest', connected: guest.hostState.value === 'connected', peers: 0, send: guest.ask, sheet: guest.shareSheet, watching: guest.myRole.value === 'watch' }
    ctx.session.live = hook
  }

  /** The name and kind of a game this phone holds (the table's own game when another one is open). */
  async function gameOf(id: string): Promise<{ name: string; game: string } | null> {
    const r = await repo.getGame(id)
    return r ? { name: r.name, game: r.game } : null
  }

  return {
    gameOf, hostedBefore, role, gameId, error: ctx.error, myName: ctx.myName, wantWatch: guest.wantWatch,
    peers: host.peers, invitation: host.invitation, inviting: host.inviting, startHosting: host.startHosting, newInvitation: host.newInvitation,
    acceptAnswer: host.acceptAnswer, setRole: host.setRole, stopHosting: host.stopHosting, handOver: host.handOver,
    pairing: guest.pairing, hostState: guest.hostState, myRole: guest.myRole, hostName: guest.hostName, movedTo: guest.movedTo,
    join: guest.join, leave: guest.leave, takeOver: guest.takeOver, resume: guest.resume,
  }
})
