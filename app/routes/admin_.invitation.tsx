// Accepting an invitation to the team (docs/decisions/051-team.md): the setup link's page for every
// administrator after the first. The invitee chooses a name and a password; the address is the
// invitation's. The link works once, for 48 hours; an unknown, used, revoked or expired one is a
// 404 that says so, in the page's language.
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
import { ConflictError } from '#app/models/errors.ts'
import {
  acceptInvitation,
  findInvitation,
  INVALID_INVITATION,
} from '#app/models/invitation.server.ts'
import { AcceptInvitationSchema, setAdminLanguage } from '#app/models/user.server.ts'

export const meta: MetaFunction = (args) => [
  { title: metaAdminT(args).team.accept.title },
  { name: 'robots', content: 'noindex' },
]

/** An unknown, used or expired link says so (its 404's own text) under the page's own title. */
export const handle: AdminHandle = { errorHeading: (t) => t.team.accept.title }

export const headers = retryAfterHeaders

function requireInvitation(token: FormDataEntryValue | null) {
  const invitation = typeof token === 'string' ? findInvitation(token) : undefined
  if (typeof token !== 'string' || !invitation)
    throw new Response(INVALID_INVITATION, { status: 404 })
  return { token, email: invitation.email }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return requireInvitation(new URL(request.url).searchParams.get('token'))
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const form = await readSmallForm(request)
  const { token } = requireInvitation(form.get('token'))
  const submission = parseWithZod(form, { schema: AcceptInvitationSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return formReply(submission.reply({ hideFields }), 400)
  let user
  try {
    user = await acceptInvitation(token, submission.value)
  } catch (error) {
    if (isPasswordChecksBusy(error)) {
      const reply = submission.reply({ fieldErrors: { password: [CHECKS_BUSY] }, hideFields })
      const headers = { 'Retry-After': String(error.retryAfterSec) }
      return formReply(reply, { status: 503, headers })
    }
    // Used up meanwhile (another tab), or the address joined some other way.
    if (error instanceof ConflictError) throw new Response(error.message, { status: 404 })
    throw error
  }
  // The account reads the admin in the language this page was in, as the first admin's does.
  setAdminLanguage(user.id, await adminLanguageOf(request))
  return redirect('/admin/dashboard', {
    headers: { 'Set-Cookie': await createSession(user.id, request, { how: 'invitation' }) },
  })
}

export default function AcceptInvitation() {
  const { token, email } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()?.result
  const [form, fields] = useForm<{ name: string; password: string; confirmPassword: string }>({
    lastResult,
    shouldRevalidate: 'onInput',
  })
  const submitting = useNavigation().state === 'submitting'
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.team.accept
  return (
    <FieldMessages.Provider value={m}>
      <SignedOutCard title={t.title}>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">
          {t.intro(email)}
        </p>
        <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)} noValidate>
          <input type="hidden" name="token" value={token} />
          {/* The address a password manager files the new password under. */}
          <input type="hidden" name="email" value={email} autoComplete="username" />
          <ChoosePassword
            password={fields.password}
            confirm={fields.confirmPassword}
            labels={{ password: t.password, hint: t.passwordHint, confirm: t.confirmPassword }}
          >
            <Field label={t.name} meta={fields.name} type="text" autoComplete="name" />
          </ChoosePassword>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t.joining : t.join}
          </Button>
        </Form>
      </SignedOutCard>
    </FieldMessages.Provider>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
