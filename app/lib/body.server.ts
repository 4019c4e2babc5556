// Request bodies read with a byte cap, for the /api JSON door and the public web forms alike.

/**
 * The whole body, or null when it is larger than `maxBytes`. A declared Content-Length over the cap
 * is refused before anything is read; the bytes are also counted while reading, because a chunked
 * body has no Content-Length to trust.
 */
export async function readCappedBody(
  request: Request,
  maxBytes: number,
): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBytes) return null
      chunks.push(chunk)
    }
  }
  return Buffer.concat(chunks)
}
