// Crops a PNG screenshot to its content: the rows down to the last one that is not all background
// (the page's white), plus a margin. summary-preview.mjs screenshots each summary in a window far
// taller than any summary and trims it here, so no row is ever cut by a window height guessed in
// advance. Reads what headless Chromium writes: 8-bit RGB or RGBA, not interlaced.
import { crc32, deflateSync, inflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunks(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG')
  const found = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    found.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length)
    })
    at += 12 + length
  }
  return found
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/** The rows of pixels, filters undone (PNG spec §9). */
function rowsOf(raw, width, height, bpp) {
  const stride = width * bpp
  const rows = []
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1)
    const filter = raw[start]
    const row = Buffer.from(raw.subarray(start + 1, start + 1 + stride))
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? row[x - bpp] : 0
      const up = previous[x]
      const upLeft = x >= bpp ? previous[x - bpp] : 0
      let add = 0
      if (filter === 1) add = left
      else if (filter === 2) add = up
      else if (filter === 3) add = (left + up) >> 1
      else if (filter === 4) {
        const p = left + up - upLeft
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)]
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      }
      row[x] = (row[x] + add) & 0xff
    }
    rows.push(row)
    previous = row
  }
  return rows
}

/** `png` cut below its last row that is not all white, keeping `margin` rows of white. */
export function trimPng(png, margin = 24) {
  const all = chunks(png)
  const header = all.find((c) => c.type === 'IHDR').data
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  const [depth, colour, , , interlace] = header.subarray(8)
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
    throw new Error(
      `an 8-bit RGB(A) PNG without interlacing is needed, got depth ${depth}, colour type ${colour}`
    )
  }
  const bpp = colour === 6 ? 4 : 3
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  const rows = rowsOf(raw, width, height, bpp)
  let last = rows.length - 1
  while (last > 0 && rows[last].every((byte) => byte === 0xff)) last--
  const kept = rows.slice(0, Math.min(rows.length, last + 1 + margin))
  if (last + 1 + margin >= rows.length)
    throw new Error('the content reaches the bottom of the window')
  const newHeader = Buffer.from(header)
  newHeader.writeUInt32BE(kept.length, 4)
  const data = deflateSync(Buffer.concat(kept.flatMap((row) => [Buffer.from([0]), row])), {
    level: 9
  })
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', newHeader),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0))
  ])
}
