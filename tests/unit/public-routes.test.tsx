// Public route modules rendered on the server as a request would render them: React Router's static
// handler runs the real loader (and action) against this test's database, then the route's
// component, or its ErrorBoundary, is rendered to HTML.
import { type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import * as consultationRoute from '#app/routes/_public.consultation.tsx'
import * as homeRoute from '#app/routes/_public._index.tsx'

type RouteModule = {
  loader?: (args: never) => unknown
  action?: (args: never) => unknown
  default: ComponentType
  ErrorBoundary?: ComponentType
}

/** Renders `module` at `path` for `request`; returns the status and the HTML. */
async function render(module: RouteModule, path: string, request: Request) {
  const routes = [
    {
      id: 'page',
      path,
      // An index route is what `?index` addresses; the home page is one.
      ...(path === '/' ? { index: true as const, path: undefined } : {}),
      loader: module.loader as never,
      action: module.action as never,
      Component: module.default,
      ErrorBoundary: module.ErrorBoundary,
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(request, {
    requestContext: { clientAddress: '203.0.113.9' },
  })
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
  return { status: context.statusCode, html }
}

const typed = { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100', message: 'Hi there' }
const postForm = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) })

/** The result line under a form, as rendered. */
const statusLine = (html: string) => html.match(/<p[^>]*data-testid="form-status"[^>]*>[^<]*<\/p>/)

beforeEach(() => resetAllLimits())

describe('a public form whose save fails', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  test('contact: 500, the form stays with what was typed and shows the fallback in red', async () => {
    getDb().$client.exec('DROP TABLE contact_messages')
    const { status, html } = await render(homeRoute, '/', postForm('http://x/?index', typed))
    expect(status).toBe(500)
    const line = statusLine(html)?.[0] ?? ''
    expect(line).toContain('>Failed to send message<')
    expect(line).toContain('text-red-600')
    expect(html).toContain('value="Ada"')
    expect(html).toContain('>Hi there</textarea>')
    // The page is still the home page, not an error page.
    expect(html).toContain('Creative Media Solutions')
    expect(console.error).toHaveBeenCalled()
  })

  test('consultation: 500, the form stays with what was typed and shows the fallback in red', async () => {
    getDb().$client.exec('DROP TABLE consultations')
    const { status, html } = await render(
      consultationRoute,
      '/consultation',
      postForm('http://x/consultation', { ...typed, redirectTo: '/about' }),
    )
    expect(status).toBe(500)
    const line = statusLine(html)?.[0] ?? ''
    expect(line).toContain('>Failed to send request<')
    expect(line).toContain('text-red-600')
    expect(html).toContain('value="+1 555 0100"')
    expect(html).toContain('name="redirectTo" value="/about"')
  })

  test('a failure that reaches the route boundary keeps the public error text', async () => {
    const broken = { ...homeRoute, loader: () => Promise.reject(new Error('disk on fire')) }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { status, html } = await render(broken, '/', new Request('http://x/'))
    expect(status).toBe(500)
    expect(html).toContain('An error occurred: Something went wrong on our side.')
  })
})
