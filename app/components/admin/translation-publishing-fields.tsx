// A translation's own status and publish time on the translation screen (docs/decisions/032-
// translation-addresses.md "Publishing per language"): a select and a plain field, as an item's
// own (publication-fields.tsx), so they work without JavaScript; a refused value is shown beside
// its field with what was typed.
import { Link } from '@remix-run/react'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import type { FormReply } from '#app/lib/form-reply.ts'

export type TranslationPublishing = {
  status: string
  publishedAt: string | null
  publishAtValue: string
  timeZone: string
  previewUrl: string | null
}

export function TranslationPublishingFields({
  publishing,
  reply,
  languageName,
  defaultLanguageName,
}: {
  publishing: TranslationPublishing
  /** A refused save's answer: what was typed, and why. */
  reply?: FormReply | null
  languageName: string
  defaultLanguageName: string
}) {
  const { status, publishedAt, publishAtValue, timeZone, previewUrl } = publishing
  const value = reply
    ? { status: typedValue(reply, 'status') || status, publishAt: typedValue(reply, 'publishAt') }
    : { status, publishAt: publishAtValue }
  const waiting = status !== 'published'
  const t = useAdminT()
  const tr = t.translation
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="translation-publishing">
      <legend className="mb-1 text-sm font-medium">{tr.publishingIn(languageName)}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
        <span data-testid="translation-status">
          {tr.status(languageName, status, defaultLanguageName, publishedAt)}
        </span>{' '}
        {waiting && previewUrl ? (
          <Link
            to={previewUrl}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {tr.previewIn(languageName)}
          </Link>
        ) : null}
      </p>
      <SelectField
        key={`status ${value.status}`}
        id="translation-status-field"
        name="status"
        label={tr.statusIn(languageName)}
        defaultValue={value.status}
        errors={fieldErrors(reply, 'status')}
      >
        <option value="draft">{t.publishing.draft}</option>
        <option value="scheduled">{t.publishing.scheduled}</option>
        <option value="published">{t.publishing.published}</option>
      </SelectField>
      <Field
        key={`publishAt ${value.publishAt}`}
        id="translation-publish-at"
        type="datetime-local"
        name="publishAt"
        label={tr.publishTimeIn(languageName, timeZone)}
        defaultValue={value.publishAt}
        errors={fieldErrors(reply, 'publishAt')}
        hint={t.texts['Needed when scheduled. Left empty when publishing, it is now.']}
      />
    </fieldset>
  )
}
