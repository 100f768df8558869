/**
 * A small QR code encoder (ISO/IEC 18004, model 2): byte and alphanumeric segments, error
 * correction levels L and M, versions 1–25, the mask with the lowest penalty. Enough for the live
 * table's pairing codes (a link with a base-32 code); written here rather than taken from npm so
 * that the pairing screen has no dependency. Pure: no DOM (`drawQr` in the view paints it).
 */

export type Ecl = 'L' | 'M'
export type Segment = { mode: 'byte' | 'alnum'; text: string }

/** The QR alphanumeric set: a character's value is its index. */
export const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'

const MAX_VERSION = 25
// Per version (index 0 unused), from the standard's table 9: error correction codewords per
// block, and the number of blocks.
const ECC_PER_BLOCK: Record<Ecl, number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28],
}
const BLOCKS: Record<Ecl, number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21],
}
/** The format information's two bits for each level. */
const ECL_BITS: Record<Ecl, number> = { L: 1, M: 0 }

const sizeOf = (version: number) => version * 4 + 17

/** Modules left for data and error correction (all but the function patterns), in bits. */
function rawModules(version: number): number {
  let n = (16 * version + 128) * version + 64
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2
    n -= (25 * align - 10) * align - 55
    if (version >= 7) n -= 36
  }
  return n
}

const dataCodewords = (version: number, ecl: Ecl) => Math.floor(rawModules(version) / 8) - ECC_PER_BLOCK[ecl][version] * BLOCKS[ecl][version]

/** The centres of the alignment patterns along one axis. */
function alignmentPositions(version: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const out = [6]
  for (let pos = sizeOf(version) - 7; out.length < count; pos -= step) out.splice(1, 0, pos)
  return out
}

// ── Reed–Solomon over GF(256), polynomial 0x11d ─────────────────────────────────────────────

const EXP = new Uint8Array(512)
const LOG = new Uint8Array(256)
{
  let x = 1
  for (let i = 0; i < 255; i++) {
    EXP[i] = x
    LOG[x] = i
    x <<= 1
    if (x & 0x100) x ^= 0x11d
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]])

/** The generator polynomial of degree `d` (coefficients from the highest power, leading 1 left out). */
function generator(d: number): Uint8Array {
  let g = [1]
  for (let i = 0; i < d; i++) {
    const next = new Array<number>(g.length + 1).fill(0)
    for (let j = 0; j < g.length; j++) {
      next[j] ^= g[j]
      next[j + 1] ^= mul(g[j], EXP[i])
    }
    g = next
  }
  return Uint8Array.from(g.slice(1))
}

/** The error correction codewords of one block. */
export function rsRemainder(data: ArrayLike<number>, d: number): Uint8Array {
  const gen = generator(d)
  const rem = new Uint8Array(d)
  for (let i = 0; i < data.length; i++) {
    const factor = data[i] ^ rem[0]
    rem.copyWithin(0, 1)
    rem[d - 1] = 0
    for (let j = 0; j < d; j++) rem[j] ^= mul(gen[j], factor)
  }
  return rem
}

// ── Data ────────────────────────────────────────────────────────────────────────────────────

class Bits {
  readonly bits: number[] = []
  put(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1)
  }
}

const utf8 = (s: string) => new TextEncoder().encode(s)

function countBits(mode: Segment['mode'], version: number): number {
  if (mode === 'byte') return version < 10 ? 8 : 16
  return version < 10 ? 9 : version < 27 ? 11 : 13
}

function segmentBits(seg: Segment, version: number, out: Bits) {
  if (seg.mode === 'byte') {
    const bytes = utf8(seg.text)
    out.put(0b0100, 4)
    out.put(bytes.length, countBits('byte', version))
    for (const b of bytes) out.put(b, 8)
    return
  }
  const t = seg.text
  for (const c of t) if (!ALNUM.includes(c)) throw new Error(`"${c}" cannot be in an alphanumeric segment.`)
  out.put(0b0010, 4)
  out.put(t.length, countBits('alnum', version))
  for (let i = 0; i + 1 < t.length; i += 2) out.put(ALNUM.indexOf(t[i]) * 45 + ALNUM.indexOf(t[i + 1]), 11)
  if (t.length % 2) out.put(ALNUM.indexOf(t[t.length - 1]), 6)
}

/** How a version's codewords are split in blocks: error correction codewords per block, data codewords of each block. */
export function blocksOf(version: number, ecl: Ecl): { ecc: number; data: number[] } {
  const blocks = BLOCKS[ecl][version]
  const ecc = ECC_PER_BLOCK[ecl][version]
  const total = Math.floor(rawModules(version) / 8)
  const shortBlocks = blocks - (total % blocks)
  const shortLen = Math.floor(total / blocks) - ecc
  return { ecc, data: Array.from({ length: blocks }, (_, b) => shortLen + (b < shortBlocks ? 0 : 1)) }
}

/** The codewords of the data, padded, with the error correction, interleaved. */
function codewords(segments: readonly Segment[], version: number, ecl: Ecl): Uint8Array | null {
  const bits = new Bits()
  for (const s of segments) segmentBits(s, version, bits)
  const capacity = dataCodewords(version, ecl) * 8
  if (bits.bits.length > capacity) return null
  bits.put(0, Math.min(4, capacity - bits.bits.length))
  bits.put(0, (8 - (bits.bits.length % 8)) % 8)
  const data: number[] = []
  for (let i = 0; i < bits.bits.length; i += 8) data.push(bits.bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  for (let pad = 0xec; data.length < capacity / 8; pad ^= 0xec ^ 0x11) data.push(pad)

  const { ecc, data: lens } = blocksOf(version, ecl)
  const dataBlocks: number[][] = []
  const eccBlocks: Uint8Array[] = []
  for (let b = 0, k = 0; b < lens.length; b++) {
    const len = lens[b]
    const block = data.slice(k, k + len)
    k += len
    dataBlocks.push(block)
    eccBlocks.push(rsRemainder(block, ecc))
  }
  const out: number[] = []
  for (let i = 0; i <= lens[0]; i++) for (const b of dataBlocks) if (i < b.length) out.push(b[i])
  for (let i = 0; i < ecc; i++) for (const b of eccBlocks) out.push(b[i])
  return Uint8Array.from(out)
}

// ── The matrix ──────────────────────────────────────────────────────────────────────────────

/** A QR code: `size`×`size` modules, `dark[y][x]`. */
export interface QrCode {
  version: number
  ecl: Ecl
  mask: number
  size: number
  dark: boolean[][]
}

class Grid {
  readonly dark: boolean[][]
  readonly fixed: boolean[][]
  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  }
  set(x: number, y: number, dark: boolean) {
    this.dark[y][x] = dark
    this.fixed[y][x] = true
  }
}

function drawFunctionPatterns(g: Grid, version: number) {
  const n = g.size
  for (let i = 0; i < n; i++) {
    g.set(6, i, i % 2 === 0)
    g.set(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x < 0 || y < 0 || x >= n || y >= n) continue
        const d = Math.max(Math.abs(dx), Math.abs(dy))
        g.set(x, y, d !== 2 && d !== 4)
      }
    }
  }
  const pos = alignmentPositions(version)
  for (let i = 0; i < pos.length; i++) {
    for (let j = 0; j < pos.length; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === pos.length - 1) || (i === pos.length - 1 && j === 0)) continue
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) g.set(pos[i] + dx, pos[j] + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }
  }
  drawFormat(g, 0, 'M') // reserves the format areas (drawn for real once the mask is chosen)
  if (version >= 7) {
    let rem = version
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (version << 12) | rem
    for (let i = 0; i < 18; i++) {
      const bit = ((bits >>> i) & 1) === 1
      const a = n - 11 + (i % 3)
      const b = Math.floor(i / 3)
      g.set(a, b, bit)
      g.set(b, a, bit)
    }
  }
}

function drawFormat(g: Grid, mask: number, ecl: Ecl) {
  const data = (ECL_BITS[ecl] << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  const bits = ((data << 10) | rem) ^ 0x5412
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const n = g.size
  for (let i = 0; i <= 5; i++) g.set(8, i, bit(i))
  g.set(8, 7, bit(6))
  g.set(8, 8, bit(7))
  g.set(7, 8, bit(8))
  for (let i = 9; i < 15; i++) g.set(14 - i, 8, bit(i))
  for (let i = 0; i < 8; i++) g.set(n - 1 - i, 8, bit(i))
  for (let i = 8; i < 15; i++) g.set(8, n - 15 + i, bit(i))
  g.set(8, n - 8, true)
}

function drawData(g: Grid, data: Uint8Array) {
  const n = g.size
  let i = 0
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < n; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? n - 1 - vert : vert
        if (g.fixed[y][x]) continue
        if (i < data.length * 8) g.dark[y][x] = ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1
        i++
      }
    }
  }
}

export const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

function applyMask(g: Grid, mask: number) {
  const f = MASKS[mask]
  for (let y = 0; y < g.size; y++) for (let x = 0; x < g.size; x++) if (!g.fixed[y][x] && f(x, y)) g.dark[y][x] = !g.dark[y][x]
}

/** The standard's penalty score of a masked matrix (lower reads better). */
function penalty(d: boolean[][]): number {
  const n = d.length
  let score = 0
  const lines: boolean[][] = [...d, ...d.map((_, x) => d.map((row) => row[x]))]
  const finderLike = [true, false, true, true, true, false, true]
  for (const line of lines) {
    let run = 1
    for (let i = 1; i <= n; i++) {
      if (i < n && line[i] === line[i - 1]) run++
      else {
        if (run >= 5) score += run - 2
        run = 1
      }
    }
    for (let i = 0; i + 7 <= n; i++) {
      if (!finderLike.every((v, k) => line[i + k] === v)) continue
      const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !line[i - k])
      const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= n || !line[i + 7 + k])
      if (lightBefore || lightAfter) score += 40
    }
  }
  let dark = 0
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (d[y][x]) dark++
      if (x + 1 < n && y + 1 < n && d[y][x] === d[y][x + 1] && d[y][x] === d[y + 1][x] && d[y][x] === d[y + 1][x + 1]) score += 3
    }
  }
  score += 10 * Math.floor(Math.abs(dark * 20 - n * n * 10) / (n * n))
  return score
}

/**
 * The smallest QR code (at level `ecl`) holding `segments`. Throws when they do not fit in
 * version 25 or hold a character their mode cannot.
 */
export function encodeQr(segments: readonly Segment[], ecl: Ecl = 'M'): QrCode {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const data = codewords(segments, version, ecl)
    if (!data) continue
    const g = new Grid(sizeOf(version))
    drawFunctionPatterns(g, version)
    drawData(g, data)
    let best = -1
    let bestScore = Infinity
    for (let mask = 0; mask < 8; mask++) {
      applyMask(g, mask)
      drawFormat(g, mask, ecl)
      const s = penalty(g.dark)
      if (s < bestScore) {
        best = mask
        bestScore = s
      }
      applyMask(g, mask)
    }
    applyMask(g, best)
    drawFormat(g, best, ecl)
    return { version, ecl, mask: best, size: g.size, dark: g.dark }
  }
  throw new Error('Too much data for a QR code.')
}
