import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { BlogCard } from '#app/components/public/blog-card.tsx'
import { errorMeta, pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ImageSizesProvider, type ImageSizes } from '#app/components/public/responsive-image.tsx'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { notFound } from '#app/lib/http.ts'
import { listBlogPostsPage } from '#app/models/blog.server.ts'
import { withExcerpt } from '#app/models/excerpt.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'

const CARD_TEASER_LENGTH = 150
/** The next page loads when the scroll comes within this distance of the bottom (docs/product.md). */
const LOAD_MORE_WITHIN_PX = 300
// Three cards a row from lg (1024px): the first row is in view as the page opens.
const FIRST_ROW = 3

// Feed readers and browsers find the blog's feed from its pages.
export const links: LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/rss.xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data, error, ...args }) =>
  data
    ? pageMeta(
        data.page > 1 ? [`Page ${data.page}`, 'Blog'] : ['Blog'],
        'Notes on video, branding, social media and the web from our studio.',
        sharePage(args, { path: data.page > 1 ? `/blog?page=${data.page}` : '/blog' }),
      )
    : errorMeta(error, {
        text: 'Page not found.',
        section: 'Blog',
        description: 'The blog has fewer pages than that. Its first page has the newest posts.',
      })

export async function loader({ request }: LoaderFunctionArgs) {
  const given = new URL(request.url).searchParams.get('page')
  // One spelling per page (the server sends ?page=1 and ?page=02 on to /blog and ?page=2 first):
  // anything but a positive whole number is no page of the blog.
  if (given !== null && !/^[1-9][0-9]{0,8}$/.test(given)) notFound('Page not found.')
  const result = listBlogPostsPage(given, { publication: true })
  // Page 1 always exists (with no posts it shows the empty note); a page past the last does not.
  if (result.page > Math.max(1, result.pages)) notFound('Page not found.')
  return {
    ...result,
    blogs: result.blogs.map((p) => withPublishedOn(withExcerpt(p, 'content', CARD_TEASER_LENGTH))),
    images: await describeImages(result.blogs.map((p) => p.coverImage)),
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
        load(`/blog?index&page=${page + 1}`)
      }
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [page, fetcher.state])

  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">Blog</h1>
      {posts.length === 0 ? (
        <EmptyNote>لا توجد منشورات بعد.</EmptyNote>
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
          <p className="text-slate-500 dark:text-slate-400">Loading more...</p>
        ) : posts.length > 0 && page >= pages ? (
          <p className="text-slate-500 dark:text-slate-400">You&apos;ve reached the end.</p>
        ) : null}
      </div>
      {/* Plain links page through the blog without JavaScript; with it, scrolling gets there first. */}
      <nav aria-label="Blog pages" className="mt-6 flex justify-between">
        {first.page > 1 ? (
          <Link
            to={first.page > 2 ? `/blog?page=${first.page - 1}` : '/blog'}
            className="font-semibold text-brand-600 dark:text-brand-400"
          >
            Newer posts
          </Link>
        ) : (
          <span />
        )}
        {page < pages ? (
          <Link
            to={`/blog?page=${page + 1}`}
            className="font-semibold text-brand-600 dark:text-brand-400"
          >
            Older posts
          </Link>
        ) : null}
      </nav>
    </section>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound="Page not found." />
}
