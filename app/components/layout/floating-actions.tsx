import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { pageWithModal } from '#app/components/forms/consultation-link.ts'
import { useT } from '#app/i18n/use-language.ts'
import { usePageAddress } from './use-page-address.ts'

/**
 * Whether the site's footer is on screen: the floating buttons then shrink, so the footer's last
 * lines stay clear of them (the footer also keeps room for them at its bottom below 1280 px).
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

/**
 * Whether the buttons tuck away below the screen (below 1280 px): while the visitor reads down the page, so
 * they never sit over the text being read, and while the footer is on screen but its end is not
 * (its links would be under them); they come back when the visitor scrolls up, and at the page's
 * end, where the footer keeps room for them. From 1280 px they stay: the page's margin holds them.
 */
function useTucked(footerInView: boolean) {
  const [tucked, setTucked] = useState(false)
  const footer = useRef(footerInView)
  footer.current = footerInView
  useEffect(() => {
    const narrow = window.matchMedia('(max-width: 1279.98px)')
    let last = window.scrollY
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        const y = window.scrollY
        const end = y + window.innerHeight >= document.documentElement.scrollHeight - 4
        if (Math.abs(y - last) < 8 && !end) return
        const readingDown = y > last && y > 120
        setTucked(narrow.matches && !end && (readingDown || footer.current))
        last = y
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return tucked
}

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
  const compact = useFooterInView()
  const tucked = useTucked(compact)
  const t = useT()
  return (
    <aside
      aria-label={t.nav.quickContact}
      data-compact={compact ? '' : undefined}
      data-tucked={tucked ? '' : undefined}
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
