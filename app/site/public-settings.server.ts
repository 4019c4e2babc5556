// The site's settings (contact details, social links) as every public page reads them, twice per
// page (the layout's footer and buttons, the home page's contact section): read once per content
// version and kept until a write, another connection's commit or a scheduled item going public
// (untilContentChanges, app/lib/page-cache.server.ts). The admin reads them afresh.
import { DEFAULT_LANGUAGE, type Language } from '#app/i18n/languages.ts'
import { untilContentChanges } from '#app/lib/content-version.server.ts'
import { getDefaultLanguage, getReplyNotes, getSettings } from '#app/models/settings.server.ts'

export const publicSettings = () => untilContentChanges('site settings', getSettings)

/** The thank-you panel's sentences (app/components/forms/thank-you-panel.tsx), kept the same way. */
export const publicReplyNotes = () => untilContentChanges('reply notes', getReplyNotes)

/**
 * The default language (docs/decisions/025-languages.md), read by every request's root loader. A
 * read that fails (a damaged database) is logged and not kept, and the page is in the default of
 * the code, so every screen can still show its own failure text instead of an error page.
 */
export const publicDefaultLanguage = (): Language =>
  untilContentChanges('default language', readDefaultLanguage, undefined, (v) => v !== null) ??
  DEFAULT_LANGUAGE

function readDefaultLanguage(): Language | null {
  try {
    return getDefaultLanguage()
  } catch (error) {
    console.error('Failed to read the default language:', error)
    return null
  }
}
