// A file part streamed to disk with a limit (app/media/write-counted.server.ts): the stream's
// failures are the function's answer, never an error event left to the process, which stopped the
// whole site on Node 22 when an image over its limit was let go with a write still in flight.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { writeCounted } from '#app/media/write-counted.server.ts'

async function* chunks(...sizes: number[]) {
  for (const size of sizes) yield new Uint8Array(size).fill(7)
}

/** A `skip` that reads the rest of the part and says how many bytes it dropped. */
function dropper() {
  const dropped = { bytes: 0 }
  const skip = async (rest: AsyncIterable<Uint8Array>) => {
    for await (const chunk of rest) dropped.bytes += chunk.byteLength
  }
  return { dropped, skip }
}

test('a part within its limit is written whole', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'counted-')), 'part')
  expect(await writeCounted(chunks(4, 4), path, 8, dropper().skip)).toBe(true)
  expect(readFileSync(path)).toHaveLength(8)
})

test('over its limit, with writes in flight: what was written goes, the rest is read and dropped', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'counted-')), 'part')
  // Many writes queued without waiting (each under the stream's mark), then one over the limit.
  const sizes = [...Array.from({ length: 20 }, () => 1024), 64 * 1024, 512, 512]
  const { dropped, skip } = dropper()
  expect(await writeCounted(chunks(...sizes), path, 30 * 1024, skip)).toBe(false)
  expect(existsSync(path)).toBe(false)
  expect(dropped.bytes).toBe(1024)
})

test('a file that cannot be written is refused as an error of the call, not of the process', async () => {
  const path = join(tmpdir(), 'no-such-folder-for-counted', 'part')
  await expect(writeCounted(chunks(4), path, 8, dropper().skip)).rejects.toMatchObject({
    code: 'ENOENT',
  })
})
