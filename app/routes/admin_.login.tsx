// The sign-in page, outside the guarded shell. A plain form post that works without JavaScript;
// with JavaScript, a lost connection shows a message instead of the error page.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { formReply } from '#app/lib/form-reply.server.ts'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { getInputProps, useForm } from '@conform-to/react'
import { ArrowLeft } from 'lucide-react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { Field } from '#app/components/ui/field.tsx'
import { FieldMessages } from '#app/components/ui/field-context.ts'
import { useFieldValidity } from '#app/components/ui/use-field-validity.ts'
import { FormError } from '#app/components/ui/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ForgotPassword } from '#app/components/admin/forgot-password.tsx'
import { metaAdminT, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { SITE_NAME } from '#app/i18n/site-name.ts'
import { assertSameOrigin, getAdmin } from '#app/auth/auth.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import { boundedRequest } from '#app/lib/body.server.ts'
import { isNoSpace, NO_SPACE_WRITE_MESSAGE } from '#app/lib/no-space.server.ts'
import { issueDevice } from '#app/lib/device-cookie.server.ts'
import { authenticateLoginForm, loginClient } from '#app/auth/login.server.ts'
import { startPendingLogin } from '#app/lib/pending-login.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { cookieNeedsHttps, createSession } from '#app/auth/session.server.ts'
import { isTrustedDevice } from '#app/lib/trusted-device.server.ts'
import { isTwoFactorEnabled } from '#app/models/two-factor.server.ts'
import {
  clientActionOf,
  isNetworkFailure,
  skipRevalidationAfterNetworkFailure,
} from '#app/lib/network-failure.ts'

const NETWORK_ERROR = 'A server connection error occurred.'

export const meta: MetaFunction = (args) => [
  { title: metaAdminT(args).login.title },
  { name: 'robots', content: 'noindex' },
]

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo') ?? ''
  if (await getAdmin(request)) throw redirect(safeRedirectPath(redirectTo, '/admin/dashboard'))
  return { redirectTo, needsHttps: cookieNeedsHttps(request) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const { submission, result, redirectTo } = await authenticateLoginForm(
    await boundedRequest(request),
    await loginClient(request, context),
  )
  if (!result) return formReply(submission.reply({ hideFields: ['password'] }), 400)
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.message], hideFields: ['password'] })
    const headers: HeadersInit =
      'retryAfterSec' in result ? { 'Retry-After': String(result.retryAfterSec) } : {}
    return formReply(reply, { status: result.status, headers })
  }
  const remember = submission.status === 'success' && submission.value.remember === true
  const next = safeRedirectPath(redirectTo, '/admin/dashboard')
  const { id, email } = result.user
  try {
    // With two-factor on, the password only opens the code page, unless this browser was trusted.
    if (isTwoFactorEnabled(id) && !(await isTrustedDevice(request, id))) {
      const pending = await startPendingLogin({ userId: id, remember, redirectTo: next })
      return redirect('/admin/login/code', { headers: { 'Set-Cookie': pending } })
    }
    const headers = new Headers()
    const how = isTwoFactorEnabled(id) ? 'password on a trusted device' : 'password'
    headers.append('Set-Cookie', await createSession(id, request, { remember, how }))
    headers.append('Set-Cookie', await issueDevice(email))
    return redirect(next, { headers })
  } catch (error) {
    // A full disk has no room for the session: the form says so instead of a 500.
    if (!isNoSpace(error)) throw error
    const reply = submission.reply({
      formErrors: [NO_SPACE_WRITE_MESSAGE],
      hideFields: ['password'],
    })
    return formReply(reply, { status: 507 })
  }
}

export const clientAction = clientActionOf<typeof action>()

export const shouldRevalidate = skipRevalidationAfterNetworkFailure

export default function Login() {
  const { redirectTo, needsHttps } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof clientAction>()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const networkError = isNetworkFailure(actionData)
  const [form, fields] = useForm<{ email: string; password: string; remember: boolean }>({
    lastResult,
    shouldRevalidate: 'onInput',
  })
  const submitting = useNavigation().state === 'submitting'
  const { t, message: shown } = useAdminLanguage()
  useFieldValidity(shown)
  const error = networkError ? NETWORK_ERROR : form.errors?.[0]
  const message = error && shown(error)

  return (
    <FieldMessages.Provider value={shown}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 py-8 dark:bg-slate-950">
        <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg dark:bg-slate-900">
          <img
            src="/logo.svg"
            alt={SITE_NAME}
            width={80}
            height={80}
            className="mx-auto mb-4 h-16 w-auto"
          />
          <h1 className="text-center text-2xl font-bold">{t.login.title}</h1>
          {needsHttps ? (
            <p
              role="note"
              className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            >
              {t.login.plainHttp}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" {...validatedFormProps(form)}>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormError id={form.errorId} message={message || undefined} />
            <Field
              label={t.login.email}
              meta={fields.email}
              type="email"
              autoComplete="username"
              required
            />
            <Field
              label={t.login.password}
              meta={fields.password}
              type="password"
              autoComplete="current-password"
              required
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                {...getInputProps(fields.remember, { type: 'checkbox' })}
                className="h-4 w-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-500"
              />
              {t.login.remember}
            </label>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? t.login.signingIn : t.login.submit}
            </Button>
          </Form>
          <ForgotPassword />
        </div>
        <a
          href="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
          {t.login.backToSite}
        </a>
      </main>
    </FieldMessages.Provider>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
