// The Add/Edit Post editor's form: title and content in the writing column, the publishing fields
// and the cover image (a URL, a file or a library image; see url-or-file-field.tsx) in the side
// panel (editor-layout.tsx). With JavaScript a chosen cover is uploaded first, with a
// progress bar (use-upload-first.ts).
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { BLOG_COVER_FILE_FIELD } from '#app/lib/form-fields.ts'
import { Field } from '#app/components/ui/field.tsx'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { DefaultSubmit, FormActions } from './form-actions.tsx'
import { EditorLayout } from './editor-layout.tsx'
import { RichTextField } from './rich-text-field.tsx'
import { PublicationFields, type PublicationValues } from './publication-fields.tsx'
import { validatedFormProps } from './form-props.ts'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UrlOrFileField } from './url-or-file-field.tsx'
import { useUploadFirst } from './use-upload-first.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export type BlogFormValues = {
  title: string
  coverImage: string
  coverImageAlt?: string
  content: string
} & Partial<PublicationValues>

export function BlogForm({
  lastResult,
  defaultValue,
  networkError,
  cancelTo,
  timeZone,
  view,
}: {
  /** Where the post is seen (its page, or its preview for a draft); none for a new one. */
  view?: MessageLink | null
  /** The site's time zone (publish times). */
  timeZone: string
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: BlogFormValues
  /** A save that never reached the server (see network-error.ts). */
  networkError?: string | null
  cancelTo: string
}) {
  const upload = useUploadFirst('blog')
  const [form, fields] = useForm<BlogFormValues>({
    lastResult,
    defaultValue,
    onSubmit: upload.onSubmit,
  })
  const navigation = useNavigation()
  const busy = upload.uploading || navigation.state === 'submitting'
  const error = upload.uploadError ?? networkError ?? form.errors?.[0]
  const content = fields.content.initialValue
  const t = useAdminT()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...validatedFormProps(form)}
      preventScrollReset
      className="space-y-4"
    >
      <DefaultSubmit status={defaultValue?.status} />
      <EditorLayout
        main={
          <>
            <Field label="Title" meta={fields.title} required />
            <RichTextField
              key={fields.content.key}
              name={fields.content.name}
              initial={typeof content === 'string' ? content : ''}
              error={fields.content.errors?.[0]}
              uploadKind="blogs"
            />
          </>
        }
        side={
          <>
            <PublicationFields
              publishAt={fields.publishAt}
              slug={fields.slug}
              timeZone={timeZone}
              pathPrefix="/blog/"
            />
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">{t.forms.coverImage}</legend>
              <UrlOrFileField
                meta={fields.coverImage}
                fileName={BLOG_COVER_FILE_FIELD}
                urlLabel={t.forms.coverImageUrl}
                fileLabel={t.forms.coverImageFile}
                subject={t.forms.coverImageSubject}
                altName={fields.coverImageAlt.name}
              />
              <Field
                label="Cover image alt text"
                meta={fields.coverImageAlt}
                hint={t.forms.coverAltHint}
              />
            </fieldset>
          </>
        }
        foot={
          <>
            <UploadProgress state={upload.progress} label={t.forms.coverUploadProgress} />
            {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
            <FormActions
              cancelTo={cancelTo}
              busy={busy}
              publishing={{ status: defaultValue?.status, title: defaultValue?.title, timeZone }}
              view={view}
            />
          </>
        }
      />
    </Form>
  )
}
