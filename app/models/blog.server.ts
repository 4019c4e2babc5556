import { and, count, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { blogPosts, PUBLICATION_STATUSES, type users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { isPublic, newestFirst } from '#app/lib/publishing.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'
import {
  addedText,
  EntityIdSchema,
  iso,
  optionalUrlField,
  requiredText,
  timestamps,
} from './fields.ts'
import { parseId } from './id.ts'
import {
  chooseSlug,
  forgetSlugs,
  publicationInput,
  publicationOf,
  recordSlugChange,
  redirectedItem,
  requireScheduleTime,
  resolvePublication,
  statusAt,
} from './publication.server.ts'
import { readPreviewToken, revokePreviews } from './preview.server.ts'
import { richText } from './rich-text.server.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { recordAudit } from './audit.server.ts'

export const BlogInputSchema = z
  .object({
    title: requiredText('Title'),
    content: richText('Content'),
    coverImage: optionalUrlField('Cover image'),
    coverImageAlt: addedText('Cover image alt text'),
    ...publicationInput,
  })
  .superRefine(requireScheduleTime)
export type BlogInput = z.input<typeof BlogInputSchema>

/** A post as the API returns it; the author is null once their account is gone. */
export const BlogSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  /** Only when the admin wrote one (older clients see the post as before). */
  coverImageAlt: z.string().optional(),
  author: z.object({ name: z.string() }).nullable(),
  /** The readable address, /blog/<slug> (answered when asked for: ?include=publication). */
  slug: z.string().optional(),
  /** Always answered for a draft or a scheduled post; for any post when asked for. */
  status: z.enum(PUBLICATION_STATUSES).optional(),
  /** When it goes (or went) public; null for a draft never given a time. */
  publishAt: z.iso.datetime().nullable().optional(),
  ...timestamps,
})
export type Blog = z.infer<typeof BlogSchema>

export const BLOGS_PER_PAGE = 6
export const BlogPageSchema = z.object({
  blogs: z.array(BlogSchema),
  page: z.number().int(),
  pages: z.number().int(),
})
export type BlogPage = z.infer<typeof BlogPageSchema>

/**
 * Who reads: the public sees only what is published at `now`; the admin and a token's holder
 * (`all`) see every post. `publication` adds slug, status and publish time to every answer.
 */
export type BlogReader = { all?: boolean; publication?: boolean; now?: Date }

type Row = typeof blogPosts.$inferSelect & {
  author: Pick<typeof users.$inferSelect, 'name'> | null
}

const toBlog =
  ({ publication = false, now = new Date() }: BlogReader) =>
  (r: Row): Blog => {
    const published = publicationOf(r, now)
    return {
      _id: String(r.id),
      title: r.title,
      content: r.content,
      coverImage: r.coverImage,
      ...(r.coverImageAlt ? { coverImageAlt: r.coverImageAlt } : {}),
      author: r.author ? { name: r.author.name } : null,
      ...(publication || published.status !== 'published' ? published : {}),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }
  }

const withAuthor = { author: { columns: { name: true } } } as const
const visibleTo = ({ all = false, now = new Date() }: BlogReader) =>
  all ? undefined : isPublic(blogPosts, now)

/** Newest first; `limit`/`offset` for the home page and pagination. */
export function listBlogPosts({
  limit,
  offset,
  ...reader
}: { limit?: number; offset?: number } & BlogReader = {}): Blog[] {
  return getDb()
    .query.blogPosts.findMany({
      with: withAuthor,
      where: visibleTo(reader),
      orderBy: newestFirst(blogPosts, reader.all ?? false),
      limit,
      offset,
    })
    .sync()
    .map(toBlog(reader))
}

/** How many posts `reader` sees. */
export function countBlogPosts(reader: BlogReader = {}): number {
  return getDb().select({ n: count() }).from(blogPosts).where(visibleTo(reader)).get()?.n ?? 0
}

/** Each public post's address and when it last changed, newest first (the sitemap's). */
export function listBlogPostStamps(
  limit = 50_000,
  now = new Date(),
): Array<{ _id: string; slug: string; updatedAt: string }> {
  return getDb()
    .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(blogPosts, now))
    .orderBy(...newestFirst(blogPosts, false))
    .limit(limit)
    .all()
    .map((r) => ({ _id: String(r.id), slug: r.slug ?? String(r.id), updatedAt: iso(r.updatedAt) }))
}

/** A page number from a query string; anything but a positive whole number means page 1. */
export function parsePageNumber(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\s*[0-9]{1,9}\s*$/.test(text)) return 1
  return Math.max(1, Number(text))
}

/** Six posts a page, newest first. A page past the end has no posts but keeps its number. */
export function listBlogPostsPage(pageNumber: unknown, reader: BlogReader = {}): BlogPage {
  const page = parsePageNumber(pageNumber)
  const pages = Math.ceil(countBlogPosts(reader) / BLOGS_PER_PAGE)
  const blogs = listBlogPosts({
    limit: BLOGS_PER_PAGE,
    offset: (page - 1) * BLOGS_PER_PAGE,
    ...reader,
  })
  return { blogs, page, pages }
}

export function getBlogPost(id: number, reader: BlogReader = {}): Blog | undefined {
  const where = visibleTo(reader)
  const row = getDb()
    .query.blogPosts.findFirst({
      with: withAuthor,
      where: where ? and(eq(blogPosts.id, id), where) : eq(blogPosts.id, id),
    })
    .sync()
  return row && toBlog(reader)(row)
}

/**
 * The public post at an address: /blog/<slug>, or an old id or slug that must answer 301 to it.
 * Undefined when no post is public there.
 */
export function findBlogPostByAddress(
  address: string,
  reader: BlogReader = {},
): { post: Blog } | { movedTo: string } | undefined {
  const byId = parseId(address)
  const viewer = { ...reader, publication: true }
  if (byId !== null) {
    const post = getBlogPost(byId, viewer)
    // A post written by hand has no slug yet (until the next start): its id is its address.
    if (post?.slug === address) return { post }
    return post && { movedTo: post.slug! }
  }
  const row = getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, address))
    .get()
  if (row) {
    const post = getBlogPost(row.id, viewer)
    return post && { post }
  }
  const moved = redirectedItem('blog', address)
  const post = moved === undefined ? undefined : getBlogPost(moved, viewer)
  return post && { movedTo: post.slug! }
}

/**
 * The post a preview link shows (every status), with when the link expires; a post already public
 * moves to its page; undefined when the link is malformed, forged, expired or revoked.
 */
export function previewBlogPost(
  token: string,
  now = new Date(),
): { post: Blog; expiresAt: Date } | { movedTo: string } | undefined {
  const link = readPreviewToken('blog', token, now)
  const post = link && getBlogPost(link.itemId, { all: true, publication: true, now })
  if (!link || !post) return undefined
  if (post.status === 'published') return { movedTo: post.slug! }
  return { post, expiresAt: link.expiresAt }
}

const slugOwner = (slug: string) =>
  getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get()?.id

const slugFor = (
  data: { slug?: string | null; title: string },
  current?: { id: number; slug: string | null },
) =>
  chooseSlug({
    wanted: data.slug,
    title: data.title,
    current,
    ownerOf: slugOwner,
    fallback: 'post',
    takenText: 'Another post has this slug',
  })

/** The author is whoever is signed in (the token's or the session's user). */
export function createBlogPost(input: BlogInput, authorId: number, now = new Date()): Blog {
  publicContentChanged()
  const { status, publishAt, slug, ...data } = BlogInputSchema.parse(input)
  const db = getDb()
  const row = db.transaction((tx) => {
    const inserted = tx
      .insert(blogPosts)
      .values({
        ...data,
        ...resolvePublication({ status, publishAt }, undefined, now),
        slug: slugFor({ slug, title: data.title }),
        authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get()
    recordSlugChange('blog', inserted.id, undefined, inserted.slug!)
    return inserted
  })
  recordAudit({ action: 'create', entity: 'blog', entityId: row.id })
  return getBlogPost(row.id, { all: true, publication: true, now })!
}

/** Whoever saves an edit becomes the author, as on create (docs/api.md: author = the token's user). */
export function updateBlogPost(
  id: number,
  input: BlogInput,
  authorId: number,
  now = new Date(),
): Blog | undefined {
  publicContentChanged()
  const { status, publishAt, slug, ...data } = BlogInputSchema.parse(input)
  const db = getDb()
  const stored = db.select().from(blogPosts).where(eq(blogPosts.id, id)).get()
  if (!stored) return undefined
  const newSlug = slugFor({ slug, title: data.title }, stored)
  const publication = resolvePublication({ status, publishAt }, stored, now)
  db.transaction((tx) => {
    tx.update(blogPosts)
      .set({ ...data, ...publication, slug: newSlug, authorId, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .run()
    recordSlugChange('blog', id, stored.slug, newSlug)
    // Published, it is public: the links that showed it before are done.
    if (statusAt({ ...publication, createdAt: stored.createdAt }, now) === 'published') {
      revokePreviews('blog', id)
    }
  })
  recordAudit({ action: 'update', entity: 'blog', entityId: id })
  releaseUploads([stored.coverImage])
  return getBlogPost(id, { all: true, publication: true, now })
}

export function deleteBlogPost(id: number): boolean {
  publicContentChanged()
  const held = getDb()
    .select({ url: blogPosts.coverImage })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get()?.url
  const deleted = getDb().delete(blogPosts).where(eq(blogPosts.id, id)).run().changes > 0
  if (deleted) {
    recordAudit({ action: 'delete', entity: 'blog', entityId: id })
    forgetSlugs('blog', id)
    revokePreviews('blog', id)
    releaseUploads([held])
  }
  return deleted
}

/** Gives every post without a slug one from its title (rows from before slugs, or written by hand). */
export function backfillBlogSlugs(): number {
  const db = getDb()
  const rows = db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(isNull(blogPosts.slug))
    .orderBy(blogPosts.id)
    .all()
  if (rows.length === 0) return 0
  for (const row of rows) {
    db.update(blogPosts)
      .set({ slug: slugFor({ title: row.title }, { id: row.id, slug: null }) })
      .where(eq(blogPosts.id, row.id))
      .run()
  }
  publicContentChanged()
  return rows.length
}
