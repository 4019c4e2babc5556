// An address that names no page: a 404 inside the site's header and footer, not a bare error page.
import type { MetaFunction } from '@remix-run/node'
import { PublicRouteError } from '#app/components/public/route-error.tsx'

export const meta: MetaFunction = () => [
  { title: 'Page not found' },
  { name: 'robots', content: 'noindex' },
]

export async function loader() {
  throw new Response('Page not found', { status: 404 })
}

export async function action() {
  throw new Response('Page not found', { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Page not found" />
}
