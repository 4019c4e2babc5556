// /sitemap.xml: every public page and item, with when it last changed, for search engines
// (referenced by /robots.txt). Read from the database on each request: it is small and cheap.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { blogPath, projectPath, servicePath } from '#app/components/public/paths.ts'
import { siteOrigin, xmlText } from '#app/lib/site-url.server.ts'
import { listBlogPostStamps } from '#app/models/blog.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'

type Entry = { path: string; lastmod?: string }

const newest = (items: Array<{ updatedAt: string }>) =>
  items.reduce<string | undefined>(
    (max, i) => (!max || i.updatedAt > max ? i.updatedAt : max),
    undefined,
  )

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request)
  const posts = listBlogPostStamps()
  const projects = listDetailedProjects({ publication: true })
  const services = listDetailedServices({ publication: true })
  const entries: Entry[] = [
    { path: '/', lastmod: newest([...posts, ...projects, ...services]) },
    { path: '/about' },
    { path: '/services', lastmod: newest(services) },
    { path: '/portfolio', lastmod: newest(projects) },
    { path: '/blog', lastmod: newest(posts) },
    ...posts.map((p) => ({ path: blogPath(p), lastmod: p.updatedAt })),
    ...projects.map((p) => ({ path: projectPath(p), lastmod: p.updatedAt })),
    ...services.map((s) => ({ path: servicePath(s), lastmod: s.updatedAt })),
  ]
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${xmlText(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
