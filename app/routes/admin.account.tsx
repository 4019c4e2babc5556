// Changing one's own password, and the way to two-factor sign-in. The current password is checked
// through the same rate-limited sign-in function as the login form; every other session, every API
// token and every browser trusted to skip the code ends afterwards.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { revokeAllApiTokens } from '#app/api/api-auth.server.ts'
import { requireAdmin, requireAdminSession } from '#app/auth/auth.server.ts'
import { attemptLogin, CHECKS_BUSY, loginClient } from '#app/auth/login.server.ts'
import { isPasswordChecksBusy } from '#app/lib/password.server.ts'
import { destroyOtherSessions } from '#app/auth/session.server.ts'
import { revokeTrustedDevices } from '#app/lib/trusted-device.server.ts'
import { isTwoFactorEnabled } from '#app/models/two-factor.server.ts'
import { ChangePasswordSchema, setPassword } from '#app/models/user.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'

export const meta: MetaFunction = () => [{ title: 'Account | Admin' }]

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const changed = new URL(request.url).searchParams.has('changed')
  return { email: admin.email, changed, twoFactor: isTwoFactorEnabled(admin.id) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session } = await requireAdminSession(request)
  const form = await readPostedForm(request)
  const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
  const submission = parseWithZod(form, { schema: ChangePasswordSchema })
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), 400)
  const check = await attemptLogin(
    { email: user.email, password: submission.value.currentPassword },
    await loginClient(request, context),
  )
  if (!check.ok) {
    const reply =
      check.status === 401
        ? submission.reply({
            fieldErrors: { currentPassword: ['The current password is not correct'] },
            hideFields,
          })
        : submission.reply({ formErrors: [check.message], hideFields })
    const headers: HeadersInit =
      'retryAfterSec' in check ? { 'Retry-After': String(check.retryAfterSec) } : {}
    return data(reply, { status: check.status === 401 ? 400 : check.status, headers })
  }
  try {
    await setPassword(user.id, submission.value.newPassword)
  } catch (error) {
    if (!isPasswordChecksBusy(error)) throw error
    const reply = submission.reply({ formErrors: [CHECKS_BUSY], hideFields })
    return data(reply, { status: 503, headers: { 'Retry-After': String(error.retryAfterSec) } })
  }
  destroyOtherSessions(user.id, session.idHash)
  revokeAllApiTokens(user.id)
  revokeTrustedDevices(user.id)
  return redirect('/admin/account?changed')
}

export default function Account() {
  const { email, changed, twoFactor } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [form, fields] = useForm<{
    currentPassword: string
    newPassword: string
    confirmPassword: string
  }>({ lastResult, shouldRevalidate: 'onInput' })
  const submitting = useNavigation().state === 'submitting'
  return (
    <section className="max-w-md">
      <h1 className="text-2xl font-bold">Account</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Signed in as {email}.</p>
      <h2 className="mt-8 text-lg font-semibold">Two-factor sign-in</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {twoFactor
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: signing in asks for the password only.'}{' '}
        <Link
          to="/admin/account/two-factor"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          {twoFactor ? 'Manage two-factor sign-in' : 'Set up two-factor sign-in'}
        </Link>
      </p>
      <h2 className="mt-8 text-lg font-semibold">Change password</h2>
      {changed && !lastResult ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          Your password has been changed. Other sessions and API tokens were signed out.
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)} noValidate>
        {form.errors?.[0] ? (
          <p id={form.errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {form.errors[0]}
          </p>
        ) : null}
        <Field
          label="Current password"
          meta={fields.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <Field
          label="New password"
          meta={fields.newPassword}
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
        />
        <Field
          label="Confirm new password"
          meta={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Change password'}
        </Button>
      </Form>
    </section>
  )
}
