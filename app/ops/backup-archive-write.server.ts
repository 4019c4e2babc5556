// Writes the whole-site backup archive (backup-archive.server.ts has its format) in one streamed
// pass: each file is hashed as it goes into the archive, never held in memory, and the manifest
// that names them all comes last.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { open, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createGzip, type Gzip } from 'node:zlib'
import { Header, Pax } from 'tar'
import { PRIVATE_FILE_MODE } from '#app/lib/private-files.server.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type ArchiveFile,
  type ArchiveSource,
  type Manifest,
} from './backup-archive.server.ts'

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
        // A file stream without an encoding reads Buffers (its iterator is typed any).
        for await (const chunk of handle.createReadStream({ start: 0, end: size - 1 })) {
          const bytes: Buffer = chunk
          hash.update(bytes)
          read += bytes.length
          yield bytes
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
    failure ??= error instanceof Error ? error : new Error(String(error))
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
