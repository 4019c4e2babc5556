import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { blogPosts, type users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'
import { countBlogPosts } from './stats.server.ts'
import {
  addedText,
  EntityIdSchema,
  iso,
  optionalUrlField,
  requiredText,
  timestamps,
} from './fields.ts'
import { richText } from './rich-text.server.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'

export const BlogInputSchema = z.object({
  title: requiredText('Title'),
  content: richText('Content'),
  coverImage: optionalUrlField('Cover image'),
  coverImageAlt: addedText('Cover image alt text'),
})
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

type Row = typeof blogPosts.$inferSelect & {
  author: Pick<typeof users.$inferSelect, 'name'> | null
}

const toBlog = (r: Row): Blog => ({
  _id: String(r.id),
  title: r.title,
  content: r.content,
  coverImage: r.coverImage,
  ...(r.coverImageAlt ? { coverImageAlt: r.coverImageAlt } : {}),
  author: r.author ? { name: r.author.name } : null,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

const withAuthor = { author: { columns: { name: true } } } as const
const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)]

/** Newest first; `limit`/`offset` for the home page and pagination. */
export function listBlogPosts({ limit, offset }: { limit?: number; offset?: number } = {}): Blog[] {
  return getDb()
    .query.blogPosts.findMany({ with: withAuthor, orderBy: newestFirst, limit, offset })
    .sync()
    .map(toBlog)
}

/** Each post's id and when it last changed, newest first, at most `limit` (the sitemap's). */
export function listBlogPostStamps(limit = 50_000): Array<{ _id: string; updatedAt: string }> {
  return getDb()
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map((r) => ({ _id: String(r.id), updatedAt: iso(r.updatedAt) }))
}

/** A page number from a query string; anything but a positive whole number means page 1. */
export function parsePageNumber(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\s*[0-9]{1,9}\s*$/.test(text)) return 1
  return Math.max(1, Number(text))
}

/** Six posts a page, newest first. A page past the end has no posts but keeps its number. */
export function listBlogPostsPage(pageNumber: unknown): BlogPage {
  const page = parsePageNumber(pageNumber)
  const pages = Math.ceil(countBlogPosts() / BLOGS_PER_PAGE)
  const blogs = listBlogPosts({ limit: BLOGS_PER_PAGE, offset: (page - 1) * BLOGS_PER_PAGE })
  return { blogs, page, pages }
}

export function getBlogPost(id: number): Blog | undefined {
  const row = getDb()
    .query.blogPosts.findFirst({ with: withAuthor, where: eq(blogPosts.id, id) })
    .sync()
  return row && toBlog(row)
}

/** The author is whoever is signed in (the token's or the session's user). */
export function createBlogPost(input: BlogInput, authorId: number): Blog {
  publicContentChanged()
  const data = BlogInputSchema.parse(input)
  const row = getDb()
    .insert(blogPosts)
    .values({ ...data, authorId })
    .returning()
    .get()
  return getBlogPost(row.id)!
}

/** Whoever saves an edit becomes the author, as on create (docs/api.md: author = the token's user). */
export function updateBlogPost(id: number, input: BlogInput, authorId: number): Blog | undefined {
  publicContentChanged()
  const data = BlogInputSchema.parse(input)
  const held = coverOf(id)
  const changed = getDb()
    .update(blogPosts)
    .set({ ...data, authorId, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .run().changes
  if (changed === 0) return undefined
  releaseUploads([held])
  return getBlogPost(id)
}

// A save or delete releases the cover the post held once nothing uses it (every door alike).
function coverOf(id: number) {
  return getDb()
    .select({ url: blogPosts.coverImage })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get()?.url
}

export function deleteBlogPost(id: number): boolean {
  publicContentChanged()
  const held = coverOf(id)
  const deleted = getDb().delete(blogPosts).where(eq(blogPosts.id, id)).run().changes > 0
  if (deleted) releaseUploads([held])
  return deleted
}
