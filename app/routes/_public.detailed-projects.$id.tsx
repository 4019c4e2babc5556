import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { projectPath } from '#app/components/public/paths.ts'
import { useLoaderData } from '@remix-run/react'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ImageSizesProvider, ResponsiveImage } from '#app/components/public/responsive-image.tsx'
import { RichText } from '#app/components/public/rich-text.tsx'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { notFound } from '#app/lib/http.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { detailShare } from '#app/site/share.server.ts'
import { findDetailedProjectByAddress } from '#app/models/detailed-project.server.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data, error, ...args }) =>
  data
    ? pageMeta(
        [data.project.title, 'Portfolio'],
        data.description,
        sharePage(args, {
          type: 'article',
          ...data.share,
        }),
      )
    : errorMeta(error, {
        text: 'Project not found.',
        section: 'Portfolio',
        description:
          'This project does not exist or was removed. The portfolio shows all our work.',
      })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = params.id ? findDetailedProjectByAddress(params.id) : undefined
  if (!found) notFound('Project not found.')
  // The id's address and old slugs move for good to the current one (docs/publishing.md).
  if ('movedTo' in found) {
    throw redirect(projectPath({ _id: '', slug: found.movedTo }) + new URL(request.url).search, 301)
  }
  const { item: project } = found
  const images = await describeImages(
    project.media.filter((m) => m.type === 'image').map((m) => m.url),
  )
  const share = detailShare(request, {
    section: { name: 'Portfolio', path: '/portfolio' },
    title: project.title,
    path: projectPath(project),
    image: project.media.find((m) => m.type === 'image')?.url,
    images,
  })
  return { project, description: metaDescription(project.description), images, share }
}

export default function DetailedProject() {
  const { project, images } = useLoaderData<typeof loader>()
  const firstImage = project.media.findIndex((m) => m.type === 'image')
  return (
    <article className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold">{project.title}</h1>
      {project.subtitle ? (
        <p className="mt-2 text-xl text-brand-600 dark:text-brand-400">{project.subtitle}</p>
      ) : null}
      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="inline font-semibold">Category: </dt>
          <dd className="inline">{project.category}</dd>
        </div>
        {project.client ? (
          <div>
            <dt className="inline font-semibold">Client: </dt>
            <dd className="inline">{project.client}</dd>
          </div>
        ) : null}
      </dl>
      <RichText content={project.description} className="mt-8" />
      {project.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {project.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 dark:bg-slate-800 dark:text-brand-400"
            >
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {project.media.length > 0 ? (
        <ImageSizesProvider images={images}>
          <div className="mt-10 grid gap-6">
            {project.media.map((m, i) =>
              m.type === 'video' ? (
                <video
                  key={i}
                  src={m.url}
                  controls
                  preload="metadata"
                  className="w-full rounded-xl"
                />
              ) : m.type === 'audio' ? (
                <audio key={i} src={m.url} controls preload="metadata" className="w-full" />
              ) : (
                <ResponsiveImage
                  key={i}
                  src={m.url}
                  alt={m.alt ?? `${project.title}, image ${i + 1}`}
                  className="w-full rounded-xl"
                  sizes="(min-width: 896px) 864px, 100vw"
                  priority={i === firstImage}
                />
              ),
            )}
          </div>
        </ImageSizesProvider>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Project not found." />
}
