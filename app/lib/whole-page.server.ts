// A page rendered whole (app/entry.server.tsx: one the page cache may keep) reaches the cache as
// the string it already is: read back through a stream, the same 100 KB was encoded, chunked and
// decoded again on every render (docs/scale.md, "A page not kept").
const texts = new WeakMap<Response, string>()

/**
 * A Response whose body is one chunk, made by `bytes` only when something reads it: no chunk is
 * asked for before a read, so a reader that takes the value kept beside it never makes it.
 */
export function oneChunkResponse(bytes: () => Uint8Array, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(bytes())
        controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  return new Response(body, init)
}

/** The rendered page as a Response; the page cache takes its text instead of reading the body. */
export function wholePage(html: string, init: ResponseInit): Response {
  const response = oneChunkResponse(() => Buffer.from(html), init)
  texts.set(response, html)
  return response
}

/** The answer's text: the rendered string when it is one, else its body read whole. */
export function textOf(response: Response): Promise<string> {
  const text = texts.get(response)
  return text === undefined ? response.text() : Promise.resolve(text)
}
