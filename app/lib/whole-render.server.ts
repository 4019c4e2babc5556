// A page the cache may keep is read whole before anything is sent (app/entry.server.tsx), so it
// need not stream: rendered to one string by React's synchronous renderer, it skips the stream's
// chunks, their UTF-8 encoding into small buffers and the decoding of the whole page afterwards
// (docs/scale.md, "A page not kept"). What made the render wait is Remix's data stream, which its
// StreamTransfer reads a chunk at a time and suspends for: read whole first, it is all at hand.
import type { EntryContext } from '@remix-run/node'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>

/**
 * Reads Remix's data stream (the loaders' data, turbo-stream encoded) to its end into the cache
 * StreamTransfer looks in before it reads, one entry per chunk exactly as it would have read and
 * decoded them, so it renders the same scripts without suspending. The stream ends within Remix's
 * own stream timeout, whatever the loaders' promises do.
 */
export async function readDataWhole(context: EntryContext) {
  const stream = context.serverHandoffStream
  if (!stream || !context.renderMeta) return
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const cache: StreamCache = {}
  for (let id = 0; ; id++) {
    try {
      const { done, value } = await reader.read()
      const result = { done, value: decoder.decode(value, { stream: true }) }
      cache[id] = Object.assign(Promise.resolve(), { result })
      if (done) break
    } catch (error) {
      // Rendered as StreamTransfer renders a failed read: the boundary's error.
      cache[id] = Object.assign(Promise.resolve(), { error })
      break
    }
  }
  reader.releaseLock()
  context.renderMeta.streamCache = cache
  // Each render's RemixServer takes a reader of the stream, which StreamTransfer leaves unread
  // while the cache has its chunks: an empty stream for each, so a second render (the streaming
  // renderer after renderWhole gave up) does not find the first one's reader holding it.
  Object.defineProperty(context, 'serverHandoffStream', {
    configurable: true,
    enumerable: true,
    get: () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }),
  })
}

// The streaming renderer writes a doctype before a root <html>; the synchronous one does not.
const DOCTYPE = '<!DOCTYPE html>'

// React's marker of a boundary left for the browser to render: what renderToString writes for
// one that suspended or failed, where the streaming renderer would have waited or reported it.
const CLIENT_RENDERED = '<!--$!-->'

/**
 * The page as one string, what `after` gives (once React is done) at its end; or null when it
 * cannot be rendered in one synchronous pass (something suspended or failed) or its root is not
 * <html>: the caller renders it with the streaming renderer then, which waits for what suspended
 * and answers an error as it always did. React's output is many pieces joined; the page is made
 * whole once, by the check below (each copy of a page of 100,000 characters, two bytes each when
 * a line is in Arabic, is an object of the old generation: docs/scale.md, "A page not kept").
 */
export function renderWhole(app: ReactElement, after: () => string | null): string | null {
  let html: string
  try {
    html = renderToString(app)
  } catch {
    return null
  }
  const page = DOCTYPE + html + (after() ?? '')
  return page.includes(CLIENT_RENDERED) || !page.startsWith(`${DOCTYPE}<html`) ? null : page
}
