// A draft or scheduled detailed service as it will look, for whoever has its preview link
// (docs/publishing.md): its page's own component over the same data, never cached nor indexed.
import { useLoaderData } from '@remix-run/react'
import { servicePath } from '#app/components/public/paths.ts'
import {
  PreviewNote,
  PREVIEW_HANDLE,
  previewHeaders,
  previewMeta,
} from '#app/components/public/preview-note.tsx'
import { spriteName } from '#app/lib/icons.ts'
import { previewDetailedService } from '#app/models/detailed-service.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import ServicePage from './_public.detailed-services.$id.tsx'

export const handle = PREVIEW_HANDLE

export const loader = previewLoader({
  kind: 'detailed-service',
  read: previewDetailedService,
  pathOf: (slug) => servicePath({ _id: '', slug }),
  shape: (service) => ({
    service: {
      ...service,
      features: service.features.map((f) => ({ ...f, icon: spriteName(f.icon) })),
    },
  }),
})

export const meta = previewMeta<{ service: { title: string } }>(
  (t) => t.services.section,
  (data) => data.service.title,
)
export const headers = previewHeaders

export default function ServicePreview() {
  const { status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="service" expires={expires} />
      <ServicePage />
    </>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
