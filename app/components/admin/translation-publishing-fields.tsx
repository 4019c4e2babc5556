// A translation's own status and publish time on the translation screen (docs/decisions/032-
// translation-addresses.md "Publishing per language"): a select and a plain field, as an item's
// own (publication-fields.tsx), so they work without JavaScript; a refused value is shown beside
// its field with what was typed.
import { Link } from '@remix-run/react'
import { Field, SelectField } from '#app/components/ui/field.tsx'

export type TranslationPublishing = {
  status: string
  publishedAt: string | null
  value: { status: string; publishAt: string }
  errors: { status: string | null; publishAt: string | null }
  timeZone: string
  previewUrl: string | null
}

const STATUS_TEXT: Record<string, string> = {
  draft: 'a draft: its pages show the item in',
  scheduled: 'scheduled: until its time its pages show the item in',
  published: 'published',
}

export function TranslationPublishingFields({
  publishing,
  languageName,
  defaultLanguageName,
}: {
  publishing: TranslationPublishing
  languageName: string
  defaultLanguageName: string
}) {
  const { status, publishedAt, value, errors, timeZone, previewUrl } = publishing
  const waiting = status !== 'published'
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="translation-publishing">
      <legend className="mb-1 text-sm font-medium">Publishing in {languageName}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
        <span data-testid="translation-status">
          The {languageName} translation is {STATUS_TEXT[status] ?? status}
          {waiting ? ` ${defaultLanguageName}` : ''}
          {publishedAt ? ` (${publishedAt})` : ''}.
        </span>{' '}
        {waiting && previewUrl ? (
          <Link
            to={previewUrl}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Preview link in {languageName}
          </Link>
        ) : null}
      </p>
      <SelectField
        key={`status ${value.status}`}
        id="translation-status-field"
        name="status"
        label={`Status in ${languageName}`}
        defaultValue={value.status}
        errors={errors.status}
      >
        <option value="draft">Draft (only the admin sees it)</option>
        <option value="scheduled">Scheduled (public at its publish time)</option>
        <option value="published">Published</option>
      </SelectField>
      <Field
        key={`publishAt ${value.publishAt}`}
        id="translation-publish-at"
        type="datetime-local"
        name="publishAt"
        label={`Publish time in ${languageName} (${timeZone})`}
        defaultValue={value.publishAt}
        errors={errors.publishAt}
        hint="Needed when scheduled. Left empty when publishing, it is now."
      />
    </fieldset>
  )
}
