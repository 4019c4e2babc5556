import { Outlet, useLoaderData, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { CONSULTATION_PARAM } from '#app/components/forms/consultation-link.ts'
import { ConsultationModal as ModalOnServer } from '#app/components/forms/consultation-modal.tsx'
import { FloatingActions } from '#app/components/layout/floating-actions.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { useT } from '#app/i18n/use-language.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from '#app/lib/env.server.ts'
import { siteOrigin } from '#app/lib/site-url.server.ts'
import { publicReplyNotes, publicSettings } from '#app/site/public-settings.server.ts'

// The modal's code loads only when a visitor opens it: most pages never show it. The server
// renders it in place at once (a page without JavaScript has nothing to move it there later); the
// browser hydrates that markup as soon as the code arrives.
const ConsultationModal = import.meta.env.SSR
  ? ModalOnServer
  : lazy(() =>
      import('#app/components/forms/consultation-modal.tsx').then((m) => ({
        default: m.ConsultationModal,
      })),
    )

// The beacon draws nothing and counts only what the server did not see served (client-side
// navigations, a page fetched ahead): its code loads once the page is interactive, so no page's
// first scripts carry it.
const PageviewBeacon = lazy(() =>
  import('#app/components/analytics/pageview-beacon.tsx').then((m) => ({
    default: m.PageviewBeacon,
  })),
)

function BeaconOnceInteractive() {
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  return interactive ? (
    <Suspense fallback={null}>
      <PageviewBeacon />
    </Suspense>
  ) : null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = publicSettings()
  return {
    settings,
    // The thank-you panel's sentence, for the contact form and the consultation modal.
    replyNotes: publicReplyNotes(),
    year: new Date().getFullYear(),
    // For canonical and share links (page-meta.ts).
    origin: siteOrigin(request),
    // ANALYTICS=off: no beacon at all (docs/privacy.md).
    analytics: getEnv().ANALYTICS,
  }
}

export default function PublicLayout() {
  const { settings, year, analytics } = useLoaderData<typeof loader>()
  // The consultation modal lives in the address (?consultation=open, or =sent after a success), so
  // the floating button and the close button are plain links that work without JavaScript.
  const [params] = useSearchParams()
  const modal = params.get(CONSULTATION_PARAM)
  const t = useT()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t.nav.skip}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter socialMedia={settings.socialMedia} year={year} />
      <FloatingActions phone={settings.contactPhone} />
      <Suspense fallback={null}>
        {modal === 'open' || modal === 'sent' ? (
          <ConsultationModal sent={modal === 'sent'} />
        ) : null}
      </Suspense>
      {analytics ? <BeaconOnceInteractive /> : null}
    </div>
  )
}
