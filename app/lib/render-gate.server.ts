// Fairness under a flood, second half (docs/scale.md): a page read that is not answered from
// memory is rendered by Remix in the one event loop, and every render in progress takes its turn
// in each pass of that loop. Twenty renders at once made each pass hundreds of milliseconds long,
// and a kept page asked meanwhile waited for all of them (a cached home page answered at 2 req/s
// with a p99 of 4.7 s while 10 addresses flooded, issue 29). So at most RENDERS_AT_ONCE reads are
// rendered at a time and the others wait their turn in order; the renders take as long in all,
// but a kept page, a file or /healthz waits for two renders' steps at most. Only reads pass the
// gate: a request with a body (a form, an upload on a slow line) never holds it.

import { createSlots } from '#app/lib/slots.ts'

const RENDERS_AT_ONCE = 2
const slots = createSlots(RENDERS_AT_ONCE)

/** Whether a request is a render that waits at the gate: reads other than /healthz. */
export function rendersAtTheGate(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && url.split('?')[0] !== '/healthz'
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
