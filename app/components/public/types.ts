// The entity shapes the public screens draw (docs/api.md, "Entities as returned"), reduced to the
// fields they read. Loader data from the models fits them structurally.
import type { ShownIn } from '#app/i18n/languages.ts'
import type { SpriteName } from '#app/lib/icons.ts'

export type MediaItem = {
  url: string
  type: 'image' | 'video' | 'audio' | string
  alt?: string
  caption?: string
  lead?: boolean
}

/**
 * A card's texts say which language each is shown in (ShownIn:
 * docs/decisions/027-content-translations.md).
 */
export type ServiceCardData = ShownIn & {
  _id: string
  title: string
  description: string
  /** Resolved by the loader (spriteName in app/lib/icons.ts). */
  icon: SpriteName
}

export type ProjectCardData = ShownIn & {
  _id: string
  title: string
  excerpt: string
  category: string
  media: MediaItem[]
}

export type TestimonialCardData = ShownIn & {
  _id: string
  clientName: string
  clientTitle: string | null
  quote: string
  clientImage: string | null
  clientImageAlt?: string
  /** Shown without a photo (app/site/initials.server.ts): the letters and their background. */
  initials: { letters: string; tone: string }
}

export type BlogCardData = ShownIn & {
  _id: string
  title: string
  excerpt: string
  coverImage: string | null
  coverImageAlt?: string
  author: { name: string } | null
  createdAt: string
  /**
   * When it was published (ISO) and that date as the site shows it
   * (app/site/published-on.server.ts).
   */
  published?: string
  publishedOn?: string
  /** Its address, /blog/<slug>; the id's address redirects there. */
  slug?: string
}
