// Today's figures for the dashboard (report.server.ts). A finished day is read from its daily totals
// (rollup.server.ts); today is read raw, and reading the whole day again at every view cost 300 to
// 500 ms for 90,000 pageviews on a busy 2-core machine (npm run bench). So today's tally is kept
// between views and folds in only the pageviews written since it last looked: pageviews are stored
// in key order, and one stored behind what the tally has read (a clock set back, in tests) makes it
// start the day again (noteStored, called by pageviews.server.ts once a batch is committed).
import type Database from 'better-sqlite3'
import { getDb } from '#app/lib/db.server.ts'
import { dayRange } from './ids.ts'
import { Tally, TALLY_COLUMNS, type Totals } from './tally.ts'

type Live = { day: number; through: number; tally: Tally }
// Per open database (tests and a restore swap the file).
const lives = new WeakMap<Database.Database, Live>()
// Rows read at a turn of the event loop: a first view of a full day (after a restart) neither holds
// it all in memory at once nor every other request while it reads.
const CHUNK = 2_000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A batch of pageviews was committed; `lowest` is the smallest key it wrote. */
export function noteStored(client: Database.Database, lowest: number) {
  const live = lives.get(client)
  if (live && lowest <= live.through) lives.delete(client)
}

/**
 * The totals of `day`'s pageviews so far, as a copy the caller may add to. Views asking at once
 * share the reading; one that finds the tally started again (noteStored) goes on with the new one.
 */
export async function liveTotals(day: number): Promise<Totals> {
  const client = getDb().$client
  const [from, to] = dayRange(day)
  const read = client
    .prepare<[number, number], number[]>(
      `SELECT ${TALLY_COLUMNS}, id FROM analytics_pageviews
        WHERE id > ? AND id < ? ORDER BY id LIMIT ${CHUNK}`,
    )
    .raw(true)
  for (;;) {
    let live = lives.get(client)
    if (!live || live.day !== day) {
      live = { day, through: from - 1, tally: new Tally() }
      lives.set(client, live)
    }
    const rows = read.all(live.through, to)
    for (const row of rows) live.tally.count(row)
    if (rows.length > 0) live.through = rows[rows.length - 1]![8]!
    if (rows.length < CHUNK) return live.tally.copy()
    await nextTurn()
  }
}
