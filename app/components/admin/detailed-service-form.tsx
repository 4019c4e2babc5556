// The Add/Edit Detailed Service editor's form: title, subtitle and description in the writing column,
// the publishing fields, pricing and a repeatable list of features (each with a title, a description
// and an icon) in the side panel (editor-layout.tsx). Rows are added and removed by submit buttons (see
// list-buttons.tsx), so the list works without JavaScript.
import { useForm } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { IconPicker } from './icon-picker.tsx'
import { RichTextMetaField } from './rich-text-field.tsx'
import { AddRowButton, RemoveRowButton } from './list-buttons.tsx'
import { EditorForm, type PageEditorProps } from './editor-form.tsx'
import type { PublicationValues } from './publication-fields.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type Feature = { title: string; description: string; icon: string }
type Values = {
  title: string
  subtitle: string
  description: string
  pricing: string | null
  features: Feature[]
} & Partial<PublicationValues>

export function DetailedServiceForm({
  lastResult,
  defaultValue,
  ...page
}: PageEditorProps<Values>) {
  const [form, fields] = useForm<Values>({ lastResult, defaultValue })
  const busy = useNavigation().state === 'submitting'
  const features = fields.features.getFieldList()
  const t = useAdminT()
  return (
    <EditorForm
      form={form}
      error={form.errors?.[0]}
      {...page}
      busy={busy}
      saved={defaultValue}
      pathPrefix="/detailed-services/"
      main={
        <>
          <Field label="Title" required meta={fields.title} />
          <Field label="Subtitle" required meta={fields.subtitle} />
          <RichTextMetaField meta={fields.description} label="Description" />
        </>
      }
      side={
        <>
          <Field label="Pricing" meta={fields.pricing} />
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t.forms.features}</legend>
            {features.map((feature, index) => {
              const f = feature.getFieldset()
              return (
                <div
                  key={feature.key}
                  className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
                >
                  <div className="flex items-center justify-between">
                    <span className="text-sm font-medium">{t.forms.feature(index + 1)}</span>
                    <RemoveRowButton
                      {...form.remove.getButtonProps({ name: fields.features.name, index })}
                      aria-label={t.forms.removeFeature(index + 1)}
                    />
                  </div>
                  <Field label={t.forms.featureTitle(index + 1)} required meta={f.title} />
                  <TextareaField
                    label={t.forms.featureDescription(index + 1)}
                    rows={2}
                    required
                    meta={f.description}
                  />
                  <IconPicker
                    label={t.forms.featureIcon(index + 1)}
                    key={f.icon.key}
                    name={f.icon.name}
                    defaultValue={f.icon.initialValue}
                    errors={f.icon.errors}
                  />
                </div>
              )
            })}
            <AddRowButton {...form.insert.getButtonProps({ name: fields.features.name })}>
              {t.forms.addFeature}
            </AddRowButton>
          </fieldset>
        </>
      }
    />
  )
}
