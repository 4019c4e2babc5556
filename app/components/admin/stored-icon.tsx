// A stored icon name drawn in the admin, where the list of icons is at hand: a name outside the
// set shows the neutral icon.
import { SpriteIcon, type IconProps } from '#app/components/icon.tsx'
import { spriteName } from '#app/lib/icons.ts'

export function Icon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  return <SpriteIcon name={spriteName(name)} {...props} />
}
