import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { BlogCard } from '#app/components/public/blog-card.tsx'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ImageSizesProvider, type ImageSizes } from '#app/components/public/responsive-image.tsx'
import { EmptyNote } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { notFound } from '#app/lib/http.ts'
import { listBlogPostsPage } from '#app/models/blog.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'
import { withCardImage } from '#app/site/card-image.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useLanguage } from '#app/i18n/use-language.ts'
import { requestLanguage } from '#app/site/request-language.server.ts'

const CARD_TEASER_LENGTH = 150
/** The next page loads when the scroll comes within this distance of the bottom (docs/product.md). */
const LOAD_MORE_WITHIN_PX = 300
// Three cards a row from lg (1024px): the first row is in view as the page opens.
const FIRST_ROW = 3

// Feed readers and browsers find the blog's feed from its pages (feed: its language's).
export const meta: MetaFunction<typeof loader> = (args) => {
  const { t } = metaLanguage(args)
  const { data } = args
  return data
    ? pageMeta(
        data.page > 1 ? [t.blog.page(data.page), t.blog.title] : [t.blog.title],
        t.blog.description,
        sharePage(args, {
          path: data.page > 1 ? `/blog?page=${data.page}` : '/blog',
          feed: true,
        }),
      )
    : errorMeta(args, (t) => ({
        text: t.error.pageNotFoundDot,
        section: t.blog.title,
        description: t.blog.pageNotFoundText,
      }))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const given = new URL(request.url).searchParams.get('page')
  // One spelling per page (the server sends ?page=1 and ?page=02 on to /blog and ?page=2 first):
  // anything but a positive whole number is no page of the blog.
  if (given !== null && !/^[1-9][0-9]{0,8}$/.test(given)) notFound('Page not found.')
  const result = listBlogPostsPage(given, { publication: true })
  const { language, translate } = requestLanguage(request)
  // Page 1 always exists (with no posts it shows the empty note); a page past the last does not.
  if (result.page > Math.max(1, result.pages)) notFound('Page not found.')
  const blogs = translate('blog', result.blogs).map((p) =>
    withPublishedOn(withExcerpt(withCardImage(p), 'content', CARD_TEASER_LENGTH), language),
  )
  return {
    ...result,
    blogs,
    images: await describeImages(blogs.map((p) => p.coverImage)),
  }
}

// Opening or sending the consultation modal changes the address but not the posts: keep the list
// (and everything scrolling appended to it) instead of reloading page one.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get('page') === nextUrl.searchParams.get('page')
    ? false
    : defaultShouldRevalidate

export default function BlogList() {
  const first = useLoaderData<typeof loader>()
  const fetcher = useFetcher<typeof loader>()
  const [posts, setPosts] = useState(first.blogs)
  const [images, setImages] = useState<ImageSizes>(first.images)
  const [page, setPage] = useState(first.page)
  const pages = fetcher.data?.pages ?? first.pages
  const { t, localize } = useLanguage()
  const listPath = localize('/blog')

  // A navigation (the plain page links) starts the list over from that page.
  const requested = useRef(first.page)
  useEffect(() => {
    setPosts(first.blogs)
    setImages(first.images)
    setPage(first.page)
    requested.current = first.page
  }, [first])

  // Append a fetched page, keeping only posts not already shown.
  useEffect(() => {
    const more = fetcher.data
    if (!more) return
    setPosts((shown) => {
      const seen = new Set(shown.map((p) => p._id))
      return [...shown, ...more.blogs.filter((p) => !seen.has(p._id))]
    })
    setImages((known) => ({ ...known, ...more.images }))
    setPage(more.page)
  }, [fetcher.data])

  const state = useRef({ page, pages, idle: fetcher.state === 'idle', load: fetcher.load })
  state.current = { page, pages, idle: fetcher.state === 'idle', load: fetcher.load }

  useEffect(() => {
    const check = () => {
      const { page, pages, idle, load } = state.current
      const fromBottom =
        document.documentElement.scrollHeight - (window.scrollY + window.innerHeight)
      // `requested` keeps a page from being asked for twice while its posts are being appended.
      if (idle && page < pages && page >= requested.current && fromBottom <= LOAD_MORE_WITHIN_PX) {
        requested.current = page + 1
        // ?index: the blog list is an index route, and a fetcher load must say so to reach it.
        load(`${listPath}?index&page=${page + 1}`)
      }
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [page, fetcher.state, listPath])

  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">{t.blog.title}</h1>
      {posts.length === 0 ? (
        <EmptyNote>{t.blog.empty}</EmptyNote>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ImageSizesProvider images={images}>
            {posts.map((post, i) => (
              <BlogCard
                key={post._id}
                post={post}
                heading="h2"
                priority={i === 0}
                eager={i < FIRST_ROW}
              />
            ))}
          </ImageSizesProvider>
        </div>
      )}
      <div className="mt-10 text-center" aria-live="polite">
        {fetcher.state !== 'idle' ? (
          <p className="text-slate-500 dark:text-slate-400">{t.blog.loadingMore}</p>
        ) : posts.length > 0 && page >= pages ? (
          <p className="text-slate-500 dark:text-slate-400">{t.blog.end}</p>
        ) : null}
      </div>
      {/* Plain links page through the blog without JavaScript; with it, scrolling gets there first. */}
      <nav aria-label={t.blog.pages} className="mt-6 flex justify-between">
        {first.page > 1 ? (
          <Link
            to={first.page > 2 ? `${listPath}?page=${first.page - 1}` : listPath}
            className="font-semibold text-brand-600 dark:text-brand-400"
          >
            {t.blog.newer}
          </Link>
        ) : (
          <span />
        )}
        {page < pages ? (
          <Link
            to={`${listPath}?page=${page + 1}`}
            className="font-semibold text-brand-600 dark:text-brand-400"
          >
            {t.blog.older}
          </Link>
        ) : null}
      </nav>
    </section>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
