// /sitemap.xml: every public page and item, with when it last changed, for search engines
// (referenced by /robots.txt). Read from the database on each request: it is small and cheap. The
// pages are those that list a kind (each kind's `listedAt`, db/kinds.ts), a kind's whose items
// have addresses dated by the newest of them, and those items. Each page is listed in both
// languages, each entry naming its alternates (xhtml:link, as hreflang in the pages).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { alternates } from '#app/components/public/page-meta.ts'
import { LANGUAGES, localizePath, otherLanguage, type Language } from '#app/i18n/languages.ts'
import { siteOrigin, xmlText } from '#app/lib/site-url.server.ts'
import { KIND_NAMES, KINDS, kindSpec, SLUG_KINDS } from '#db/kinds.ts'
import { listPublicStamps, publicPath } from '#app/models/slug-kind.server.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import { languageSlugs } from '#app/models/translation-address.server.ts'

type Entry = { path: string; lastmod?: string; paths?: Partial<Record<Language, string>> }

const newest = (items: Array<{ updatedAt: string }>) =>
  items.reduce<string | undefined>(
    (max, i) => (!max || i.updatedAt > max ? i.updatedAt : max),
    undefined,
  )

const DATED_PAGES = new Set<string>(SLUG_KINDS.map((kind) => KINDS[kind].listedAt.path))
/** The pages that list kinds whose items have no page of their own (the About page). */
const UNDATED_PAGES = [...new Set(KIND_NAMES.map((kind) => kindSpec(kind).listedAt.path))].filter(
  (path) => path !== '/' && !DATED_PAGES.has(path),
)

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const defaultLanguage = getDefaultLanguage()
  const other = otherLanguage(defaultLanguage)
  const now = new Date()
  const kinds = SLUG_KINDS.map((kind) => ({
    kind,
    stamps: listPublicStamps(kind, undefined, now),
    // An item's address in the other language is its slug there when it has one and its
    // translation is public (decision 032), as its pages say.
    slugs: languageSlugs(kind, other, undefined, now),
  }))
  const entries: Entry[] = [
    { path: '/', lastmod: newest(kinds.flatMap((k) => k.stamps)) },
    ...UNDATED_PAGES.map((path) => ({ path })),
    ...kinds.map(({ kind, stamps }) => ({
      path: KINDS[kind].listedAt.path,
      lastmod: newest(stamps),
    })),
    ...kinds.flatMap(({ kind, stamps, slugs }) =>
      stamps.map((s) => ({
        path: publicPath(kind, s),
        paths: { [other]: publicPath(kind, { ...s, slug: slugs.get(Number(s._id)) ?? s.slug }) },
        lastmod: s.updatedAt,
      })),
    ),
  ]
  const urls = entries.flatMap(({ path, paths = {}, lastmod }) => {
    const links = alternates(origin, path, defaultLanguage, paths)
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlText(a.href)}"/>`,
      )
      .join('')
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${xmlText(origin + localizePath(paths[language] ?? path, language, defaultLanguage))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    )
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
