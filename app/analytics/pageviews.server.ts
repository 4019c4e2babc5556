// Stores pageviews: the ones counted meanwhile share one transaction (group commit, as leads do in
// app/models/leads.server.ts), each answered only once its commit is done, so a beacon answered 204
// is stored. Repeated texts become integers (analytics_strings). A daily budget bounds what a flood
// of fake pageviews can store: past it, pageviews are dropped and counted as dropped.
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

type Waiting = {
  view: Pageview
  now: number
  resolve: (outcome: Outcome) => void
  reject: (error: unknown) => void
}

const PER_SECOND = 65_536
// Memory for the text-to-integer map; past it the map starts again (the table keeps them all).
const MAX_REMEMBERED = 50_000

type State = {
  strings: Map<string, number>
  lastId: number
  budget: { day: number; stored: number; dropped: number }
  statements: ReturnType<typeof prepare>
}
const states = new WeakMap<Database.Database, State>()

function prepare(client: Database.Database) {
  return {
    insert: client.prepare(
      `INSERT INTO analytics_pageviews
        (id, visitor, path, referrer, source, medium, campaign, channel, device, browser)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    string: client
      .prepare(
        `INSERT INTO analytics_strings (value) VALUES (?)
          ON CONFLICT (value) DO UPDATE SET value = excluded.value RETURNING id`,
      )
      .pluck(),
    lastOf: client
      .prepare('SELECT max(id) FROM analytics_pageviews WHERE id >= ? AND id < ?')
      .pluck(),
    countDay: client
      .prepare('SELECT count(*) FROM analytics_pageviews WHERE id >= ? AND id < ?')
      .pluck(),
    droppedOf: client.prepare('SELECT dropped FROM analytics_days WHERE day = ?').pluck(),
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
    const last = statements.lastOf.get(0, Number.MAX_SAFE_INTEGER) as number | null
    state = {
      strings: new Map(),
      lastId: last ?? 0,
      budget: { day: -1, stored: 0, dropped: 0 },
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
  const last = state.statements.lastOf.get(base, base + PER_SECOND) as number | null
  return last === null ? base : last + 1
}

function stringId(state: State, value: string | null): number | null {
  if (value === null) return null
  let id = state.strings.get(value)
  if (id === undefined) {
    id = state.statements.string.get(value) as number
    if (state.strings.size >= MAX_REMEMBERED) state.strings.clear()
    state.strings.set(value, id)
  }
  return id
}

/** Room left in the day's budget; the day's count is read once, then kept. */
function spend(state: State, now: number): boolean {
  const day = dayOf(now)
  const budget = state.budget
  if (budget.day !== day) {
    const [from, to] = dayRange(day)
    budget.day = day
    budget.stored = state.statements.countDay.get(from, to) as number
    budget.dropped = (state.statements.droppedOf.get(day) as number | undefined) ?? 0
  }
  if (budget.stored >= getEnv().ANALYTICS_DAILY_LIMIT) {
    budget.dropped++
    return false
  }
  budget.stored++
  return true
}

let waiting: Waiting[] = []
let flushing = false

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

function flush() {
  const batch = waiting
  waiting = []
  flushing = false
  let outcomes: Outcome[]
  try {
    outcomes = storeBatch(batch)
  } catch (error) {
    for (const one of batch) one.reject(error)
    return
  }
  batch.forEach((one, i) => one.resolve(outcomes[i]!))
}

function storeBatch(batch: Waiting[]): Outcome[] {
  const client = getDb().$client
  const state = stateFor(client)
  const { lastId, budget } = state
  const before = { ...budget }
  let lowest = Number.MAX_SAFE_INTEGER
  try {
    const outcomes = client.transaction(() => {
      const dropped = new Map<number, number>()
      const outcomes = batch.map(({ view, now }): Outcome => {
        if (!spend(state, now)) {
          const day = dayOf(now)
          dropped.set(day, (dropped.get(day) ?? 0) + 1)
          return 'dropped'
        }
        const id = nextId(state, now)
        lowest = Math.min(lowest, id)
        state.statements.insert.run(
          id,
          view.visitor,
          stringId(state, view.path),
          stringId(state, view.referrer),
          stringId(state, view.source),
          stringId(state, view.medium),
          stringId(state, view.campaign),
          view.channel,
          view.device,
          stringId(state, view.browser),
        )
        return 'stored'
      })
      for (const [day, count] of dropped) state.statements.addDropped.run(day, count)
      return outcomes
    })()
    noteStored(client, lowest)
    return outcomes
  } catch (error) {
    // Nothing of the batch was stored: the counters and the text map go back to what the file holds.
    state.lastId = lastId
    state.budget = before
    state.strings.clear()
    throw error
  }
}
