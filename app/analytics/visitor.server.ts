// A visitor is the SHA-256 of the day's random salt, the site, the client's address and its user
// agent: the same person is one visitor all day, and a new one tomorrow, since the salt is new each
// day and deleted after 48 hours (docs/privacy.md). Nothing else about the visitor is stored.
import { createHash, randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import { getDb } from '#app/lib/db.server.ts'
import { KeyedByParts } from '#app/lib/keyed-by-parts.ts'
import { dayOf, DAY_MS } from './ids.ts'

export const SALT_KEEP_MS = 2 * DAY_MS

// Per open database (tests and a restore swap the file): the salts of the last days asked for.
const salts = new WeakMap<Database.Database, Map<number, Buffer>>()

/** The day's salt, made (and older ones deleted) on the first pageview of the day. */
export function saltFor(day: number, now: number): Buffer {
  const client = getDb().$client
  let byDay = salts.get(client)
  if (!byDay) salts.set(client, (byDay = new Map()))
  const known = byDay.get(day)
  if (known) return known
  client
    .prepare('INSERT OR IGNORE INTO analytics_salts (day, salt, created_at) VALUES (?, ?, ?)')
    .run(day, randomBytes(32), now)
  const salt = client
    .prepare<[number], Buffer>('SELECT salt FROM analytics_salts WHERE day = ?')
    .pluck()
    .get(day)
  if (!salt) throw new Error(`no salt for day ${day} after inserting one`)
  byDay.clear()
  byDay.set(day, salt)
  purgeSalts(now)
  return salt
}

/** Deletes the salts made more than 48 hours ago: their visitors can no longer be told apart. */
export function purgeSalts(now: number) {
  const client = getDb().$client
  client.prepare('DELETE FROM analytics_salts WHERE created_at <= ?').run(now - SALT_KEEP_MS)
}

// A visitor's number, kept while they read a few pages: a hash for every page served was the
// largest part of counting it (docs/scale.md, "Counting"). In memory only, for minutes, and
// forgotten with the day's salt; never stored (docs/privacy.md).
const KNOWN_MAX = 10_000
const KNOWN_MS = 10 * 60_000
// By site, then address, then user agent: looked up with the request's own strings, so a counted
// view joins no text of its own (docs/scale.md, "Counting").
const known = new KeyedByParts<number>(KNOWN_MAX)
let knownSince = 0
let knownFor: { day: number; salt: Buffer } | undefined

/** The visitor's number for the day: the hash's first 48 bits (fits SQLite's 6-byte integer). */
export function visitorOf(
  { site, address, userAgent }: { site: string; address: string; userAgent: string },
  now: number,
): number {
  const day = dayOf(now)
  const salt = saltFor(day, now)
  if (
    knownFor?.day !== day ||
    knownFor.salt !== salt ||
    now - knownSince >= KNOWN_MS ||
    now < knownSince
  ) {
    known.clear()
    knownSince = now
    knownFor = { day, salt }
  }
  const host = site.toLowerCase()
  let visitor = known.get(host, address, userAgent)
  if (visitor === undefined) {
    visitor = createHash('sha256')
      .update(salt)
      .update(`\0${host}\0${address}\0${userAgent}`)
      .digest()
      .readUIntBE(0, 6)
    known.set(host, address, userAgent, visitor)
  }
  return visitor
}
