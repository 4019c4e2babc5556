// Route modules rendered on the server as a request would render them: React Router's static
// handler runs the real loader (and action) against the test's database, then the route's
// component, or its ErrorBoundary, is rendered to HTML.
import { type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'

type RouteModule = {
  loader?: (args: never) => unknown
  action?: (args: never) => unknown
  default: ComponentType
  ErrorBoundary?: ComponentType
}

/** Renders `module` at `path` for `request`; returns the status and the HTML. */
export async function render(module: RouteModule, path: string, request: Request) {
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
