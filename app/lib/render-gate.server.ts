// Fairness under a flood, second half (docs/scale.md): a page read that is not answered from
// memory is rendered by Remix in the one event loop, and every render in progress takes its turn
// in each pass of that loop. Twenty renders at once made each pass hundreds of milliseconds long,
// and a kept page asked meanwhile waited for all of them (a cached home page answered at 2 req/s
// with a p99 of 4.7 s while 10 addresses flooded, issue 29). So at most RENDERS_AT_ONCE reads are
// rendered at a time and the others wait their turn in order; the renders take as long in all,
// but a kept page, a file or /healthz waits for two renders' steps at most. Only reads pass the
// gate: a request with a body (a form, an upload on a slow line) never holds it.

const RENDERS_AT_ONCE = 2

let running = 0
const waiting: Array<() => void> = []

/** Whether a request is a render that waits at the gate: reads other than /healthz. */
export function rendersAtTheGate(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && url.split('?')[0] !== '/healthz'
}

/**
 * Runs `render` (to the point where its answer is ready to send) when fewer than RENDERS_AT_ONCE
 * others are running; otherwise once one ahead of it ends.
 */
export async function atTheRenderGate<T>(render: () => Promise<T>): Promise<T> {
  if (running < RENDERS_AT_ONCE) running++
  else await new Promise<void>((start) => waiting.push(start))
  try {
    return await render()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/** Renders running and waiting (for tests). */
export const renderGate = () => ({ running, waiting: waiting.length })
