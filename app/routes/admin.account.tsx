// Changing one's own password, and the way to two-factor sign-in. The current password is checked
// through the same rate-limited sign-in function as the login form; every other session, every API
// token and every browser trusted to skip the code ends afterwards. "Sign out everywhere else" ends
// the other sessions and the API tokens of this account alone: each administrator has their own.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ChoosePassword } from '#app/components/admin/choose-password.tsx'
import { revokeAllApiTokens } from '#app/api/api-auth.server.ts'
import { requireAdminSession } from '#app/auth/auth.server.ts'
import { attemptLogin, CHECKS_BUSY, loginClient } from '#app/auth/login.server.ts'
import { isPasswordChecksBusy } from '#app/lib/password.server.ts'
import { countOtherSessions, destroyOtherSessions } from '#app/auth/session.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { revokeTrustedDevices } from '#app/lib/trusted-device.server.ts'
import { isTwoFactorEnabled } from '#app/models/two-factor.server.ts'
import {
  ChangePasswordSchema,
  getAdminLanguage,
  setAdminLanguage,
  setPassword,
} from '#app/models/user.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { adminLanguageCookie } from '#app/admin/admin-language.server.ts'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#app/i18n/languages.ts'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'

export const meta: MetaFunction = (args) => [adminTitle(args, (t) => t.account.title)]

const LANGUAGE_INTENT = 'language'
export const SIGN_OUT_OTHERS_INTENT = 'sign-out-others'

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const { user: admin, session } = await requireAdminSession(request)
  const { searchParams } = new URL(request.url)
  return {
    email: admin.email,
    otherSessions: countOtherSessions(admin.id, session.idHash),
    signedOut: searchParams.has('signed-out'),
    changed: searchParams.has('changed'),
    languageSaved: searchParams.has('language'),
    language: getAdminLanguage(admin.id),
    twoFactor: isTwoFactorEnabled(admin.id),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session } = await requireAdminSession(request)
  const form = await readPostedForm(request)
  if (form.get('intent') === LANGUAGE_INTENT) {
    // The admin's own interface language; this browser's sign-in page follows it too.
    const language = form.get('language')
    if (!isLanguage(language)) throw new Response('Unknown language', { status: 400 })
    setAdminLanguage(user.id, language)
    return redirect('/admin/account?language', {
      headers: { 'Set-Cookie': adminLanguageCookie(language) },
    })
  }
  if (form.get('intent') === SIGN_OUT_OTHERS_INTENT) {
    destroyOtherSessions(user.id, session.idHash)
    revokeAllApiTokens(user.id)
    recordAuditOrLog({ action: 'sign-out', entity: 'session', entityId: 'others' })
    return redirect('/admin/account?signed-out')
  }
  const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
  const submission = parseWithZod(form, { schema: ChangePasswordSchema })
  if (submission.status !== 'success') return formReply(submission.reply({ hideFields }), 400)
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
    return formReply(reply, { status: check.status === 401 ? 400 : check.status, headers })
  }
  try {
    await setPassword(user.id, submission.value.newPassword)
  } catch (error) {
    if (!isPasswordChecksBusy(error)) throw error
    const reply = submission.reply({ formErrors: [CHECKS_BUSY], hideFields })
    return formReply(reply, {
      status: 503,
      headers: { 'Retry-After': String(error.retryAfterSec) },
    })
  }
  destroyOtherSessions(user.id, session.idHash)
  revokeAllApiTokens(user.id)
  revokeTrustedDevices(user.id)
  return redirect('/admin/account?changed')
}

export default function Account() {
  const { email, otherSessions, signedOut, changed, languageSaved, language, twoFactor } =
    useLoaderData<typeof loader>()
  const { t, message } = useAdminLanguage()
  const a = t.account
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useForm<{
    currentPassword: string
    newPassword: string
    confirmPassword: string
  }>({ lastResult, shouldRevalidate: 'onInput' })
  const submitting = useNavigation().state === 'submitting'
  return (
    <section className="max-w-md">
      <h1 className="text-2xl font-bold">{a.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{a.signedInAs(email)}</p>
      <Form method="post" className="mt-8">
        <fieldset>
          <legend className="text-lg font-semibold">{a.language}</legend>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{a.languageIntro}</p>
          {languageSaved ? (
            <StatusMessage kind="success" className="mt-3">
              {a.languageSaved}
            </StatusMessage>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-4">
            {LANGUAGES.map((code) => (
              <label key={code} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="language"
                  value={code}
                  defaultChecked={code === language}
                  className="h-4 w-4 focus-visible:ring-2 focus-visible:ring-brand-500"
                />
                <span lang={code}>{LANGUAGE_NAMES[code]}</span>
              </label>
            ))}
            <Button type="submit" name="intent" value={LANGUAGE_INTENT} variant="secondary">
              {a.saveLanguage}
            </Button>
          </div>
        </fieldset>
      </Form>
      <h2 className="mt-8 text-lg font-semibold">{a.twoFactor}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {twoFactor ? a.twoFactorOn : a.twoFactorOff}{' '}
        <Link
          to="/admin/account/two-factor"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          {twoFactor ? a.manageTwoFactor : a.setUpTwoFactor}
        </Link>
      </p>
      <h2 className="mt-8 text-lg font-semibold">{a.sessions}</h2>
      {signedOut ? (
        <StatusMessage kind="success" className="mt-3">
          Signed out of every other session.
        </StatusMessage>
      ) : null}
      <Form method="post" className="mt-2 space-y-2">
        <p className="text-slate-600 dark:text-slate-300">{a.otherSessions(otherSessions)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{a.signOutOthersHint}</p>
        <Button type="submit" name="intent" value={SIGN_OUT_OTHERS_INTENT} variant="secondary">
          {a.signOutOthers}
        </Button>
      </Form>
      <h2 className="mt-8 text-lg font-semibold">{a.changePassword}</h2>
      {changed && !lastResult ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {a.changed}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)} noValidate>
        {form.errors?.[0] ? (
          <p id={form.errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {message(form.errors[0])}
          </p>
        ) : null}
        <ChoosePassword
          password={fields.newPassword}
          confirm={fields.confirmPassword}
          labels={{ password: a.newPassword, hint: a.newPasswordHint, confirm: a.confirmPassword }}
        >
          <Field
            label={a.currentPassword}
            meta={fields.currentPassword}
            type="password"
            autoComplete="current-password"
          />
        </ChoosePassword>
        <Button type="submit" disabled={submitting}>
          {submitting ? a.saving : a.changePassword}
        </Button>
      </Form>
    </section>
  )
}
