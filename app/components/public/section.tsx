import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'

/**
 * A home-page section with its heading and a "View all" link to the page that lists everything
 * (callers render nothing at all when there is no data).
 */
export function HomeSection({
  id,
  title,
  eyebrow,
  viewAll,
  children,
  className = '',
}: {
  id: string
  title: string
  /** A short line above the title saying what the section is about. */
  eyebrow?: string
  viewAll?: { to: string; label: string }
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-section ${className}`}>
      <div className="mx-auto max-w-page px-gutter">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-4 sm:mb-14">
          <div>
            {eyebrow ? (
              <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
                {eyebrow}
              </p>
            ) : null}
            <h2 id={`${id}-title`} className="mt-3 text-display-lg font-bold text-ink">
              {title}
            </h2>
          </div>
          {viewAll ? <ViewAllLink {...viewAll} /> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

/** "View all …": a plain link with an arrow that turns with the writing direction. */
export function ViewAllLink({ to, label }: { to: string; label: string }) {
  const { localize } = useLanguage()
  return (
    <Link
      to={localize(to)}
      prefetch="intent"
      className="group inline-flex items-center gap-2 rounded-full border border-line px-5 py-2.5 text-sm font-semibold text-ink transition hover:border-brand-600 hover:text-brand-700 dark:hover:border-brand-400 dark:hover:text-brand-400"
    >
      {label}
      <SpriteIcon name="ArrowRight" className="h-4 w-4 rtl:-scale-x-100" />
    </Link>
  )
}
