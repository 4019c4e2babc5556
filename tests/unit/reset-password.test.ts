// `reset-password --email` (app/ops/reset-password.server.ts): what the sign-in page tells an
// administrator who forgot their password to ask the operator for. Against a real SQLite file.
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { sessions } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { verifyCredentials } from '#app/models/user.server.ts'
import { resetPassword } from '#app/ops/reset-password.server.ts'
import { ADMIN, createAdmin, sessionCookieFor } from '#tests/support/auth.ts'

test('a new password signs in, the old one no longer does, and every session of it ends', async () => {
  const admin = await createAdmin()
  await sessionCookieFor(admin.id)
  expect(await resetPassword(` ${ADMIN.email.toUpperCase()} `, 'a brand new passphrase')).toEqual({
    email: ADMIN.email,
  })
  expect(await verifyCredentials(ADMIN.email, 'a brand new passphrase')).toMatchObject({
    id: admin.id,
  })
  expect(await verifyCredentials(ADMIN.email, ADMIN.password)).toBeNull()
  expect(getDb().select().from(sessions).where(eq(sessions.userId, admin.id)).all()).toEqual([])
})

test('a short password or an unknown address changes nothing', async () => {
  await createAdmin()
  await expect(resetPassword(ADMIN.email, 'short')).rejects.toThrow(/at least 12 characters/)
  await expect(resetPassword('nobody@example.com', 'a brand new passphrase')).rejects.toThrow(
    'No account has the email nobody@example.com.',
  )
  expect(await verifyCredentials(ADMIN.email, ADMIN.password)).not.toBeNull()
})
