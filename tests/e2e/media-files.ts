// Tiny real files made at test time, so no binary is committed: a 1x1 PNG and the smallest thing
// that sniffs as MP4 (an `ftyp` box and a little `mdat`).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { E2E } from './env.mjs'

export const PNG = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}

export const MP4 = {
  name: 'clip.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
    Buffer.from('000000486d646174', 'hex'),
    Buffer.alloc(64, 1),
  ]),
}

/** Whether a stored `/uploads/...` URL still has its file on the e2e server's disk. */
export function uploadExists(url: string): boolean {
  return existsSync(join(E2E.uploadsDir, url.slice('/uploads/'.length)))
}

/** The bytes of a stored `/uploads/...` URL's file on the e2e server's disk, if it is there. */
export function storedBytes(url: string): Buffer | undefined {
  const path = join(E2E.uploadsDir, url.slice('/uploads/'.length))
  return existsSync(path) ? readFileSync(path) : undefined
}

export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`
