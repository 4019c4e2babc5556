import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { translationAction, translationLoader } from '#app/admin/translation-screen.server.ts'
import { LanguageTabs, UntranslatedBadge } from '#app/components/admin/language-tabs.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { TranslationPublishingFields } from '#app/components/admin/translation-publishing-fields.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { directionOf } from '#app/i18n/languages.ts'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { preview } from '#app/lib/text.ts'
import { metaAdminT, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaAdminT(args)
  const language = args.data ? t.translation.languageNames[args.data.language] : ''
  return [{ title: t.shell.pageTitle(t.translation.title(language, args.data?.item.name ?? '')) }]
}

export const loader = translationLoader
export const action = translationAction

const FALLBACK_PREVIEW = 300

export default function Translation() {
  const { item, language, defaultLanguage, texts, done, message, slug, publishing } =
    useLoaderData<typeof loader>()
  // A refused save's reply: what was typed in each field, and why it was refused.
  const reply = useActionData<typeof action>()
  const error = formErrorOf(reply)
  const slugErrors = fieldErrors(reply, 'slug')
  const saving = useNavigation().state === 'submitting'
  const { t, message: m } = useAdminLanguage()
  const tr = t.translation
  // The server names the languages in English; the admin reads them in theirs.
  const languageName = tr.languageNames[language]
  const defaultLanguageName = tr.languageNames[defaultLanguage]
  const [headingBefore, headingAfter] = tr.heading(languageName)
  const [slugBefore, slugAfter] = slug
    ? tr.slugHint(languageName, slug.path, defaultLanguageName)
    : ['', '']
  return (
    <section className="max-w-4xl space-y-4">
      <Link
        to={item.editUrl}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {tr.back} <bdi>{item.name}</bdi>
      </Link>
      <h1 className="text-2xl font-bold">
        {headingBefore}
        <bdi>{item.name}</bdi>
        {headingAfter}
      </h1>
      <LanguageTabs kind={item.kind} id={item.id} editUrl={item.editUrl} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {tr.intro(languageName, defaultLanguageName)}{' '}
        <span data-testid="completeness" className="font-semibold">
          {tr.done(done, texts.length)}
        </span>
      </p>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      {texts.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{tr.noText(item.noun)}</p>
      ) : (
        <Form method="post" className="space-y-6">
          {texts.map((text) => {
            const id = `text-${text.path}`
            const errors = fieldErrors(reply, text.path)
            const control = {
              id,
              name: text.path,
              defaultValue: reply ? typedValue(reply, text.path) : (text.stored ?? ''),
              lang: language,
              dir: directionOf(language),
              placeholder: preview(text.fallback, FALLBACK_PREVIEW),
              className: inputClass,
              'aria-invalid': errors ? true : undefined,
              'aria-describedby': `${id}-fallback${errors ? ` ${id}-error` : ''}`,
            }
            return (
              <div key={`${text.path} ${text.stored ?? ''}`} data-testid="translated-text">
                <div className="mb-1 flex flex-wrap items-center gap-2">
                  <label htmlFor={id} className="text-sm font-medium">
                    {textLabel(text.label, m)}
                  </label>
                  {text.stored === null ? <UntranslatedBadge /> : null}
                </div>
                <p
                  id={`${id}-fallback`}
                  className="mb-2 text-sm text-slate-500 dark:text-slate-400"
                >
                  {defaultLanguageName}:{' '}
                  <span lang={defaultLanguage} dir={directionOf(defaultLanguage)}>
                    {preview(text.fallback, FALLBACK_PREVIEW)}
                  </span>
                </p>
                {text.long ? (
                  <textarea rows={5} {...control} />
                ) : (
                  <input type="text" {...control} />
                )}
                <FieldError id={`${id}-error`} errors={errors} />
              </div>
            )
          })}
          {slug ? (
            <div data-testid="translated-slug">
              <label htmlFor="text-slug" className="mb-1 block text-sm font-medium">
                {tr.slug(languageName)}
              </label>
              <p id="text-slug-hint" className="mb-2 text-sm text-slate-500 dark:text-slate-400">
                {slugBefore}
                <bdi>{slug.stored ?? '…'}</bdi>
                {slugAfter}
              </p>
              <input
                key={slug.stored ?? ''}
                id="text-slug"
                name="slug"
                type="text"
                defaultValue={reply ? typedValue(reply, 'slug') : (slug.stored ?? '')}
                lang={language}
                dir={directionOf(language)}
                className={inputClass}
                aria-invalid={slugErrors ? true : undefined}
                aria-describedby={`text-slug-hint${slugErrors ? ' text-slug-error' : ''}`}
              />
              <FieldError id="text-slug-error" errors={slugErrors} />
            </div>
          ) : null}
          {publishing ? (
            <TranslationPublishingFields
              publishing={publishing}
              reply={reply}
              languageName={languageName}
              defaultLanguageName={defaultLanguageName}
            />
          ) : null}
          <button type="submit" className={buttonClass()} disabled={saving}>
            {saving ? t.account.saving : tr.save(languageName)}
          </button>
        </Form>
      )}
    </section>
  )
}

/** A text's name ("Title", "Feature 2: Title"), each part in the admin's language. */
function textLabel(label: string, m: (text: string) => string) {
  const part = /^(.+) (\d+): (.+)$/.exec(label)
  return part ? `${m(part[1]!)} ${part[2]}: ${m(part[3]!)}` : m(label)
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
