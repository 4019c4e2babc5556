// The forms of the two-factor page (app/routes/admin.account_.two-factor.tsx). Every change asks
// for the current password, so a stolen session cookie alone changes nothing here.
import { Form, Link } from '@remix-run/react'
import { useForm, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

export const START = 'start'
export const CANCEL = 'cancel'
export const CONFIRM = 'confirm'
export const DISABLE = 'disable'
export const NEW_CODES = 'new-codes'

type LastResult = SubmissionResult | null | undefined
type FormProps = { lastResult: LastResult; submitting: boolean }

function FormError({ errors, id }: { errors?: string[]; id: string }) {
  const { message: m } = useAdminLanguage()
  return errors?.[0] ? (
    <StatusMessage kind="error">
      <span id={id}>{m(errors[0])}</span>
    </StatusMessage>
  ) : null
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's password field
function PasswordField({ meta }: { meta: any }) {
  const t = useAdminT().twoFactorScreen
  return (
    <Field
      label={t.currentPassword}
      meta={meta}
      type="password"
      autoComplete="current-password"
      required
    />
  )
}

/** A form that asks only for the current password, sent by one button (`intent`). */
function PasswordForm({
  id,
  intent,
  className,
  children,
  lastResult,
  submitting,
}: FormProps & { id: string; intent: string; className: string; children: ReactNode }) {
  const [form, fields] = useForm<{ password: string }>({ id, lastResult })
  return (
    <Form method="post" className={className} {...validatedFormProps(form)}>
      <FormError errors={form.errors} id={form.errorId} />
      <PasswordField meta={fields.password} />
      <Button type="submit" name="intent" value={intent} disabled={submitting}>
        {children}
      </Button>
    </Form>
  )
}

export function Start(props: FormProps) {
  const t = useAdminT().twoFactorScreen
  return (
    <>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t.offIntro}</p>
      <PasswordForm {...props} id="start-2fa" intent={START} className="mt-6 space-y-4">
        {t.setUp}
      </PasswordForm>
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
  const t = useAdminT().twoFactorScreen
  return (
    <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
      <p>{t.scan}</p>
      <img src={qr} alt={t.qrAlt} width={200} height={200} className="rounded bg-white" />
      <p>
        {t.orKey}{' '}
        <code dir="ltr" data-testid="totp-secret" className="font-mono font-semibold">
          {secret}
        </code>
      </p>
      <p>{t.enterCode}</p>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <Field
          label={t.codeFromApp}
          meta={fields.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          required
        />
        <PasswordField meta={fields.password} />
        <div className="flex gap-3">
          <Button type="submit" name="intent" value={CONFIRM} disabled={submitting}>
            {t.turnOn}
          </Button>
          <Button
            type="submit"
            name="intent"
            value={CANCEL}
            variant="secondary"
            formNoValidate
            disabled={submitting}
          >
            {t.cancel}
          </Button>
        </div>
      </Form>
    </div>
  )
}

export function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  const t = useAdminT().twoFactorScreen
  return (
    <div className="mt-4 space-y-4">
      <StatusMessage kind="success">
        {renewed ? t.renewed : t.isOn} {t.othersSignedOut}
      </StatusMessage>
      <h2 className="text-lg font-semibold">{t.yourCodes}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.codesIntro}</p>
      <ol
        aria-label={t.codes}
        dir="ltr"
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
        {t.done}
      </Link>
    </div>
  )
}

export function NewCodes(props: FormProps) {
  const t = useAdminT().twoFactorScreen
  return (
    <>
      <h2 className="text-lg font-semibold">{t.newCodes}</h2>
      <p>{t.newCodesIntro}</p>
      <PasswordForm {...props} id="new-codes" intent={NEW_CODES} className="space-y-4">
        {t.getNewCodes}
      </PasswordForm>
    </>
  )
}

export function Disable({ lastResult, submitting }: FormProps) {
  const [form, fields] = useForm<{ password: string; code: string }>({
    id: 'disable-2fa',
    lastResult,
  })
  const t = useAdminT().twoFactorScreen
  return (
    <>
      <h2 className="text-lg font-semibold">{t.turnOff}</h2>
      <Form method="post" className="space-y-4" {...validatedFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} />
        <Field
          label={t.password}
          meta={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label={t.codeOrRecovery}
          meta={fields.code}
          autoComplete="one-time-code"
          maxLength={64}
          required
        />
        <Button type="submit" name="intent" value={DISABLE} variant="danger" disabled={submitting}>
          {t.turnOff}
        </Button>
      </Form>
    </>
  )
}
