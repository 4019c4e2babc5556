// A case study's results (docs/api.md): repeatable rows of a figure ("+38%") and what it counts
// ("qualified leads"), shown as a strip on its page. Rows are added and removed by submit buttons
// (list-buttons.tsx), so the list works without JavaScript; a form saved with none has none.
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { Field } from '#app/components/ui/field.tsx'
import { AddRowButton, RemoveRowButton } from './list-buttons.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export type ResultValue = { figure: string; label: string }

export function ResultRows({
  form,
  field,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any kind
  form: FormMetadata<any, string[]>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list field of any form
  field: FieldMetadata<ResultValue[] | undefined, any, string[]>
}) {
  const rows = field.getFieldList()
  const t = useAdminT()
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t.forms.results}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.forms.resultsIntro}</p>
      {rows.map((row, index) => {
        const r = row.getFieldset()
        return (
          <div
            key={row.key}
            data-testid="result-row"
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[9rem_1fr_auto] dark:border-slate-700"
          >
            <Field label={t.forms.resultFigure(index + 1)} required meta={r.figure} />
            <Field label={t.forms.resultLabel(index + 1)} required meta={r.label} />
            <div className="sm:pt-6">
              <RemoveRowButton
                {...form.remove.getButtonProps({ name: field.name, index })}
                aria-label={t.forms.removeResult(index + 1)}
              />
            </div>
          </div>
        )
      })}
      <AddRowButton
        {...form.insert.getButtonProps({
          name: field.name,
          defaultValue: { figure: '', label: '' },
        })}
      >
        {t.forms.addResult}
      </AddRowButton>
    </fieldset>
  )
}
