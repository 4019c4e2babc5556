// The Add/Edit Post modal body: title, cover image (a URL or a file, never both; see
// url-or-file.ts) and content.
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field, FieldError } from '#app/components/ui/field.tsx'
import { BlogContentField } from './blog-content-field.tsx'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'
import { useUploadFirst } from './use-upload-first.ts'

export type BlogFormValues = { title: string; coverImage: string; content: string }

export function BlogForm({
  values,
  errors,
  formError,
  cancelTo,
}: {
  values: BlogFormValues
  errors: Record<string, string>
  formError: string | null
  cancelTo: string
}) {
  const { onSubmit, uploadError, progress, uploading } = useUploadFirst('blogs')
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const busy = uploading || navigation.state === 'submitting'
  const [coverUrl, setCoverUrl] = useState(values.coverImage)
  const [hasFile, setHasFile] = useState(false)
  const error = uploadError ?? formError
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      preventScrollReset
      className="space-y-4"
    >
      <Field
        label="Title"
        name="title"
        defaultValue={values.title}
        required
        errors={errors.title}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Cover image</legend>
        {values.coverImage ? (
          <img src={values.coverImage} alt="" className="h-20 w-32 rounded object-cover" />
        ) : null}
        <Field
          label="Cover image URL"
          name="coverImage"
          value={coverUrl}
          onChange={(e) => setCoverUrl(e.target.value)}
          disabled={hydrated && hasFile}
          errors={errors.coverImage}
        />
        <div>
          <label htmlFor="cover-file" className="mb-1 block text-sm font-medium">
            Cover image file
          </label>
          <input
            id="cover-file"
            type="file"
            name="coverFile"
            accept="image/*"
            data-url-field="coverImage"
            disabled={hydrated && coverUrl.trim() !== ''}
            aria-describedby="cover-file-hint"
            onChange={(e) => {
              setHasFile(Boolean(e.target.files?.length))
              setCoverUrl('')
            }}
            className="block w-full text-sm"
          />
          <p id="cover-file-hint" className="mt-1 text-xs text-slate-500">
            {urlOrFileHint(hydrated)}
          </p>
          <FieldError id="cover-file-error" errors={errors.coverFile} />
        </div>
      </fieldset>
      <BlogContentField initial={values.content} error={errors.content} />
      <UploadProgress state={progress} label="Cover image upload progress" />
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <div className="flex justify-end gap-3">
        <Link to={cancelTo} preventScrollReset className={buttonClass('secondary')}>
          Cancel
        </Link>
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </Form>
  )
}
