// What a visitor's render budget counts (docs/scale.md, app/lib/render-budget.server.ts): the
// renders of pages (documents and their loader data, the public site's, the 404 and the sign-in
// page alike), the /api reads and the feeds, for anybody who is not the signed-in admin. Never the
// files a page shows (uploads and their variants, the icon sprite, the hero video), Remix's route
// discovery (/__manifest), or the admin's own screens and data: a page with sixty images loads them
// all on a first visit, and an admin at work is not a flood. Which routes render a page is read
// from the server build, as Remix itself tells them (a route with a component or an error boundary),
// so a new route is counted, or not, the day it is added.
import type { IncomingMessage } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { hasLiveSession } from '#app/auth/session.server.ts'
import { dictionaryFor } from '#app/i18n/dictionary.ts'
import { readPath } from '#app/i18n/languages.ts'
import { MANIFEST_PATH } from '#app/lib/page-cache-key.ts'
import { scopeRenderBudget } from '#app/lib/render-budget.server.ts'
import { routeTable } from '#app/lib/route-table.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'

// Resource routes that render content as a page does: the /api reads and the RSS feeds and sitemap.
const RENDERS_CONTENT = /^\/(?:api\/|(?:(?:ar|en)\/)?(?:rss|sitemap)\.xml$)/

/** The page a request renders: `/blog` for `/blog.data`, `/` for `/_root.data`. */
const pageOf = (pathname: string) =>
  pathname.endsWith('.data')
    ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/')
    : pathname

export function configureRenderBudget(routes: ServerBuild['routes']) {
  const table = routeTable(routes)
  const rendersPage = (page: string) => {
    const leaf = routes[table.chain(page).at(-1) ?? '']?.module
    return leaf === undefined || leaf.default != null || leaf.ErrorBoundary != null
  }
  const rendersContent = (pathname: string) =>
    pathname !== MANIFEST_PATH && (RENDERS_CONTENT.test(pathname) || rendersPage(pageOf(pathname)))
  scopeRenderBudget({
    counts: async (req: IncomingMessage) => {
      if (!rendersContent((req.url ?? '/').split('?')[0]!)) return false
      const cookie = [req.headers.cookie].flat().join('; ')
      return !(await hasLiveSession(cookie).catch(() => false))
    },
    routesOf: (page) => table.chain(page),
    text: (pathname) => {
      const { language } = readPath(pageOf(pathname), publicDefaultLanguage())
      return dictionaryFor(language).error.tooMany
    },
  })
}
