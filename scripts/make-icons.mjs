// Writes the PWA icons as plain PNGs (no dependencies): an amber elder-sign-like star on a dark field.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const c = Buffer.alloc(4); c.writeUInt32BE(crc(td))
  return Buffer.concat([len, td, c])
}

function png(size, { padding }) {
  const raw = Buffer.alloc((size * 4 + 1) * size)
  const cx = size / 2, cy = size / 2
  const R = (size / 2) * (1 - padding)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - cx, dy = y + 0.5 - cy
      const r = Math.hypot(dx, dy), a = Math.atan2(dy, dx)
      // five-pointed star outline radius at this angle
      const k = Math.cos((2 * Math.PI) / 10) / Math.cos(((a + Math.PI / 2) % ((2 * Math.PI) / 5) + (2 * Math.PI) / 5) % ((2 * Math.PI) / 5) - Math.PI / 5)
      const star = r < R * 0.78 * k
      const ring = r > R * 0.86 && r < R * 0.98
      const eye = Math.hypot(dx, dy) < R * 0.14
      let col = [15, 23, 42, 255]
      if (star || ring) col = [245, 158, 11, 255]
      if (eye) col = [15, 23, 42, 255]
      raw.set(col, y * (size * 4 + 1) + 1 + x * 4)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

const out = new URL('../public/', import.meta.url)
for (const [name, size, padding] of [['pwa-64x64.png', 64, 0.04], ['pwa-192x192.png', 192, 0.04], ['pwa-512x512.png', 512, 0.04], ['maskable-icon-512x512.png', 512, 0.22], ['apple-touch-icon-180x180.png', 180, 0.12]]) {
  writeFileSync(new URL(name, out), png(size, { padding }))
}
console.log('icons written')
