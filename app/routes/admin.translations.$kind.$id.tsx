import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { translationAction, translationLoader } from '#app/admin/translation-screen.server.ts'
import { LanguageTabs, UntranslatedBadge } from '#app/components/admin/language-tabs.tsx'
import { RevisionsError } from '#app/components/admin/revision-diff.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { TranslationPublishingFields } from '#app/components/admin/translation-publishing-fields.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { directionOf } from '#app/i18n/languages.ts'
import { preview } from '#app/lib/text.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.languageName ?? 'Other language'}: ${data?.item.name ?? 'an item'} | Admin` },
]

export const loader = translationLoader
export const action = translationAction

const FALLBACK_PREVIEW = 300

export default function Translation() {
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  // A refused save answers the same screen with what was typed and why.
  const view = (posted ?? loaded) as Omit<typeof loaded, 'error'> & { error: string | null }
  const { item, language, languageName, defaultLanguage, defaultLanguageName, texts, done } = view
  const { message, error, slug, publishing } = view
  const saving = useNavigation().state === 'submitting'
  return (
    <section className="max-w-4xl space-y-4">
      <Link
        to={item.editUrl}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        Back to edit <bdi>{item.name}</bdi>
      </Link>
      <h1 className="text-2xl font-bold">
        {languageName} texts of <bdi>{item.name}</bdi>
      </h1>
      <LanguageTabs kind={item.kind} id={item.id} editUrl={item.editUrl} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        A text left empty shows in {defaultLanguageName} on the {languageName} pages.{' '}
        <span data-testid="completeness" className="font-semibold">
          {done} of {texts.length} translated
        </span>
      </p>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      {texts.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">This {item.noun} has no text yet.</p>
      ) : (
        <Form method="post" className="space-y-6">
          {texts.map((text) => {
            const id = `text-${text.path}`
            const control = {
              id,
              name: text.path,
              defaultValue: text.value,
              lang: language,
              dir: directionOf(language),
              placeholder: preview(text.fallback, FALLBACK_PREVIEW),
              className: inputClass,
              'aria-invalid': text.error ? true : undefined,
              'aria-describedby': `${id}-fallback${text.error ? ` ${id}-error` : ''}`,
            }
            return (
              <div key={`${text.path} ${text.stored ?? ''}`} data-testid="translated-text">
                <div className="mb-1 flex flex-wrap items-center gap-2">
                  <label htmlFor={id} className="text-sm font-medium">
                    {text.label}
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
                <FieldError id={`${id}-error`} errors={text.error} />
              </div>
            )
          })}
          {slug ? (
            <div data-testid="translated-slug">
              <label htmlFor="text-slug" className="mb-1 block text-sm font-medium">
                Slug in {languageName}
              </label>
              <p id="text-slug-hint" className="mb-2 text-sm text-slate-500 dark:text-slate-400">
                Its address on the {languageName} pages: {slug.path}/<bdi>{slug.stored ?? '…'}</bdi>
                . Left empty, it is made from the {languageName} title, in its own script; without
                one the {defaultLanguageName} slug is used.
              </p>
              <input
                key={slug.stored ?? ''}
                id="text-slug"
                name="slug"
                type="text"
                defaultValue={slug.value}
                lang={language}
                dir={directionOf(language)}
                className={inputClass}
                aria-invalid={slug.error ? true : undefined}
                aria-describedby={`text-slug-hint${slug.error ? ' text-slug-error' : ''}`}
              />
              <FieldError id="text-slug-error" errors={slug.error} />
            </div>
          ) : null}
          {publishing ? (
            <TranslationPublishingFields
              publishing={publishing}
              languageName={languageName}
              defaultLanguageName={defaultLanguageName}
            />
          ) : null}
          <button type="submit" className={buttonClass()} disabled={saving}>
            {saving ? 'Saving...' : `Save ${languageName} texts`}
          </button>
        </Form>
      )}
    </section>
  )
}

export { RevisionsError as ErrorBoundary }
