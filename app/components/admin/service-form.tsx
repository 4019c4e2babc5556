// The Add/Edit Service form inside its modal. Validation runs on the server (the schema lives in the
// model); a 400 reply comes back as `lastResult` and Conform shows the errors with the typed values.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { IconPicker } from './icon-picker.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'

type Values = { title: string; description: string; icon: string }

export function ServiceForm({
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
      <TextareaField
        label="Description"
        key={fields.description.key}
        name={fields.description.name}
        defaultValue={fields.description.initialValue}
        required
        errors={fields.description.errors}
      />
      <IconPicker
        key={fields.icon.key}
        name={fields.icon.name}
        defaultValue={fields.icon.initialValue}
        errors={fields.icon.errors}
      />
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
