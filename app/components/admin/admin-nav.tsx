// Every admin screen of the spec, in sidebar order. Managers added later only fill in their page.
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

export const ADMIN_NAV: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Manage Services', to: '/admin/services', icon: Wrench },
  { label: 'About', to: '/admin/about', icon: Info },
  { label: 'Projects', to: '/admin/projects', icon: FolderKanban },
  { label: 'Blogs', to: '/admin/blogs', icon: Newspaper },
  { label: 'Full blog', to: '/admin/full-blog', icon: BookOpen },
  { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuote },
  { label: 'Categories', to: '/admin/categories', icon: Tags },
  { label: 'Hero video', to: '/admin/hero-video', icon: Video },
  { label: 'Media library', to: '/admin/media', icon: Image },
  { label: 'Detailed services', to: '/admin/detailed-services', icon: ListChecks },
  { label: 'Detailed projects', to: '/admin/detailed-projects', icon: Briefcase },
  { label: 'Contact messages', to: '/admin/contact-messages', icon: Mail },
  { label: 'Consultations', to: '/admin/consultations', icon: CalendarCheck },
  { label: 'Site settings', to: '/admin/settings', icon: Settings },
  { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn },
  { label: 'Audit log', to: '/admin/audit', icon: ScrollText },
  { label: 'Trash', to: '/admin/trash', icon: Trash2 },
]

/** `badges`: a count beside an entry (the unread leads), by its address; 0 shows none. */
export function AdminNav({ badges = {} }: { badges?: Record<string, number> }) {
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
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
    </nav>
  )
}
