// Bearer tokens for /api: opaque random strings handed out once at login, stored only as SHA-256
// hashes, valid for 30 days, revoked by logout. The admin's cookie session never authorizes /api.
import { and, eq, gt, lt } from 'drizzle-orm'
import { apiTokens } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { setActor } from '#app/lib/request-context.server.ts'
import { hashToken, newToken } from '#app/lib/tokens.server.ts'
import { recordAuditOrLog, userActor } from '#app/models/audit.server.ts'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'

export const API_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export function issueApiToken(userId: number): string {
  const token = newToken()
  const db = getDb()
  // Housekeeping on the rare write path keeps the table from growing without a scheduler.
  db.delete(apiTokens).where(lt(apiTokens.expiresAt, new Date())).run()
  const row = db
    .insert(apiTokens)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + API_TOKEN_TTL_MS),
    })
    .returning({ id: apiTokens.id })
    .get()
  // Issuing a token is the API's sign-in.
  recordAuditOrLog(
    { action: 'sign-in', entity: 'api-token', entityId: row.id },
    { actor: userActor(userId, 'api') },
  )
  return token
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = header.match(/^Bearer\s+(\S+)\s*$/i)
  return match ? match[1]! : null
}

/** The user behind the request's bearer token, or null when it is missing, unknown or expired. */
export function getApiUser(request: Request): PublicUser | null {
  const token = bearer(request)
  if (!token) return null
  const row = getDb()
    .select({ userId: apiTokens.userId })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, new Date())))
    .get()
  return row ? (getUserById(row.userId) ?? null) : null
}

/** Throws the API's 401 answer unless the request carries a valid token. */
export function requireApiUser(request: Request): PublicUser {
  const user = getApiUser(request)
  if (user) {
    setActor({ userId: user.id, name: user.name, via: 'api' })
    return user
  }
  throw Response.json(
    { message: 'Not authorized: a valid bearer token is required' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
  )
}

/** Revokes the request's token; true when there was one to revoke. */
export function revokeApiToken(request: Request): boolean {
  const token = bearer(request)
  if (!token) return false
  const revoked = getDb()
    .delete(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .returning({ id: apiTokens.id })
    .get()
  if (revoked) recordAuditOrLog({ action: 'sign-out', entity: 'api-token', entityId: revoked.id })
  return Boolean(revoked)
}

/** Ends every API token of a user: a changed password must not leave an old token working. */
export function revokeAllApiTokens(userId: number): number {
  const revoked = getDb().delete(apiTokens).where(eq(apiTokens.userId, userId)).run().changes
  if (revoked > 0) {
    recordAuditOrLog({
      action: 'revoke',
      entity: 'api-token',
      detail: `all ${revoked} of user ${userId}`,
    })
  }
  return revoked
}

/**
 * Who reads publishable content through the /api (docs/publishing.md): a token's holder sees every
 * item, anybody else only what is public; `?include=publication` asks for every item's slug, status
 * and publish time, `?include=translation` (with `?locale`) for its translation's (docs/api.md
 * "Languages"); older clients get the answers they always had.
 */
export function apiReader(request: Request): {
  all: boolean
  publication: boolean
  translation: boolean
} {
  const include = (new URL(request.url).searchParams.get('include') ?? '').split(',')
  return {
    all: getApiUser(request) !== null,
    publication: include.includes('publication'),
    translation: include.includes('translation'),
  }
}
