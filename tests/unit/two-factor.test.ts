// Two-factor sign-in: the codes against a clock the test sets, recovery codes, the throttle, the
// form's second step, trusted browsers, turning it off, and the operator's reset.
import { beforeEach, describe, expect, test } from 'vitest'
import { recoveryCodes, trustedDevices, twoFactor } from '#db/schema.ts'
import { getAdmin } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { attemptSecondFactor, INVALID_CODE, LOGIN_LIMIT_CODE } from '#app/auth/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import {
  codeAt,
  confirmEnrolment,
  isTwoFactorEnabled,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
} from '#app/models/two-factor.server.ts'
import { action as loginAction } from '#app/routes/admin_.login.tsx'
import { action as codeAction, loader as codeLoader } from '#app/routes/admin_.login_.code.tsx'
import {
  action as twoFactorAction,
  loader as twoFactorLoader,
} from '#app/routes/admin.account_.two-factor.tsx'
import { action as accountAction } from '#app/routes/admin.account.tsx'
import type { PublicUser } from '#app/models/user.server.ts'
import { postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import {
  ADMIN,
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

// A fixed moment in the middle of a 30-second step, so ±30 s stays one step away.
const T = Date.UTC(2026, 0, 15, 9, 0, 15)
const STEP = 30_000

let admin: PublicUser
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
})

const secretOf = (userId: number) =>
  getDb()
    .select()
    .from(twoFactor)
    .all()
    .find((r) => r.userId === userId)!.secret

/** Two-factor on for the admin at time T; the secret and the recovery codes. */
function enable(now = T) {
  startEnrolment(admin.id)
  const secret = secretOf(admin.id)
  const codes = confirmEnrolment(admin.id, codeAt(secret, now), now)!
  return { secret, codes }
}

/** Every Set-Cookie of a response as one Cookie header, as the browser would send them back. */
function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  )
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0]!
    const [name, value] = [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]
    if (value === '' || /Max-Age=0/i.test(set)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

describe('codes and the clock', () => {
  test('enrolment is on only once a code from the new secret is confirmed', () => {
    startEnrolment(admin.id)
    expect(isTwoFactorEnabled(admin.id)).toBe(false)
    const status = twoFactorStatus(admin, { issuer: 'example.com' })
    expect(status.state).toBe('pending')
    if (status.state !== 'pending') return
    expect(status.uri).toMatch(/^otpauth:\/\/totp\/example\.com:admin%40example\.com\?/)
    expect(status.uri).toContain(`secret=${status.secret}`)
    expect(confirmEnrolment(admin.id, '000000', T)).toBeNull()
    expect(isTwoFactorEnabled(admin.id)).toBe(false)
    const codes = confirmEnrolment(admin.id, codeAt(status.secret, T), T)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(isTwoFactorEnabled(admin.id)).toBe(true)
  })

  test('a code is good one step either side of now, not two', () => {
    const { secret } = enable(T - 10 * STEP)
    expect(verifySecondFactor(admin.id, codeAt(secret, T - 2 * STEP), T)).toBeNull()
    expect(verifySecondFactor(admin.id, codeAt(secret, T - STEP), T)).toBe('code')
    expect(verifySecondFactor(admin.id, codeAt(secret, T + STEP), T)).toBe('code')
    expect(verifySecondFactor(admin.id, codeAt(secret, T + 2 * STEP), T)).toBeNull()
  })

  test('a code is taken once: neither it nor an older one works again', () => {
    const { secret } = enable(T - 10 * STEP)
    const code = codeAt(secret, T)
    expect(verifySecondFactor(admin.id, code, T)).toBe('code')
    expect(verifySecondFactor(admin.id, code, T)).toBeNull()
    expect(verifySecondFactor(admin.id, code, T + 10_000)).toBeNull()
    expect(verifySecondFactor(admin.id, codeAt(secret, T - STEP), T)).toBeNull()
    expect(verifySecondFactor(admin.id, codeAt(secret, T + STEP), T + STEP)).toBe('code')
  })

  test('the code that switched it on cannot sign in', () => {
    const { secret } = enable(T)
    expect(verifySecondFactor(admin.id, codeAt(secret, T), T)).toBeNull()
  })

  test('a recovery code works once, however it is typed; they are stored hashed', () => {
    const { codes } = enable()
    expect(codes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/)
    expect(verifySecondFactor(admin.id, codes[0]!, T)).toBe('recovery')
    expect(verifySecondFactor(admin.id, codes[0]!, T)).toBeNull()
    expect(verifySecondFactor(admin.id, ` ${codes[1]!.replace('-', '').toUpperCase()} `, T)).toBe(
      'recovery',
    )
    const stored = JSON.stringify(getDb().select().from(recoveryCodes).all())
    for (const code of codes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
    const status = twoFactorStatus(admin, { issuer: 'x' })
    expect(status.state === 'on' && status.recoveryCodesLeft).toBe(8)
  })

  test('wrong codes are throttled per account like the password; a right one resets', async () => {
    const { secret } = enable(T - 10 * STEP)
    const wrong = () => attemptSecondFactor(admin.id, '000000', T)
    for (let i = 0; i < LOGIN_LIMIT_CODE.points - 1; i++) await wrong()
    expect(await attemptSecondFactor(admin.id, codeAt(secret, T - STEP), T)).toEqual({
      ok: true,
      kind: 'code',
    })
    for (let i = 0; i < LOGIN_LIMIT_CODE.points; i++) {
      expect(await attemptSecondFactor(admin.id, '000000', T)).toMatchObject({
        ok: false,
        status: 401,
        message: INVALID_CODE,
      })
    }
    const blocked = await attemptSecondFactor(admin.id, codeAt(secret, T), T)
    expect(blocked).toMatchObject({ ok: false, status: 429 })
    expect(blocked.ok === false && blocked.message).toMatch(/Too many sign-in attempts/)
  })

  test('the operator reset turns it off and forgets trusted browsers', () => {
    enable()
    getDb()
      .insert(trustedDevices)
      .values({ tokenHash: 'x', userId: admin.id, expiresAt: new Date(T + STEP) })
      .run()
    expect(resetTwoFactor(' ADMIN@example.com ')).toEqual({ email: ADMIN.email, wasOn: true })
    expect(isTwoFactorEnabled(admin.id)).toBe(false)
    expect(getDb().select().from(recoveryCodes).all()).toEqual([])
    expect(getDb().select().from(trustedDevices).all()).toEqual([])
    expect(resetTwoFactor(ADMIN.email)).toEqual({ email: ADMIN.email, wasOn: false })
    expect(() => resetTwoFactor('nobody@example.com')).toThrow(/No account/)
  })
})

describe('signing in with two-factor on', () => {
  const password = (cookie = '', extra: Record<string, string> = {}) =>
    settle(() =>
      loginAction({
        request: formRequest(
          '/admin/login',
          { email: ADMIN.email, password: ADMIN.password, ...extra },
          { cookie },
        ),
        params: {},
        context,
      }),
    ) as Promise<Response>
  const code = (cookie: string, fields: Record<string, string>) =>
    settle(() =>
      codeAction({
        request: formRequest('/admin/login/code', fields, { cookie }),
        params: {},
        context,
      }),
    )

  test('the password opens only the code page; the right code signs in', async () => {
    const { secret } = enable(Date.now() - 10 * STEP)
    const first = await password('', { redirectTo: '/admin/projects' })
    expect(first.status).toBe(302)
    expect(first.headers.get('Location')).toBe('/admin/login/code')
    const pending = cookiesOf(first)
    expect(await getAdmin(getRequest('/admin', pending))).toBeNull()

    const wrong = (await code(pending, { code: '000000' })) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(wrong.init.status).toBe(401)
    expect(wrong.data.result.error.code).toEqual([INVALID_CODE])

    const right = (await code(pending, { code: codeAt(secret, Date.now()) })) as Response
    expect(right.status).toBe(302)
    expect(right.headers.get('Location')).toBe('/admin/projects')
    const signedIn = cookiesOf(right, pending)
    expect(signedIn).not.toContain('__login=')
    expect(await getAdmin(getRequest('/admin', signedIn))).toEqual(admin)
  })

  test('a recovery code signs in too; the code page without a password step goes back', async () => {
    const { codes } = enable()
    const pending = cookiesOf(await password())
    const right = (await code(pending, { code: codes[3]! })) as Response
    expect(right.headers.get('Location')).toBe('/admin/dashboard')
    const away = (await settle(() =>
      codeLoader({ request: getRequest('/admin/login/code'), params: {}, context }),
    )) as Response
    expect(away.headers.get('Location')).toBe('/admin/login')
    const posted = (await code('', { code: codes[4]! })) as Response
    expect(posted.headers.get('Location')).toBe('/admin/login')
  })

  test('"remember this device" skips the code for this browser until it is revoked', async () => {
    const { secret } = enable(Date.now() - 10 * STEP)
    const pending = cookiesOf(await password())
    const trusted = cookiesOf(
      (await code(pending, { code: codeAt(secret, Date.now()), trust: 'on' })) as Response,
      pending,
    )
    expect(trusted).toContain('__trusted=')
    const again = await password(trusted)
    expect(again.headers.get('Location')).toBe('/admin/dashboard')
    // Another browser still meets the code page.
    expect((await password()).headers.get('Location')).toBe('/admin/login/code')

    // A password change forgets every trusted browser.
    const session = await sessionCookieFor(admin.id)
    await settle(() =>
      accountAction({
        request: formRequest(
          '/admin/account',
          {
            currentPassword: ADMIN.password,
            newPassword: 'another long password',
            confirmPassword: 'another long password',
          },
          { cookie: session },
        ),
        params: {},
        context,
      }),
    )
    const after = (await settle(() =>
      loginAction({
        request: formRequest(
          '/admin/login',
          { email: ADMIN.email, password: 'another long password' },
          { cookie: trusted },
        ),
        params: {},
        context,
      }),
    )) as Response
    expect(after.headers.get('Location')).toBe('/admin/login/code')
  })
})

describe('the two-factor page', () => {
  const post = async (fields: Record<string, string>) =>
    settle(async () =>
      twoFactorAction({
        request: formRequest('/admin/account/two-factor', fields, {
          cookie: await sessionCookieFor(admin.id),
        }),
        params: {},
        context,
      }),
    )

  test('set up shows a QR code and the key; a right code turns it on and shows 10 codes', async () => {
    await post({ intent: 'start', password: ADMIN.password })
    const page = (await twoFactorLoader({
      request: getRequest('/admin/account/two-factor', await sessionCookieFor(admin.id)),
      params: {},
      context,
    })) as unknown as { data: { view: { state: string; qr: string; secret: string } } }
    expect(page.data.view.state).toBe('pending')
    expect(page.data.view.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(page.data.view.qr.split(',')[1]!, 'base64').toString()).toContain('<svg')
    expect(page.data.view.secret.replace(/ /g, '')).toBe(secretOf(admin.id))

    const wrong = (await post({
      intent: 'confirm',
      password: ADMIN.password,
      code: '000000',
    })) as unknown as {
      init: { status: number }
      data: FormReply
    }
    expect(wrong.init.status).toBe(400)
    // The page shows the refusal in the form that was sent: the reply's values name it.
    expect(postedIntent(wrong.data)).toBe('confirm')
    expect(wrong.data.result.error?.code).toBeTruthy()
    const right = (await post({
      intent: 'confirm',
      password: ADMIN.password,
      code: codeAt(secretOf(admin.id), Date.now()),
    })) as unknown as { data: { shown: string[] } }
    expect(right.data.shown).toHaveLength(10)
    expect(isTwoFactorEnabled(admin.id)).toBe(true)
  })

  test('turning it off needs the password and a code', async () => {
    const { codes } = enable()
    const noPassword = (await post({
      intent: 'disable',
      password: 'wrong password!',
      code: codes[0]!,
    })) as unknown as { data: { result: { error: Record<string, string[]> } } }
    expect(noPassword.data.result.error.password).toEqual(['The password is not correct'])
    const noCode = (await post({
      intent: 'disable',
      password: ADMIN.password,
      code: '123456',
    })) as unknown as { data: { result: { error: Record<string, string[]> } } }
    expect(noCode.data.result.error.code).toEqual([INVALID_CODE])
    expect(isTwoFactorEnabled(admin.id)).toBe(true)
    const off = (await post({
      intent: 'disable',
      password: ADMIN.password,
      code: codes[0]!,
    })) as Response
    expect(off.status).toBe(302)
    expect(isTwoFactorEnabled(admin.id)).toBe(false)
    expect(getDb().select().from(recoveryCodes).all()).toEqual([])
  })
})
