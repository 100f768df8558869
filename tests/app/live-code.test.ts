/**
 * The live table's pairing codes (src/shell/live/code.ts) and QR encoder (src/shell/live/qr.ts):
 * a session description survives the short code, a typo is told, and the QR code of a pairing
 * link reads back to the same text.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CodeError, codeIn, decodeDescription, encodeDescription, fromBase32, grouped, partsOf, toBase32 } from '@/shell/live/code'
import { encodeQr } from '@/shell/live/qr'
import { readQr } from './live-qr-read'

/** Chromium's offer as gathered on a phone: two host candidates behind mDNS names. */
const CHROME_OFFER = [
  'v=0', 'o=- 2876815015730442247 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=extmap-allow-mixed', 'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=candidate:877699895 1 udp 2113937151 3199d7e5-3cb0-48f4-9f28-31252bf87361.local 44800 typ host generation 0 network-cost 999',
  'a=candidate:857919367 1 udp 2113942271 7455c5b9-6fb4-4193-888d-e4b7721a97da.local 34457 typ host generation 0 network-cost 999',
  'a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0',
  'a=ice-ufrag:dewB', 'a=ice-pwd:MRea5bLkNNsekQWtSnW2rned', 'a=ice-options:trickle',
  'a=fingerprint:sha-256 A9:0D:21:DC:31:81:61:13:4D:FE:85:FE:8C:C5:31:07:02:20:BF:9E:EF:E1:10:25:99:66:74:8F:44:26:DB:5A',
  'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144', '',
].join('\r\n')

/** Firefox's answer: hex ICE credentials, raw addresses (IPv4 and IPv6). */
const FIREFOX_ANSWER = [
  'v=0', 'o=mozilla...THIS_IS_SDPARTA-99.0 1 0 IN IP4 0.0.0.0', 's=-', 't=0 0', 'a=sendrecv', 'a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF',
  'a=group:BUNDLE 0', 'a=ice-options:trickle', 'a=msid-semantic:WMS *', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
  'a=candidate:0 1 UDP 2122252543 192.168.1.23 51234 typ host', 'a=candidate:1 1 UDP 2122187007 fd00::2 40111 typ host',
  'a=sendrecv', 'a=end-of-candidates', 'a=ice-pwd:0123456789abcdef0123456789abcdef', 'a=ice-ufrag:89abcdef', 'a=mid:0', 'a=setup:active', 'a=sctp-port:5000', 'a=max-message-size:1073741823', '',
].join('\r\n')

describe('live table pairing codes', () => {
  it('LIVE-CODE-1: a description keeps what the other phone needs through the short code', async () => {
    for (const [type, sdp] of [['offer', CHROME_OFFER], ['answer', FIREFOX_ANSWER]] as const) {
      const code = await encodeDescription({ type, sdp })
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/)
      const back = await decodeDescription(code)
      expect(back.type).toBe(type)
      const a = partsOf(sdp)!
      const b = partsOf(back.sdp)!
      expect({ ...b, candidates: b.candidates.length }).toEqual({ ...a, candidates: a.candidates.length })
      expect(b.candidates.map((c) => c.port)).toEqual(a.candidates.map((c) => c.port))
    }
    const rebuilt = partsOf((await decodeDescription(await encodeDescription({ type: 'offer', sdp: CHROME_OFFER }))).sdp)!
    // The TCP candidate is left out (a data channel between two phones goes over UDP).
    expect(rebuilt.candidates.map((c) => c.address)).toEqual(['3199d7e5-3cb0-48f4-9f28-31252bf87361.local', '7455c5b9-6fb4-4193-888d-e4b7721a97da.local'])
    expect(rebuilt.candidates.map((c) => c.kind)).toEqual(['mdns', 'mdns'])
    const ff = partsOf((await decodeDescription(await encodeDescription({ type: 'answer', sdp: FIREFOX_ANSWER }))).sdp)!
    expect(ff.candidates.map((c) => c.address)).toEqual(['192.168.1.23', 'fd00:0000:0000:0000:0000:0000:0000:0002'])
  })

  it('LIVE-CODE-2: a Chromium offer is a code of at most 160 characters, in a QR code of version 8 or less at level M', async () => {
    const code = await encodeDescription({ type: 'offer', sdp: CHROME_OFFER })
    expect(code.length).toBeLessThanOrEqual(160)
    const qr = encodeQr([{ mode: 'byte', text: 'https://mythos-ledger.example/#/live/' }, { mode: 'alnum', text: code }], 'M')
    expect(qr.version).toBeLessThanOrEqual(8)
  })

  it('LIVE-CODE-3: a description the short form cannot hold travels whole, deflated', async () => {
    const sdp = CHROME_OFFER.replace('a=fingerprint:sha-256', 'a=fingerprint:sha-384')
    expect(partsOf(sdp)).toBeNull()
    const back = await decodeDescription(await encodeDescription({ type: 'offer', sdp }))
    expect(back).toEqual({ type: 'offer', sdp })
  })

  it('LIVE-CODE-4: a typed code is read in any case, with spaces and dashes, O for 0 and I or L for 1; a typo is told', async () => {
    const code = await encodeDescription({ type: 'offer', sdp: CHROME_OFFER })
    const typed = grouped(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/ /g, ' - ')
    expect(await decodeDescription(typed)).toEqual(await decodeDescription(code))
    for (const i of [0, 7, 50, code.length - 1]) {
      const wrong = code.slice(0, i) + (code[i] === 'X' ? 'Y' : 'X') + code.slice(i + 1)
      await expect(decodeDescription(wrong)).rejects.toBeInstanceOf(CodeError)
    }
    await expect(decodeDescription(code.slice(0, 40))).rejects.toMatchObject({ code: 'live/code-typo' })
    await expect(decodeDescription('hello, world')).rejects.toMatchObject({ code: 'live/code-typo' })
    expect(codeIn(`https://x.example/#/live/${code}`)).toBe(code)
    expect(codeIn(`  ${grouped(code)} `)).toBe(grouped(code))
  })

  it('LIVE-CODE-5: base 32 round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
      expect(fromBase32(toBase32(b))).toEqual(b)
    }))
  })

  it('LIVE-QR-1: the QR code of a pairing link reads back to the same text (levels L and M, versions 1 to 25)', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'), maxLength: 700 }), fc.constantFrom('L', 'M') as fc.Arbitrary<'L' | 'M'>, (code, ecl) => {
      const link = 'http://127.0.0.1:4173/#/live/'
      const qr = encodeQr([{ mode: 'byte', text: link }, { mode: 'alnum', text: code }], ecl)
      expect(qr.size).toBe(qr.version * 4 + 17)
      expect(readQr(qr.dark)).toBe(link + code)
    }), { numRuns: 120 })
    for (const text of ['', 'A', 'hello', 'x'.repeat(500)]) expect(readQr(encodeQr([{ mode: 'byte', text }], 'M').dark)).toBe(text)
    expect(() => encodeQr([{ mode: 'alnum', text: 'lower' }])).toThrow()
    expect(() => encodeQr([{ mode: 'byte', text: 'x'.repeat(2000) }])).toThrow()
  })
})
