// An address that names no page: a 404 inside the site's header and footer, not a bare error page.
import type { MetaFunction } from '@remix-run/node'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useT } from '#app/i18n/use-language.ts'

export const meta: MetaFunction = (args) => [
  { title: metaLanguage(args).t.error.pageNotFound },
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
  return <PublicRouteError notFound={useT().error.pageNotFound} />
}
