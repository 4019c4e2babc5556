import { Link } from '@remix-run/react'
import type { SocialLink } from '#app/models/settings.server.ts'
import { SocialIcon } from '#app/components/social-icon.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'
import { CONTACT_HREF, NAV_LINKS } from './nav-links.ts'

const QUICK_LINKS = [...NAV_LINKS, { to: CONTACT_HREF, label: 'contact' } as const]

export function SiteFooter({ socialMedia, year }: { socialMedia: SocialLink[]; year: number }) {
  const { t, localize } = useLanguage()
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-page gap-8 px-gutter py-14 md:grid-cols-3">
        <div>
          <Link to={localize('/')} aria-label={t.nav.home} className="inline-block rounded">
            <img src="/logo.svg" alt="" width={48} height={48} className="h-12 w-12" />
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t.nav.brandLine}</p>
        </div>
        <nav aria-label={t.nav.quickLinks}>
          <h2 className="text-sm font-semibold uppercase tracking-wide">{t.nav.quickLinks}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <a
                  href={localize(l.to)}
                  className="rounded hover:text-brand-600 dark:hover:text-brand-400"
                >
                  {t.nav[l.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {socialMedia.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide">{t.nav.followUs}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {socialMedia.map((s, i) => (
                <li key={`${s.platform}-${i}`}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.platform}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-700 shadow hover:text-brand-600 dark:bg-slate-800 dark:text-slate-200"
                  >
                    <SocialIcon platform={s.platform} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-t border-line pb-20 pt-4 text-center text-sm text-ink-muted xl:pb-4">
        © <span data-testid="copyright-year">{year}</span> {t.nav.rights}
      </p>
    </footer>
  )
}
