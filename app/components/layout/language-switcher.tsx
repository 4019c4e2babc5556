import { useMatches } from '@remix-run/react'
import { useLanguage } from '#app/i18n/use-language.ts'
import {
  LANGUAGE_NAMES,
  localizePath,
  otherLanguage,
  readPath,
  type PageAddresses,
} from '#app/i18n/languages.ts'
import { usePageAddress } from './use-page-address.ts'

/**
 * The same page in the other language: the same address under the other prefix, or for an item's
 * page (its loader sends `addresses`) the item's address there, or that language's list when the
 * item has no translation (docs/decisions/032-translation-addresses.md). A plain link that loads a
 * whole document, so the page's direction, fonts and texts all change at once. A page that failed
 * (a 404) offers the other language's home page, as its kept copy serves every address.
 */
export function LanguageSwitcher() {
  const { language, defaultLanguage, t } = useLanguage()
  const page = usePageAddress()
  const other = otherLanguage(language)
  const { path } = readPath(page.pathname, defaultLanguage)
  const item = (useMatches().at(-1)?.data as { addresses?: PageAddresses } | undefined)?.addresses // Remix types route data unknown
  const href = item
    ? localizePath(item.switchTo[other], other, defaultLanguage)
    : localizePath(path, other, defaultLanguage) + page.search
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      title={t.language.switchTo}
      data-testid="language-switcher"
      // Arabic on an English page is drawn in the system's face: the site's Arabic font is
      // downloaded by Arabic pages only (docs/decisions/023-typefaces.md).
      className={`rounded-full border border-line px-3 py-1 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 dark:hover:text-brand-400 ${
        other === 'ar' ? '[font-family:system-ui,sans-serif]' : ''
      }`}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  )
}
