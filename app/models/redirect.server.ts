// Redirects from an old site's addresses (docs/product.md "Redirects"): an old path, exact or a
// prefix whose rest is kept, sent on to a path here or a full URL with a 301 or a 302. The rules
// every door shares live here: a redirect never hides a page of the site, never leads to another
// redirect (a chain) or back to itself (a loop). The HTTP server reads them from memory
// (app/site/redirect-answer.server.ts); each write here tells it to read them again, and hits are
// counted in memory and written in batches, never a write per visit.
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { redirects } from '#db/schema.ts'
import { readablePath } from '#app/lib/address.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { isLiveAddress } from '#app/lib/live-address.server.ts'
import { forgetKeptAnswers } from '#app/lib/page-cache.server.ts'
import {
  MAX_OLD_PATH,
  oldPathKey,
  redirectTable,
  type RedirectRule,
  type RedirectTable,
} from '#app/lib/redirect-paths.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { ConflictError } from './errors.ts'
import { isOneOf } from '#app/lib/property.ts'

export const REDIRECT_CODES = [301, 302] as const
const MAX_TARGET = 2048

export const RedirectInputSchema = z.object({
  source: z
    .string({ error: 'Old address is required' })
    .trim()
    .min(1, 'Old address is required')
    .max(
      MAX_OLD_PATH,
      `Old address must be at most ${MAX_OLD_PATH.toLocaleString('en-US')} characters`,
    ),
  match: z.enum(['exact', 'prefix']).default('exact'),
  target: z
    .string({ error: 'New address is required' })
    .trim()
    .min(1, 'New address is required')
    .max(
      MAX_TARGET,
      `New address must be at most ${MAX_TARGET.toLocaleString('en-US')} characters`,
    ),
  code: z.coerce
    .number()
    .refine((code) => isOneOf(REDIRECT_CODES, code), {
      message: 'Choose 301 or 302',
    })
    .default(301),
})
export type RedirectInput = z.input<typeof RedirectInputSchema>

export type Redirect = typeof redirects.$inferSelect

const HERE = 'http://this-site.invalid'

/** The target as stored: a path of this site (escaped as an address carries it) or an http(s) URL. */
function storedTarget(target: string): { value: string; path?: string } {
  if (target.startsWith('/')) {
    if (safeRedirectPath(target, '') === '') throw new ConflictError(TEXTS.badTarget, 'target')
    const url = new URL(target, HERE)
    return { value: `${url.pathname}${url.search}${url.hash}`, path: url.pathname }
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    throw new ConflictError(TEXTS.badTarget, 'target')
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !url.hostname) {
    throw new ConflictError(TEXTS.badTarget, 'target')
  }
  return { value: url.href }
}

export const TEXTS = {
  badSource: 'Enter the old address as a path that starts with /, such as /old-page',
  badTarget:
    'Enter a path of this site that starts with /, or a full address that starts with https://',
  live: 'This address is a page of the site: a redirect from it would hide the page',
  taken: 'Another redirect starts from this address',
  loop: 'This redirect would lead back to itself',
  chain: (to: string) =>
    `The new address is itself redirected (to ${to}): enter that address instead`,
  pointedAt: (from: string) =>
    `The redirect from ${from} leads here: change it to lead to this one's new address instead`,
}

function isUnder(path: string, prefix: string) {
  return path === prefix || path.startsWith(prefix === '/' ? '/' : `${prefix}/`)
}

/** The rule a write would store, or a ConflictError naming the field at fault. */
function checked(input: RedirectInput, rules: readonly RedirectRule[]) {
  const data = RedirectInputSchema.parse(input)
  const source = oldPathKey(data.source)
  if (source === null) throw new ConflictError(TEXTS.badSource, 'source')
  const prefix = data.match === 'prefix'
  if (isLiveAddress(source) || (prefix && source === '/'))
    throw new ConflictError(TEXTS.live, 'source')
  if (rules.some((rule) => rule.source === source)) throw new ConflictError(TEXTS.taken, 'source')
  const target = storedTarget(data.target)
  const targetKey = target.path === undefined ? null : oldPathKey(target.path)
  if (targetKey !== null) {
    if (prefix ? isUnder(targetKey, source) : targetKey === source)
      throw new ConflictError(TEXTS.loop, 'target')
    const onward = redirectTable(rules).match(target.path!)
    if (onward) throw new ConflictError(TEXTS.chain(onward.location), 'target')
  }
  // An existing redirect that leads to this old address would now lead on through it.
  const before = rules.find((rule) => {
    if (!rule.target.startsWith('/')) return false
    const key = oldPathKey(rule.target)
    return key !== null && (prefix ? isUnder(key, source) : key === source)
  })
  if (before) throw new ConflictError(TEXTS.pointedAt(readablePath(before.source)), 'source')
  return { source, prefix, target: target.value, code: data.code }
}

export function listRedirects(): Redirect[] {
  flushRedirectHits()
  return getDb().select().from(redirects).orderBy(asc(redirects.source)).all()
}

export function getRedirect(id: number): Redirect | undefined {
  return getDb().select().from(redirects).where(eq(redirects.id, id)).get()
}

function allRules(): RedirectRule[] {
  const rows = getDb()
    .select({
      id: redirects.id,
      source: redirects.source,
      prefix: redirects.prefix,
      target: redirects.target,
      code: redirects.code,
    })
    .from(redirects)
    .all()
  // Rules saved before old paths were spelt by app/lib/address.ts (decoded: `/مرحبا`, `/a b`) are
  // matched in today's spelling; a key already in it stays as it is.
  return rows.map((rule) => ({ ...rule, source: oldPathKey(rule.source) ?? rule.source }))
}

function insertRule(rule: ReturnType<typeof checked>): Redirect {
  return getDb().insert(redirects).values(rule).returning().get()
}

/** Adds one redirect; a rule it would break is a ConflictError on its field. */
export function createRedirect(input: RedirectInput): Redirect {
  const row = atomically(() => insertRule(checked(input, allRules())))
  changed()
  recordAuditOrLog({ action: 'create', entity: 'redirect', entityId: row.id })
  return row
}

export function deleteRedirect(id: number): boolean {
  const gone = getDb().delete(redirects).where(eq(redirects.id, id)).run().changes > 0
  if (gone) {
    pending.delete(id)
    changed()
    recordAuditOrLog({ action: 'delete', entity: 'redirect', entityId: id })
  }
  return gone
}

export type ImportRow = {
  line: number
  source: string
  target: string
  code: string
  prefix: boolean
}
export type ImportResult = { added: number; refused: Array<{ line: number; message: string }> }

/**
 * Adds the rows that keep every rule, in order (a later row may lead to an earlier one's old
 * address only if that makes no chain), and says why each other row was refused.
 */
export function importRedirects(rows: readonly ImportRow[]): ImportResult {
  const result: ImportResult = { added: 0, refused: [] }
  atomically(() => {
    const rules = allRules()
    for (const row of rows) {
      try {
        const rule = checked(
          {
            source: row.source,
            target: row.target,
            code: row.code || '301',
            match: row.prefix ? 'prefix' : 'exact',
          },
          rules,
        )
        rules.push({ id: insertRule(rule).id, ...rule })
        result.added++
      } catch (error) {
        if (error instanceof ConflictError)
          result.refused.push({ line: row.line, message: error.message })
        else if (error instanceof z.ZodError)
          result.refused.push({
            line: row.line,
            message: error.issues[0]?.message ?? TEXTS.badSource,
          })
        else throw error
      }
    }
  })
  if (result.added > 0) {
    changed()
    recordAuditOrLog({ action: 'import', entity: 'redirect', entityId: null })
  }
  return result
}

// --- the server's table and its hits --------------------------------------------------------------

let table: { client: object; generation: number; value: RedirectTable } | undefined
let generation = 0

function changed() {
  generation++
  // A request remembered as a kept page (a 404 at this old address) would skip the redirect.
  forgetKeptAnswers()
}

/** Every rule, read once per change (or per database: a restore swaps the file). */
export function redirectRules(): RedirectTable {
  const client = getDb().$client
  if (table?.client !== client || table.generation !== generation) {
    table = { client, generation, value: redirectTable(allRules()) }
  }
  return table.value
}

const FLUSH_EVERY_MS = 10_000
const pending = new Map<number, { hits: number; last: number }>()
let flushTimer: NodeJS.Timeout | undefined
let pendingFor: object | undefined

/** Counts one visit in memory; the counts are written every few seconds, in one transaction. */
export function countRedirectHit(id: number, now = Date.now()) {
  // Counts for another database (a restore swapped the file) are not this one's.
  const client = getDb().$client
  if (pendingFor !== client) pending.clear()
  pendingFor = client
  const seen = pending.get(id)
  if (seen) {
    seen.hits++
    seen.last = now
  } else pending.set(id, { hits: 1, last: now })
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined
    saveRedirectHits()
  }, FLUSH_EVERY_MS).unref()
}

/** The counts written now, a failure logged: from the timer, and by the server as it stops. */
export function saveRedirectHits() {
  try {
    flushRedirectHits()
  } catch (error) {
    console.error('Could not count redirect hits:', error)
  }
}

/** Writes the visits counted since the last write (also when the screen lists them, and at a stop). */
export function flushRedirectHits() {
  if (pending.size === 0 || pendingFor !== getDb().$client) return pending.clear()
  const counts = [...pending]
  pending.clear()
  atomically(() => {
    for (const [id, { hits, last }] of counts) {
      getDb()
        .update(redirects)
        .set({
          hits: sql`${redirects.hits} + ${hits}`,
          lastHitAt: sql`max(coalesce(${redirects.lastHitAt}, 0), ${last})`,
        })
        .where(eq(redirects.id, id))
        .run()
    }
  })
}
