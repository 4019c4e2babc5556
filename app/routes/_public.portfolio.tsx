import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { projectPath } from '#app/components/public/paths.ts'
import { ImageSizesProvider, MediaPreview } from '#app/components/public/responsive-image.tsx'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { describeImages } from '#app/lib/images.server.ts'

const CARD_TEXT_LENGTH = 150
// Three cards a row from lg (1024px): the first row is in view as the page opens.
const FIRST_ROW = 3

export const meta: MetaFunction = (args) =>
  pageMeta(
    ['Portfolio'],
    'Selected projects: films, brands, websites and campaigns we made for our clients.',
    sharePage(args),
  )

export async function loader() {
  const projects = listDetailedProjects({ publication: true }).map((x) =>
    withExcerpt(x, 'description', CARD_TEXT_LENGTH),
  )
  return { projects, images: await describeImages(projects.map((p) => p.media[0]?.url)) }
}

export default function Portfolio() {
  const { projects, images } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">Portfolio</h1>
      {projects.length === 0 ? (
        <EmptyNote>لا توجد مشاريع بعد.</EmptyNote>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ImageSizesProvider images={images}>
            {projects.map((p, i) => (
              <article
                key={p._id}
                data-testid="portfolio-card"
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <MediaPreview
                  media={p.media[0]}
                  alt={p.title}
                  priority={i === 0}
                  eager={i < FIRST_ROW}
                />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-xl font-semibold">{p.title}</h2>
                  {p.subtitle ? (
                    <p className="mt-1 text-sm font-medium text-brand-600 dark:text-brand-400">
                      {p.subtitle}
                    </p>
                  ) : null}
                  <p
                    data-testid="teaser"
                    className="mt-3 flex-1 text-slate-600 dark:text-slate-300"
                  >
                    {p.excerpt}
                  </p>
                  <Link
                    to={projectPath(p)}
                    className="mt-4 self-start font-semibold text-brand-600 hover:underline dark:text-brand-400"
                  >
                    Read More<span className="sr-only">: {p.title}</span>
                  </Link>
                </div>
              </article>
            ))}
          </ImageSizesProvider>
        </div>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Project not found." />
}
