// Multipart uploads, streamed to disk and judged by their bytes. A part is written to a private
// folder under UPLOADS_DIR while it arrives (never held whole in memory), its type is sniffed from
// the magic bytes, and only an accepted file is moved to `<folder>/<random>.<sniffed ext>`. Anything
// refused or interrupted is removed, so a failed upload leaves no file behind. Releasing a file
// nothing uses any more, and the sweeps of what uploads leave behind, are upload-release.server.ts's.
import { randomBytes } from 'node:crypto'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import type { MediaType } from '#db/schema.ts'
import { boundMultipartRequest } from '#app/lib/multipart-guard.server.ts'
import { isNoSpace } from '#app/lib/no-space.server.ts'
import { makePrivate, privateDir } from '#app/lib/private-files.server.ts'
import { prepareVariants } from '#app/lib/images.server.ts'
import { MAX_BYTES, storedFormat } from '#app/lib/media-types.ts'
import { uploadsRoot, type UploadFolder } from '#app/lib/upload-paths.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { recordMediaFile } from '#app/models/media-library.server.ts'
import { queueUploadCopy } from '#app/ops/replica-files.server.ts'
import { releaseUploads, sweepPartialUploads } from './upload-release.server.ts'
import { writeCounted } from './write-counted.server.ts'
import { messageOf } from '#app/lib/property.ts'

export type StoredUpload = { url: string; type: MediaType; size: number }

export type UploadRefusal = { fields: FormData } & (
  | { ok: false; status: 400; reason: 'malformed' }
  | { ok: false; status: 413; reason: 'too-large'; maxBytes: number }
  /** The text fields together went over MAX_TEXT_BYTES. */
  | { ok: false; status: 413; reason: 'fields-too-large'; maxBytes: number }
  | { ok: false; status: 415; reason: 'unsupported-type' }
  /** The disk (or the database beside it) is full: nothing was kept. */
  | { ok: false; status: 507; reason: 'no-space' }
)

/** What every door says when the disk is full (docs/security.md). */
export const NO_SPACE_MESSAGE =
  'The server has no space left for this file. Nothing was saved: please tell whoever runs the site.'

/** A file left out of an upload judged one by one (`oneByOne`): its name as sent, and why. */
export type RefusedFile = {
  filename: string
  status: 413 | 415 | 507
  reason: 'too-large' | 'unsupported-type' | 'too-many' | 'no-space'
}

export type UploadResult =
  /**
   * `files` maps each file field that carried a file to what was stored for it; `file` is the first
   * of them (forms with one file field), null when the form carried none; `fields` holds the text;
   * `refused` lists the files left out (only with `oneByOne`, else a refusal keeps nothing).
   */
  | {
      ok: true
      files: Map<string, StoredUpload>
      file: StoredUpload | null
      fields: FormData
      refused: RefusedFile[]
    }
  /** Nothing is stored, but every text field read is handed back, so the form can show it again. */
  | UploadRefusal

export type UploadOptions = {
  /** The file field to keep, or a test for several (`media.0.file`, ...); others are ignored. */
  field: string | ((name: string) => boolean)
  /** Where it is stored: a content kind's folder (`KINDS[kind].files.folder`) or the library's. */
  folder: UploadFolder
  accept: readonly MediaType[]
  /** At most this many files per request (bounds the request size); 1 unless said. */
  maxFiles?: number
  /**
   * Several files in one field (`<input type="file" multiple>`): each is kept, keyed `name`,
   * `name#1`, `name#2`...; otherwise a field's second file is ignored.
   */
  several?: boolean
  /**
   * With `several`: each file is judged on its own, so a refused one (its type, its size, one too
   * many) is left out and listed in `refused` while the others are kept (the media library).
   */
  oneByOne?: boolean
}

// Text fields share the form with the file (admin forms); they are held in memory, so all of them
// together are bounded: a cap per field alone would let many fields add up without limit.
const MAX_TEXT_BYTES = 1024 * 1024
// Multipart framing and text fields on top of the files themselves.
const REQUEST_SLACK_BYTES = 2 * 1024 * 1024
// A refused file is read to its end (not written) so the fields after it still arrive; beyond this
// much skipped data the body is abandoned and the form keeps the fields read so far.
const MAX_SKIPPED_BYTES = 64 * 1024 * 1024

const randomName = () => randomBytes(16).toString('hex')

class SkippedTooMuchError extends Error {}

/**
 * Reads a multipart request in one pass: each file in a wanted field streams to a private partial
 * file while its bytes are counted, text fields are collected, and anything refused (a file over
 * its size, a file too many, text over the budget) is read past and recorded, not thrown, so the
 * parser carries on and every text field reaches the form. Accepted files are then sniffed and
 * moved into `<folder>/`; if any one is refused, none is kept.
 */
export async function receiveUploads(
  request: Request,
  { field, folder, accept, maxFiles = 1, several = false, oneByOne = false }: UploadOptions,
): Promise<UploadResult> {
  const fields = new FormData()
  const maxBytes = Math.max(...accept.map((t) => MAX_BYTES[t]))
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes * maxFiles + REQUEST_SLACK_BYTES + MAX_SKIPPED_BYTES) {
    return { ok: false, status: 413, reason: 'too-large', maxBytes, fields }
  }
  const wanted = typeof field === 'string' ? (name: string) => name === field : field
  const partialDir = join(uploadsRoot(), '.partial')
  const partials = new Map<string, { path: string; filename: string }>()
  const refusedFiles: RefusedFile[] = []
  // Set by the handler (an object, so TypeScript does not narrow it to null after the parse).
  const refused: { as: UploadRefusal | null } = { as: null }
  let textLeft = MAX_TEXT_BYTES
  let skipLeft = MAX_SKIPPED_BYTES
  const skip = async (data: AsyncIterable<Uint8Array>) => {
    for await (const chunk of data) {
      skipLeft -= chunk.byteLength
      if (skipLeft < 0) throw new SkippedTooMuchError()
    }
  }

  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      const chunks: Uint8Array[] = []
      for await (const chunk of part.data) {
        textLeft -= chunk.byteLength
        if (textLeft >= 0) chunks.push(chunk)
      }
      if (textLeft >= 0) fields.append(part.name, Buffer.concat(chunks).toString('utf8'))
      else
        refused.as ??= {
          ok: false,
          status: 413,
          reason: 'fields-too-large',
          maxBytes: MAX_TEXT_BYTES,
          fields,
        }
      return undefined
    }
    // An empty file input still sends a part with no name: that is "no file".
    const key = several && partials.has(part.name) ? `${part.name}#${partials.size}` : part.name
    const take = part.filename && wanted(part.name) && !partials.has(key) && !refused.as
    if (take && oneByOne && partials.size >= maxFiles) {
      refusedFiles.push({ filename: part.filename!, status: 413, reason: 'too-many' })
    }
    if (!take || partials.size >= maxFiles) return void (await skip(part.data))
    privateDir(partialDir)
    const path = join(partialDir, `${randomName()}.part`)
    partials.set(key, { path, filename: part.filename! })
    if (!(await writeCounted(part.data, path, maxBytes, skip))) {
      if (!oneByOne) refused.as = { ok: false, status: 413, reason: 'too-large', maxBytes, fields }
      else {
        partials.delete(key)
        refusedFiles.push({ filename: part.filename!, status: 413, reason: 'too-large' })
      }
    }
    return undefined
  }

  const kept: StoredUpload[] = []
  try {
    // The parser overflows its call stack on long part headers: the body reaches it bounded.
    await unstable_parseMultipartFormData(boundMultipartRequest(request), handler)
    if (refused.as) return refused.as
    const files = new Map<string, StoredUpload>()
    for (const [name, { path, filename }] of partials) {
      const file = await keep(path, folder, accept)
      if (!file.ok && oneByOne) {
        // keep() refuses a file for its type or its size only.
        const type = file.refusal.status === 415
        refusedFiles.push(
          type
            ? { filename, status: 415, reason: 'unsupported-type' }
            : { filename, status: 413, reason: 'too-large' },
        )
        continue
      }
      if (!file.ok) {
        releaseUploads(
          kept.map((k) => k.url),
          { fromLibrary: true },
        )
        return { ...file.refusal, fields }
      }
      kept.push(file.upload)
      files.set(name, file.upload)
    }
    // Only a signed-in admin or a token reaches an upload: each stored file is theirs.
    for (const upload of kept)
      recordAuditOrLog({ action: 'upload', entity: 'file', detail: upload.url })
    return {
      ok: true,
      files,
      file: files.values().next().value ?? null,
      fields,
      refused: refusedFiles,
    }
  } catch (error) {
    releaseUploads(
      kept.map((k) => k.url),
      { fromLibrary: true },
    )
    if (refused.as) return refused.as
    if (isNoSpace(error)) return { ok: false, status: 507, reason: 'no-space', fields }
    if (error instanceof SkippedTooMuchError) {
      return { ok: false, status: 413, reason: 'too-large', maxBytes, fields }
    }
    // Not multipart at all (TypeError from Remix), cut-off/garbled framing or part headers (the
    // parser's Errors all start "malformed": multipart data, headers, content-disposition; so
    // does the bound on header size, app/lib/multipart-guard.server.ts), or part headers that
    // are not UTF-8 (URIError from the parser's decoding).
    if (
      error instanceof TypeError ||
      error instanceof URIError ||
      /^malformed /i.test(messageOf(error))
    ) {
      return { ok: false, status: 400, reason: 'malformed', fields }
    }
    throw error
  } finally {
    for (const { path } of partials.values()) await rm(path, { force: true })
    // A client cut off mid-part can leave its .part file (on Node 22 the file may be opened after
    // the clean-up above): each upload's end removes those an hour old, as a start does.
    void sweepPartialUploads().catch(() => {})
  }
}

type Kept =
  | { ok: true; upload: StoredUpload }
  | { ok: false; refusal: DistributiveOmit<UploadRefusal, 'fields'> }
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

async function keep(
  partial: string,
  folder: UploadFolder,
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
  privateDir(join(uploadsRoot(), folder))
  await rename(partial, join(uploadsRoot(), folder, name))
  makePrivate(join(uploadsRoot(), folder, name))
  const url = `/uploads/${folder}/${name}`
  recordMediaFile({ url, type: media.type, size })
  // With REPLICA_URL, a copy to the replica follows soon after (app/ops/replica-files.server.ts).
  queueUploadCopy(url)
  // The resized copies are made in the background: the answer does not wait for them, and a page
  // asking for one before it is done gets it made then (app/lib/images.server.ts).
  if (media.type === 'image') void prepareVariants(url).catch(() => {})
  return { ok: true, upload: { url, type: media.type, size } }
}
