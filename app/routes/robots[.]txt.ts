// /robots.txt: the admin is not for search engines; the sitemap says where everything else is.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { siteOrigin } from '#app/lib/site-url.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const text = `User-agent: *\nDisallow: /admin\n\nSitemap: ${siteOrigin(request)}/sitemap.xml\n`
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
