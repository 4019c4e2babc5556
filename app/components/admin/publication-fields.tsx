// The publish time and address of a publishable item (docs/publishing.md), in every form that has
// them: two plain fields. Its status has no field: the save bar's buttons alone decide it
// (form-actions.tsx), so no select can say Draft while the pressed button says Publish.
import type { FieldMetadata } from '@conform-to/react'
import { Field } from '#app/components/ui/field.tsx'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field of any form
type Meta = FieldMetadata<any, any, string[]>

export type PublicationValues = { status: string; publishAt: string; slug?: string }

export function PublicationFields({
  publishAt,
  slug,
  timeZone,
  pathPrefix,
}: {
  publishAt: Meta
  /** Left out for an item without a page of its own (a project): no address to name. */
  slug?: Meta
  /** The site's time zone, in which the publish time is typed and shown. */
  timeZone: string
  /** The address before the slug, e.g. "/blog/". */
  pathPrefix?: string
}) {
  const t = useAdminT()
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{t.publishing.legend}</legend>
      <Field
        type="datetime-local"
        label={t.publishing.publishTime(timeZone)}
        meta={publishAt}
        hint={t.publishing.publishTimeHint}
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
