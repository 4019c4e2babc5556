// The admin's menu and its tabs (app/components/admin/admin-nav.tsx), drawn from the registry's
// menu places (db/kind-menu.ts) beside the entries that are no kind's: 13 entries in 4 groups, each
// address current on its entry and its tab, in both languages.
import { renderToStaticMarkup } from 'react-dom/server'
import { Outlet, type RouteObject } from 'react-router-dom'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { describe, expect, test } from 'vitest'
import { AdminNav, SectionTabs } from '#app/components/admin/admin-nav.tsx'

async function render(path: string, language: string) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ adminLanguage: language }),
      Component: Outlet,
      children: [
        {
          path: '*',
          Component: () => (
            <>
              <AdminNav badges={{ '/admin/contact-messages': 2 }} />
              <SectionTabs />
            </>
          ),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://x${path}`))
  if (context instanceof Response) throw new Error(`Unexpected ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
}

/** Each link's address and words, `*` after the current one's. */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(?:<svg.*?<\/svg>)?([^<]*)/g)].map(
    ([, attributes, words]) => {
      const href = /href="([^"]*)"/.exec(attributes!)![1]
      const current = /aria-current="page"|border-brand-600/.test(attributes!)
      return `${href} ${words!.replace('&amp;', '&')}${current ? ' *' : ''}`
    },
  )
}

const MENU_EN = [
  '/admin/dashboard Dashboard',
  '/admin/blogs Blog',
  '/admin/detailed-projects Work',
  '/admin/detailed-services Services',
  '/admin/testimonials Testimonials',
  '/admin/about About & home video',
  '/admin/media Media library',
  '/admin/trash Trash',
  '/admin/contact-messages Contact messages',
  '/admin/consultations Consultations',
  '/admin/analytics Analytics',
  '/admin/audit Audit log',
  '/admin/settings Site settings',
]

describe('the admin menu', () => {
  test('13 entries in their order, each current on its own screens', async () => {
    const current = (entry: string) =>
      MENU_EN.map((line) => (line.startsWith(`${entry} `) ? `${line} *` : line))
    expect(links(await render('/admin/dashboard', 'en'))).toEqual(current('/admin/dashboard'))
    expect(links(await render('/admin/testimonials/4/edit', 'en'))).toEqual(
      current('/admin/testimonials'),
    )
    expect(links(await render('/admin/settings', 'en'))).toEqual(current('/admin/settings'))
  })

  test('an entry of several kinds has their screens as tabs, in both languages', async () => {
    expect(links(await render('/admin/full-blog', 'en')).slice(13)).toEqual([
      '/admin/blogs Posts',
      '/admin/full-blog Posts, Arabic heading *',
    ])
    expect(links(await render('/admin/categories', 'en')).slice(13)).toEqual([
      '/admin/detailed-projects Case studies',
      '/admin/projects Home page cards',
      '/admin/categories Categories *',
    ])
    expect(links(await render('/admin/services/new', 'en')).slice(13)).toEqual([
      '/admin/detailed-services Service pages',
      '/admin/services Home page cards *',
    ])
    expect(links(await render('/admin/hero-video', 'en')).slice(13)).toEqual([
      '/admin/about About page',
      '/admin/hero-video Home page video *',
    ])
    const arabic = links(await render('/admin/projects', 'ar'))
    expect(arabic[2]).toBe('/admin/detailed-projects الأعمال *')
    expect(arabic[4]).toBe('/admin/testimonials آراء العملاء')
    expect(arabic.slice(13)).toEqual([
      '/admin/detailed-projects دراسات الحالة',
      '/admin/projects بطاقات الصفحة الرئيسية *',
      '/admin/categories التصنيفات',
    ])
    expect(await render('/admin/testimonials', 'en')).not.toContain('screens')
  })
})
