// An icon from the sprite (app/lib/icons.ts): the stroke style of lucide's own <svg>, the shapes by
// reference. Decorative unless labelled. Public pages get sprite names resolved by their loaders,
// so the browser needs no list of icons; the admin resolves them itself (admin/stored-icon.tsx).
import type { SpriteName } from '#app/lib/icons.ts'
import { SPRITE_URL } from '#app/lib/sprite.ts'

export type IconProps = { className?: string; 'aria-label'?: string }

export function SpriteIcon({
  name,
  className,
  'aria-label': label,
}: IconProps & { name: SpriteName }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}
