// The addresses of an uploaded image's resized copies, shared by the server (which makes and serves
// them, app/lib/images.server.ts) and the pages (which list them in srcset).
// docs/decisions/017-image-variants.md

/** The widths made, at most: each no wider than the original (never upscaled). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
export const VARIANT_MIME = 'image/webp'

/** What a page needs to draw an uploaded image without layout shift, and its sized copies. */
export type ImageInfo = { width: number; height: number; widths: number[] }

/** The widths an image `width` pixels wide gets: the steps below it, and its own (up to 1920). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_WIDTHS.at(-1)!)
  return [...VARIANT_WIDTHS.filter((w) => w < top), top]
}

/** `/uploads/blogs/abc.png` at 640 wide: `/uploads/blogs/abc.png/640.webp`. */
export function variantUrl(url: string, width: number): string {
  return `${url}/${width}.webp`
}

export function variantSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${variantUrl(url, w)} ${w}w`).join(', ')
}

/**
 * What a page shares as its image (page-meta.ts): for an upload with copies, the one link previews
 * want (Open Graph asks for about 1200 wide: the widest up to 1280) with its size; else the address.
 * Called by loaders, so the pages' JavaScript does not carry it.
 */
export function shareImage(
  url: string | null | undefined,
  images: Record<string, ImageInfo>,
): { image: string | null; imageSize?: { width: number; height: number } } {
  const sized = url ? shareVariant(url, images[url]) : null
  if (!sized) return { image: url ?? null }
  return { image: sized.url, imageSize: { width: sized.width, height: sized.height } }
}

/** The copy to hand to link previews: the widest up to 1280. */
export function shareVariant(url: string, info: ImageInfo | undefined) {
  const width = info?.widths.filter((w) => w <= 1280).at(-1)
  if (!info || !width) return null
  return {
    url: variantUrl(url, width),
    width,
    height: Math.round((info.height * width) / info.width),
  }
}
