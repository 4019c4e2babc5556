// The Add/Edit Testimonial form. It posts multipart: the client image is either a file
// (`clientImageFile`, images only) or a URL (`clientImage`), never both (see url-or-file.ts): with
// JavaScript choosing a file clears and disables the URL and a URL disables the chooser; without
// it both stay usable and a chosen file wins over the URL. With JavaScript a chosen file is
// uploaded first, with a progress bar, and its URL saved (see use-upload-first.ts).
import { Form } from '@remix-run/react'
import { TESTIMONIAL_IMAGE_FILE_FIELD } from '#app/lib/admin-form-fields.ts'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { FormActions } from './form-actions.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UrlOrFileWithAlt } from './url-or-file-field.tsx'
import { useUploadingForm, type EditorProps } from './editor-form.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type Values = {
  clientName: string
  clientTitle: string | null
  quote: string
  clientImage: string | null
  clientImageAlt?: string
}

export function TestimonialForm({ lastResult, defaultValue, cancelTo }: EditorProps<Values>) {
  const { form, fields, busy, error, progress } = useUploadingForm<Values>('testimonial', {
    lastResult,
    defaultValue,
  })
  const t = useAdminT()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...validatedFormProps(form)}
      className="space-y-4"
    >
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <Field label="Client Name" meta={fields.clientName} required />
      <Field label="Client Title" meta={fields.clientTitle} />
      <TextareaField label="Quote" meta={fields.quote} required />
      <UrlOrFileWithAlt
        meta={fields.clientImage}
        fileName={TESTIMONIAL_IMAGE_FILE_FIELD}
        urlLabel={t.forms.clientImageUrl}
        urlHint={t.forms.clientImageUrlHint}
        fileLabel={t.forms.clientImageFile}
        subject={t.forms.clientImageSubject}
        fileHint={t.forms.imagesOnly}
        alt={fields.clientImageAlt}
        altLabel="Client image alt text"
        altHint={t.forms.clientAltHint}
      />
      <UploadProgress state={progress} label={t.forms.clientUploadProgress} />
      <FormActions cancelTo={cancelTo} busy={busy} />
    </Form>
  )
}
