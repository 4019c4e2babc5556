import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { pageWithModal } from '#app/components/forms/consultation-link.ts'
import { useT } from '#app/i18n/use-language.ts'
import { usePageAddress } from './use-page-address.ts'

const buttonClass =
  'flex h-12 w-12 items-center justify-center rounded-full text-white shadow-lg transition-[width,height] group-data-[compact]:h-10 group-data-[compact]:w-10'

/**
 * Bottom-start: a chat link with the contact phone, and the button that opens the consultation form.
 * On phones they sit side by side on a bar of the page's own surface across the screen's bottom, so
 * they never float over the text being read: the text passes behind the bar as it does behind the
 * sticky header, the bar tucks away while the visitor reads down, and the footer keeps room for it
 * at the page's end. Tablets and small laptops have the bar too: their margin (the gutter, 40 px at
 * most) is narrower than the buttons, which covered the start of the text there. From 1280 px they
 * float, stacked, in the page's margin.
 */
export function FloatingActions({ phone }: { phone: string }) {
  const digits = phone.replace(/\D/g, '')
  const location = usePageAddress()
  const t = useT()
  const bar = useRef<HTMLElement>(null)
  // How the bar shrinks and tucks away as the visitor scrolls (floating-bar.ts) loads once the
  // page is interactive: the buttons work before it, and the page's scripts stay small.
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    void import('./floating-bar.ts').then(({ watchFloatingBar }) => {
      if (!gone && bar.current) stop = watchFloatingBar(bar.current)
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [])
  return (
    <aside
      ref={bar}
      aria-label={t.nav.quickContact}
      className="group fixed inset-x-0 bottom-0 z-40 flex gap-3 border-t border-line bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur transition-transform duration-200 [&[data-tucked]:not(:focus-within)]:translate-y-full motion-reduce:transition-none xl:inset-x-auto xl:bottom-4 xl:start-4 xl:flex-col xl:border-0 xl:bg-transparent xl:p-0 xl:backdrop-blur-none"
    >
      {digits ? (
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.nav.chat}
          title={t.nav.chat}
          className={`${buttonClass} bg-emerald-500 hover:bg-emerald-600`}
        >
          <SpriteIcon name="MessageCircle" aria-hidden className="h-6 w-6" />
        </a>
      ) : null}
      <Link
        to={pageWithModal(location.pathname, location.search)}
        preventScrollReset
        aria-label={t.consultation.label}
        title={t.consultation.label}
        className={`${buttonClass} bg-brand-600 hover:bg-brand-700`}
      >
        <SpriteIcon name="CalendarCheck" aria-hidden className="h-6 w-6" />
      </Link>
    </aside>
  )
}
