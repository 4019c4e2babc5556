// The shell of the project and detailed-project modals: a multipart <Form> whose Enter key saves
// (a first, invisible save button), the fields given as children, the media rows, upload progress,
// errors and Save/Cancel. Files are uploaded first with JavaScript (see use-upload-first.ts).
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { MediaRows, type MediaRowValue } from './media-rows.tsx'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { useUploadFirst } from './use-upload-first.ts'

export function MediaEntityForm({
  children,
  media,
  errors,
  formError,
  cancelTo,
  mediaRequired = false,
}: {
  children: ReactNode
  media: MediaRowValue[]
  errors: Record<string, string>
  formError: string | null
  cancelTo: string
  /** Each row needs its URL or file (projects); otherwise empty rows are dropped on save. */
  mediaRequired?: boolean
}) {
  const { onSubmit, uploadError, progress, uploading } = useUploadFirst('projects')
  const navigation = useNavigation()
  const busy = uploading || navigation.state === 'submitting'
  const error = uploadError ?? formError
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      preventScrollReset
      className="space-y-4"
    >
      <button
        type="submit"
        name="intent"
        value="save"
        tabIndex={-1}
        aria-hidden
        className="sr-only"
      >
        Save
      </button>
      {children}
      <MediaRows initial={media} errors={errors} required={mediaRequired} />
      <UploadProgress state={progress} />
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <div className="flex justify-end gap-3">
        <Link to={cancelTo} preventScrollReset className={buttonClass('secondary')}>
          Cancel
        </Link>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className={buttonClass('primary')}
        >
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </Form>
  )
}

/** A labelled <select> of category names, with the current value kept even if since renamed. */
export function CategorySelect({
  categories,
  value,
  error,
}: {
  categories: string[]
  value: string
  error?: string
}) {
  const names = value && !categories.includes(value) ? [value, ...categories] : categories
  return (
    <div>
      <label htmlFor="category" className="mb-1 block text-sm font-medium">
        Category
      </label>
      <select
        id="category"
        name="category"
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'category-error' : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">Select a category</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="category-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
