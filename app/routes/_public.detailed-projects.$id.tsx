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
import {
  findDetailedProjectByAddress,
  listDetailedProjects,
} from '#app/models/detailed-project.server.ts'
import { ConsultationCta } from '#app/components/public/consultation-cta.tsx'
import { CaseStudyNext } from '#app/components/public/case-study-next.tsx'
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
  // The next case study in the portfolio's order, the first after the last.
  const all = listDetailedProjects({ publication: true })
  const at = all.findIndex((p) => p._id === project._id)
  const following = all.length > 1 ? all[(at + 1) % all.length] : undefined
  const next = following && {
    _id: following._id,
    slug: following.slug,
    title: following.title,
    category: following.category,
    media: following.media.find((m) => m.type === 'image'),
  }
  const images = await describeImages([
    ...project.media.filter((m) => m.type === 'image').map((m) => m.url),
    next?.media?.url,
  ])
  const share = detailShare(request, {
    section: { name: 'Portfolio', path: '/portfolio' },
    title: project.title,
    path: projectPath(project),
    image: project.media.find((m) => m.type === 'image')?.url,
    images,
  })
  return { project, next, description: metaDescription(project.description), images, share }
}

export default function DetailedProject() {
  const { project, next, images } = useLoaderData<typeof loader>()
  const [lead, ...gallery] = project.media
  return (
    <ImageSizesProvider images={images}>
      <article className="mx-auto max-w-page px-gutter py-section">
        <header className="max-w-4xl">
          <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
            Case study
          </p>
          <h1 className="mt-3 text-display-xl font-bold">{project.title}</h1>
          {project.subtitle ? (
            <p className="mt-4 text-xl leading-relaxed text-ink-muted sm:text-2xl">
              {project.subtitle}
            </p>
          ) : null}
        </header>
        {lead ? (
          <div className="mt-12">
            <CaseStudyMedia media={lead} title={project.title} index={0} lead />
          </div>
        ) : null}
        <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <div className="grid content-start gap-6 border-t border-line pt-6 text-sm">
            <dl className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div>
                <dt className="inline font-semibold">Category: </dt>
                <dd className="inline">
                  <a
                    href={`/portfolio?${new URLSearchParams({ category: project.category })}`}
                    className="text-brand-700 underline underline-offset-2 dark:text-brand-400"
                  >
                    {project.category}
                  </a>
                </dd>
              </div>
              {project.client ? (
                <div>
                  <dt className="inline font-semibold">Client: </dt>
                  <dd className="inline">{project.client}</dd>
                </div>
              ) : null}
            </dl>
            {project.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {project.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-brand-950 dark:text-brand-300"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <RichText content={project.description} className="max-w-prose" />
        </div>
        {gallery.length > 0 ? (
          <section aria-label="Gallery" className="mt-16 grid gap-6 md:grid-cols-2">
            {gallery.map((m, i) => (
              <CaseStudyMedia key={i} media={m} title={project.title} index={i + 1} />
            ))}
          </section>
        ) : null}
        <ConsultationCta
          title="Have a project like this in mind?"
          text="Tell us about it: a free consultation, a plan and a price within two working days."
        />
        {next ? <CaseStudyNext project={next} /> : null}
      </article>
    </ImageSizesProvider>
  )
}

/** One media item of a case study: the lead one drawn wide and fetched first, the rest halves. */
function CaseStudyMedia({
  media,
  title,
  index,
  lead = false,
}: {
  media: { url: string; type: string; alt?: string }
  title: string
  index: number
  lead?: boolean
}) {
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        controls
        preload="metadata"
        className="w-full rounded-card bg-surface-sunken"
      />
    )
  }
  if (media.type === 'audio') {
    return <audio src={media.url} controls preload="metadata" className="w-full" />
  }
  return (
    <ResponsiveImage
      src={media.url}
      alt={media.alt ?? `${title}, image ${index + 1}`}
      className="w-full rounded-card object-cover shadow-card"
      sizes={
        lead
          ? '(min-width: 1216px) 1136px, 100vw'
          : '(min-width: 1216px) 556px, (min-width: 768px) 48vw, 100vw'
      }
      priority={lead}
    />
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Project not found." />
}
