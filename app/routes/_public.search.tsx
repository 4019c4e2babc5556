// The site search's results (docs/search.md): /search?q= and again under the language prefix. The
// page cache keeps no answer of it (app/lib/page-cache-key.ts has no rule for it), so each is a
// render and spends the address's render budget; the query is read to MAX_QUERY characters. The
// form is a plain GET that works without JavaScript; with it, the results follow the typing.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { SearchBox } from '#app/components/search-box.tsx'
import { LOCALE_TAGS } from '#app/i18n/languages.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { SEARCH_TEXTS } from '#app/i18n/search-texts.ts'
import { useLanguage } from '#app/i18n/use-language.ts'
import { formatLongDate } from '#app/lib/dates.server.ts'
import { notFound } from '#app/lib/http.ts'
import { MAX_QUERY } from '#app/lib/search-text.ts'
import { searchSite } from '#app/models/search.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

/** How long the typing rests before the results follow it (with JavaScript). */
const TYPING_PAUSE_MS = 300

export const meta: MetaFunction<typeof loader> = (args) => {
  const { t, language } = metaLanguage(args)
  const texts = SEARCH_TEXTS[language]
  const query = args.data?.query
  // A page of results is no page for search engines to list.
  return [
    ...pageMeta(
      query ? [texts.resultsFor(query), t.search] : [t.search],
      texts.description,
      sharePage(args),
    ),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = Array.from((url.searchParams.get('q') ?? '').trim())
    .slice(0, MAX_QUERY)
    .join('')
  const given = url.searchParams.get('page')
  // As the blog's pages: anything but a positive whole number is no page of the results.
  if (given !== null && !/^[1-9][0-9]{0,8}$/.test(given)) notFound('Page not found.')
  const { language } = requestLanguage(request)
  const found = searchSite({ query, language, page: Number(given ?? 1) })
  if (found.page > found.pages) notFound('Page not found.')
  const timeZone = siteTimeZone()
  return {
    query,
    ...found,
    results: found.results.map((r) => ({
      ...r,
      date: r.date && {
        iso: r.date,
        text: formatLongDate(r.date, timeZone, LOCALE_TAGS[language]),
      },
    })),
  }
}

/**
 * With JavaScript, the results follow the field once the typing rests (the address says them);
 * a search from elsewhere (the header's box) puts its words in the field unless it is being typed in.
 */
function useResultsAsTyped(query: string) {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (field.current && document.activeElement !== field.current) field.current.value = query
  }, [query])
  const onType = (form: HTMLFormElement, value: string) => {
    clearTimeout(timer.current)
    if (value.trim() === query) return
    timer.current = setTimeout(() => submit(form, { replace: true }), TYPING_PAUSE_MS)
  }
  return { field, onType }
}

export default function Search() {
  const { query, results, total, page, pages } = useLoaderData<typeof loader>()
  const { t, localize, language } = useLanguage()
  const texts = SEARCH_TEXTS[language]
  const searchPath = localize('/search')
  const { field, onType } = useResultsAsTyped(query)
  const pageLink = (n: number) =>
    `${searchPath}?${new URLSearchParams({ q: query, ...(n > 1 ? { page: String(n) } : {}) })}`
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="mb-6 text-4xl font-bold">{query ? texts.resultsFor(query) : t.search}</h1>
      <SearchBox
        id="search-page-q"
        looks="page"
        action={searchPath}
        label={t.search}
        button={t.search}
        placeholder={texts.placeholder}
        query={query}
        field={field}
        onChange={(e) => onType(e.currentTarget.form!, e.currentTarget.value)}
      />
      <div aria-live="polite" className="mt-6">
        {!query ? (
          <p className="text-slate-600 dark:text-slate-300">{texts.prompt}</p>
        ) : total === 0 ? (
          <div className="py-8 text-center">
            <p className="text-lg">{texts.empty(query)}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{texts.suggest}</p>
            <p className="mt-4 flex justify-center gap-6 font-semibold text-brand-600 dark:text-brand-400">
              <Link to={localize('/portfolio')}>{t.nav.portfolio}</Link>
              <Link to={localize('/blog')}>{t.nav.blog}</Link>
            </p>
          </div>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            {texts.count(total)}
            {pages > 1 ? ` · ${texts.page(page, pages)}` : ''}
          </p>
        )}
      </div>
      {results.length > 0 ? (
        <ol aria-label={texts.results} className="mt-6 space-y-6">
          {results.map((r) => (
            <li key={`${r.kind}-${r.id}`}>
              <article lang={r.language} dir="auto">
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {texts.kinds[r.kind]}
                  {r.date ? (
                    <>
                      {' · '}
                      <time dateTime={r.date.iso}>{r.date.text}</time>
                    </>
                  ) : null}
                </p>
                <h2 className="text-xl font-semibold">
                  <Link to={r.path} className="hover:text-brand-600 dark:hover:text-brand-400">
                    {r.title ?? t.about.title}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="snippet">
                  {r.snippet.map((part, i) =>
                    part.mark ? (
                      <mark key={i} className="rounded bg-brand-100 px-0.5 dark:bg-brand-900">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={texts.pages} className="mt-10 flex justify-between">
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              className="font-semibold text-brand-600 dark:text-brand-400"
            >
              {texts.previous}
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link
              to={pageLink(page + 1)}
              className="font-semibold text-brand-600 dark:text-brand-400"
            >
              {texts.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
