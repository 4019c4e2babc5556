// A draft or scheduled post as it will look, for whoever has its preview link (docs/publishing.md):
// no account needed, never kept by any cache, never indexed. An expired or revoked link is a 404;
// a post already public moves to its page.
import {
  data,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { SITE_NAME } from '#app/components/public/page-meta.ts'
import { blogPath } from '#app/components/public/paths.ts'
import { PublicRouteError } from '#app/components/public/route-error.tsx'
import { formatDateTime, siteTimeZone } from '#app/lib/dates.server.ts'
import { notFound } from '#app/lib/http.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { previewBlogPost } from '#app/models/blog.server.ts'

const GONE = 'This preview link has expired or was revoked.'
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Preview: ${data.post.title} | Blog | ${SITE_NAME}` : `Preview | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

export async function loader({ params }: LoaderFunctionArgs) {
  const found = params.token ? previewBlogPost(params.token) : undefined
  if (!found) notFound(GONE)
  if ('movedTo' in found) throw redirect(blogPath({ _id: '', slug: found.movedTo }), 302)
  const { item: post, expiresAt } = found
  const images = await describeImages([post.coverImage])
  return data(
    {
      post,
      images,
      status: post.status,
      expires: formatDateTime(expiresAt, siteTimeZone()),
    },
    { headers: PRIVATE },
  )
}

export default function BlogPreview() {
  const { post, images, status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <p
        role="note"
        className="mx-auto mt-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        Preview of a {status === 'draft' ? 'draft' : 'scheduled post'}: not public yet. This link
        works until {expires}.
      </p>
      <BlogArticle post={post} images={images} />
    </>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={GONE} />
}
