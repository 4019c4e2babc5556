// Reads a whole-site backup archive (backup-archive.server.ts has its format) in one pass: every
// entry is checked before a byte of it lands, in folders that the caller swaps in only once the
// whole archive has proved sound.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, statfsSync } from 'node:fs'
import { mkdir, utimes } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { Parser, type ReadEntry } from 'tar'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/lib/private-files.server.ts'
import {
  BackupRefused,
  DATABASE_ENTRY,
  FREE_SPACE_MARGIN,
  MANIFEST_ENTRY,
  ManifestSchema,
  MAX_DECOMPRESSION_RATIO,
  MAX_ENTRIES,
  MAX_MANIFEST_BYTES,
  MAX_PATH_CHARS,
  MAX_TOTAL_BYTES,
  UPLOADS_PREFIX,
  type ArchiveFile,
  type Manifest,
} from './backup-archive.server.ts'

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
      refuse(entry, error instanceof Error ? error : new Error(String(error)))
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
  input.pipe(parser as unknown as NodeJS.WritableStream) // tar's Minipass parser, untyped for pipe
  try {
    await done
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    throw failure ?? new BackupRefused(`the archive is damaged: ${why}`)
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
