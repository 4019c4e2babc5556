// Every admin screen, grouped in the sidebar: Content, Leads, Insights, Settings (issue 33).
import { NavLink } from '@remix-run/react'
import {
  BookOpen,
  Briefcase,
  CalendarCheck,
  ChartColumn,
  FolderKanban,
  Image,
  Info,
  LayoutDashboard,
  ListChecks,
  Mail,
  MessageSquareQuote,
  Newspaper,
  ScrollText,
  Settings,
  Tags,
  Trash2,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type NavKey = Exclude<keyof AdminDictionary['nav'], 'label' | 'groups' | 'unread'>
type NavItem = { label: NavKey; to: string; icon: LucideIcon }
type GroupKey = keyof AdminDictionary['nav']['groups']

/** The menu in groups, each entry a screen of the spec (or of a later issue), its words kept. */
export const ADMIN_NAV_GROUPS: ReadonlyArray<{ title: GroupKey | null; items: NavItem[] }> = [
  { title: null, items: [{ label: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard }] },
  {
    title: 'content',
    items: [
      { label: 'blogs', to: '/admin/blogs', icon: Newspaper },
      { label: 'fullBlog', to: '/admin/full-blog', icon: BookOpen },
      { label: 'projects', to: '/admin/projects', icon: FolderKanban },
      { label: 'detailedProjects', to: '/admin/detailed-projects', icon: Briefcase },
      { label: 'services', to: '/admin/services', icon: Wrench },
      { label: 'detailedServices', to: '/admin/detailed-services', icon: ListChecks },
      { label: 'testimonials', to: '/admin/testimonials', icon: MessageSquareQuote },
      { label: 'categories', to: '/admin/categories', icon: Tags },
      { label: 'about', to: '/admin/about', icon: Info },
      { label: 'heroVideo', to: '/admin/hero-video', icon: Video },
      { label: 'media', to: '/admin/media', icon: Image },
      { label: 'trash', to: '/admin/trash', icon: Trash2 },
    ],
  },
  {
    title: 'leads',
    items: [
      { label: 'contactMessages', to: '/admin/contact-messages', icon: Mail },
      { label: 'consultations', to: '/admin/consultations', icon: CalendarCheck },
    ],
  },
  {
    title: 'insights',
    items: [
      { label: 'analytics', to: '/admin/analytics', icon: ChartColumn },
      { label: 'audit', to: '/admin/audit', icon: ScrollText },
    ],
  },
  {
    title: 'settings',
    items: [{ label: 'settings', to: '/admin/settings', icon: Settings }],
  },
]

/** `badges`: a count beside an entry (the unread leads), by its address; 0 shows none. */
export function AdminNav({ badges = {} }: { badges?: Record<string, number> }) {
  const t = useAdminT()
  return (
    <nav aria-label={t.nav.label} className="space-y-5">
      {ADMIN_NAV_GROUPS.map((group) => (
        <div key={group.title ?? 'top'}>
          {group.title ? (
            <p
              id={`nav-${group.title}`}
              className="mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400"
            >
              {t.nav.groups[group.title]}
            </p>
          ) : null}
          <ul
            className="space-y-1"
            aria-labelledby={group.title ? `nav-${group.title}` : undefined}
          >
            {group.items.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  aria-describedby={
                    badges[to] ? `badge-${to.slice(to.lastIndexOf('/') + 1)}` : undefined
                  }
                  prefetch="intent"
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                      isActive
                        ? 'bg-brand-600 text-white'
                        : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                    }`
                  }
                >
                  <Icon aria-hidden className="h-4 w-4 shrink-0" />
                  {t.nav[label]}
                  {badges[to] ? (
                    // The link's name stays its label; screen readers hear the count as its description.
                    <>
                      <span
                        aria-hidden
                        className="ms-auto rounded-full bg-brand-700 px-2 text-xs font-semibold text-white"
                      >
                        {badges[to]}
                      </span>
                      <span id={`badge-${to.slice(to.lastIndexOf('/') + 1)}`} hidden>
                        {t.nav.unread(badges[to])}
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
