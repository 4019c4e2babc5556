import { Link, useNavigate } from '@remix-run/react'
import { usePageAddress } from '#app/components/layout/use-page-address.ts'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useEffect, useRef } from 'react'
import { pageWithoutModal } from './consultation-link.ts'
import { ConsultationForm } from './consultation-form.tsx'
import { useT } from '#app/i18n/use-language.ts'

/**
 * The consultation modal, painted by the public layout whenever ?consultation= is in the address,
 * so it opens and closes with plain links and works without JavaScript. With JavaScript, focus
 * moves into it, Tab stays inside, and Escape closes it.
 */
export function ConsultationModal({ sent }: { sent: boolean }) {
  const location = usePageAddress()
  const navigate = useNavigate()
  const dialog = useRef<HTMLDivElement>(null)
  const t = useT()
  const closeTo = pageWithoutModal(location.pathname, location.search)

  useEffect(() => {
    const node = dialog.current
    if (!node) return
    const { activeElement } = document
    const previous = activeElement instanceof HTMLElement ? activeElement : null
    node.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        navigate(closeTo, { preventScrollReset: true })
      } else if (event.key === 'Tab') {
        const focusable = Array.from(
          node.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, textarea'),
        ).filter((el) => el.tabIndex >= 0 && el.getAttribute('type') !== 'hidden')
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last?.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [closeTo, navigate])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/60 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consultation-title"
        className="relative w-full max-w-lg rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <Link
          to={closeTo}
          preventScrollReset
          aria-label={t.consultation.close}
          title={t.consultation.close}
          className="absolute end-4 top-4 rounded p-1 text-slate-500 dark:text-slate-400 hover:text-slate-900 dark:hover:text-white"
        >
          <SpriteIcon name="X" aria-hidden className="h-5 w-5" />
        </Link>
        <h2 id="consultation-title" className="mb-1 text-2xl font-bold">
          {t.consultation.title}
        </h2>
        <p className="mb-6 text-slate-600 dark:text-slate-300">{t.consultation.intro}</p>
        <ConsultationForm returnTo={closeTo} sent={sent} />
      </div>
    </div>
  )
}
