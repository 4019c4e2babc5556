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
import { previewBlogPost } from '#app/models/blog.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Preview: ${data.post.title} | Blog | ${SITE_NAME}` : `Preview | ${SITE_NAME}` },
  PREVIEW_ROBOTS,
]

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

export async function loader({ params }: LoaderFunctionArgs) {
  const found = params.token ? previewBlogPost(params.token) : undefined
  if (!found) notFound(PREVIEW_GONE)
  if ('movedTo' in found) throw redirect(blogPath({ _id: '', slug: found.movedTo }), 302)
  const { item: post, expiresAt } = found
  const images = await describeImages([post.coverImage])
  return data(
    {
      post,
      images,
      status: post.status!,
      expires: formatDateTime(expiresAt, siteTimeZone()),
    },
    { headers: PREVIEW_HEADERS },
  )
}

export default function BlogPreview() {
  const { post, images, status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="post" expires={expires} />
      <BlogArticle post={post} images={images} />
    </>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={PREVIEW_GONE} />
}
