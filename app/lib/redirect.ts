// Only same-site paths may be redirect targets (and links back, in the browser too): "/x" yes, "//evil.example" or "https://..." no.
// Browsers strip tabs and newlines from a Location and read "\" as "/", so "/\t/evil.example" and
// "/\evil.example" would leave the site: any whitespace, control character or backslash is refused,
// and what is left must resolve to the site's own origin. A target that passes is given in its one
// spelling (app/lib/address.ts): "/a/../b" is "/b", and its path starts with exactly one slash.
import { canonicalUrl } from '#app/lib/address.ts'

const HERE = 'http://this-site.invalid'
const SUSPICIOUS = /[\s\\\u0000-\u001f\u007f]/

export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = '/',
): string {
  if (typeof to !== 'string' || !to.startsWith('/') || SUSPICIOUS.test(to)) return fallback
  try {
    if (new URL(to, HERE).origin !== HERE) return fallback
  } catch {
    return fallback
  }
  return canonicalUrl(to) ?? fallback
}
