// An uploaded image drawn at the size the screen needs: its WebP copies in a srcset (made by
// app/lib/images.server.ts, docs/decisions/017-image-variants.md), its own width and height so the
// page does not shift as it loads, and the original for browsers without WebP. Images the server
// knows nothing about (external addresses, unreadable files) are drawn as they are. MediaPreview
// lives here too: one small module for the cards, rather than one more script for the pages.
import { createContext, useContext, type ReactNode } from 'react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { type ImageInfo, VARIANT_MIME, variantSrcSet } from '#app/lib/image-variants.ts'
import type { MediaItem } from './types.ts'

/** The sizes of a page's uploaded images by address, from its loader (describeImages). */
export type ImageSizes = Record<string, ImageInfo>

export const ImageSizesContext = createContext<ImageSizes>({})

/**
 * How wide a card's image is drawn in the card grids (home, portfolio, blog): one column on
 * phones, two from 640px, three from 1024px in a 72rem container; near enough for the home page's
 * three from 768px.
 */
export const CARD_SIZES =
  '(min-width: 1152px) 358px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw'

export function ImageSizesProvider({
  images,
  children,
}: {
  images: ImageSizes
  children: ReactNode
}) {
  return <ImageSizesContext.Provider value={images}>{children}</ImageSizesContext.Provider>
}

export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
  eager = false,
  testId,
}: {
  src: string
  alt: string
  /** How wide it is drawn, for the browser to pick a copy: '(min-width: 768px) 33vw, 100vw'. */
  sizes: string
  className?: string
  /** The page's first (largest, LCP) image: fetched at once, ahead of the rest. */
  priority?: boolean
  /**
   * In view as the page opens (the rest of a grid's first row): loaded at once, so the largest
   * image is never a lazy one, but without jumping ahead of the first.
   */
  eager?: boolean
  testId?: string
}) {
  const info = useContext(ImageSizesContext)[src]
  const img = (
    <img
      src={src}
      alt={alt}
      className={className}
      data-testid={testId}
      width={info?.width}
      height={info?.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      // React 18 knows no fetchPriority prop: the lowercase attribute passes through as it is.
      {...{ fetchpriority: priority ? 'high' : undefined }}
    />
  )
  if (!info?.widths.length) return img
  return (
    // display: contents, so the <img> lays out as if it stood in the parent itself. Its <source>
    // would then be a box of the parent too (a grid or flex parent blockifies it into an empty
    // cell or an extra gap: a case study's lone gallery image sat in the second column), so it
    // is not drawn.
    <picture className="contents [&>source]:hidden">
      <source type={VARIANT_MIME} srcSet={variantSrcSet(src, info.widths)} sizes={sizes} />
      {img}
    </picture>
  )
}

/** The first media item of a project card: the image (its alt text, else `alt`), a muted video, or an audio icon. */
export function MediaPreview({
  media,
  alt,
  sizes = CARD_SIZES,
  priority,
  eager,
}: {
  media: MediaItem | undefined
  alt: string
  sizes?: string
  priority?: boolean
  eager?: boolean
}) {
  const box = 'aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800'
  if (!media) {
    return (
      <div data-testid="card-artwork" className="card-artwork aspect-video w-full" aria-hidden />
    )
  }
  if (media.type === 'video') {
    return <video src={media.url} className={box} muted playsInline preload="metadata" controls />
  }
  if (media.type === 'audio') {
    return (
      <div className={`${box} flex items-center justify-center`} role="img" aria-label="Audio">
        <SpriteIcon name="AudioLines" aria-hidden className="h-16 w-16 text-brand-600" />
      </div>
    )
  }
  return (
    <ResponsiveImage
      src={media.url}
      alt={media.alt ?? alt}
      className={box}
      sizes={sizes}
      priority={priority}
      eager={eager}
    />
  )
}
