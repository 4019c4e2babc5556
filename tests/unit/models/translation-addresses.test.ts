// An item's address per language (issue 34, docs/decisions/032-translation-addresses.md): a slug in
// the other language made from the translated title in its own script or typed, unique per kind
// across its languages, its old ones and the item's id and default slug answering 301 to it on that
// language's pages, the switcher's target and the trash keeping it.
import { describe, expect, test } from 'vitest'
import {
  createDetailedService,
  deleteDetailedService,
  findDetailedServiceByAddress,
} from '#app/models/detailed-service.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { languageSlugs } from '#app/models/translation-address.server.ts'
import { localizeOne } from '#app/models/translation.server.ts'
import { listTrash, restoreFromTrash } from '#app/models/trash.server.ts'
import { loader } from '#app/routes/_public.detailed-services.$id.tsx'

const AR = { language: 'ar', defaultLanguage: 'en' } as const

function aService(title = 'Video production') {
  const service = createDetailedService({
    title,
    subtitle: 'Films',
    description: 'We make films',
    features: [],
    status: 'published',
  })
  return { id: Number(service._id), slug: service.slug! }
}

async function load(path: string) {
  try {
    return await loader({
      request: new Request(`http://x${path}`),
      params: { id: decodeURIComponent(path.split('/').pop()!) },
      context: {},
    })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('a slug per language', () => {
  test('made from the translated title in Arabic script, kept, typed, unique in its kind', () => {
    const { id, slug } = aService()
    expect(slug).toBe('video-production')
    expect(saveTranslation('detailed-service', id, 'ar', { title: 'إنتاج الفيديو' })).toEqual({
      ok: true,
    })
    expect(languageSlugs('detailed-service', 'ar', [id]).get(id)).toBe('إنتاج-الفيديو')
    // Saved again without a slug said (an /api client): kept, even with another title.
    saveTranslation('detailed-service', id, 'ar', { title: 'فيديو' })
    expect(languageSlugs('detailed-service', 'ar', [id]).get(id)).toBe('إنتاج-الفيديو')
    // Another item with the same Arabic title gets -2; typing the first one's is refused.
    const other = aService('Video editing')
    saveTranslation('detailed-service', other.id, 'ar', { title: 'إنتاج الفيديو', slug: '' })
    expect(languageSlugs('detailed-service', 'ar', [other.id]).get(other.id)).toBe(
      'إنتاج-الفيديو-2',
    )
    expect(
      saveTranslation('detailed-service', other.id, 'ar', { title: 'x', slug: 'إنتاج الفيديو' }),
    ).toEqual({ ok: false, reason: 'invalid', errors: { slug: expect.any(String) } })
    // Nor the first one's English slug: an address names one item, whichever language holds it.
    expect(
      saveTranslation('detailed-service', other.id, 'ar', { title: 'x', slug: 'video-production' }),
    ).toEqual({ ok: false, reason: 'invalid', errors: { slug: expect.any(String) } })
    // Its own English slug is its own.
    expect(
      saveTranslation('detailed-service', other.id, 'ar', { title: 'x', slug: other.slug }),
    ).toEqual({ ok: true })
  })

  test('the Arabic pages find it by its Arabic slug; its id, default slug and old slug move to it', async () => {
    const { id, slug } = aService('Brand films')
    saveTranslation('detailed-service', id, 'ar', { title: 'أفلام العلامة', slug: '' })
    const arabic = 'أفلام-العلامة'
    expect(findDetailedServiceByAddress(arabic, {}, AR)).toMatchObject({
      item: { _id: String(id) },
    })
    expect(findDetailedServiceByAddress(slug, {}, AR)).toEqual({ movedTo: arabic })
    expect(findDetailedServiceByAddress(String(id), {}, AR)).toEqual({ movedTo: arabic })
    // On the English pages the Arabic slug moves to the English one.
    expect(findDetailedServiceByAddress(arabic, {})).toEqual({ movedTo: slug })
    saveTranslation('detailed-service', id, 'ar', { title: 'أفلام العلامة', slug: 'أفلام' })
    expect(findDetailedServiceByAddress(arabic, {}, AR)).toEqual({ movedTo: 'أفلام' })
    const moved = (await load(`/ar/detailed-services/${encodeURIComponent(arabic)}`)) as Response
    expect(moved.status).toBe(301)
    expect(decodeURIComponent(moved.headers.get('Location')!)).toBe('/ar/detailed-services/أفلام')
    // The page says the item's address in both languages, the switcher's targets too.
    const page = (await load(`/ar/detailed-services/${encodeURIComponent('أفلام')}`)) as {
      addresses: unknown
      service: { slug: string }
    }
    expect(page.addresses).toEqual({
      paths: {
        en: `/detailed-services/${slug}`,
        ar: `/detailed-services/${encodeURIComponent('أفلام')}`,
      },
      switchTo: {
        en: `/detailed-services/${slug}`,
        ar: `/detailed-services/${encodeURIComponent('أفلام')}`,
      },
    })
    expect(localizeOne('detailed-service', { _id: String(id), slug }, 'ar', 'en').slug).toBe(
      'أفلام',
    )
  })

  test('an item without a translation: the switcher leads to the other language list', async () => {
    const { slug } = aService('Untranslated film')
    const page = (await load(`/detailed-services/${slug}`)) as { addresses: unknown }
    expect(page.addresses).toEqual({
      paths: { en: `/detailed-services/${slug}`, ar: `/detailed-services/${slug}` },
      switchTo: { en: `/detailed-services/${slug}`, ar: '/services' },
    })
  })

  test('the trash takes its Arabic slug and brings it back', () => {
    const { id } = aService('Trashed film')
    saveTranslation('detailed-service', id, 'ar', { title: 'فيلم محذوف', slug: '' })
    deleteDetailedService(id)
    expect(languageSlugs('detailed-service', 'ar', [id]).size).toBe(0)
    const entry = listTrash().find((t) => t.entityId === id && t.entity === 'detailed-service')!
    expect(restoreFromTrash(entry.id)).toMatchObject({ ok: true })
    expect(languageSlugs('detailed-service', 'ar', [id]).get(id)).toBe('فيلم-محذوف')
  })
})
