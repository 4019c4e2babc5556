// Two-factor sign-in for one's own account: set it up (a QR code drawn on the server, so it shows
// without JavaScript, and the key as text), switch it on with a first code (the recovery codes are
// shown then, once), and switch it off with the password and a code.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { retryAfterHeaders } from '#app/lib/http.ts'
import QRCode from 'qrcode'
import { z } from 'zod'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { formatDateTime } from '#app/lib/dates.server.ts'
import { attemptLogin, attemptSecondFactor, loginClient } from '#app/auth/login.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import {
  CodeSchema,
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from '#app/models/two-factor.server.ts'

const PAGE = '/admin/account/two-factor'
const START = 'start'
const CANCEL = 'cancel'
const CONFIRM = 'confirm'
const DISABLE = 'disable'
const WRONG_FIRST_CODE = 'That code is not right. Enter the newest code the app shows.'

const ConfirmSchema = z.object({ code: CodeSchema })
const DisableSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1).max(1_000),
  code: CodeSchema,
})

export const meta: MetaFunction = () => [{ title: 'Two-factor sign-in | Admin' }]

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
            since: formatDateTime(status.enabledAt),
            left: status.recoveryCodesLeft,
          }
        : { state: status.state }
  return data({ message, view }, { headers })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const form = await readPostedForm(request)
  const intent = form.get('intent')
  if (intent === START) {
    startEnrolment(user.id)
    return redirect(PAGE)
  }
  if (intent === CANCEL) {
    cancelEnrolment(user.id)
    return redirect(PAGE)
  }
  if (intent === CONFIRM) {
    const submission = parseWithZod(form, { schema: ConfirmSchema })
    const hideFields = ['code']
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields }), codes: null }, 400)
    }
    const codes = confirmEnrolment(user.id, submission.value.code)
    if (!codes) {
      const result = submission.reply({ fieldErrors: { code: [WRONG_FIRST_CODE] }, hideFields })
      return data({ intent, result, codes: null }, 400)
    }
    return data({ intent, result: null, codes })
  }
  if (intent === DISABLE) {
    const submission = parseWithZod(form, { schema: DisableSchema })
    const hideFields = ['password', 'code']
    const refuse = (status: number, errors: { form?: string; password?: string; code?: string }) =>
      data(
        {
          intent,
          codes: null,
          result: submission.reply({
            hideFields,
            formErrors: errors.form ? [errors.form] : undefined,
            fieldErrors: {
              ...(errors.password ? { password: [errors.password] } : {}),
              ...(errors.code ? { code: [errors.code] } : {}),
            },
          }),
        },
        status,
      )
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply({ hideFields }), codes: null }, 400)
    }
    const { password, code } = submission.value
    const check = await attemptLogin(
      { email: user.email, password },
      await loginClient(request, context),
    )
    if (!check.ok) {
      return check.status === 401
        ? refuse(400, { password: 'The password is not correct' })
        : refuse(check.status, { form: check.message })
    }
    const second = await attemptSecondFactor(user.id, code)
    if (!second.ok) {
      return second.status === 429
        ? refuse(429, { form: second.message })
        : refuse(400, { code: second.message })
    }
    disableTwoFactor(user.id)
    return redirectWithMessage(PAGE, 'Two-factor sign-in is off.')
  }
  throw new Response('Unknown action', { status: 400 })
}

export default function TwoFactor() {
  const { message, view } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const submitting = useNavigation().state === 'submitting'

  return (
    <section className="max-w-xl">
      <p className="text-sm">
        <Link to="/admin/account" className="text-brand-700 underline dark:text-brand-300">
          Account
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Two-factor sign-in</h1>
      <StatusMessage kind={message?.kind ?? 'success'} className="mt-4">
        {message?.text}
      </StatusMessage>
      {answer?.codes ? (
        <RecoveryCodes codes={answer.codes} />
      ) : view.state === 'off' ? (
        <>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            Two-factor sign-in is off. With it on, signing in asks for the password and a code from
            an authenticator app on your phone, so a stolen password alone opens nothing.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" name="intent" value={START} disabled={submitting}>
              Set up two-factor sign-in
            </Button>
          </Form>
        </>
      ) : view.state === 'pending' ? (
        <Enrol
          qr={view.qr}
          secret={view.secret}
          lastResult={answer?.intent === CONFIRM ? answer.result : undefined}
          submitting={submitting}
        />
      ) : (
        <Disable
          since={view.since}
          left={view.left}
          lastResult={answer?.intent === DISABLE ? answer.result : undefined}
          submitting={submitting}
        />
      )}
    </section>
  )
}

type LastResult = SubmissionResult | null | undefined

function Enrol({
  qr,
  secret,
  lastResult,
  submitting,
}: {
  qr: string
  secret: string
  lastResult: LastResult
  submitting: boolean
}) {
  const [form, fields] = useForm<{ code: string }>({ id: 'confirm-2fa', lastResult })
  return (
    <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
      <p>
        1. Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password,
        Bitwarden and the like).
      </p>
      <img
        src={qr}
        alt="QR code to add this site to an authenticator app"
        width={200}
        height={200}
        className="rounded bg-white"
      />
      <p>
        Or type this key into the app:{' '}
        <code data-testid="totp-secret" className="font-mono font-semibold">
          {secret}
        </code>
      </p>
      <p>2. Enter the code the app shows, to check that it works.</p>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <Field
          label="Code from the app"
          meta={fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          required
        />
        <div className="flex gap-3">
          <Button type="submit" name="intent" value={CONFIRM} disabled={submitting}>
            Turn on
          </Button>
          <Button
            type="submit"
            name="intent"
            value={CANCEL}
            variant="secondary"
            formNoValidate
            disabled={submitting}
          >
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  )
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 space-y-4">
      <StatusMessage kind="success">Two-factor sign-in is on.</StatusMessage>
      <h2 className="text-lg font-semibold">Your recovery codes</h2>
      <p className="text-slate-700 dark:text-slate-300">
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. Keep them somewhere safe: they are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-4 font-mono dark:border-slate-700"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link
        to="/admin/account"
        className="font-medium text-brand-700 underline dark:text-brand-300"
      >
        Done
      </Link>
    </div>
  )
}

function Disable({
  since,
  left,
  lastResult,
  submitting,
}: {
  since: string
  left: number
  lastResult: LastResult
  submitting: boolean
}) {
  const [form, fields] = useForm<{ password: string; code: string }>({
    id: 'disable-2fa',
    lastResult,
  })
  return (
    <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
      <p>
        Two-factor sign-in is on since {since}. {left} of 10 recovery codes left.
      </p>
      <h2 className="text-lg font-semibold">Turn off two-factor sign-in</h2>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        {form.errors?.[0] ? (
          <StatusMessage kind="error">
            <span id={form.errorId}>{form.errors[0]}</span>
          </StatusMessage>
        ) : null}
        <Field
          label="Password"
          meta={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label="Code from the app, or a recovery code"
          meta={fields.code}
          autoComplete="one-time-code"
          maxLength={64}
          required
        />
        <Button type="submit" name="intent" value={DISABLE} variant="danger" disabled={submitting}>
          Turn off two-factor sign-in
        </Button>
      </Form>
    </div>
  )
}
