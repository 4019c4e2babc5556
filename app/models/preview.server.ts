// Preview links (docs/publishing.md): an address that shows an unpublished item, as it will look,
// to someone without an account. The link is `<id>.<expiry>.<signature>`: an HMAC, under a key
// derived from the session secret, of the item, the expiry and the item's preview key (a random
// nonce in preview_keys). A link stops working when it expires, and every link of an item stops
// when its key goes: on "Revoke preview links", when it is published, when it is deleted.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { previewKeys } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const TOKEN = /^([1-9][0-9]{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/

const signingKey = () => createHmac('sha256', getSessionSecret()).update('preview-links').digest()

function signature(kind: SlugKind, itemId: number, expires: number, nonce: string) {
  // A kind renamed since its links were made signs under its former name, so they keep working.
  const { address } = KINDS[kind]
  const name = 'signedAs' in address ? address.signedAs : kind
  return createHmac('sha256', signingKey())
    .update(`${name}:${itemId}:${expires}:${nonce}`)
    .digest('base64url')
}

const keyOf = (kind: SlugKind, itemId: number) =>
  getDb()
    .select({ nonce: previewKeys.nonce })
    .from(previewKeys)
    .where(and(eq(previewKeys.kind, kind), eq(previewKeys.itemId, itemId)))
    .get()?.nonce

/** A new link for the item, valid PREVIEW_LINK_DAYS from `now`. */
export function issuePreviewToken(
  kind: SlugKind,
  itemId: number,
  now = new Date(),
): { token: string; expiresAt: Date } {
  let nonce = keyOf(kind, itemId)
  if (!nonce) {
    nonce = randomBytes(24).toString('base64url')
    getDb().insert(previewKeys).values({ kind, itemId, nonce }).onConflictDoNothing().run()
    nonce = keyOf(kind, itemId)!
  }
  const expires = now.getTime() + getEnv().PREVIEW_LINK_DAYS * DAY_MS
  const token = `${itemId}.${expires.toString(36)}.${signature(kind, itemId, expires, nonce)}`
  // A link opens a draft to whoever holds it: who made one, and until when, is in the log (never
  // the link itself).
  recordAuditOrLog({
    action: 'create',
    entity: 'preview-link',
    entityId: `${kind} ${itemId}`,
    detail: `until ${new Date(expires).toISOString()}`,
  })
  return { token, expiresAt: new Date(expires) }
}

/** The item a link shows at `now`, or undefined when it is malformed, forged, expired or revoked. */
export function readPreviewToken(kind: SlugKind, token: string, now = new Date()) {
  const match = TOKEN.exec(token)
  if (!match) return undefined
  const itemId = Number(match[1])
  const expires = parseInt(match[2]!, 36)
  if (!Number.isSafeInteger(itemId) || !(expires > now.getTime())) return undefined
  const nonce = keyOf(kind, itemId)
  if (!nonce) return undefined
  const expected = Buffer.from(signature(kind, itemId, expires, nonce))
  const given = Buffer.from(match[3]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { itemId, expiresAt: new Date(expires) }
}

/** Every link of the item stops working. */
export function revokePreviews(kind: SlugKind, itemId: number) {
  const revoked = getDb()
    .delete(previewKeys)
    .where(and(eq(previewKeys.kind, kind), eq(previewKeys.itemId, itemId)))
    .run().changes
  if (revoked)
    recordAuditOrLog({ action: 'revoke', entity: 'preview-link', entityId: `${kind} ${itemId}` })
}
