// Daily totals (docs/privacy.md): a day's raw pageviews are summed per dimension once the day is
// over, and the raw rows are deleted after ANALYTICS_RAW_DAYS, so the dashboard reads a few rows a
// day whatever the traffic, and old days keep their totals. Unique visitors are per day (a visitor
// is new every day), so a range's visitors are the sum of its days'.
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { DAY_MS, dayOf, dayRange, idAt, timeOfId } from './ids.ts'
import { liveTotals } from './live.server.ts'
import { flushQueue } from './pageviews.server.ts'
import { Tally, TALLY_COLUMNS, type Totals } from './tally.ts'
import { purgeSalts } from './visitor.server.ts'

/** What a daily total counts. Visit dimensions count each visitor once, by its first page. */
export const DIM = {
  total: 0,
  page: 1,
  landing: 2,
  referrer: 3,
  channel: 4,
  campaign: 5,
  device: 6,
  browser: 7,
  source: 8,
} as const
export type Dim = (typeof DIM)[keyof typeof DIM]

// A finished day (100,000 pageviews and more) is read a slice at a time, the event loop free between
// slices: read in one pass it held every request for 0.8 to 1.9 s.
const SLICE_ROWS = 2_000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The totals of a range of raw pageviews, read in time order, a slice a turn of the event loop. */
export async function aggregate(fromId: number, toId: number): Promise<Totals> {
  // The id last: the tally reads the columns by position.
  const slice = getDb()
    .$client.prepare<[number, number], number[]>(
      `SELECT ${TALLY_COLUMNS}, id FROM analytics_pageviews
        WHERE id >= ? AND id < ? ORDER BY id LIMIT ${SLICE_ROWS}`,
    )
    .raw(true)
  const tally = new Tally()
  for (let at = fromId; ; await nextTurn()) {
    const rows = slice.all(at, toId)
    for (const row of rows) tally.count(row)
    if (rows.length < SLICE_ROWS) return tally.totals
    at = rows[rows.length - 1]![TALLY_WIDTH]! + 1
  }
}
const TALLY_WIDTH = TALLY_COLUMNS.split(',').length

/** Sums one finished day into analytics_daily, once (its raw rows no longer change). */
export async function rollUpDay(day: number) {
  const client = getDb().$client
  const done = client.prepare('SELECT rolled_up FROM analytics_days WHERE day = ?').pluck()
  if (done.get(day) === 1) return
  const [from, to] = dayRange(day)
  const totals = await aggregate(from, to)
  client
    .transaction(() => {
      if (done.get(day) === 1) return
      const insert = client.prepare(
        'INSERT OR REPLACE INTO analytics_daily (day, dim, key, visitors, pageviews) VALUES (?, ?, ?, ?, ?)',
      )
      for (const t of totals.values()) {
        if (t.pageviews > 0) insert.run(day, t.dim, t.key, t.visitors, t.pageviews)
      }
      client
        .prepare(
          `INSERT INTO analytics_days (day, rolled_up) VALUES (?, 1)
          ON CONFLICT (day) DO UPDATE SET rolled_up = 1`,
        )
        .run(day)
    })
    .immediate()
}

let rolling: Promise<void> | undefined

/**
 * Rolls up every finished day that has raw pageviews and no totals yet. One run at a time: the
 * dashboard and the hourly upkeep asking together share it.
 */
export function rollUpFinishedDays(now: number): Promise<void> {
  rolling ??= rollUp(now).finally(() => (rolling = undefined))
  return rolling
}

async function rollUp(now: number) {
  const client = getDb().$client
  const today = dayOf(now)
  const first = client
    .prepare<[], number | null>('SELECT min(id) FROM analytics_pageviews')
    .pluck()
    .get()
  if (first == null) return
  const rolled = new Set(
    client
      .prepare<unknown[], number>('SELECT day FROM analytics_days WHERE rolled_up = 1')
      .pluck()
      .all(),
  )
  for (let day = dayOf(timeOfId(first)); day < today; day++) {
    if (!rolled.has(day)) await rollUpDay(day)
  }
}

/** Deletes raw pageviews before `id`, a slice a turn of the event loop. */
async function deleteRawBefore(id: number) {
  const slice = getDb().$client.prepare(
    `DELETE FROM analytics_pageviews WHERE id IN
      (SELECT id FROM analytics_pageviews WHERE id < ? ORDER BY id LIMIT ${SLICE_ROWS})`,
  )
  while (slice.run(id).changes === SLICE_ROWS) await nextTurn()
}

// The daily totals whose keys are texts (the others are codes: channel, device).
const TEXT_DIMS = [DIM.page, DIM.landing, DIM.referrer, DIM.campaign, DIM.browser, DIM.source]

/**
 * Deletes the texts no pageview has named since `day` and no daily total names: those only the
 * deleted raw pageviews named (a flood's referrers and campaigns, once its days are past).
 */
function deleteTextsUnusedSince(day: number) {
  getDb()
    .$client.prepare(
      `DELETE FROM analytics_strings WHERE used_day < ? AND id NOT IN
        (SELECT key FROM analytics_daily WHERE dim IN (${TEXT_DIMS.join(', ')}))`,
    )
    .run(day)
}

/**
 * The hourly work: roll up finished days, delete raw pageviews past ANALYTICS_RAW_DAYS (their
 * totals stay), the texts only they named, and salts past 48 hours, then read today's tally ahead
 * for the dashboard.
 */
export async function maintainAnalytics(now: number) {
  await rollUpFinishedDays(now)
  const keepFromDay = dayOf(now) - getEnv().ANALYTICS_RAW_DAYS
  await deleteRawBefore(idAt(keepFromDay * DAY_MS))
  deleteTextsUnusedSince(keepFromDay)
  purgeSalts(now)
  // Today's tally read ahead (after a restart it is read whole), so the dashboard's view finds it.
  await liveTotals(dayOf(now))
}

let timer: NodeJS.Timeout | undefined

/** Runs maintainAnalytics now and every hour (server/serve.mjs). */
export function startAnalyticsUpkeep(log: (line: string) => void, now = Date.now) {
  const run = () =>
    maintainAnalytics(now()).catch((error: unknown) =>
      log(`Analytics upkeep failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  setTimeout(run, 5_000).unref()
  timer = setInterval(run, 3_600_000)
  timer.unref()
}

export function stopAnalyticsUpkeep() {
  if (timer) clearInterval(timer)
  timer = undefined
  // The pages counted in the last moments before a stop.
  flushQueue()
}
