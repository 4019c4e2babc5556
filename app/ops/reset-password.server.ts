// `agency-site reset-password --email E` (server/cli.mjs): a new password for an administrator who
// forgot theirs, set by whoever runs the site (the sign-in page tells the administrator to ask
// them). Every session of that account ends, as a password change elsewhere would end them.
import { and, eq } from 'drizzle-orm'
import { sessions, users } from '#db/schema.ts'
import { getDb, runMigrations } from '#app/lib/db.server.ts'
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
  return { email: user.email }
}
