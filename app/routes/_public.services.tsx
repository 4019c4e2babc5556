import { servicePath } from '#app/components/public/paths.ts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { Link, useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ConsultationCta } from '#app/components/public/consultation-cta.tsx'
import { EmptyNote, type PublicHandle } from '#app/components/public/route-error.tsx'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

const CARD_TEXT_LENGTH = 150

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.services.section], t.services.description, sharePage(args))
}

export const handle: PublicHandle = { notFound: (t) => t.service.notFound }

export async function loader({ request }: LoaderFunctionArgs) {
  const { translate } = requestLanguage(request)
  return {
    services: translate('detailed-service', listDetailedServices({ publication: true })).map((x) =>
      withExcerpt(x, 'description', CARD_TEXT_LENGTH),
    ),
  }
}

export default function Services() {
  const { services } = useLoaderData<typeof loader>()
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    // An intro, the services, and the consultation band that ends a service's own page.
    <section className="mx-auto max-w-page px-gutter py-section">
      <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
        {t.home.servicesEyebrow}
      </p>
      <h1 className="mt-3 text-display-xl font-bold">{t.services.title}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">
        {t.services.description}
      </p>
      {services.length === 0 ? (
        <EmptyNote>{t.services.empty}</EmptyNote>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <article
              key={s._id}
              data-testid="service-card"
              className="flex flex-col rounded-card border border-line bg-surface-raised p-7 shadow-card"
            >
              <h2 {...mark(s, 'title')} className="text-display-sm font-semibold">
                {s.title}
              </h2>
              <p
                {...mark(s, 'subtitle')}
                className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-400"
              >
                {s.subtitle}
              </p>
              <p
                {...mark(s, 'description')}
                data-testid="teaser"
                className="mt-3 flex-1 leading-relaxed text-ink-muted"
              >
                {s.excerpt}
              </p>
              <Link
                to={localize(servicePath(s))}
                className="mt-5 self-start font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                {t.card.readMore}
                <span className="sr-only">: {s.title}</span>
              </Link>
            </article>
          ))}
        </div>
      )}
      <ConsultationCta title={t.service.ctaTitle} text={t.service.ctaText} />
    </section>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
