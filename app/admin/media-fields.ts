// The media library's names shared by its server code and its screens (app/routes/admin.media*.tsx).
export const MEDIA_URL = '/admin/media'
export const ALT_INTENT = 'alt'
/** The library's upload field (several files at once). */
export const UPLOAD_FIELD = 'files'
export const MAX_LIBRARY_FILES = 10

/** An image the editor's image panel can pick from the library (/admin/media/pick). */
export type PickerItem = { url: string; name: string; alt: string; thumbnail: string }
