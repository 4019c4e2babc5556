// Site Settings' sections, one screen each (/admin/settings, /admin/settings/redirects,
// /admin/settings/connections, /admin/settings/team): links that
// work without JavaScript, the current one marked for screen readers; and the frame of the
// sections after the first.
import { NavLink } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { StatusMessage } from './status-message.tsx'

const TABS = [
  { to: '/admin/settings', label: 'general' },
  { to: '/admin/settings/redirects', label: 'redirects' },
  { to: '/admin/settings/connections', label: 'connections' },
  { to: '/admin/settings/team', label: 'team' },
] as const

export function SettingsTabs() {
  const t = useAdminT().settingsTabs
  return (
    <nav aria-label={t.label} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`
              }
            >
              {t[tab.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A section after the first (redirects, connections, team): the tabs, its intro, what the last post
 * did (`message`, from readMessage) and what went wrong, then its own content.
 */
export function SettingsSection({
  intro,
  message,
  error,
  children,
}: {
  intro: string
  message?: { kind: 'success' | 'error'; text: string } | null
  error?: string | null
  children: ReactNode
}) {
  const t = useAdminT()
  return (
    <section className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">{t.settings.title}</h1>
      <SettingsTabs />
      <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      {children}
    </section>
  )
}
