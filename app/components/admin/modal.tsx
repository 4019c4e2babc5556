// A dialog painted by the server over a list. The list route renders <Outlet />; a nested route
// (e.g. /admin/services/new, /admin/services/$id/edit, /admin/services/$id/delete) renders
// <Modal title=... closeTo="/admin/services">. Without JavaScript it is a page section with a
// close link; with JavaScript focus moves into it on open and Escape navigates to `closeTo`.
// `size="full"` is the editors' writing screen (editor-layout.tsx): the whole window, its save bar
// flush with the window's foot as in the smaller dialogs.
import { Link, useNavigate } from '@remix-run/react'
import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function Modal({
  title,
  closeTo,
  children,
  size = 'md',
}: {
  title: string
  /** The parent list URL: where the close link, Cancel and Escape go. */
  closeTo: string
  children: ReactNode
  size?: 'md' | 'lg' | 'full'
}) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const { message: m } = useAdminLanguage()

  useEffect(() => {
    const dialog = ref.current
    // The first field if there is one, else the dialog itself.
    const first = dialog?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), textarea, select',
    )
    ;(first ?? dialog)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeTo, { preventScrollReset: true })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [closeTo, navigate])

  const full = size === 'full'
  return (
    <div
      className={`fixed inset-0 z-50 !m-0 flex items-start justify-center overflow-y-auto ${full ? 'bg-white pb-4 sm:pb-8 dark:bg-slate-900' : 'bg-black/50 p-4 sm:p-8'}`}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative w-full ${full ? 'min-h-full' : `${size === 'lg' ? 'max-w-3xl' : 'max-w-xl'} rounded-lg shadow-xl`} bg-white p-6 focus:outline-none dark:bg-slate-900`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {m(title)}
          </h2>
          <Link
            to={closeTo}
            preventScrollReset
            className="rounded p-1 text-slate-500 dark:text-slate-400 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:text-white"
          >
            <X aria-hidden className="h-5 w-5" />
            <span className="sr-only">{m('Close')}</span>
          </Link>
        </div>
        {children}
      </div>
    </div>
  )
}
