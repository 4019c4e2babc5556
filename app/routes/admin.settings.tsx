import { useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { AddRowButton, RemoveRowButton } from '#app/components/admin/list-buttons.tsx'
import { SettingsTabs } from '#app/components/admin/settings-tabs.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGE_NAMES,
  LANGUAGE_NAMES_EN,
  LANGUAGES,
  type Language,
} from '#app/i18n/languages.ts'
import { defaultTimeZone } from '#app/lib/dates.server.ts'
import { DEFAULT_TIME_ZONE } from '#app/lib/admin-form-fields.ts'
import {
  getChosenTimeZone,
  getDefaultLanguage,
  getReplyNotes,
  getSettings,
  saveSettings,
  SettingsInputSchema,
  type Settings,
} from '#app/models/settings.server.ts'
// Read on the server and sent with the page, so the schema module stays out of the browser bundle.
import { PLATFORMS } from '#db/schema.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'
import { en } from '#app/i18n/dictionary-en.ts'
import { ar } from '#app/i18n/dictionary-ar.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Site Settings')]

const PAGE = '/admin/settings'
// The thank-you panel's sentence, one field a language (app/models/settings.server.ts).
const NOTE_FIELDS = { en: 'replyNoteEn', ar: 'replyNoteAr' } as const satisfies Record<
  Language,
  string
>
type Notes = Record<(typeof NOTE_FIELDS)[Language], string>
const EMPTY: Settings = { contactEmail: '', contactPhone: '', socialMedia: [] }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: settings = EMPTY, error } = attempt('Failed to fetch settings', getSettings)
  // Read apart, so that a settings table the database cannot read is the red line, not a 500.
  const defaultLanguage = error ? DEFAULT_LANGUAGE : getDefaultLanguage()
  const timeZone = {
    chosen: (error ? null : getChosenTimeZone()) ?? DEFAULT_TIME_ZONE,
    byDefault: defaultTimeZone(),
    zones: Intl.supportedValuesOf('timeZone'),
  }
  return data(
    {
      settings,
      replyNotes: error ? { en: '', ar: '' } : getReplyNotes(),
      // What an empty note shows, read here so the dictionaries stay out of the admin's script.
      defaultNotes: { en: en.form.replyNote, ar: ar.form.replyNote },
      defaultLanguage,
      timeZone,
      platforms: PLATFORMS,
      error,
      message,
    },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const submission = parseWithZod(await readPostedForm(request), { schema: SettingsInputSchema })
  // Add/remove-link buttons re-render the form (200); only a failed save is a 400.
  if (submission.status !== 'success') {
    return formReply(submission.reply(), submission.status === 'error' ? 400 : 200)
  }
  // The form always sends both notes; an emptied one (which the parser reads as left out) goes
  // back to the default.
  const { replyNoteEn = '', replyNoteAr = '' } = submission.value
  const input = { ...submission.value, replyNoteEn, replyNoteAr }
  const saved = attempt('Failed to save settings', () => saveSettings(input))
  if (saved.error) {
    return formReply(submission.reply({ formErrors: [saved.error] }), 500)
  }
  return redirectWithMessage(PAGE, 'Settings saved successfully!')
}

export default function SiteSettings() {
  const {
    settings,
    replyNotes,
    defaultNotes,
    defaultLanguage,
    timeZone,
    platforms,
    error,
    message,
  } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Settings & Notes & { timeZone: string }>({
    lastResult: actionData?.result,
    defaultValue: {
      ...settings,
      ...Object.fromEntries(LANGUAGES.map((l) => [NOTE_FIELDS[l], replyNotes[l]])),
    },
  })
  const links = fields.socialMedia.getFieldList()
  const s = useAdminT().settings
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{s.title}</h1>
      <SettingsTabs />
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error || form.errors ? (
        <StatusMessage kind="error">{form.errors?.[0] ?? error}</StatusMessage>
      ) : null}
      <Form method="post" {...validatedFormProps(form)} className="space-y-4">
        <Field label="Contact email" type="email" required meta={fields.contactEmail} />
        <Field label="Contact phone" type="tel" required meta={fields.contactPhone} />
        <SelectField
          id="default-language"
          label="Default language"
          name="defaultLanguage"
          defaultValue={defaultLanguage}
          hint={s.languageHint}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <TimeZoneField {...timeZone} meta={fields.timeZone} />
        {LANGUAGES.map((language) => (
          <Field
            key={language}
            label={`Reply note (${LANGUAGE_NAMES_EN[language]})`}
            meta={fields[NOTE_FIELDS[language]]}
            maxLength={300}
            dir={directionOf(language)}
            lang={language}
            placeholder={defaultNotes[language]}
            hint={s.replyNoteHint}
          />
        ))}
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{s.socialLinks}</legend>
          {links.map((link, index) => {
            const l = link.getFieldset()
            const selectId = `${l.platform.id}-select`
            return (
              <div
                key={link.key}
                className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_auto] dark:border-slate-700"
              >
                <SelectField
                  id={selectId}
                  label={s.platform(index + 1)}
                  meta={l.platform}
                  defaultValue={l.platform.initialValue ?? 'Facebook'}
                  required
                >
                  {platforms.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </SelectField>
                <Field label={s.url(index + 1)} type="url" required meta={l.url} />
                <div className="sm:pt-6">
                  <RemoveRowButton
                    {...form.remove.getButtonProps({ name: fields.socialMedia.name, index })}
                    aria-label={s.removeLink(index + 1)}
                  />
                </div>
              </div>
            )
          })}
          <AddRowButton
            {...form.insert.getButtonProps({
              name: fields.socialMedia.name,
              defaultValue: { platform: 'Facebook', url: '' },
            })}
          >
            {s.addLink}
          </AddRowButton>
        </fieldset>
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {s.save}
        </button>
      </Form>
    </section>
  )
}

/** The site's time zone: a select of every zone this server knows, its default named first. */
function TimeZoneField({
  chosen,
  byDefault,
  zones,
  meta,
}: {
  chosen: string
  byDefault: string
  zones: string[]
  meta: FieldMetadata<string>
}) {
  // A value sent back after a refused save, else the stored choice.
  const value = typeof meta.initialValue === 'string' ? meta.initialValue : chosen
  const s = useAdminT().settings
  return (
    <SelectField
      id="time-zone"
      label="Time zone"
      meta={meta}
      defaultValue={value}
      hint={s.timeZoneHint}
    >
      <option value={DEFAULT_TIME_ZONE}>{s.defaultZone(byDefault)}</option>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </SelectField>
  )
}
