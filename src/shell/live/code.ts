/**
 * The pairing codes of the live table: a WebRTC session description (SDP) cut down to what the
 * other phone cannot guess — the ICE user name and password, the DTLS certificate's fingerprint,
 * the role, the host candidates (addresses on the local network) — as bytes, then as base-32 text
 * (Crockford's alphabet: no I, L, O or U; typed in any case; fits a QR code's alphanumeric mode)
 * with a checksum, so a typo is told rather than tried. The other phone rebuilds a full SDP from it.
 * A description that does not fit the short form (another hash, odd candidates) travels whole,
 * deflated. Pure but for `CompressionStream` (in every browser the live table runs in).
 */

export type DescriptionType = 'offer' | 'answer'
export interface Description {
  type: DescriptionType
  sdp: string
}

/** Why a code was refused. */
export class CodeError extends Error {
  constructor(readonly code: 'live/code-typo' | 'live/code-unknown' | 'live/code-version', message: string) {
    super(message)
  }
}

const FORMAT = 1
const MODE_SHORT = 0
const MODE_DEFLATED = 1
/** Host candidates kept in a code (a phone on Wi-Fi has one or two). */
export const MAX_CANDIDATES = 3

const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const SETUPS = ['actpass', 'active', 'passive'] as const
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

type Candidate = { kind: 'v4' | 'v6' | 'mdns'; address: string; port: number }
interface Parts {
  setup: (typeof SETUPS)[number]
  ufrag: string
  pwd: string
  fingerprint: Uint8Array
  mid: string
  candidates: Candidate[]
}

// ── Base 32 with a checksum ─────────────────────────────────────────────────────────────────

function crc16(bytes: Uint8Array): number {
  let crc = 0xffff
  for (const b of bytes) {
    crc ^= b << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

export function toBase32(bytes: Uint8Array): string {
  let out = ''
  let acc = 0
  let n = 0
  for (const b of bytes) {
    acc = (acc << 8) | b
    n += 8
    while (n >= 5) {
      out += B32[(acc >>> (n - 5)) & 31]
      n -= 5
    }
    acc &= (1 << n) - 1
  }
  if (n > 0) out += B32[(acc << (5 - n)) & 31]
  return out
}

/** Bytes from base-32 text: any case, spaces and dashes ignored, O read as 0 and I, L as 1. Null on another character. */
export function fromBase32(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  const out: number[] = []
  let acc = 0
  let n = 0
  for (const c of clean) {
    const v = B32.indexOf(c)
    if (v < 0) return null
    acc = (acc << 5) | v
    n += 5
    if (n >= 8) {
      out.push((acc >>> (n - 8)) & 255)
      n -= 8
    }
    acc &= (1 << n) - 1
  }
  return Uint8Array.from(out)
}

// ── Reading and writing an SDP ──────────────────────────────────────────────────────────────

function lines(sdp: string): string[] {
  return sdp.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)
}

/** The parts of `sdp` the short form keeps, or null when it holds something the short form cannot. */
export function partsOf(sdp: string): Parts | null {
  let ufrag = ''
  let pwd = ''
  let fp: Uint8Array | null = null
  let setup: Parts['setup'] | null = null
  let mid = ''
  let media = 0
  const candidates: Candidate[] = []
  for (const l of lines(sdp)) {
    if (l.startsWith('m=')) {
      media++
      if (!l.startsWith('m=application ')) return null
    } else if (l.startsWith('a=ice-ufrag:')) ufrag = l.slice(12)
    else if (l.startsWith('a=ice-pwd:')) pwd = l.slice(10)
    else if (l.startsWith('a=mid:')) mid = l.slice(6)
    else if (l.startsWith('a=setup:')) {
      const s = l.slice(8) as Parts['setup']
      if (!SETUPS.includes(s)) return null
      setup = s
    } else if (l.startsWith('a=fingerprint:')) {
      const [alg, hex] = l.slice(14).split(' ')
      if (alg.toLowerCase() !== 'sha-256' || !hex) return null
      const bytes = hex.split(':').map((h) => Number.parseInt(h, 16))
      if (bytes.length !== 32 || bytes.some((b) => !(b >= 0 && b <= 255))) return null
      fp = Uint8Array.from(bytes)
    } else if (l.startsWith('a=candidate:')) {
      const f = l.slice(12).split(' ')
      // foundation component transport priority address port typ type …
      if (f.length < 8 || f[1] !== '1' || f[2].toLowerCase() !== 'udp' || f[6] !== 'typ' || f[7] !== 'host') continue
      const c = candidateOf(f[4], Number(f[5]))
      if (c && candidates.length < MAX_CANDIDATES) candidates.push(c)
    }
  }
  const iceOk = (s: string) => s.length > 0 && s.length < 64 && [...s].every((c) => ICE_CHARS.includes(c))
  if (media !== 1 || !fp || !setup || !iceOk(ufrag) || !iceOk(pwd) || mid.length > 32) return null
  return { setup, ufrag, pwd, fingerprint: fp, mid, candidates }
}

const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i

function candidateOf(address: string, port: number): Candidate | null {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address) && address.split('.').every((p) => Number(p) <= 255)) return { kind: 'v4', address, port }
  if (UUID.test(address)) return { kind: 'mdns', address: address.toLowerCase(), port }
  if (address.includes(':') && ipv6Bytes(address)) return { kind: 'v6', address, port }
  return null
}

function ipv6Bytes(a: string): Uint8Array | null {
  const [head, tail, ...rest] = a.split('::')
  if (rest.length) return null
  const h = head ? head.split(':') : []
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : null
  const groups = t ? [...h, ...new Array<string>(8 - h.length - t.length).fill('0'), ...t] : h
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  const out = new Uint8Array(16)
  groups.forEach((g, i) => {
    const v = Number.parseInt(g, 16)
    out[i * 2] = v >> 8
    out[i * 2 + 1] = v & 255
  })
  return out
}

/** The SDP the other phone gives its connection, rebuilt from the short form. */
export function sdpOf(p: Parts): string {
  const mid = p.mid || '0'
  const hex = [...p.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':')
  return [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...p.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i} ${c.address} ${c.port} typ host generation 0`),
    'a=end-of-candidates',
    `a=ice-ufrag:${p.ufrag}`,
    `a=ice-pwd:${p.pwd}`,
    `a=fingerprint:sha-256 ${hex}`,
    `a=setup:${p.setup}`,
    `a=mid:${mid}`,
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n')
}

// ── Bytes ───────────────────────────────────────────────────────────────────────────────────

class Writer {
  readonly bytes: number[] = []
  u8(v: number) {
    this.bytes.push(v & 255)
  }
  u16(v: number) {
    this.u8(v >> 8)
    this.u8(v)
  }
  raw(b: ArrayLike<number>) {
    for (let i = 0; i < b.length; i++) this.u8(b[i])
  }
  /** ICE characters, six bits each, after their count. */
  ice(s: string) {
    this.u8(s.length)
    let acc = 0
    let n = 0
    for (const c of s) {
      acc = (acc << 6) | ICE_CHARS.indexOf(c)
      n += 6
      while (n >= 8) {
        this.u8(acc >>> (n - 8))
        n -= 8
      }
      acc &= (1 << n) - 1
    }
    if (n > 0) this.u8(acc << (8 - n))
  }
}

class Reader {
  i = 0
  constructor(readonly b: Uint8Array) {}
  u8(): number {
    if (this.i >= this.b.length) throw new CodeError('live/code-typo', 'The code is cut short.')
    return this.b[this.i++]
  }
  u16(): number {
    return (this.u8() << 8) | this.u8()
  }
  raw(n: number): Uint8Array {
    if (this.i + n > this.b.length) throw new CodeError('live/code-typo', 'The code is cut short.')
    const out = this.b.slice(this.i, this.i + n)
    this.i += n
    return out
  }
  ice(): string {
    const len = this.u8()
    let out = ''
    let acc = 0
    let n = 0
    while (out.length < len) {
      if (n < 6) {
        acc = (acc << 8) | this.u8()
        n += 8
      }
      out += ICE_CHARS[(acc >>> (n - 6)) & 63]
      n -= 6
      acc &= (1 << n) - 1
    }
    return out
  }
}

const hexOf = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('')

function writeParts(w: Writer, p: Parts) {
  w.u8(SETUPS.indexOf(p.setup))
  w.ice(p.ufrag)
  w.ice(p.pwd)
  w.raw(p.fingerprint)
  const mid = new TextEncoder().encode(p.mid === '0' ? '' : p.mid)
  w.u8(mid.length)
  w.raw(mid)
  w.u8(p.candidates.length)
  for (const c of p.candidates) {
    if (c.kind === 'v4') {
      w.u8(0)
      w.raw(c.address.split('.').map(Number))
    } else if (c.kind === 'v6') {
      w.u8(1)
      w.raw(ipv6Bytes(c.address)!)
    } else {
      w.u8(2)
      w.raw(Uint8Array.from(c.address.slice(0, 36).replace(/-/g, '').match(/../g)!.map((h) => Number.parseInt(h, 16))))
    }
    w.u16(c.port)
  }
}

function readParts(r: Reader): Parts {
  const setup = SETUPS[r.u8()]
  if (!setup) throw new CodeError('live/code-unknown', 'This is not a pairing code.')
  const ufrag = r.ice()
  const pwd = r.ice()
  const fingerprint = r.raw(32)
  const mid = new TextDecoder().decode(r.raw(r.u8())) || '0'
  const count = r.u8()
  const candidates: Candidate[] = []
  for (let i = 0; i < count; i++) {
    const kind = r.u8()
    let address: string
    if (kind === 0) address = [...r.raw(4)].join('.')
    else if (kind === 1) address = (hexOf(r.raw(16)).match(/..../g) ?? []).join(':')
    else if (kind === 2) {
      const h = hexOf(r.raw(16))
      address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`
    } else throw new CodeError('live/code-unknown', 'This is not a pairing code.')
    candidates.push({ kind: (['v4', 'v6', 'mdns'] as const)[kind], address, port: r.u16() })
  }
  return { setup, ufrag, pwd, fingerprint, mid, candidates }
}

async function deflate(bytes: Uint8Array, how: 'compress' | 'decompress'): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(how === 'compress' ? new CompressionStream('deflate-raw') : new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A session description as a pairing code (base-32 text). */
export async function encodeDescription(d: Description): Promise<string> {
  const w = new Writer()
  const parts = partsOf(d.sdp)
  w.u8((FORMAT << 4) | (d.type === 'answer' ? 8 : 0) | (parts ? MODE_SHORT : MODE_DEFLATED))
  if (parts) writeParts(w, parts)
  else w.raw(await deflate(new TextEncoder().encode(d.sdp), 'compress'))
  const body = Uint8Array.from(w.bytes)
  const crc = crc16(body)
  return toBase32(Uint8Array.from([...body, crc >> 8, crc & 255]))
}

/** The session description a pairing code holds; throws a `CodeError` saying what is wrong with it. */
export async function decodeDescription(code: string): Promise<Description> {
  const bytes = fromBase32(code)
  if (!bytes || bytes.length < 4) throw new CodeError('live/code-typo', 'The code holds a character that is not in it, or is cut short.')
  const body = bytes.slice(0, -2)
  if (crc16(body) !== ((bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1])) throw new CodeError('live/code-typo', 'The code has a typo.')
  const head = body[0]
  if (head >> 4 !== FORMAT) throw new CodeError('live/code-version', 'The code was made by another version of the app.')
  const type: DescriptionType = head & 8 ? 'answer' : 'offer'
  const mode = head & 7
  const r = new Reader(body)
  r.i = 1
  if (mode === MODE_SHORT) return { type, sdp: sdpOf(readParts(r)) }
  if (mode === MODE_DEFLATED) return { type, sdp: new TextDecoder().decode(await deflate(body.slice(1), 'decompress')) }
  throw new CodeError('live/code-unknown', 'This is not a pairing code.')
}

/** A code laid out for reading aloud and typing: groups of four. */
export const grouped = (code: string): string => code.match(/.{1,4}/g)?.join(' ') ?? ''

/** The code in a pairing link or a typed text: the part after `#/live/`, else the text itself. */
export function codeIn(text: string): string {
  const m = /#\/live\/([0-9A-Za-z\s-]+)/.exec(text)
  return (m ? m[1] : text).trim()
}
