// The inbox's CSV export (inbox.tsx): a plain GET form to a resource route, so the browser
// downloads the file, starting from the list's status and outcome.
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { DateRangeFields, FilterButton, filterControlClass } from './filter-controls.tsx'
import { OUTCOME_FILTERS, type OutcomeFilter, type View } from './inbox-filters.ts'

export function InboxExport({
  exportTo,
  view,
  outcome,
}: {
  exportTo: string
  view: View
  outcome: OutcomeFilter
}) {
  const { t } = useAdminLanguage()
  const statuses = t.inbox.statuses
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer font-medium">{t.inbox.exportCsv}</summary>
      <form method="get" action={exportTo} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1" htmlFor="export-status">
          {t.inbox.status}
          <select
            id="export-status"
            name="status"
            key={view}
            defaultValue={view}
            className={filterControlClass}
          >
            {(['inbox', 'new', 'read', 'replied', 'archived', 'spam'] as const).map((v) => (
              <option key={v} value={v}>
                {v === 'inbox' ? t.inbox.allButAside : statuses[v]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1" htmlFor="export-outcome">
          {t.inbox.outcome}
          <select
            id="export-outcome"
            name="outcome"
            // Remounted when the filter changes, so it starts from the list's outcome.
            key={outcome}
            defaultValue={outcome}
            className={filterControlClass}
          >
            {OUTCOME_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {t.inbox.outcomes[choice]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields idPrefix="export" />
        <FilterButton>{t.inbox.downloadCsv}</FilterButton>
      </form>
    </details>
  )
}
