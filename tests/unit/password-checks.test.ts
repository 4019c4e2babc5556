// Password checks are bounded server-wide (app/lib/password.server.ts): at most one per two cores
// runs and eight wait, and any more are refused at once, never queued behind a flood; a refused sign-in is a 503
// with Retry-After whose point stays spent. Hashes stored before the change keep working.
import { beforeEach, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { attemptLogin, CHECKS_BUSY } from '#app/auth/login.server.ts'
import {
  CHECKS_AT_ONCE,
  CHECKS_WAITING,
  hashPassword,
  isPasswordChecksBusy,
  passwordChecks,
  verifyPassword,
} from '#app/lib/password.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as apiLogin } from '#app/routes/api.users.login.ts'
import { createAdmin } from '#tests/support/auth.ts'

// Made by the site's earlier hashing (hash-wasm, same parameters) for 'an old password!'.
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$caokxrYratF8fVFGMVRZSg$dRgPhqhCVlQXJQ3ZD2N9XWIRsAL9g46lt/XFsN07mwY'

beforeEach(async () => {
  resetAllLimits()
  await createAdmin()
})

test('hashes stored before keep working, and new ones have the same parameters', async () => {
  expect(await verifyPassword('an old password!', EARLIER_HASH)).toBe(true)
  expect(await verifyPassword('an old password?', EARLIER_HASH)).toBe(false)
  expect(await verifyPassword('anything', 'not a hash')).toBe(false)
  const fresh = await hashPassword('a new password!!')
  expect(fresh).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/)
  expect(await verifyPassword('a new password!!', fresh)).toBe(true)
})

test('forty checks at once: a few run, eight wait, the rest are refused before any check ends', async () => {
  let mostRunning = 0
  const watch = setInterval(() => {
    mostRunning = Math.max(mostRunning, passwordChecks().running)
  }, 1)
  const settled: { at: number; outcome: boolean | 'busy' }[] = []
  await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      verifyPassword(`wrong ${i}`, EARLIER_HASH).then(
        (ok) => settled.push({ at: performance.now(), outcome: ok }),
        (error) => {
          expect(isPasswordChecksBusy(error)).toBe(true)
          settled.push({ at: performance.now(), outcome: 'busy' })
        },
      ),
    ),
  )
  clearInterval(watch)
  const checked = settled.filter((s) => s.outcome === false)
  const refused = settled.filter((s) => s.outcome === 'busy')
  expect(checked).toHaveLength(CHECKS_AT_ONCE + CHECKS_WAITING)
  expect(refused).toHaveLength(40 - CHECKS_AT_ONCE - CHECKS_WAITING)
  expect(mostRunning).toBeLessThanOrEqual(CHECKS_AT_ONCE)
  const firstChecked = Math.min(...checked.map((s) => s.at))
  expect(Math.max(...refused.map((s) => s.at))).toBeLessThan(firstChecked)
  expect(passwordChecks()).toEqual({ running: 0, waiting: 0 })
  // Once the flood has passed, checks run again.
  expect(await verifyPassword('an old password!', EARLIER_HASH)).toBe(true)
})

test('forty wrong sign-ins from forty addresses: the excess is a 503 whose point stays spent', async () => {
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      attemptLogin(
        { email: `nobody${i}@example.com`, password: `guess ${i}` },
        { clientKey: `198.51.100.${i + 1}`, device: null, via: 'api' },
      ),
    ),
  )
  const statuses = results.map((r) => (r.ok ? 200 : r.status))
  expect(statuses.filter((s) => s === 401)).toHaveLength(CHECKS_AT_ONCE + CHECKS_WAITING)
  const busy = results.filter((r) => !r.ok && r.status === 503)
  expect(busy).toHaveLength(40 - CHECKS_AT_ONCE - CHECKS_WAITING)
  for (const r of busy) expect(r).toMatchObject({ message: CHECKS_BUSY, retryAfterSec: 1 })
  // Every attempt, refused or checked, spent its address's point and its account's.
  const spent = getDb()
    .$client.prepare(
      "SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'login-ip:%' AND points = 1",
    )
    .get() as { n: number }
  expect(spent.n).toBe(40)
})

test('the API answers a refused check 503 with Retry-After', async () => {
  const attempts = Array.from({ length: 20 }, (_, i) =>
    apiLogin({
      request: new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'guess' }),
      }),
      params: {},
      context: { clientAddress: `192.0.2.${i + 1}` },
    }),
  )
  const responses = await Promise.all(attempts)
  const busy = responses.filter((r) => r.status === 503)
  expect(busy.length).toBeGreaterThan(0)
  expect(busy[0]!.headers.get('Retry-After')).toBe('1')
  expect(await busy[0]!.json()).toMatchObject({ message: CHECKS_BUSY })
})
