// Multipart uploads, streamed to disk and judged by their bytes. A part is written to a private
// folder under UPLOADS_DIR while it arrives (never held whole in memory), its type is sniffed from
// the magic bytes, and only an accepted file is moved to `<kind>/<random>.<sniffed ext>`. Anything
// refused or interrupted is removed, so a failed upload leaves no file behind.
import { randomBytes } from 'node:crypto'
import { unlinkSync } from 'node:fs'
import { readdir, rename, rm, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import {
  MaxPartSizeExceededError,
  unstable_createFileUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import {
  aboutSections,
  blogPosts,
  detailedProjectMedia,
  detailedProjects,
  detailedServiceFeatures,
  detailedServices,
  heroVideo,
  projectMedia,
  projects,
  services,
  testimonials,
  type MediaType,
} from '#db/schema.ts'
import { getDb } from './db.server.ts'
import { makePrivate, privateDir } from './private-files.server.ts'
import { getEnv } from './env.server.ts'
import { MAX_BYTES, storedFormat } from './media-types.ts'

export const UPLOAD_KINDS = ['hero', 'projects', 'blogs', 'testimonials'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export type StoredUpload = { url: string; type: MediaType; size: number }

export type UploadResult =
  /** `file` is null when the form carried no file in the field; `fields` holds the text fields. */
  | { ok: true; file: StoredUpload | null; fields: FormData }
  | { ok: false; status: 400; reason: 'malformed' }
  | { ok: false; status: 413; reason: 'too-large'; maxBytes: number }
  /** The text fields together went over MAX_TEXT_BYTES. */
  | { ok: false; status: 413; reason: 'fields-too-large'; maxBytes: number }
  | { ok: false; status: 415; reason: 'unsupported-type' }

export type UploadOptions = {
  /** The form field that carries the file; files in other fields are ignored. */
  field: string
  kind: UploadKind
  accept: readonly MediaType[]
}

// Text fields share the form with the file (admin forms); they are held in memory, so all of them
// together are bounded: a cap per field alone would let many fields add up without limit.
const MAX_TEXT_BYTES = 1024 * 1024
// Multipart framing and text fields on top of the file itself.
const REQUEST_SLACK_BYTES = 2 * 1024 * 1024

export function uploadsRoot(): string {
  return resolve(getEnv().UPLOADS_DIR)
}

const randomName = () => randomBytes(16).toString('hex')

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const _chunk of data);
}

class TextFieldsTooLargeError extends Error {}

/** What is left of one request's MAX_TEXT_BYTES, shared by all of its text fields. */
type TextBudget = { left: number }

async function readText(data: AsyncIterable<Uint8Array>, budget: TextBudget): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of data) {
    budget.left -= chunk.byteLength
    if (budget.left < 0) throw new TextFieldsTooLargeError()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The refusal for an error thrown while parsing a multipart body, or the error again. */
function parseRefusal(error: unknown, maxBytes: number): Extract<UploadResult, { ok: false }> {
  if (error instanceof TextFieldsTooLargeError) {
    return { ok: false, status: 413, reason: 'fields-too-large', maxBytes: MAX_TEXT_BYTES }
  }
  if (error instanceof MaxPartSizeExceededError) {
    return { ok: false, status: 413, reason: 'too-large', maxBytes }
  }
  // Not multipart at all (TypeError from Remix) or cut-off/garbled framing (the parser's Error).
  if (error instanceof TypeError || /^malformed multipart/i.test((error as Error)?.message)) {
    return { ok: false, status: 400, reason: 'malformed' }
  }
  throw error
}

/** Reads a multipart request: at most one file (in `field`) goes to disk, text fields are returned. */
export async function receiveUpload(
  request: Request,
  { field, kind, accept }: UploadOptions,
): Promise<UploadResult> {
  const maxBytes = Math.max(...accept.map((t) => MAX_BYTES[t]))
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes + REQUEST_SLACK_BYTES) {
    return { ok: false, status: 413, reason: 'too-large', maxBytes }
  }

  const partialDir = join(uploadsRoot(), '.partial')
  // Set by the handler once the file part starts arriving (an object, so TypeScript does not narrow it).
  const received: { path: string | null } = { path: null }
  const budget = { left: MAX_TEXT_BYTES }
  const writeFile = unstable_createFileUploadHandler({
    directory: partialDir,
    avoidFileConflicts: false,
    maxPartSize: maxBytes,
    file: () => (received.path = join(partialDir, `${randomName()}.part`)),
  })
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) return readText(part.data, budget)
    // An empty file input still sends a part with no name: that is "no file".
    if (part.name !== field || !part.filename || received.path) return void (await drain(part.data))
    await writeFile(part)
    return 'received'
  }

  try {
    const form = await unstable_parseMultipartFormData(request, handler)
    const fields = new FormData()
    for (const [name, value] of form) if (name !== field) fields.append(name, value)
    if (!received.path) return { ok: true, file: null, fields }
    const file = await keep(received.path, kind, accept)
    return file.ok ? { ok: true, file: file.upload, fields } : file.refusal
  } catch (error) {
    return parseRefusal(error, maxBytes)
  } finally {
    if (received.path) await rm(received.path, { force: true })
  }
}

export type MultiUploadResult =
  /** `files` maps each file field that carried a file to what was stored for it. */
  | { ok: true; files: Map<string, StoredUpload>; fields: FormData }
  | Extract<UploadResult, { ok: false }>

export type MultiUploadOptions = {
  /** Which file fields to keep (e.g. `media.0.file`, `media.1.file`); others are ignored. */
  fieldMatches: (name: string) => boolean
  kind: UploadKind
  accept: readonly MediaType[]
  /** At most this many files per request (bounds the request size). */
  maxFiles: number
}

/**
 * Like receiveUpload, for forms with several file fields (repeatable media rows). Every file is
 * streamed, sniffed and size-checked; if any one is refused, none is kept.
 */
export async function receiveUploads(
  request: Request,
  { fieldMatches, kind, accept, maxFiles }: MultiUploadOptions,
): Promise<MultiUploadResult> {
  const maxBytes = Math.max(...accept.map((t) => MAX_BYTES[t]))
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes * maxFiles + REQUEST_SLACK_BYTES) {
    return { ok: false, status: 413, reason: 'too-large', maxBytes }
  }
  const partialDir = join(uploadsRoot(), '.partial')
  const partials = new Map<string, string>()
  const budget = { left: MAX_TEXT_BYTES }
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) return readText(part.data, budget)
    const wanted = part.filename && fieldMatches(part.name) && !partials.has(part.name)
    if (!wanted || partials.size >= maxFiles) return void (await drain(part.data))
    const path = join(partialDir, `${randomName()}.part`)
    partials.set(part.name, path)
    const writeFile = unstable_createFileUploadHandler({
      directory: partialDir,
      avoidFileConflicts: false,
      maxPartSize: maxBytes,
      file: () => path,
    })
    await writeFile(part)
    return 'received'
  }
  const kept: StoredUpload[] = []
  try {
    const form = await unstable_parseMultipartFormData(request, handler)
    const fields = new FormData()
    for (const [name, value] of form) if (!partials.has(name)) fields.append(name, value)
    const files = new Map<string, StoredUpload>()
    for (const [name, path] of partials) {
      const file = await keep(path, kind, accept)
      if (!file.ok) {
        releaseUploads(kept.map((k) => k.url))
        return file.refusal
      }
      kept.push(file.upload)
      files.set(name, file.upload)
    }
    return { ok: true, files, fields }
  } catch (error) {
    releaseUploads(kept.map((k) => k.url))
    return parseRefusal(error, maxBytes)
  } finally {
    for (const path of partials.values()) await rm(path, { force: true })
  }
}

type Kept =
  { ok: true; upload: StoredUpload } | { ok: false; refusal: Extract<UploadResult, { ok: false }> }

async function keep(
  partial: string,
  kind: UploadKind,
  accept: readonly MediaType[],
): Promise<Kept> {
  // Loaded with the first upload: 11 MB of memory a server that only answers reads never needs.
  const { fileTypeFromFile } = await import('file-type')
  const sniffed = await fileTypeFromFile(partial)
  const media = sniffed && storedFormat(sniffed.ext)
  if (!media || !accept.includes(media.type)) {
    return { ok: false, refusal: { ok: false, status: 415, reason: 'unsupported-type' } }
  }
  const { size } = await stat(partial)
  if (size > MAX_BYTES[media.type]) {
    const maxBytes = MAX_BYTES[media.type]
    return { ok: false, refusal: { ok: false, status: 413, reason: 'too-large', maxBytes } }
  }
  const name = `${randomName()}.${media.ext}`
  privateDir(join(uploadsRoot(), kind))
  await rename(partial, join(uploadsRoot(), kind, name))
  makePrivate(join(uploadsRoot(), kind, name))
  return { ok: true, upload: { url: `/uploads/${kind}/${name}`, type: media.type, size } }
}

/**
 * The file on disk for a `/uploads/<kind>/<name>` path, or null when the path could point anywhere
 * else (traversal, hidden files, the partial-upload folder, other folders).
 */
export function resolveUploadPath(relative: string): string | null {
  const segments = relative.split('/')
  if (segments.length !== 2) return null
  const [kind, name] = segments as [string, string]
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) return null
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes('..')) return null
  const root = uploadsRoot()
  const path = resolve(root, kind, name)
  return path.startsWith(root + sep) ? path : null
}

function isReferenced(url: string): boolean {
  const db = getDb()
  return Boolean(
    db.select({ id: projectMedia.id }).from(projectMedia).where(eq(projectMedia.url, url)).get() ??
    db
      .select({ id: detailedProjectMedia.id })
      .from(detailedProjectMedia)
      .where(eq(detailedProjectMedia.url, url))
      .get() ??
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.coverImage, url)).get() ??
    db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.clientImage, url))
      .get() ??
    db.select({ id: heroVideo.id }).from(heroVideo).where(eq(heroVideo.url, url)).get(),
  )
}

// The columns that may hold HTML, whose <img src> and <a href> can point at an upload too.
const HTML_COLUMNS = [
  blogPosts.content,
  aboutSections.content,
  services.description,
  detailedServices.description,
  detailedServiceFeatures.description,
  projects.description,
  detailedProjects.description,
] as const

function isReferencedInHtml(url: string): boolean {
  const db = getDb()
  return HTML_COLUMNS.some((column) =>
    db
      .select({ hit: sql`1` })
      .from(column.table)
      .where(sql`instr(${column}, ${url}) > 0`)
      .get(),
  )
}

/**
 * Removes a stored upload that no row (and no stored HTML) points at any more; true when a file was
 * removed. Synchronous, so a model can release what it replaced right after its write.
 */
export function deleteUploadIfUnused(url: string | null | undefined): boolean {
  if (!url?.startsWith('/uploads/')) return false
  const path = resolveUploadPath(url.slice('/uploads/'.length))
  if (!path || isReferenced(url) || isReferencedInHtml(url)) return false
  try {
    unlinkSync(path)
    return true
  } catch {
    return false
  }
}

/** After a row stopped pointing at some files (deleted or edited), remove the ones now unused. */
export function releaseUploads(urls: Iterable<string | null | undefined>) {
  for (const url of new Set(urls)) deleteUploadIfUnused(url)
}

// An upload interrupted by a crash or a kill leaves its .part file behind; one that old is dead.
export const PARTIAL_AGE_MS = 60 * 60 * 1000

/** Removes interrupted uploads older than PARTIAL_AGE_MS (at start). Returns how many. */
export async function sweepPartialUploads(now = Date.now()): Promise<number> {
  const dir = join(uploadsRoot(), '.partial')
  let removed = 0
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = await stat(join(dir, name)).catch(() => null)
    if (!info?.isFile() || now - info.mtimeMs < PARTIAL_AGE_MS) continue
    await rm(join(dir, name), { force: true })
    removed++
  }
  return removed
}
