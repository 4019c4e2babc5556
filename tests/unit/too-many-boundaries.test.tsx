// A limit's 429 reaching a route's error boundary (a client navigation refused by the render
// budget: app/lib/render-budget.server.ts) is said as such, in the page's language on the public
// site and in the admin's own language in the admin, never as "Something went wrong on our side".
import { type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Outlet } from 'react-router-dom'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { expect, test } from 'vitest'
import { AdminErrorBoundary, InAdminLayout } from '#app/components/admin/admin-error.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { ErrorBoundary as RootErrorBoundary } from '#app/root.tsx'

const TEXT = 'Too many requests: please try again in a moment.'
const ARABIC = 'طلبات كثيرة جدًا: يُرجى المحاولة مرة أخرى بعد قليل.'

/**
 * The boundary's HTML for a 429 thrown at `path`, under a root that names the admin's language;
 * `modal` puts the route under a list screen inside the admin layout, as a modal route is.
 */
async function refused(path: string, boundary: ComponentType, adminLanguage = 'en', modal = false) {
  const refuse = () => {
    throw new Response(TEXT, { status: 429, statusText: 'Too Many Requests' })
  }
  const page = { id: 'page', loader: refuse, Component: () => null, ErrorBoundary: boundary }
  const [list, leaf] = path.slice(1).split(/\/(?=\d)/) as [string, string]
  const inLayout = () => (
    <InAdminLayout.Provider value={true}>
      <Outlet />
    </InAdminLayout.Provider>
  )
  const children = modal
    ? [
        {
          id: 'routes/admin',
          path: 'admin',
          Component: inLayout,
          children: [
            {
              id: 'routes/list',
              path: list.slice('admin/'.length),
              Component: Outlet,
              children: [{ ...page, path: leaf }],
            },
          ],
        },
      ]
    : [{ ...page, path: path.slice(1) }]
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ adminLanguage, defaultLanguage: 'en' }),
      Component: Outlet,
      children,
    },
  ])
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error(`Unexpected ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
}

const PublicBoundary = () => <PublicRouteError notFound="Post not found." />

test('the public boundaries say it in the page language', async () => {
  expect(await refused('/blog', PublicBoundary)).toContain(`<span role="alert">${TEXT}</span>`)
  expect(await refused('/ar/blog', PublicBoundary)).toContain(ARABIC)
  const root = await refused('/ar/blog', RootErrorBoundary)
  expect(root).toContain('طلبات كثيرة جدًا</h1>')
  expect(root).toContain(ARABIC)
  for (const html of [root, await refused('/blog', RootErrorBoundary)]) {
    expect(html).not.toMatch(/An error occurred|حدث خطأ/)
  }
})

test("the admin's error page and modals say it in the admin's language", async () => {
  const page = await refused('/admin/media', AdminErrorBoundary, 'ar')
  expect(page).toContain('طلبات كثيرة جدًا</h1>')
  expect(page).toContain(ARABIC)
  const modal = await refused('/admin/blogs/1/edit', AdminErrorBoundary, 'ar', true)
  expect(modal).toContain('role="dialog"')
  expect(modal).toContain(ARABIC)
  const english = await refused('/admin/blogs/1/edit', AdminErrorBoundary, 'en', true)
  expect(english).toContain(TEXT)
  for (const html of [page, modal, english]) {
    expect(html).not.toMatch(/An error occurred|Something went wrong|حدث خطأ|حدث خلل/)
  }
})
