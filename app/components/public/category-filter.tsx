import { Link } from '@remix-run/react'
import type { Language } from '#app/i18n/languages.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

/**
 * The portfolio's categories as plain links (?category=…), the current one marked; each name in
 * the language it is shown in (the page's, or the default one's where it has no translation).
 */
export function CategoryFilter({
  categories,
  current,
}: {
  categories: { name: string; language: Language }[]
  current: string | null
}) {
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
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
        {categories.map(({ name, language }) => (
          <li key={name}>
            <Link
              to={localize(`/portfolio?${new URLSearchParams({ category: name })}`)}
              preventScrollReset
              aria-current={current === name ? 'page' : undefined}
              className={chip(current === name)}
            >
              <bdi {...mark(language)}>{name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
