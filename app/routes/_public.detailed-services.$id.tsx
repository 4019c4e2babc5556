import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { servicePath } from '#app/components/public/paths.ts'
import { useLoaderData } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { RichText } from '#app/components/public/rich-text.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { notFound } from '#app/lib/http.ts'
import { findDetailedServiceByAddress } from '#app/models/detailed-service.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { spriteName } from '#app/lib/icons.ts'
import { detailShare } from '#app/site/share.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data, error, ...args }) =>
  data
    ? pageMeta(
        [data.service.title, 'Services'],
        data.description,
        sharePage(args, {
          jsonLd: { '@type': 'Service', name: data.service.title, description: data.description },
          ...data.share,
        }),
      )
    : errorMeta(error, {
        text: 'Service not found.',
        section: 'Services',
        description:
          'This service does not exist or was removed. The services page lists them all.',
      })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = params.id ? findDetailedServiceByAddress(params.id) : undefined
  if (!found) notFound('Service not found.')
  // The id's address and old slugs move for good to the current one (docs/publishing.md).
  if ('movedTo' in found) {
    throw redirect(servicePath({ _id: '', slug: found.movedTo }) + new URL(request.url).search, 301)
  }
  const { item: service } = found
  const features = service.features.map((f) => ({ ...f, icon: spriteName(f.icon) }))
  const share = detailShare(request, {
    section: { name: 'Services', path: '/services' },
    title: service.title,
    path: servicePath(service),
  })
  return {
    service: { ...service, features },
    description: metaDescription(service.description),
    share,
  }
}

export default function DetailedService() {
  const { service } = useLoaderData<typeof loader>()
  return (
    <article className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold">{service.title}</h1>
      <p className="mt-2 text-xl text-brand-600 dark:text-brand-400">{service.subtitle}</p>
      <RichText content={service.description} className="mt-8" />
      {service.features.length > 0 ? (
        <section aria-labelledby="features-title" className="mt-12">
          <h2 id="features-title" className="mb-6 text-2xl font-bold">
            Features
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {service.features.map((f, i) => (
              <li
                key={i}
                className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <SpriteIcon name={f.icon} className="h-8 w-8 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold">{f.title}</h3>
                  <p className="mt-1 text-slate-600 dark:text-slate-300">{f.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {service.pricing ? (
        <aside
          aria-labelledby="pricing-title"
          className="mt-12 rounded-xl bg-brand-50 p-6 dark:bg-slate-900"
        >
          <h2 id="pricing-title" className="text-2xl font-bold">
            Pricing
          </h2>
          <p className="mt-2 whitespace-pre-line text-lg">{service.pricing}</p>
        </aside>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Service not found." />
}
