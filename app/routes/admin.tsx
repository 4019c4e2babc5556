// The admin shell: sidebar (a slide-in drawer below lg, driven by a checkbox so it works without
// JavaScript), a header with the admin's name and Logout, and the screen in the middle.
// This loader is a convenience for the header; every child guards its own loader and action.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { ExternalLink, LogOut, Menu, X } from 'lucide-react'
import { AdminNav, SectionTabs } from '#app/components/admin/admin-nav.tsx'
import { InAdminLayout } from '#app/components/admin/admin-error.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { countUnreadLeads } from '#app/models/leads.server.ts'
import { ContentDirection, FieldMessages } from '#app/components/ui/field-context.ts'
import { useFieldValidity } from '#app/components/ui/use-field-validity.ts'
import { metaAdminT, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { directionOf } from '#app/i18n/languages.ts'
import { useDefaultLanguage } from '#app/i18n/use-language.ts'

export const meta: MetaFunction = (args) => [
  { title: metaAdminT(args).shell.title },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  // Unread leads show beside their inbox in the menu; a failing count only hides the badge.
  const unread = attempt('Failed to count unread messages', countUnreadLeads).value ?? null
  return { name: admin.name, unread }
}

type Unread = ReturnType<typeof countUnreadLeads> | null
const INBOXES = ['/admin/contact-messages', '/admin/consultations']
const inInbox = (url: URL) =>
  INBOXES.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))

// Opening a lead marks it read (app/admin/inbox.server.ts, leadLoader), so the badges are counted
// again on every move in and out of an inbox, not only after a form post.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || inInbox(currentUrl) || inInbox(nextUrl)

/**
 * The freshest unread counts: an opened lead's loader counts after marking it read, while this
 * layout's loader runs beside it and may count before; so the deepest screen that counted wins.
 */
function useUnread(own: Unread): Unread {
  for (const match of [...useMatches()].reverse()) {
    const data = match.data as { unread?: Unread } | undefined
    if (data && typeof data === 'object' && 'unread' in data && data.unread) return data.unread
  }
  return own
}

const DRAWER = 'admin-drawer'

export default function AdminLayout() {
  const { name, unread: counted } = useLoaderData<typeof loader>()
  const unread = useUnread(counted)
  const location = useLocation()
  const { t, message } = useAdminLanguage()
  useFieldValidity(message)
  const contentDirection = directionOf(useDefaultLanguage())
  return (
    // Fields' messages (written in English by the models) are shown in the admin's language; a
    // text field is typed in its content's direction (the site's default language's).
    <FieldMessages.Provider value={message}>
      <ContentDirection.Provider value={contentDirection}>
        <div className="group/shell min-h-screen bg-slate-50 dark:bg-slate-950 lg:flex">
          <label
            htmlFor={DRAWER}
            aria-hidden
            className="fixed inset-0 z-30 hidden bg-black/50 group-has-[#admin-drawer:checked]/shell:block lg:!hidden"
          />
          <aside
            id="admin-sidebar"
            className="fixed inset-y-0 start-0 z-40 w-64 -translate-x-full overflow-y-auto bg-slate-900 p-4 transition-transform duration-200 group-has-[#admin-drawer:checked]/shell:translate-x-0 motion-reduce:transition-none rtl:translate-x-full rtl:group-has-[#admin-drawer:checked]/shell:translate-x-0 lg:sticky lg:top-0 lg:h-screen lg:shrink-0 lg:translate-x-0 lg:rtl:translate-x-0"
          >
            <div className="mb-6 flex items-center justify-between">
              <span className="text-lg font-bold text-white">{t.shell.panel}</span>
              <label
                htmlFor={DRAWER}
                className="cursor-pointer rounded p-1 text-slate-300 hover:text-white lg:hidden"
              >
                <X aria-hidden className="h-5 w-5" />
                <span className="sr-only">{t.shell.closeMenu}</span>
              </label>
            </div>
            <AdminNav
              badges={{
                '/admin/contact-messages': unread?.contact ?? 0,
                '/admin/consultations': unread?.consultation ?? 0,
              }}
            />
          </aside>
          <div className="flex min-h-screen flex-1 flex-col">
            <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
              {/* Remounted on every navigation, so the drawer closes once a link is followed. */}
              <input
                key={location.key}
                id={DRAWER}
                type="checkbox"
                className="peer sr-only lg:hidden"
              />
              <label
                htmlFor={DRAWER}
                className="cursor-pointer rounded-md p-2 text-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 dark:text-slate-200 lg:hidden"
              >
                <Menu aria-hidden className="h-5 w-5" />
                <span className="sr-only">{t.shell.menu}</span>
              </label>
              <a
                href="/"
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                <span className="sr-only sm:not-sr-only">{t.shell.viewSite}</span>
                <ExternalLink aria-hidden className="h-4 w-4" />
                <span className="sr-only">{t.shell.newTab}</span>
              </a>
              <p className="ms-auto text-sm">
                {t.shell.signedInAs} <bdi className="font-semibold">{name || t.shell.admin}</bdi>
              </p>
              <Link to="/admin/account" className="text-sm underline-offset-2 hover:underline">
                {t.shell.account}
              </Link>
              {/* A resource route: reached by a document request, as it has no data twin. */}
              <Form method="post" action="/admin/logout" reloadDocument>
                <button
                  type="submit"
                  className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <LogOut aria-hidden className="h-4 w-4" />
                  {t.shell.logout}
                </button>
              </Form>
            </header>
            <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
              <SectionTabs />
              {/* An error in a screen is drawn inside the layout (admin-error.tsx). */}
              <InAdminLayout.Provider value={true}>
                <Outlet />
              </InAdminLayout.Provider>
            </main>
          </div>
        </div>
      </ContentDirection.Provider>
    </FieldMessages.Provider>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
