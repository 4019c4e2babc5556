import { count } from 'drizzle-orm'
import { blogPosts, projects } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'

export function countBlogPosts(): number {
  return getDb().select({ n: count() }).from(blogPosts).get()?.n ?? 0
}

export function countProjects(): number {
  return getDb().select({ n: count() }).from(projects).get()?.n ?? 0
}
