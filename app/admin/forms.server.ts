// Each admin entity's Add/Edit form, as one description for the shared save (save-form.server.ts):
// the model's schema and writes, where the files go, and the texts it answers with
// (docs/product.md §5 and §8). The routes are two lines over these. The kinds whose admin screens
// are the registry's (db/kinds.ts `admin.screens`) have theirs from it (kind-screens.server.ts).
import { BLOG_COVER_FILE_FIELD, HERO_IMAGE_FILE_FIELD } from '#app/lib/admin-form-fields.ts'
import {
  BlogInputSchema,
  createBlogPost,
  updateBlogPost,
  type BlogInput,
} from '#app/models/blog.server.ts'
import {
  createDetailedProject,
  DetailedProjectInputSchema,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import {
  createDetailedService,
  DetailedServiceInputSchema,
  updateDetailedService,
} from '#app/models/detailed-service.server.ts'
import { HeroImageInputSchema, setHeroImage } from '#app/models/hero-video.server.ts'
import { createProject, ProjectInputSchema, updateProject } from '#app/models/project.server.ts'
import { createService, ServiceInputSchema, updateService } from '#app/models/service.server.ts'
import type { z } from 'zod'
import { hasImageWithoutAlt, IMAGE_ALT_MESSAGE } from '#app/models/rich-text.server.ts'
import { arrangeMedia } from './media-arrange.server.ts'
import { itemLink } from './publishing-fields.server.ts'
import { saveActions, singletonSaveAction } from './save-form.server.ts'

// The Case study select's "None" is an empty value, which Conform reads as absent: it clears it.
export const services = saveActions({
  schema: ServiceInputSchema,
  create: (input) => createService({ ...input, caseStudy: input.caseStudy ?? null }),
  update: (id, input) => updateService(id, { ...input, caseStudy: input.caseStudy ?? null }),
  listUrl: '/admin/services',
  successText: 'Service saved successfully.',
  failText: 'Failed to save service',
  notFoundText: 'Service not found.',
})

export const detailedServices = saveActions({
  schema: DetailedServiceInputSchema,
  // An empty slug field makes the slug again from the title (docs/publishing.md).
  create: (input) => createDetailedService({ ...input, slug: input.slug ?? null }),
  update: (id, input) => updateDetailedService(id, { ...input, slug: input.slug ?? null }),
  listUrl: '/admin/detailed-services',
  autosave: 'detailed-service',
  successText: 'Detailed service saved successfully.',
  publishing: { noun: 'Service' },
  savedLink: (service) => itemLink('detailed-service', service, '/admin/detailed-services'),
  failText: 'Failed to save service',
  notFoundText: 'Service not found.',
})

const withEmpties = (input: z.output<typeof BlogInputSchema>): BlogInput => ({
  ...input,
  coverImageAlt: input.coverImageAlt ?? null,
  slug: input.slug ?? null,
})

/** The blog's modals sit under two lists (/admin/blogs and /admin/full-blog). */
export const blogPosts = (listUrl: string) =>
  saveActions({
    schema: BlogInputSchema,
    files: {
      kind: 'blog',
      matches: (name) => name === BLOG_COVER_FILE_FIELD,
      replaces: () => ({ url: 'coverImage' }),
    },
    // The form always has the alt and slug fields: left empty (which Conform reads as absent), the
    // alt is cleared and the slug made again from the title.
    create: (input, admin) => createBlogPost(withEmpties(input), admin.id),
    update: (id, input, admin) => updateBlogPost(id, withEmpties(input), admin.id),
    // The editor asks every image for alt text; HTML typed without it is refused next to the field.
    moreErrors: (form): Record<string, string[]> =>
      hasImageWithoutAlt(String(form.get('content') ?? '')) ? { content: [IMAGE_ALT_MESSAGE] } : {},
    listUrl,
    autosave: 'blog',
    successText: 'Post saved successfully.',
    publishing: { noun: 'Post' },
    savedLink: (post) => itemLink('blog', post, listUrl),
    failText: 'Failed to save post',
    notFoundText: 'Post not found.',
  })

// Media rows: `media[N].url`, `media[N].type` and an optional `media[N].file` each, at most 20.
const MEDIA_FILE = /^media\[\d{1,2}\]\.file$/
const MEDIA_URL = /^media\[\d{1,2}\]\.url$/
export const NEITHER_TEXT = 'Enter a URL or choose a file'

const mediaFiles = (kind: 'project' | 'detailed-project') => ({
  kind,
  matches: (name: string) => MEDIA_FILE.test(name),
  maxFiles: 20,
  /** `media[2].file` stands in for `media[2].url` and `media[2].type`. */
  replaces: (fileField: string) => {
    const row = fileField.slice(0, -'.file'.length)
    return { url: `${row}.url`, type: `${row}.type` }
  },
})

/** A project needs each media row's URL or file; the rows with neither, in the admin's words. */
function blankRows(form: FormData): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [name, value] of form) {
    if (MEDIA_URL.test(name) && String(value).trim() === '') errors[name] = [NEITHER_TEXT]
  }
  return errors
}

type FormMedia = { alt?: string | null; caption?: string | null; lead?: boolean }

/**
 * The form always has each row's alt and caption fields and the lead choice: left empty (Conform
 * reads them as absent) they clear, and a row not chosen as the lead is not one.
 */
const withAltCleared = <T extends { media: FormMedia[] }>(input: T): T => ({
  ...input,
  media: input.media.map((m) => ({
    ...m,
    alt: m.alt ?? null,
    caption: m.caption ?? null,
    lead: m.lead ?? false,
  })),
})

export const projects = saveActions({
  schema: ProjectInputSchema,
  files: mediaFiles('project'),
  arrange: arrangeMedia,
  moreErrors: blankRows,
  create: (input) =>
    createProject({ ...withAltCleared(input), caseStudy: input.caseStudy ?? null }),
  update: (id, input) =>
    updateProject(id, { ...withAltCleared(input), caseStudy: input.caseStudy ?? null }),
  listUrl: '/admin/projects',
  successText: 'Project saved successfully.',
  publishing: { noun: 'Project' },
  failText: 'Failed to save project',
  notFoundText: 'Project not found.',
})

/** A detailed project's blank media rows are dropped by its model. */
export const detailedProjects = saveActions({
  schema: DetailedProjectInputSchema,
  files: mediaFiles('detailed-project'),
  arrange: arrangeMedia,
  // An empty slug field makes the slug again from the title (docs/publishing.md); a form without
  // result rows (Conform sends none) has none, where an /api body that leaves them out keeps them.
  create: (input) =>
    createDetailedProject({
      ...withAltCleared(input),
      slug: input.slug ?? null,
      results: input.results ?? [],
    }),
  update: (id, input) =>
    updateDetailedProject(id, {
      ...withAltCleared(input),
      slug: input.slug ?? null,
      results: input.results ?? [],
    }),
  listUrl: '/admin/detailed-projects',
  autosave: 'detailed-project',
  successText: 'Project saved successfully.',
  publishing: { noun: 'Project' },
  savedLink: (project) => itemLink('detailed-project', project, '/admin/detailed-projects'),
  failText: 'Failed to save project',
  notFoundText: 'Project not found.',
})

/** The hero's still image (and its video's poster): a file, a library pick or a URL; none clears it. */
export const heroImage = singletonSaveAction({
  schema: HeroImageInputSchema,
  files: {
    kind: 'hero-video',
    matches: (name) => name === HERO_IMAGE_FILE_FIELD,
    replaces: () => ({ url: 'poster' }),
  },
  write: (input) => setHeroImage({ poster: input.poster ?? null }),
  listUrl: '/admin/hero-video',
  successText: 'Still image saved successfully.',
  failText: 'Failed to save the still image',
})
