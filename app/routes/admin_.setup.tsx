// Creating the first admin through the one-time link printed at start. Once an admin exists the
// link leads to the sign-in page; an unknown or expired token is a 404 that says so, in the page's
// language.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { SignedOutCard } from '#app/components/admin/signed-out-card.tsx'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import { Button } from '#app/components/ui/button.tsx'
import { ChoosePassword } from '#app/components/admin/choose-password.tsx'
import type { AdminHandle } from '#app/components/admin/admin-error.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { FieldMessages } from '#app/components/ui/field-context.ts'
import { metaAdminT, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { assertSameOrigin } from '#app/auth/auth.server.ts'
import { readSmallForm } from '#app/lib/body.server.ts'
import { CHECKS_BUSY } from '#app/auth/login.server.ts'
import { isPasswordChecksBusy } from '#app/lib/password.server.ts'
import { createSession } from '#app/auth/session.server.ts'
import { adminLanguageOf } from '#app/admin/admin-language.server.ts'
import {
  consumeSetupTokens,
  countUsers,
  createUser,
  isSetupTokenValid,
  setAdminLanguage,
  SetupAdminSchema,
} from '#app/models/user.server.ts'

// No admin exists yet: the page follows the language last chosen in this browser, as the sign-in
// page does (app/admin/admin-language.server.ts).
export const meta: MetaFunction = (args) => [
  { title: metaAdminT(args).setup.title },
  { name: 'robots', content: 'noindex' },
]

export const headers = retryAfterHeaders

/** An unknown or expired link says so under the page's own title, in its language. */
export const handle: AdminHandle = { errorHeading: (t) => t.setup.title }

const INVALID_LINK = 'This setup link is invalid or has expired.'

function requireSetupToken(token: FormDataEntryValue | null): string {
  if (countUsers() > 0) throw redirect('/admin/login')
  if (typeof token !== 'string' || !isSetupTokenValid(token)) {
    throw new Response(INVALID_LINK, { status: 404 })
  }
  return token
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = requireSetupToken(new URL(request.url).searchParams.get('token'))
  return { token }
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const form = await readSmallForm(request)
  requireSetupToken(form.get('token'))
  const submission = parseWithZod(form, { schema: SetupAdminSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return formReply(submission.reply({ hideFields }), 400)
  const user = await createUser(submission.value).catch((error) => {
    if (!isPasswordChecksBusy(error)) throw error
    return error
  })
  if (isPasswordChecksBusy(user)) {
    const reply = submission.reply({ fieldErrors: { password: [CHECKS_BUSY] }, hideFields })
    const headers = { 'Retry-After': String(user.retryAfterSec) }
    return formReply(reply, { status: 503, headers })
  }
  consumeSetupTokens()
  // The account reads the admin in the language its setup page was in (a browser's choice, kept
  // by the admin_language cookie), not in English by default.
  setAdminLanguage(user.id, await adminLanguageOf(request))
  return redirect('/admin/dashboard', {
    headers: { 'Set-Cookie': await createSession(user.id, request) },
  })
}

export default function Setup() {
  const { token } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useForm<{
    name: string
    email: string
    password: string
    confirmPassword: string
  }>({ lastResult, shouldRevalidate: 'onInput' })
  const submitting = useNavigation().state === 'submitting'
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.setup
  return (
    <FieldMessages.Provider value={m}>
      <SignedOutCard title={t.title}>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{t.intro}</p>
        <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)} noValidate>
          <input type="hidden" name="token" value={token} />
          <ChoosePassword
            password={fields.password}
            confirm={fields.confirmPassword}
            labels={{ password: t.password, hint: t.passwordHint, confirm: t.confirmPassword }}
          >
            <Field label={t.name} meta={fields.name} type="text" autoComplete="name" />
            <Field label={t.email} meta={fields.email} type="email" autoComplete="username" />
          </ChoosePassword>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t.creating : t.create}
          </Button>
        </Form>
      </SignedOutCard>
    </FieldMessages.Provider>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
