// The optional "case study" of a service or a project (issue 31): which detailed service or
// detailed project its card on the home page leads to. A plain select, so it works without
// JavaScript; "None" leads the card to the list (/services or /portfolio).
import type { FieldMetadata } from '@conform-to/react'

export type CaseStudyOption = { _id: string; title: string; status?: string }

export function CaseStudySelect({
  options,
  meta,
  noun,
}: {
  options: CaseStudyOption[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field of any form
  meta: FieldMetadata<any, any, string[]>
  /** 'detailed service' or 'detailed project'. */
  noun: string
}) {
  const initial = meta.initialValue
  const value = typeof initial === 'string' || typeof initial === 'number' ? String(initial) : ''
  const error = meta.errors?.[0]
  return (
    <div>
      <label htmlFor="caseStudy" className="mb-1 block text-sm font-medium">
        Case study
      </label>
      <select
        key={meta.key}
        id="caseStudy"
        name={meta.name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'caseStudy-error' : 'caseStudy-hint'}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">None: the card leads to the list</option>
        {options.map((o) => (
          <option key={o._id} value={o._id}>
            {o.status && o.status !== 'published' ? `${o.title} (${o.status})` : o.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id="caseStudy-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id="caseStudy-hint" className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          The {noun} this card leads to on the home page, once it is public.
        </p>
      )}
    </div>
  )
}
