import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useEffect, type ReactNode } from 'react'
import stylesheet from '#app/styles/tailwind.css?url'
import { useLanguage } from '#app/i18n/use-language.ts'
import { directionOf, isLanguage, readPath } from '#app/i18n/languages.ts'
import { adminLanguageOf, isAdminPath } from '#app/admin/admin-language.server.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'
import { useNonce } from '#app/components/nonce.tsx'
import { SiteStylesheet } from '#app/components/stylesheet.tsx'
import { stylesheetText } from '#app/lib/inline-stylesheet.server.ts'
import { getTheme } from '#app/lib/theme.server.ts'
import { canonicalPath } from '#app/lib/address.ts'
import { publicSpelling } from '#app/lib/page-cache-key.ts'
import { skipRevalidationAfterNetworkFailure } from '#app/lib/network-failure.ts'

// The stylesheet is not among the links: <SiteStylesheet> writes it inline (docs/decisions/036).
export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.ico', sizes: 'any' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const defaultLanguage = publicDefaultLanguage()
  // The default language's own prefix (/en/about while English is the default, or /ar/about
  // after Arabic became it) is an old or redundant address: it moves for good to the one without.
  // Another spelling of the path moves to its one spelling, which names no other host whatever
  // was typed (`/en//evil.example`: app/lib/address.ts), a public page's in lower case.
  const url = new URL(request.url)
  const spelt = publicSpelling(canonicalPath(url.pathname) ?? url.pathname)
  const { path, redundant } = readPath(spelt, defaultLanguage)
  if (redundant || spelt !== url.pathname) {
    throw redirect((redundant ? path : spelt) + url.search, 301)
  }
  // An admin screen is in its admin's language (docs/decisions/035-admin-language.md); public
  // pages' data stays as it was, so their kept copies do not change.
  const admin = isAdminPath(url.pathname) ? { adminLanguage: await adminLanguageOf(request) } : {}
  return {
    theme: getTheme(request),
    defaultLanguage,
    inlineStylesheet: stylesheetText(stylesheet) !== null,
    ...admin,
  }
}

// Runs before first paint: the visitor's choice (or the system's, when none was made) decides the
// theme, so there is no flash of the wrong one. Nothing is written unless the visitor chose a theme
// (docs/privacy.md). A choice is kept in localStorage ("theme") and in the cookie the server reads;
// the cookie is the newer of the two when they differ (a click before the scripts ran posts the form
// to /theme, which sets only the cookie), so it wins and is copied into localStorage; a stored choice
// whose cookie is gone is copied back into it, so later documents arrive already right.
// The server writes it; the browser's copy of this module carries none of it (React leaves a
// script's inner HTML as the server wrote it when it hydrates).
const themeScript = !import.meta.env.SSR
  ? ''
  : `(function(){try{var d=document.documentElement,t=localStorage.getItem('theme'),
c=document.cookie.match(/(?:^|; )theme=(dark|light)/);
if(c){if(t!==c[1])localStorage.setItem('theme',c[1]);t=c[1];}
else if(t==='dark'||t==='light'){document.cookie='theme='+t+'; Path=/; Max-Age=31536000; SameSite=Lax';}
else{t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}
d.classList.toggle('dark',t==='dark');d.classList.toggle('light',t==='light');d.style.colorScheme=t;}catch(e){}})()`

// A form whose request never reached the server has nothing new to show (see network-failure.ts).
export const shouldRevalidate = skipRevalidationAfterNetworkFailure

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  // A chosen theme is a class; with none, the stylesheet follows the system's (tailwind.config.ts),
  // which is what a visitor without JavaScript sees (the theme script sets a class otherwise).
  const theme = data?.theme ?? null
  const page = useLanguage()
  const adminLanguage =
    data && 'adminLanguage' in data && isLanguage(data.adminLanguage) ? data.adminLanguage : null
  const language = adminLanguage ?? page.language
  const dir = adminLanguage ? directionOf(adminLanguage) : page.dir
  // Marks the document once React has taken it over; browser tests wait for it before they type,
  // as a form re-renders its server state when it hydrates.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html
      lang={language}
      dir={dir}
      className={theme ?? undefined}
      style={{ colorScheme: theme ?? 'light dark' }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: themeScript }}
          suppressHydrationWarning
        />
        <Meta />
        <SiteStylesheet href={stylesheet} inline={data?.inlineStylesheet ?? false} />
        <Links />
        {/* No font is preloaded: the stylesheet is in the document, so the faces a page draws are
            requested at its first layout anyway, and Chromium holds the first paint while a
            preloaded font is on its way (docs/decisions/023, third addendum). An English page
            names no Arabic face, so it downloads no Arabic bytes. */}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t, localize } = useLanguage()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : error.statusText
    : t.error.ourSide
  // A limit's refusal (429, with Retry-After) is said as such, never as a failure of ours.
  const tooMany = status === 429
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? t.error.pageNotFound : tooMany ? t.error.tooManyTitle : t.error.title}
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {status === 404
          ? t.error.nothingHere
          : tooMany
            ? t.error.tooMany
            : t.error.occurred(detail)}
      </p>
      <a
        href={localize('/')}
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
      >
        {t.error.backHome}
      </a>
    </main>
  )
}
