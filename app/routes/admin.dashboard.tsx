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
import { replicationState } from '#app/ops/replica-process.server.ts'
import { replicaFilesState } from '#app/ops/replica-files.server.ts'
import { stoppedWebhooks } from '#app/models/webhook.server.ts'
import { getSettings } from '#app/models/settings.server.ts'
import { countBlogPosts } from '#app/models/blog.server.ts'
import { countProjects } from '#app/models/project.server.ts'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, (t) => t.dashboard.title)]

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
    // Replication to the backup server, when it is set up (app/ops/replica-process.server.ts).
    replication: replicationOnDashboard(),
    // Endpoints stopped after a day of failed deliveries (app/models/webhook-sender.server.ts).
    stoppedHooks: attempt('Failed to read the webhooks', stoppedWebhooks).value ?? [],
    errors: [blogPosts.error, projects.error, unread.error].filter((e) => e !== null),
  }
}

function replicationOnDashboard() {
  const state = replicationState()
  if (state.health === 'off') return null
  const files = replicaFilesState()
  return {
    health: state.health,
    behindMs: state.behindMs,
    sinceCopyMs: state.lastCopyAt === null ? null : Date.now() - state.lastCopyAt,
    files: { waiting: files.waiting, failing: files.failing },
  }
}

export default function Dashboard() {
  const {
    name,
    blogPosts,
    projects,
    unread,
    unseenSpam,
    mail,
    leadBudget,
    replication,
    stoppedHooks,
    errors,
  } = useLoaderData<typeof loader>()
  const { t, message } = useAdminLanguage()
  const d = t.dashboard
  // data-testid names a figure in English whatever the admin's language (the tests find it so).
  const stats = [
    { id: 'Total Blog Posts', label: d.totalPosts, value: blogPosts, icon: Newspaper },
    { id: 'Total Projects', label: d.totalProjects, value: projects, icon: FolderKanban },
  ]
  return (
    <section>
      <h1 className="text-2xl font-bold">{d.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{d.welcome(name || t.shell.admin)}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/admin/blogs/new" className={buttonClass()}>
          <PenLine aria-hidden className="h-4 w-4" />
          {d.newPost}
        </Link>
        <Link to="/admin/media" className={buttonClass('secondary')}>
          <Images aria-hidden className="h-4 w-4" />
          {d.media}
        </Link>
      </p>
      {leadBudget ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {d.leadBudget(leadBudget.limit, leadBudget.at)}
        </p>
      ) : null}
      {mail && !mail.configured ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {d.mailOff}
        </p>
      ) : null}
      {mail?.configured && !mail.contactEmail ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {d.mailNowhere}
        </p>
      ) : null}
      {mail?.configured && !mail.siteUrl ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {d.noSiteUrl}
        </p>
      ) : null}
      {stoppedHooks.map((hook) => (
        <p
          key={hook.id}
          role="note"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t.connections.stoppedNotice(hook.url)}{' '}
          <Link to="/admin/settings/connections" className="underline">
            {t.connections.title}
          </Link>
        </p>
      ))}
      {mail?.failed ? (
        <p
          role="note"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {d.mailFailed(mail.failed)}
        </p>
      ) : null}
      {replication ? <Replication {...replication} /> : null}
      {unseenSpam ? (
        <div className="mt-4 space-y-2">
          <UnseenSpam
            what={d.contactReceived}
            count={unseenSpam.contact}
            to="/admin/contact-messages?status=spam"
          />
          <UnseenSpam
            what={d.consultationsReceived}
            count={unseenSpam.consultation}
            to="/admin/consultations?status=spam"
          />
        </div>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold">{d.quickStats}</h2>
      {errors.map((error) => (
        <StatusMessage key={error} kind="error" className="mt-4">
          {message(error)}
        </StatusMessage>
      ))}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {stats.map(({ id, label, value, icon: Icon }) => (
          // A <dl>'s groups hold only <dt> and <dd>: the icon sits in the term.
          <div key={id} className="rounded-lg bg-white p-5 shadow-sm dark:bg-slate-900">
            <dt className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <Icon aria-hidden className="h-5 w-5 text-brand-600 dark:text-brand-400" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid={id}>
              {value ?? '–'}
            </dd>
          </div>
        ))}
      </dl>
      {unread ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">{d.leads}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {[
              {
                id: 'Unread messages',
                label: d.unreadMessages,
                count: unread.contact,
                to: '/admin/contact-messages',
              },
              {
                id: 'Unread consultation requests',
                label: d.unreadConsultations,
                count: unread.consultation,
                to: '/admin/consultations',
              },
            ].map(({ id, label, count, to }) => (
              <li key={to} className="rounded-lg bg-white p-5 shadow-sm dark:bg-slate-900">
                <Link
                  to={`${to}?status=new`}
                  className="block focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="text-sm text-slate-500 dark:text-slate-400">{label}</span>
                  <span className="block text-3xl font-bold" data-testid={id}>
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

function Replication({
  health,
  behindMs,
  sinceCopyMs,
  files,
}: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['replication']>) {
  const r = useAdminLanguage().t.dashboard.replication
  const tone =
    health === 'failing'
      ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
      : health === 'behind'
        ? 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        : 'bg-white text-slate-700 shadow-sm dark:bg-slate-900 dark:text-slate-200'
  const status =
    health === 'healthy'
      ? r.healthy(sinceCopyMs === null ? null : r.duration(sinceCopyMs))
      : health === 'starting'
        ? r.starting
        : health === 'behind'
          ? r.behind(r.duration(behindMs))
          : r.failing(behindMs > 0 ? r.duration(behindMs) : null)
  return (
    <section
      aria-labelledby="replication-title"
      data-testid="replication"
      data-health={health}
      className={`mt-4 rounded-md p-3 text-sm ${tone}`}
    >
      <h2 id="replication-title" className="font-semibold">
        {r.title}
      </h2>
      <p className="mt-1">{status}</p>
      {files.failing ? (
        <p className="mt-1">{r.filesFailing(files.failing)}</p>
      ) : files.waiting ? (
        <p className="mt-1">{r.filesWaiting(files.waiting)}</p>
      ) : null}
    </section>
  )
}
