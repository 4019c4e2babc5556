// What a detail page (a post, a detailed service or project) adds to its share tags, built by its
// loader so the pages' JavaScript does not carry it; page-meta.ts appends `extra` as it is. The image
// is the sized copy link previews get (docs/decisions/017-image-variants.md), with its size, and
// the BreadcrumbList is the trail Home > section > page that search engines show.
import type { MetaDescriptor } from '@remix-run/react'
import type { PageAddresses } from '#app/i18n/languages.ts'
import { type ImageInfo, shareImage } from '#app/lib/image-variants.ts'
import { siteOrigin } from '#app/lib/site-url.server.ts'
import { requestLanguage } from './request-language.server.ts'

export function detailShare(
  request: Request,
  page: {
    section: { name: string; path: string }
    /** The page itself. */
    title: string
    path: string
    image?: string | null
    images?: Record<string, ImageInfo>
    /** The item's addresses in both languages: its canonical and alternates. */
    addresses?: PageAddresses
  },
): { image: string | null; extra: MetaDescriptor[]; paths?: PageAddresses['paths'] } {
  const origin = siteOrigin(request)
  const { t, localize } = requestLanguage(request)
  const { image, imageSize } = shareImage(page.image, page.images ?? {})
  const trail = [
    { name: t.nav.home, item: origin + localize('/') },
    { name: page.section.name, item: origin + localize(page.section.path) },
    { name: page.title, item: origin + localize(page.path) },
  ]
  return {
    image,
    ...(page.addresses ? { paths: page.addresses.paths } : {}),
    extra: [
      ...(image && imageSize
        ? [
            { property: 'og:image:width', content: String(imageSize.width) },
            { property: 'og:image:height', content: String(imageSize.height) },
          ]
        : []),
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            ...crumb,
          })),
        },
      },
    ],
  }
}
