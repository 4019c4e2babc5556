// The compressed copies of a kept page (docs/scale.md). A cache fill compresses fast (brotli 5,
// gzip 6: about a millisecond for a 28 KB page, in zlib's threads), so no answer waits on the slow
// settings; a page asked for again is recompressed at the highest levels (brotli 11, gzip 9) in
// the background, one page at a time, and its entry takes the smaller copies. Same bytes once
// decoded, so the ETag stays.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * `open`: the compressed copies end on a flush instead of the stream's end, so that more bytes can
 * follow them (a kept page's form stamp: stamped-body.server.ts).
 */
export type Bodies = {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
  best?: boolean
  open?: boolean
}

const LEVELS = { fast: { br: 5, gzip: 6 }, best: { br: 11, gzip: 9 } }

export async function compressBodies(
  identity: Buffer,
  how: keyof typeof LEVELS,
  { open = false } = {},
): Promise<Bodies> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      ...(open ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}),
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[how].br,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, {
      level: LEVELS[how].gzip,
      ...(open ? { finishFlush: constants.Z_SYNC_FLUSH } : {}),
    }),
  ])
  return { identity, br, gzip: gz, best: how === 'best', open }
}

let queue: Promise<unknown> = Promise.resolve()
const queued = new WeakSet<Bodies>()

/**
 * Recompresses `bodies` at the highest levels after the answers already queued, then hands the
 * copies to `replace` (which keeps them only if the entry is still the one kept).
 */
export function compressBestLater(bodies: Bodies, replace: (best: Bodies) => void) {
  if (bodies.best || !bodies.br || queued.has(bodies)) return
  queued.add(bodies)
  queue = queue.then(() =>
    compressBodies(bodies.identity, 'best', { open: bodies.open }).then(replace, () => {}),
  )
}

/** Resolves once every recompression asked so far is done (tests). */
export const recompressed = () => queue
