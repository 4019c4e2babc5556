// A kept page whose form stamp is renewed for every answer (docs/scale.md, "Form stamps"). The stamp
// sits in the page's last bytes (app/components/forms/form-stamp.tsx), so the page is kept as a
// prefix compressed once, ending on a flush (byte-aligned, not final), and a short tail. Each answer
// puts a fresh stamp in the tail and appends it uncompressed: a stored block for gzip, an
// uncompressed meta-block for brotli (RFC 1951 3.2.4, RFC 7932 9.2), then the stream's end. The
// bytes are a valid stream that no compressor needs to see again, at the cost of a few hundred
// uncompressed bytes.
import * as zlib from 'node:zlib'
import {
  issueFormStamp,
  servedStamp,
  STAMP_LENGTH,
  STAMP_PATTERN,
} from '#app/lib/form-stamp.server.ts'
import { encodedWithout } from '#app/lib/inline-scripts.server.ts'
import type { Bodies } from '#app/lib/page-bodies.server.ts'

/** The page from its first stamp on, and where each stamp starts in it. */
export type StampedTail = {
  tail: Buffer
  stamps: number[]
  /** CRC-32 of the part before, for the gzip trailer. */
  prefixCrc: number
}

// The stamps are a page's last bytes (app/entry.server.tsx writes them after React's), so only its
// end is read for them: scanning a whole 100 KB page for the pattern, three times, was a tenth of an
// uncached page's cost, and a stamp-like text in a post's body is never taken for a stamp.
const STAMPS_WITHIN = 1024

/**
 * The page split before its first stamp, or null when it has none; the part before is encoded
 * without any `cut` in it (the nonce attributes: encodedWithout).
 */
export function splitAtStamp(
  text: string,
  cut?: string,
): { prefix: Buffer; tail: StampedTail } | null {
  const pattern = new RegExp(STAMP_PATTERN.source, 'g')
  pattern.lastIndex = Math.max(0, text.length - STAMPS_WITHIN)
  const at = pattern.exec(text)?.index ?? -1
  if (at === -1) return null
  const prefix = encodedWithout(text.slice(0, at), cut)
  const tail = Buffer.from(text.slice(at))
  const stamps: number[] = []
  for (const match of tail.toString('latin1').matchAll(STAMP_PATTERN)) stamps.push(match.index)
  return { prefix, tail: { tail, stamps, prefixCrc: crc32(prefix) } }
}

/**
 * The whole page in `encoding`: the part before the stamp as kept (`prefix`, compressed `open`:
 * page-bodies.server.ts), then the tail with a stamp of `now` (or, without one, a fresh stamp as
 * served: servedStamp) in place of every one it had.
 */
export const stampedBody = (...args: Parameters<typeof stampedParts>): Buffer =>
  Buffer.concat(stampedParts(...args))

/**
 * The same bytes in parts, the kept prefix first, for a socket to write as they are: joined, every
 * answer copied the whole page (some 20 KB) only to append a few hundred bytes. Every answer signs
 * a stamp of its own, even two in one millisecond: a stamp is used once (form-stamp.server.ts), so
 * two visitors must never share one. The tail (under STAMPS_WITHIN bytes) goes in one buffer made
 * once per answer: an uncompressed meta-block for brotli (ISLAST 0, MNIBBLES 4, MLEN-1 in 16 bits,
 * ISUNCOMPRESSED 1), then 0x03 (ISLAST, ISLASTEMPTY) to end the stream; a final stored block for
 * gzip (BTYPE 00), then its trailer.
 */
export function stampedParts(
  prefix: Bodies,
  stamped: StampedTail,
  encoding: 'identity' | 'br' | 'gzip',
  now?: number,
  stamp = now === undefined ? servedStamp() : issueFormStamp(now),
): Buffer[] {
  const { tail, stamps } = stamped
  const head = encoding === 'br' ? 3 : encoding === 'gzip' ? 5 : 0
  const end = head + tail.length
  const out = Buffer.allocUnsafe(end + (encoding === 'br' ? 1 : encoding === 'gzip' ? 8 : 0))
  tail.copy(out, head)
  for (const at of stamps) out.write(stamp, head + at, STAMP_LENGTH, 'latin1')
  if (encoding === 'br') {
    const bits = ((tail.length - 1) << 3) | (1 << 19)
    out[0] = bits & 0xff
    out[1] = (bits >> 8) & 0xff
    out[2] = (bits >> 16) & 0xff
    out[end] = 0x03
  } else if (encoding === 'gzip') {
    out[0] = 1
    out.writeUInt16LE(tail.length, 1)
    out.writeUInt16LE(~tail.length & 0xffff, 3)
    out.writeUInt32LE(crc32(out.subarray(head, end), stamped.prefixCrc), end)
    out.writeUInt32LE((prefix.identity.length + tail.length) >>> 0, end + 4)
  }
  return [prefix[encoding]!, out]
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

// Node 20.15 and 22.2 compute it natively, some 100 times faster than the loop below (a 40 KB page
// took about 0.2 ms of every cache fill); Node 20.12 has no zlib.crc32.
// (Node's types say it is always there.)
const nativeCrc32 = 'crc32' in zlib ? zlib.crc32 : undefined

/** CRC-32 (as gzip's trailer has it), continued from `crc`. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  return nativeCrc32 ? nativeCrc32(bytes, crc) : crc32InJs(bytes, crc)
}

export function crc32InJs(bytes: Uint8Array, crc = 0): number {
  let c = ~crc
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return ~c >>> 0
}
