// Which requests the page cache may answer, and under which key (docs/scale.md). Only anonymous
// GET/HEAD of public pages, their loader data and the public /api reads; the key holds exactly what
// changes the bytes: the protocol, the host (canonical and share links name the site's address
// when SITE_URL is not set), the theme cookie, the path and the query parameters the page reads. Any other parameter is dropped, so a flood of random `?x=` finds the same entry.

type Rule = { pattern: RegExp; params: readonly string[] }

// Every public page reads ?consultation= (the modal, app/routes/_public.tsx).
const PAGE = ['consultation']
const PAGES: Rule[] = [
  { pattern: /^\/(?:about|services|portfolio|consultation)?$/, params: PAGE },
  { pattern: /^\/blog$/, params: [...PAGE, 'page'] },
  // A slug of 100 letters of any script is up to 1,200 characters percent-encoded.
  { pattern: /^\/(?:blog|detailed-projects|detailed-services)\/[^/]{1,1200}$/, params: PAGE },
]
const API: Rule[] = [
  {
    pattern: /^\/api\/(?:about|settings|services|categories|testimonials|uploads\/hero-video-url)$/,
    params: [],
  },
  { pattern: /^\/api\/projects(?:\/count)?$/, params: ['include'] },
  { pattern: /^\/api\/blogs\/paginated$/, params: ['pageNumber', 'include'] },
  {
    pattern: /^\/api\/(?:blogs|detailed-services|detailed-projects)(?:\/[^/]{1,40})?$/,
    // ?include=publication (docs/publishing.md) changes the answer.
    params: ['include'],
  },
]

export type CacheTarget = {
  key: string
  /** The address the page is rendered for: the request's, without the parameters no page reads. */
  path: string
  isApi: boolean
}

/** The rule for a public path, or undefined when the path is never cached (admin, forms' posts, files). */
function ruleFor(pathname: string): { rule: Rule; isApi: boolean; isData: boolean } | undefined {
  if (pathname.startsWith('/api/')) {
    const rule = API.find((r) => r.pattern.test(pathname))
    return rule && { rule, isApi: true, isData: false }
  }
  // Single fetch asks for a page's loader data at `<page>.data` (`/_root.data` for the home page).
  const isData = pathname.endsWith('.data')
  const page = isData ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
  const rule = PAGES.find((r) => r.pattern.test(page))
  return rule && { rule, isApi: false, isData }
}

/** True for the paths the page cache serves (whether or not this request may be answered from it). */
export function isPublicCacheablePath(pathname: string): boolean {
  return ruleFor(pathname) !== undefined
}

const THEME = /^theme=(?:dark|light)$/

/**
 * The cache target of a request, or null when it must go to the app: another method, a path that
 * is not public, an Authorization header, an Origin (CORS answers differ per origin), or any cookie
 * but the theme's (a session, a one-shot message, a device cookie: per-visitor state).
 */
export function cacheTarget(
  method: string,
  url: string,
  header: (name: string) => string | null | undefined,
  secure: boolean,
): CacheTarget | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (header('authorization') || header('origin')) return null
  const cookies = (header('cookie') ?? '').split(';').map((c) => c.trim())
  const theme = cookies.find((c) => THEME.test(c)) ?? ''
  if (cookies.some((c) => c !== '' && c !== theme)) return null
  if (url.length > 2048) return null

  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const found = ruleFor(pathname)
  if (!found) return null
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1))
  const kept = new URLSearchParams()
  for (const name of found.isData ? [...found.rule.params, '_routes'] : found.rule.params) {
    const value = query.get(name)
    if (value !== null && value.length <= 200) kept.set(name, value)
  }
  const search = kept.size > 0 ? `?${kept}` : ''
  const host = (header('host') ?? '').toLowerCase().slice(0, 255)
  return {
    key: `${secure ? 'https' : 'http'} ${host} ${theme} ${pathname}${search}`,
    path: `${pathname}${search}`,
    isApi: found.isApi,
  }
}
