// Issue 34: an error on an admin address is the admin's, in its language. The sign-in pages sit
// outside the admin layout, so a refusal there reached the root's public error page in English.
// Each admin route that draws a page either has a boundary of its own or is inside the admin
// layout (admin.tsx), which has one.
import { readdirSync, readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { type ComponentType } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { describe, expect, test } from 'vitest'
import * as login from '#app/routes/admin_.login.tsx'
import * as loginCode from '#app/routes/admin_.login_.code.tsx'
import * as setup from '#app/routes/admin_.setup.tsx'

type RouteModule = {
  loader: (args: never) => unknown
  action: (args: never) => unknown
  default: ComponentType
  ErrorBoundary: ComponentType
  handle?: unknown
}

/** `module` under a root that says the admin's language, as app/root.tsx does on /admin. */
async function renderInAdmin(
  module: RouteModule,
  path: string,
  request: Request,
  language: string,
) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ adminLanguage: language }),
      Component: Outlet,
      children: [
        {
          id: 'page',
          path: path.slice(1),
          loader: module.loader as never,
          action: module.action as never,
          Component: module.default,
          ErrorBoundary: module.ErrorBoundary,
          handle: module.handle,
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
  return { status: context.statusCode, html }
}

/** A sign-in posted from another site: the same-origin check refuses it with a 403. */
const crossSite = (url: string) =>
  new Request(url, {
    method: 'POST',
    headers: { Origin: 'https://elsewhere.example' },
    body: new URLSearchParams({ email: 'a@example.com', password: 'x' }),
  })

describe('an error on the sign-in pages', () => {
  test('in English: the spec’s words, and a way back to the admin', async () => {
    const { status, html } = await renderInAdmin(
      login,
      '/admin/login',
      crossSite('http://x/admin/login'),
      'en',
    )
    expect(status).toBe(403)
    expect(html).toContain('<h1 class="text-2xl font-bold">An error occurred</h1>')
    expect(html).toContain('An error occurred: Forbidden: cross-site request')
    expect(html).toContain('>Back to the admin</a>')
    expect(html).not.toContain('Back to the home page')
  })

  test('in Arabic when the admin chose it, the refusal’s text too', async () => {
    for (const [module, path] of [
      [login, '/admin/login'],
      [loginCode, '/admin/login/code'],
    ] as const) {
      const { status, html } = await renderInAdmin(module, path, crossSite(`http://x${path}`), 'ar')
      expect(status).toBe(403)
      expect(html).toContain('>حدث خطأ</h1>')
      expect(html).toContain('حدث خطأ: مرفوض: طلب من موقع آخر')
      expect(html).toContain('>العودة إلى لوحة التحكم</a>')
      expect(html).not.toMatch(/An error occurred|Forbidden/)
    }
  })
})

describe('an error on the first-admin setup page', () => {
  test('says the refusal in the page’s language, not that something went wrong', async () => {
    const request = () => crossSite('http://x/admin/setup?token=whatever')
    const english = await renderInAdmin(setup, '/admin/setup', request(), 'en')
    expect(english.status).toBe(403)
    expect(english.html).toContain('An error occurred: Forbidden: cross-site request')
    const arabic = await renderInAdmin(setup, '/admin/setup', request(), 'ar')
    expect(arabic.html).toContain('حدث خطأ: مرفوض: طلب من موقع آخر')
  })

  test('an unknown link says so under the page’s own title, with no way into the admin', async () => {
    const unknown = new Request('http://x/admin/setup?token=whatever')
    const { status, html } = await renderInAdmin(setup, '/admin/setup', unknown, 'en')
    expect(status).toBe(404)
    expect(html).toContain('>Create the admin account</h1>')
    expect(html).toContain('This setup link is invalid or has expired.')
    expect(html).not.toContain('Back to the admin')
  })
})

describe('the admin routes', () => {
  test('each that draws a page has an error screen, its own or the admin layout’s', () => {
    const routes = readdirSync('app/routes').filter((file) =>
      /^admin[._].*\.tsx$|^admin\.tsx$/.test(file),
    )
    const withoutBoundary = routes.filter((file) => {
      const source = readFileSync(`app/routes/${file}`, 'utf8')
      const draws = /export default/.test(source)
      const own = /export (function|const) ErrorBoundary\b|as ErrorBoundary\b/.test(source)
      // Inside the admin layout (admin.<screen>): its boundary catches what the screen does not.
      const inLayout = file.startsWith('admin.') && file !== 'admin.tsx'
      return draws && !own && !inLayout
    })
    expect(withoutBoundary).toEqual([])
  })
})
