import { Link } from '@remix-run/react'
import { useLanguage } from '#app/i18n/use-language.ts'

/** The portfolio's categories as plain links (?category=…), the current one marked. */
export function CategoryFilter({
  categories,
  current,
}: {
  categories: string[]
  current: string | null
}) {
  const { t, localize } = useLanguage()
  const chip = (active: boolean) =>
    `inline-flex rounded-full border px-4 py-2 text-sm font-semibold transition ${
      active
        ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-[#0a0c16]'
        : 'border-line text-ink hover:border-brand-600 hover:text-brand-700 dark:hover:text-brand-400'
    }`
  return (
    <nav aria-label={t.portfolio.categories} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={localize('/portfolio')}
            preventScrollReset
            aria-current={current === null ? 'page' : undefined}
            className={chip(current === null)}
          >
            {t.portfolio.all}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c}>
            <Link
              to={localize(`/portfolio?${new URLSearchParams({ category: c })}`)}
              preventScrollReset
              aria-current={current === c ? 'page' : undefined}
              className={chip(current === c)}
            >
              <bdi>{c}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
