// The optional "case study" of a service or a project (docs/api.md): which detailed service or
// detailed project its card on the home page leads to. A plain select, so it works without
// JavaScript; "None" leads the card to the list (/services or /portfolio).
import type { FieldMetadata } from '@conform-to/react'
import { SelectField } from '#app/components/ui/field.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

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
  const { t, message: m } = useAdminLanguage()
  const initial = meta.initialValue
  const value = typeof initial === 'string' || typeof initial === 'number' ? String(initial) : ''
  return (
    <SelectField
      id="caseStudy"
      label="Case study"
      meta={meta}
      defaultValue={value}
      hint={t.common.caseStudyHint(noun)}
    >
      <option value="">{m('None: the card leads to the list')}</option>
      {options.map((o) => (
        <option key={o._id} value={o._id}>
          {o.status && o.status !== 'published' ? `${o.title} (${o.status})` : o.title}
        </option>
      ))}
    </SelectField>
  )
}
