// A draft or scheduled detailed project as it will look, for whoever has its preview link
// (docs/publishing.md): its page's own component over the same data, never cached nor indexed.
import { useLoaderData } from '@remix-run/react'
import { projectPath } from '#app/components/public/paths.ts'
import {
  PreviewNote,
  PREVIEW_HANDLE,
  previewHeaders,
  previewMeta,
} from '#app/components/public/preview-note.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { previewDetailedProject } from '#app/models/detailed-project.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import ProjectPage from './_public.detailed-projects.$id.tsx'

export const handle = PREVIEW_HANDLE

export const loader = previewLoader({
  kind: 'detailed-project',
  read: previewDetailedProject,
  pathOf: (slug) => projectPath({ _id: '', slug }),
  shape: async (project) => ({
    project,
    images: await describeImages(project.media.filter((m) => m.type === 'image').map((m) => m.url)),
  }),
})

export const meta = previewMeta<{ project: { title: string } }>(
  (t) => t.portfolio.title,
  (data) => data.project.title,
)
export const headers = previewHeaders

export default function ProjectPreview() {
  const { status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="project" expires={expires} />
      <ProjectPage />
    </>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
