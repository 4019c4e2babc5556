import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { leadFirst } from '#app/models/media-order.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { Link, useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { projectPath } from '#app/components/public/paths.ts'
import { CategoryFilter } from '#app/components/public/category-filter.tsx'
import { ImageSizesProvider, MediaPreview } from '#app/components/public/responsive-image.tsx'
import { EmptyNote, type PublicHandle } from '#app/components/public/route-error.tsx'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { categoryNameIn } from '#app/models/category.server.ts'
import { LOCALE_TAGS, type Language, type PageAddresses } from '#app/i18n/languages.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { notFound } from '#app/lib/http.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

const CARD_TEXT_LENGTH = 150
// Three cards a row from lg (1024px): the first row is in view as the page opens.
const FIRST_ROW = 3

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.portfolio.title], t.portfolio.description, sharePage(args))
}

export const handle: PublicHandle = { notFound: (t) => t.project.notFound }

export async function loader({ request }: LoaderFunctionArgs) {
  const { language, defaultLanguage, translate, localize } = requestLanguage(request)
  const all = translate('detailed-project', listDetailedProjects({ publication: true }))
  // The filter is a plain link (?category=Video), so it works without JavaScript; the categories
  // offered are those of the projects shown, by their names in the page's language (a category
  // without a name there shows its default one, marked with its language).
  const names = new Map(all.map((p) => [p.category, p.shownIn?.category ?? defaultLanguage]))
  const categories = [...names]
    .map(([name, shownIn]) => ({ name, language: shownIn }))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE_TAGS[language]))
  const category = new URL(request.url).searchParams.get('category')
  if (category !== null && !names.has(category)) {
    // A category named in the other language (the switcher keeps the query) moves to its name
    // here; any other value is an address with no page.
    const here = categoryNameIn(category, language, defaultLanguage)
    if (here === undefined || !names.has(here)) notFound('Page not found.')
    throw redirect(localize(`/portfolio?${new URLSearchParams({ category: here })}`), 301)
  }
  const projects = all
    .filter((p) => category === null || p.category === category)
    .map((x) => withExcerpt(x, 'description', CARD_TEXT_LENGTH))
  return {
    projects,
    categories,
    category,
    images: await describeImages(projects.map((p) => leadFirst(p.media)[0]?.url)),
    ...(category === null
      ? {}
      : { addresses: filterAddresses(request, category, defaultLanguage) }),
  }
}

/**
 * Where the language switcher leads from a filtered portfolio: the same filter in each language,
 * by the category's name there (docs/decisions/037-category-names.md).
 */
function filterAddresses(
  request: Request,
  category: string,
  defaultLanguage: Language,
): PageAddresses {
  const search = new URL(request.url).searchParams
  const at = (language: Language) => {
    const params = new URLSearchParams(search)
    params.set('category', categoryNameIn(category, language, defaultLanguage) ?? category)
    return `/portfolio?${params}`
  }
  return {
    paths: { en: '/portfolio', ar: '/portfolio' },
    switchTo: { en: at('en'), ar: at('ar') },
  }
}

export default function Portfolio() {
  const { projects, categories, category, images } = useLoaderData<typeof loader>()
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <section className="mx-auto max-w-page px-gutter py-section">
      <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
        {t.portfolio.eyebrow}
      </p>
      <h1 className="mt-3 text-display-xl font-bold">{t.portfolio.title}</h1>
      {categories.length > 1 ? <CategoryFilter categories={categories} current={category} /> : null}
      {projects.length === 0 ? (
        <EmptyNote>{t.portfolio.empty}</EmptyNote>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ImageSizesProvider images={images}>
            {projects.map((p, i) => (
              <article
                key={p._id}
                data-testid="portfolio-card"
                className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card"
              >
                <MediaPreview
                  media={leadFirst(p.media)[0]}
                  alt={p.title}
                  priority={i === 0}
                  eager={i < FIRST_ROW}
                />
                <div className="flex flex-1 flex-col p-6">
                  <p
                    {...mark(p, 'category')}
                    className="text-eyebrow font-semibold uppercase text-ink-muted"
                  >
                    {p.category}
                  </p>
                  <h2 {...mark(p, 'title')} className="mt-2 text-display-sm font-semibold">
                    {p.title}
                  </h2>
                  {p.subtitle ? (
                    <p
                      {...mark(p, 'subtitle')}
                      className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-400"
                    >
                      {p.subtitle}
                    </p>
                  ) : null}
                  <p
                    {...mark(p, 'description')}
                    data-testid="teaser"
                    className="mt-3 flex-1 leading-relaxed text-ink-muted"
                  >
                    {p.excerpt}
                  </p>
                  <Link
                    to={localize(projectPath(p))}
                    className="mt-5 self-start font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {t.card.readMore}
                    <span className="sr-only">: {p.title}</span>
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

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
