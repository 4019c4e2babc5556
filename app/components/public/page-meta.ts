// Titles and descriptions of the public pages, built one way: the page, then its section, then the
// site ('Launch film | Portfolio | Creative Media Solutions'). The home page is the site name alone.
// With a SharePage, a page also names its canonical address, its other language (hreflang) and gets
// the tags that link previews (Open Graph, Twitter cards) and search engines (JSON-LD) read.
import { isRouteErrorResponse, type MetaDescriptor } from '@remix-run/react'
import { dictionaryFor, type Dictionary } from '#app/i18n/dictionary.ts'
import {
  LANGUAGES,
  OG_LOCALES,
  localizePath,
  otherLanguage,
  type Language,
} from '#app/i18n/languages.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { SITE_NAME } from '#app/i18n/site-name.ts'

export function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' | ')
}

/** Where a page is and what describes it when shared (from sharePage). */
export type SharePage = {
  origin: string
  /** The page's address in the default language (without a language prefix). */
  path: string
  /** An item page's own address in each language (its slug there), when they differ. */
  paths?: Partial<Record<Language, string>>
  language: Language
  defaultLanguage: Language
  organization: Organization
  image?: string | null
  type?: 'website' | 'article'
  /** More JSON-LD for the page (a BlogPosting, a Service). */
  jsonLd?: Record<string, unknown>
  /** More tags, whole, from the page's loader (detailShare in app/site/share.server.ts). */
  extra?: MetaDescriptor[]
  /** The page belongs to the blog: it names the blog's feed in its language. */
  feed?: boolean
}

type Organization = { email?: string; phone?: string; sameAs?: string[] }

/**
 * The page's address in each language, and x-default (the default language's): `path` under each
 * language's prefix, or an item's own address there (`paths`: its slug in that language).
 */
export function alternates(
  origin: string,
  path: string,
  defaultLanguage: Language,
  paths: Partial<Record<Language, string>> = {},
) {
  const of = (language: Language) =>
    origin + localizePath(paths[language] ?? path, language, defaultLanguage)
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: of(language) })),
    { hrefLang: 'x-default', href: of(defaultLanguage) },
  ]
}

export function pageMeta(
  parts: string[],
  description: string,
  share?: SharePage,
  siteName = share ? dictionaryFor(share.language).site.name : SITE_NAME,
): MetaDescriptor[] {
  const title = [...parts, siteName].join(' | ')
  const base: MetaDescriptor[] = [{ title }, { name: 'description', content: description }]
  if (!share) return base
  const { language, defaultLanguage } = share
  const url =
    share.origin + localizePath(share.paths?.[language] ?? share.path, language, defaultLanguage)
  const image = share.image ? absoluteUrl(share.origin, share.image) : null
  const org = share.organization
  const feed = localizePath('/rss.xml', language, defaultLanguage)
  return [
    ...base,
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates(share.origin, share.path, defaultLanguage, share.paths).map((alt) => ({
      tagName: 'link',
      rel: 'alternate',
      ...alt,
    })),
    ...(share.feed
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: 'RSS',
            href: feed,
          },
        ]
      : []),
    { property: 'og:type', content: share.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: OG_LOCALES[language] },
    { property: 'og:locale:alternate', content: OG_LOCALES[otherLanguage(language)] },
    { property: 'og:title', content: parts[0] ?? siteName },
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
        name: siteName,
        url: share.origin,
        logo: `${share.origin}/logo.svg`,
        ...(org.email ? { email: org.email } : {}),
        ...(org.phone ? { telephone: org.phone } : {}),
        ...(org.sameAs?.length ? { sameAs: org.sameAs } : {}),
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        url,
        ...(share.jsonLd ?? { '@type': 'WebPage', name: title }),
        inLanguage: language,
      },
    },
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
 * settings) and the page's language; undefined outside the layout. `extra.path`, when given, is
 * the address in the default language ('/blog?page=2').
 */
export function sharePage(
  args: MetaArgs,
  extra: Partial<Omit<SharePage, 'origin' | 'organization' | 'language' | 'defaultLanguage'>> = {},
): SharePage | undefined {
  const { matches, location } = args
  const layout = matches?.find((m) => m?.id.endsWith('routes/_public'))?.data as  // Remix types match data unknown
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
  const { language, defaultLanguage, path } = metaLanguage(args)
  return {
    origin: layout.origin,
    path,
    language,
    defaultLanguage,
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
  args: MetaArgs & { error?: unknown },
  notFound: (t: Dictionary) => { text: string; section: string; description: string },
): MetaDescriptor[] {
  const { t } = metaLanguage(args)
  const texts = notFound(t)
  if (isRouteErrorResponse(args.error) && args.error.status === 404) {
    return pageMeta(
      [texts.text.replace(/\.$/, ''), texts.section],
      texts.description,
      undefined,
      t.site.name,
    )
  }
  return pageMeta([t.error.error, texts.section], t.error.couldNotShow, undefined, t.site.name)
}
