// Bounds what reaches Remix's multipart parser (@web3-storage/multipart-parser 1.0.0, under
// `unstable_parseMultipartFormData`), which overflows the call stack on two shapes of input:
//
// - a long part header: each header line is decoded with `String.fromCharCode.apply(null, bytes)`
//   (`arrayToString` in its utils), which throws `RangeError: Maximum call stack size exceeded`
//   past about 120,000 bytes on Node 20's default stack. Found by the long fuzz
//   (tests/stress/fuzz.test.ts): a file name of 150,000+ characters answered 500;
// - a large chunk full of CRLFs: each chunk is cut at every CRLF and glued back with
//   `mergeArrays(...tokens)`, one argument per piece.
//
// The package is archived and its repository takes no fixes (web3-storage/multipart-parser; the
// Remix issue remix-run/remix#10021 names its other parsing bugs), so the input is bounded here:
// the body is handed on in chunks of at most 16 KiB, and the header block of a part (from a
// boundary to the blank line that ends its headers) may hold at most 16 KiB. Past that the stream
// fails with an error whose message starts "malformed", like the parser's own, so the upload door
// answers 400. A browser's part headers are a few hundred bytes (a file name is at most 255).
// Its header lines are also decoded as UTF-8 with `decodeURIComponent`, which throws `URIError`
// on bytes that are not UTF-8: receiveUploads answers that 400 too.

/** The most a part's header block may hold: its name, file name and content type. */
export const MAX_PART_HEADER_BYTES = 16 * 1024
/** The largest chunk handed to the parser. */
export const MAX_PARSER_CHUNK_BYTES = 16 * 1024

const BLANK_LINE = Buffer.from('\r\n\r\n')

/** The boundary exactly as Remix's parser reads it from the Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const [type, boundary] = contentType.split(/\s*;\s*boundary=/)
  return type === 'multipart/form-data' && boundary ? boundary : null
}

/**
 * A stream that passes `body` through unchanged but in chunks of at most MAX_PARSER_CHUNK_BYTES,
 * and errors when the bytes between a boundary (`--<boundary>`) and the next blank line exceed
 * MAX_PART_HEADER_BYTES. Like the parser, it finds boundaries anywhere in the stream (not only
 * after a line break), and a boundary inside a header block is part of that block.
 */
export function boundMultipartStream(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  maxHeaderBytes = MAX_PART_HEADER_BYTES,
): ReadableStream<Uint8Array> {
  const needle = Buffer.from(`--${boundary}`)
  let inHeaders = false
  let headerBytes = 0
  // The last bytes seen, enough to find a needle or a blank line cut between two chunks.
  let carry: Buffer = Buffer.alloc(0)

  const scan = (chunk: Buffer) => {
    // `carry` was scanned with the previous chunk (and its header bytes counted): a match found
    // now ends in the new bytes, which start at `fresh`.
    const data = Buffer.concat([carry, chunk])
    const fresh = carry.length
    let pos = 0
    for (;;) {
      if (inHeaders) {
        const end = data.indexOf(BLANK_LINE, pos)
        const upTo = end === -1 ? data.length : end + BLANK_LINE.length
        headerBytes += upTo - Math.max(pos, fresh)
        if (headerBytes > maxHeaderBytes) {
          throw new Error(
            `malformed multipart-form header: a part's headers are over ${maxHeaderBytes} bytes`,
          )
        }
        if (end === -1) break
        inHeaders = false
        pos = upTo
      } else {
        const at = data.indexOf(needle, pos)
        if (at === -1) break
        inHeaders = true
        headerBytes = 0
        pos = at + needle.length
      }
    }
    // Enough to find a needle or a blank line cut between this chunk and the next, never bytes
    // a match already took.
    const keep = (inHeaders ? BLANK_LINE : needle).length - 1
    carry = Buffer.from(data.subarray(Math.max(pos, data.length - keep)))
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        for (let start = 0; start < chunk.byteLength; start += MAX_PARSER_CHUNK_BYTES) {
          const piece = chunk.subarray(start, start + MAX_PARSER_CHUNK_BYTES)
          scan(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength))
          controller.enqueue(piece)
        }
      },
    }),
  )
}

/**
 * The same request with its multipart body bounded for the parser (see above); a request that is
 * not multipart or has no body is returned as it is (the parser refuses it with a TypeError).
 */
export function boundMultipartRequest(request: Request): Request {
  const boundary = multipartBoundary(request.headers.get('Content-Type') ?? '')
  if (!boundary || !request.body) return request
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: boundMultipartStream(request.body, boundary),
    signal: request.signal,
    // Node's fetch needs this for a streamed body; the DOM's RequestInit does not know it.
    duplex: 'half',
  } as RequestInit)
}
