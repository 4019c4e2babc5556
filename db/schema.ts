// The whole database in one file. No Node imports here: drizzle-kit, the app and the tests all read
// it. Lists that belong to one row (features, media, tags, social links, about sections) are child
// tables with a `position`, so order is kept and a URL can be found by a plain query when files are
// cleaned up.
import { relations, sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'

const id = () => integer('id').primaryKey({ autoIncrement: true })
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date())
const position = () => integer('position').notNull()

export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number]
/**
 * What makes an item publishable (docs/publishing.md): its readable address, its status and when it
 * goes (or went) live. An item is public once its status is not draft and its publish time has come
 * (a null publish time is its creation time: rows written before these columns existed, or by
 * hand).
 * Decided when a page is read: nothing runs at the publish moment. An item without a page of its
 * own
 * (a project) has the schedule without the slug.
 */
const schedule = () => ({
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
  publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
})
const publication = () => ({ slug: text('slug'), ...schedule() })

export const MEDIA_TYPES = ['image', 'video', 'audio'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

export const PLATFORMS = ['Facebook', 'Twitter', 'Instagram', 'Linkedin', 'Youtube'] as const
export type Platform = (typeof PLATFORMS)[number]

// --- people and access ---------------------------------------------------------------------------

export const users = sqliteTable('users', {
  id: id(),
  // Stored lower-cased so that sign-in is case-insensitive on the address.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  // Where this admin last signed in (an origin such as https://example.com) and when: notification
  // e-mails link there when SITE_URL is not set (app/models/admin-origin.server.ts).
  signInOrigin: text('sign_in_origin'),
  signedInAt: integer('signed_in_at', { mode: 'timestamp_ms' }),
  // When this admin last looked at each Spam folder: spam received since is shown as "N in Spam".
  contactSpamSeenAt: integer('contact_spam_seen_at', { mode: 'timestamp_ms' }),
  consultationSpamSeenAt: integer('consultation_spam_seen_at', { mode: 'timestamp_ms' }),
  // The language this admin reads the admin screens in ('en' or 'ar'), chosen on the Account
  // screen (docs/decisions/034-admin-language.md).
  adminLanguage: text('admin_language').notNull().default('en'),
  // Removed from the team (Site Settings → Team, app/models/team.server.ts): the row stays so the
  // person's name still reads under their posts, and nothing signs in as it
  // (docs/decisions/051-team.md).
  removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

// Browser sessions: the cookie carries a random id, the row holds its SHA-256, so a leaked database
// file does not hand out live sessions. Deleting the row is logging out.
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Idle expiry, pushed forward on use; the absolute limit is counted from createdAt.
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    // "Keep me signed in": 14 days instead of 12 hours, and a cookie that outlives the browser.
    remember: integer('remember', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

// Bearer tokens for /api, stored only as SHA-256 hashes.
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
)

// One-time links that let the operator create the first admin when no credentials were given.
export const setupTokens = sqliteTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAt(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
})

// Invitations to the team (app/models/team.server.ts): a one-time link valid 48 hours, stored as
// the token's SHA-256 like the setup link. Accepting, revoking or resending deletes the row (a
// resend is a new row with a new token), so a link works once at most.
export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // Who sent it; no foreign key, like the audit log's actor: the invitation outlives nothing.
    invitedBy: integer('invited_by'),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('invitations_email_idx').on(t.email)],
)

// Two-factor sign-in (TOTP, docs/decisions/016-two-factor-and-audit.md). A row without enabledAt is
// an enrolment not yet confirmed with a code. lastStep is the 30-second step of the last code
// accepted: a code is taken once, never again within its window.
export const twoFactor = sqliteTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
})

// One-time recovery codes, stored as SHA-256 hashes (they carry 50 random bits, like tokens).
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

// Browsers that may skip the code for 30 days: the cookie carries a random token, the row its hash,
// so turning two-factor off, a reset or a password change revokes them all.
export const trustedDevices = sqliteTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
)

// Who did what, when, from where: every admin write, sign-in, two-factor change, token, backup and
// restore (app/models/audit.server.ts). Append-only: triggers refuse an UPDATE, and a DELETE of a
// row younger than a year (the retention). actor_id keeps no foreign key: a row outlives its user.
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    via: text('via').notNull(),
    address: text('address'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: text('detail'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorName, t.at),
    // A lead's history: who changed it and when (app/models/leads.server.ts).
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
)

// Failed sign-ins, one audit row an address, hour and reason (docs/security.md): the first failure
// writes the row, the others that hour count here, so a guesser within its limits adds one row an
// hour instead of dozens. Goes with its audit row (pruned with it after a year).
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    auditId: integer('audit_id')
      .primaryKey()
      .references(() => auditLog.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    hour: integer('hour', { mode: 'timestamp_ms' }).notNull(),
    detail: text('detail').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastAt: integer('last_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('sign_in_failures_address_hour_idx').on(t.address, t.hour, t.detail)],
)

// --- content -------------------------------------------------------------------------------------

export const services = sqliteTable(
  'services',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default(''),
    /**
     * The detailed service its card leads to (docs/api.md); its card leads to /services without
     * one.
     */
    caseStudyId: integer('case_study_id').references((): AnySQLiteColumn => detailedServices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_created_idx').on(t.createdAt)],
)

export const detailedServices = sqliteTable(
  'detailed_services',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    pricing: text('pricing'),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('detailed_services_created_idx').on(t.createdAt),
    uniqueIndex('detailed_services_slug_idx').on(t.slug),
    index('detailed_services_publish_idx').on(t.status, t.publishAt),
  ],
)

export const detailedServiceFeatures = sqliteTable(
  'detailed_service_features',
  {
    id: id(),
    detailedServiceId: integer('detailed_service_id')
      .notNull()
      .references(() => detailedServices.id, { onDelete: 'cascade' }),
    position: position(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default(''),
  },
  (t) => [index('detailed_service_features_parent_idx').on(t.detailedServiceId, t.position)],
)

export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
)

// A project names its category (as the API does) rather than pointing at its row: deleting a
// category must not delete or rewrite published work.
export const projects = sqliteTable(
  'projects',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /**
     * The detailed project its card leads to (docs/api.md); its card leads to /portfolio without
     * one.
     */
    caseStudyId: integer('case_study_id').references((): AnySQLiteColumn => detailedProjects.id, {
      onDelete: 'set null',
    }),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_created_idx').on(t.createdAt),
    index('projects_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.status} <> 'draft'`),
  ],
)

export const projectMedia = sqliteTable(
  'project_media',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: position(),
    url: text('url').notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    /** What the picture shows; the project's title stands in when empty. */
    alt: text('alt'),
    /** Shown under the item on the public page; none when empty. */
    caption: text('caption'),
    /** The admin's lead image (at most one per project); none marked means the first. */
    lead: integer('lead', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('project_media_parent_idx').on(t.projectId, t.position),
    index('project_media_url_idx').on(t.url),
  ],
)

export const detailedProjects = sqliteTable(
  'detailed_projects',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull(),
    category: text('category').notNull(),
    client: text('client'),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('detailed_projects_created_idx').on(t.createdAt),
    uniqueIndex('detailed_projects_slug_idx').on(t.slug),
    index('detailed_projects_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.status} <> 'draft'`),
  ],
)

export const detailedProjectMedia = sqliteTable(
  'detailed_project_media',
  {
    id: id(),
    detailedProjectId: integer('detailed_project_id')
      .notNull()
      .references(() => detailedProjects.id, { onDelete: 'cascade' }),
    position: position(),
    url: text('url').notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    /** What the picture shows; the project's title stands in when empty. */
    alt: text('alt'),
    /** Shown under the item on the public page; none when empty. */
    caption: text('caption'),
    /** The admin's lead image (at most one per project); none marked means the first. */
    lead: integer('lead', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('detailed_project_media_parent_idx').on(t.detailedProjectId, t.position),
    index('detailed_project_media_url_idx').on(t.url),
  ],
)

export const detailedProjectTags = sqliteTable(
  'detailed_project_tags',
  {
    id: id(),
    detailedProjectId: integer('detailed_project_id')
      .notNull()
      .references(() => detailedProjects.id, { onDelete: 'cascade' }),
    position: position(),
    tag: text('tag').notNull(),
  },
  (t) => [index('detailed_project_tags_parent_idx').on(t.detailedProjectId, t.position)],
)

/** A case study's results ("+38%" / "qualified leads"), shown as a strip on its page. */
export const detailedProjectResults = sqliteTable(
  'detailed_project_results',
  {
    id: id(),
    detailedProjectId: integer('detailed_project_id')
      .notNull()
      .references(() => detailedProjects.id, { onDelete: 'cascade' }),
    position: position(),
    figure: text('figure').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('detailed_project_results_parent_idx').on(t.detailedProjectId, t.position)],
)

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: id(),
    clientName: text('client_name').notNull(),
    clientTitle: text('client_title'),
    quote: text('quote').notNull(),
    clientImage: text('client_image'),
    /** What the picture shows; the client's name stands in when empty. */
    clientImageAlt: text('client_image_alt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
)

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    coverImage: text('cover_image'),
    /** What the cover shows, for people who cannot see it; the title stands in when empty. */
    coverImageAlt: text('cover_image_alt'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...publication(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_created_idx').on(t.createdAt),
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    // Lists read newest published first: the publish time leads.
    index('blog_posts_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.status} <> 'draft'`),
  ],
)

/**
 * The old addresses of items whose slug changed: /blog/<old> answers 301 to the current one. A new
 * item that takes an old slug takes it over (the row goes).
 */
export const slugRedirects = sqliteTable(
  'slug_redirects',
  {
    id: id(),
    /** Which kind of item: a kind with an address (db/kinds.ts). */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('slug_redirects_kind_slug_idx').on(t.kind, t.slug)],
)

// Old addresses the admin sends on (app/models/redirect.server.ts, docs/product.md "Redirects"):
// an old site's paths, kept in the one spelling of an address, to a path here or a full URL.
export const redirects = sqliteTable(
  'redirects',
  {
    id: id(),
    /**
     * The old path in its one spelling (app/lib/redirect-paths.ts): no query, no trailing slash.
     */
    source: text('source').notNull(),
    /** True: every path under `source` too, the rest of it added to the target. */
    prefix: integer('prefix', { mode: 'boolean' }).notNull().default(false),
    /** A path of this site (`/blog/new`) or a full http(s) URL. */
    target: text('target').notNull(),
    /** 301 (moved for good) or 302 (for now). */
    code: integer('code').notNull().default(301),
    hits: integer('hits').notNull().default(0),
    lastHitAt: integer('last_hit_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_source_idx').on(t.source)],
)

/**
 * The key that signs an unpublished item's preview links (docs/publishing.md). Publishing or
 * deleting the item removes it, and with it every link made so far.
 */
export const previewKeys = sqliteTable(
  'preview_keys',
  {
    id: id(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('preview_keys_kind_item_idx').on(t.kind, t.itemId)],
)

/**
 * Deleted items, kept 30 days (docs/decisions/019-trash.md): a JSON snapshot of the row and its
 * child
 * rows, written in the transaction that deletes them, so every other query stays as it was. Restore
 * re-inserts them with their ids; an upload named in a snapshot is still in use (app/lib/uploads).
 */
export const trash = sqliteTable(
  'trash',
  {
    id: id(),
    /** Which kind of item: blog, project, detailed-project, service, detailed-service, ... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** What the trash screen lists it as (its title or name when it was deleted). */
    title: text('title').notNull(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }).notNull(),
    deletedBy: text('deleted_by').notNull(),
    snapshot: text('snapshot').notNull(),
  },
  (t) => [
    uniqueIndex('trash_entity_idx').on(t.entity, t.entityId),
    index('trash_deleted_idx').on(t.deletedAt),
  ],
)

export const aboutSections = sqliteTable('about_sections', {
  id: id(),
  position: position(),
  title: text('title').notNull(),
  content: text('content').notNull(),
})

// The About page's optional blocks (docs/decisions/053-about-blocks.md): rows of the About page's
// one item, in their order, like its sections; their texts in the other language are translations
// kept by position. A photo or logo is an upload's address (or any image URL).
export const aboutTeamMembers = sqliteTable('about_team_members', {
  id: id(),
  position: position(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  photo: text('photo'),
})

export const aboutFigures = sqliteTable('about_figures', {
  id: id(),
  position: position(),
  value: text('value').notNull(),
  label: text('label').notNull(),
})

export const aboutClients = sqliteTable('about_clients', {
  id: id(),
  position: position(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
})

// Earlier versions of the content items (app/models/revision.server.ts, docs/publishing.md): each
// saved version as the model's input (JSON), with who saved it and when; the last 50 per item.
// Keyed by kind and id (ids are never reused), with no foreign key: an item in the trash keeps its
// own, and an item deleted forever takes them with it. actor_name is null for a version saved
// before revisions were kept.
export const revisions = sqliteTable(
  'revisions',
  {
    id: id(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    snapshot: text('snapshot').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    via: text('via').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('revisions_entity_idx').on(t.entity, t.entityId, t.id)],
)

// What an editor's form held a few seconds after its admin stopped typing (app/models/autosave.server.ts,
// docs/decisions/054-autosave.md): one row per admin and item ('new' for an item not yet saved), the
// form's text fields as posted, offered back when the item is opened again. Never content: nothing
// reads it but the editor, and a real save of the item deletes it.
export const autosaves = sqliteTable(
  'autosaves',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    item: text('item').notNull(),
    fields: text('fields').notNull(),
    savedAt: integer('saved_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('autosaves_item_idx').on(t.userId, t.entity, t.item)],
)

// Content in the other language (docs/decisions/027-content-translations.md): one row per
// translated field of an item, keyed by its kind (db/kinds.ts), its id, the language and the
// field's path ('title', 'features.2.description', 'tags.0.tag'). The item's own columns keep the
// default language's value, so every read of before is unchanged; a missing row falls back to it.
// No foreign key (kinds live in many tables): the content write path writes these rows with the
// item's, and the trash keeps them in the item's snapshot.
export const translations = sqliteTable(
  'translations',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.language, t.field] })],
)

/**
 * An item's own address and publication in the other language (docs/decisions/032-
 * translation-addresses.md): its slug there (in that language's script, unique per kind and
 * language; null: the page uses the default language's slug) and whether its translation is public
 * (`status` and `publishAt` as an item's own, for its texts in that language only). No row: no slug
 * of its own, and the translation goes out with the item.
 */
export const translationPublication = sqliteTable(
  'translation_publication',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    slug: text('slug'),
    ...schedule(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.language] }),
    uniqueIndex('translation_publication_slug_idx').on(t.kind, t.language, t.slug),
  ],
)

/** A translation's old slugs: /ar/blog/<old> answers 301 to its current address. */
export const translationSlugRedirects = sqliteTable(
  'translation_slug_redirects',
  {
    kind: text('kind').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    slug: text('slug').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.language, t.slug] })],
)

// The uploads each revision shows, so that "is this file still used?" is an index lookup and not a
// scan of every snapshot (app/media/upload-store.server.ts). Goes with its revision.
export const revisionUploads = sqliteTable(
  'revision_uploads',
  {
    id: id(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
  },
  (t) => [
    index('revision_uploads_url_idx').on(t.url),
    index('revision_uploads_revision_idx').on(t.revisionId),
  ],
)

// Which item uses which upload (app/models/upload-refs.server.ts): a content item's file columns
// and the files its HTML names, and each trash snapshot's, kept by the write that changes them, so
// "is this file still used?" is an index lookup and "where is it used?" a list. `kind` is a content
// kind (db/kinds.ts) or 'trash' (item_id is then the trash row's id). Rebuilt at start.
export const uploadRefs = sqliteTable(
  'upload_refs',
  {
    id: id(),
    url: text('url').notNull(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    index('upload_refs_url_idx').on(t.url),
    uniqueIndex('upload_refs_item_idx').on(t.kind, t.itemId, t.url),
  ],
)

// The media library (/admin/media, app/models/media-library.server.ts): one row per uploaded file,
// written when an upload is kept and removed with the file; files already on disk (the demo's, a
// restored backup's) are added at start. Where a file is used is upload_refs, not this table. `alt`
// is the library's text for an image: what a place that picks it starts with.
export const mediaFiles = sqliteTable(
  'media_files',
  {
    id: id(),
    url: text('url').notNull().unique(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    size: integer('size').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_files_created_idx').on(t.createdAt),
    index('media_files_type_idx').on(t.type),
  ],
)

// --- inbox ---------------------------------------------------------------------------------------

// What the admin keeps on a lead beside its status (app/models/lead-work.server.ts): a private note,
// never shown outside the admin, and how it turned out (won or lost; null while it is open).
// A lead's place in the inbox (app/models/leads.server.ts).
export const LEAD_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const

const leadWork = () => ({
  note: text('note').notNull().default(''),
  outcome: text('outcome', { enum: ['won', 'lost'] }),
})

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    // Sent back sooner than FORM_MIN_FILL_MS after the form was served, with a genuine stamp: a
    // weak sign of a bot, so the lead stays in the inbox, marked "sent unusually fast"
    // (docs/security.md).
    sentFast: integer('sent_fast', { mode: 'boolean' }).notNull().default(false),
    // Where the lead came from, taken when it was sent (app/analytics/attribution.server.ts): JSON,
    // null for leads from before it was kept and for those posted to the /api.
    attribution: text('attribution'),
    // The language of the page the form was sent from (docs/decisions/025-languages.md); null when
    // not known (a lead posted to the /api, or kept before it was).
    language: text('language', { enum: ['en', 'ar'] }),
    ...leadWork(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
)

export const consultations = sqliteTable(
  'consultations',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    // Sent back sooner than FORM_MIN_FILL_MS after the form was served, with a genuine stamp: a
    // weak sign of a bot, so the lead stays in the inbox, marked "sent unusually fast"
    // (docs/security.md).
    sentFast: integer('sent_fast', { mode: 'boolean' }).notNull().default(false),
    // Where the lead came from, taken when it was sent (app/analytics/attribution.server.ts): JSON,
    // null for leads from before it was kept and for those posted to the /api.
    attribution: text('attribution'),
    // The language of the page the form was sent from (docs/decisions/025-languages.md); null when
    // not known.
    language: text('language', { enum: ['en', 'ar'] }),
    ...leadWork(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultations_created_idx').on(t.createdAt),
    index('consultations_status_idx').on(t.status, t.createdAt),
  ],
)

// --- singletons ----------------------------------------------------------------------------------

// Site settings and the hero video each live in one row with id 1; a missing row means "never
// saved".
export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  // The language of the addresses without a prefix (docs/decisions/025-languages.md).
  defaultLanguage: text('default_language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  // The zone publish times are typed and shown in (an IANA name); null is SITE_TIME_ZONE's default.
  timeZone: text('time_zone'),
  // The sentence under a sent form's thank-you ("We reply within two working days"), per language;
  // empty shows the dictionary's default (app/components/forms/thank-you-panel.tsx).
  replyNoteEn: text('reply_note_en').notNull().default(''),
  replyNoteAr: text('reply_note_ar').notNull().default(''),
  updatedAt: updatedAt(),
})

export const socialLinks = sqliteTable('social_links', {
  id: id(),
  position: position(),
  platform: text('platform', { enum: PLATFORMS }).notNull(),
  url: text('url').notNull(),
})

// The home page's hero background: a video (url) and a still image (poster) shown while the video
// loads, instead of it for a visitor who asks for reduced motion, and alone when there is no video.
// Either may be null; with neither the designed default image shows.
export const heroVideo = sqliteTable('hero_video', {
  id: integer('id').primaryKey(),
  url: text('url'),
  poster: text('poster'),
  updatedAt: updatedAt(),
})

// Rate-limit counters (sign-in attempts, public forms), kept in the database so that a restart does
// not hand a guesser a fresh budget. The layout is rate-limiter-flexible's RateLimiterSQLite table;
// `expire` is epoch milliseconds, null for a counter that never expires.
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire'),
})

// --- relations, for db.query.<table>.findMany({ with: ... }) --------------------------------------

export const detailedServicesRelations = relations(detailedServices, ({ many }) => ({
  features: many(detailedServiceFeatures),
}))
export const detailedServiceFeaturesRelations = relations(detailedServiceFeatures, ({ one }) => ({
  detailedService: one(detailedServices, {
    fields: [detailedServiceFeatures.detailedServiceId],
    references: [detailedServices.id],
  }),
}))
export const projectsRelations = relations(projects, ({ many }) => ({ media: many(projectMedia) }))
export const projectMediaRelations = relations(projectMedia, ({ one }) => ({
  project: one(projects, { fields: [projectMedia.projectId], references: [projects.id] }),
}))
export const detailedProjectsRelations = relations(detailedProjects, ({ many }) => ({
  media: many(detailedProjectMedia),
  tags: many(detailedProjectTags),
  results: many(detailedProjectResults),
}))
export const detailedProjectMediaRelations = relations(detailedProjectMedia, ({ one }) => ({
  detailedProject: one(detailedProjects, {
    fields: [detailedProjectMedia.detailedProjectId],
    references: [detailedProjects.id],
  }),
}))
export const detailedProjectResultsRelations = relations(detailedProjectResults, ({ one }) => ({
  detailedProject: one(detailedProjects, {
    fields: [detailedProjectResults.detailedProjectId],
    references: [detailedProjects.id],
  }),
}))
export const detailedProjectTagsRelations = relations(detailedProjectTags, ({ one }) => ({
  detailedProject: one(detailedProjects, {
    fields: [detailedProjectTags.detailedProjectId],
    references: [detailedProjects.id],
  }),
}))
export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  author: one(users, { fields: [blogPosts.authorId], references: [users.id] }),
}))

// --- outgoing mail -------------------------------------------------------------------------------

// E-mails waiting to go out (app/models/outbox.server.ts): written in the same transaction as the
// lead they tell of, sent by a background loop with retries, so a mail server that is down or slow
// never fails a visitor's submission and a restart resumes where it stopped.
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    // What the mail is about: one of each purpose per lead at most.
    purpose: text('purpose').notNull(),
    leadKind: text('lead_kind').notNull(),
    leadId: integer('lead_id').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // An HTML version sent beside the text, when the mail has one: a lead in Arabic is laid out
    // right to left (docs/decisions/025-languages.md).
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_lead_purpose_idx').on(t.purpose, t.leadKind, t.leadId),
    index('outbox_due_idx').on(t.sentAt, t.nextAttemptAt),
  ],
)

// --- webhooks (app/models/webhook.server.ts, docs/webhooks.md) -----------------------------------

// Where the admin sends events (Site Settings → Connections): an https URL, the events it wants
// (a JSON list of names) and the secret its deliveries are signed with. Stopped (stoppedAt) after a
// day of failed deliveries, until the admin turns it on again.
export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').notNull(),
  secret: text('secret').notNull(),
  stoppedAt: integer('stopped_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
})

// One event for one endpoint, written in the transaction of what it tells of (a lead, a content
// write) and sent by a background loop with retries: the outbox of the lead e-mails, for webhooks.
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    /** The id the receiver dedupes by (the Webhook-Id header): the same on every retry. */
    deliveryId: text('delivery_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    /** A day of failures: no more attempts. */
    givenUpAt: integer('given_up_at', { mode: 'timestamp_ms' }),
    /** The last answer's HTTP status, or null when there was none (refused, timed out). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.deliveredAt, t.givenUpAt, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
)

// --- visitor analytics (app/analytics/, docs/privacy.md) -----------------------------------------

// One random salt a day (UTC), kept 48 hours: a visitor is a hash of it, the site, the address and
// the browser, so a visitor can be told apart within a day and never across days.
export const analyticsSalts = sqliteTable('analytics_salts', {
  day: integer('day').primaryKey(),
  salt: blob('salt', { mode: 'buffer' }).notNull(),
  createdAt: integer('created_at').notNull(),
})

// Every repeated text a pageview names (paths, referrer hosts, utm values, browser families), once,
// with the last day a pageview named it: past the raw pageviews' days, a text no daily total names
// is deleted (app/analytics/rollup.server.ts).
export const analyticsStrings = sqliteTable(
  'analytics_strings',
  {
    id: integer('id').primaryKey(),
    value: text('value').notNull(),
    usedDay: integer('used_day'),
  },
  (t) => [uniqueIndex('analytics_strings_value_idx').on(t.value)],
)

// One row a pageview, all integers and no index but the key: the id is the time (seconds since
// 2020 times 65,536, plus a sequence), so a day is a range of the key (app/analytics/ids.ts).
export const analyticsPageviews = sqliteTable('analytics_pageviews', {
  id: integer('id').primaryKey(),
  // The first 48 bits of the visitor's daily hash.
  visitor: integer('visitor').notNull(),
  path: integer('path').notNull(),
  referrer: integer('referrer'),
  source: integer('source'),
  medium: integer('medium'),
  campaign: integer('campaign'),
  channel: integer('channel').notNull(),
  device: integer('device').notNull(),
  browser: integer('browser'),
})

// Daily totals per dimension (app/analytics/rollup.server.ts): kept after the raw rows are gone.
export const analyticsDaily = sqliteTable(
  'analytics_daily',
  {
    day: integer('day').notNull(),
    dim: integer('dim').notNull(),
    key: integer('key').notNull(),
    visitors: integer('visitors').notNull(),
    pageviews: integer('pageviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dim, t.key] })],
)

// The days already rolled up, what each day's budget dropped, and the bytes of new texts the day
// stored (ANALYTICS_DAILY_TEXT_BYTES bounds them).
export const analyticsDays = sqliteTable('analytics_days', {
  day: integer('day').primaryKey(),
  rolledUp: integer('rolled_up').notNull().default(0),
  dropped: integer('dropped').notNull().default(0),
  texts: integer('texts').notNull().default(0),
})

// --- replication of the uploads (app/ops/replica-files.server.ts, docs/deploy.md) ---------------

// Each stored upload and where it stands on the replica: `pending` is what is still to do there (a
// copy after an upload or a replacement, a removal once the file left the site and its trash),
// null once done. A queue that survives a restart, and the ledger of what the replica holds:
// `target` names the replica (REPLICA_URL without secrets), so a new one is filled from scratch.
export const replicaFiles = sqliteTable(
  'replica_files',
  {
    url: text('url').primaryKey(),
    target: text('target').notNull(),
    pending: text('pending', { enum: ['put', 'delete'] }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    // Counts the requests for this file, so a copy that went out tells an older one from a newer.
    queued: integer('queued').notNull().default(1),
  },
  (t) => [index('replica_files_due_idx').on(t.pending, t.nextAttemptAt)],
)
