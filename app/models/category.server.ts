import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { categories } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { ConflictError } from './errors.ts'
import { DUPLICATE_CATEGORY } from '#db/kinds.ts'
import { EntityIdSchema, iso, requiredText, TimestampSchema } from './fields.ts'
import { createContent, deleteContent } from './content-write.server.ts'
import type { KindModel } from './kind-models.server.ts'
import { otherLanguage, type Language } from '#app/i18n/languages.ts'
import { nameKey } from './translated-names.server.ts'
import { readTranslations } from './translation.server.ts'
import { codeOf } from '#app/lib/property.ts'

export const CategoryInputSchema = z.object({ name: requiredText('Name') })
export type CategoryInput = z.input<typeof CategoryInputSchema>

/** A category as the API returns it. */
export const CategorySchema = z.object({
  _id: EntityIdSchema,
  name: z.string(),
  createdAt: TimestampSchema,
})
export type Category = z.infer<typeof CategorySchema>

const toCategory = (r: typeof categories.$inferSelect): Category => ({
  _id: String(r.id),
  name: r.name,
  createdAt: iso(r.createdAt),
})

/** By name, case-insensitively. */
export function listCategories(): Category[] {
  return getDb()
    .select()
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id))
    .all()
    .map(toCategory)
}

export function getCategory(id: number): Category | undefined {
  const row = getDb().select().from(categories).where(eq(categories.id, id)).get()
  return row && toCategory(row)
}

/** Throws ConflictError when the name exists already, in any letter case. */
export function createCategory(input: CategoryInput): Category {
  const { name } = CategoryInputSchema.parse(input)
  try {
    return createContent('category', {
      save() {
        const db = getDb()
        const existing = db
          .select({ id: categories.id })
          .from(categories)
          .where(sql`lower(${categories.name}) = lower(${name})`)
          .get()
        if (existing) throw new ConflictError(DUPLICATE_CATEGORY, 'name')
        return db.insert(categories).values({ name }).returning({ id: categories.id }).get().id
      },
      read: getCategory,
    })
  } catch (error) {
    // Another request may have inserted the same name between the check and the insert.
    if (codeOf(error) === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new ConflictError(DUPLICATE_CATEGORY, 'name')
    }
    throw error
  }
}

/**
 * A category's name on `language`'s pages, found by its name in either language (a filter's address
 * from the other language's page); undefined when no category is named so.
 */
export function categoryNameIn(
  name: string,
  language: Language,
  defaultLanguage: Language,
): string | undefined {
  const translated = readTranslations('category', otherLanguage(defaultLanguage))
  const key = nameKey(name)
  for (const category of listCategories()) {
    const other = translated.get(Number(category._id))?.get('name')
    if (nameKey(category.name) !== key && (other === undefined || nameKey(other) !== key)) continue
    return language === defaultLanguage ? category.name : (other ?? category.name)
  }
  return undefined
}

export function deleteCategory(id: number): boolean {
  return deleteContent('category', id)
}

/** The category's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'category',
  answer: CategorySchema,
} satisfies KindModel<'category'>
