/**
 * The live table's link over a data channel (src/shell/live/transport.ts), on a stand-in channel:
 * what the other phone says the moment the channel opens — before this phone's table has set its
 * listener (the host adds the guest after a few awaits) — is kept and handed over, in order.
 */
import { describe, expect, it } from 'vitest'
import { ChannelLink } from '@/shell/live/transport'

/** A data channel and its connection, as far as the link uses them; `arrive` is the other phone's message. */
function standIn() {
  const sent: string[] = []
  const channel = {
    readyState: 'open', bufferedAmount: 0, bufferedAmountLowThreshold: 0,
    onbufferedamountlow: null as null | (() => void),
    onmessage: null as null | ((ev: { data: string }) => void),
    onclose: null as null | (() => void),
    send: (t: string) => void sent.push(t),
    close() {},
  }
  const pc = Object.assign(new EventTarget(), { connectionState: 'connected', close() {} })
  const link = new ChannelLink(pc as unknown as RTCPeerConnection, channel as unknown as RTCDataChannel)
  return { link, sent, arrive: (data: string) => channel.onmessage?.({ data }) }
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0))

describe('live table link', () => {
  it('LIVE-LINK-01: messages that come before the listener is set are handed to it once set, in order, then the next ones', async () => {
    const { link, arrive } = standIn()
    arrive(JSON.stringify({ t: 'join', n: 1 }))
    arrive(JSON.stringify({ t: 'hello', n: 2 }))
    const got: unknown[] = []
    link.onMessage = (m) => got.push(m)
    await tick()
    arrive(JSON.stringify({ t: 'at', n: 3 }))
    expect(got).toEqual([{ t: 'join', n: 1 }, { t: 'hello', n: 2 }, { t: 'at', n: 3 }])
  })

  it('LIVE-LINK-02: with a listener set, each message is handed over as it comes; a long one, sent in frames, whole', () => {
    const a = standIn()
    const got: unknown[] = []
    a.link.onMessage = (m) => got.push(m)
    a.arrive(JSON.stringify({ t: 'head', rev: 1 }))
    expect(got).toEqual([{ t: 'head', rev: 1 }])
    const long = { t: 'sync', entries: 'x'.repeat(40_000) }
    const b = standIn()
    b.link.send(long)
    expect(b.sent.length).toBeGreaterThan(1)
    for (const frame of b.sent) a.arrive(frame)
    expect(got).toEqual([{ t: 'head', rev: 1 }, long])
  })
})
