// A category added with its name in the other language at once (Manage Categories' add form,
// docs/decisions/037-category-names.md). The other name is optional and checked as the
// translation screen checks it (a line, no other category's name in that language) before
// anything is saved, so a refused one adds nothing; it is then saved as the category's
// translation, through the same write path.
import type { z } from 'zod'
import type { Language } from '#app/i18n/languages.ts'
import { CategoryInputSchema, createCategory, type Category } from './category.server.ts'
import { ConflictError } from './errors.ts'
import { optionalText } from './fields.ts'
import { DUPLICATE_CATEGORY } from '#db/kinds.ts'
import { translationTaken } from './translated-names.server.ts'
import { saveTranslation } from './translation-input.server.ts'

export const NamedCategoryInputSchema = CategoryInputSchema.extend({
  otherName: optionalText('Name'),
})
export type NamedCategoryInput = z.input<typeof NamedCategoryInputSchema>

/** Throws ConflictError (its field `name` or `otherName`) when either name is another's. */
export function createNamedCategory(input: NamedCategoryInput, language: Language): Category {
  const { name, otherName } = NamedCategoryInputSchema.parse(input)
  // No item has id 0: every category's name in `language` is another's.
  if (otherName && translationTaken('category', 0, language, 'name', otherName)) {
    throw new ConflictError(DUPLICATE_CATEGORY, 'otherName')
  }
  const category = createCategory({ name })
  // Should another request take the name between the check and this save, the category stays
  // as one added without it: its row says "Untranslated" and leads to its translation screen.
  if (otherName) saveTranslation('category', Number(category._id), language, { name: otherName })
  return category
}
