// Site Settings → Team (docs/decisions/051-team.md): invite an administrator by e-mail, list the
// team with each member's last sign-in, resend or revoke an invitation, and remove a member (the
// nested confirm modals). Without SMTP the new link is shown here, once, for the inviter to pass on.
import { useForm } from '@conform-to/react'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, Outlet, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Send, UserPlus, UserMinus, X } from 'lucide-react'
import { cellClass, DataTable, longTextCellClass } from '#app/components/admin/data-table.tsx'
import { validatedFormProps } from '#app/components/admin/form-props.ts'
import { SettingsSection } from '#app/components/admin/settings-tabs.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { adminFormat } from '#app/admin/admin-format.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { adminTitle, useAdminT } from '#app/i18n/use-admin-language.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { formErrorOf, type FormReply, type FormResult } from '#app/lib/form-reply.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { mailConfigured } from '#app/lib/mail.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { parseId } from '#app/models/id.ts'
import {
  createInvitation,
  invitationUrl,
  InviteSchema,
  listInvitations,
  queueInvitationMail,
  resendInvitation,
  type Issued,
} from '#app/models/invitation.server.ts'
import { listMembers } from '#app/models/team.server.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, (t) => t.team.title)]

const PAGE = '/admin/settings/team'
export const INVITE_INTENT = 'invite'
export const RESEND_INTENT = 'resend-invitation'

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const format = adminFormat(admin)
  const now = Date.now()
  const { value: team, error } = attempt('Failed to fetch the team', () => ({
    members: listMembers().map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      you: m.id === admin.id,
      signedInAt: m.signedInAt ? format.dateTime(m.signedInAt) : null,
    })),
    invitations: listInvitations().map((i) => ({
      id: i.id,
      email: i.email,
      invitedBy: i.invitedByName,
      expires: i.expiresAt.getTime() > now ? format.dateTime(i.expiresAt) : null,
    })),
  }))
  return data(
    { members: [], invitations: [], ...team, mailOn: mailConfigured(), error, message },
    { headers },
  )
}

/** The link made when no e-mail can carry it, shown to the inviter once. */
type Shown = { email: string; link: string }

/**
 * E-mail it, or hand it back to be shown. The link starts with SITE_URL when set, else with the
 * origin the inviter is using: their own signed-in, same-origin post (requireAdmin checked it), never
 * a visitor's Host (docs/security.md, "Phish the admin through a notification").
 */
async function deliver(issued: Issued, request: Request) {
  const origin = getEnv().SITE_URL
    ? new URL(getEnv().SITE_URL!).origin
    : new URL(request.url).origin
  if (queueInvitationMail(issued, origin)) {
    return redirectWithMessage(PAGE, 'The invitation is on its way.')
  }
  const shown = { email: issued.invitation.email, link: invitationUrl(origin, issued.token) }
  return formReply({ status: 'success' }, 200, shown)
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readPostedForm(request)
  const [intent, target] = String(form.get('intent') ?? '').split(':')
  if (intent === RESEND_INTENT) {
    const id = parseId(target)
    const issued = attempt('Failed to invite', () =>
      id === null ? undefined : resendInvitation(id, admin),
    )
    if (!issued.ok) return formError(issued.error, 500)
    if (!issued.value) return formError('Invitation not found.', 404)
    return deliver(issued.value, request)
  }
  if (intent !== INVITE_INTENT) throw new Response('Unknown action', { status: 400 })
  const submission = parseWithZod(form, { schema: InviteSchema })
  if (submission.status !== 'success') {
    return formReply(submission.reply(), 400)
  }
  let issued: Issued
  try {
    issued = createInvitation(submission.value.email, admin)
  } catch (error) {
    // A member already, or an invitation waiting: the inviter's to see beside the field.
    if (error instanceof ConflictError) {
      return formReply(submission.reply({ fieldErrors: { email: [error.message] } }), 400)
    }
    console.error('Failed to invite:', error)
    return formError('Failed to invite', 500)
  }
  return deliver(issued, request)
}

export default function Team() {
  const { members, invitations, mailOn, error, message } = useLoaderData<typeof loader>()
  const actionData = useActionData<FormReply<Shown>>()
  const failed = formErrorOf(actionData)
  const location = useLocation()
  const t = useAdminT()
  const c = t.team
  return (
    <SettingsSection intro={c.intro} message={message} error={failed ?? error}>
      {actionData?.shown ? (
        <div
          role="status"
          className="space-y-2 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <h2 className="font-semibold">{c.linkHeading(actionData.shown.email)}</h2>
          <p>{c.linkIntro}</p>
          <code dir="ltr" data-testid="invitation-link" className="block [overflow-wrap:anywhere]">
            {actionData.shown.link}
          </code>
        </div>
      ) : null}
      <Invite
        key={actionData?.result.status === 'error' ? 'refused' : location.key}
        lastResult={actionData?.result}
        mailOn={mailOn}
      />
      <h2 className="text-lg font-semibold">{c.members}</h2>
      <DataTable
        columns={[c.columns.name, c.columns.email, c.columns.lastSignIn, c.columns.actions]}
        isEmpty={members.length === 0}
      >
        {members.map((m) => (
          <tr key={m.id}>
            <td className={cellClass}>
              <bdi>{m.name}</bdi>
              {m.you ? ` (${c.you})` : ''}
            </td>
            <td className={longTextCellClass}>
              <bdi dir="ltr">{m.email}</bdi>
            </td>
            <td className={cellClass}>{m.signedInAt ?? c.never}</td>
            <td className={cellClass}>
              <Link
                to={`${m.id}/remove`}
                preventScrollReset
                aria-label={c.removeLabel(m.name)}
                className="inline-flex items-center gap-1 text-red-700 underline dark:text-red-400"
              >
                <UserMinus aria-hidden className="h-4 w-4" />
                {c.remove}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
      <h2 className="text-lg font-semibold">{c.invitations}</h2>
      <DataTable
        columns={[c.columns.email, c.columns.invitedBy, c.columns.expires, c.columns.actions]}
        isEmpty={invitations.length === 0}
        empty={c.noInvitations}
      >
        {invitations.map((i) => (
          <tr key={i.id}>
            <td className={longTextCellClass}>
              <bdi dir="ltr">{i.email}</bdi>
            </td>
            <td className={cellClass}>
              <bdi>{i.invitedBy}</bdi>
            </td>
            <td className={cellClass}>{i.expires ?? c.expired}</td>
            <td className={cellClass}>
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <button
                  type="submit"
                  name="intent"
                  value={`${RESEND_INTENT}:${i.id}`}
                  aria-label={c.resendLabel(i.email)}
                  className="inline-flex items-center gap-1 underline"
                >
                  <Send aria-hidden className="h-4 w-4" />
                  {c.resend}
                </button>
                <Link
                  to={`invitations/${i.id}/revoke`}
                  preventScrollReset
                  aria-label={c.revokeLabel(i.email)}
                  className="inline-flex items-center gap-1 text-red-700 underline dark:text-red-400"
                >
                  <X aria-hidden className="h-4 w-4" />
                  {c.revoke}
                </Link>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </SettingsSection>
  )
}

function Invite({ lastResult, mailOn }: { lastResult?: FormResult; mailOn: boolean }) {
  const [form, fields] = useForm<{ email: string }>({ lastResult })
  const c = useAdminT().team
  return (
    <Form
      method="post"
      {...validatedFormProps(form)}
      aria-labelledby="invite"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="invite" className="text-lg font-semibold">
        {c.inviteHeading}
      </h2>
      <Field
        label={c.email}
        hint={c.emailHint}
        type="email"
        required
        dir="ltr"
        autoComplete="off"
        meta={fields.email}
      />
      {mailOn ? null : <p className="text-sm text-slate-600 dark:text-slate-300">{c.noMail}</p>}
      <button type="submit" name="intent" value={INVITE_INTENT} className={buttonClass('primary')}>
        <UserPlus aria-hidden className="h-4 w-4" />
        {c.invite}
      </button>
    </Form>
  )
}
