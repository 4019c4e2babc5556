// Where each content kind's uploaded files are stored under uploads/: the folder every stored address
// of its files names (`/uploads/blogs/...`), so it never changes, even where it is not the kind's
// name. Data alone, importing nothing, so the browser's code reads it too: the admin's forms upload
// first to /admin/uploads/<folder> (app/components/admin/use-upload-first.ts), where the registry
// (db/kinds.ts) would bring the schema into the admin's scripts. The registry's entries take their
// `files.folder` from here.
export const KIND_FOLDER = {
  blog: 'blogs',
  project: 'projects',
  'detailed-project': 'projects',
  testimonial: 'testimonials',
  'hero-video': 'hero',
  about: 'about',
} as const

/** The kinds the admin uploads files for. */
export type UploadingKind = keyof typeof KIND_FOLDER
