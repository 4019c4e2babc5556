// The frame of an admin list screen: its heading with the Add link, the flash message (with a link
// to the item just saved, when it has one) and the failure text, the table (children), and the
// Add/Edit/Delete modals painted over it (<Outlet/>).
import { Link, Outlet } from '@remix-run/react'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { Message } from '#app/lib/toast.server.ts'
import { ListSearch } from './list-search-box.tsx'
import { StatusMessage } from './status-message.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function ListScreen({
  heading,
  addLabel,
  message,
  error,
  searchable = false,
  children,
}: {
  /** The screen's name (its <h1>), or the heading itself. */
  heading: ReactNode
  addLabel: string
  message: Message | null
  error: string | null
  /** The list has a search box (its loader filters by `?q`: app/admin/list-search.server.ts). */
  searchable?: boolean
  children: ReactNode
}) {
  const { message: m } = useAdminLanguage()
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {typeof heading === 'string' ? (
          <h1 className="text-2xl font-bold">{m(heading)}</h1>
        ) : (
          heading
        )}
        <Link to="new" preventScrollReset className={buttonClass('primary')}>
          <Plus aria-hidden className="h-4 w-4" />
          {m(addLabel)}
        </Link>
      </div>
      {message ? (
        <StatusMessage kind={message.kind}>
          {m(message.text)}
          {message.link ? (
            <>
              {' '}
              <a href={message.link.href} className="underline underline-offset-4">
                {message.link.text}
              </a>
            </>
          ) : null}
        </StatusMessage>
      ) : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      {searchable ? <ListSearch /> : null}
      {children}
      <Outlet />
    </section>
  )
}
