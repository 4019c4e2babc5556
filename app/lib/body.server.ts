// Request bodies read with a byte cap, for the /api JSON door and the web forms alike. Nothing that
// anyone may post without signing in is handed to a parser before it is known to be small
// (docs/security.md has the caps).

/** The cap for bodies that anyone may send: sign-in, setup, the theme toggle. */
export const SMALL_BODY_BYTES = 16 * 1024

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
    // Node's web streams are async iterable; the DOM types the body is declared with say not.
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBytes) return null
      chunks.push(chunk)
    }
  }
  return Buffer.concat(chunks)
}

export function bodyTooLarge(maxBytes: number): Response {
  return new Response(`The form is too large to send (over ${maxBytes / 1024} KB).`, {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/** The form's fields from already-read bytes; anything unparsable is an empty form. */
export function formFromBytes(request: Request, bytes: Buffer<ArrayBuffer>): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  return new Response(bytes, { headers: { 'Content-Type': type } })
    .formData()
    .catch(() => new FormData())
}

/** A posted form of at most `maxBytes`; throws the 413 answer otherwise. */
export async function readSmallForm(
  request: Request,
  maxBytes = SMALL_BODY_BYTES,
): Promise<FormData> {
  const bytes = await readCappedBody(request, maxBytes)
  if (!bytes) throw bodyTooLarge(maxBytes)
  return formFromBytes(request, bytes)
}

/**
 * The posted form of a request whose size another layer bounds (the admin's forms). A body that is
 * not a form (no body, JSON, a broken multipart) reads as an empty form, which the action's
 * validation then refuses as it would any incomplete post: a bad request, never a 500.
 */
export function readPostedForm(request: Request): Promise<FormData> {
  // eslint-disable-next-line no-restricted-syntax -- the one place that may call it
  return request.formData().catch(() => new FormData())
}

/**
 * A copy of `request` whose body is its form, known to be at most `maxBytes` and re-encoded as
 * urlencoded, for code that reads the body itself (remix-auth-form's strategy reads a clone of all
 * of it): a body that is not a form reaches it as an empty one. Throws the 413 answer when larger.
 */
export async function boundedRequest(request: Request, maxBytes = SMALL_BODY_BYTES) {
  const bytes = await readCappedBody(request, maxBytes)
  if (!bytes) throw bodyTooLarge(maxBytes)
  const fields = new URLSearchParams()
  for (const [name, value] of await formFromBytes(request, bytes)) {
    if (typeof value === 'string') fields.append(name, value)
  }
  const headers = new Headers(request.headers)
  headers.set('Content-Type', 'application/x-www-form-urlencoded')
  headers.delete('Content-Length')
  return new Request(request.url, { method: request.method, headers, body: fields })
}
