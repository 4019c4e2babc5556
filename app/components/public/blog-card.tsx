import { Link } from '@remix-run/react'
import { CARD_SIZES, ResponsiveImage } from './responsive-image.tsx'
import { blogPath } from './paths.ts'
import type { BlogCardData } from './types.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

/** A blog post card: cover (else its body's first image, else the site's artwork), title, author (on the blog list), a text teaser and 'Read More'. */
export function BlogCard({
  post,
  showAuthor = true,
  heading: Heading = 'h3',
  sizes = CARD_SIZES,
  priority,
  eager,
}: {
  post: BlogCardData
  showAuthor?: boolean
  /** h2 where the cards sit right under the page's h1 (the blog), h3 under a section's h2. */
  heading?: 'h2' | 'h3'
  /** How wide the card is drawn (ResponsiveImage). */
  sizes?: string
  /** The page's first image (ResponsiveImage). */
  priority?: boolean
  /** In the first row (ResponsiveImage). */
  eager?: boolean
}) {
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <article
      data-testid="blog-card"
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card"
    >
      {post.coverImage ? (
        <ResponsiveImage
          src={post.coverImage}
          alt={post.coverImageAlt ?? post.title}
          className="aspect-video w-full object-cover"
          sizes={sizes}
          priority={priority}
          eager={eager}
        />
      ) : (
        // The site's own artwork (app/styles/tailwind.css), never an empty box.
        <div data-testid="card-artwork" className="card-artwork aspect-video w-full" aria-hidden />
      )}
      <div className="flex flex-1 flex-col p-6">
        {post.published ? (
          <p className="text-sm font-medium text-ink-muted">
            <time dateTime={post.published}>{post.publishedOn}</time>
          </p>
        ) : null}
        <Heading {...mark(post, 'title')} className="mt-2 text-display-sm font-semibold">
          {post.title}
        </Heading>
        {showAuthor ? (
          <p className="mt-1 text-sm text-ink-muted">
            {t.card.by}
            {post.author?.name ? <bdi>{post.author.name}</bdi> : t.card.unknown}
          </p>
        ) : null}
        <p
          {...mark(post, 'content')}
          data-testid="teaser"
          className="mt-3 flex-1 leading-relaxed text-ink-muted"
        >
          {post.excerpt}
        </p>
        <Link
          to={localize(blogPath(post))}
          className="mt-5 self-start font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          {t.card.readMore}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  )
}
