// An uploaded image drawn at the size the screen needs: its WebP copies in a srcset (made by
// app/lib/images.server.ts, docs/decisions/015-image-variants.md), its own width and height so the
// page does not shift as it loads, and the original for browsers without WebP. Images the server
// knows nothing about (external addresses, unreadable files) are drawn as they are.
import { createContext, useContext, type ReactNode } from 'react'
import { type ImageInfo, VARIANT_MIME, variantSrcSet } from '#app/lib/image-variants.ts'

/** The sizes of a page's uploaded images by address, from its loader (describeImages). */
export type ImageSizes = Record<string, ImageInfo>

const Sizes = createContext<ImageSizes>({})

export function ImageSizesProvider({
  images,
  children,
}: {
  images: ImageSizes
  children: ReactNode
}) {
  return <Sizes.Provider value={images}>{children}</Sizes.Provider>
}

// React 18 knows no fetchPriority prop: the lowercase attribute passes through as it is.
const FIRST = { loading: 'eager', fetchpriority: 'high' } as const
const LATER = { loading: 'lazy', decoding: 'async' } as const

export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
}: {
  src: string
  alt: string
  /** How wide it is drawn, for the browser to pick a copy: '(min-width: 768px) 33vw, 100vw'. */
  sizes: string
  className?: string
  /** The page's first (largest, LCP) image: fetched at once, ahead of the rest. */
  priority?: boolean
}) {
  const info = useContext(Sizes)[src]
  const img = (
    <img
      src={src}
      alt={alt}
      className={className}
      width={info?.width}
      height={info?.height}
      {...(priority ? FIRST : LATER)}
    />
  )
  if (!info?.widths.length) return img
  return (
    // display: contents, so the <img> lays out as if it stood in the parent itself.
    <picture className="contents">
      <source type={VARIANT_MIME} srcSet={variantSrcSet(src, info.widths)} sizes={sizes} />
      {img}
    </picture>
  )
}
