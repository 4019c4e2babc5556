// The registry of content kinds (docs/architecture.md "Content kinds"): one entry per kind of item
// the agency writes, saying everything the shared machinery needs to know about it. Trash,
// revisions and their restore and diff, publishing and preview links, the upload index, the
// sitemap, the start-up backfills, the admin's links and the OpenAPI document read it; none keeps
// a list of kinds of its own. A kind's name is the one word everything uses for it: the audit log's
// entity, the trash's and the revisions' kind, the slug redirects' and preview links' kind, the
// /admin/revisions/<kind> address.
//
// Data only (tables, columns, words, addresses): it imports the schema and nothing of app/, so every
// layer can read it without an import circle, app/lib's infrastructure included (the upload folders,
// the scheduled tables, the page cache's addresses derive from it). The models hold the rules (schemas, reads,
// saves: app/models/content-write.server.ts runs them); what the shared machinery needs of those
// rules, each model declares beside them as its `kindModel` (app/models/kind-models.server.ts).
import { getTableColumns, getTableName, type Table } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import {
  aboutClients,
  aboutFigures,
  aboutSections,
  aboutTeamMembers,
  blogPosts,
  categories,
  detailedProjectMedia,
  detailedProjectResults,
  detailedProjects,
  detailedProjectTags,
  detailedServiceFeatures,
  detailedServices,
  heroVideo,
  projectMedia,
  projects,
  services,
  MEDIA_TYPES,
  testimonials,
  type MediaType,
} from '#db/schema.ts'
import { KIND_MENU, type MenuKind, type MenuText, type UploadingKind } from '#db/kind-menu.ts'

/**
 * How a revision shows a field (app/admin/revision-diff.server.ts): `text` as written, `html` as
 * its words, `text-or-html` as either, `image` as its address with a thumbnail, `tags` on one line,
 * and the lists (`media`, `features`, `sections`, `rows`: any list's `items` side by side) an item
 * a line, each taking `items` from a row.
 */
export type RevisionField =
  | { key: string; label: string; show: 'text' | 'html' | 'text-or-html' | 'image' | 'tags' }
  | {
      key: string
      label: string
      show: 'media' | 'features' | 'sections' | 'results' | 'rows'
      items: readonly string[]
    }

type Child = { table: Table; parent: SQLiteColumn }

/** A query parameter a page that lists a kind reads (`KindSpec['listedAt']`). */
export type ListQuery = 'page' | 'category'

/**
 * A text a visitor reads, which has a value per language (docs/decisions/027-content-translations.md):
 * `key` is the item's property (as the /api answers it), `form` how it is typed and checked (a
 * line, a longer message, text or HTML, rich text).
 */
export type TranslatedField = {
  key: string
  label: string
  form: 'line' | 'message' | 'text-or-html' | 'rich'
  /**
   * A text no two items of the kind share in a language, in any letter case (a category's name,
   * which its projects name it by): the refusal's words.
   */
  unique?: string
}

/**
 * A property of an item that holds another kind's item by its text in the default language (a
 * project's `category` is a category's name): on the other language's pages it shows that item's
 * translation of the text (`kind`'s translated `field`), or the default language's when it has none
 * (docs/decisions/037-category-names.md).
 */
export type NamedBy = { key: string; kind: 'category'; field: string }

/**
 * An item's translated texts: its own fields, and those of each list of child rows (`key` the
 * item's property holding the list; `parent` null for a singleton whose rows are the list, the
 * About page's sections). A list's value is kept by position: 'features.2.description'.
 */
export type Translated = {
  fields: readonly TranslatedField[]
  lists: readonly {
    key: string
    label: string
    table: Table
    parent: SQLiteColumn | null
    fields: readonly TranslatedField[]
  }[]
}

/**
 * A column of a kind's list screen: the item's property `key` under the header `label`, its text
 * cut to `preview` characters, with the picture at `image` before it. The first column names the
 * item (its Edit and Delete buttons' names, its translation's figure).
 */
export type AdminColumn = { key: string; label: string; image?: string; preview?: number }

/**
 * A kind's admin screens from the registry (`KindSpec['admin']['screens']`). Their texts are made
 * from its `label`, `noun` and `plural` ("Manage People", "Add New Person", "Person not found.",
 * "Failed to fetch people"; app/admin/kind-screens.server.ts), each with its Arabic in its menu
 * place's `texts` (db/kind-menu.ts). `upload`: the form's file field, whose stored file's address
 * goes in the `url` field.
 */
export type AdminScreens = {
  plural: string
  columns: readonly [AdminColumn, ...AdminColumn[]]
  upload?: { file: string; url: string }
}

export type KindSpec = {
  /** What the admin calls one, at the start of a sentence ("Post"). */
  label: string
  /** Inside a sentence ("post", "detailed project"). */
  noun: string
  table: Table
  /** A kind with one item (the About page, the hero video): its id is always 1. */
  singleton?: true
  /** Tables whose rows belong to an item (ON DELETE CASCADE), by the column that names it. */
  children: readonly Child[]
  /** The column an item is listed by (the trash's title). */
  titleColumn: string
  /**
   * Its public page (/<path>/<slug>) with the slug rules: `fallback` for a title with no letter or
   * digit, `takenText` for a slug another item has. `signedAs` is the name its preview links were
   * signed with before the kinds had one name each (links made then keep working).
   */
  address: {
    path: string
    fallback: string
    takenText: string
    signedAs?: string
  } | null
  /**
   * The public page that lists its items (the sitemap dates it by the newest; '/' for the home
   * page's sections) and the query parameter that page reads beside the consultation modal's:
   * `page` a page number, `category` a category's name. The page cache keeps it, under that
   * parameter's one spelling (app/lib/page-cache-key.ts). `texts`: that page's own texts (its
   * title, its words over the list, its note when there is none), each in both languages, which
   * its loader reads in the page's language (`listingTexts`,
   * app/site/request-language.server.ts), for a kind whose page is its own; the pages written
   * before keep theirs in the public dictionaries.
   */
  listedAt: { path: string; query?: ListQuery; texts?: Readonly<Record<string, MenuText>> }
  /** `address`: a status, a publish time and a slug; `schedule`: no slug; null: always public. */
  publishing: 'address' | 'schedule' | null
  /** The fields a revision keeps, in the form's order; null: no revisions. */
  revision: readonly RevisionField[] | null
  /** A delete goes to the trash (docs/decisions/019-trash.md); false: it cannot be deleted. */
  trash: boolean
  /**
   * The columns that hold an upload's address (`urls`, the whole value) or may name one inside
   * HTML (`html`), in the table or a child table: the upload index reads them.
   */
  uploads: { urls: readonly SQLiteColumn[]; html: readonly SQLiteColumn[] }
  /**
   * Where the admin's uploads for it are stored (`uploads/<folder>/`, the folder its stored
   * addresses name, so it never changes; two kinds may share one: its menu place's `folder`, db/kind-menu.ts) and which media they may be;
   * null: it takes no uploads of its own. A hero video's video has a door of its own, into the
   * same folder (app/admin/hero-upload.server.ts). Every folder's day-old unused files are swept
   * (app/media/upload-release.server.ts).
   */
  files: { folder: string; accept: readonly MediaType[] } | null
  /** The texts it has in each language (docs/decisions/027-content-translations.md). */
  translated: Translated
  /** Its properties naming another kind's item, shown in that item's translation. */
  names?: readonly NamedBy[]
  /** Visitors find its items with the site search (docs/search.md): its texts are indexed. */
  search?: true
  /**
   * Where the admin lists and edits it. `screens`: its list, Add, Edit and Delete screens are the
   * registry's (app/admin/kind-screens.server.ts, mounted at `list`, `list/new`, `list/:id/edit`
   * and `list/:id/delete` by remix.config.ts; its form is its line in
   * app/components/admin/kind-forms.ts): no route file of its own.
   */
  admin: { list: string; edit: string | null; screens?: AdminScreens }
  /**
   * Its /api resource and the component its answers are documented as (app/api/openapi.server.ts);
   * `crud`: list, create, read (when `getOne`), replace and delete at path and path/{id}.
   */
  api: {
    path: string
    component: string
    crud: false | { summary: string; getOne: boolean }
    /**
     * Its upload door, `/api/uploads/<files.folder>` (app/api/api-uploads.server.ts): the form
     * field it reads and what the OpenAPI document says it does.
     */
    upload?: { field: string; summary: string }
    /** Its reads take no ?locale (app/api/api-locale.server.ts): it has no text to translate. */
    localized?: false
    /**
     * Its collection, item and upload doors are the registry's (app/api/kind-doors.server.ts,
     * mounted at `path`, `path/:id` and its upload door's address by remix.config.ts), answering
     * through its model's `door`: no route file of its own. For a kind with `crud` and without
     * `publishing`; without it, its route files in app/routes are its doors.
     */
    fromRegistry?: true
  }
}

const MEDIA = ['url', 'type', 'alt'] as const

export const DUPLICATE_CATEGORY = 'A category with this name already exists.'
/** A project's category: a category's name (docs/decisions/037-category-names.md). */
const CATEGORY_NAME: NamedBy = { key: 'category', kind: 'category', field: 'name' }

export const KINDS = {
  blog: {
    label: 'Post',
    noun: 'post',
    table: blogPosts,
    children: [],
    titleColumn: 'title',
    address: {
      path: '/blog',
      fallback: 'post',
      takenText: 'Another post has this slug',
    },
    listedAt: { path: '/blog', query: 'page' },
    publishing: 'address',
    revision: [
      { key: 'title', label: 'Title', show: 'text' },
      { key: 'content', label: 'Content', show: 'html' },
      { key: 'coverImage', label: 'Cover image', show: 'image' },
      { key: 'coverImageAlt', label: 'Cover image alt text', show: 'text' },
    ],
    trash: true,
    uploads: { urls: [blogPosts.coverImage], html: [blogPosts.content] },
    files: { folder: KIND_MENU.blog.folder, accept: ['image'] },
    translated: {
      fields: [
        { key: 'title', label: 'Title', form: 'line' },
        { key: 'content', label: 'Content', form: 'rich' },
        { key: 'coverImageAlt', label: 'Cover image alt text', form: 'line' },
      ],
      lists: [],
    },
    search: true,
    admin: { list: KIND_MENU.blog.list, edit: '/admin/blogs/:id/edit' },
    api: {
      path: '/api/blogs',
      component: 'Blog',
      crud: { summary: 'posts, newest first', getOne: true },
      upload: { field: 'coverImage', summary: 'Upload a cover image' },
    },
  },
  project: {
    label: 'Project',
    noun: 'project',
    table: projects,
    children: [{ table: projectMedia, parent: projectMedia.projectId }],
    titleColumn: 'title',
    // No page of its own (the home page's Our Work shows it): no slug (docs/publishing.md).
    address: null,
    listedAt: { path: '/' },
    publishing: 'schedule',
    revision: [
      { key: 'title', label: 'Title', show: 'text' },
      { key: 'description', label: 'Description', show: 'text' },
      { key: 'category', label: 'Category', show: 'text' },
      { key: 'media', label: 'Media', show: 'media', items: MEDIA },
    ],
    trash: true,
    uploads: { urls: [projectMedia.url], html: [projects.description] },
    files: { folder: KIND_MENU.project.folder, accept: MEDIA_TYPES },
    translated: {
      fields: [
        { key: 'title', label: 'Title', form: 'line' },
        { key: 'description', label: 'Description', form: 'message' },
      ],
      lists: [
        {
          key: 'media',
          label: 'Media',
          table: projectMedia,
          parent: projectMedia.projectId,
          fields: [{ key: 'alt', label: 'Alt text', form: 'line' }],
        },
      ],
    },
    names: [CATEGORY_NAME],
    admin: { list: KIND_MENU.project.list, edit: '/admin/projects/:id/edit' },
    api: {
      path: '/api/projects',
      component: 'Project',
      crud: { summary: 'projects, newest first', getOne: false },
      upload: { field: 'media', summary: 'Upload an image, video or audio file' },
    },
  },
  'detailed-project': {
    label: 'Detailed project',
    noun: 'detailed project',
    table: detailedProjects,
    children: [
      { table: detailedProjectMedia, parent: detailedProjectMedia.detailedProjectId },
      { table: detailedProjectTags, parent: detailedProjectTags.detailedProjectId },
      { table: detailedProjectResults, parent: detailedProjectResults.detailedProjectId },
    ],
    titleColumn: 'title',
    address: {
      path: '/detailed-projects',
      fallback: 'project',
      takenText: 'Another project has this slug',
    },
    listedAt: { path: '/portfolio', query: 'category' },
    publishing: 'address',
    revision: [
      { key: 'title', label: 'Title', show: 'text' },
      { key: 'subtitle', label: 'Subtitle', show: 'text' },
      { key: 'description', label: 'Description', show: 'text-or-html' },
      { key: 'category', label: 'Category', show: 'text' },
      { key: 'client', label: 'Client', show: 'text' },
      { key: 'tags', label: 'Tags', show: 'tags' },
      { key: 'results', label: 'Results', show: 'results', items: ['figure', 'label'] },
      { key: 'media', label: 'Media', show: 'media', items: MEDIA },
    ],
    trash: true,
    uploads: { urls: [detailedProjectMedia.url], html: [detailedProjects.description] },
    files: { folder: KIND_MENU['detailed-project'].folder, accept: MEDIA_TYPES },
    translated: {
      fields: [
        { key: 'title', label: 'Title', form: 'line' },
        { key: 'subtitle', label: 'Subtitle', form: 'line' },
        { key: 'description', label: 'Description', form: 'text-or-html' },
      ],
      lists: [
        {
          key: 'tags',
          label: 'Tag',
          table: detailedProjectTags,
          parent: detailedProjectTags.detailedProjectId,
          fields: [{ key: 'tag', label: 'Tag', form: 'line' }],
        },
        {
          key: 'results',
          label: 'Result',
          table: detailedProjectResults,
          parent: detailedProjectResults.detailedProjectId,
          fields: [
            { key: 'figure', label: 'Figure', form: 'line' },
            { key: 'label', label: 'Label', form: 'line' },
          ],
        },
        {
          key: 'media',
          label: 'Media',
          table: detailedProjectMedia,
          parent: detailedProjectMedia.detailedProjectId,
          fields: [{ key: 'alt', label: 'Alt text', form: 'line' }],
        },
      ],
    },
    names: [CATEGORY_NAME],
    search: true,
    admin: { list: KIND_MENU['detailed-project'].list, edit: '/admin/detailed-projects/:id/edit' },
    api: {
      path: '/api/detailed-projects',
      component: 'DetailedProject',
      crud: { summary: 'detailed projects, newest first', getOne: true },
    },
  },
  service: {
    label: 'Service',
    noun: 'service',
    table: services,
    children: [],
    titleColumn: 'title',
    address: null,
    listedAt: { path: '/' },
    publishing: null,
    revision: [
      { key: 'title', label: 'Title', show: 'text' },
      { key: 'description', label: 'Description', show: 'text' },
      { key: 'icon', label: 'Icon', show: 'text' },
    ],
    trash: true,
    uploads: { urls: [], html: [services.description] },
    files: null,
    translated: {
      fields: [
        { key: 'title', label: 'Title', form: 'line' },
        { key: 'description', label: 'Description', form: 'message' },
      ],
      lists: [],
    },
    search: true,
    admin: { list: KIND_MENU.service.list, edit: '/admin/services/:id/edit' },
    api: {
      path: '/api/services',
      component: 'Service',
      crud: { summary: 'services, oldest first', getOne: false },
    },
  },
  'detailed-service': {
    label: 'Detailed service',
    noun: 'detailed service',
    table: detailedServices,
    children: [
      { table: detailedServiceFeatures, parent: detailedServiceFeatures.detailedServiceId },
    ],
    titleColumn: 'title',
    address: {
      path: '/detailed-services',
      fallback: 'service',
      takenText: 'Another service has this slug',
      signedAs: 'service',
    },
    listedAt: { path: '/services' },
    publishing: 'address',
    revision: [
      { key: 'title', label: 'Title', show: 'text' },
      { key: 'subtitle', label: 'Subtitle', show: 'text' },
      { key: 'description', label: 'Description', show: 'text-or-html' },
      { key: 'pricing', label: 'Pricing', show: 'text' },
      {
        key: 'features',
        label: 'Features',
        show: 'features',
        items: ['title', 'description', 'icon'],
      },
    ],
    trash: true,
    uploads: {
      urls: [],
      html: [detailedServices.description, detailedServiceFeatures.description],
    },
    files: null,
    translated: {
      fields: [
        { key: 'title', label: 'Title', form: 'line' },
        { key: 'subtitle', label: 'Subtitle', form: 'line' },
        { key: 'description', label: 'Description', form: 'text-or-html' },
        { key: 'pricing', label: 'Pricing', form: 'line' },
      ],
      lists: [
        {
          key: 'features',
          label: 'Feature',
          table: detailedServiceFeatures,
          parent: detailedServiceFeatures.detailedServiceId,
          fields: [
            { key: 'title', label: 'Title', form: 'line' },
            { key: 'description', label: 'Description', form: 'message' },
          ],
        },
      ],
    },
    search: true,
    admin: { list: KIND_MENU['detailed-service'].list, edit: '/admin/detailed-services/:id/edit' },
    api: {
      path: '/api/detailed-services',
      component: 'DetailedService',
      crud: { summary: 'detailed services, oldest first', getOne: true },
    },
  },
  testimonial: {
    label: 'Testimonial',
    noun: 'testimonial',
    table: testimonials,
    children: [],
    titleColumn: 'client_name',
    address: null,
    listedAt: { path: '/' },
    publishing: null,
    revision: null,
    trash: true,
    uploads: { urls: [testimonials.clientImage], html: [] },
    files: { folder: KIND_MENU.testimonial.folder, accept: ['image'] },
    translated: {
      fields: [
        { key: 'quote', label: 'Quote', form: 'message' },
        { key: 'clientName', label: 'Client name', form: 'line' },
        { key: 'clientTitle', label: 'Client title', form: 'line' },
        { key: 'clientImageAlt', label: 'Client image alt text', form: 'line' },
      ],
      lists: [],
    },
    admin: {
      list: KIND_MENU.testimonial.list,
      edit: '/admin/testimonials/:id/edit',
      screens: {
        plural: 'Testimonials',
        columns: [
          { key: 'clientName', label: 'Client Name', image: 'clientImage' },
          { key: 'quote', label: 'Quote', preview: 70 },
        ],
        upload: { file: 'clientImageFile', url: 'clientImage' },
      },
    },
    api: {
      path: '/api/testimonials',
      component: 'Testimonial',
      crud: { summary: 'testimonials, newest first', getOne: false },
      upload: { field: 'clientImage', summary: 'Upload a client image' },
    },
  },
  category: {
    label: 'Category',
    noun: 'category',
    table: categories,
    children: [],
    titleColumn: 'name',
    address: null,
    listedAt: { path: '/portfolio' },
    publishing: null,
    revision: null,
    trash: true,
    uploads: { urls: [], html: [] },
    // Its projects name it by its default language's name (their `names`): the portfolio's filter,
    // cards and case studies show its name in the page's language.
    files: null,
    translated: {
      fields: [{ key: 'name', label: 'Name', form: 'line', unique: DUPLICATE_CATEGORY }],
      lists: [],
    },
    admin: { list: KIND_MENU.category.list, edit: null },
    // Created and deleted, never replaced (a project names its category as text).
    api: { path: '/api/categories', component: 'Category', crud: false },
  },
  about: {
    label: 'About page',
    noun: 'About page',
    table: aboutSections,
    singleton: true,
    children: [],
    titleColumn: 'title',
    address: null,
    listedAt: { path: '/about' },
    publishing: null,
    revision: [
      { key: 'sections', label: 'Section', show: 'sections', items: ['title', 'content'] },
      // Its optional blocks (docs/decisions/053-about-blocks.md).
      { key: 'team', label: 'Team', show: 'rows', items: ['name', 'role', 'photo'] },
      { key: 'figures', label: 'Figures', show: 'rows', items: ['value', 'label'] },
      { key: 'clients', label: 'Clients', show: 'rows', items: ['name', 'logo'] },
    ],
    trash: false,
    uploads: {
      urls: [aboutTeamMembers.photo, aboutClients.logo],
      html: [aboutSections.content],
    },
    files: { folder: KIND_MENU.about.folder, accept: ['image'] },
    translated: {
      fields: [],
      lists: [
        {
          key: 'sections',
          label: 'Section',
          table: aboutSections,
          parent: null,
          fields: [
            { key: 'title', label: 'Title', form: 'line' },
            { key: 'content', label: 'Content', form: 'rich' },
          ],
        },
        {
          key: 'team',
          label: 'Team member',
          table: aboutTeamMembers,
          parent: null,
          fields: [
            { key: 'name', label: 'Name', form: 'line' },
            { key: 'role', label: 'Role', form: 'line' },
          ],
        },
        {
          key: 'figures',
          label: 'Figure',
          table: aboutFigures,
          parent: null,
          fields: [
            { key: 'value', label: 'Figure', form: 'line' },
            { key: 'label', label: 'Label', form: 'line' },
          ],
        },
        {
          key: 'clients',
          label: 'Client',
          table: aboutClients,
          parent: null,
          fields: [{ key: 'name', label: 'Client name', form: 'line' }],
        },
      ],
    },
    search: true,
    admin: { list: KIND_MENU.about.list, edit: '/admin/about' },
    api: { path: '/api/about', component: 'About', crud: false },
  },
  'hero-video': {
    label: 'Hero video',
    noun: 'hero video',
    table: heroVideo,
    singleton: true,
    children: [],
    titleColumn: 'url',
    address: null,
    listedAt: { path: '/' },
    publishing: null,
    revision: null,
    trash: false,
    uploads: { urls: [heroVideo.url, heroVideo.poster], html: [] },
    files: { folder: KIND_MENU['hero-video'].folder, accept: ['image'] },
    translated: { fields: [], lists: [] },
    admin: { list: KIND_MENU['hero-video'].list, edit: '/admin/hero-video' },
    api: {
      path: '/api/uploads/hero-video',
      component: 'HeroVideo',
      crud: false,
      localized: false,
    },
  },
} as const satisfies Record<MenuKind, KindSpec>

export type Kind = keyof typeof KINDS
export const isKind = (value: unknown): value is Kind =>
  typeof value === 'string' && Object.hasOwn(KINDS, value)
export const KIND_NAMES: readonly Kind[] = Object.keys(KINDS).filter(isKind)

type Where<P> = { [K in Kind]: (typeof KINDS)[K] extends P ? K : never }[Kind]
/** The kinds whose items have a public page, so a slug (slug_redirects, preview links). */
export type SlugKind = Where<{ address: object }>
/** The kinds that keep revisions. */
export type RevisionKind = Where<{ revision: readonly unknown[] }>
/** The kinds whose delete goes to the trash. */
export type TrashKind = Where<{ trash: true }>
/** The kinds the site search finds. */
export type SearchKind = Where<{ search: true }>
/** The kinds with a list, create, replace and delete at their /api path. */
export type CrudKind = Where<{ api: { crud: object } }>
/** The kinds with an /api upload door of their own. */
export type UploadDoorKind = Where<{ api: { upload: object }; files: object }>
/** The kinds whose /api doors the registry gives (`api.fromRegistry`). */
export type DoorKind = Where<{ api: { crud: object; fromRegistry: true }; publishing: null }>
/** The kinds whose admin screens the registry gives (`admin.screens`). */
export type ScreenKind = Where<{ admin: { screens: object } }>
/** The kinds whose items have a status and a publish time (docs/publishing.md). */
export type ScheduledKind = Where<{ publishing: string }>
/** A folder of uploads/ that holds the kinds' files. */
export type KindFolder = (typeof KINDS)[UploadingKind]['files']['folder']

/** A kind's entry, loosely typed (for code that walks every kind alike). */
export const kindSpec = (kind: Kind): KindSpec => KINDS[kind]

export const REVISION_KINDS = KIND_NAMES.filter(
  (k): k is RevisionKind => kindSpec(k).revision !== null,
)
export const TRASH_KINDS = KIND_NAMES.filter((k): k is TrashKind => kindSpec(k).trash)
export const SLUG_KINDS = KIND_NAMES.filter((k): k is SlugKind => kindSpec(k).address !== null)
export const SEARCH_KINDS = KIND_NAMES.filter((k): k is SearchKind => kindSpec(k).search === true)
export const CRUD_KINDS = KIND_NAMES.filter((k): k is CrudKind => kindSpec(k).api.crud !== false)
export const DOOR_KINDS = KIND_NAMES.filter(
  (k): k is DoorKind => kindSpec(k).api.fromRegistry === true,
)
export const SCREEN_KINDS = KIND_NAMES.filter(
  (k): k is ScreenKind => kindSpec(k).admin.screens !== undefined,
)
export const SCHEDULED_KINDS = KIND_NAMES.filter(
  (k): k is ScheduledKind => kindSpec(k).publishing !== null,
)
export const UPLOADING_KINDS = KIND_NAMES.filter(
  (k): k is UploadingKind => kindSpec(k).files !== null,
)
/**
 * Where the registry's /api doors are mounted (remix.config.ts; app/api/kind-doors.server.ts), each
 * under the route id its route file would have had (`routes/api.people.$id`).
 */
export type DoorRoute = { kind: DoorKind; path: string; door: 'collection' | 'item' | 'upload' }
export const DOOR_ROUTES: readonly (DoorRoute & { id: string })[] = DOOR_KINDS.flatMap((kind) => {
  const { api, files } = kindSpec(kind)
  const routes: DoorRoute[] = [
    { kind, path: api.path, door: 'collection' },
    { kind, path: `${api.path}/:id`, door: 'item' },
  ]
  if (api.upload && files)
    routes.push({ kind, path: `/api/uploads/${files.folder}`, door: 'upload' })
  return routes.map((route) => ({
    ...route,
    id: `routes/${route.path.slice(1).replaceAll('/', '.').replace(':id', '$id')}`,
  }))
})
/**
 * Where the registry's admin screens are mounted (remix.config.ts; app/admin/kind-*.route.tsx),
 * each under the route id and the parent its route file would have had (`routes/admin.people.new`
 * in `routes/admin.people`, the list in the admin's layout `routes/admin`).
 */
export type ScreenRoute = {
  kind: ScreenKind
  screen: 'list' | 'new' | 'edit' | 'delete'
  id: string
  parentId: string
  /** Under its parent's address. */
  path: string
}
export const SCREEN_ROUTES: readonly ScreenRoute[] = SCREEN_KINDS.flatMap((kind) => {
  const list = kindSpec(kind).admin.list
  const id = `routes/${list.slice(1).replaceAll('/', '.')}`
  const routes: ScreenRoute[] = [
    { kind, screen: 'list', id, parentId: 'routes/admin', path: list.slice('/admin/'.length) },
    { kind, screen: 'new', id: `${id}.new`, parentId: id, path: 'new' },
    { kind, screen: 'edit', id: `${id}.$id.edit`, parentId: id, path: ':id/edit' },
    { kind, screen: 'delete', id: `${id}.$id.delete`, parentId: id, path: ':id/delete' },
  ]
  return routes
})

/** The kind whose registry screens answer at an admin address (its list or a modal over it). */
export function screenKindAt(pathname: string): ScreenKind | undefined {
  return SCREEN_KINDS.find((kind) => {
    const list = kindSpec(kind).admin.list
    return pathname === list || pathname.startsWith(`${list}/`)
  })
}

/** Every folder the kinds' files are stored in, each once. */
export const KIND_FOLDERS: readonly KindFolder[] = [
  ...new Set(UPLOADING_KINDS.map((kind) => KINDS[kind].files.folder)),
]

export const isRevisionKind = (value: unknown): value is RevisionKind =>
  isKind(value) && kindSpec(value).revision !== null
export const isSlugKind = (value: unknown): value is SlugKind =>
  isKind(value) && kindSpec(value).address !== null
export const isSearchKind = (value: unknown): value is SearchKind =>
  isKind(value) && kindSpec(value).search === true
export const isCrudKind = (value: unknown): value is CrudKind =>
  isKind(value) && kindSpec(value).api.crud !== false
export const isUploadDoorKind = (value: unknown): value is UploadDoorKind =>
  isKind(value) && kindSpec(value).api.upload !== undefined && kindSpec(value).files !== null
export const isScreenKind = (value: unknown): value is ScreenKind =>
  isKind(value) && kindSpec(value).admin.screens !== undefined
export const isTrashKind = (value: unknown): value is TrashKind =>
  isKind(value) && kindSpec(value).trash

/** The kind's word at the start of a sentence, or the name itself for one the registry lacks. */
export const kindLabel = (name: string) => (isKind(name) ? KINDS[name].label : name)

/** Where the admin edits an item (its list when it has no Edit screen). */
export function adminEditUrl(kind: Kind, id: number): string {
  const { edit, list } = kindSpec(kind).admin
  return (edit ?? list).replace(':id', String(id))
}

/** A table's name as SQLite knows it. */
export const tableName = (table: Table) => getTableName(table)

/** The SQL name of a column of a table (for the registry's `titleColumn`, say). */
export function hasColumn(table: Table, sqlName: string): boolean {
  return Object.values(getTableColumns(table)).some((c) => c.name === sqlName)
}
