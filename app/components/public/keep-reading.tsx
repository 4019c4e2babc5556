import { BlogCard } from './blog-card.tsx'
import { ConsultationCta } from './consultation-cta.tsx'
import type { BlogCardData } from './types.ts'
import { useT } from '#app/i18n/use-language.ts'

/**
 * The end of a post: who wrote it, "Keep reading" (the next post, then two related ones:
 * app/site/keep-reading.server.ts) and the consultation band that ends a case study.
 */
export function PostFooter({
  author,
  posts,
}: {
  author: { name: string } | null
  posts: BlogCardData[]
}) {
  const t = useT()
  return (
    <>
      {author?.name ? (
        <div
          data-testid="post-author"
          className="mt-12 flex items-center gap-4 border-t border-line pt-8"
        >
          <span
            aria-hidden
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {Array.from(author.name)[0]?.toLocaleUpperCase()}
          </span>
          <p>
            <span className="block text-sm text-ink-muted">{t.blog.writtenBy}</span>
            <bdi className="font-semibold">{author.name}</bdi>
          </p>
        </div>
      ) : null}
      {posts.length > 0 ? (
        <section aria-labelledby="keep-reading-title" className="mt-section">
          <h2 id="keep-reading-title" className="text-display-md font-bold">
            {t.blog.keepReading}
          </h2>
          <div data-testid="keep-reading" className="mt-8 grid gap-6 md:grid-cols-3">
            {posts.map((p) => (
              <BlogCard
                key={p._id}
                post={p}
                showAuthor={false}
                sizes="(min-width: 768px) 300px, 100vw"
              />
            ))}
          </div>
        </section>
      ) : null}
      <ConsultationCta title={t.blog.ctaTitle} text={t.blog.ctaText} />
    </>
  )
}
