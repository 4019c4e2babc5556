// What still looks like spam after the honeypot, the minimum fill time and the per-address limits
// (docs/security.md): a message that is nothing but links, or one with a word, domain or address
// on the operator's blocklist (SPAM_BLOCKLIST). Such leads go to the Spam folder, never dropped and
// never notified; the admin can move one back. All checks run in linear time on bounded text.
import { getEnv } from '#app/lib/env.server.ts'

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi
const LETTER = /\p{L}/gu

/** A message with at least one link and next to no words around it. */
export function isLinksOnly(message: string): boolean {
  const links = message.match(LINK)
  if (!links) return false
  const words = message.replace(LINK, '').match(LETTER)?.length ?? 0
  return words < 12
}

/** The blocklist entry the lead contains, if any (case-insensitive). */
export function blockedBy(fields: { name: string; email: string; message: string }) {
  const text = `${fields.name}\n${fields.email}\n${fields.message}`.toLowerCase()
  return getEnv().SPAM_BLOCKLIST.find((entry) => text.includes(entry))
}

export function looksLikeSpam(fields: { name: string; email: string; message: string }): boolean {
  return isLinksOnly(fields.message) || blockedBy(fields) !== undefined
}
