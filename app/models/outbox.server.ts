// Store first, then notify (docs/decisions/013-mail-outbox.md): a new lead's notification is a row
// written in the lead's own transaction; sendDueMail() sends what is due, with retries and backoff.
// A mail server that is down or slow never touches the visitor's submission, nothing is lost, and a
// restart resumes sending. At most one notification per lead (a unique index), never for spam.
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm'
import { outbox } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { mailConfigured, mailTransport } from '#app/lib/mail.server.ts'
import { outboxRunner, sendDue, type OutboxSender } from '#app/lib/outbox-runner.server.ts'
import { attributionLine, readAttribution } from '#app/analytics/lead-source.ts'
import { isolate } from '#app/lib/bidi.ts'
import { oneLine } from '#app/lib/text.ts'
import { leadMailHtml } from './lead-mail-layout.server.ts'
import { adminLinkLine } from './mail-links.server.ts'
import { getSettings } from './settings.server.ts'
import type { LeadKind, LeadRow } from './leads.server.ts'
import { messageOf } from '#app/lib/property.ts'

export const MAX_ATTEMPTS = 15

type Tx = Pick<Db, 'insert'>

const WHAT: Record<LeadKind, { noun: string; path: string; thanks: string }> = {
  contact: {
    noun: 'contact message',
    path: '/admin/contact-messages',
    thanks: 'Thank you for your message',
  },
  consultation: {
    noun: 'consultation request',
    path: '/admin/consultations',
    thanks: 'Thank you for your consultation request',
  },
}

/**
 * Queues the e-mails a new lead calls for, inside the caller's transaction: the notification to
 * the site's contact address (Site Settings), and, when CONFIRMATION_EMAIL is on, a note to the
 * visitor. Nothing is queued without SMTP settings or without a contact address to write to.
 */
export function queueLeadMail(tx: Tx, kind: LeadKind, lead: LeadRow) {
  if (!mailConfigured()) return
  const env = getEnv()
  const to = getSettings().contactEmail
  // Marked for the admin to judge (docs/security.md, "Spam"): a weak signal never hides a lead.
  const fast = lead.sentFast ? ' (sent unusually fast)' : ''
  const now = new Date()
  // Where it came from (issue 32), when the site's own form took it: "From: Google search, ...".
  const attribution = lead.attribution
    ? [attributionLine(readAttribution(lead.attribution)), '']
    : []
  const rows: Array<{
    purpose: string
    to: string
    replyTo: string | null
    subject: string
    body: string
    html?: string
  }> = []
  // One-line texts stay one line and never turn the site's own around (docs/security.md,
  // "People's text"): the door cleaned them already; a row kept before it did is cleaned here.
  const visitor = { ...lead, name: oneLine(lead.name), phone: lead.phone && oneLine(lead.phone) }
  if (to) {
    const name = isolate(visitor.name)
    const after = [
      ...attribution,
      ...(fast
        ? ['It was sent unusually fast after the form was shown, as bots do: it may be spam.', '']
        : []),
      adminLinkLine('Open it in the admin', `${WHAT[kind].path}/${lead.id}`),
      'Reply to this e-mail to answer them.',
    ]
    rows.push({
      purpose: 'notify',
      to,
      replyTo: lead.email,
      subject: `New ${WHAT[kind].noun} from ${name}${fast}`,
      body: [
        `${name} <${lead.email}>${visitor.phone ? `, ${visitor.phone}` : ''} wrote:`,
        '',
        lead.message,
        '',
        ...after,
      ].join('\n'),
      // A lead in the other direction is laid out in its own (issue 34).
      ...(lead.language === 'ar'
        ? { html: leadMailHtml({ ...visitor, language: 'ar', after }) }
        : {}),
    })
  }
  if (env.CONFIRMATION_EMAIL) {
    rows.push({
      purpose: 'confirm',
      to: lead.email,
      replyTo: to || null,
      subject: WHAT[kind].thanks,
      body: `Hello ${isolate(visitor.name)},\n\nwe got your message and will get back to you soon.\n`,
    })
  }
  for (const row of rows) {
    tx.insert(outbox)
      .values({ ...row, leadKind: kind, leadId: lead.id, nextAttemptAt: now })
      .onConflictDoNothing()
      .run()
  }
  if (rows.length > 0) queueMicrotask(nudgeMailSender)
}

type Mail = typeof outbox.$inferSelect

/** The lead e-mails, sent through the outbox runner (app/lib/outbox-runner.server.ts). */
function mailSender(transport: NonNullable<ReturnType<typeof mailTransport>>): OutboxSender<Mail> {
  return {
    due: (now, limit) =>
      getDb()
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lte(outbox.nextAttemptAt, now),
            sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .all(),
    attempts: (mail) => mail.attempts,
    async send(mail) {
      await transport.sendMail({
        from: getEnv().MAIL_FROM,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      })
    },
    sent(mail, _result, now) {
      getDb()
        .update(outbox)
        .set({ sentAt: now, attempts: mail.attempts + 1, lastError: null })
        .where(eq(outbox.id, mail.id))
        .run()
    },
    // Given up once it has failed MAX_ATTEMPTS times (about nine hours): `due` skips it from then.
    failed(mail, { error, attempts, retryAt }) {
      getDb()
        .update(outbox)
        .set({
          attempts,
          nextAttemptAt: retryAt,
          lastError: messageOf(error).slice(0, 500),
        })
        .where(eq(outbox.id, mail.id))
        .run()
    },
  }
}

/** Sends what is due, oldest first; a failure waits longer each time (30 s doubling, up to 1 h). */
export async function sendDueMail(now = new Date()): Promise<{ sent: number; failed: number }> {
  const transport = mailTransport()
  if (!transport) return { sent: 0, failed: 0 }
  return sendDue(mailSender(transport), now)
}

/** Mail not yet sent: waiting (will be tried again) and given up (after MAX_ATTEMPTS). */
export function outboxState() {
  const pending = (where: ReturnType<typeof and>) =>
    getDb().select({ n: count() }).from(outbox).where(where).get()?.n ?? 0
  return {
    waiting: pending(and(isNull(outbox.sentAt), sql`${outbox.attempts} < ${MAX_ATTEMPTS}`)),
    failed: pending(and(isNull(outbox.sentAt), sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`)),
  }
}

const runner = outboxRunner(() => sendDueMail(), {
  failed: (n) => `Mail: ${n} could not be sent; they will be tried again.`,
  unreadable: (error) => `Mail: the outbox could not be read: ${String(error)}`,
})

/**
 * Sends due mail every 15 s, and soon after a lead is queued. One loop per process, started by
 * the server (server/serve.mjs) and stopped with it.
 */
export function startMailSender(log: (line: string) => void = console.log) {
  if (!mailConfigured())
    log('E-mail notifications are off: no SMTP settings (README, "Environment").')
  runner.start(log)
  return stopMailSender
}

/** A mail was just queued (a lead, an account notice): send within a moment, not at the next tick. */
export const nudgeMailSender = () => runner.nudge()

export const stopMailSender = () => runner.stop()
