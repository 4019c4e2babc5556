// Signing in, for both doors: the admin form (through remix-auth's form strategy) and the JSON
// POST /api/users/login. One function checks the rate limits and the credentials, so both doors
// refuse, count and answer alike.
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { LoginSchema, verifyCredentials, type PublicUser } from '#app/models/user.server.ts'
import { hit, isLimited, reset, type Limit } from './rate-limit.server.ts'

export const INVALID_LOGIN = 'Invalid email or password'

// Failed attempts only. Per address it slows a guesser hopping between accounts; per account it
// protects one mailbox from a botnet. Counting happens whether or not the account exists.
export const LOGIN_LIMIT_IP: Limit = { points: 20, durationSec: 15 * 60 }
export const LOGIN_LIMIT_EMAIL: Limit = { points: 5, durationSec: 15 * 60 }

export type LoginResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSec: number }

export function tooManyAttempts(retryAfterSec: number): string {
  const minutes = Math.ceil(retryAfterSec / 60)
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export async function attemptLogin(
  credentials: { email: string; password: string },
  clientKey: string,
): Promise<LoginResult> {
  const emailKey = credentials.email.trim().toLowerCase()
  for (const [name, limit, key] of [
    ['login-ip', LOGIN_LIMIT_IP, clientKey],
    ['login-email', LOGIN_LIMIT_EMAIL, emailKey],
  ] as const) {
    const state = await isLimited(name, limit, key)
    if (!state.ok) {
      return {
        ok: false,
        status: 429,
        message: tooManyAttempts(state.retryAfterSec),
        retryAfterSec: state.retryAfterSec,
      }
    }
  }
  const user = await verifyCredentials(credentials.email, credentials.password)
  if (!user) {
    await hit('login-ip', LOGIN_LIMIT_IP, clientKey)
    await hit('login-email', LOGIN_LIMIT_EMAIL, emailKey)
    return { ok: false, status: 401, message: INVALID_LOGIN }
  }
  await reset('login-email', LOGIN_LIMIT_EMAIL, emailKey)
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
  clientKey: string,
): Promise<FormLoginOutcome> {
  const authenticator = new Authenticator<FormLoginOutcome>()
  authenticator.use(
    new FormStrategy<FormLoginOutcome>(async ({ form }) => {
      const submission = parseWithZod(form, { schema: LoginSchema })
      const redirectTo = form.get('redirectTo')
      if (submission.status !== 'success') return { submission, result: null, redirectTo }
      return { submission, result: await attemptLogin(submission.value, clientKey), redirectTo }
    }),
    'form',
  )
  return authenticator.authenticate('form', request)
}
