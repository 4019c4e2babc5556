// A social platform's glyph from the icon sprite (app/lib/social-glyphs.tsx), in lucide's stroke
// style: the shapes by reference, so no page's script carries their paths.
import { isOneOf } from '#app/lib/property.ts'
import { SOCIAL_PLATFORMS, SPRITE_URL, type SocialPlatform } from '#app/lib/sprite.ts'

/** An unknown platform falls back to the Facebook glyph, as the spec says. */
export function SocialIcon({
  platform,
  className = 'h-5 w-5',
}: {
  platform: string
  className?: string
}) {
  const glyph: SocialPlatform = isOneOf(SOCIAL_PLATFORMS, platform) ? platform : 'Facebook'
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
      data-platform={glyph}
    >
      <use href={`${SPRITE_URL}#social-${glyph}`} />
    </svg>
  )
}
