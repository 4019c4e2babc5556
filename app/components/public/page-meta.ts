// Titles and descriptions of the public pages, built one way: the page, then its section, then the
// site ('Launch film | Portfolio | Creative Media Solutions'). The home page is the site name alone.
// With a SharePage, a page also names its canonical address and gets the tags that link previews
// (Open Graph, Twitter cards) and search engines (JSON-LD) read.
import { isRouteErrorResponse, type MetaDescriptor } from '@remix-run/react'

export const SITE_NAME = 'Creative Media Solutions'

export function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' | ')
}

/** Where a page is and what describes it when shared (from sharePage). */
export type SharePage = {
  origin: string
  path: string
  organization: Organization
  image?: string | null
  type?: 'website' | 'article'
  /** More JSON-LD for the page (a BlogPosting, a Service). */
  jsonLd?: Record<string, unknown>
  /** More tags, whole, from the page's loader (detailShare in app/site/share.server.ts). */
  extra?: MetaDescriptor[]
}

type Organization = { email?: string; phone?: string; sameAs?: string[] }

export function pageMeta(
  parts: string[],
  description: string,
  share?: SharePage,
): MetaDescriptor[] {
  const title = parts.length ? pageTitle(...parts) : SITE_NAME
  const base: MetaDescriptor[] = [{ title }, { name: 'description', content: description }]
  if (!share) return base
  const url = share.origin + share.path
  const image = share.image ? absoluteUrl(share.origin, share.image) : null
  const org = share.organization
  return [
    ...base,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: share.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: parts[0] ?? SITE_NAME },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: share.origin,
        logo: `${share.origin}/logo.svg`,
        ...(org.email ? { email: org.email } : {}),
        ...(org.phone ? { telephone: org.phone } : {}),
        ...(org.sameAs?.length ? { sameAs: org.sameAs } : {}),
      },
    },
    ...(share.jsonLd
      ? [{ 'script:ld+json': { '@context': 'https://schema.org', url, ...share.jsonLd } }]
      : []),
    ...(share.extra ?? []),
  ]
}

/** An image's address as others must fetch it: site paths get the site's origin. */
export function absoluteUrl(origin: string, src: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? origin + src : src
}

type MetaArgs = {
  matches?: ReadonlyArray<{ id: string; data: unknown } | undefined>
  location?: { pathname: string }
}

/**
 * A public page's SharePage, from the public layout's data (the site's origin and contact
 * settings); undefined outside it.
 */
export function sharePage(
  { matches, location }: MetaArgs,
  extra: Partial<Omit<SharePage, 'origin' | 'organization'>> = {},
): SharePage | undefined {
  const layout = matches?.find((m) => m?.id === 'routes/_public')?.data as
    | {
        origin?: string
        settings?: {
          contactEmail?: string
          contactPhone?: string
          socialMedia?: Array<{ url: string }>
        }
      }
    | undefined
  if (!layout?.origin || !location) return undefined
  const { settings } = layout
  return {
    origin: layout.origin,
    path: location.pathname,
    organization: {
      email: settings?.contactEmail,
      phone: settings?.contactPhone,
      sameAs: settings?.socialMedia?.map((s) => s.url),
    },
    ...extra,
  }
}

/**
 * A route's meta when its loader failed: for a 404 the route's not-found text ('Post not found.')
 * as title, with a description saying where to look instead; otherwise a generic error.
 */
export function errorMeta(
  error: unknown,
  notFound: { text: string; section: string; description: string },
): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta([notFound.text.replace(/\.$/, ''), notFound.section], notFound.description)
  }
  return pageMeta(['Error', notFound.section], 'This page could not be shown. Please try again.')
}
