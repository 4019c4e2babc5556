import { servicePath } from '#app/components/public/paths.ts'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { Link, useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

const CARD_TEXT_LENGTH = 150

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.services.section], t.services.description, sharePage(args))
}

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
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">{t.services.title}</h1>
      {services.length === 0 ? (
        <EmptyNote>{t.services.empty}</EmptyNote>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <article
              key={s._id}
              data-testid="service-card"
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 {...mark(s, 'title')} className="text-xl font-semibold">
                {s.title}
              </h2>
              <p
                {...mark(s, 'subtitle')}
                className="mt-1 text-sm font-medium text-brand-600 dark:text-brand-400"
              >
                {s.subtitle}
              </p>
              <p
                {...mark(s, 'description')}
                data-testid="teaser"
                className="mt-3 flex-1 text-slate-600 dark:text-slate-300"
              >
                {s.excerpt}
              </p>
              <Link
                to={localize(servicePath(s))}
                className="mt-4 self-start font-semibold text-brand-600 hover:underline dark:text-brand-400"
              >
                {t.card.readMore}
                <span className="sr-only">: {s.title}</span>
              </Link>
            </article>
          ))}
        </div>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={useLanguage().t.service.notFound} />
}
