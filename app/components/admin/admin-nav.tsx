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

type NavItem = { label: string; to: string; icon: LucideIcon }

/** The menu in groups, each entry a screen of the spec (or of a later issue), its words kept. */
export const ADMIN_NAV_GROUPS: ReadonlyArray<{ title: string | null; items: NavItem[] }> = [
  { title: null, items: [{ label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard }] },
  {
    title: 'Content',
    items: [
      { label: 'Blogs', to: '/admin/blogs', icon: Newspaper },
      { label: 'Full blog', to: '/admin/full-blog', icon: BookOpen },
      { label: 'Projects', to: '/admin/projects', icon: FolderKanban },
      { label: 'Detailed projects', to: '/admin/detailed-projects', icon: Briefcase },
      { label: 'Manage Services', to: '/admin/services', icon: Wrench },
      { label: 'Detailed services', to: '/admin/detailed-services', icon: ListChecks },
      { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuote },
      { label: 'Categories', to: '/admin/categories', icon: Tags },
      { label: 'About', to: '/admin/about', icon: Info },
      { label: 'Hero video', to: '/admin/hero-video', icon: Video },
      { label: 'Media library', to: '/admin/media', icon: Image },
      { label: 'Trash', to: '/admin/trash', icon: Trash2 },
    ],
  },
  {
    title: 'Leads',
    items: [
      { label: 'Contact messages', to: '/admin/contact-messages', icon: Mail },
      { label: 'Consultations', to: '/admin/consultations', icon: CalendarCheck },
    ],
  },
  {
    title: 'Insights',
    items: [
      { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn },
      { label: 'Audit log', to: '/admin/audit', icon: ScrollText },
    ],
  },
  {
    title: 'Settings',
    items: [{ label: 'Site settings', to: '/admin/settings', icon: Settings }],
  },
]

/** `badges`: a count beside an entry (the unread leads), by its address; 0 shows none. */
export function AdminNav({ badges = {} }: { badges?: Record<string, number> }) {
  return (
    <nav aria-label="Admin" className="space-y-5">
      {ADMIN_NAV_GROUPS.map((group) => (
        <div key={group.title ?? 'top'}>
          {group.title ? (
            <p
              id={`nav-${group.title.toLowerCase()}`}
              className="mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400"
            >
              {group.title}
            </p>
          ) : null}
          <ul
            className="space-y-1"
            aria-labelledby={group.title ? `nav-${group.title.toLowerCase()}` : undefined}
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
                  {label}
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
                        {badges[to]} unread
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
