// The Remix options. With the Vite plugin, Remix never reads this file on its own:
// vite.config.ts imports it and hands it to the plugin, so the options live in one place.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { VitePluginConfig } from '@remix-run/dev'
import { DOOR_ROUTES, SCREEN_ROUTES } from '#db/kinds.ts'

// The language prefixes (docs/decisions/025-languages.md): the public site's routes again under
// /ar and under /en, with ids of their own. Which of the two is live depends on the default
// language (a site setting): the other one answers 301 to the address without a prefix.
const PREFIXES = ['ar', 'en'] as const

/** A flat route file's path under its layout: `blog.$id` -> `blog/:id`, `$` -> `*`. */
function flatPath(name: string): { path?: string; index?: true } {
  const segments = name.split(/\.(?![^[]*\])/).map((s) => s.replace(/\[(.*?)\]/g, '$1'))
  const index = segments.at(-1) === '_index'
  const path = segments
    .filter((s) => s !== '_index')
    .map((s) => (s === '$' ? '*' : s.startsWith('$') ? `:${s.slice(1)}` : s))
    .join('/')
  return index ? { ...(path ? { path } : {}), index: true } : { path }
}

export const remixOptions = {
  ignoredRouteFiles: ['**/*.css', '**/*.test.*'],
  routes: (defineRoutes) => {
    const files = readdirSync(fileURLToPath(new URL('./app/routes', import.meta.url)))
    const pages = files
      .filter((f) => /^_public\..+\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''))
    const manifest = defineRoutes((route) => {
      for (const lang of PREFIXES) {
        route(lang, 'routes/_public.tsx', { id: `${lang}/routes/_public` }, () => {
          for (const page of pages) {
            const { path, index } = flatPath(page.slice('_public.'.length))
            route(path, `routes/${page}.tsx`, { id: `${lang}/routes/${page}`, index })
          }
        })
        route(`${lang}/rss.xml`, 'routes/rss[.]xml.ts', { id: `${lang}/routes/rss[.]xml` })
      }
      // The /api doors of the kinds whose registry entry gives them (`api.fromRegistry`): no route
      // file of their own. Static addresses, so every other /api address still falls to
      // routes/api.$ (and app/api/missing-api.server.ts) as before.
      for (const { path, id } of DOOR_ROUTES)
        route(path.slice(1), 'api/registry-door.route.ts', { id })
      // The admin screens of the kinds whose entry gives them (`admin.screens`): one module per
      // screen for every such kind (app/admin/kind-*.route.tsx), which reads its kind from the
      // address.
      for (const { path, id, screen } of SCREEN_ROUTES)
        route(path, `admin/kind-${screen}.route.tsx`, { id })
    })
    // Each in the layout its route file would have had (the admin's, or its list's for a modal),
    // which defineRoutes nests only by callbacks.
    for (const { id, parentId } of SCREEN_ROUTES) manifest[id] = { ...manifest[id]!, parentId }
    return manifest
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: false,
  },
} satisfies VitePluginConfig

export default remixOptions
