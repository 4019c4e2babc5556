// A draft or scheduled post as it will look, for whoever has its preview link (docs/publishing.md):
// no account needed, never kept by any cache, never indexed (app/site/preview-page.server.ts).
import { useLoaderData } from '@remix-run/react'
import { BlogArticle } from '#app/components/public/blog-article.tsx'
import { blogPath } from '#app/components/public/paths.ts'
import { previewMeta, PreviewPage } from '#app/components/public/preview-note.tsx'
import { describeImages } from '#app/lib/images.server.ts'
import { previewBlogPost } from '#app/models/blog.server.ts'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { previewLoader } from '#app/site/preview-page.server.ts'
import { withPublishedOn } from '#app/site/published-on.server.ts'

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

export default function BlogPreview() {
  const { post, images } = useLoaderData<typeof loader>()
  return (
    <PreviewPage noun="post">
      <BlogArticle post={post} images={images} />
    </PreviewPage>
  )
}

export {
  PREVIEW_HANDLE as handle,
  previewHeaders as headers,
} from '#app/components/public/preview-note.tsx'
export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
