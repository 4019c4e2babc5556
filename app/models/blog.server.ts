import { count } from 'drizzle-orm'
import { z } from 'zod'
import { blogPosts, type users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { newestFirst } from '#app/lib/public-visibility.server.ts'
import {
  addedText,
  EntityIdSchema,
  iso,
  optionalUrlField,
  requiredText,
  timestamps,
} from './fields.ts'
import {
  answeredPublication,
  publicationAnswer,
  publicationInput,
  requireScheduleTime,
} from './publication-status.server.ts'
import { listPublicStamps, publishable } from './slug-kind.server.ts'
import { richText } from './rich-text.server.ts'
import { ALT_DEFAULT_RULE, altOrLibrary } from './library-alt.server.ts'
import { untilContentChanges } from '#app/lib/content-version.server.ts'
import type { KindModel } from './kind-models.server.ts'

export const BlogInputSchema = z
  .object({
    title: requiredText('Title'),
    content: richText('Content'),
    coverImage: optionalUrlField('Cover image'),
    coverImageAlt: addedText('Cover image alt text').describe(ALT_DEFAULT_RULE),
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
  /** slug: the address, /blog/<slug>. */
  ...publicationAnswer,
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
  (reader: BlogReader) =>
  (r: Row): Blog => {
    return {
      _id: String(r.id),
      title: r.title,
      content: r.content,
      coverImage: r.coverImage,
      ...(r.coverImageAlt ? { coverImageAlt: r.coverImageAlt } : {}),
      author: r.author ? { name: r.author.name } : null,
      ...answeredPublication(r, reader),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }
  }

const withAuthor = { author: { columns: { name: true } } } as const

const posts = publishable({
  kind: 'blog',
  table: blogPosts,
  find: (options) =>
    getDb()
      .query.blogPosts.findMany({ with: withAuthor, ...options })
      .sync(),
  answer: toBlog,
})
const { visibleTo } = posts

/** Newest first; `limit`/`offset` for the home page and pagination. */
export function listBlogPosts({
  limit,
  offset,
  ...reader
}: { limit?: number; offset?: number } & BlogReader = {}): Blog[] {
  return posts.list(reader, { orderBy: newestFirst(blogPosts, reader.all ?? false), limit, offset })
}

/** How many posts `reader` sees. */
export function countBlogPosts(reader: BlogReader = {}): number {
  const counted = () =>
    getDb().select({ n: count() }).from(blogPosts).where(visibleTo(reader)).get()?.n ?? 0
  // The public's count (every uncached list page reads it) is kept until the posts change.
  return reader.all || reader.now ? counted() : untilContentChanges('public blog count', counted)
}

/** Each public post's address and when it last changed, newest first (the sitemap's). */
export const listBlogPostStamps = (limit?: number, now?: Date) =>
  listPublicStamps('blog', limit, now)

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
  // Past the end nothing is read: a random page number costs the (kept) count only.
  if (page > pages) return { blogs: [], page, pages }
  const blogs = listBlogPosts({
    limit: BLOGS_PER_PAGE,
    offset: (page - 1) * BLOGS_PER_PAGE,
    ...reader,
  })
  return { blogs, page, pages }
}

export const getBlogPost = (id: number, reader: BlogReader = {}): Blog | undefined =>
  posts.get(id, reader)

/** The public post at an address: /blog/<slug>, or an old id or slug that must answer 301 to it. */
export const findBlogPostByAddress = posts.findByAddress

/** The post a preview link shows, with when the link expires (docs/publishing.md). */
export const previewBlogPost = posts.preview

/** The author is whoever is signed in (the token's or the session's user). */
export function createBlogPost(input: BlogInput, authorId: number, now = new Date()): Blog {
  const data = BlogInputSchema.parse(input)
  // A cover without alt text of its own gets the library's (library-alt.server.ts).
  const coverImageAlt = altOrLibrary(data.coverImageAlt, data.coverImage)
  return posts.createItem({ ...data, coverImageAlt, authorId }, { now })
}

/** Whoever saves an edit becomes the author, as on create (docs/api.md: author = the token's user). */
export function updateBlogPost(
  id: number,
  input: BlogInput,
  authorId: number,
  now = new Date(),
): Blog | undefined {
  const data = BlogInputSchema.parse(input)
  return posts.updateItem(
    id,
    (stored) => {
      // Left out, the alt text stays; with none, the cover gets the library's.
      const alt = data.coverImageAlt === undefined ? stored.coverImageAlt : data.coverImageAlt
      const cover = data.coverImage === undefined ? stored.coverImage : data.coverImage
      return { ...data, coverImageAlt: altOrLibrary(alt, cover), authorId }
    },
    { now },
  )
}

export const deleteBlogPost = (id: number): boolean => posts.deleteItem(id)

/** The blog's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'blog',
  answer: BlogSchema,
  input: BlogInputSchema,
  read: (id) => getBlogPost(id, { all: true }),
  update: (id, snapshot, userId) => updateBlogPost(id, snapshot as BlogInput, userId), // a kept revision is this input; the update parses it
} satisfies KindModel<'blog'>
