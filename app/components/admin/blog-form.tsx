// The Add/Edit Post editor's form: title and content in the writing column, the publishing fields
// and the cover image (a URL, a file or a library image; see url-or-file-field.tsx) in the side
// panel (editor-layout.tsx). With JavaScript a chosen cover is uploaded first, with a
// progress bar (use-upload-first.ts).
import type { SubmissionResult } from '@conform-to/react'
import { BLOG_COVER_FILE_FIELD } from '#app/lib/admin-form-fields.ts'
import { Field } from '#app/components/ui/field.tsx'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { EditorForm, useUploadingForm } from './editor-form.tsx'
import { RichTextMetaField } from './rich-text-field.tsx'
import { PublicationFields, type PublicationValues } from './publication-fields.tsx'
import { UrlOrFileWithAlt } from './url-or-file-field.tsx'
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
  const { form, fields, busy, error, progress } = useUploadingForm<BlogFormValues>('blog', {
    lastResult,
    defaultValue,
    networkError,
  })
  const t = useAdminT()
  return (
    <EditorForm
      form={form}
      multipart
      preventScrollReset
      progress={progress}
      progressLabel={t.forms.coverUploadProgress}
      error={error}
      cancelTo={cancelTo}
      busy={busy}
      publishing={{ status: defaultValue?.status, title: defaultValue?.title, timeZone }}
      view={view}
      main={
        <>
          <Field label="Title" meta={fields.title} required />
          <RichTextMetaField meta={fields.content} uploadKind="blogs" />
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
            <UrlOrFileWithAlt
              meta={fields.coverImage}
              fileName={BLOG_COVER_FILE_FIELD}
              urlLabel={t.forms.coverImageUrl}
              fileLabel={t.forms.coverImageFile}
              subject={t.forms.coverImageSubject}
              alt={fields.coverImageAlt}
              altLabel="Cover image alt text"
              altHint={t.forms.coverAltHint}
            />
          </fieldset>
        </>
      }
    />
  )
}
