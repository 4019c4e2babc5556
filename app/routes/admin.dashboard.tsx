import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FolderKanban, Images, Newspaper, PenLine } from 'lucide-react'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { mailConfigured } from '#app/lib/mail.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { UnseenSpam } from '#app/components/admin/lead-marks.tsx'
import { countUnreadLeads } from '#app/models/leads.server.ts'
import { leadBudgetSpentAt } from '#app/models/lead-budget.server.ts'
import { countUnseenSpam } from '#app/models/spam-seen.server.ts'
import { outboxState } from '#app/models/outbox.server.ts'
import { getSettings } from '#app/models/settings.server.ts'
import { countBlogPosts } from '#app/models/blog.server.ts'
import { countProjects } from '#app/models/project.server.ts'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const blogPosts = attempt('Failed to fetch posts', () => countBlogPosts({ all: true }))
  const projects = attempt('Failed to fetch projects', () => countProjects({ all: true }))
  const unread = attempt('Failed to count unread messages', countUnreadLeads)
  const unseenSpam = attempt('Failed to count unread messages', () => ({
    contact: countUnseenSpam(admin.id, 'contact'),
    consultation: countUnseenSpam(admin.id, 'consultation'),
  }))
  return {
    name: admin.name,
    blogPosts: blogPosts.value ?? null,
    projects: projects.value ?? null,
    unread: unread.value ?? null,
    unseenSpam: unseenSpam.value ?? null,
    mail:
      attempt('Failed to read the outbox', () => ({
        configured: mailConfigured(),
        // Without SITE_URL, e-mails link to where an admin last signed in (mail-links.server.ts).
        siteUrl: getEnv().SITE_URL ?? null,
        contactEmail: getSettings().contactEmail,
        ...outboxState(),
      })).value ?? null,
    // The server-wide daily budget for leads refused one today (app/models/lead-budget.server.ts).
    leadBudget:
      attempt('Failed to fetch messages', () => {
        const at = leadBudgetSpentAt()
        return at && { at: at.toISOString().slice(11, 16), limit: getEnv().LEADS_DAILY_LIMIT }
      }).value ?? null,
    errors: [blogPosts.error, projects.error, unread.error].filter((e) => e !== null),
  }
}

export default function Dashboard() {
  const { name, blogPosts, projects, unread, unseenSpam, mail, leadBudget, errors } =
    useLoaderData<typeof loader>()
  const stats = [
    { label: 'Total Blog Posts', value: blogPosts, icon: Newspaper },
    { label: 'Total Projects', value: projects, icon: FolderKanban },
  ]
  return (
    <section>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Welcome back, {name || 'Admin'}! Manage your site&apos;s content from the menu.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/admin/blogs/new" className={buttonClass()}>
          <PenLine aria-hidden className="h-4 w-4" />
          New post
        </Link>
        <Link to="/admin/media" className={buttonClass('secondary')}>
          <Images aria-hidden className="h-4 w-4" />
          Media library
        </Link>
      </p>
      {leadBudget ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          Today&apos;s budget of {leadBudget.limit} messages and consultation requests was reached
          at {leadBudget.at} UTC: more are refused until midnight UTC. If these are real visitors,
          raise LEADS_DAILY_LIMIT (see the README); if not, the Spam folder holds what came.
        </p>
      ) : null}
      {mail && !mail.configured ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          E-mail notifications are off: new messages are only in the inbox. Set SMTP_URL and
          MAIL_FROM (see the README) to be told of each one.
        </p>
      ) : null}
      {mail?.configured && !mail.contactEmail ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          E-mail notifications have nowhere to go: add a contact e-mail in Site settings.
        </p>
      ) : null}
      {mail?.configured && !mail.siteUrl ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          SITE_URL is not set: notification e-mails link to the address you last signed in at. Set
          SITE_URL to the site&apos;s public address (see the README) so that their links always
          lead here.
        </p>
      ) : null}
      {mail?.failed ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {mail.failed} notification e-mail(s) could not be sent after repeated tries; the messages
          themselves are in the inbox.
        </p>
      ) : null}
      {unseenSpam ? (
        <div className="mt-4 space-y-2">
          <UnseenSpam
            what="Contact messages received"
            count={unseenSpam.contact}
            to="/admin/contact-messages?status=spam"
          />
          <UnseenSpam
            what="Consultation requests received"
            count={unseenSpam.consultation}
            to="/admin/consultations?status=spam"
          />
        </div>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold">Quick Stats</h2>
      {errors.map((error) => (
        <StatusMessage key={error} kind="error" className="mt-4">
          {error}
        </StatusMessage>
      ))}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {stats.map(({ label, value, icon: Icon }) => (
          // A <dl>'s groups hold only <dt> and <dd>: the icon sits in the term.
          <div key={label} className="rounded-lg bg-white p-5 shadow-sm dark:bg-slate-900">
            <dt className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <Icon aria-hidden className="h-5 w-5 text-brand-600 dark:text-brand-400" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid={label}>
              {value ?? '–'}
            </dd>
          </div>
        ))}
      </dl>
      {unread ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">Leads</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {[
              { label: 'Unread messages', count: unread.contact, to: '/admin/contact-messages' },
              {
                label: 'Unread consultation requests',
                count: unread.consultation,
                to: '/admin/consultations',
              },
            ].map(({ label, count, to }) => (
              <li key={to} className="rounded-lg bg-white p-5 shadow-sm dark:bg-slate-900">
                <Link
                  to={`${to}?status=new`}
                  className="block focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="text-sm text-slate-500 dark:text-slate-400">{label}</span>
                  <span className="block text-3xl font-bold" data-testid={label}>
                    {count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
