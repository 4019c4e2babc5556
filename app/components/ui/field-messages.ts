import { createContext } from 'react'

/**
 * How a field's label, hint and error message are shown: as written (the public forms pass theirs
 * in the page's language), or, inside the admin, in the admin's language (the admin's layout
 * provides it), so this shared control never imports the admin's dictionaries.
 */
export const FieldMessages = createContext<(message: string) => string>((message) => message)
