import { createContext } from 'react'

/**
 * How a field's label, hint and error message are shown: as written (the public forms pass theirs
 * in the page's language), or, inside the admin, in the admin's language (the admin's layout
 * provides it), so this shared control never imports the admin's dictionaries.
 */
export const FieldMessages = createContext<(message: string) => string>((message) => message)

/**
 * The direction of the content a screen edits (its language's: the site's default language on an
 * item's Edit screen), which a text field takes unless told otherwise: an English title in the
 * Arabic admin is typed left to right, beside labels that read right to left. Unset, a field
 * follows the page (the public forms).
 */
export const ContentDirection = createContext<'ltr' | 'rtl' | undefined>(undefined)
