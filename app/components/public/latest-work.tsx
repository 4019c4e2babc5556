// The newest case studies under a missing page's way back (app/routes/_public.$.tsx throws them
// with its 404 and draws them through its handle): a missing page still shows the work, as the portfolio shows it.
import { Link } from '@remix-run/react'
import {
  ImageSizesProvider,
  MediaPreview,
  type ImageSizes,
} from '#app/components/public/responsive-image.tsx'
import type { MediaItem } from '#app/components/public/types.ts'
import type { ShownIn } from '#app/i18n/languages.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

export type LatestWork = {
  latest: (ShownIn & {
    _id: string
    to: string
    title: string
    category: string
    media?: MediaItem
  })[]
  images: ImageSizes
}

/** Whether a refusal's data is the latest work (a 404's data is otherwise its text). */
export function isLatestWork(data: unknown): data is LatestWork {
  return typeof data === 'object' && data !== null && 'latest' in data && Array.isArray(data.latest)
}

export function LatestWorkList({ latest, images }: LatestWork) {
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
