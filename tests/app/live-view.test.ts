/**
 * The live table's screen (src/shell/views/LiveView.vue) as the play-through review of the live
 * table found it (/work/helpers/review-live.md): it speaks only of the open game; a guest that lost
 * its host pairs again first and takes over only after a warning; a scanned link asks the name and
 * «only watching» before it answers; the typed-code labels and the spent answer code; a phone that
 * only watches has the game's controls off.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { registerGame } from '@/app/registry'
import { db } from '@/db/db'
import { locale, scoped } from '@/i18n'
import { route } from '@/shell/router'
import { useSessionStore } from '@/stores/session'
import { ready, useLiveTable } from '@/shell/live/table'
import { encodeDescription } from '@/shell/live/code'
import LiveView from '@/shell/views/LiveView.vue'
import pl from '@/shell/live/i18n/pl.json'
import { toyManifest } from '../fixtures/games/toy/manifest'

/** An offer as a host's phone makes it (one host candidate). */
const OFFER_SDP = [
  'v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=candidate:1 1 udp 2113937151 192.168.1.20 44800 typ host generation 0 network-cost 999',
  'a=ice-ufrag:dewB', 'a=ice-pwd:MRea5bLkNNsekQWtSnW2rned', 'a=ice-options:trickle',
  'a=fingerprint:sha-256 A9:0D:21:DC:31:81:61:13:4D:FE:85:FE:8C:C5:31:07:02:20:BF:9E:EF:E1:10:25:99:66:74:8F:44:26:DB:5A',
  'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144', '',
].join('\r\n')

enableAutoUnmount(afterEach)
beforeAll(async () => {
  registerGame(toyManifest)
  await ready
  await scoped('live').loadBoth()
})
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  setActivePinia(createPinia())
  locale.value = 'pl'
})

/** Two games on this phone; the second is open, on its live screen. */
async function twoGames() {
  const game = useSessionStore()
  const a = await game.create('toy-race', { name: 'Wyścig A', seed: 'a', setup: { target: 30 } })
  const b = await game.create('toy-race', { name: 'Wyścig B', seed: 'b', setup: { target: 30 } })
  if (!a.ok || !b.ok) throw new Error('not created')
  await game.open(b.value)
  route.value = { name: 'game', id: b.value, screen: 'live' }
  return { game, other: a.value, open: b.value }
}

/** This phone follows game `gameId` and its host is `hostState`; `took` counts the take-overs tapped. */
function following(gameId: string, hostState: 'lost' | 'left') {
  const live = useLiveTable()
  live.role = 'guest'
  live.gameId = gameId
  live.hostState = hostState
  let n = 0
  live.takeOver = async () => (n++, true)
  return { live, took: () => n }
}

async function view(code?: string) {
  const w = mount(LiveView, { props: { code } })
  await flushPromises()
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
  return w
}

describe('the live table\'s screen', () => {
  it('LIVE-VIEW-1 (review-live 1): hosting another game, the screen names it and offers the way to it or to stop; nothing of its table shows', async () => {
    const { other } = await twoGames()
    const live = useLiveTable()
    live.role = 'host'
    live.gameId = other
    let stopped = 0
    live.stopHosting = async () => void stopped++
    const w = await view()
    const box = w.find('[data-testid=live-elsewhere]')
    expect(box.exists()).toBe(true)
    expect(box.text()).toContain('Udostępniasz inną grę: Wyścig A')
    for (const id of ['live-offer-code', 'live-preparing', 'live-peers', 'live-answer-input', 'live-host']) expect(w.find(`[data-testid=${id}]`).exists(), id).toBe(false)
    await w.find('[data-testid=live-stop]').trigger('click')
    await flushPromises()
    expect(stopped).toBe(1)
    await w.find('[data-testid=live-elsewhere-open]').trigger('click')
    expect(route.value).toMatchObject({ name: 'game', id: other, screen: 'live' })
  })

  it('LIVE-VIEW-2 (review-live 1): following another game whose host left, the screen offers no take-over here (it would host that game, not this one)', async () => {
    const { open, other } = await twoGames()
    const { live, took } = following(other, 'left')
    const w = await view()
    expect(w.find('[data-testid=live-elsewhere]').text()).toContain('Ten telefon śledzi inną grę: Wyścig A')
    expect(w.find('[data-testid=live-take-over]').exists()).toBe(false)
    expect(w.find('[data-testid=live-take-over-ask]').exists()).toBe(false)
    let left = 0
    live.leave = () => void left++
    await w.find('[data-testid=live-leave]').trigger('click')
    expect(left).toBe(1)
    // Leaving the other table stays on this game's screen.
    expect(route.value).toMatchObject({ name: 'game', id: open, screen: 'live' })
    expect(took()).toBe(0)
  })

  it('LIVE-VIEW-3 (review-live 2, 3): a guest that lost its host is told to pair again first; taking over comes after a warning that the host may still play', async () => {
    const { open } = await twoGames()
    const { took } = following(open, 'lost')
    const w = await view()
    expect(w.find('[data-testid=live-guest-state]').text()).toMatch(/nowy kod/)
    expect(w.find('[data-testid=live-guest-state]').text()).not.toMatch(/przejmij/i)
    expect(w.find('[data-testid=live-take-over]').exists()).toBe(false)
    // Pairing again comes before the take-over on the screen.
    const html = w.html()
    expect(html.indexOf('live-offer-input')).toBeGreaterThan(-1)
    expect(html.indexOf('live-offer-input')).toBeLessThan(html.indexOf('live-take-over-ask'))
    await w.find('[data-testid=live-take-over-ask]').trigger('click')
    expect(w.find('[data-testid=live-take-over-warn]').text()).toMatch(/może wciąż grać/)
    await w.find('[data-testid=live-take-over]').trigger('click')
    await flushPromises()
    expect(took()).toBe(1)
    // The refusal a tap gets says the same.
    expect(pl['err.live/not-connected']).toMatch(/nowy kod/)
    expect(pl['err.live/not-connected']).not.toMatch(/przejmij/i)
  })

  it('LIVE-VIEW-4 (review-live 2): once the host said it left, taking over is the first choice; after a hand-over to another phone it is not', async () => {
    const { open } = await twoGames()
    const { live } = following(open, 'left')
    const w = await view()
    expect(w.find('[data-testid=live-take-over]').exists()).toBe(true)
    expect(w.find('[data-testid=live-take-over-ask]').exists()).toBe(false)
    live.movedTo = 'Bartek'
    await flushPromises()
    expect(w.find('[data-testid=live-take-over]').exists()).toBe(false)
    expect(w.find('[data-testid=live-take-over-ask]').exists()).toBe(true)
  })

  it('LIVE-VIEW-5 (review-live 5): a host\'s code from a scanned link waits for the name and «only watching»; no answer is made before', async () => {
    route.value = { name: 'live', code: null }
    const live = useLiveTable()
    const code = await encodeDescription({ type: 'offer', sdp: OFFER_SDP })
    let joined: string | null = null
    live.join = async (c: string) => ((joined = c), true)
    const w = await view(code)
    expect(joined).toBe(null)
    expect(w.find('[data-testid=live-from-link]').exists()).toBe(true)
    expect(w.find('[data-testid=live-name]').exists()).toBe(true)
    expect(w.find('[data-testid=live-watch]').exists()).toBe(true)
    expect((w.find('[data-testid=live-offer-input]').element as HTMLTextAreaElement).value).toBe(code)
    await w.find('[data-testid=live-name]').setValue('Dorota')
    await w.find('[data-testid=live-watch]').setValue(true)
    await w.find('[data-testid=live-offer-ok]').trigger('click')
    await flushPromises()
    expect(joined).toBe(code)
    expect(live.myName).toBe('Dorota')
    expect(live.wantWatch).toBe(true)
  })

  it('LIVE-VIEW-6 (review-live 9, 11): with no scanner the typed code\'s label has no dangling «albo»; a connected guest\'s spent code leaves the host\'s field', async () => {
    const { open } = await twoGames()
    const live = useLiveTable()
    live.role = 'host'
    live.gameId = open
    const invitation = (code: string) => ({ code, accept: async () => { throw new Error('unused') }, cancel: () => undefined })
    live.invitation = invitation('OFFER1') as never
    const w = await view()
    expect(w.find('[data-testid=live-answer-no-scan]').exists()).toBe(true)
    expect(w.find('label[for=live-answer-text]').text()).toBe('Wpisz kod dołączającego telefonu')
    expect(w.find('label[for=live-answer-text]').text()).not.toMatch(/albo/)
    await w.find('[data-testid=live-answer-input]').setValue('SPENTANSWERCODE')
    // The guest connected: the invitation is spent and the next one is made.
    live.invitation = null
    await flushPromises()
    live.invitation = invitation('OFFER2') as never
    await flushPromises()
    expect((w.find('[data-testid=live-answer-input]').element as HTMLTextAreaElement).value).toBe('')
    // Joining: the same for the host's code.
    live.role = 'off'
    live.gameId = null
    await flushPromises()
    expect(w.find('label[for=live-offer-text]').text()).toBe('Wpisz kod gospodarza')
  })

  it('LIVE-VIEW-9 (review-live 3): after a reload the host\'s live screen says it was sharing this game and that each phone pairs again; ending on purpose forgets it', async () => {
    const { open } = await twoGames()
    localStorage.setItem(`mythos-ledger:live-hosted:${open}`, '2')
    const live = useLiveTable()
    const w = await view()
    expect(w.find('[data-testid=live-hosted-before]').text()).toContain('telefony przy stole: 2')
    expect(w.find('[data-testid=live-host]').exists()).toBe(true)
    // Hosting and then stopping on purpose: nothing is said any more.
    live.role = 'host'
    live.gameId = open
    await live.stopHosting()
    expect(live.hostedBefore(open)).toBe(null)
    await flushPromises()
    expect(w.find('[data-testid=live-hosted-before]').exists()).toBe(false)
  })

  it('LIVE-VIEW-7 (review-live 8): handing the game over names no gender', () => {
    expect(pl['peer.handOver']).not.toMatch(/\b(mu|jej|niemu|niej)\b/)
  })

  it('LIVE-VIEW-8 (review-live 6): a guest the host lets only watch has the game watched: no undo, no redo, the frame\'s controls off', async () => {
    const { game, open } = await twoGames()
    await game.dispatch({ type: 'CorrectTotal', data: { to: 4 } })
    expect(game.canUndo).toBe(true)
    game.live = { id: open, role: 'guest', connected: true, peers: 0, watching: true, send: async () => ({ ok: false, error: { code: 'live/watch-only', message: 'x' } }) }
    expect(game.watching).toBe(true)
    expect(game.canUndo).toBe(false)
    game.live = { id: open, role: 'guest', connected: true, peers: 0, watching: false }
    expect(game.watching).toBe(false)
    expect(game.canUndo).toBe(true)
    // A hook on another game does not make this one watched.
    game.live = { id: 'another', role: 'guest', connected: true, peers: 0, watching: true }
    expect(game.watching).toBe(false)
  })
})
