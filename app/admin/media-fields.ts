// The media library's names shared by its server code and its screens (app/routes/admin.media*.tsx).
export const MEDIA_URL = '/admin/media'
export const ALT_INTENT = 'alt'
/** The library's upload field (several files at once). */
export const UPLOAD_FIELD = 'files'
export const MAX_LIBRARY_FILES = 10
/** Replace file's field (one file). */
export const REPLACE_FIELD = 'file'

/**
 * A file the library picker offers (/admin/media/pick): the editor's image panel and every image
 * field ask for images, a media row for any type. `thumbnail` is null for video and audio.
 */
export type PickerItem = {
  url: string
  name: string
  alt: string
  type: 'image' | 'video' | 'audio'
  thumbnail: string | null
}
/** What a picker lists: images only, or every type (`?type=any`). */
export type PickerType = 'image' | 'any'

/**
 * The media grid's own fields (media-grid.tsx, media-arrange.server.ts): the lead image's radio
 * (a row index), and the submit buttons that add, move and remove a row without JavaScript:
 * `add`, `move:<from>:<to>`, `remove:<index>`.
 */
export const MEDIA_LEAD_FIELD = 'mediaLead'
export const MEDIA_ARRANGE_FIELD = 'mediaArrange'
