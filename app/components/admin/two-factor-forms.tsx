// The forms of the two-factor page (app/routes/admin.account_.two-factor.tsx). Every change asks
// for the current password, so a stolen session cookie alone changes nothing here.
import { Form, Link } from '@remix-run/react'
import { useForm, type SubmissionResult } from '@conform-to/react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'

export const START = 'start'
export const CANCEL = 'cancel'
export const CONFIRM = 'confirm'
export const DISABLE = 'disable'
export const NEW_CODES = 'new-codes'

type LastResult = SubmissionResult | null | undefined
type FormProps = { lastResult: LastResult; submitting: boolean }

function FormError({ errors, id }: { errors?: string[]; id: string }) {
  return errors?.[0] ? (
    <StatusMessage kind="error">
      <span id={id}>{errors[0]}</span>
    </StatusMessage>
  ) : null
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's password field
function PasswordField({ meta }: { meta: any }) {
  return (
    <Field
      label="Current password"
      meta={meta}
      type="password"
      autoComplete="current-password"
      required
    />
  )
}

export function Start({ lastResult, submitting }: FormProps) {
  const [form, fields] = useForm<{ password: string }>({ id: 'start-2fa', lastResult })
  return (
    <>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Two-factor sign-in is off. With it on, signing in asks for the password and a code from an
        authenticator app on your phone, so a stolen password alone opens nothing.
      </p>
      <Form method="post" className="mt-6 space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <PasswordField meta={fields.password} />
        <Button type="submit" name="intent" value={START} disabled={submitting}>
          Set up two-factor sign-in
        </Button>
      </Form>
    </>
  )
}

export function Enrol({
  qr,
  secret,
  lastResult,
  submitting,
}: { qr: string; secret: string } & FormProps) {
  const [form, fields] = useForm<{ password: string; code: string }>({
    id: 'confirm-2fa',
    lastResult,
  })
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
      <p>
        2. Enter the code the app shows, to check that it works, and your password. Turning it on
        signs out your other sessions.
      </p>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <Field
          label="Code from the app"
          meta={fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          required
        />
        <PasswordField meta={fields.password} />
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

export function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  return (
    <div className="mt-4 space-y-4">
      <StatusMessage kind="success">
        {renewed ? 'New recovery codes: the old ones no longer work.' : 'Two-factor sign-in is on.'}{' '}
        Your other sessions were signed out.
      </StatusMessage>
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

export function NewCodes({ lastResult, submitting }: FormProps) {
  const [form, fields] = useForm<{ password: string }>({ id: 'new-codes', lastResult })
  return (
    <>
      <h2 className="text-lg font-semibold">New recovery codes</h2>
      <p>Ten new codes replace the old ones, and your other sessions are signed out.</p>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <PasswordField meta={fields.password} />
        <Button type="submit" name="intent" value={NEW_CODES} disabled={submitting}>
          Get new recovery codes
        </Button>
      </Form>
    </>
  )
}

export function Disable({ lastResult, submitting }: FormProps) {
  const [form, fields] = useForm<{ password: string; code: string }>({
    id: 'disable-2fa',
    lastResult,
  })
  return (
    <>
      <h2 className="text-lg font-semibold">Turn off two-factor sign-in</h2>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
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
    </>
  )
}
