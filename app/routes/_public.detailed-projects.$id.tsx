import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { leadFirst } from '#app/models/media-order.ts'
import { projectPath } from '#app/components/public/paths.ts'
import { useLoaderData } from '@remix-run/react'
import { useContext } from 'react'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import {
  ImageSizesContext,
  ImageSizesProvider,
  ResponsiveImage,
} from '#app/components/public/responsive-image.tsx'
import { RichText } from '#app/components/public/rich-text.tsx'
import type { PublicHandle } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { detailShare } from '#app/site/share.server.ts'
import {
  findDetailedProjectByAddress,
  listDetailedProjects,
} from '#app/models/detailed-project.server.ts'
import { ConsultationCta } from '#app/components/public/consultation-cta.tsx'
import { CaseStudyNext } from '#app/components/public/case-study-next.tsx'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'
import { itemPage } from '#app/site/item-page.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  return data
    ? pageMeta(
        [data.project.title, metaLanguage(args).t.portfolio.title],
        data.description,
        sharePage(args, {
          type: 'article',
          ...data.share,
        }),
      )
    : errorMeta(args, (t) => ({
        text: t.project.notFound,
        section: t.portfolio.title,
        description: t.project.notFoundText,
      }))
}

export const handle: PublicHandle = { notFound: (t) => t.project.notFound }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t, translate, translateOne } = requestLanguage(request)
  // The id's address and old slugs move for good to the current one (docs/publishing.md).
  const found = itemPage(
    request,
    'detailed-project',
    params.id,
    findDetailedProjectByAddress,
    t.project.notFound,
  )
  const project = translateOne('detailed-project', found.item)
  // The next case study in the portfolio's order, the first after the last.
  const all = translate('detailed-project', listDetailedProjects({ publication: true }))
  const at = all.findIndex((p) => p._id === project._id)
  const following = all.length > 1 ? all[(at + 1) % all.length] : undefined
  const next = following && {
    _id: following._id,
    slug: following.slug,
    title: following.title,
    category: following.category,
    shownIn: following.shownIn,
    media: leadFirst(following.media).find((m) => m.type === 'image'),
  }
  const images = await describeImages([
    ...project.media.filter((m) => m.type === 'image').map((m) => m.url),
    next?.media?.url,
  ])
  const share = detailShare(request, {
    section: { name: t.portfolio.title, path: '/portfolio' },
    title: project.title,
    path: projectPath(project),
    image: leadFirst(project.media).find((m) => m.type === 'image')?.url,
    images,
    addresses: found.addresses,
  })
  const description = metaDescription(project.description)
  return {
    project: { ...project, description: await withImageCopies(project.description) },
    next,
    description,
    images,
    share,
    addresses: found.addresses,
  }
}

export default function DetailedProject() {
  const { project, next, images } = useLoaderData<typeof loader>()
  const [lead, ...gallery] = leadFirst(project.media)
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <ImageSizesProvider images={images}>
      <article className="mx-auto max-w-page px-gutter py-section">
        <header className="max-w-4xl">
          <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
            {t.project.eyebrow}
          </p>
          <h1 {...mark(project, 'title')} className="mt-3 text-display-xl font-bold">
            {project.title}
          </h1>
          {project.subtitle ? (
            <p
              {...mark(project, 'subtitle')}
              className="mt-4 text-xl leading-relaxed text-ink-muted sm:text-2xl"
            >
              {project.subtitle}
            </p>
          ) : null}
        </header>
        {lead ? (
          <div className="mt-12">
            <CaseStudyMedia media={lead} title={project.title} index={0} lead />
          </div>
        ) : null}
        {project.results.length > 0 ? (
          <section aria-labelledby="results-title" className="mt-12">
            <h2 id="results-title" className="sr-only">
              {t.project.results}
            </h2>
            {/* The hairlines between the results are the strip's colour showing through the gaps,
                so no cell is ever left empty: a row's last result grows to the row's end (three
                results no longer leave a blank fourth cell). */}
            <dl
              data-testid="results"
              className="flex flex-wrap gap-px overflow-hidden rounded-card bg-line"
            >
              {project.results.map((r, i) => (
                <div
                  key={i}
                  className="flex min-w-0 flex-shrink-0 flex-grow basis-full flex-col-reverse gap-2 bg-surface p-6 sm:basis-[calc(50%-1px)] sm:p-8 lg:basis-[calc(25%-1px)]"
                >
                  <dt {...mark(project, `results.${i}.label`)} className="text-ink-muted">
                    {r.label}
                  </dt>
                  <dd
                    {...mark(project, `results.${i}.figure`)}
                    className="text-display-lg font-bold text-brand-700 dark:text-brand-400"
                  >
                    {r.figure}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <div className="grid content-start gap-6 border-t border-line pt-6 text-sm">
            <dl className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div>
                <dt className="inline font-semibold">{t.project.category}</dt>
                <dd className="inline">
                  <a
                    href={localize(
                      `/portfolio?${new URLSearchParams({ category: project.category })}`,
                    )}
                    {...mark(project, 'category')}
                    className="text-brand-700 underline underline-offset-2 dark:text-brand-400"
                  >
                    {project.category}
                  </a>
                </dd>
              </div>
              {project.client ? (
                <div>
                  <dt className="inline font-semibold">{t.project.client}</dt>
                  <dd className="inline">{project.client}</dd>
                </div>
              ) : null}
            </dl>
            {project.tags.length > 0 ? (
              <ul aria-label={t.project.tags} className="flex flex-wrap gap-2">
                {project.tags.map((tag, i) => (
                  <li
                    key={tag}
                    {...mark(project, `tags.${i}.tag`)}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-brand-950 dark:text-brand-300"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <RichText
            {...mark(project, 'description')}
            content={project.description}
            className="max-w-prose"
          />
        </div>
        {gallery.length > 0 ? (
          // A lone gallery item spans the row, as wide as the lead one.
          <section
            aria-label={t.project.gallery}
            className={`mt-16 grid gap-6 ${gallery.length > 1 ? 'md:grid-cols-2' : ''}`}
          >
            {gallery.map((m, i) => (
              <CaseStudyMedia
                key={i}
                media={m}
                title={project.title}
                index={i + 1}
                wide={gallery.length === 1}
              />
            ))}
          </section>
        ) : null}
        <ConsultationCta title={t.project.ctaTitle} text={t.project.ctaText} />
        {next ? <CaseStudyNext project={next} /> : null}
      </article>
    </ImageSizesProvider>
  )
}

/**
 * One media item of a case study, its caption under it when it has one: the lead one (the marked one,
 * else the first: leadFirst) drawn wide and fetched first, the rest halves (a
 * lone one wide). Each has its box before it loads: an upload its own width and height, a video or
 * an image from elsewhere (whose size the server does not know) a 16:9 one.
 */
function CaseStudyMedia(props: {
  media: { url: string; type: string; alt?: string; caption?: string }
  title: string
  index: number
  lead?: boolean
  wide?: boolean
}) {
  const { caption } = props.media
  if (!caption) return <CaseStudyMediaItem {...props} />
  return (
    <figure>
      <CaseStudyMediaItem {...props} />
      <figcaption dir="auto" className="mt-3 text-sm text-ink-muted">
        {caption}
      </figcaption>
    </figure>
  )
}

function CaseStudyMediaItem({
  media,
  title,
  index,
  lead = false,
  wide = lead,
}: {
  media: { url: string; type: string; alt?: string }
  title: string
  index: number
  lead?: boolean
  wide?: boolean
}) {
  const { t } = useLanguage()
  const known = Boolean(useContext(ImageSizesContext)[media.url])
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        controls
        preload="metadata"
        className="aspect-video w-full rounded-card bg-surface-sunken"
      />
    )
  }
  if (media.type === 'audio') {
    return <audio src={media.url} controls preload="metadata" className="w-full" />
  }
  return (
    <ResponsiveImage
      src={media.url}
      alt={media.alt ?? t.project.image(title, index + 1)}
      className={`w-full rounded-card object-cover shadow-card ${known ? '' : 'aspect-video'}`}
      sizes={
        wide
          ? '(min-width: 1216px) 1136px, 100vw'
          : '(min-width: 1216px) 556px, (min-width: 768px) 48vw, 100vw'
      }
      priority={lead}
    />
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
