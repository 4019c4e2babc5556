// Fixed-window rate limits, counted in the site's database (the rate_limits table), so a restart does
// not reset them. rate-limiter-flexible does the counting with one atomic upsert per hit; callers
// turn a refusal into a 429 with Retry-After.
import type Database from 'better-sqlite3'
// The SQLite limiter alone: the package's index loads every backend it has (9 MB of memory).
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js'
import RateLimiterSQLite from 'rate-limiter-flexible/lib/RateLimiterSQLite.js'
import { limitKeyFor } from '#app/lib/client-address.server.ts'
import { getDb } from '#app/lib/db.server.ts'

export type Limit = { points: number; durationSec: number; blockSec?: number }
export type LimitResult = { ok: true } | { ok: false; retryAfterSec: number }

// Per open database: tests (and a restore) replace the file under the same names.
const limiters = new WeakMap<Database.Database, Map<string, RateLimiterSQLite>>()

function limiterFor(name: string, limit: Limit) {
  const client = getDb().$client
  let byName = limiters.get(client)
  if (!byName) limiters.set(client, (byName = new Map()))
  let limiter = byName.get(name)
  if (!limiter) {
    limiter = new RateLimiterSQLite({
      storeClient: client,
      storeType: 'better-sqlite3',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix: name,
      points: limit.points,
      duration: limit.durationSec,
      blockDuration: limit.blockSec ?? 0,
    })
    byName.set(name, limiter)
  }
  return limiter
}

const refused = (res: RateLimiterRes): LimitResult => ({
  ok: false,
  retryAfterSec: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
})

/**
 * Spends one point for `key` under the named limit, or says it is spent. The spend and the check are
 * one statement, so requests arriving together cannot all slip under the limit.
 */
export async function hit(name: string, limit: Limit, key: string): Promise<LimitResult> {
  try {
    await limiterFor(name, limit).consume(key)
    return { ok: true }
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refused(refusal)
    throw refusal
  }
}

/** Gives back the point a hit spent (a sign-in that turned out to be the owner's). */
export async function refund(name: string, limit: Limit, key: string) {
  await limiterFor(name, limit).reward(key, 1)
}

/** Forget the hits for `key`. */
export async function reset(name: string, limit: Limit, key: string) {
  await limiterFor(name, limit).delete(key)
}

/** Tests start every case with clean counters. */
export function resetAllLimits() {
  getDb().$client.prepare('DELETE FROM rate_limits').run()
}

/**
 * What per-address limits count under: the client's address as resolved by the server
 * (client-address.server.ts), IPv6 by its /64.
 */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  return limitKeyFor(context?.clientAddress ?? '')
}
