// What a page needs to draw the icon sprite's symbols (app/routes/icons[.]svg.ts), apart from the
// lists of names (icons.ts), which only the server and the admin's icon picker read: shared with
// them, the lists rode in every public page's script.

/** The sprite's address. */
export const SPRITE_URL = '/icons.svg'

/** The social platforms with a glyph in the sprite, as `social-<platform>` (social-glyphs.tsx). */
export const SOCIAL_PLATFORMS = ['Facebook', 'Twitter', 'Instagram', 'Linkedin', 'Youtube'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]
