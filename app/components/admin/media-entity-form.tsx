// The shell of the project and detailed-project modals: a multipart Conform <Form> whose Enter key
// saves (a first, invisible save button), the fields given by `children`, the media grid, upload
// progress, errors and Save/Cancel; with `side`, laid out as the full-screen editor. Files are
// uploaded first with JavaScript (see use-upload-first.ts, editor-form.tsx).
import type { FieldMetadata, FormMetadata, SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { SelectField } from '#app/components/ui/field.tsx'
import { EditorForm, useUploadingForm } from './editor-form.tsx'
import { EMPTY_ROW, MediaGrid, type MediaRowValue } from './media-grid.tsx'
import type { PublicationValues } from './publication-fields.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint
type Fields<Values extends Record<string, any>> = {
  [Key in keyof Values]-?: FieldMetadata<Values[Key], Values, string[]>
}

export function MediaEntityForm<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint
  Values extends Record<string, any> & { media: MediaRowValue[] } & Partial<PublicationValues>,
>({
  kind,
  children,
  side,
  lastResult,
  defaultValue,
  networkError,
  cancelTo,
  mediaRequired = false,
  view,
  timeZone,
  pathPrefix,
}: {
  kind: 'project' | 'detailed-project'
  /** The site's time zone (publish times). */
  timeZone: string
  /** Where the item is seen (its page, or its preview for a draft), for a kind with pages. */
  view?: MessageLink | null
  /** The address before the slug, for a kind with pages (editor-form.tsx). */
  pathPrefix?: string
  /** The entity's fields; `form` for their list buttons (a detailed project's results). */
  children: (fields: Fields<Values>, form: FormMetadata<Values, string[]>) => ReactNode
  /** The full-screen editor's side panel (editor-layout.tsx); the fields and media run on beside it. */
  side?: (fields: Fields<Values>, form: FormMetadata<Values, string[]>) => ReactNode
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Partial<Values>
  /** A save that never reached the server (see network-error.ts). */
  networkError?: string | null
  cancelTo: string
  /** Each row needs its URL or file (projects); otherwise empty rows are dropped on save. */
  mediaRequired?: boolean
}) {
  const { form, fields, busy, error, progress } = useUploadingForm<Values>(kind, {
    lastResult,
    defaultValue: {
      ...defaultValue,
      media: defaultValue?.media?.length ? defaultValue.media : [EMPTY_ROW],
    } as never, // Conform cannot follow a generic Values's defaults
    networkError,
  })
  const main = (
    <>
      {children(fields as Fields<Values>, form)} // Conform's fieldset of a generic Values
      <MediaGrid form={form} field={fields.media as never} required={mediaRequired} /> // Conform
      cannot follow a generic Values to its media rows
    </>
  )
  return (
    <EditorForm
      form={form}
      multipart
      preventScrollReset
      main={main}
      side={side?.(fields as Fields<Values>, form)} // Conform's fieldset of a generic Values
      progress={progress}
      error={error}
      cancelTo={cancelTo}
      busy={busy}
      saved={defaultValue}
      timeZone={timeZone}
      pathPrefix={pathPrefix}
      view={view}
    />
  )
}

/** A labelled <select> of category names, with the current value kept even if since renamed. */
export function CategorySelect({
  categories,
  meta,
}: {
  categories: string[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field of any form
  meta: FieldMetadata<string, any, string[]>
}) {
  const t = useAdminT()
  const value = typeof meta.initialValue === 'string' ? meta.initialValue : ''
  const names = value && !categories.includes(value) ? [value, ...categories] : categories
  return (
    <SelectField id="category" label="Category" meta={meta} defaultValue={value} required>
      <option value="">{t.forms.selectCategory}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  )
}
