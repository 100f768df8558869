/**
 * The live table's transport: the browser's own WebRTC data channel between two phones on the
 * same network, paired by codes (`code.ts`) instead of a signalling server. No STUN or TURN
 * server is named: the phones reach each other by their host candidates on the local network
 * only, and nothing leaves it. Non-trickle ICE: each side gathers all its candidates, then its
 * code is made. Messages are JSON; a long one (a catch-up of a long game) goes in frames, sent
 * as fast as the channel's buffer takes them.
 */
import { decodeDescription, encodeDescription, type DescriptionType } from './code'

/** Why pairing or a link failed, as a `live/…` code the screens word. */
export class LiveError extends Error {
  constructor(readonly code: string, message: string) {
    super(message)
  }
}

/** An open link to another phone. */
export interface Link {
  send(msg: unknown): void
  /** Called with each message (parsed JSON). */
  onMessage: ((msg: unknown) => void) | null
  /** Called once when the link is gone (closed on either side, or the network lost it). */
  onClose: (() => void) | null
  /** Called when the connection stalls (`true`) and when it comes back (`false`). */
  onStall: ((stalled: boolean) => void) | null
  close(): void
  readonly open: boolean
}

/** A message longer than this goes in frames (16 KiB is what every browser's data channel takes). */
const FRAME = 15_000
const HIGH_WATER = 1 << 20
/** How long gathering candidates may take before the code is made with those found. */
const GATHER_MS = 4000
/** How long a pairing waits for the other phone once both codes are read. */
export const CONNECT_MS = 30_000

function newConnection(): { pc: RTCPeerConnection; channel: RTCDataChannel } {
  if (typeof RTCPeerConnection === 'undefined') throw new LiveError('live/no-webrtc', 'This browser cannot make a direct connection (WebRTC).')
  // No ICE servers: host candidates only, on the local network.
  const pc = new RTCPeerConnection({ iceServers: [] })
  // Negotiated on both sides (same id): nothing to announce in-band before it opens.
  const channel = pc.createDataChannel('mythos-ledger', { negotiated: true, id: 0, ordered: true })
  return { pc, channel }
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve()
    const done = () => {
      clearTimeout(timer)
      pc.removeEventListener('icegatheringstatechange', check)
      resolve()
    }
    const check = () => {
      if (pc.iceGatheringState === 'complete') done()
    }
    const timer = setTimeout(done, GATHER_MS)
    pc.addEventListener('icegatheringstatechange', check)
  })
}

async function codeOf(pc: RTCPeerConnection, type: DescriptionType): Promise<string> {
  await gathered(pc)
  const d = pc.localDescription
  if (!d) throw new LiveError('live/no-webrtc', 'The connection could not be prepared.')
  return encodeDescription({ type, sdp: d.sdp })
}

export class ChannelLink implements Link {
  onClose: (() => void) | null = null
  onStall: ((stalled: boolean) => void) | null = null
  private frames = new Map<string, string[]>()
  private out: string[] = []
  private nextId = 0
  private closed = false
  private handler: ((msg: unknown) => void) | null = null
  /** Messages that came before anyone listened (the other phone may speak the moment the channel opens). */
  private early: unknown[] = []

  constructor(private pc: RTCPeerConnection, private channel: RTCDataChannel) {
    channel.bufferedAmountLowThreshold = HIGH_WATER / 4
    channel.onbufferedamountlow = () => this.pump()
    channel.onmessage = (ev) => this.receive(String(ev.data))
    channel.onclose = () => this.gone()
    pc.addEventListener('connectionstatechange', () => {
      const s = pc.connectionState
      if (s === 'failed' || s === 'closed') this.gone()
      else if (s === 'disconnected') this.onStall?.(true)
      else if (s === 'connected') this.onStall?.(false)
    })
  }

  get onMessage(): ((msg: unknown) => void) | null {
    return this.handler
  }

  /** Set: the messages that came before it are handed to it first, in order (in a microtask, once its setter's caller is done). */
  set onMessage(h: ((msg: unknown) => void) | null) {
    this.handler = h
    if (!h || !this.early.length) return
    queueMicrotask(() => {
      while (this.handler && this.early.length) this.handler(this.early.shift())
    })
  }

  get open() {
    return !this.closed && this.channel.readyState === 'open'
  }

  send(msg: unknown) {
    if (this.closed) return
    const text = JSON.stringify(msg)
    if (text.length <= FRAME) this.out.push(text)
    else {
      const id = (this.nextId++).toString(36)
      const n = Math.ceil(text.length / FRAME)
      for (let i = 0; i < n; i++) this.out.push(`~${id}:${i}:${n}:${text.slice(i * FRAME, (i + 1) * FRAME)}`)
    }
    this.pump()
  }

  private pump() {
    try {
      while (this.out.length && this.channel.readyState === 'open' && this.channel.bufferedAmount < HIGH_WATER) this.channel.send(this.out.shift()!)
    } catch {
      this.gone()
    }
  }

  private receive(data: string) {
    let text = data
    if (data.startsWith('~')) {
      const m = /^~([0-9a-z]+):(\d+):(\d+):/.exec(data)
      if (!m) return
      const [head, id, i, n] = m
      const parts = this.frames.get(id) ?? []
      parts[Number(i)] = data.slice(head.length)
      this.frames.set(id, parts)
      if (parts.filter((p) => p !== undefined).length < Number(n)) return
      this.frames.delete(id)
      text = parts.join('')
    }
    let msg: unknown
    try {
      msg = JSON.parse(text)
    } catch {
      return
    }
    if (this.handler && !this.early.length) this.handler(msg)
    else this.early.push(msg)
  }

  private gone() {
    if (this.closed) return
    this.closed = true
    try {
      this.channel.close()
      this.pc.close()
    } catch {
      // already closed
    }
    this.onClose?.()
  }

  close() {
    this.gone()
  }
}

function opened(pc: RTCPeerConnection, channel: RTCDataChannel): Promise<Link> {
  return new Promise((resolve, reject) => {
    const fail = (code: string, message: string) => {
      clearTimeout(timer)
      try {
        pc.close()
      } catch {
        // closed
      }
      reject(new LiveError(code, message))
    }
    const timer = setTimeout(() => fail('live/no-connection', 'The phones could not reach each other.'), CONNECT_MS)
    channel.onopen = () => {
      clearTimeout(timer)
      resolve(new ChannelLink(pc, channel))
    }
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') fail('live/no-connection', 'The phones could not reach each other.')
    })
  })
}

/** The host's side of one pairing: its code, then the guest's answer. */
export interface Invitation {
  code: string
  /** Read the guest's answer code; resolves once the link is open. */
  accept(answer: string): Promise<Link>
  cancel(): void
}

export async function invite(): Promise<Invitation> {
  const { pc, channel } = newConnection()
  await pc.setLocalDescription(await pc.createOffer())
  const code = await codeOf(pc, 'offer')
  let used = false
  return {
    code,
    async accept(answer: string) {
      const d = await decodeDescription(answer)
      if (d.type !== 'answer') throw new LiveError('live/code-wrong-kind', 'This is a host\'s code: scan the code the joining phone shows.')
      if (used) throw new LiveError('live/code-used', 'This invitation was already answered.')
      used = true
      const link = opened(pc, channel)
      await pc.setRemoteDescription(d)
      return link
    },
    cancel() {
      if (!used) pc.close()
    },
  }
}

/** The guest's side of one pairing: the answer to show the host, and the link once the host read it. */
export interface Answer {
  code: string
  link: Promise<Link>
  cancel(): void
}

export async function answer(offer: string): Promise<Answer> {
  const d = await decodeDescription(offer)
  if (d.type !== 'offer') throw new LiveError('live/code-wrong-kind', 'This is a joining phone\'s code: scan the code the host shows.')
  const { pc, channel } = newConnection()
  const link = opened(pc, channel)
  link.catch(() => undefined)
  await pc.setRemoteDescription(d)
  await pc.setLocalDescription(await pc.createAnswer())
  return { code: await codeOf(pc, 'answer'), link, cancel: () => pc.close() }
}
