// A file part streamed to disk with a limit (upload-store.server.ts): past it, what was written is
// removed and the rest of the part is read and dropped, so the form's later fields still arrive.
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { PRIVATE_FILE_MODE } from '#app/lib/private-files.server.ts'

/**
 * Writes a file part to `path`, counting its bytes; past `maxBytes` it stops writing, removes what
 * was written and skips the rest of the part. True when the whole part was written.
 */
export async function writeCounted(
  data: AsyncIterable<Uint8Array>,
  path: string,
  maxBytes: number,
  skip: (data: AsyncIterable<Uint8Array>) => Promise<void>,
): Promise<boolean> {
  const out = createWriteStream(path, { mode: PRIVATE_FILE_MODE })
  // The stream's error is read here, never left to the process: a write still in flight when the
  // part runs over its limit fails once the stream is let go, and from Node 22 that failure is an
  // 'error' event, which without a listener stopped the whole site (an image of 12 MB did).
  let failure: Error | undefined
  out.on('error', (error) => (failure ??= error))
  const letGo = async () => {
    if (out.closed) return
    const closed = new Promise<void>((done) => out.once('close', () => done()))
    out.destroy()
    await closed
  }
  const iterator = data[Symbol.asyncIterator]()
  let size = 0
  try {
    for (let chunk = await iterator.next(); !chunk.done; chunk = await iterator.next()) {
      size += chunk.value.byteLength
      if (size > maxBytes) {
        await letGo()
        await rm(path, { force: true })
        await skip({ [Symbol.asyncIterator]: () => iterator })
        return false
      }
      if (failure) throw failure
      if (!out.write(chunk.value)) await once(out, 'drain')
    }
    await new Promise<void>((done, fail) =>
      out.end((error?: Error | null) => (error ? fail(error) : done())),
    )
    return true
  } catch (error) {
    await letGo()
    throw error
  }
}
