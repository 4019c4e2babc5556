// `agency-site create-admin` (server/cli.mjs): another administrator on the database named by
// DATABASE_PATH.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { getDb, runMigrations } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { createUser, type PublicUser } from '#app/models/user.server.ts'
/**
 * `agency-site create-admin`: another administrator account. Only on a database the site has
 * started on once: creating it here would skip the demo content a brand-new database gets.
 */
export async function createAdmin(input: {
  email: string
  name: string
  password: string
}): Promise<PublicUser> {
  const path = resolve(getEnv().DATABASE_PATH)
  if (!existsSync(path)) {
    throw new Error(
      `No database at ${path} yet: start the site once first, then add administrators`,
    )
  }
  runMigrations(getDb())
  return createUser(input)
}
