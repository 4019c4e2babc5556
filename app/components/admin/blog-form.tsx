// The Add/Edit Post editor's form: title and content in the writing column, the publishing fields
// and the cover image (a URL, a file or a library image; see url-or-file-field.tsx) in the side
// panel (editor-layout.tsx). With JavaScript a chosen cover is uploaded first, with a
// progress bar (use-upload-first.ts).
import { BLOG_COVER_FILE_FIELD } from '#app/lib/admin-form-fields.ts'
import { Field } from '#app/components/ui/field.tsx'
import { EditorForm, useUploadingForm, type PageEditorProps } from './editor-form.tsx'
import { RichTextMetaField } from './rich-text-field.tsx'
import type { PublicationValues } from './publication-fields.tsx'
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
  ...page
}: PageEditorProps<BlogFormValues> & {
  /** A save that never reached the server (see network-error.ts). */
  networkError?: string | null
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
      {...page}
      busy={busy}
      saved={defaultValue}
      pathPrefix="/blog/"
      main={
        <>
          <Field label="Title" meta={fields.title} required />
          <RichTextMetaField meta={fields.content} uploadKind="blogs" />
        </>
      }
      side={
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
      }
    />
  )
}
