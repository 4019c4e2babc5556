// What the two project lists (/admin/projects, /admin/detailed-projects) load alike: each project's
// row with its status, the site's time zone and the category names its form offers.
import { listCategories } from '#app/models/category.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import type { AdminFormat } from './admin-format.server.ts'
import { publicationRow } from './publishing-fields.server.ts'
import { needsTranslation, withTranslationFigures } from './translation-figures.server.ts'

type Listed = Parameters<typeof publicationRow>[0] & {
  _id: string
  title: string
  category: string
}

export function projectList(
  kind: 'project' | 'detailed-project',
  projects: Listed[],
  request: Request,
  format: AdminFormat,
) {
  const rows = projects.map((p) => ({
    _id: p._id,
    title: p.title,
    category: p.category,
    ...publicationRow(p, format),
  }))
  return {
    // How much of each is translated; only those that need translation when the address asks.
    projects: withTranslationFigures(kind, rows, { needed: needsTranslation(request) }),
    timeZone: siteTimeZone(),
    categories: listCategories().map((c) => c.name),
  }
}
