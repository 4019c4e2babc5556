// Issue 34, the language frame: both dictionaries have every text, an address names its language
// the same way everywhere, and the default language is a setting whose change moves the old
// prefixed addresses for good.
import { describe, expect, test } from 'vitest'
import { ar } from '#app/i18n/dictionary-ar.ts'
import { en } from '#app/i18n/dictionary-en.ts'
import { localizePath, readPath } from '#app/i18n/languages.ts'
import { cacheTarget } from '#app/lib/page-cache-key.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { getDefaultLanguage, getSettings, saveSettings } from '#app/models/settings.server.ts'

/** Every text of a dictionary by its key path: strings, and functions called with samples. */
function texts(dictionary: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix + key
    if (typeof value === 'string') out.set(path, value)
    else if (typeof value === 'function') out.set(path, String(value('X', 2, 'Y')))
    else for (const [k, v] of texts(value as object, `${path}.`)) out.set(k, v)
  }
  return out
}

describe('the dictionaries', () => {
  test('every key has an English and an Arabic text, none empty, the Arabic one in Arabic', () => {
    const english = texts(en)
    const arabic = texts(ar)
    expect([...arabic.keys()]).toEqual([...english.keys()])
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('')
      expect(arabic.get(key), key).toMatch(/[\u0600-\u06FF]/)
    }
  })

  test("the spec's Arabic texts are the Arabic interface's, word for word", () => {
    expect([ar.blog.empty, ar.services.empty, ar.portfolio.empty, ar.about.empty]).toEqual([
      'لا توجد منشورات بعد.',
      'لا توجد خدمات بعد.',
      'لا توجد مشاريع بعد.',
      'لا يوجد محتوى بعد.',
    ])
  })
})

describe('addresses and languages', () => {
  test.each([
    ['/about', 'en', 'en', '/about', false],
    ['/ar/about', 'en', 'ar', '/about', false],
    ['/ar', 'en', 'ar', '/', false],
    ['/en/about', 'en', 'en', '/about', true],
    ['/about', 'ar', 'ar', '/about', false],
    ['/en/blog/x', 'ar', 'en', '/blog/x', false],
    ['/ar/blog', 'ar', 'ar', '/blog', true],
    ['/arabic', 'en', 'en', '/arabic', false],
    ['/admin/settings', 'ar', 'en', '/admin/settings', false],
  ] as const)('%s with %s as default', (pathname, defaultLanguage, language, path, redundant) => {
    expect(readPath(pathname, defaultLanguage)).toEqual({ language, path, redundant })
  })

  test('localizePath puts the other language under its prefix, the home page without a slash', () => {
    expect(localizePath('/', 'ar', 'en')).toBe('/ar')
    expect(localizePath('/?index#contact', 'ar', 'en')).toBe('/ar?index#contact')
    expect(localizePath('/#contact', 'ar', 'en')).toBe('/ar#contact')
    expect(localizePath('/blog?page=2', 'ar', 'en')).toBe('/ar/blog?page=2')
    expect(localizePath('/blog', 'en', 'en')).toBe('/blog')
    expect(localizePath('/blog', 'en', 'ar')).toBe('/en/blog')
    expect(localizePath('https://example.com/', 'ar', 'en')).toBe('https://example.com/')
  })

  test('the page cache keeps each language apart, a not-found page once per language', () => {
    const header = () => null
    const key = (url: string) => cacheTarget('GET', url, header, false)?.key
    expect(key('/ar/about')).toBeDefined()
    expect(key('/ar/about')).not.toBe(key('/about'))
    expect(key('/ar')).not.toBe(key('/'))
    expect(key('/ar/blog?page=abc')).not.toBe(key('/blog?page=abc'))
    expect(key('/ar/blog?page=abc')).toBe(key('/ar/blog?page=0'))
  })
})

describe('the default language', () => {
  const get = (path: string) => rootLoader({ request: new Request(`http://x${path}`) } as never)

  test('English out of the box; as Arabic, the old /ar addresses answer 301', async () => {
    expect(getDefaultLanguage()).toBe('en')
    await expect(get('/en/about?x=1')).rejects.toMatchObject({
      status: 301,
      headers: expect.objectContaining({}),
    })
    const settings = { ...getSettings(), contactEmail: 'a@example.com', contactPhone: '1' }
    saveSettings({ ...settings, defaultLanguage: 'ar' })
    expect(getDefaultLanguage()).toBe('ar')
    const moved = await get('/ar/about?x=1').catch((r: Response) => r)
    expect(moved).toBeInstanceOf(Response)
    expect([(moved as Response).status, (moved as Response).headers.get('Location')]).toEqual([
      301,
      '/about?x=1',
    ])
    expect(await get('/about')).toMatchObject({ defaultLanguage: 'ar' })
    expect(await get('/en/about')).toMatchObject({ defaultLanguage: 'ar' })
    // A client of the /api that sends the settings as before leaves the language alone.
    saveSettings(settings)
    expect(getDefaultLanguage()).toBe('ar')
  })
})
