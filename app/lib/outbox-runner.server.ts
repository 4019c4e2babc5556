// One way to send what a table queues (docs/decisions/013-mail-outbox.md): the lead e-mails
// (app/models/outbox.server.ts) and the webhook deliveries (app/models/webhook-sender.server.ts)
// are rows written in the transaction that calls for them; a runner sends the due ones in the
// background, never in a visitor's request, oldest first, a batch at a time, and a failure waits
// longer each time (30 s doubling, up to an hour) until its sender gives it up. The rows are the
// queue, so a restart resumes it and nothing is lost. Each sender says how its rows are read, sent
// and marked, and when one is given up.

export const BATCH = 10
const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 60 * 60_000
const TICK_MS = 15_000

export type Failure = {
  /** What was thrown. */
  error: unknown
  /** Tries so far, this one included. */
  attempts: number
  /** When to try again: the runner's backoff. */
  retryAt: Date
  now: Date
}

export type OutboxSender<Row, Sent = void> = {
  /** The rows due at `now`, oldest first, at most `limit`. */
  due(now: Date, limit: number): Row[]
  /** Tries before this one. */
  attempts(row: Row): number
  /** Sends one row; throws when it did not go. */
  send(row: Row, now: Date): Promise<Sent>
  /** Marks a row sent. */
  sent(row: Row, result: Sent, now: Date): void
  /** Marks a failure; the sender decides whether it gives the row up. */
  failed(row: Row, failure: Failure): void
  /** Rows of one key (an endpoint) wait for the next round once one of them failed in this one. */
  key?(row: Row): unknown
}

/** The wait after `attempts` failed tries: 30 s, doubling, at most an hour. */
export const retryWait = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS)

/** One round: sends what is due at `now` through `sender`. */
export async function sendDue<Row, Sent>(
  sender: OutboxSender<Row, Sent>,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  const failing = new Set<unknown>()
  for (const row of sender.due(now, BATCH)) {
    const key = sender.key?.(row)
    if (key !== undefined && failing.has(key)) continue
    try {
      sender.sent(row, await sender.send(row, now), now)
      sent++
    } catch (error) {
      const attempts = sender.attempts(row) + 1
      const retryAt = new Date(now.getTime() + retryWait(attempts))
      sender.failed(row, { error, attempts, retryAt, now })
      if (key !== undefined) failing.add(key)
      failed++
    }
  }
  return { sent, failed }
}

export type RunnerTexts = {
  /** The log line for a round's failures (they are tried again). */
  failed: (count: number) => string
  /** The log line when the queue itself could not be read. */
  unreadable: (error: unknown) => string
}

/**
 * The background loop of one queue: a round every 15 s, another at once after `nudge` (a row was
 * queued) or when a round filled its batch. One per process, started by the server
 * (server/serve.mjs) and stopped with it.
 */
export function outboxRunner(
  round: () => Promise<{ sent: number; failed: number }>,
  texts: RunnerTexts,
) {
  let loop:
    | {
        timer?: NodeJS.Timeout
        running: boolean
        again: boolean
        log: (line: string) => void
      }
    | undefined

  function schedule(delay: number) {
    if (!loop) return
    clearTimeout(loop.timer)
    loop.timer = setTimeout(() => void tick(), delay).unref()
  }

  async function tick() {
    const current = loop
    if (!current || current.running) return
    current.running = true
    current.again = false
    let more = false
    try {
      const { sent, failed } = await round()
      if (failed) current.log(texts.failed(failed))
      more = sent + failed >= BATCH
    } catch (error) {
      current.log(texts.unreadable(error))
    } finally {
      current.running = false
      // Stopped meanwhile: a later start has a loop of its own.
      if (loop === current) schedule(more || current.again ? 0 : TICK_MS)
    }
  }

  return {
    /** Starts the loop (once); its first round at once. */
    start(log: (line: string) => void = console.log) {
      if (loop) return
      loop = { running: false, again: false, log }
      schedule(0)
    },
    /** A row was queued: send it within a moment, not at the next tick. */
    nudge() {
      if (!loop) return
      if (loop.running) loop.again = true
      else schedule(0)
    },
    /** Stops the loop; what is queued stays queued for the next start. */
    stop() {
      if (!loop) return
      clearTimeout(loop.timer)
      loop = undefined
    },
  }
}
