// The second step of signing in to an account with two-factor on: the password was right (the
// pending-login cookie says for whom), now a current code or a recovery code. Rate-limited per
// account like the password (attemptSecondFactor); a plain form post that works without JavaScript.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { formReply } from '#app/lib/form-reply.server.ts'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { z } from 'zod'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { SignedOutCard } from '#app/components/admin/signed-out-card.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { metaAdminT, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { Field } from '#app/components/ui/field.tsx'
import { FieldMessages } from '#app/components/ui/field-context.ts'
import { useFieldValidity } from '#app/components/ui/use-field-validity.ts'
import { FormError } from '#app/components/ui/form-error.tsx'
import { assertSameOrigin } from '#app/auth/auth.server.ts'
import { readSmallForm } from '#app/lib/body.server.ts'
import { issueDevice } from '#app/lib/device-cookie.server.ts'
import { attemptSecondFactor } from '#app/auth/login.server.ts'
import {
  clientActionOf,
  isNetworkFailure,
  skipRevalidationAfterNetworkFailure,
} from '#app/lib/network-failure.ts'
import { endPendingLogin, readPendingLogin } from '#app/lib/pending-login.server.ts'
import { createSession } from '#app/auth/session.server.ts'
import { trustDevice } from '#app/lib/trusted-device.server.ts'
import { CodeSchema } from '#app/models/two-factor.server.ts'
import { getUserById } from '#app/models/user.server.ts'

const NETWORK_ERROR = 'A server connection error occurred.'

const CodeFormSchema = z.object({ code: CodeSchema, trust: z.boolean().optional() })

export const meta: MetaFunction = (args) => [
  { title: metaAdminT(args).login.codeTitle },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await readPendingLogin(request))) throw redirect('/admin/login')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const pending = await readPendingLogin(request)
  const user = pending ? getUserById(pending.userId) : undefined
  if (!pending || !user) throw redirect('/admin/login')
  const submission = parseWithZod(await readSmallForm(request), { schema: CodeFormSchema })
  const hideFields = ['code']
  if (submission.status !== 'success') return formReply(submission.reply({ hideFields }), 400)
  const check = await attemptSecondFactor(user.id, submission.value.code)
  if (!check.ok) {
    const reply =
      check.status === 429
        ? submission.reply({ formErrors: [check.message], hideFields })
        : submission.reply({ fieldErrors: { code: [check.message] }, hideFields })
    const headers: HeadersInit =
      check.status === 429 ? { 'Retry-After': String(check.retryAfterSec) } : {}
    return formReply(reply, { status: check.status, headers })
  }
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    await createSession(user.id, request, {
      remember: pending.remember,
      how: check.kind === 'code' ? 'password and code' : 'password and recovery code',
    }),
  )
  headers.append('Set-Cookie', await issueDevice(user.email))
  headers.append('Set-Cookie', await endPendingLogin())
  if (submission.value.trust) headers.append('Set-Cookie', await trustDevice(user.id))
  return redirect(pending.redirectTo, { headers })
}

export const clientAction = clientActionOf<typeof action>()

export const shouldRevalidate = skipRevalidationAfterNetworkFailure

export default function LoginCode() {
  const actionData = useActionData<typeof clientAction>()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const [form, fields] = useForm<{ code: string; trust: boolean }>({ lastResult })
  const submitting = useNavigation().state === 'submitting'
  const { t, message: shown } = useAdminLanguage()
  useFieldValidity(shown)
  const error = isNetworkFailure(actionData) ? NETWORK_ERROR : form.errors?.[0]
  const message = error && shown(error)

  return (
    <FieldMessages.Provider value={shown}>
      <SignedOutCard title={t.login.codeTitle}>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t.login.codeIntro}</p>
        <Form method="post" className="mt-6 space-y-4" {...validatedFormProps(form)}>
          <FormError id={form.errorId} message={message || undefined} />
          <Field
            label={t.login.code}
            meta={fields.code}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
            autoFocus
            hint={t.login.codeHint}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.trust, { type: 'checkbox' })}
              className="h-4 w-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-500"
            />
            {t.login.trust}
          </label>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t.login.verifying : t.login.verify}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/login" className="text-brand-700 underline dark:text-brand-300">
            {t.login.startOver}
          </Link>
        </p>
      </SignedOutCard>
    </FieldMessages.Provider>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
