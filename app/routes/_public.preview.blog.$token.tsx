// A draft or scheduled post as it will look, for whoever has its preview link (docs/publishing.md):
// no account needed, never kept by any cache, never indexed (app/site/preview-page.server.ts).
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { blogPath } from '#app/components/public/paths.ts'
import {
  PreviewNote,
  PREVIEW_HANDLE,
  previewHeaders,
  previewMeta,
} from '#app/components/public/preview-note.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { previewBlogPost } from '#app/models/blog.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'

export const handle = PREVIEW_HANDLE

export const loader = previewLoader({
  kind: 'blog',
  read: previewBlogPost,
  pathOf: (slug) => blogPath({ _id: '', slug }),
  shape: async (post, language) => ({
    post: withPublishedOn({ ...post, content: await withImageCopies(post.content) }, language),
    images: await describeImages([post.coverImage]),
  }),
})

export const meta = previewMeta<{ post: { title: string } }>(
  (t) => t.blog.title,
  (data) => data.post.title,
)
export const headers = previewHeaders

export default function BlogPreview() {
  const { post, images, status, expires } = useLoaderData<typeof loader>()
  return (
    <>
      <PreviewNote status={status} noun="post" expires={expires} />
      <BlogArticle post={post} images={images} />
    </>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
