// A draft or scheduled detailed service as it will look, for whoever has its preview link
// (docs/publishing.md): its page's own component over the same data, never cached nor indexed.
import {
  data,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SITE_NAME } from '#app/components/public/page-meta.ts'
import { servicePath } from '#app/components/public/paths.ts'
import {
  PREVIEW_GONE,
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  PreviewNote,
} from '#app/components/public/preview-note.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { formatDateTime, siteTimeZone } from '#app/lib/dates.server.ts'
import { notFound } from '#app/lib/http.ts'
import { spriteName } from '#app/lib/icons.ts'
import { previewDetailedService } from '#app/models/detailed-service.server.ts'
import ServicePage from './_public.detailed-services.$id.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Preview: ${data.service.title} | Services | ${SITE_NAME}`
      : `Preview | ${SITE_NAME}`,
  },
  PREVIEW_ROBOTS,
]

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

export async function loader({ params }: LoaderFunctionArgs) {
  const found = params.token ? previewDetailedService(params.token) : undefined
  if (!found) notFound(PREVIEW_GONE)
  if ('movedTo' in found) throw redirect(servicePath({ _id: '', slug: found.movedTo }), 302)
  const { item: service, expiresAt } = found
  const features = service.features.map((f) => ({ ...f, icon: spriteName(f.icon) }))
  return data(
    {
      service: { ...service, features },
      status: service.status!,
      expires: formatDateTime(expiresAt, siteTimeZone()),
    },
    { headers: PREVIEW_HEADERS },
  )
}

export default function ServicePreview() {
  const { status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="service" expires={expires} />
      <ServicePage />
    </>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={PREVIEW_GONE} />
}
