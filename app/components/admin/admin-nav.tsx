// Every admin screen, grouped in the sidebar: Content, Leads, Insights, Settings. Screens that a
// newcomer could not tell apart by name (the blog's two lists, the home page's cards and the pages
// of projects and services, the About page and the hero video) are one entry each, their screens
// tabs of it (SectionTabs, over the screen), so the menu is 13 entries and ends in view at
// 1440x900. Every screen keeps its address; an entry is current on any of its tabs' addresses.
// A content kind's screen stands where the registry's menu place says (db/kind-menu.ts): a tab of
// an entry here, or an entry of its own after Services; the entries themselves are written here.
import { Link, NavLink, useLocation } from '@remix-run/react'
import {
  Briefcase,
  CalendarCheck,
  ChartColumn,
  FileText,
  Image,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Newspaper,
  ScrollText,
  Settings,
  Trash2,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

import {
  KIND_MENU,
  MENU_KINDS,
  type MenuEntry,
  type MenuKind,
  type MenuText,
} from '#db/kind-menu.ts'
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

type NavKey = Exclude<keyof AdminDictionary['nav'], 'label' | 'groups' | 'unread' | 'tabs'>
type TabKey = Exclude<keyof AdminDictionary['nav']['tabs'], 'label'>
/** A dictionary's word, or a kind's own words in both languages (db/kind-menu.ts). */
type Label<Key> = Key | MenuText
type Tab = { label: Label<TabKey>; to: string }
type NavItem = {
  label: Label<NavKey>
  to: string
  icon: LucideIcon
  /** The screens the entry stands for, the first its own address. */
  tabs?: readonly Tab[]
}
type GroupKey = keyof AdminDictionary['nav']['groups']

/** An entry whose tabs are the kinds' screens placed in it (db/kind-menu.ts), then `after`. */
function entry(label: MenuEntry, icon: LucideIcon, after: readonly Tab[] = []): NavItem {
  const tabs = [
    ...MENU_KINDS.map((kind) => KIND_MENU[kind]).flatMap((place) =>
      'tabOf' in place && place.tabOf === label ? [{ label: place.text, to: place.list }] : [],
    ),
    ...after,
  ]
  return { label, to: tabs[0]!.to, icon, tabs }
}

// A kind with an entry of its own shows this icon unless it names one here.
const KIND_ICONS: Partial<Record<MenuKind, LucideIcon>> = { testimonial: MessageSquareQuote }
const KIND_ENTRIES: NavItem[] = MENU_KINDS.flatMap((kind) => {
  const place = KIND_MENU[kind]
  return 'ownEntry' in place
    ? [{ label: place.ownEntry, to: place.list, icon: KIND_ICONS[kind] ?? FileText }]
    : []
})

/** The menu in groups, each entry a screen of the spec (or of a later issue) or a set of them. */
export const ADMIN_NAV_GROUPS: ReadonlyArray<{ title: GroupKey | null; items: NavItem[] }> = [
  { title: null, items: [{ label: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard }] },
  {
    title: 'content',
    items: [
      entry('blog', Newspaper, [{ label: 'postsArabic', to: '/admin/full-blog' }]),
      entry('work', Briefcase),
      entry('services', Wrench),
      ...KIND_ENTRIES,
      entry('pages', FileText),
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

/** The words of a menu entry or tab in the admin's language. */
function useLabels() {
  const { t, language } = useAdminLanguage()
  return {
    t,
    entry: (label: Label<NavKey>) => (typeof label === 'string' ? t.nav[label] : label[language]),
    tab: (label: Label<TabKey>) =>
      typeof label === 'string' ? t.nav.tabs[label] : label[language],
  }
}

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`)

/** The entry a screen belongs to: its own address, or one of its tabs'. */
function isCurrent(item: NavItem, pathname: string) {
  return (item.tabs ?? [item]).some((tab) => under(pathname, tab.to))
}

/** `badges`: a count beside an entry (the unread leads), by its address; 0 shows none. */
export function AdminNav({ badges = {} }: { badges?: Record<string, number> }) {
  const { t, entry } = useLabels()
  const { pathname } = useLocation()
  return (
    <nav aria-label={t.nav.label} className="space-y-4">
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
            className="space-y-0.5"
            aria-labelledby={group.title ? `nav-${group.title}` : undefined}
          >
            {group.items.map((item) => {
              const { label, to, icon: Icon } = item
              const current = isCurrent(item, pathname)
              return (
                <li key={to}>
                  <Link
                    to={to}
                    aria-current={current ? 'page' : undefined}
                    aria-describedby={
                      badges[to] ? `badge-${to.slice(to.lastIndexOf('/') + 1)}` : undefined
                    }
                    prefetch="intent"
                    className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                      current
                        ? 'bg-brand-600 text-white'
                        : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                    }`}
                  >
                    <Icon aria-hidden className="h-4 w-4 shrink-0" />
                    {entry(label)}
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
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/**
 * The tabs of the entry the screen belongs to, over the screen (links that work without
 * JavaScript; the current one marked for screen readers); nothing for a screen of its own.
 */
export function SectionTabs() {
  const { t, entry, tab: say } = useLabels()
  const { pathname } = useLocation()
  const item = ADMIN_NAV_GROUPS.flatMap((g) => g.items).find(
    (i) => i.tabs && isCurrent(i, pathname),
  )
  if (!item?.tabs) return null
  return (
    <nav
      aria-label={t.nav.tabs.label(entry(item.label))}
      className="mb-6 border-b border-slate-200 dark:border-slate-800"
    >
      <ul className="flex flex-wrap gap-1">
        {item.tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              prefetch="intent"
              className={({ isActive }) =>
                `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`
              }
            >
              {say(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
