import { DeleteLink } from '#app/components/admin/data-table.tsx'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, Outlet, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { UntranslatedBadge } from '#app/components/admin/language-tabs.tsx'
import { withOtherNames } from '#app/admin/category-names.server.ts'
import { directionOf, otherLanguage, type Language } from '#app/i18n/languages.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { attempt, attemptWrite, refusedWrite } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { listCategories } from '#app/models/category.server.ts'
import { createNamedCategory, NamedCategoryInputSchema } from '#app/models/category-named.server.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Categories')]

const LIST = '/admin/categories'
const ADD_INTENT = 'add-category'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: categories = [], error } = attempt('Failed to fetch categories', () =>
    withOtherNames(listCategories()),
  )
  const language = otherLanguage(getDefaultLanguage())
  return data({ categories, language, error, message }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const formData = await readPostedForm(request)
  if (formData.get('intent') !== ADD_INTENT) {
    return formError('Failed to add category', 400)
  }
  const submission = parseWithZod(formData, { schema: NamedCategoryInputSchema })
  if (submission.status !== 'success') {
    return formReply(submission.reply(), 400)
  }
  // A name that is taken is the admin's to fix, beside the field.
  const added = attemptWrite('Failed to add category', () =>
    createNamedCategory(submission.value, otherLanguage(getDefaultLanguage())),
  )
  return (
    refusedWrite(submission, added) ?? redirectWithMessage(LIST, 'Category added successfully.')
  )
}

export default function ManageCategories() {
  const { categories, language, error, message } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const failed = formErrorOf(actionData)
  const location = useLocation()
  const t = useAdminT()
  const names = t.translation.languageNames
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t.categories.title}</h1>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error || failed ? <StatusMessage kind="error">{failed ?? error}</StatusMessage> : null}
      {/* Remounted after each save so a saved name leaves an empty field behind. Not after a
          refusal: its message shows before the list is reloaded, and a remount then would wipe
          what is typed meanwhile. */}
      <AddCategoryForm
        key={actionData ? 'refused' : location.key}
        lastResult={actionData?.result}
        language={language}
      />
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {categories.length === 0 ? (
          <li className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">
            {t.categories.none}
          </li>
        ) : null}
        {categories.map((c) => (
          <li key={c._id} className="flex items-center justify-between gap-3 px-4 py-2">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <bdi>{c.name}</bdi>
              {c.other.name === null ? (
                <UntranslatedBadge />
              ) : (
                <span
                  lang={c.other.language}
                  dir={directionOf(c.other.language)}
                  className="text-sm text-slate-600 dark:text-slate-300"
                >
                  {c.other.name}
                </span>
              )}
            </span>
            <span className="flex items-center gap-3">
              <Link
                to={c.other.url}
                aria-label={t.categories.otherNameOf(names[c.other.language], c.name)}
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {t.categories.otherName(names[c.other.language])}
              </Link>
              <DeleteLink to={`${c._id}/delete`} label={c.name} />
            </span>
          </li>
        ))}
      </ul>
      <Outlet />
    </section>
  )
}

/** The name, and optionally the name in the other language (`language`). */
function AddCategoryForm({
  lastResult,
  language,
}: {
  lastResult?: SubmissionResult<string[]> | null
  language: Language
}) {
  const [form, fields] = useForm<{ name: string; otherName?: string }>({ lastResult })
  const t = useAdminT()
  const languageName = t.translation.languageNames[language]
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-3">
      <Field label="Category name" className="min-w-64 flex-1" meta={fields.name} />
      <Field
        label={t.categories.otherName(languageName)}
        hint={t.categories.nameInHint(languageName)}
        className="min-w-64 flex-1"
        meta={fields.otherName}
        lang={language}
        dir={directionOf(language)}
      />
      <button type="submit" name="intent" value={ADD_INTENT} className={`${buttonClass()} mt-6`}>
        <Plus aria-hidden className="h-4 w-4" />
        {t.categories.add}
      </button>
    </Form>
  )
}
