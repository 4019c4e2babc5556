// Manage Categories' add form names a category in both languages at once (issue 34, docs/
// decisions/037-category-names.md): the other name is optional, checked as the translation
// screen checks it, and a refused one adds nothing.
import { describe, expect, test } from 'vitest'
import { createNamedCategory } from '#app/models/category-named.server.ts'
import { listCategories } from '#app/models/category.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { readTranslations } from '#app/models/translation.server.ts'

const arabicName = (id: string) => readTranslations('category', 'ar').get(Number(id))?.get('name')

describe('createNamedCategory', () => {
  test('saves the name in the other language as the category translation', () => {
    const category = createNamedCategory({ name: 'Aerial', otherName: ' تصوير جوي ' }, 'ar')
    expect(category.name).toBe('Aerial')
    expect(arabicName(category._id)).toBe('تصوير جوي')
  })

  test('left empty, the category is added untranslated', () => {
    const category = createNamedCategory({ name: 'Sound', otherName: '' }, 'ar')
    expect(arabicName(category._id)).toBeUndefined()
  })

  test("another category's name in that language, in any letter case, is refused: nothing is added", () => {
    createNamedCategory({ name: 'Web', otherName: 'Sites' }, 'ar')
    const before = listCategories().length
    const refused = (() => {
      try {
        createNamedCategory({ name: 'Webs', otherName: 'SITES' }, 'ar')
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(ConflictError)
    expect((refused as ConflictError).field).toBe('otherName')
    expect(listCategories()).toHaveLength(before)
  })

  test('a name too long in the other language is refused as the translation screen refuses it', () => {
    expect(() => createNamedCategory({ name: 'Long', otherName: 'ا'.repeat(201) }, 'ar')).toThrow(
      'Name must be at most 200 characters',
    )
  })
})
