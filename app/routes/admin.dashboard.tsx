import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FolderKanban, Newspaper } from 'lucide-react'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { attempt } from '#app/lib/admin-failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { countBlogPosts, countProjects } from '#app/models/stats.server.ts'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const blogPosts = attempt('Failed to fetch posts', countBlogPosts)
  const projects = attempt('Failed to fetch projects', countProjects)
  return {
    name: admin.name,
    blogPosts: blogPosts.value ?? null,
    projects: projects.value ?? null,
    errors: [blogPosts.error, projects.error].filter((e) => e !== null),
  }
}

export default function Dashboard() {
  const { name, blogPosts, projects, errors } = useLoaderData<typeof loader>()
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
      <h2 className="mt-8 text-lg font-semibold">Quick Stats</h2>
      {errors.map((error) => (
        <StatusMessage key={error} kind="error" className="mt-4">
          {error}
        </StatusMessage>
      ))}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {stats.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="flex items-center gap-4 rounded-lg bg-white p-5 shadow-sm dark:bg-slate-900"
          >
            <Icon aria-hidden className="h-8 w-8 text-brand-600" />
            <div>
              <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-3xl font-bold" data-testid={label}>
                {value ?? '–'}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  )
}
