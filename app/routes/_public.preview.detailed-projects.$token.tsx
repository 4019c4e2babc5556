// A draft or scheduled detailed project as it will look, for whoever has its preview link
// (docs/publishing.md): its page's own component over the same data, never cached nor indexed.
import { projectPath } from '#app/components/public/paths.ts'
import { previewMeta, PreviewPage } from '#app/components/public/preview-note.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { previewDetailedProject } from '#app/models/detailed-project.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import ProjectPage from './_public.detailed-projects.$id.tsx'

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

export default function ProjectPreview() {
  return (
    <PreviewPage noun="project">
      <ProjectPage />
    </PreviewPage>
  )
}

export {
  PREVIEW_HANDLE as handle,
  previewHeaders as headers,
} from '#app/components/public/preview-note.tsx'
export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
