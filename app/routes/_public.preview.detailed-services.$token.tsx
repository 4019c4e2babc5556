// A draft or scheduled detailed service as it will look, for whoever has its preview link
// (docs/publishing.md): its page's own component over the same data, never cached nor indexed.
import { servicePath } from '#app/components/public/paths.ts'
import { previewMeta, PreviewPage } from '#app/components/public/preview-note.tsx'
import { spriteName } from '#app/lib/icons.ts'
import { previewDetailedService } from '#app/models/detailed-service.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import ServicePage from './_public.detailed-services.$id.tsx'

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

export default function ServicePreview() {
  return (
    <PreviewPage noun="service">
      <ServicePage />
    </PreviewPage>
  )
}

export {
  PREVIEW_HANDLE as handle,
  previewHeaders as headers,
} from '#app/components/public/preview-note.tsx'
export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
