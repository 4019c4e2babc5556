// The controls of the admin's GET filter forms (analytics, audit log, lead export): one look for
// a select or date input, the From/To pair, and the submit button.
import type { ReactNode } from 'react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const filterControlClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900'

/** "From" and "To" date inputs named `from` and `to`, ids `${idPrefix}-from` and `-to`. */
export function DateRangeFields({
  idPrefix,
  from,
  to,
}: {
  idPrefix: string
  from?: string
  to?: string
}) {
  const { message: m } = useAdminLanguage()
  return (
    <>
      {(
        [
          ['from', 'From', from],
          ['to', 'To', to],
        ] as const
      ).map(([name, label, value]) => (
        <label key={name} className="flex flex-col gap-1" htmlFor={`${idPrefix}-${name}`}>
          {m(label)}
          <input
            id={`${idPrefix}-${name}`}
            type="date"
            name={name}
            defaultValue={value}
            className={filterControlClass}
          />
        </label>
      ))}
    </>
  )
}

export function FilterButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="rounded-md bg-slate-800 px-3 py-1.5 font-medium text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-brand-600 dark:hover:bg-brand-500"
    >
      {children}
    </button>
  )
}
