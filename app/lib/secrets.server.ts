// SESSION_SECRET from the environment, or one generated on first start and kept beside the database,
// so sessions survive restarts without the operator having to invent a secret.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'

let cached: string | undefined

export function getSessionSecret(): string {
  if (cached) return cached
  const env = getEnv()
  if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET)
  const dir = dirname(resolve(env.DATABASE_PATH))
  const file = join(dir, 'session-secret')
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  cached = readFileSync(file, 'utf8').trim()
  return cached
}
