// The Add/Edit Service form inside its modal. Validation runs on the server (the schema lives in the
// model); a 400 reply comes back as `lastResult` and Conform shows the errors with the typed values.
import { useForm } from '@conform-to/react'
import { Form, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { CaseStudySelect, type CaseStudyOption } from './case-study-select.tsx'
import { IconPicker } from './icon-picker.tsx'
import type { EditorProps } from './editor-form.tsx'
import { FormActions } from './form-actions.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'

type Values = { title: string; description: string; icon: string; caseStudy?: string }

export function ServiceForm({ lastResult, defaultValue, cancelTo }: EditorProps<Values>) {
  const [form, fields] = useForm<Values>({ lastResult, defaultValue })
  const busy = useNavigation().state === 'submitting'
  const list = useRouteLoaderData<{ caseStudies: CaseStudyOption[] }>('routes/admin.services')
  return (
    <Form method="post" {...validatedFormProps(form)} className="space-y-4">
      {form.errors ? <StatusMessage kind="error">{form.errors[0]}</StatusMessage> : null}
      <Field label="Title" required meta={fields.title} />
      <TextareaField label="Description" required meta={fields.description} />
      <IconPicker
        key={fields.icon.key}
        name={fields.icon.name}
        defaultValue={fields.icon.initialValue}
        errors={fields.icon.errors}
      />
      <CaseStudySelect
        options={list?.caseStudies ?? []}
        meta={fields.caseStudy}
        noun="detailed service"
      />
      <FormActions cancelTo={cancelTo} busy={busy} />
    </Form>
  )
}
