// Turns a rendered page's nonce into hashes, so its bytes can be served to many visitors: every
// inline script the renderer gave the nonce is allowed by its own SHA-256 hash instead, and the
// nonce attributes are removed, so no answer carries a nonce another answer was given
// (docs/scale.md).
import { createHash } from 'node:crypto'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'

/**
 * The SHA-256 (base64) of the text of each inline script that carries `nonce`. The page is React's
 * output, which escapes `<` and `>` in every attribute value and text and writes `</script` into no
 * script's text (Remix's data is escaped), so the tag around a nonce runs from the `<` before it to
 * the `>` after it, and the script's text to the next `</script`. Only the nonce's scripts are
 * looked at: a script without it (were one ever let through) gets no hash and still does not run.
 * One pass of indexOf over the page: a parser reading all of it took 8% of an uncached render.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>()
  const attribute = ` nonce="${nonce}"`
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + 1)) {
    const open = html.lastIndexOf('<', at)
    const close = html.indexOf('>', at)
    const tag = html.slice(open, close)
    if (close === -1 || !/^<script[\s>]/i.test(`${tag}>`) || /\ssrc=/i.test(tag)) continue
    const end = html.indexOf('</script', close)
    if (end === -1) continue
    hashes.add(
      createHash('sha256')
        .update(html.slice(close + 1, end))
        .digest('base64'),
    )
  }
  return [...hashes]
}

/**
 * The policy that allows exactly the page's inline scripts, and the nonce attribute to take out of
 * it (`cut`); null when the page's policy has no nonce to replace.
 */
export function frozenPolicy(html: string, policy: string | null) {
  const nonce = policy?.match(/'nonce-([A-Za-z0-9+/=]{1,100})'/)?.[1]
  if (!nonce) return null
  const hashes = inlineScriptHashes(html, nonce)
  return { cut: ` nonce="${nonce}"`, policy: contentSecurityPolicy({ hashes }) }
}

/**
 * `text` in UTF-8 without any `cut` (ASCII) in it: the page's bytes without its nonce attributes,
 * taken out of the encoded page in place. A page with a line in Arabic is a string of two bytes a character,
 * some 200 KB, which V8 keeps with the old objects: a copy of it made per render (replaceAll's)
 * brought a full collection every few uncached pages (docs/scale.md, "A page not kept").
 */
export function encodedWithout(text: string, cut: string | undefined): Buffer {
  const bytes = Buffer.from(text)
  if (!cut) return bytes
  const needle = Buffer.from(cut)
  let write = bytes.indexOf(needle)
  if (write === -1) return bytes
  for (let read = write; read !== -1;) {
    const from = read + needle.length
    read = bytes.indexOf(needle, from)
    const end = read === -1 ? bytes.length : read
    bytes.copyWithin(write, from, end)
    write += end - from
  }
  return bytes.subarray(0, write)
}
