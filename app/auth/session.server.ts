// Browser sessions for the admin. The signed, httpOnly cookie carries only a random id; the
// `sessions` row (keyed by the id's SHA-256) holds the user and the expiry, so deleting the row
// really signs out, and a copied cookie dies with it.
import { createCookie, type Cookie } from '@remix-run/node'
import { and, eq, lt, ne, or } from 'drizzle-orm'
import { sessions, users } from '#db/schema.ts'
import { recordAuditOrLog, userActor } from '#app/models/audit.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'
import { hashToken, newToken } from '#app/lib/tokens.server.ts'
import { isNoSpace } from '#app/lib/no-space.server.ts'

/** The cookie's name over plain HTTP (local use); over HTTPS it is __Host-session. */
export const SESSION_COOKIE = '__session'
/** The browser then ties the cookie to this host, over HTTPS, for the whole site: no subdomain or
 * plain-HTTP page can set or overwrite it. */
export const SECURE_SESSION_COOKIE = '__Host-session'
/** Unused this long, a session ends (sliding). */
export const IDLE_MS = 2 * 24 * 60 * 60 * 1000
/** However busy, a "Keep me signed in" session ends this long after sign-in. */
export const ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000
/** However busy, any other session ends this long after sign-in. */
export const SHORT_ABSOLUTE_MS = 12 * 60 * 60 * 1000
// Sliding the idle expiry costs a write; doing it at most once an hour keeps reads read-only.
const SLIDE_AFTER_MS = 60 * 60 * 1000

let cookies: { secret: string; secure: boolean; plain: Cookie; https: Cookie } | undefined

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether the browser reached the site over HTTPS (directly, or as the trusted proxy reports). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

/**
 * True when a browser will refuse the session cookie on this request: in production the cookie is
 * Secure, and browsers keep Secure cookies only over HTTPS or on the loopback address. The sign-in
 * page says so instead of bouncing the operator back to itself without a word.
 */
export function cookieNeedsHttps(request: Request): boolean {
  const url = new URL(request.url)
  return (
    getEnv().NODE_ENV === 'production' && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)
  )
}

// No Max-Age here: a session cookie lasts as long as the browser, unless serialize() is given one.
function sessionCookie(request?: Request): Cookie {
  const secret = getSessionSecret()
  const secure = getEnv().NODE_ENV === 'production'
  if (cookies?.secret !== secret || cookies.secure !== secure) {
    const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secrets: [secret] }
    cookies = {
      secret,
      secure,
      plain: createCookie(SESSION_COOKIE, { ...options, secure }),
      https: createCookie(SECURE_SESSION_COOKIE, { ...options, secure: true }),
    }
  }
  return request && isHttps(request) ? cookies.https : cookies.plain
}

async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

export type ActiveSession = { idHash: string; userId: number }

type SessionRow = { expiresAt: Date; createdAt: Date; remember: boolean }

function live(row: SessionRow, now: number) {
  const absolute = row.remember ? ABSOLUTE_MS : SHORT_ABSOLUTE_MS
  return row.expiresAt.getTime() > now && row.createdAt.getTime() + absolute > now
}

const NAMED = /(?:^|;\s*)(?:__session|__Host-session)=/

/**
 * Whether a Cookie header carries a live session: its signature checked, then its row read, never
 * written (the render budget asks before every render it would count, docs/scale.md). A header
 * without a session cookie costs a pattern test; a forged one, a signature check.
 */
export async function hasLiveSession(cookie: string | undefined, now = Date.now()) {
  if (!cookie || !NAMED.test(cookie)) return false
  sessionCookie()
  for (const named of [cookies!.plain, cookies!.https]) {
    const id: unknown = await named.parse(cookie)
    if (typeof id !== 'string' || id.length === 0) continue
    const row = getDb()
      .select({
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        remember: sessions.remember,
      })
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(id)))
      .get()
    if (row && live(row, now)) return true
  }
  return false
}

/** The live session behind the request's cookie, or null. Expired rows are deleted on sight. */
export async function getSession(
  request: Request,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const id = await readSessionId(request)
  if (!id) return null
  const db = getDb()
  const idHash = hashToken(id)
  const row = db.select().from(sessions).where(eq(sessions.idHash, idHash)).get()
  if (!row) return null
  if (!live(row, now)) {
    db.delete(sessions).where(eq(sessions.idHash, idHash)).run()
    return null
  }
  if (row.expiresAt.getTime() - now < IDLE_MS - SLIDE_AFTER_MS) {
    try {
      db.update(sessions)
        .set({ expiresAt: new Date(now + IDLE_MS) })
        .where(eq(sessions.idHash, idHash))
        .run()
    } catch (error) {
      // On a full disk the session is still good until its expiry; the admin can free space.
      if (!isNoSpace(error)) throw error
    }
  }
  return { idHash, userId: row.userId }
}

/**
 * Starts a session for `userId` with a brand-new id (the request's old session, if any, is
 * ended, so a planted id is never promoted) and returns the Set-Cookie header for it.
 */
export async function createSession(
  userId: number,
  request?: Request,
  { remember = false, how }: { remember?: boolean; how?: string } = {},
): Promise<string> {
  const db = getDb()
  const oldId = request ? await readSessionId(request) : null
  if (oldId)
    db.delete(sessions)
      .where(eq(sessions.idHash, hashToken(oldId)))
      .run()
  const now = Date.now()
  // Housekeeping on the rare sign-in path keeps the table small without a scheduler.
  db.delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.createdAt, new Date(now - ABSOLUTE_MS)),
      ),
    )
    .run()
  const id = newToken()
  db.insert(sessions)
    .values({ idHash: hashToken(id), userId, expiresAt: new Date(now + IDLE_MS), remember })
    .run()
  // Where the admin reads the admin screens: e-mails link there when SITE_URL is not set
  // (app/models/mail-links.server.ts). Only a signed-in admin writes it, never a visitor's request.
  if (request) {
    db.update(users)
      .set({ signInOrigin: new URL(request.url).origin, signedInAt: new Date(now) })
      .where(eq(users.id, userId))
      .run()
  }
  recordAuditOrLog(
    { action: 'sign-in', entity: 'session', detail: how },
    { actor: userActor(userId, 'admin') },
  )
  return sessionCookie(request).serialize(id, remember ? { maxAge: ABSOLUTE_MS / 1000 } : {})
}

/** Ends the request's session and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const id = await readSessionId(request)
  const ended = id
    ? getDb()
        .delete(sessions)
        .where(eq(sessions.idHash, hashToken(id)))
        .returning({ userId: sessions.userId })
        .get()
    : undefined
  if (ended) {
    recordAuditOrLog(
      { action: 'sign-out', entity: 'session' },
      { actor: userActor(ended.userId, 'admin') },
    )
  }
  return sessionCookie(request).serialize('', { maxAge: 0, expires: new Date(0) })
}

/** How many other live sessions the user has besides `keepIdHash` (the Account screen says). */
export function countOtherSessions(userId: number, keepIdHash: string, now = Date.now()): number {
  return getDb()
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .all()
    .filter((row) => live(row, now)).length
}

/**
 * Ends every session of the user except `keepIdHash` (after a password change, or "Sign out
 * everywhere else").
 */
export function destroyOtherSessions(userId: number, keepIdHash: string) {
  getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .run()
}
