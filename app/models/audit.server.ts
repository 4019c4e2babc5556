// The audit log: who did what to which entity, when, and from which address. One call per kind of
// event, in the one place that event happens: the model functions for content writes, the sign-in
// code for sign-ins, the token and session code for tokens, the maintenance code for backups and
// restores. The actor and the address come from the request context
// (app/lib/request-context.server.ts). Rows are never changed (a trigger refuses it, and nothing here
// offers it) and are kept for a year. A detail is a short, fixed description: never a password, a
// token, a cookie, a code or a setup link (docs/security.md).
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { auditLog, signInFailures, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { currentActor, currentAddress, type Actor } from '#app/lib/request-context.server.ts'

export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000
export const AUDIT_PAGE_SIZE = 25
const DETAIL_MAX = 500
const NAME_MAX = 254
// Pruning on a write at most this often keeps a busy day from paying for it on every row.
const PRUNE_EVERY_MS = 60 * 60 * 1000

export type AuditEvent = {
  /** What was done: create, update, delete, status, sign-in, sign-in-failed, sign-out, ... */
  action: string
  /** To what kind of thing: service, blog, session, api-token, two-factor, database, ... */
  entity: string
  entityId?: string | number | null
  /**
   * A short fixed description in English, never a secret. A new one needs its pattern in
   * app/i18n/admin-audit-details.ts, so an Arabic admin reads it in Arabic (a test finds those
   * missing).
   */
  detail?: string | null
}

/** Who an event is by when it is not the request's actor (a sign-in, before anyone is signed in). */
export type AuditActor = { userId: number | null; name: string; via: string }

let lastPrune = 0

/** The user as an actor, for events that happen before the request names one (a sign-in). */
export function userActor(userId: number, via: AuditActor['via']): AuditActor {
  const row = getDb().select({ name: users.name }).from(users).where(eq(users.id, userId)).get()
  return { userId, name: row?.name ?? `user ${userId}`, via }
}

/**
 * Appends one row and says its id (an account notice names it). A failure to write it is logged
 * and swallowed (null): the change it records has happened, and the person who made it must not be
 * told it failed. (A content write records its row with recordAuditOrThrow, in its own transaction:
 * app/models/content-write.server.ts.)
 */
export function recordAuditOrLog(
  event: AuditEvent,
  options: { actor?: AuditActor | Actor | null; now?: number } = {},
): number | null {
  try {
    return recordAuditOrThrow(event, options)
  } catch (error) {
    console.error('Could not write the audit log:', error)
    return null
  }
}

/** Appends one row and says its id, throwing when it cannot (so the transaction it is part of rolls back). */
export function recordAuditOrThrow(
  event: AuditEvent,
  { actor, now = Date.now() }: { actor?: AuditActor | Actor | null; now?: number } = {},
): number {
  const who = actor ?? currentActor()
  const db = getDb()
  const { id } = db
    .insert(auditLog)
    .values({
      at: new Date(now),
      actorId: who?.userId ?? null,
      actorName: (who?.name ?? 'system').slice(0, NAME_MAX),
      via: who?.via ?? 'system',
      address: currentAddress(),
      action: event.action,
      entity: event.entity,
      entityId: event.entityId == null ? null : String(event.entityId),
      detail: event.detail ? event.detail.slice(0, DETAIL_MAX) : null,
    })
    .returning({ id: auditLog.id })
    .get()
  if (now - lastPrune > PRUNE_EVERY_MS) pruneAudit(now)
  return id
}

const HOUR_MS = 60 * 60 * 1000

/**
 * A failed sign-in, one row an address, hour and reason: the first failure of the hour appends
 * the audit row (with the name typed first), the others count on it (sign_in_failures), and the
 * screen and the export show the count. Without a known address each failure is a row of its own.
 */
export function recordSignInFailure(
  event: AuditEvent & { detail: string },
  { actor, now = Date.now() }: { actor: AuditActor; now?: number },
): number | null {
  const address = currentAddress()
  if (!address) return recordAuditOrLog(event, { actor, now })
  const hour = new Date(Math.floor(now / HOUR_MS) * HOUR_MS)
  try {
    return getDb().transaction(
      (tx) => {
        const counted = tx
          .update(signInFailures)
          .set({ attempts: sql`${signInFailures.attempts} + 1`, lastAt: new Date(now) })
          .where(
            and(
              eq(signInFailures.address, address),
              eq(signInFailures.hour, hour),
              eq(signInFailures.detail, event.detail),
            ),
          )
          .returning({ auditId: signInFailures.auditId })
          .get()
        if (counted) return counted.auditId
        const auditId = recordAuditOrThrow(event, { actor, now })
        tx.insert(signInFailures)
          .values({ auditId, address, hour, detail: event.detail, lastAt: new Date(now) })
          .run()
        return auditId
      },
      { behavior: 'immediate' },
    )
  } catch (error) {
    console.error('Could not write the audit log:', error)
    return null
  }
}

/** A row's detail with the failures it stands for ("wrong password, 12 attempts this hour"). */
function withAttempts<T extends { detail: string | null; attempts: number | null }>(row: T) {
  const { attempts, ...rest } = row
  return attempts && attempts > 1
    ? { ...rest, detail: `${rest.detail}, ${attempts} attempts this hour` }
    : rest
}

const rowColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  via: auditLog.via,
  address: auditLog.address,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  detail: auditLog.detail,
  attempts: signInFailures.attempts,
}

/** Removes rows older than a year (at start, and now and then on a write). */
export function pruneAudit(now = Date.now()): number {
  lastPrune = now
  return getDb()
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now - AUDIT_RETENTION_MS)))
    .run().changes
}

/** When the first event about `entity` since `since` was recorded, if any (e.g. a day's notice). */
export function firstAuditAt(entity: string, since: Date): Date | null {
  const row = getDb()
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), gte(auditLog.at, since)))
    .orderBy(asc(auditLog.at))
    .get()
  return row?.at ?? null
}

export type AuditFilter = {
  who?: string
  entity?: string
  action?: string
  /** Inclusive start and exclusive end. */
  from?: Date
  until?: Date
}

function where(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.who ? eq(auditLog.actorName, filter.who) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return conditions.length ? and(...conditions) : undefined
}

export type AuditRow = typeof auditLog.$inferSelect

/** The rows that match, newest first, `limit` of them from `offset`. */
const matching = (filter: AuditFilter, limit: number, offset: number) =>
  getDb()
    .select(rowColumns)
    .from(auditLog)
    .leftJoin(signInFailures, eq(signInFailures.auditId, auditLog.id))
    .where(where(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(withAttempts)

/** One page of the rows that match, newest first, and how many pages there are. */
export function listAudit(filter: AuditFilter, page = 1) {
  const db = getDb()
  const total = db.select({ n: count() }).from(auditLog).where(where(filter)).get()?.n ?? 0
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  const rows = matching(filter, AUDIT_PAGE_SIZE, (current - 1) * AUDIT_PAGE_SIZE)
  return { rows, total, page: current, pages }
}

const EXPORT_BATCH = 500

/** Every matching row, newest first, read 500 at a time (the CSV export of a whole year). */
export function* iterateAudit(filter: AuditFilter): Generator<AuditRow> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = matching(filter, EXPORT_BATCH, offset)
    yield* rows
    if (rows.length < EXPORT_BATCH) return
  }
}

const distinct = (
  column: typeof auditLog.actorName | typeof auditLog.entity | typeof auditLog.action,
) =>
  getDb()
    .selectDistinct({ value: column })
    .from(auditLog)
    .orderBy(column)
    .all()
    .map((r) => r.value)

const HISTORY_LIMIT = 50

/** What was done to one thing, oldest first (the last 50): a lead's history names who did it. */
export function entityHistory(entity: string, entityId: string | number): AuditRow[] {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT)
    .all()
    .reverse()
}

/** The values the filters offer: the names, entities and actions the log holds. */
export function auditChoices() {
  return {
    who: distinct(auditLog.actorName),
    entity: distinct(auditLog.entity),
    action: distinct(auditLog.action),
  }
}
