// The Add/Edit Testimonial form. It posts multipart: the client image is either a file
// (`clientImageFile`, images only) or a URL (`clientImage`), never both (see url-or-file.ts): with
// JavaScript choosing a file clears and disables the URL and a URL disables the chooser; without
// it both stay usable and a chosen file wins over the URL. With JavaScript a chosen file is
// uploaded first, with a progress bar, and its URL saved (see use-upload-first.ts).
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { TESTIMONIAL_IMAGE_FILE_FIELD } from '#app/lib/form-fields.ts'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'
import { useUploadFirst } from './use-upload-first.ts'

type Values = {
  clientName: string
  clientTitle: string | null
  quote: string
  clientImage: string | null
}

export function TestimonialForm({
  lastResult,
  defaultValue,
  cancelTo,
  error,
}: {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Values
  cancelTo: string
  /** A failure outside the fields (e.g. the upload was refused). */
  error?: string | null
}) {
  const upload = useUploadFirst('testimonials')
  const [form, fields] = useForm<Values>({ lastResult, defaultValue, onSubmit: upload.onSubmit })
  const [url, setUrl] = useState(String(fields.clientImage.initialValue ?? ''))
  const [hasFile, setHasFile] = useState(false)
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = upload.uploading || navigation.state === 'submitting'
  const formError = upload.uploadError ?? error ?? form.errors?.[0]
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...validatedFormProps(form)}
      className="space-y-4"
    >
      {formError ? <StatusMessage kind="error">{formError}</StatusMessage> : null}
      <Field
        label="Client Name"
        key={fields.clientName.key}
        name={fields.clientName.name}
        defaultValue={fields.clientName.initialValue}
        required
        errors={fields.clientName.errors}
      />
      <Field
        label="Client Title"
        key={fields.clientTitle.key}
        name={fields.clientTitle.name}
        defaultValue={fields.clientTitle.initialValue ?? ''}
        errors={fields.clientTitle.errors}
      />
      <TextareaField
        label="Quote"
        key={fields.quote.key}
        name={fields.quote.name}
        defaultValue={fields.quote.initialValue}
        required
        errors={fields.quote.errors}
      />
      <Field
        label="Client image URL"
        // Text, not type=url: a stored upload is a site path (/uploads/...), not an absolute URL.
        inputMode="url"
        key={fields.clientImage.key}
        name={fields.clientImage.name}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        disabled={hydrated && hasFile}
        errors={fields.clientImage.errors}
        hint="Clear the URL to remove the image."
      />
      <Field
        label="Or upload a client image"
        type="file"
        name={TESTIMONIAL_IMAGE_FILE_FIELD}
        accept="image/*"
        data-url-field={fields.clientImage.name}
        disabled={hydrated && url.trim() !== ''}
        onChange={(e) => {
          setHasFile(Boolean(e.currentTarget.files?.length))
          setUrl('')
        }}
        hint={`Images only. ${urlOrFileHint(hydrated)}`}
      />
      <UploadProgress state={upload.progress} label="Client image upload progress" />
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
