// E-mails that tell an account's owner that its security changed (two-factor sign-in turned on or
// off), so a change someone else made with a stolen session does not go unnoticed. Queued in the
// outbox like lead notifications (docs/decisions/013-mail-outbox.md), one per audit event: the
// outbox names the event's audit row as what the mail is about. Nothing is queued without SMTP.
import { eq } from 'drizzle-orm'
import { outbox, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { mailConfigured } from '#app/lib/mail.server.ts'
import { currentAddress } from '#app/lib/request-context.server.ts'
import { nudgeMailSender } from './outbox.server.ts'

export const NOTICE_PURPOSE = 'account-notice'

const IF_NOT_YOU = [
  'If this was not you, someone else holds your session or your password. Sign in, change your',
  'password (that signs out every other session and browser), and set up two-factor sign-in again',
  'with your own phone. If you cannot sign in, the operator can turn two-factor sign-in off with',
  '`agency-site reset-2fa --email <your address>` on the server.',
].join('\n')

/**
 * Queues a notice to the account's own address about the audit event `auditId`. Skipped when mail
 * is not configured, or the event was not recorded (the database refused it: nor would the mail be).
 */
export function queueAccountNotice(
  userId: number,
  auditId: number | null,
  { subject, what, now = Date.now() }: { subject: string; what: string; now?: number },
): void {
  if (auditId === null || !mailConfigured()) return
  const user = getDb().select().from(users).where(eq(users.id, userId)).get()
  if (!user) return
  const site = getEnv().SITE_URL ?? 'the site'
  const from = currentAddress()
  const when = new Date(now).toUTCString()
  const body = [
    `${what} for your account ${user.email} at ${site}, on ${when}${from ? ` from ${from}` : ''}.`,
    '',
    IF_NOT_YOU,
    '',
  ].join('\n')
  try {
    getDb()
      .insert(outbox)
      .values({
        purpose: NOTICE_PURPOSE,
        leadKind: 'audit',
        leadId: auditId,
        to: user.email,
        subject,
        body,
        nextAttemptAt: new Date(now),
      })
      .onConflictDoNothing()
      .run()
    queueMicrotask(nudgeMailSender)
  } catch (error) {
    // Like the audit row it follows: the change was made, and its maker is not told it failed.
    console.error('Could not queue the account notice:', error)
  }
}
