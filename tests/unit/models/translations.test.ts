// Content in the other language (docs/decisions/027-content-translations.md): stored by the content
// write path with the item (atomic, audited), read back over the item with the default language's
// value where a text is missing, taken to the trash and brought back with the item.
import { getTableColumns } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { KIND_NAMES, kindSpec } from '#db/kinds.ts'
import { auditLog, translations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getAbout, saveAbout } from '#app/models/about.server.ts'
import { createDetailedService, getDetailedService } from '#app/models/detailed-service.server.ts'
import { createService, deleteService, listServices } from '#app/models/service.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import {
  localize,
  localizeOne,
  textPaths,
  translationCompleteness,
} from '#app/models/translation.server.ts'
import { listTrash, purgeFromTrash, restoreFromTrash } from '#app/models/trash.server.ts'
import { whereUploadIsUsed } from '#app/models/upload-refs.server.ts'

const stored = () => getDb().select().from(translations).all()

function aService() {
  return createService({ title: 'Filming', description: 'We film your product' })
}

describe('storage and the write path', () => {
  test('a translation is stored by path and language, the item itself unchanged', () => {
    const service = aService()
    const id = Number(service._id)
    expect(saveTranslation('service', id, 'ar', { title: '  تصوير  ', description: '' })).toEqual({
      ok: true,
    })
    expect(
      stored().map(({ kind, itemId, language, field, value }) => [
        kind,
        itemId,
        language,
        field,
        value,
      ]),
    ).toEqual([['service', id, 'ar', 'title', 'تصوير']])
    // Today's reads (the /api's) answer the default language's values, as before.
    expect(listServices()[0]).toMatchObject({
      title: 'Filming',
      description: 'We film your product',
    })
    const audit = getDb().select().from(auditLog).all().at(-1)
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'service',
      detail: 'Arabic translation',
    })
  })

  test('a save replaces every text of the language: an emptied one goes', () => {
    const id = Number(aService()._id)
    saveTranslation('service', id, 'ar', { title: 'تصوير', description: 'نصوّر منتجك' })
    saveTranslation('service', id, 'ar', { title: 'تصوير', description: ' ' })
    expect(stored().map((r) => r.field)).toEqual(['title'])
  })

  test('a refused text saves nothing and says why, by path', () => {
    const id = Number(aService()._id)
    saveTranslation('service', id, 'ar', { title: 'تصوير' })
    const result = saveTranslation('service', id, 'ar', {
      title: 'x'.repeat(201),
      description: 'ok',
    })
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { title: 'Title must be at most 200 characters' },
    })
    expect(stored().map((r) => r.value)).toEqual(['تصوير'])
  })

  test('an item that does not exist is not found, and nothing is written', () => {
    expect(saveTranslation('service', 999, 'ar', { title: 'x' })).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(stored()).toEqual([])
  })

  test('the write is all or nothing: a refused audit row leaves no translation', () => {
    const id = Number(aService()._id)
    getDb().$client.exec(
      "CREATE TEMP TRIGGER refuse_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    try {
      expect(() => saveTranslation('service', id, 'ar', { title: 'تصوير' })).toThrow(/refused/)
    } finally {
      getDb().$client.exec('DROP TRIGGER refuse_audit')
    }
    expect(stored()).toEqual([])
  })

  test('rich text is sanitized as the item own is', () => {
    saveAbout([{ title: 'Who we are', content: '<p>We film</p>' }])
    saveTranslation('about', 1, 'ar', {
      'sections.0.title': 'من نحن',
      'sections.0.content': '<p>نصوّر<script>alert(1)</script></p>',
    })
    const about = localizeOne('about', getAbout(), 'ar', 'en')
    expect(about.sections[0]).toEqual({ title: 'من نحن', content: '<p>نصوّر</p>' })
  })

  test('a translated text naming an upload holds it in the upload index', () => {
    saveAbout([{ title: 'Who', content: '<p>We</p>' }])
    saveTranslation('about', 1, 'ar', {
      'sections.0.content': '<p><img src="/uploads/blogs/team.png" alt="الفريق"></p>',
    })
    expect(whereUploadIsUsed('/uploads/blogs/team.png').map((u) => u.kind)).toEqual(['about'])
  })
})

describe('reading in a language', () => {
  test('a page in the other language shows the translation, else falls back, and says which', () => {
    const translated = aService()
    const untranslated = createService({ title: 'Editing', description: 'We cut' })
    saveTranslation('service', Number(translated._id), 'ar', { title: 'تصوير' })
    const [first, second] = localize('service', listServices(), 'ar', 'en')
    expect(first).toMatchObject({
      title: 'تصوير',
      description: 'We film your product',
      shownIn: { title: 'ar' },
    })
    expect(second).toEqual(untranslated)
    // The default language's page reads the items as they are.
    expect(localize('service', listServices(), 'en', 'en')[0]).toEqual(translated)
  })

  test('list texts are kept by position: features, tags', () => {
    const service = createDetailedService({
      title: 'Video',
      subtitle: 'Films',
      description: 'We make films',
      features: [
        { title: 'Script', description: 'We write it', icon: '' },
        { title: 'Shoot', description: 'We film it', icon: '' },
      ],
      status: 'published',
    })
    const id = Number(service._id)
    expect(textPaths('detailed-service', id)?.map((p) => p.path)).toEqual([
      'title',
      'subtitle',
      'description',
      'features.0.title',
      'features.0.description',
      'features.1.title',
      'features.1.description',
    ])
    saveTranslation('detailed-service', id, 'ar', { 'features.1.title': 'التصوير' })
    const shown = localizeOne('detailed-service', getDetailedService(id)!, 'ar', 'en')
    expect(shown.features.map((f) => f.title)).toEqual(['Script', 'التصوير'])
    expect(shown.shownIn).toEqual({ 'features.1.title': 'ar' })
    expect(translationCompleteness('detailed-service', [id], 'ar').get(id)).toEqual({
      done: 1,
      total: 7,
    })
  })
})

describe('the trash', () => {
  test('a deleted item takes its translations to the trash, and a restore brings them back', () => {
    const id = Number(aService()._id)
    saveTranslation('service', id, 'ar', { title: 'تصوير', description: 'نصوّر' })
    deleteService(id)
    expect(stored()).toEqual([])
    const [entry] = listTrash()
    expect(restoreFromTrash(entry!.id)).toMatchObject({ ok: true })
    expect(localize('service', listServices(), 'ar', 'en')[0]).toMatchObject({
      title: 'تصوير',
      description: 'نصوّر',
    })
  })

  test('deleted forever, they go for good', () => {
    const id = Number(aService()._id)
    saveTranslation('service', id, 'ar', { title: 'تصوير' })
    deleteService(id)
    purgeFromTrash(listTrash()[0]!.id)
    expect(stored()).toEqual([])
  })
})

describe('the registry', () => {
  test("every translated text names a column of its kind's table", () => {
    for (const kind of KIND_NAMES) {
      const { table, translated } = kindSpec(kind)
      for (const field of translated.fields)
        expect(getTableColumns(table)).toHaveProperty(field.key)
      for (const list of translated.lists) {
        for (const field of list.fields)
          expect(getTableColumns(list.table)).toHaveProperty(field.key)
      }
    }
  })
})
