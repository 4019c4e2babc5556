// Site Settings' sections, one screen each (/admin/settings, /admin/settings/redirects,
// /admin/settings/connections, /admin/settings/team): links that
// work without JavaScript, the current one marked for screen readers.
import { NavLink } from '@remix-run/react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

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
