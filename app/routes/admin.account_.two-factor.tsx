// Two-factor sign-in for one's own account: set it up (a QR code drawn on the server, so it shows
// without JavaScript, and the key as text), switch it on with a first code (the recovery codes are
// shown then, once), get new recovery codes, and switch it off with a code. Every change asks for
// the current password, checked through the rate-limited sign-in function, so a stolen session
// cookie cannot put the thief's authenticator on the account; switching it on and new recovery
// codes end every other session and trusted browser (docs/security.md).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import QRCode from 'qrcode'
import { z } from 'zod'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import {
  CANCEL,
  CONFIRM,
  DISABLE,
  Disable,
  Enrol,
  NEW_CODES,
  NewCodes,
  RecoveryCodes,
  START,
  Start,
} from '#app/components/admin/two-factor-forms.tsx'
import { requireAdmin, requireAdminSession } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { adminFormat } from '#app/admin/admin-format.server.ts'
import { attemptLogin, attemptSecondFactor, loginClient } from '#app/auth/login.server.ts'
import { destroyOtherSessions } from '#app/auth/session.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { revokeTrustedDevices } from '#app/lib/trusted-device.server.ts'
import {
  CodeSchema,
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from '#app/models/two-factor.server.ts'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

const PAGE = '/admin/account/two-factor'
const WRONG_FIRST_CODE = 'That code is not right. Enter the newest code the app shows.'
const WRONG_PASSWORD = 'The password is not correct'

const password = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(1_000, 'The password must be at most 1,000 characters')
const PasswordSchema = z.object({ password })
const CodeAndPasswordSchema = z.object({ password, code: CodeSchema })

export const meta: MetaFunction = (args) => [adminTitle(args, 'Two-factor sign-in')]

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const status = twoFactorStatus(user, { issuer: new URL(request.url).hostname })
  const view =
    status.state === 'pending'
      ? {
          state: status.state,
          secret: status.secret.replace(/(.{4})(?=.)/g, '$1 '),
          qr: `data:image/svg+xml;base64,${Buffer.from(
            await QRCode.toString(status.uri, { type: 'svg', margin: 2 }),
          ).toString('base64')}`,
        }
      : status.state === 'on'
        ? {
            state: status.state,
            since: adminFormat(user).dateTime(status.enabledAt),
            left: status.recoveryCodesLeft,
          }
        : { state: status.state }
  return data({ message, view }, { headers })
}

type Errors = { form?: string; password?: string; code?: string }

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session } = await requireAdminSession(request)
  const form = await readPostedForm(request)
  const intent = form.get('intent')
  if (intent === CANCEL) {
    cancelEnrolment(user.id)
    return redirect(PAGE)
  }
  if (intent !== START && intent !== CONFIRM && intent !== NEW_CODES && intent !== DISABLE) {
    throw new Response('Unknown action', { status: 400 })
  }
  const withCode = intent === CONFIRM || intent === DISABLE
  const submission = parseWithZod(form, {
    schema: withCode ? CodeAndPasswordSchema : PasswordSchema,
  })
  const hideFields = ['password', 'code']
  // The one form reply; which of the page's forms it answers is the posted `intent`, in the reply's
  // values (postedIntent).
  const refuse = (status: number, errors: Errors, headers: HeadersInit = {}) =>
    formReply(
      submission.reply({
        hideFields,
        formErrors: errors.form ? [errors.form] : undefined,
        fieldErrors: {
          ...(errors.password ? { password: [errors.password] } : {}),
          ...(errors.code ? { code: [errors.code] } : {}),
        },
      }),
      { status, headers },
    )
  if (submission.status !== 'success') return formReply(submission.reply({ hideFields }), 400)
  // The recovery codes are shown this once, beside the reply: only their hashes are kept.
  const showCodes = (codes: string[]) => formReply(submission.reply({ hideFields }), 200, codes)
  // The password first, through the sign-in limits: whoever holds only the cookie stops here.
  const check = await attemptLogin(
    { email: user.email, password: submission.value.password },
    await loginClient(request, context),
  )
  if (!check.ok) {
    if (check.status === 401) return refuse(400, { password: WRONG_PASSWORD })
    const headers: HeadersInit =
      'retryAfterSec' in check ? { 'Retry-After': String(check.retryAfterSec) } : {}
    return refuse(check.status, { form: check.message }, headers)
  }
  const code = 'code' in submission.value ? String(submission.value.code) : ''
  const endOtherSessions = () => {
    destroyOtherSessions(user.id, session.idHash)
    revokeTrustedDevices(user.id)
  }
  if (intent === START) {
    startEnrolment(user.id)
    return redirect(PAGE)
  }
  if (intent === CONFIRM) {
    const codes = confirmEnrolment(user.id, code)
    if (!codes) return refuse(400, { code: WRONG_FIRST_CODE })
    endOtherSessions()
    return showCodes(codes)
  }
  if (intent === NEW_CODES) {
    const codes = renewRecoveryCodes(user.id)
    if (!codes) return redirect(PAGE)
    endOtherSessions()
    return showCodes(codes)
  }
  const second = await attemptSecondFactor(user.id, code)
  if (!second.ok) {
    if (second.status === 401) return refuse(400, { code: second.message })
    return refuse(429, { form: second.message }, { 'Retry-After': String(second.retryAfterSec) })
  }
  disableTwoFactor(user.id)
  return redirectWithMessage(PAGE, 'Two-factor sign-in is off.')
}

export default function TwoFactor() {
  const { message, view } = useLoaderData<typeof loader>()
  const answer = useActionData<FormReply<string[]>>()
  const answered = postedIntent(answer)
  const submitting = useNavigation().state === 'submitting'
  const lastResult = (intent: string) => (answered === intent ? answer?.result : undefined)
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.twoFactorScreen

  return (
    <section className="max-w-xl">
      <p className="text-sm">
        <Link to="/admin/account" className="text-brand-700 underline dark:text-brand-300">
          {t.account}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t.title}</h1>
      <StatusMessage kind={message?.kind ?? 'success'} className="mt-4">
        {message?.text ? m(message.text) : null}
      </StatusMessage>
      {answer?.shown ? (
        <RecoveryCodes codes={answer.shown} renewed={answered === NEW_CODES} />
      ) : view.state === 'off' ? (
        <Start lastResult={lastResult(START)} submitting={submitting} />
      ) : view.state === 'pending' ? (
        <Enrol
          qr={view.qr}
          secret={view.secret}
          lastResult={lastResult(CONFIRM)}
          submitting={submitting}
        />
      ) : (
        <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
          <p>{t.onSince(view.since, view.left)}</p>
          <NewCodes lastResult={lastResult(NEW_CODES)} submitting={submitting} />
          <Disable lastResult={lastResult(DISABLE)} submitting={submitting} />
        </div>
      )}
    </section>
  )
}
