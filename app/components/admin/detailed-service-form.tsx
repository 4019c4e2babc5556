// The Add/Edit Detailed Service form: the service's fields and a repeatable list of features, each
// with a title, a description and an icon. Rows are added and removed by submit buttons (see
// list-buttons.tsx), so the list works without JavaScript.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { IconPicker } from './icon-picker.tsx'
import { AddRowButton, RemoveRowButton } from './list-buttons.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'

type Feature = { title: string; description: string; icon: string }
type Values = {
  title: string
  subtitle: string
  description: string
  pricing: string | null
  features: Feature[]
}

export function DetailedServiceForm({
  lastResult,
  defaultValue,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Values
  cancelTo: string
}) {
  const [form, fields] = useForm<Values>({ lastResult, defaultValue })
  const busy = useNavigation().state === 'submitting'
  const features = fields.features.getFieldList()
  return (
    <Form method="post" {...validatedFormProps(form)} className="space-y-4">
      {form.errors ? <StatusMessage kind="error">{form.errors[0]}</StatusMessage> : null}
      <Field
        label="Title"
        key={fields.title.key}
        name={fields.title.name}
        defaultValue={fields.title.initialValue}
        required
        errors={fields.title.errors}
      />
      <Field
        label="Subtitle"
        key={fields.subtitle.key}
        name={fields.subtitle.name}
        defaultValue={fields.subtitle.initialValue}
        required
        errors={fields.subtitle.errors}
      />
      <TextareaField
        label="Description"
        key={fields.description.key}
        name={fields.description.name}
        defaultValue={fields.description.initialValue}
        required
        errors={fields.description.errors}
      />
      <Field
        label="Pricing"
        key={fields.pricing.key}
        name={fields.pricing.name}
        defaultValue={fields.pricing.initialValue ?? ''}
        errors={fields.pricing.errors}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Features</legend>
        {features.map((feature, index) => {
          const f = feature.getFieldset()
          return (
            <div
              key={feature.key}
              className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="flex items-center justify-between">
                <span className="text-sm font-medium">Feature {index + 1}</span>
                <RemoveRowButton
                  {...form.remove.getButtonProps({ name: fields.features.name, index })}
                  aria-label={`Remove feature ${index + 1}`}
                />
              </div>
              <Field
                label={`Feature ${index + 1} title`}
                key={f.title.key}
                name={f.title.name}
                defaultValue={f.title.initialValue}
                required
                errors={f.title.errors}
              />
              <TextareaField
                label={`Feature ${index + 1} description`}
                rows={2}
                key={f.description.key}
                name={f.description.name}
                defaultValue={f.description.initialValue}
                required
                errors={f.description.errors}
              />
              <IconPicker
                label={`Feature ${index + 1} icon`}
                key={f.icon.key}
                name={f.icon.name}
                defaultValue={f.icon.initialValue}
                errors={f.icon.errors}
              />
            </div>
          )
        })}
        <AddRowButton {...form.insert.getButtonProps({ name: fields.features.name })}>
          Add Feature
        </AddRowButton>
      </fieldset>
      <div className="flex justify-end gap-3">
        <Link to={cancelTo} preventScrollReset className={buttonClass('secondary')}>
          Cancel
        </Link>
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          Save
        </button>
      </div>
    </Form>
  )
}
