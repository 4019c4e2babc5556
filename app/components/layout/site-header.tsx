import { Link, NavLink, useLocation } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useEffect, useRef } from 'react'
import { useLanguage } from '#app/i18n/use-language.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { CONTACT_HREF, inSection, NAV_LINKS } from './nav-links.ts'
import { ThemeToggle } from './theme-toggle.tsx'
import { useContactLink } from './use-contact-link.ts'

const SHRINK_RANGE_PX = 50

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav-link rounded px-1 font-medium transition-colors hover:text-brand-600 dark:hover:text-brand-400 ${
    isActive ? 'text-brand-600 dark:text-brand-400' : ''
  }`

export function SiteHeader() {
  const header = useRef<HTMLElement>(null)
  const menu = useRef<HTMLDetailsElement>(null)
  const closeMenu = () => menu.current?.removeAttribute('open')
  const onContact = useContactLink(closeMenu)
  const { t, localize } = useLanguage()
  const { pathname } = useLocation()

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const shrink = Math.min(window.scrollY, SHRINK_RANGE_PX) / SHRINK_RANGE_PX
      header.current?.style.setProperty('--shrink', shrink.toFixed(3))
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  // The site search (docs/search.md): a plain GET form (no client code of its own: a search loads
  // the results page), kept small as every public page loads it (README, "Speed"), shown in the
  // desktop nav and atop the mobile menu (one element, two places); the server reads a query's
  // first 100 characters, so the field needs no limit of its own.
  const searchBox = (
    <form role="search" aria-label={t.search} action={localize('/search')} className="flex">
      <input
        type="search"
        name="q"
        aria-label={t.search}
        placeholder={t.search}
        className="w-28 rounded-s border border-line bg-transparent px-2 text-sm"
      />
      <button aria-label={t.search} className="rounded-e border border-s-0 border-line px-2">
        <SpriteIcon name="Search" className="h-4 w-4" />
      </button>
    </form>
  )

  // The header is fixed over a spacer of its full height: as it shrinks, nothing under it moves. (It
  // was sticky, in the flow: a page hydrated after a visitor had scrolled jumped up 64 px under a
  // finger about to tap, and a tap meant for a card's link landed on the section around it.)
  return (
    <>
      <div aria-hidden className="site-header-space" />
      <header
        ref={header}
        className="site-header fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90"
      >
        <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-gutter">
          <Link to={localize('/')} aria-label={t.nav.home} className="shrink-0 rounded">
            <img src="/logo.svg" alt="" className="site-logo w-auto" width={80} height={80} />
          </Link>

          <nav
            aria-label={t.nav.main}
            className="hidden items-center gap-4 whitespace-nowrap md:flex lg:gap-6"
          >
            {NAV_LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={localize(l.to)}
                end={l.to === '/'}
                prefetch="intent"
                className={({ isActive }) =>
                  linkClass({ isActive: isActive || inSection(l, pathname) })
                }
              >
                {t.nav[l.label]}
              </NavLink>
            ))}
            <a
              href={localize(CONTACT_HREF)}
              onClick={onContact}
              className={linkClass({ isActive: false })}
            >
              {t.nav.contact}
            </a>
            {searchBox}
            <LanguageSwitcher />
            <ThemeToggle />
          </nav>

          <div className="flex items-center gap-2 md:hidden">
            <LanguageSwitcher />
            <ThemeToggle />
            {/* <details> opens and closes without JavaScript; with it, choosing a link closes it. */}
            <details ref={menu} className="group">
              <summary
                aria-label={t.nav.menu}
                className="flex cursor-pointer list-none items-center rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              >
                <SpriteIcon name="Menu" aria-hidden className="h-6 w-6 group-open:hidden" />
                <SpriteIcon name="X" aria-hidden className="hidden h-6 w-6 group-open:block" />
              </summary>
              <nav
                aria-label={t.nav.mobile}
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
              >
                <div className="py-3">{searchBox}</div>
                <ul className="flex flex-col">
                  {NAV_LINKS.map((l) => (
                    <li key={l.to}>
                      <NavLink
                        to={localize(l.to)}
                        end={l.to === '/'}
                        onClick={closeMenu}
                        className={({ isActive }) =>
                          `block rounded px-2 py-3 font-medium ${isActive || inSection(l, pathname) ? 'text-brand-600 dark:text-brand-400' : ''}`
                        }
                      >
                        {t.nav[l.label]}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <a
                      href={localize(CONTACT_HREF)}
                      onClick={onContact}
                      className="block rounded px-2 py-3 font-medium"
                    >
                      {t.nav.contact}
                    </a>
                  </li>
                </ul>
              </nav>
            </details>
          </div>
        </div>
      </header>
    </>
  )
}
