import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'
import { FloatingActions } from '#app/components/layout/floating-actions.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { getSettings } from '#app/models/settings.server.ts'

export async function loader() {
  const settings = getSettings()
  return { settings, year: new Date().getFullYear() }
}

export default function PublicLayout() {
  const { settings, year } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader theme={root?.theme ?? null} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter socialMedia={settings.socialMedia} year={year} />
      <FloatingActions phone={settings.contactPhone} />
    </div>
  )
}
