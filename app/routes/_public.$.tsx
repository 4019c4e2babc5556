// An address that names no page: a 404 inside the site's header and footer, not a bare error page,
// with the site's latest work under the way back. The 404 is thrown with its data, so the page,
// like every failed page, does not depend on the address asked: the page cache keeps it once
// (docs/scale.md).
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { projectPath } from '#app/components/public/paths.ts'
import {
  ImageSizesProvider,
  MediaPreview,
  type ImageSizes,
} from '#app/components/public/responsive-image.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import type { MediaItem } from '#app/components/public/types.ts'
import type { ShownIn } from '#app/i18n/languages.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

const LATEST = 3

type LatestWork = {
  latest: (ShownIn & {
    _id: string
    to: string
    title: string
    category: string
    media?: MediaItem
  })[]
  images: ImageSizes
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

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useLanguage()
  const work =
    isRouteErrorResponse(error) && typeof error.data === 'object'
      ? (error.data as LatestWork)
      : null
  return (
    <>
      <PublicRouteError notFound={t.error.pageNotFound} />
      {work && work.latest.length > 0 ? <Latest {...work} /> : null}
    </>
  )
}

/** The newest case studies, as the portfolio shows them: a missing page still shows the work. */
function Latest({ latest, images }: LatestWork) {
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <section aria-labelledby="latest-work" className="mx-auto max-w-page px-gutter pb-section">
      <h2 id="latest-work" className="text-display-sm font-semibold">
        {t.error.latestWork}
      </h2>
      <ImageSizesProvider images={images}>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((p) => (
            <li
              key={p._id}
              data-testid="latest-card"
              className="relative overflow-hidden rounded-card border border-line bg-surface-raised shadow-card"
            >
              <MediaPreview media={p.media} alt={p.title} />
              <div className="p-6">
                <p
                  {...mark(p, 'category')}
                  className="text-eyebrow font-semibold uppercase text-ink-muted"
                >
                  {p.category}
                </p>
                <h3 {...mark(p, 'title')} className="mt-2 text-display-sm font-semibold">
                  <Link to={localize(p.to)} className="after:absolute after:inset-0">
                    {p.title}
                  </Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </ImageSizesProvider>
    </section>
  )
}
