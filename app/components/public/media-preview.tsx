import { SpriteIcon } from '#app/components/icon.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import type { MediaItem } from './types.ts'

/** The first media item of a project card: the image (its alt text, else `alt`), a muted video, or an audio icon. */
export function MediaPreview({
  media,
  alt,
  sizes,
  priority,
}: {
  media: MediaItem | undefined
  alt: string
  sizes: string
  priority?: boolean
}) {
  const box = 'aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800'
  if (!media) return <div className={box} aria-hidden />
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
    />
  )
}
