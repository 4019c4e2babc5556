// Turns a rendered page's nonce into hashes, so its bytes can be served to many visitors: every
// inline script is allowed by its own SHA-256 hash instead of a per-document nonce, and the nonce
// attributes are removed, so no answer carries a nonce another answer was given (docs/scale.md).
import { createHash } from 'node:crypto'
import { Parser } from 'htmlparser2'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'

/** The SHA-256 (base64) of each inline script's text, read with an HTML parser (linear time). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  let start = -1
  const parser = new Parser({
    onopentag(name, attributes) {
      start = name === 'script' && !('src' in attributes) ? parser.endIndex + 1 : -1
    },
    onclosetag(name) {
      if (name === 'script' && start !== -1) {
        const text = html.slice(start, parser.startIndex)
        hashes.add(createHash('sha256').update(text).digest('base64'))
      }
      start = -1
    },
  })
  parser.end(html)
  return [...hashes]
}

/**
 * The page without its nonce and the policy that allows exactly its inline scripts; null when the
 * page's policy has no nonce to replace.
 */
export function freezeScripts(html: string, policy: string | null) {
  const nonce = policy?.match(/'nonce-([A-Za-z0-9+/=]{1,100})'/)?.[1]
  if (!nonce) return null
  const page = html.replaceAll(` nonce="${nonce}"`, '')
  return { html: page, policy: contentSecurityPolicy({ hashes: inlineScriptHashes(page) }) }
}
