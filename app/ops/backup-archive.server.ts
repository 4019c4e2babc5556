// The whole-site backup archive (docs/decisions/015-backup-archive.md): one .tar.gz holding
// `database/site.db`, every file under `uploads/`, and `manifest.json` last, which names each file
// with its size and SHA-256. Written in one streamed pass: each file is hashed as it goes into the
// archive, never held in memory. Read back in one pass too: every entry is checked before a byte of
// it lands, in folders that the caller swaps in only once the whole archive has proved sound.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, statfsSync } from 'node:fs'
import { mkdir, open, readdir, utimes } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { createGzip, type Gzip } from 'node:zlib'
import { Header, Parser, Pax, type ReadEntry } from 'tar'
import { z } from 'zod'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/lib/private-files.server.ts'

export const ARCHIVE_FORMAT = 'agency-site-backup'
export const ARCHIVE_FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'
export const DATABASE_ENTRY = 'database/site.db'
export const UPLOADS_PREFIX = 'uploads/'

// Bounds on what a restore reads, whatever the archive claims: a marketing site holds thousands of
// files and some gigabytes; these are far above that and far below what would exhaust the machine.
const MAX_ENTRIES = 1_000_000
const MAX_TOTAL_BYTES = 512 * 1024 ** 3
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024
const MAX_PATH_CHARS = 1024
// What a restore leaves free on the disk it extracts to.
const FREE_SPACE_MARGIN = 64 * 1024 * 1024
// gzip cannot shrink data by more than about 1032:1; the total-size bound does the real work.
const MAX_DECOMPRESSION_RATIO = 1100

/** A restore or a backup that was refused; its message says why, for the operator. */
export class BackupRefused extends Error {}

const FileSchema = z.object({
  path: z.string().min(1).max(MAX_PATH_CHARS),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ArchiveFile = z.infer<typeof FileSchema>

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  appVersion: z.string().max(100),
  createdAt: z.iso.datetime(),
  // The schema the database is at: how many migrations it has had, and the newest one's stamp.
  database: z.object({
    migrations: z.number().int().min(0),
    lastMigrationAt: z.number().int().min(0),
  }),
  files: z.array(FileSchema).max(MAX_ENTRIES),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** A file to put in the archive: its name there, and where it is on disk now. */
export type ArchiveSource = { path: string; from: string }

const pad = (size: number) => Buffer.alloc((512 - (size % 512)) % 512)

// Photos, videos and sounds are compressed already: deflating them again takes gzip's full time
// (about 30 MB/s on a loaded 2-core machine) and saves nothing, so they are stored (level 0, about
// 150 MB/s); the database and everything else is deflated. The archive is then several gzip members
// one after the other, which gzip, GNU tar, Node and the `tar` package all read as one stream
// (zlib's params() would switch the level within one member, but here it did not speed anything).
const STORED = /\.(jpe?g|png|webp|gif|avif|mp4|m4v|webm|ogv|mov|mp3|ogg|oga|opus|aac|m4a)$/i
const DEFLATED = 6
type Piece = Buffer | { level: number }

/** The header block of a plain file, after a PAX header when its path is too long for ustar. */
function fileHeader(path: string, size: number, mtime: Date): Buffer[] {
  const header = new Header({ path, mode: PRIVATE_FILE_MODE, size, mtime, type: 'File' })
  const needsPax = header.encode()
  const blocks = needsPax ? [new Pax({ path, size, mtime }).encode()] : []
  return [...blocks, header.block!]
}

async function* tarBlocks(
  sources: ArchiveSource[],
  files: ArchiveFile[],
  manifest: () => Buffer,
): AsyncGenerator<Piece> {
  for (const source of sources) {
    yield { level: STORED.test(source.path) ? 0 : DEFLATED }
    // Open first, then measure: a file removed afterwards is still read whole through this handle.
    const handle = await open(source.from, 'r')
    try {
      const { size, mtime } = await handle.stat()
      yield* fileHeader(source.path, size, mtime)
      const hash = createHash('sha256')
      let read = 0
      if (size > 0) {
        for await (const chunk of handle.createReadStream({ start: 0, end: size - 1 })) {
          hash.update(chunk as Buffer)
          read += (chunk as Buffer).length
          yield chunk as Buffer
        }
      }
      if (read !== size) throw new Error(`${source.from} changed while it was being read`)
      yield pad(size)
      files.push({ path: source.path, size, sha256: hash.digest('hex') })
    } finally {
      await handle.close()
    }
  }
  const text = manifest()
  yield { level: DEFLATED }
  yield* fileHeader(MANIFEST_ENTRY, text.length, new Date())
  yield text
  yield pad(text.length)
  // The end of a tar archive: two empty blocks.
  yield Buffer.alloc(1024)
}

/**
 * Streams `sources` into a gzipped tar at `target`, the manifest (with each file's SHA-256, taken
 * as the file was written) last. Returns the manifest.
 */
export async function writeArchive(
  target: string,
  sources: ArchiveSource[],
  about: Omit<Manifest, 'format' | 'formatVersion' | 'files'>,
): Promise<Manifest> {
  const files: ArchiveFile[] = []
  let manifest: Manifest | undefined
  const finish = () => {
    manifest = { format: ARCHIVE_FORMAT, formatVersion: ARCHIVE_FORMAT_VERSION, ...about, files }
    return Buffer.from(JSON.stringify(manifest, null, 1))
  }
  const out = createWriteStream(target, { mode: PRIVATE_FILE_MODE })
  let gzip: Gzip | undefined
  let level: number | undefined
  let failure: Error | undefined
  // A full disk: stop the member being written, whose next drain then never comes.
  out.on('error', (error) => {
    failure ??= error
    gzip?.destroy(error)
  })
  const endMember = async () => {
    if (!gzip) return
    const ended = once(gzip, 'end')
    gzip.end()
    await ended
    gzip = undefined
  }
  try {
    for await (const piece of tarBlocks(sources, files, finish)) {
      if (!Buffer.isBuffer(piece)) {
        if (piece.level === level) continue
        await endMember()
        level = piece.level
        gzip = createGzip({ level })
        gzip.pipe(out, { end: false })
      } else if (!gzip!.write(piece)) {
        await once(gzip!, 'drain')
      }
    }
    await endMember()
  } catch (error) {
    failure ??= error as Error
  }
  const closed = once(out, 'close')
  out.end()
  await closed
  if (failure) throw failure
  // On disk before it is called a backup (the rename that follows is then atomic and durable).
  const handle = await open(target, 'r+')
  await handle.sync()
  await handle.close()
  return manifest!
}

/** The entry's place: the manifest, the database, or a path under the uploads folder. */
function classify(
  path: string,
): { kind: 'manifest' | 'database' } | { kind: 'upload'; rest: string } {
  if (path === MANIFEST_ENTRY) return { kind: 'manifest' }
  if (path === DATABASE_ENTRY) return { kind: 'database' }
  const segments = path.split('/')
  const unsafe =
    path.length > MAX_PATH_CHARS ||
    !path.startsWith(UPLOADS_PREFIX) ||
    /[\\\0]/.test(path) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  if (unsafe || segments.length < 2) {
    throw new BackupRefused(`the archive holds an unsafe or unknown path: ${JSON.stringify(path)}`)
  }
  return { kind: 'upload', rest: segments.slice(1).join('/') }
}

/** Copies an entry to `target`, hashing it on the way; resolves once the file is closed. */
async function land(
  entry: ReadEntry,
  target: string,
  aborted: AbortSignal,
): Promise<Omit<ArchiveFile, 'path'>> {
  await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
  aborted.throwIfAborted()
  const out = createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE })
  const hash = createHash('sha256')
  let size = 0
  entry.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    size += chunk.length
    if (!out.write(chunk)) {
      entry.pause()
      out.once('drain', () => entry.resume())
    }
  })
  entry.on('end', () => out.end())
  // An entry cut short by a refusal of a later one never ends: its file must not be waited for,
  // only its closing, so that the caller's clean-up comes after the file was created and closed.
  try {
    await once(out, 'close', { signal: aborted })
  } catch (error) {
    if (!out.closed) {
      const closed = once(out, 'close').catch(() => {})
      out.destroy()
      await closed
    }
    throw error
  }
  if (entry.mtime) await utimes(target, entry.mtime, entry.mtime)
  return { size, sha256: hash.digest('hex') }
}

/** Free bytes on the disk that holds `dir`, or Infinity where the system cannot say. */
function freeBytes(dir: string): number {
  try {
    const { bavail, bsize } = statfsSync(dir)
    return bavail * bsize
  } catch {
    return Infinity
  }
}

/**
 * Reads the archive at `source` once, writing the database to `to.database` and the uploads under
 * `to.uploads` (a folder that must not exist yet), and proves the whole of it: only plain files at
 * known, relative paths, each once, within a sane total size; the manifest present and well-formed;
 * every file in the manifest and nothing else, each with its size and SHA-256. Throws BackupRefused
 * otherwise; what it wrote is then the caller's to remove.
 */
export async function readArchive(
  source: string,
  to: { database: string; uploads: string },
): Promise<Manifest> {
  const uploadsRoot = resolve(to.uploads)
  await mkdir(uploadsRoot, { mode: PRIVATE_DIR_MODE })
  const budget = Math.min(MAX_TOTAL_BYTES, freeBytes(uploadsRoot) - FREE_SPACE_MARGIN)
  const landed = new Map<string, Omit<ArchiveFile, 'path'>>()
  const seen = new Set<string>()
  const writes: Promise<void>[] = []
  let manifestText = ''
  let total = 0
  let failure: Error | undefined

  const parser = new Parser({ strict: true, maxDecompressionRatio: MAX_DECOMPRESSION_RATIO })
  const abort = new AbortController()
  const refuse = (entry: ReadEntry, error: Error) => {
    failure ??= error
    entry.resume()
    parser.abort(error)
    abort.abort(error)
  }
  parser.on('entry', (entry: ReadEntry) => {
    // Once refused or broken, nothing more lands: an entry the parser still had buffered would
    // otherwise create a file while the caller cleans the staging folder up.
    if (abort.signal.aborted) return void entry.resume()
    try {
      const { path, type, size } = entry
      if (type !== 'File' && type !== 'OldFile') {
        throw new BackupRefused(`the archive holds a ${type} entry (${JSON.stringify(path)})`)
      }
      const place = classify(path)
      if (seen.has(path)) throw new BackupRefused(`the archive holds ${path} twice`)
      seen.add(path)
      if (seen.size > MAX_ENTRIES) throw new BackupRefused('the archive holds too many files')
      total += size
      if (total > budget) {
        throw new BackupRefused(
          `the archive unpacks to more than ${Math.max(0, Math.floor(budget / 1024 ** 2))} MB, ` +
            'more than the disk has free',
        )
      }
      if (place.kind === 'manifest') {
        if (size > MAX_MANIFEST_BYTES) throw new BackupRefused('the manifest is too large')
        const chunks: Buffer[] = []
        entry.on('data', (chunk: Buffer) => chunks.push(chunk))
        entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')))
        return
      }
      const target =
        place.kind === 'upload' ? resolve(uploadsRoot, place.rest) : resolve(to.database)
      if (place.kind === 'upload' && !target.startsWith(uploadsRoot + sep)) {
        throw new BackupRefused(`the archive holds an unsafe path: ${JSON.stringify(path)}`)
      }
      writes.push(
        land(entry, target, abort.signal).then(
          (file) => void landed.set(path, file),
          (error: Error) => refuse(entry, error),
        ),
      )
    } catch (error) {
      refuse(entry, error as Error)
    }
  })

  const done = new Promise<void>((resolveDone, reject) => {
    parser.on('end', () => resolveDone())
    parser.on('error', (error: Error) => {
      abort.abort(error)
      reject(error)
    })
  })
  const input = createReadStream(source)
  input.on('error', (error) => parser.abort(error))
  input.pipe(parser as unknown as NodeJS.WritableStream)
  try {
    await done
  } catch (error) {
    throw failure ?? new BackupRefused(`the archive is damaged: ${(error as Error).message}`)
  } finally {
    input.destroy()
    // Every landing started, including any begun while the last ones settled, is over before the
    // caller may remove what they wrote.
    for (let settled = -1; settled !== writes.length;) {
      settled = writes.length
      await Promise.allSettled(writes)
    }
  }
  if (failure) throw failure

  return checkManifest(manifestText, seen.has(MANIFEST_ENTRY), landed)
}

function checkManifest(
  text: string,
  present: boolean,
  landed: Map<string, Omit<ArchiveFile, 'path'>>,
): Manifest {
  if (!present)
    throw new BackupRefused('the archive has no manifest: it is not a backup of this site')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupRefused('the manifest is not valid JSON')
  }
  const parsed = ManifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new BackupRefused(
      `the manifest is not one this version reads (${issue.path.join('.')}: ${issue.message})`,
    )
  }
  const manifest = parsed.data
  const listed = new Set(manifest.files.map((f) => f.path))
  if (listed.size !== manifest.files.length)
    throw new BackupRefused('the manifest lists a file twice')
  if (!listed.has(DATABASE_ENTRY)) throw new BackupRefused('the archive holds no database')
  for (const file of manifest.files) {
    const got = landed.get(file.path)
    if (!got) throw new BackupRefused(`${file.path} is in the manifest but not in the archive`)
    if (got.size !== file.size || got.sha256 !== file.sha256) {
      throw new BackupRefused(`${file.path} does not match its checksum: the archive is damaged`)
    }
  }
  for (const path of landed.keys()) {
    if (!listed.has(path))
      throw new BackupRefused(`${path} is in the archive but not in the manifest`)
  }
  return manifest
}

/** Every file under `root`, as paths relative to it with `/`, skipping `skip` at its top. */
export async function listFiles(root: string, skip: ReadonlySet<string>): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    entries.sort((a, b) => (a.name < b.name ? -1 : 1))
    for (const entry of entries) {
      if (!prefix && skip.has(entry.name)) continue
      const relative = prefix + entry.name
      // Only plain files and folders: a link or a socket is nothing the site wrote.
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${relative}/`)
      else if (entry.isFile()) found.push(relative)
    }
  }
  await walk(root, '')
  return found
}
