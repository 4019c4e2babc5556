// The one spelling of a site address (docs/security.md "One spelling of an address"). A path can
// be written many ways that browsers and the router read as the same page: `%73` for `s`, `%d8`
// for `%D8`, a letter and its combining mark for the letter that has it (NFD and NFC), `/./`,
// `/../`, `//`, `\` for `/`, a trailing `/`. Every reader of an address spells it through this
// module: the page cache's key and its 301s, the slug look-ups, redirects' old paths and targets,
// the index of upload references and the analytics' paths. Pure (no server import): the browser
// uses it too.

// Kept as they are in a path, as browsers send them; every other character is percent-encoded as
// its UTF-8 bytes in upper-case hex (RFC 3986's unreserved characters and sub-delimiters, `:`, `@`).
const KEPT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/
// A path already in its one spelling, with nothing to decode: most requests (checked first).
const PLAIN = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+$/
const HEX = /^[0-9A-Fa-f]{2}$/
const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: true })

/** A segment's text: its percent-escapes decoded as UTF-8, or null when they are not UTF-8. */
function decodeSegment(segment: string): string | null {
  if (!segment.includes('%')) return segment
  const bytes: number[] = []
  for (let i = 0; i < segment.length; i++) {
    const hex = segment.slice(i + 1, i + 3)
    if (segment[i] === '%' && HEX.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
      continue
    }
    if (segment[i] === '%') return null
    const code = segment.codePointAt(i)!
    const char = String.fromCodePoint(code)
    if (char.length === 2) i++
    bytes.push(...encoder.encode(char))
  }
  try {
    return decoder.decode(new Uint8Array(bytes))
  } catch {
    return null
  }
}

function encodeSegment(text: string): string {
  let out = ''
  for (const char of text) out += KEPT.test(char) ? char : encodeURIComponent(char)
  return out
}

/**
 * A path (`/blog/x`, no query) in its one spelling: each segment decoded and put in Unicode NFC,
 * then encoded as above (so `%2F`, an escaped slash, stays one); `\` read as `/`, as browsers read
 * it; empty, `.` and `..` segments resolved (never above the root); one leading slash, no trailing
 * one. Null when the path does not start with a slash or its escapes are not UTF-8: no page is
 * there. The result always starts with exactly one `/`, so as a Location it never names a host.
 */
export const canonicalPath = (path: string): string | null => spell(path, false)

/**
 * A path as canonicalPath spells it, with every letter in lower case (Unicode's, decoded first, so
 * `%C3%89` and `É` fold as `é` does): the one spelling of an old site's address, which a server
 * that ignored case (IIS, many WordPress hosts) answered in any case (docs/product.md "Redirects").
 */
export const caseFoldedPath = (path: string): string | null => spell(path, true)

function spell(path: string, fold: boolean): string | null {
  if (path === '/') return path
  if (PLAIN.test(path)) return fold ? path.toLowerCase() : path
  if (!path.startsWith('/') && !path.startsWith('\\')) return null
  const segments: string[] = []
  for (const raw of path.replaceAll('\\', '/').split('/')) {
    const text = decodeSegment(raw)
    if (text === null) return null
    if (text === '' || text === '.') continue
    if (text === '..') segments.pop()
    else {
      const nfc = text.normalize('NFC')
      // Lower case can decompose (İ is i and a combining dot): NFC again after it.
      segments.push(encodeSegment(fold ? nfc.toLowerCase().normalize('NFC') : nfc))
    }
  }
  return `/${segments.join('/')}`
}

/**
 * An address with a path (`/blog/x?page=2#top`) in its one spelling: the path as canonicalPath
 * spells it, the query and fragment as given. Null when the path is not a site path.
 */
export function canonicalUrl(url: string): string | null {
  const end = url.search(/[?#]/)
  const path = canonicalPath(end === -1 ? url : url.slice(0, end))
  return path === null ? null : path + (end === -1 ? '' : url.slice(end))
}

/**
 * A slug or other segment as a page reads it (the router hands it decoded): in NFC, so that a
 * letter typed with its combining mark finds the item whose slug has the composed letter.
 */
export const segmentText = (segment: string) => segment.normalize('NFC')

/**
 * A path in its one spelling as a person reads it, for screens: escaped letters shown as letters
 * (`/%D9%85` as `/م`); what encodeURI would escape again only where it is reserved (`%2F`, `%3F`).
 */
export function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
