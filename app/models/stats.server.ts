import { count } from 'drizzle-orm'
import { projects } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'

export function countProjects(): number {
  return getDb().select({ n: count() }).from(projects).get()?.n ?? 0
}
