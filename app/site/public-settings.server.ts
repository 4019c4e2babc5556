// The site's settings (contact details, social links) as every public page reads them, twice per
// page (the layout's footer and buttons, the home page's contact section): read once per content
// version and kept until a write, another connection's commit or a scheduled item going public
// (untilContentChanges, app/lib/page-cache.server.ts). The admin reads them afresh.
import { untilContentChanges } from '#app/lib/page-cache.server.ts'
import { getDefaultLanguage, getSettings } from '#app/models/settings.server.ts'

export const publicSettings = () => untilContentChanges('site settings', getSettings)

/** The default language (docs/decisions/025-languages.md), read by every request's root loader. */
export const publicDefaultLanguage = () =>
  untilContentChanges('default language', getDefaultLanguage)
