// Status, publish time and address of a publishable item (docs/publishing.md), in every form that
// has them: a select and two plain fields, so they work the same without JavaScript.
import type { FieldMetadata } from '@conform-to/react'
import { useId } from 'react'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field of any form
type Meta = FieldMetadata<any, any, string[]>

export type PublicationValues = { status: string; publishAt: string; slug?: string }

export function PublicationFields({
  status,
  publishAt,
  slug,
  timeZone,
  pathPrefix,
}: {
  status: Meta
  publishAt: Meta
  /** Left out for an item without a page of its own (a project): no address to name. */
  slug?: Meta
  /** The site's time zone, in which the publish time is typed and shown. */
  timeZone: string
  /** The address before the slug, e.g. "/blog/". */
  pathPrefix?: string
}) {
  const id = useId()
  const t = useAdminT()
  const initial = typeof status.initialValue === 'string' ? status.initialValue : 'published'
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{t.publishing.legend}</legend>
      <SelectField id={`${id}-status`} label="Status" meta={status} defaultValue={initial}>
        <option value="draft">{t.publishing.draft}</option>
        <option value="scheduled">{t.publishing.scheduled}</option>
        <option value="published">{t.publishing.published}</option>
      </SelectField>
      <Field
        type="datetime-local"
        label={t.publishing.publishTime(timeZone)}
        meta={publishAt}
        hint="Needed when scheduled. Left empty when publishing, it is now."
      />
      {slug ? (
        <Field
          className="sm:col-span-2"
          label="Slug"
          meta={slug}
          maxLength={100}
          hint={t.publishing.slugHint(pathPrefix ?? '/')}
        />
      ) : null}
    </fieldset>
  )
}

const STATUS_TEXT: Record<string, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** A list row's status, with its publish time (formatted on the server, zone named) unless a draft. */
export function PublicationStatus({
  status,
  publishAt,
}: {
  status: string
  publishAt: string | null
}) {
  const { message: m } = useAdminLanguage()
  const text = STATUS_TEXT[status]
  return (
    <>
      {text ? m(text) : status}
      {publishAt && status !== 'draft' ? (
        <span className="block text-xs text-slate-500 dark:text-slate-400">{publishAt}</span>
      ) : null}
    </>
  )
}
