// The media library's names shared by its server code and its screens (app/routes/admin.media*.tsx).
export const MEDIA_URL = '/admin/media'
export const ALT_INTENT = 'alt'
/** The library's upload field (several files at once). */
export const UPLOAD_FIELD = 'files'
export const MAX_LIBRARY_FILES = 10
