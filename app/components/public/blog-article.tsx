import type { ReactNode } from 'react'
import { ImageSizesProvider, ResponsiveImage, type ImageSizes } from './responsive-image.tsx'
import { RichText } from './rich-text.tsx'
import { useContentMarks, useT } from '#app/i18n/use-language.ts'
import type { ShownIn } from '#app/i18n/languages.ts'

/** A post as its page shows it, and as its preview link shows it before it is public. */
export function BlogArticle({
  post,
  images,
  children,
}: {
  post: ShownIn & {
    title: string
    content: string
    coverImage: string | null
    coverImageAlt?: string
    author: { name: string } | null
    published: string
    publishedOn: string
  }
  images: ImageSizes
  /** What follows the text on the post's page (PostFooter); a preview has none. */
  children?: ReactNode
}) {
  const t = useT()
  const mark = useContentMarks()
  return (
    // The title and cover take the column's width; the text keeps a readable measure.
    <div className="mx-auto max-w-4xl px-gutter py-section">
      <article>
        {post.coverImage ? (
          <ImageSizesProvider images={images}>
            <ResponsiveImage
              src={post.coverImage}
              alt={post.coverImageAlt ?? post.title}
              className="mb-10 aspect-video w-full rounded-card object-cover shadow-card"
              sizes="(min-width: 960px) 896px, 100vw"
              priority
            />
          </ImageSizesProvider>
        ) : null}
        <h1 {...mark(post, 'title')} className="text-display-xl font-bold">
          {post.title}
        </h1>
        <p className="mt-5 text-ink-muted">
          {t.card.by}
          {post.author?.name ? <bdi>{post.author.name}</bdi> : t.card.unknown} ·{' '}
          <time dateTime={post.published}>{post.publishedOn}</time>
        </p>
        <RichText {...mark(post, 'content')} content={post.content} className="mt-10 max-w-prose" />
      </article>
      {children}
    </div>
  )
}
