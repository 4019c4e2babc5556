// An address that names no page: a 404 inside the site's header and footer, not a bare error page,
// with the site's latest work under the way back. The 404 is thrown with its data, so the page,
// like every failed page, does not depend on the address asked: the page cache keeps it once
// (docs/scale.md). The list is drawn by this route's handle, so its code is in this page's script
// rather than in the error boundary's, which every public page loads (docs/decisions/031).
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  isLatestWork,
  LatestWorkList,
  type LatestWork,
} from '#app/components/public/latest-work.tsx'
import { projectPath } from '#app/components/public/paths.ts'
import type { PublicHandle } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

const LATEST = 3

/** Its own words: 'Page not found', the document's title too; then the latest work. */
export const handle: PublicHandle = {
  notFound: (t) => t.error.pageNotFound,
  below: (data) =>
    isLatestWork(data) && data.latest.length > 0 ? <LatestWorkList {...data} /> : null,
}

export const meta: MetaFunction = (args) => [
  { title: metaLanguage(args).t.error.pageNotFound },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { translate } = requestLanguage(request)
  const latest = translate(
    'detailed-project',
    listDetailedProjects({ publication: true }).slice(0, LATEST),
  ).map(({ _id, slug, title, category, media, shownIn }) => ({
    _id,
    to: projectPath({ _id, slug }),
    title,
    category,
    media: media[0],
    shownIn,
  }))
  const work: LatestWork = { latest, images: await describeImages(latest.map((p) => p.media?.url)) }
  throw data(work, { status: 404 })
}

export async function action() {
  throw new Response('Page not found', { status: 404 })
}

export default function NotFound() {
  return null
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
