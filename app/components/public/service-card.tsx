import { Link } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import type { ServiceCardData } from './types.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

/**
 * A service in the home grid: its icon, title and description. The whole card leads to `to`: the
 * service's own page where it has one, else the list of services.
 */
export function ServiceCard({ service, to }: { service: ServiceCardData; to: string }) {
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <article
      data-testid="service-card"
      className="group relative flex flex-col rounded-card border border-line bg-surface-raised p-7 shadow-card transition hover:border-brand-300 hover:shadow-lift focus-within:border-brand-400 motion-reduce:transition-none dark:hover:border-brand-700"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <SpriteIcon name={service.icon} className="h-6 w-6" />
      </span>
      <h3 {...mark(service, 'title')} className="mt-6 text-display-sm font-semibold">
        {/* The link covers the card (after:inset-0), so the card is one target with one name. */}
        <Link
          to={localize(to)}
          className="rounded after:absolute after:inset-0 after:rounded-card after:content-['']"
        >
          {service.title}
        </Link>
      </h3>
      <p {...mark(service, 'description')} className="mt-3 flex-1 leading-relaxed text-ink-muted">
        {service.description}
      </p>
      <span
        aria-hidden
        className="mt-6 text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-400"
      >
        {t.card.readMore}
      </span>
    </article>
  )
}
