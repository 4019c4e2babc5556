// `agency-site reset-password --email E` (server/cli.mjs): a new password for an administrator who
// forgot theirs, set by whoever runs the site (the sign-in page tells the administrator to ask
// them). As a change of password on the Account screen does, it ends every session of that account,
// revokes its API tokens and forgets its trusted browsers (docs/security.md, "A stolen session").
import { and, eq } from 'drizzle-orm'
import { sessions, users } from '#db/schema.ts'
import { revokeAllApiTokens } from '#app/api/api-auth.server.ts'
import { getDb, runMigrations } from '#app/lib/db.server.ts'
import { revokeTrustedDevices } from '#app/lib/trusted-device.server.ts'
import { isMember, NewUserSchema, setPassword } from '#app/models/user.server.ts'

/** Sets the password of the member with `email`; throws when none has it or it is too short. */
export async function resetPassword(email: string, password: string): Promise<{ email: string }> {
  runMigrations(getDb())
  const valid = NewUserSchema.shape.password.parse(password)
  const user = getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isMember))
    .get()
  if (!user) throw new Error(`No account has the email ${email}.`)
  await setPassword(user.id, valid)
  getDb().delete(sessions).where(eq(sessions.userId, user.id)).run()
  revokeAllApiTokens(user.id)
  revokeTrustedDevices(user.id)
  return { email: user.email }
}
