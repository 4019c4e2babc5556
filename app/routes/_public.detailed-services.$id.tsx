import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { servicePath } from '#app/components/public/paths.ts'
import { useLoaderData } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { RichText } from '#app/components/public/rich-text.tsx'
import type { PublicHandle } from '#app/components/public/route-error.tsx'
import { findDetailedServiceByAddress } from '#app/models/detailed-service.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { spriteName } from '#app/lib/icons.ts'
import { ConsultationCta } from '#app/components/public/consultation-cta.tsx'
import { detailShare } from '#app/site/share.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'
import { itemPage } from '#app/site/item-page.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  return data
    ? pageMeta(
        [data.service.title, metaLanguage(args).t.services.section],
        data.description,
        sharePage(args, {
          jsonLd: { '@type': 'Service', name: data.service.title, description: data.description },
          ...data.share,
        }),
      )
    : errorMeta(args, (t) => ({
        text: t.service.notFound,
        section: t.services.section,
        description: t.service.notFoundText,
      }))
}

export const handle: PublicHandle = { notFound: (t) => t.service.notFound }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, translateOne } = requestLanguage(request)
  // The id's address and old slugs move for good to the current one (docs/publishing.md).
  const found = itemPage(
    request,
    'detailed-service',
    params.id,
    findDetailedServiceByAddress,
    t.service.notFound,
  )
  const service = translateOne('detailed-service', found.item)
  const features = service.features.map((f) => ({ ...f, icon: spriteName(f.icon) }))
  const share = detailShare(request, {
    section: { name: t.services.section, path: '/services' },
    title: service.title,
    path: servicePath(service),
    addresses: found.addresses,
  })
  return {
    service: { ...service, description: await withImageCopies(service.description), features },
    description: metaDescription(service.description),
    share,
    addresses: found.addresses,
  }
}

export default function DetailedService() {
  const { service } = useLoaderData<typeof loader>()
  const { t } = useLanguage()
  const mark = useContentMarks()
  return (
    <article className="mx-auto max-w-5xl px-gutter py-section">
      <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
        {t.service.eyebrow}
      </p>
      <h1 {...mark(service, 'title')} className="mt-3 text-display-xl font-bold">
        {service.title}
      </h1>
      <p
        {...mark(service, 'subtitle')}
        className="mt-4 text-xl leading-relaxed text-ink-muted sm:text-2xl"
      >
        {service.subtitle}
      </p>
      <RichText
        {...mark(service, 'description')}
        content={service.description}
        className="mt-10 max-w-prose"
      />
      {service.features.length > 0 ? (
        <section aria-labelledby="features-title" className="mt-12">
          <h2 id="features-title" className="mb-6 text-display-md font-bold">
            {t.service.features}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {service.features.map((f, i) => (
              <li
                key={i}
                className="flex gap-4 rounded-card border border-line bg-surface-raised p-6 shadow-card"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <SpriteIcon name={f.icon} className="h-6 w-6" />
                </span>
                <div>
                  <h3
                    {...mark(service, `features.${i}.title`)}
                    className="font-display text-lg font-semibold"
                  >
                    {f.title}
                  </h3>
                  <p
                    {...mark(service, `features.${i}.description`)}
                    className="mt-1 leading-relaxed text-ink-muted"
                  >
                    {f.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {service.pricing ? (
        <aside
          aria-labelledby="pricing-title"
          className="mt-12 rounded-card border border-brand-200 bg-brand-50 p-8 dark:border-brand-900 dark:bg-brand-950"
        >
          <h2 id="pricing-title" className="text-display-md font-bold">
            {t.service.pricing}
          </h2>
          <p {...mark(service, 'pricing')} className="mt-2 whitespace-pre-line text-lg">
            {service.pricing}
          </p>
        </aside>
      ) : null}
      <ConsultationCta title={t.service.ctaTitle} text={t.service.ctaText} />
    </article>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
