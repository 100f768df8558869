/**
 * A QR code reader for tests: from a module matrix (`dark[y][x]`, no quiet zone) to its text,
 * following ISO/IEC 18004 on its own (format bits, function patterns, unmasking, the zigzag,
 * de-interleaving), checking every block's Reed–Solomon syndromes. Only the block table comes
 * from the encoder. The e2e reads the pairing screen's canvas with it; an independent decoder
 * (zbarimg) read the encoder's output for versions 1–21 when it was written.
 */
import { blocksOf, type Ecl } from '@/shell/live/qr'

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
const MASK = [
  (x: number, y: number) => (x + y) % 2 === 0,
  (_x: number, y: number) => y % 2 === 0,
  (x: number) => x % 3 === 0,
  (x: number, y: number) => (x + y) % 3 === 0,
  (x: number, y: number) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

function gf() {
  const exp = new Array<number>(512)
  let v = 1
  for (let i = 0; i < 255; i++) {
    exp[i] = exp[i + 255] = v
    v <<= 1
    if (v & 256) v ^= 0x11d
  }
  const log = new Array<number>(256).fill(0)
  for (let i = 0; i < 255; i++) log[exp[i]] = i
  return (a: number, b: number) => (a && b ? exp[log[a] + log[b]] : 0)
}
const mul = gf()

function isFunction(version: number, size: number): boolean[][] {
  const f = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const box = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (x >= 0 && y >= 0 && x < size && y < size) f[y][x] = true
  }
  box(0, 0, 9, 9) // finder, separator, format
  box(size - 8, 0, 8, 9)
  box(0, size - 8, 9, 8)
  box(6, 0, 1, size)
  box(0, 6, size, 1)
  if (version >= 2) {
    const n = Math.floor(version / 7) + 2
    const table: number[] = [6]
    const step = Math.ceil((version * 4 + 4) / (n * 2 - 2)) * 2
    for (let i = n - 1; i >= 1; i--) table[i] = size - 7 - (n - 1 - i) * step
    const last = n - 1
    table.forEach((cy, i) => table.forEach((cx, j) => {
      // Not over the three finders.
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) box(cx - 2, cy - 2, 5, 5)
    }))
  }
  if (version >= 7) {
    box(size - 11, 0, 3, 6)
    box(0, size - 11, 6, 3)
  }
  return f
}

/** The text of a QR code matrix; throws when it does not read (a bad format, a block with errors). */
export function readQr(dark: boolean[][]): string {
  const size = dark.length
  const version = (size - 17) / 4
  if (!Number.isInteger(version) || version < 1) throw new Error(`no QR size: ${size}`)
  // Format: the copy around the top-left finder, bit 14 first.
  const pos: [number, number][] = []
  for (let i = 0; i <= 5; i++) pos.push([8, i])
  pos.push([8, 7], [8, 8], [7, 8])
  for (let i = 9; i < 15; i++) pos.push([14 - i, 8])
  let raw = 0
  pos.forEach(([x, y], i) => (raw |= (dark[y][x] ? 1 : 0) << i))
  raw ^= 0x5412
  let rem = raw >> 10
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >> 9) * 0x537)
  if (((raw >> 10) << 10 | rem) !== raw) throw new Error('bad format bits')
  const ecl: Ecl | null = ({ 1: 'L', 0: 'M' } as Record<number, Ecl>)[raw >> 13] ?? null
  if (!ecl) throw new Error('level not L or M')
  const mask = MASK[(raw >> 10) & 7]
  const fn = isFunction(version, size)
  const bits: number[] = []
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let v = 0; v < size; v++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - v : v
        if (!fn[y][x]) bits.push((dark[y][x] !== mask(x, y)) ? 1 : 0)
      }
    }
  }
  const words: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  const { ecc, data: lens } = blocksOf(version, ecl)
  const blocks = lens.map(() => [] as number[])
  let k = 0
  for (let i = 0; i < Math.max(...lens); i++) for (let b = 0; b < lens.length; b++) if (i < lens[b]) blocks[b].push(words[k++])
  for (let i = 0; i < ecc; i++) for (let b = 0; b < lens.length; b++) blocks[b].push(words[k++])
  for (const b of blocks) {
    let a = 1
    for (let i = 0; i < ecc; i++) {
      let s = 0
      for (const c of b) s = mul(s, a) ^ c
      if (s !== 0) throw new Error('a block has errors')
      a = mul(a, 2)
    }
  }
  const data = blocks.flatMap((b, i) => b.slice(0, lens[i]))
  const stream = data.flatMap((w) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (w >> i) & 1))
  let p = 0
  const take = (n: number) => {
    let v = 0
    for (let i = 0; i < n; i++) v = (v << 1) | (stream[p++] ?? 0)
    return v
  }
  let out = ''
  while (p + 4 <= stream.length) {
    const mode = take(4)
    if (mode === 0) break
    if (mode === 4) {
      const n = take(version < 10 ? 8 : 16)
      const bytes: number[] = []
      for (let i = 0; i < n; i++) bytes.push(take(8))
      out += new TextDecoder().decode(Uint8Array.from(bytes))
    } else if (mode === 2) {
      let n = take(version < 10 ? 9 : 11)
      for (; n >= 2; n -= 2) {
        const v = take(11)
        out += ALNUM[Math.floor(v / 45)] + ALNUM[v % 45]
      }
      if (n === 1) out += ALNUM[take(6)]
    } else throw new Error(`mode ${mode} not read here`)
  }
  return out
}
