// How counted pageviews become rows (pageviews.server.ts queues and batches them): each batch in one
// transaction, 64 rows a statement; repeated texts as integers (analytics_strings); the day's budgets
// of pageviews (ANALYTICS_DAILY_LIMIT) and of new texts (ANALYTICS_DAILY_TEXT_BYTES) spent here.
import type Database from 'better-sqlite3'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { dayOf, dayRange, idAt } from './ids.ts'
import { noteStored } from './live.server.ts'

export type Pageview = {
  visitor: number
  path: string
  referrer: string | null
  source: string | null
  medium: string | null
  campaign: string | null
  channel: number
  device: number
  browser: string | null
}
export type Outcome = 'stored' | 'dropped'
/** Where a pageview came from: what is the same for every view of one page from one referrer. */
export type PageviewOrigin = Omit<Pageview, 'visitor' | 'device' | 'browser'>

const PER_SECOND = 65_536
// Memory for the text-to-integer map; past it the map starts again (the table keeps them all).
const MAX_REMEMBERED = 50_000
/** A text's id and the day it was last marked used (analytics_strings.used_day). */
type Known = { id: number; day: number }
type State = {
  strings: Map<string, Known>
  lastId: number
  budget: { day: number; stored: number; dropped: number }
  texts: { day: number; bytes: number }
  statements: ReturnType<typeof prepare>
}
const states = new WeakMap<Database.Database, State>()

// A batch's rows go in by this many a statement: one statement a row cost about as much again as
// the row's own write (docs/scale.md, "Counting").
const ROWS_A_STATEMENT = 64
const COLUMNS = 10

function insertRows(client: Database.Database, rows: number) {
  const row = `(${Array(COLUMNS).fill('?').join(', ')})`
  return client.prepare(
    `INSERT INTO analytics_pageviews
      (id, visitor, path, referrer, source, medium, campaign, channel, device, browser)
      VALUES ${Array(rows).fill(row).join(', ')}`,
  )
}

function prepare(client: Database.Database) {
  return {
    insert: insertRows(client, 1),
    insertMany: insertRows(client, ROWS_A_STATEMENT),
    findString: client
      .prepare<[string], number>('SELECT id FROM analytics_strings WHERE value = ?')
      .pluck(),
    addString: client
      .prepare<[string, number], number>(
        'INSERT INTO analytics_strings (value, used_day) VALUES (?, ?) RETURNING id',
      )
      .pluck(),
    useString: client.prepare('UPDATE analytics_strings SET used_day = ? WHERE id = ?'),
    textsOf: client
      .prepare<[number], number>('SELECT texts FROM analytics_days WHERE day = ?')
      .pluck(),
    setTexts: client.prepare(
      `INSERT INTO analytics_days (day, texts) VALUES (?, ?)
        ON CONFLICT (day) DO UPDATE SET texts = excluded.texts`,
    ),
    lastOf: client
      .prepare<[number, number], number | null>(
        'SELECT max(id) FROM analytics_pageviews WHERE id >= ? AND id < ?',
      )
      .pluck(),
    countDay: client
      .prepare<[number, number], number>(
        'SELECT count(*) FROM analytics_pageviews WHERE id >= ? AND id < ?',
      )
      .pluck(),
    droppedOf: client
      .prepare<[number], number>('SELECT dropped FROM analytics_days WHERE day = ?')
      .pluck(),
    addDropped: client.prepare(
      `INSERT INTO analytics_days (day, dropped) VALUES (?, ?)
        ON CONFLICT (day) DO UPDATE SET dropped = dropped + excluded.dropped`,
    ),
  }
}

function stateFor(client: Database.Database): State {
  let state = states.get(client)
  if (!state) {
    const statements = prepare(client)
    const last = statements.lastOf.get(0, Number.MAX_SAFE_INTEGER)
    state = {
      strings: new Map(),
      lastId: last ?? 0,
      budget: { day: -1, stored: 0, dropped: 0 },
      texts: { day: -1, bytes: 0 },
      statements,
    }
    states.set(client, state)
  }
  return state
}

/** A pageview's key: its second, and the next number in that second. */
function nextId(state: State, now: number): number {
  const base = idAt(now)
  if (state.lastId < base) return (state.lastId = base)
  if (state.lastId < base + PER_SECOND - 1) return ++state.lastId
  // A clock set back (tests) or a full second: after what that second already holds.
  const last = state.statements.lastOf.get(base, base + PER_SECOND) ?? null
  return last === null ? base : last + 1
}

/**
 * A text's id, marked used today. A new text that a visitor chose (`capped`: a referrer host, an
 * utm value) is stored only while the day's ANALYTICS_DAILY_TEXT_BYTES last; past them, null.
 */
function stringId(state: State, value: string | null, now: number, capped: boolean): number | null {
  if (value === null) return null
  const day = dayOf(now)
  const known = state.strings.get(value)
  if (known && known.day === day) return known.id
  const { statements } = state
  // Marked once a day; a text the upkeep deleted meanwhile is found no more and added again.
  if (known && statements.useString.run(day, known.id).changes === 1) {
    known.day = day
    return known.id
  }
  let id = statements.findString.get(value)
  if (id !== undefined) statements.useString.run(day, id)
  else {
    const bytes = Buffer.byteLength(value)
    if (capped && !spendText(state, day, bytes)) return null
    id = statements.addString.get(value, day)
    if (id === undefined) throw new Error('an INSERT ... RETURNING gave no row')
  }
  if (state.strings.size >= MAX_REMEMBERED) state.strings.clear()
  state.strings.set(value, { id, day })
  return id
}

/** Room for a new text in the day's bytes; the day's figure is read once, then kept. */
function spendText(state: State, day: number, bytes: number): boolean {
  const texts = state.texts
  if (texts.day !== day) {
    texts.day = day
    texts.bytes = state.statements.textsOf.get(day) ?? 0
  }
  if (texts.bytes + bytes > getEnv().ANALYTICS_DAILY_TEXT_BYTES) return false
  texts.bytes += bytes
  state.statements.setTexts.run(day, texts.bytes)
  return true
}

/** Room left in the day's budget; the day's count is read once, then kept. */
function spend(state: State, now: number): boolean {
  const day = dayOf(now)
  const budget = state.budget
  if (budget.day !== day) {
    const [from, to] = dayRange(day)
    budget.day = day
    budget.stored = state.statements.countDay.get(from, to) ?? 0
    budget.dropped = state.statements.droppedOf.get(day) ?? 0
  }
  if (budget.stored >= getEnv().ANALYTICS_DAILY_LIMIT) {
    budget.dropped++
    return false
  }
  budget.stored++
  return true
}

/** Stores `count` pageviews in one transaction, the `at`th read by `viewAt` and `timeAt`. */
export function storeRows(
  count: number,
  viewAt: (at: number) => Pageview,
  timeAt: (at: number) => number,
): Outcome[] {
  const client = getDb().$client
  const state = stateFor(client)
  const { lastId, budget, texts } = state
  const before = { ...budget }
  const textsBefore = { ...texts }
  let lowest = Number.MAX_SAFE_INTEGER
  try {
    const outcomes = client.transaction(() => {
      const dropped = new Map<number, number>()
      const values: (number | null)[] = []
      const { insert, insertMany } = state.statements
      const perStatement = ROWS_A_STATEMENT * COLUMNS
      const outcomes: Outcome[] = []
      for (let at = 0; at < count; at++) {
        const now = timeAt(at)
        if (!spend(state, now)) {
          const day = dayOf(now)
          dropped.set(day, (dropped.get(day) ?? 0) + 1)
          outcomes.push('dropped')
          continue
        }
        const view = viewAt(at)
        const id = nextId(state, now)
        lowest = Math.min(lowest, id)
        values.push(
          id,
          view.visitor,
          stringId(state, view.path, now, false),
          stringId(state, view.referrer, now, true),
          stringId(state, view.source, now, true),
          stringId(state, view.medium, now, true),
          stringId(state, view.campaign, now, true),
          view.channel,
          view.device,
          stringId(state, view.browser, now, false),
        )
        if (values.length === perStatement) insertMany.run(values.splice(0))
        outcomes.push('stored')
      }
      for (let at = 0; at < values.length; at += COLUMNS) {
        insert.run(values.slice(at, at + COLUMNS))
      }
      for (const [day, count] of dropped) state.statements.addDropped.run(day, count)
      return outcomes
    })()
    noteStored(client, lowest)
    return outcomes
  } catch (error) {
    // Nothing of the batch was stored: the counters and the text map go back to what the file holds.
    state.lastId = lastId
    state.budget = before
    state.texts = textsBefore
    state.strings.clear()
    throw error
  }
}
