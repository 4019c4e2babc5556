// A stolen session cookie cannot take over the account through two-factor sign-in: starting and
// confirming it, and new recovery codes, ask for the current password; switching it on and new
// codes end every other session and trusted browser; the owner gets an e-mail when it is switched
// on or off (with mail configured).
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { outbox, sessions, trustedDevices, twoFactor } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { trustDevice } from '#app/lib/trusted-device.server.ts'
import {
  codeAt,
  isTwoFactorEnabled,
  resetTwoFactor,
  verifySecondFactor,
} from '#app/models/two-factor.server.ts'
import { action } from '#app/routes/admin.account_.two-factor.tsx'
import type { PublicUser } from '#app/models/user.server.ts'
import {
  ADMIN,
  context,
  createAdmin,
  formRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

type Reply = {
  data: { shown?: string[]; result: { error?: Record<string, string[]> } }
  init: { status: number } | null
}

let admin: PublicUser
let cookie: string
beforeEach(async () => {
  resetAllLimits()
  Object.assign(process.env, { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'site@agency.example' })
  resetEnv()
  resetMailTransport()
  admin = await createAdmin()
  cookie = await sessionCookieFor(admin.id)
})

afterEach(() => {
  delete process.env.SMTP_URL
  delete process.env.MAIL_FROM
  resetEnv()
  resetMailTransport()
})

const post = (fields: Record<string, string>) =>
  settle(async () =>
    action({
      request: formRequest('/admin/account/two-factor', fields, { cookie }),
      params: {},
      context,
    }),
  ) as Promise<Reply | Response>

const secret = () => getDb().select().from(twoFactor).get()!.secret
const notices = () =>
  getDb()
    .select()
    .from(outbox)
    .all()
    .filter((m) => m.purpose === 'account-notice')

async function turnOn() {
  expect(((await post({ intent: 'start', password: ADMIN.password })) as Response).status).toBe(302)
  const on = (await post({
    intent: 'confirm',
    password: ADMIN.password,
    code: codeAt(secret(), Date.now()),
  })) as Reply
  expect(on.data.shown).toHaveLength(10)
  return on.data.shown!
}

describe('with the session cookie alone', () => {
  test('two-factor cannot be started', async () => {
    const none = (await post({ intent: 'start' })) as Reply
    expect(none.init?.status).toBe(400)
    expect(none.data.result.error?.password).toBeTruthy()
    const wrong = (await post({ intent: 'start', password: 'a guessed password' })) as Reply
    expect(wrong.init?.status).toBe(400)
    expect(wrong.data.result.error?.password).toEqual(['The password is not correct'])
    expect(getDb().select().from(twoFactor).all()).toEqual([])
  })

  test('nor confirmed with the thief’s authenticator', async () => {
    expect(((await post({ intent: 'start', password: ADMIN.password })) as Response).status).toBe(
      302,
    )
    const code = codeAt(secret(), Date.now())
    const noPassword = (await post({ intent: 'confirm', code })) as Reply
    expect(noPassword.data.result.error?.password).toBeTruthy()
    const wrong = (await post({ intent: 'confirm', code, password: 'a guessed password' })) as Reply
    expect(wrong.data.result.error?.password).toEqual(['The password is not correct'])
    expect(isTwoFactorEnabled(admin.id)).toBe(false)
  })

  test('nor given new recovery codes', async () => {
    await turnOn()
    const wrong = (await post({ intent: 'new-codes', password: 'a guessed password' })) as Reply
    expect(wrong.data.result.error?.password).toEqual(['The password is not correct'])
    expect(wrong.data.shown).toBeUndefined()
  })
})

test('switching it on ends the other sessions and trusted browsers, and mails the owner', async () => {
  const other = await sessionCookieFor(admin.id)
  await trustDevice(admin.id)
  expect(getDb().select().from(sessions).all()).toHaveLength(2)
  await turnOn()
  const left = getDb().select().from(sessions).all()
  expect(left).toHaveLength(1)
  expect(other).not.toBe(cookie)
  expect(getDb().select().from(trustedDevices).all()).toEqual([])
  const [notice] = notices()
  expect(notice).toMatchObject({ to: ADMIN.email, subject: 'Two-factor sign-in was turned on' })
  expect(notice!.body).toContain(ADMIN.email)
  expect(notice!.body).toContain('reset-2fa')
  // Never a secret in the mail.
  expect(notice!.body).not.toContain(secret())
})

test('new recovery codes replace the old ones and end the other sessions', async () => {
  const old = await turnOn()
  await sessionCookieFor(admin.id)
  await trustDevice(admin.id)
  const renewed = (await post({ intent: 'new-codes', password: ADMIN.password })) as Reply
  expect(renewed.data.shown).toHaveLength(10)
  expect(renewed.data.shown).not.toEqual(old)
  expect(getDb().select().from(sessions).all()).toHaveLength(1)
  expect(getDb().select().from(trustedDevices).all()).toEqual([])
  expect(verifySecondFactor(admin.id, old[0]!)).toBeNull()
  expect(verifySecondFactor(admin.id, renewed.data.shown![0]!)).toBe('recovery')
})

test('switching it off, by the owner or the operator, mails the owner', async () => {
  const codes = await turnOn()
  const off = (await post({
    intent: 'disable',
    password: ADMIN.password,
    code: codes[0]!,
  })) as Response
  expect(off.status).toBe(302)
  await turnOn()
  resetTwoFactor(ADMIN.email)
  expect(notices().map((m) => m.subject)).toEqual([
    'Two-factor sign-in was turned on',
    'Two-factor sign-in was turned off',
    'Two-factor sign-in was turned on',
    'Two-factor sign-in was turned off',
  ])
})

test('without mail settings nothing is queued', async () => {
  delete process.env.SMTP_URL
  resetEnv()
  resetMailTransport()
  await turnOn()
  expect(notices()).toEqual([])
})
