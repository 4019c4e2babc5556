// Fairness under a flood, second half (docs/scale.md): a page read that is not answered from memory
// is rendered by Remix in the one event loop, and every render in progress takes its turn in each
// pass of that loop. Twenty renders at once made each pass hundreds of milliseconds long, and a
// kept page asked meanwhile waited for all of them (a cached home page answered at 2 req/s with a
// p99 of 4.7 s while 10 addresses flooded: docs/scale.md). So at most RENDERS_AT_ONCE reads are
// rendered at a time and the others wait their turn in order; the renders take as long in all, but
// a kept page, a file or /healthz waits for two renders' steps at most. A form's answer is rendered
// the same way (forty wrong sign-ins at once held /healthz for 350 ms: docs/security.md), but only
// once its whole body has arrived, so a sender on a slow line never holds a place: a small body of
// a declared length is received first and then waits its turn; an upload or a body of unknown
// length never passes the gate.

import { createSlots } from '#app/lib/slots.ts'

const RENDERS_AT_ONCE = 2
const slots = createSlots(RENDERS_AT_ONCE)

/** The largest body received whole before the gate: any form of the site, never a file. */
export const SMALL_BODY_BYTES = 64 * 1024

/**
 * How a request passes the gate: 'read' waits its turn; 'body' is received whole first (see
 * `receivedWhole`), then waits; null never waits (/healthz, uploads, bodies of unknown length).
 */
export function gateFor(method: string, url: string, headers: Headers): 'read' | 'body' | null {
  if (url.split('?')[0] === '/healthz') return null
  if (method === 'GET' || method === 'HEAD') return 'read'
  const length = headers.get('Content-Length')
  const multipart = /^multipart\//i.test(headers.get('Content-Type') ?? '')
  return !multipart &&
    length !== null &&
    /^\d{1,9}$/.test(length) &&
    Number(length) <= SMALL_BODY_BYTES
    ? 'body'
    : null
}

/** The request with its body received, or null when the sender stopped before the end of it. */
export async function receivedWhole(request: Request): Promise<Request | null> {
  const body = await request.arrayBuffer().catch(() => null)
  if (!body) return null
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body.byteLength > 0 ? body : null,
    signal: request.signal,
  })
}

/**
 * Runs `render` (to the point where its answer is ready to send) when fewer than RENDERS_AT_ONCE
 * others are running; otherwise once one ahead of it ends.
 */
export function atTheRenderGate<T>(render: () => Promise<T>): Promise<T> {
  return slots.run(render)
}

/** Renders running and waiting (for tests). */
export const renderGate = () => slots.state()
