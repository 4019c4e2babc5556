// A draft or scheduled detailed project as it will look, for whoever has its preview link
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
import { projectPath } from '#app/components/public/paths.ts'
import {
  PREVIEW_GONE,
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  PreviewNote,
} from '#app/components/public/preview-note.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { formatDateTime, siteTimeZone } from '#app/lib/dates.server.ts'
import { notFound } from '#app/lib/http.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { previewDetailedProject } from '#app/models/detailed-project.server.ts'
import ProjectPage from './_public.detailed-projects.$id.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Preview: ${data.project.title} | Portfolio | ${SITE_NAME}`
      : `Preview | ${SITE_NAME}`,
  },
  PREVIEW_ROBOTS,
]

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

export async function loader({ params }: LoaderFunctionArgs) {
  const found = params.token ? previewDetailedProject(params.token) : undefined
  if (!found) notFound(PREVIEW_GONE)
  if ('movedTo' in found) throw redirect(projectPath({ _id: '', slug: found.movedTo }), 302)
  const { item: project, expiresAt } = found
  const images = await describeImages(
    project.media.filter((m) => m.type === 'image').map((m) => m.url),
  )
  return data(
    {
      project,
      images,
      status: project.status!,
      expires: formatDateTime(expiresAt, siteTimeZone()),
    },
    { headers: PREVIEW_HEADERS },
  )
}

export default function ProjectPreview() {
  const { status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="project" expires={expires} />
      <ProjectPage />
    </>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={PREVIEW_GONE} />
}
