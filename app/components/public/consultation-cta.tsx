import { Link, useLocation } from '@remix-run/react'
import { pageWithModal } from '#app/components/forms/consultation-link.ts'
import { useT } from '#app/i18n/use-language.ts'

/**
 * The call to action that ends a case study and a service page: it opens the consultation form
 * over the page, as the floating button does (the modal lives in the address, so without
 * JavaScript the link reaches the same form, drawn by the server).
 */
export function ConsultationCta({ title, text }: { title: string; text: string }) {
  const location = useLocation()
  const t = useT()
  return (
    <aside
      aria-labelledby="cta-title"
      data-testid="consultation-cta"
      className="relative isolate mt-section overflow-hidden rounded-card bg-[#0a0c16] px-8 py-12 text-white shadow-lift sm:px-12 sm:py-16"
    >
      <div
        aria-hidden
        className="absolute -end-24 -top-24 -z-10 h-72 w-72 rounded-full bg-brand-600/60 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-28 end-24 -z-10 h-56 w-56 rounded-full bg-accent-500/40 blur-3xl"
      />
      <h2 id="cta-title" className="max-w-xl text-display-lg font-bold text-white">
        {title}
      </h2>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-200">{text}</p>
      <Link
        to={pageWithModal(location.pathname, location.search)}
        preventScrollReset
        className="mt-8 inline-flex items-center rounded-full bg-white px-7 py-3.5 font-semibold text-[#0f1222] transition hover:bg-brand-50"
      >
        {t.consultation.cta}
      </Link>
    </aside>
  )
}
