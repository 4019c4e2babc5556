// The language switch of an item's Edit screen and of its translation screen (docs/
// decisions/027-content-translations.md): the default language's texts are the item's own, edited
// on its Edit screen; the other language's are edited on /admin/translations/<kind>/<id>. Plain
// links, so it works without JavaScript.
import { Link, useParams, useSearchParams } from '@remix-run/react'
import { Languages } from 'lucide-react'
import { LANGUAGE_NAMES_EN, LANGUAGES, otherLanguage } from '#app/i18n/languages.ts'
import { useDefaultLanguage } from '#app/i18n/use-language.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

const tabClass = 'rounded-md px-3 py-1 text-sm font-medium'
const currentClass = `${tabClass} bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200`
const linkClass = `${tabClass} text-brand-700 hover:underline dark:text-brand-300`

/**
 * On an Edit screen: `kind` (and `id`, else the route's own `$id`). On the translation screen:
 * `editUrl` too, where the default language's tab leads.
 */
export function LanguageTabs({
  kind,
  id,
  editUrl,
}: {
  kind: string
  id?: string | number
  editUrl?: string
}) {
  const params = useParams()
  const defaultLanguage = useDefaultLanguage()
  const other = otherLanguage(defaultLanguage)
  const onEdit = editUrl === undefined
  const t = useAdminT()
  const names = t.translation.languageNames
  return (
    <nav aria-label={t.translation.tabs} className="mb-4 flex items-center gap-1">
      <Languages aria-hidden className="me-1 h-4 w-4 text-slate-500" />
      {onEdit ? (
        <span aria-current="page" className={currentClass}>
          {names[defaultLanguage]}
        </span>
      ) : (
        <Link to={editUrl} className={linkClass}>
          {names[defaultLanguage]}
        </Link>
      )}
      {onEdit ? (
        <Link
          to={`/admin/translations/${kind}/${id ?? params.id}?lang=${other}`}
          className={linkClass}
        >
          {names[other]}
        </Link>
      ) : (
        <span aria-current="page" className={currentClass}>
          {names[other]}
        </span>
      )}
    </nav>
  )
}

/** The badge of a text with no value in the language shown (its default language's stands in). */
export function UntranslatedBadge() {
  const t = useAdminT()
  return (
    <span
      data-testid="untranslated"
      className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200"
    >
      {t.translation.untranslated}
    </span>
  )
}

/** What a list row says of its translation (app/admin/translation-figures.server.ts). */
export type TranslationFigure = {
  language: string
  done: number
  total: number
  url: string
  /** Its translation is not public yet (docs/decisions/032-translation-addresses.md). */
  waiting?: 'draft' | 'scheduled'
}

/**
 * A list row's figure, "Arabic: 1 of 3 translated" (", draft" or ", scheduled" while not public),
 * leading to its translation screen.
 */
export function TranslationFigureLink({
  figure,
  name,
}: {
  figure: TranslationFigure
  name: string
}) {
  const t = useAdminT()
  // The server names the language in English; shown in the admin's.
  const code = LANGUAGES.find((l) => LANGUAGE_NAMES_EN[l] === figure.language)
  const language = code ? t.translation.languageNames[code] : figure.language
  // A translation not public yet says so (docs/decisions/032-translation-addresses.md).
  const text = t.translation.figure(language, figure.done, figure.total, figure.waiting)
  return (
    <Link
      to={figure.url}
      data-testid="translation-figure"
      aria-label={`${text} (${name})`}
      className={`block text-xs hover:underline ${
        figure.done < figure.total || figure.waiting
          ? 'text-slate-600 dark:text-slate-300'
          : 'text-green-700 dark:text-green-300'
      }`}
    >
      {text}
    </Link>
  )
}

/**
 * A content list's title cell's contents: the title, its public address under it when it has one,
 * and its translation figure (the blog lists and the project lists).
 */
export function ListTitle({
  title,
  address,
  figure,
}: {
  title: string
  address: string | null
  figure: TranslationFigure
}) {
  return (
    <>
      {title}
      {address ? (
        <span className="block text-xs font-normal text-slate-500 dark:text-slate-400" dir="auto">
          {address}
        </span>
      ) : null}
      <TranslationFigureLink figure={figure} name={title} />
    </>
  )
}

/**
 * The list's filter: every item, or those not yet wholly in the other language for the public (a
 * text untranslated, or a translation still a draft or scheduled).
 */
export function TranslationFilter() {
  const [search] = useSearchParams()
  const t = useAdminT()
  const language = t.translation.languageNames[otherLanguage(useDefaultLanguage())]
  const needed = search.get('translation') === 'needed'
  const all = t.translation.filterAll
  const needs = t.translation.filterNeeded(language)
  return (
    <nav aria-label={t.translation.filter} className="mb-3 flex gap-1">
      {needed ? (
        <Link to="?" className={linkClass}>
          {all}
        </Link>
      ) : (
        <span aria-current="page" className={currentClass}>
          {all}
        </span>
      )}
      {needed ? (
        <span aria-current="page" className={currentClass}>
          {needs}
        </span>
      ) : (
        <Link to="?translation=needed" className={linkClass}>
          {needs}
        </Link>
      )}
    </nav>
  )
}
