import { ImageSizesProvider, ResponsiveImage, type ImageSizes } from './responsive-image.tsx'
import { RichText } from './rich-text.tsx'

/** "November 22, 2026": the same on the server and in the browser, whatever their time zones. */
function longDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** A post as its page shows it, and as its preview link shows it before it is public. */
export function BlogArticle({
  post,
  images,
}: {
  post: {
    title: string
    content: string
    coverImage: string | null
    coverImageAlt?: string
    author: { name: string } | null
    createdAt: string
    publishAt?: string | null
  }
  images: ImageSizes
}) {
  const published = post.publishAt ?? post.createdAt
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      {post.coverImage ? (
        <ImageSizesProvider images={images}>
          <ResponsiveImage
            src={post.coverImage}
            alt={post.coverImageAlt ?? post.title}
            className="mb-8 aspect-video w-full rounded-xl object-cover"
            sizes="(min-width: 768px) 736px, 100vw"
            priority
          />
        </ImageSizesProvider>
      ) : null}
      <h1 className="text-4xl font-bold">{post.title}</h1>
      <p className="mt-3 text-slate-500 dark:text-slate-400">
        By: {post.author?.name || 'Unknown'} ·{' '}
        <time dateTime={published}>{longDate(published)}</time>
      </p>
      <RichText content={post.content} className="mt-8" />
    </article>
  )
}
