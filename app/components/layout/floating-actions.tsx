import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { pageWithModal } from '#app/components/forms/consultation-link.ts'
import { useT } from '#app/i18n/use-language.ts'
import { usePageAddress } from './use-page-address.ts'

/**
 * Whether the site's footer is on screen: the floating buttons then shrink, so the footer's last
 * lines stay clear of them (the footer also keeps room for them at its bottom on phones).
 */
function useFooterInView() {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const footer = document.querySelector('footer')
    if (!footer || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) =>
      setInView(Boolean(entry?.isIntersecting)),
    )
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
  return inView
}

const buttonClass =
  'flex h-12 w-12 items-center justify-center rounded-full text-white shadow-lg transition-[width,height] group-data-[compact]:h-10 group-data-[compact]:w-10'

/**
 * Bottom-start: a chat link with the contact phone, and the button that opens the consultation form.
 * Side by side on phones (one row of height over the page), stacked from 768 px.
 */
export function FloatingActions({ phone }: { phone: string }) {
  const digits = phone.replace(/\D/g, '')
  const location = usePageAddress()
  const compact = useFooterInView()
  const t = useT()
  return (
    <aside
      aria-label={t.nav.quickContact}
      data-compact={compact ? '' : undefined}
      className="group fixed bottom-4 start-4 z-40 flex gap-3 md:flex-col"
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
