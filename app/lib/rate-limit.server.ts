// Fixed-window rate limits kept in memory (one process serves the site). rate-limiter-flexible does
// the counting; callers turn a refusal into a 429 with Retry-After.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { limitKeyFor } from './client-address.server.ts'

export type Limit = { points: number; durationSec: number; blockSec?: number }
export type LimitResult = { ok: true } | { ok: false; retryAfterSec: number }

const limiters = new Map<string, RateLimiterMemory>()

function limiterFor(name: string, limit: Limit) {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: name,
      points: limit.points,
      duration: limit.durationSec,
      blockDuration: limit.blockSec ?? 0,
    })
    limiters.set(name, limiter)
  }
  return limiter
}

/** Counts one hit for `key` under the named limit. */
export async function hit(name: string, limit: Limit, key: string): Promise<LimitResult> {
  try {
    await limiterFor(name, limit).consume(key)
    return { ok: true }
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
    }
    throw refusal
  }
}

/** Whether `key` is currently refused, without counting a hit. */
export async function isLimited(name: string, limit: Limit, key: string): Promise<LimitResult> {
  const res = await limiterFor(name, limit).get(key)
  if (res && res.consumedPoints >= limit.points && res.msBeforeNext > 0) {
    return { ok: false, retryAfterSec: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
  }
  return { ok: true }
}

/** Forget the hits for `key` (after a successful sign-in, say). */
export async function reset(name: string, limit: Limit, key: string) {
  await limiterFor(name, limit).delete(key)
}

/** Tests start every case with clean counters. */
export function resetAllLimits() {
  limiters.clear()
}

/**
 * What per-address limits count under: the client's address as resolved by the server
 * (client-address.server.ts), IPv6 by its /64.
 */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  return limitKeyFor(context?.clientAddress ?? '')
}
