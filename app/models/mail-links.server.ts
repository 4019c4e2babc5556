// Where the links in e-mails point (docs/security.md, "E-mail links"). Always an absolute address a
// mail program can open: SITE_URL when the operator set it, else the origin at which an admin last
// signed in (stored by createSession). Never the Host of the request that caused the e-mail: a
// lead's request is the visitor's to write, and a link to another site in the admin's mailbox is a
// phishing door.
import { desc, isNotNull } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'

/** The origin e-mail links start with, or null when neither SITE_URL nor a sign-in is known. */
export function mailLinkOrigin(): string | null {
  const configured = getEnv().SITE_URL
  if (configured) return new URL(configured).origin
  const row = getDb()
    .select({ origin: users.signInOrigin })
    .from(users)
    .where(isNotNull(users.signInOrigin))
    .orderBy(desc(users.signedInAt))
    .limit(1)
    .get()
  return row?.origin ?? null
}

/**
 * What an e-mail says where a link cannot be made, in words for the site's owner, who reads it: the
 * operator's setting (SITE_URL, README "Environment") is theirs to name, not the e-mail's.
 */
export const NO_SITE_URL_NOTE =
  "This e-mail cannot link to it yet because the site does not know its own web address: sign in to the admin once at the site's address, or ask whoever runs the site to set that address."

/** A line of an e-mail pointing at an admin screen: an absolute link, or the path and the note. */
export function adminLinkLine(label: string, path: string): string {
  const origin = mailLinkOrigin()
  return origin
    ? `${label}: ${origin}${path}`
    : `${label}: ${path} in the admin. ${NO_SITE_URL_NOTE}`
}
