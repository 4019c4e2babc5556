// A page rendered whole (app/entry.server.tsx: one the page cache may keep) reaches the cache as
// the string it already is: read back through a stream, the same 100 KB was encoded, chunked and
// decoded again on every render (docs/scale.md, "A page not kept").
const texts = new WeakMap<Response, string>()

/** The rendered page as a Response; its bytes are made only if something reads its body. */
export function wholePage(html: string, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(Buffer.from(html))
        controller.close()
      },
    },
    // No chunk is asked for before a read: the page cache takes the text instead.
    { highWaterMark: 0 },
  )
  const response = new Response(body, init)
  texts.set(response, html)
  return response
}

/** The answer's text: the rendered string when it is one, else its body read whole. */
export function textOf(response: Response): Promise<string> {
  const text = texts.get(response)
  return text === undefined ? response.text() : Promise.resolve(text)
}
