// Stores pageviews: the ones counted meanwhile share one transaction (group commit, as leads do in
// app/models/leads.server.ts), each answered only once its commit is done, so a beacon answered 204
// is stored; pages counted as they are served are queued and stored a few times a second, nobody
// waiting (queuePageview). Repeated texts become integers (analytics_strings). Daily budgets bound
// what a flood of fake pageviews can store: past ANALYTICS_DAILY_LIMIT pageviews are dropped and
// counted as dropped; past ANALYTICS_DAILY_TEXT_BYTES of new texts, a pageview's new referrer and
// utm values are not stored (its channel still says where it came from).
import {
  storeRows,
  type Outcome,
  type Pageview,
  type PageviewOrigin,
} from './pageview-rows.server.ts'

export type { Outcome, Pageview, PageviewOrigin } from './pageview-rows.server.ts'

type Waiting = {
  view: Pageview
  now: number
  resolve?: (outcome: Outcome) => void
  reject?: (error: unknown) => void
}

// Pages counted as served wait this long (or for this many) to share one transaction.
const QUEUE_MS = 250
const QUEUE_MAX = 5_000

let waiting: Waiting[] = []
let flushing = false
let queueTimer: NodeJS.Timeout | undefined

// Pages counted as served wait in columns, not as an object each: thousands a second lived a
// quarter of a second, long enough for every young-generation collection to copy them, and that
// copying was the largest part of what a counted view cost (docs/scale.md, "Counting"). The
// origin and the browser are the counting's own long-lived values (a report kept per page and
// referrer, a browser's name), so a view adds no object of its own.
type Queue = {
  length: number
  origins: (PageviewOrigin | undefined)[]
  browsers: (string | null)[]
  visitors: Float64Array
  times: Float64Array
  devices: Uint8Array
}
const newQueue = (): Queue => ({
  length: 0,
  origins: new Array<PageviewOrigin | undefined>(QUEUE_MAX),
  browsers: new Array<string | null>(QUEUE_MAX),
  visitors: new Float64Array(QUEUE_MAX),
  times: new Float64Array(QUEUE_MAX),
  devices: new Uint8Array(QUEUE_MAX),
})
// Two, swapped at each flush: a flush's rows are read while new views fill the other.
let queue = newQueue()
let spare = newQueue()

/** Stores one pageview (or drops it past the day's budget); resolves once committed. */
export function storePageview(view: Pageview, now: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    waiting.push({ view, now, resolve, reject })
    if (!flushing) {
      flushing = true
      setImmediate(flush)
    }
  })
}

/**
 * Queues one pageview counted as its page was served: nobody waits for it, so it waits up to
 * QUEUE_MS to share a transaction with the others (a crash loses those; docs/privacy.md).
 */
export function queuePageview(
  origin: PageviewOrigin,
  visitor: number,
  device: number,
  browser: string | null,
  now: number,
) {
  const at = queue.length++
  queue.origins[at] = origin
  queue.browsers[at] = browser
  queue.visitors[at] = visitor
  queue.times[at] = now
  queue.devices[at] = device
  if (queue.length >= QUEUE_MAX) flushQueue()
  else if (!queueTimer) queueTimer = setTimeout(flushQueue, QUEUE_MS).unref()
}

/** Stores what is queued now (the timer, a full queue, a stop and tests). */
export function flushQueue() {
  if (queueTimer) clearTimeout(queueTimer)
  queueTimer = undefined
  const batch = queue
  if (batch.length === 0) return
  queue = spare
  spare = batch
  try {
    storeRows(
      batch.length,
      (at) => queuedView(batch, at),
      (at) => batch.times[at]!,
    )
  } catch (error) {
    console.error(`${batch.length} pageviews could not be stored`, error)
  } finally {
    // The origins and browsers are let go with their rows.
    batch.origins.fill(undefined, 0, batch.length)
    batch.browsers.fill(null, 0, batch.length)
    batch.length = 0
  }
}

function flush() {
  // Pages served before these beacons are stored before them: a visit's first page stays first.
  flushQueue()
  const batch = waiting
  waiting = []
  flushing = false
  let outcomes: Outcome[]
  try {
    outcomes = storeBatch(batch)
  } catch (error) {
    for (const one of batch) one.reject?.(error)
    return
  }
  batch.forEach((one, i) => one.resolve?.(outcomes[i]!))
}

// One row of the queue as a pageview, read into the same object each time: it is written into
// the statement's values at once and never kept.
const row: Pageview = {
  visitor: 0,
  path: '',
  referrer: null,
  source: null,
  medium: null,
  campaign: null,
  channel: 0,
  device: 0,
  browser: null,
}
function queuedView(batch: Queue, at: number): Pageview {
  const origin = batch.origins[at]!
  row.visitor = batch.visitors[at]!
  row.path = origin.path
  row.referrer = origin.referrer
  row.source = origin.source
  row.medium = origin.medium
  row.campaign = origin.campaign
  row.channel = origin.channel
  row.device = batch.devices[at]!
  row.browser = batch.browsers[at]!
  return row
}

function storeBatch(batch: Waiting[]): Outcome[] {
  return storeRows(
    batch.length,
    (at) => batch[at]!.view,
    (at) => batch[at]!.now,
  )
}
