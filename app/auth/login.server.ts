// Signing in, for both doors: the admin form (through remix-auth's form strategy) and the JSON
// POST /api/users/login. One function checks the rate limits and the credentials, so both doors
// refuse, count and answer alike.
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import type { z } from 'zod'
import { recordSignInFailure, userActor } from '#app/models/audit.server.ts'
import { verifySecondFactor } from '#app/models/two-factor.server.ts'
import { LoginSchema, verifyCredentials, type PublicUser } from '#app/models/user.server.ts'
import { loginName, readDevice, type Device } from '#app/lib/device-cookie.server.ts'
import { isNoSpace, NO_SPACE_WRITE_MESSAGE } from '#app/lib/no-space.server.ts'
import { isPasswordChecksBusy } from '#app/lib/password.server.ts'
import { clientKey, hit, refund, reset, type Limit } from '#app/lib/rate-limit.server.ts'

export const INVALID_LOGIN = 'Invalid email or password'
export const CHECKS_BUSY =
  'The server is busy checking other sign-ins. Please try again in a moment.'
export const INVALID_CODE =
  'Invalid code. Enter the current code from your authenticator app, or a recovery code.'

// Points are spent before the password is checked (docs/decisions/010-sign-in-limits.md). A browser
// with a device cookie for the account is limited per device; every other attempt is limited per
// address (a guesser hopping between accounts) and per account (a botnet on one account), and the
// account-wide lock then shuts out only clients without a device cookie, never the owner's browser.
export const LOGIN_LIMIT_IP: Limit = { points: 20, durationSec: 15 * 60 }
export const LOGIN_LIMIT_EMAIL: Limit = { points: 5, durationSec: 15 * 60 }
export const LOGIN_LIMIT_DEVICE: Limit = { points: 5, durationSec: 15 * 60 }
// The second step is reached only with the password, so its limit is per account alone: 5 wrong
// codes per 15 minutes against a million codes (three valid at a time) leaves a guesser nowhere.
export const LOGIN_LIMIT_CODE: Limit = { points: 5, durationSec: 15 * 60 }

export type LoginResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSec: number }
  /**
   * Too many password checks at once, server-wide (app/lib/password.server.ts): refused before
   * the hash, with the attempt's points kept spent, so a flood pays for its own refusals.
   */
  | { ok: false; status: 503; message: string; retryAfterSec: number }
  /** The disk is full: not even the attempt could be counted (the form says so; the /api: 507). */
  | { ok: false; status: 507; message: string }

/**
 * Who is attempting: the address the limits see, the device cookie if the browser has one, and the
 * door (the audit log tells the admin's sign-ins from the API's).
 */
export type LoginClient = { clientKey: string; device: Device | null; via?: Door }
type Door = 'admin' | 'api'

export async function loginClient(
  request: Request,
  context: { clientAddress?: string } | undefined,
): Promise<LoginClient> {
  const via = new URL(request.url).pathname.startsWith('/api/') ? 'api' : 'admin'
  return { clientKey: clientKey(context), device: await readDevice(request), via }
}

export function tooManyAttempts(retryAfterSec: number): string {
  const minutes = Math.ceil(retryAfterSec / 60)
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

type Spend = readonly [name: string, limit: Limit, key: string]

export async function attemptLogin(
  credentials: { email: string; password: string },
  client: LoginClient,
): Promise<LoginResult> {
  const login = loginName(credentials.email)
  const spends: Spend[] =
    client.device?.login === login
      ? [['login-device', LOGIN_LIMIT_DEVICE, client.device.id]]
      : [
          ['login-ip', LOGIN_LIMIT_IP, client.clientKey],
          ['login-email', LOGIN_LIMIT_EMAIL, login],
        ]
  const spent: Spend[] = []
  for (const spend of spends) {
    const state = await hit(...spend)
    if (!state.ok) {
      // Refused before the hash was computed: the points this attempt took elsewhere go back.
      for (const earlier of spent) await refund(...earlier)
      return {
        ok: false,
        status: 429,
        message: tooManyAttempts(state.retryAfterSec),
        retryAfterSec: state.retryAfterSec,
      }
    }
    spent.push(spend)
  }
  const user = await verifyCredentials(credentials.email, credentials.password).catch((error) => {
    if (!isPasswordChecksBusy(error)) throw error
    return { busy: error.retryAfterSec } as const
  })
  if (user && 'busy' in user) {
    return { ok: false, status: 503, message: CHECKS_BUSY, retryAfterSec: user.busy }
  }
  if (!user) {
    // Only attempts that passed the limits are written, so a flood of refusals cannot fill the log.
    // The name is the address typed; the password never is.
    const actor = { userId: null, name: login, via: client.via ?? 'admin' }
    recordSignInFailure(
      { action: 'sign-in-failed', entity: 'user', detail: 'wrong password' },
      { actor },
    )
    return { ok: false, status: 401, message: INVALID_LOGIN }
  }
  // The owner is in: the account's and the device's counters start over, the address gets its point back.
  for (const [name, limit, key] of spent) {
    if (name === 'login-ip') await refund(name, limit, key)
    else await reset(name, limit, key)
  }
  return { ok: true, user }
}

type LoginSubmission = Submission<z.output<typeof LoginSchema>>

/** The parsed form and, when it was complete, what the sign-in attempt said. */
export type FormLoginOutcome = {
  submission: LoginSubmission
  result: LoginResult | null
  redirectTo: FormDataEntryValue | null
}

/**
 * Runs the sign-in form through remix-auth's FormStrategy. remix-auth 4 keeps no session; the
 * caller stores the user with createSession. The strategy reads a clone of the body, so nothing
 * may read request.formData() before this.
 */
export async function authenticateLoginForm(
  request: Request,
  client: LoginClient,
): Promise<FormLoginOutcome> {
  const authenticator = new Authenticator<FormLoginOutcome>()
  authenticator.use(
    new FormStrategy<FormLoginOutcome>(async ({ form }) => {
      const submission = parseWithZod(form, { schema: LoginSchema })
      const redirectTo = form.get('redirectTo')
      if (submission.status !== 'success') return { submission, result: null, redirectTo }
      const result = await attemptLogin(submission.value, client).catch((error): LoginResult => {
        if (isNoSpace(error)) return { ok: false, status: 507, message: NO_SPACE_WRITE_MESSAGE }
        throw error
      })
      return { submission, result, redirectTo }
    }),
    'form',
  )
  return authenticator.authenticate('form', request)
}

export type SecondFactorResult =
  | { ok: true; kind: 'code' | 'recovery' }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSec: number }

/**
 * The second step of a sign-in (the form's code page, the API's `code`, turning two-factor off):
 * a point is spent before the code is checked, and the account's counter starts over once it is
 * right.
 */
export async function attemptSecondFactor(
  userId: number,
  code: string,
  now = Date.now(),
  via: Door = 'admin',
): Promise<SecondFactorResult> {
  const key = `user:${userId}`
  const state = await hit('login-code', LOGIN_LIMIT_CODE, key)
  if (!state.ok) {
    const message = tooManyAttempts(state.retryAfterSec)
    return { ok: false, status: 429, message, retryAfterSec: state.retryAfterSec }
  }
  const kind = verifySecondFactor(userId, code, now)
  if (!kind) {
    const actor = userActor(userId, via)
    recordSignInFailure(
      { action: 'sign-in-failed', entity: 'user', entityId: userId, detail: 'wrong code' },
      { actor },
    )
    return { ok: false, status: 401, message: INVALID_CODE }
  }
  await reset('login-code', LOGIN_LIMIT_CODE, key)
  return { ok: true, kind }
}
