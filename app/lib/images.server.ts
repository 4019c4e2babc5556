// Resized WebP copies of uploaded images (docs/decisions/017-image-variants.md). An image's copies
// live in UPLOADS_DIR/.variants/<kind>/<name>/: info.json (its upright size and the widths it gets)
// and one <width>.webp per width. They are made with sharp just after an upload, and for any other
// image (older uploads, the demo images) on first request, then kept; releasing the original
// removes them. What sharp cannot read gets no copies: the original is served instead.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { LRUCache } from 'lru-cache'
import type Sharp from 'sharp'
import { type ImageInfo, VARIANT_MIME, variantWidths } from '#app/lib/image-variants.ts'
import { MEDIA_BY_EXTENSION } from '#app/lib/media-types.ts'
import { PRIVATE_FILE_MODE, privateDir } from '#app/lib/private-files.server.ts'
import { createSlots } from '#app/lib/slots.ts'
import {
  resolveUploadPath,
  UPLOAD_FOLDERS,
  uploadsRoot,
  VARIANTS_DIR,
} from '#app/lib/upload-paths.server.ts'
import { isRecord, messageOf } from '#app/lib/property.ts'

// A 48-megapixel phone photo still passes; past this, decoding alone could take hundreds of MB.
export const MAX_INPUT_PIXELS = 50_000_000
// Two images at a time, one libvips thread each: the other core keeps answering requests.
const MAX_JOBS = 2
// Past this many waiting, a request is answered with the original rather than queued.
const MAX_WAITING = 200
const JOB_TIMEOUT_SECONDS = 60
const WEBP_QUALITY = 75

let sharpLoad: Promise<typeof Sharp | null> | undefined

// The single binary leaves its own loader of sharp here (server/binary.mjs).
declare global {
  var __loadSharp: (() => typeof Sharp) | undefined
}

/** sharp, loaded once on first use; null where its native parts are missing (docs/deploy.md). */
function loadSharp(): Promise<typeof Sharp | null> {
  // The single binary requires sharp from its unpacked files (server/binary.mjs).
  const unpacked = globalThis.__loadSharp
  sharpLoad ??= (
    unpacked ? Promise.resolve().then(() => ({ default: unpacked() })) : import('sharp')
  ).then(
    ({ default: sharp }) => {
      sharp.cache(false)
      sharp.concurrency(1)
      return sharp
    },
    (error: unknown) => {
      console.warn(`Image variants are off, originals are served: ${messageOf(error)}`)
      return null
    },
  )
  return sharpLoad
}

const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  )

const isImagePath = (path: string) =>
  MEDIA_BY_EXTENSION[extname(path).slice(1).toLowerCase()]?.type === 'image'

/** The original image on disk for an `/uploads/<kind>/<name>` address, or null for anything else. */
function originalOf(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null
  const path = resolveUploadPath(url.slice('/uploads/'.length))
  return path && isImagePath(path) ? path : null
}

// From the original's own path (<root>/<kind>/<name>), so a job still running when UPLOADS_DIR
// changes (tests) writes beside its original.
const variantsDir = (original: string) =>
  join(dirname(dirname(original)), VARIANTS_DIR, basename(dirname(original)), basename(original))
const variantPath = (original: string, width: number) =>
  join(variantsDir(original), `${width}.webp`)
const temporary = (path: string) => `${path}.${randomBytes(6).toString('hex')}.tmp`

/** Written beside the copies; an image sharp could not read is remembered as such. */
type Stored = ImageInfo | { unreadable: true }
const isInteger = (value: unknown): value is number => Number.isInteger(value)

function parseStored(text: string): Stored | null {
  try {
    const value: unknown = JSON.parse(text)
    if (!isRecord(value)) return null
    if (value.unreadable === true) return { unreadable: true }
    const { width, height, widths } = value
    if (isInteger(width) && isInteger(height) && Array.isArray(widths)) {
      return { width, height, widths: widths.filter(isInteger) }
    }
  } catch {
    // A half-written or foreign file: read the image again.
  }
  return null
}

// Keyed by the original's path, so two uploads folders (tests) never share an entry.
const known = new LRUCache<string, Stored>({ max: 5000 })

async function writeInfo(original: string, stored: Stored) {
  known.set(original, stored)
  const dir = variantsDir(original)
  const file = join(dir, 'info.json')
  const tmp = temporary(file)
  try {
    privateDir(dir)
    await writeFile(tmp, JSON.stringify(stored), { mode: PRIVATE_FILE_MODE })
    await rename(tmp, file)
  } catch {
    // Released meanwhile (the folder went), or the disk is full: it is read again next time.
    await rm(tmp, { force: true })
  }
  await dropIfReleased(original)
}

/** The original went while its copies were being written: they go too. True when it went. */
async function dropIfReleased(original: string): Promise<boolean> {
  if (await isFile(original)) return false
  releaseVariants(original)
  return true
}

/** The header only (no decoding): the upright size, and whether it is one still frame. */
async function readImage(sharp: typeof Sharp, original: string): Promise<Stored> {
  try {
    const meta = await sharp(original).metadata()
    const { width, height } = meta.autoOrient
    const still = (meta.pages ?? 1) === 1
    const bounded = width * height <= MAX_INPUT_PIXELS
    return { width, height, widths: still && bounded ? variantWidths(width) : [] }
  } catch {
    return { unreadable: true }
  }
}

const answer = (stored: Stored) => ('unreadable' in stored ? null : stored)

/**
 * An uploaded image's size and the widths of its copies, or null (not an upload, not an image,
 * unreadable, or sharp unavailable). Read from memory, else from info.json, else from the image's
 * header (once, then written down).
 */
export async function imageInfo(url: string): Promise<ImageInfo | null> {
  const original = originalOf(url)
  if (!original) return null
  const cached = known.get(original)
  if (cached) return answer(cached)
  const text = await readFile(join(variantsDir(original), 'info.json'), 'utf8').catch(() => '')
  const saved = parseStored(text)
  if (saved) {
    known.set(original, saved)
    return answer(saved)
  }
  const sharp = await loadSharp()
  if (!sharp || !(await isFile(original))) return null
  const stored = await readImage(sharp, original)
  await writeInfo(original, stored)
  return answer(stored)
}

/** The sizes of several images by address, for a page's loader; only those known are listed. */
export async function describeImages(
  urls: Iterable<string | null | undefined>,
): Promise<Record<string, ImageInfo>> {
  const out: Record<string, ImageInfo> = {}
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const info = url ? await imageInfo(url) : null
      if (url && info) out[url] = info
    }),
  )
  return out
}

const slots = createSlots(MAX_JOBS, MAX_WAITING)

/** At most MAX_JOBS at once; false (nothing run) when the queue is already long. */
const inSlot = (job: () => Promise<boolean>): Promise<boolean> => slots.run(job, () => false)

// One chain per original: a second job for it waits for the first, then finds its copies made.
const chains = new Map<string, Promise<boolean>>()

function queue(original: string, widths: number[]): Promise<boolean> {
  const previous = chains.get(original) ?? Promise.resolve(true)
  const job = previous.catch(() => false).then(() => inSlot(() => render(original, widths)))
  chains.set(original, job)
  const done = () => void (chains.get(original) === job && chains.delete(original))
  job.then(done, done)
  return job
}

async function render(original: string, widths: number[]): Promise<boolean> {
  const sharp = await loadSharp()
  if (!sharp) return false
  const missing: number[] = []
  for (const width of widths) if (!(await isFile(variantPath(original, width)))) missing.push(width)
  if (missing.length === 0) return true
  const temps: string[] = []
  try {
    privateDir(variantsDir(original))
    const input = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
    await Promise.all(
      missing.map(async (width) => {
        const target = variantPath(original, width)
        const tmp = temporary(target)
        temps.push(tmp)
        await input
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .timeout({ seconds: JOB_TIMEOUT_SECONDS })
          .toFile(tmp)
        await rename(tmp, target)
      }),
    )
  } catch (error) {
    await Promise.all(temps.map((tmp) => rm(tmp, { force: true })))
    // The original went while its copies were made (a refused form removes what it stored): no
    // copies are wanted, and nothing is wrong to log.
    if (await dropIfReleased(original)) return false
    console.warn(`No resized copies of ${original}: ${messageOf(error)}`)
    const info = known.get(original)
    if (info && !('unreadable' in info)) await writeInfo(original, { ...info, widths: [] })
    else await writeInfo(original, { unreadable: true })
    return false
  }
  await dropIfReleased(original)
  return true
}

/**
 * Makes all of an uploaded image's copies (after an upload; also safe to call again, it then
 * finds them made). True when every copy exists.
 */
export async function prepareVariants(url: string): Promise<boolean> {
  const original = originalOf(url)
  const info = original ? await imageInfo(url) : null
  if (!original || !info) return false
  return info.widths.length === 0 || (await queue(original, info.widths))
}

export type ServedFile = { path: string; mime: string; final: boolean }

/**
 * The file for a variant address `<kind>/<name>/<width>.webp`: the copy (made now if it is not
 * yet), or the original (`final: false`) when no copy can be made; null when there is no such
 * image or it never gets that width.
 */
export async function resolveVariant(address: string): Promise<ServedFile | null> {
  const match = /^([^/]+\/[^/]+)\/([1-9]\d{0,4})\.webp$/.exec(address)
  const url = match ? `/uploads/${match[1]}` : ''
  const original = originalOf(url)
  if (!match || !original) return null
  const width = Number(match[2])
  const path = variantPath(original, width)
  if (await isFile(path)) return { path, mime: VARIANT_MIME, final: true }
  if (!(await isFile(original))) return null
  const mime = MEDIA_BY_EXTENSION[extname(original).slice(1).toLowerCase()]!.mime
  const fallback = { path: original, mime, final: false }
  const info = await imageInfo(url)
  if (!info) return fallback
  if (!info.widths.includes(width)) return info.widths.length ? null : fallback
  return (await queue(original, [width])) && (await isFile(path))
    ? { path, mime: VARIANT_MIME, final: true }
    : fallback
}

/** Removes an original's copies (with it, when it is released). Synchronous, like the release. */
export function releaseVariants(original: string) {
  known.delete(original)
  rmSync(variantsDir(original), { recursive: true, force: true })
}

/** Removes copies whose original is gone (released while they were being made, or by hand). */
export async function sweepOrphanVariants(): Promise<number> {
  let removed = 0
  for (const folder of UPLOAD_FOLDERS) {
    const dir = join(uploadsRoot(), VARIANTS_DIR, folder)
    for (const name of await readdir(dir).catch((): string[] => [])) {
      const original = resolveUploadPath(`${folder}/${name}`)
      if (original && (await isFile(original))) continue
      await rm(join(dir, name), { recursive: true, force: true })
      removed++
    }
  }
  return removed
}
