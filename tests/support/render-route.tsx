// Route modules rendered on the server as a request would render them: React Router's static
// handler runs the real loader (and action) against the test's database, then the route's
// component, or its ErrorBoundary, is rendered to HTML.
import { type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { Outlet, type RouteObject } from 'react-router-dom'
import { InAdminLayout } from '#app/components/admin/admin-error.tsx'

type RouteModule = {
  loader?: (args: never) => unknown
  action?: (args: never) => unknown
  default: ComponentType
  ErrorBoundary?: ComponentType
  handle?: unknown
}

/**
 * Renders `module` at `path` for `request`, with `child` (a modal route) under it when given;
 * returns the status and the HTML.
 */
export async function render(
  module: RouteModule,
  path: string,
  request: Request,
  child?: { path: string; module: RouteModule },
) {
  const route = (id: string, routePath: string, m: RouteModule) => ({
    id,
    path: routePath,
    loader: m.loader as never,
    action: m.action as never,
    Component: m.default,
    ErrorBoundary: m.ErrorBoundary,
    handle: m.handle,
  })
  // The home page is an index route (what `?index` addresses), which cannot have children.
  const page = {
    ...route('page', path, module),
    ...(path === '/' ? { index: true as const, path: undefined } : {}),
    ...(child ? { children: [route('modal', child.path, child.module)] } : {}),
  }
  // An admin screen sits in the admin layout (app/routes/admin.tsx), under which a modal route's
  // error is drawn over its list (app/components/admin/admin-error.tsx).
  const inLayout = /^\/admin\/(?!login|setup|invitation)/.test(path)
  const routes = (
    inLayout
      ? [{ id: 'routes/admin', path: '/', Component: AdminLayout, children: [page] }]
      : [page]
  ) as RouteObject[]
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

function AdminLayout() {
  return (
    <InAdminLayout.Provider value={true}>
      <Outlet />
    </InAdminLayout.Provider>
  )
}

/**
 * `element` drawn at `path` inside a data router, as Remix draws a page on the server: components
 * read the page's address and language. (A memory router's provider, drawn to a string, warned
 * that its layout effect does nothing on the server, once a test.)
 */
export async function renderAt(element: ReactNode, path = '/') {
  const handler = createStaticHandler([{ path: '*', element }])
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
}
