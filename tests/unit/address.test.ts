// One spelling of an address (app/lib/address.ts, docs/security.md): the module's rules, then each
// way another spelling used to get through: a redirect off the site from `/en//evil.example`, an
// aliased spelling answered as a page of its own (a second render and cache key), an upload named
// by another spelling that the media library let go while in use, a translation's slug taking
// another item's address, and a translation that is not public answering for its item.
import { request as httpRequest, createServer, type Server } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { canonicalPath, canonicalUrl } from '#app/lib/address.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { contentVersion, publicContentChanged } from '#app/lib/content-version.server.ts'
import { keepPublicPage, serveKeptPage, servePublicPage } from '#app/lib/page-cache.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { createBlogPost, findBlogPostByAddress } from '#app/models/blog.server.ts'
import { getMediaFileByUrl, syncMediaLibrary } from '#app/models/media-library.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { backfillLanguageSlugs, languageSlugs } from '#app/models/translation-address.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { whereUploadIsUsed } from '#app/models/upload-refs.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import * as deleteMedia from '#app/routes/admin.media.$id.delete.tsx'
import * as translationScreen from '#app/routes/admin.translations.$kind.$id.tsx'
import { createAdmin, formRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

describe('the one spelling of a path', () => {
  test('hex in upper case, unreserved characters plain, NFC, no dot segments, no doubled or back slashes', () => {
    const cases: Array<[string, string | null]> = [
      ['/', '/'],
      ['/blog/%73lug', '/blog/slug'],
      ['/blog/a%2Db', '/blog/a-b'],
      ['/ar/blog/%d8%a7', '/ar/blog/%D8%A7'],
      ['/ar/blog/ا', '/ar/blog/%D8%A7'],
      // "é" as e and its combining accent (NFD) is the composed letter (NFC).
      ['/blog/e%CC%81t%C3%A9', '/blog/%C3%A9t%C3%A9'],
      ['/uploads/media/./x.png', '/uploads/media/x.png'],
      ['/uploads/blogs/../media/x.png', '/uploads/media/x.png'],
      ['/uploads/media/%2e%2E/media/x.png', '/uploads/media/x.png'],
      ['/en//evil.example', '/en/evil.example'],
      ['/en/\\evil.example', '/en/evil.example'],
      ['//evil.example', '/evil.example'],
      ['/\\evil.example', '/evil.example'],
      ['/../../x', '/x'],
      ['/blog/', '/blog'],
      // An escaped slash is a character of its segment, not a slash.
      ['/blog/a%2fb', '/blog/a%2Fb'],
      ['/a b', '/a%20b'],
      ['/%FF', null],
      ['/%zz', null],
      ['evil.example', null],
    ]
    for (const [path, spelt] of cases) expect(canonicalPath(path), path).toBe(spelt)
    expect(canonicalUrl('/a/./b/?q=/..//x#top')).toBe('/a/b?q=/..//x#top')
  })

  test('a redirect target keeps to the site and is given in its one spelling', () => {
    expect(safeRedirectPath('/blog/%73lug?x=1')).toBe('/blog/slug?x=1')
    expect(safeRedirectPath('/admin/../blog')).toBe('/blog')
    for (const away of ['//evil.example', '/\\evil.example', '/%2F/x'.replace('%2F', '/')]) {
      expect(safeRedirectPath(away, '/home')).toBe('/home')
    }
  })
})

describe('the redundant language prefix', () => {
  test('never moves to another host, whatever the path after it', async () => {
    for (const path of ['/en//evil.example', '/en/\\evil.example', '/en///evil.example/x']) {
      const thrown = await Promise.resolve(
        rootLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} }),
      ).catch((error: unknown) => error)
      expect(thrown, path).toBeInstanceOf(Response)
      const location = (thrown as Response).headers.get('Location')!
      expect(location, path).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://localhost').host).toBe('localhost')
    }
  })
})

describe('through the page cache', () => {
  let server: Server
  let port = 0
  let renders: string[] = []

  beforeAll(async () => {
    server = createServer(
      (req, res) =>
        serveKeptPage(req, res, { trustProxy: false }) ||
        servePublicPage(req, res, { trustProxy: false }, async () => {
          const request = createRequest(req, res)
          const version = contentVersion()
          renders.push(new URL(request.url).pathname)
          const page = new Response('<!DOCTYPE html><p>page</p>', {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': contentSecurityPolicy('n'),
            },
          })
          await sendResponse(res, await keepPublicPage(request, page, version))
        }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    publicContentChanged()
    renders = []
  })

  /** A GET with the path exactly as written (fetch would tidy it first). */
  const raw = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        )
      })
      req.on('error', reject)
      req.end()
    })

  test('/en//evil.example and /en/\\evil.example move within the site', async () => {
    for (const path of [
      '/en//evil.example',
      '/en/\\evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const answer = await raw(path)
      expect(answer.status, path).toBe(301)
      expect(answer.location, path).toMatch(/^\/[^/\\]/)
    }
    expect(renders).toEqual([])
  })

  test('aliased spellings of a page move to its one spelling, rendered once at one key', async () => {
    const arabic = '/ar/blog/%D8%A7%D9%84%D8%B6%D9%88%D8%A1'
    const aliases: Array<[string, string]> = [
      ['/blog/%73lug', '/blog/slug'],
      ['/blog/night%2Dshoots', '/blog/night-shoots'],
      [arabic.toLowerCase().replace('/ar/blog/', '/ar/blog/'), arabic],
      [`${arabic}/`, arabic],
      ['/blog/./slug?utm_source=x', '/blog/slug?utm_source=x'],
      ['/admin//media', '/admin/media'],
    ]
    for (const [alias, spelt] of aliases) {
      expect(await raw(alias), alias).toEqual({ status: 301, location: spelt })
    }
    // Loader data and the /api too: each check before the cache sees the one spelling.
    expect(await raw('/blog/%73lug.data')).toEqual({ status: 301, location: '/blog/slug.data' })
    expect(await raw('/api//blogs')).toEqual({ status: 301, location: '/api/blogs' })
    expect(renders).toEqual([])
  })
})

describe('an upload named by another spelling is in use', () => {
  test('the media library refuses to delete it', async () => {
    const admin = await createAdmin()
    const cookie = await sessionCookieFor(admin.id)
    const url = stored('media', 'x.png')
    syncMediaLibrary()
    const id = getMediaFileByUrl(url)!.id
    const spellings = [
      '/uploads/media/./x.png',
      '/uploads/blogs/../media/x.png',
      '/uploads/media/%78.png',
    ]
    for (const [n, spelling] of spellings.entries()) {
      const post = createBlogPost(
        { title: `Uses x ${n}`, content: `<p><img src="${spelling}" alt="x"></p>` },
        admin.id,
      )
      expect(whereUploadIsUsed(url), spelling).toContainEqual({
        kind: 'blog',
        itemId: Number(post._id),
      })
    }
    const refused = await deleteMedia.action({
      request: formRequest(`/admin/media/${id}/delete`, {}, { cookie }),
      params: { id: String(id) },
      context: {},
    })
    expect((refused as { init?: { status?: number } }).init?.status).toBe(409)
    expect(onDisk(url)).toBe(true)
  })
})

describe('an address names one item', () => {
  test("a translation's slug cannot take another post's address: refused beside its field", async () => {
    const admin = await createAdmin()
    const cookie = await sessionCookieFor(admin.id)
    const first = createBlogPost(
      { title: 'Lighting', content: '<p>A</p>', status: 'published' },
      admin.id,
    )
    const second = createBlogPost(
      { title: 'Sound', content: '<p>B</p>', status: 'published' },
      admin.id,
    )
    const answer = await translationScreen.action({
      request: formRequest(
        `/admin/translations/blog/${second._id}?lang=ar`,
        { title: 'الصوت', content: '<p>ب</p>', slug: first.slug! },
        { cookie },
      ),
      params: { kind: 'blog', id: second._id },
      context: {},
    })
    const { data, init } = answer as unknown as { data: FormReply; init: { status: number } }
    expect(init.status).toBe(400)
    // The one form reply: what was typed comes back, with the error beside the slug.
    expect(typedValue(data, 'slug')).toBe(first.slug)
    expect(typedValue(data, 'title')).toBe('الصوت')
    expect(fieldErrors(data, 'slug')).toEqual(['Another post has this slug'])
    expect(formErrorOf(data)).toBeUndefined()
    // The first post's Arabic page (at its English slug) is still the first post's.
    expect(
      findBlogPostByAddress(first.slug!, {}, { language: 'ar', defaultLanguage: 'en' }),
    ).toMatchObject({ item: { _id: first._id } })
    // Nor can a default slug take another post's Arabic one.
    saveTranslation('blog', Number(second._id), 'ar', { title: 'الصوت', slug: 'صوت' })
    expect(() =>
      createBlogPost({ title: 'Other', content: '<p>C</p>', slug: 'صوت' }, admin.id),
    ).toThrow('Another post has this slug')
  })

  test("a translation's slug stored before, that is another post's address, yields at start", async () => {
    const admin = await createAdmin()
    const ar = { language: 'ar', defaultLanguage: 'en' } as const
    const first = createBlogPost(
      { title: 'Lighting', content: '<p>A</p>', status: 'published' },
      admin.id,
    )
    const second = createBlogPost(
      { title: 'Sound', content: '<p>B</p>', status: 'published' },
      admin.id,
    )
    const id = Number(second._id)
    saveTranslation('blog', id, 'ar', { title: 'الصوت', slug: '' })
    // As a site of before stored it.
    getDb()
      .$client.prepare(
        "UPDATE translation_publication SET slug = ? WHERE kind = 'blog' AND item_id = ?",
      )
      .run(first.slug, id)
    expect(findBlogPostByAddress(first.slug!, {}, ar)).toMatchObject({ item: { _id: second._id } })
    backfillLanguageSlugs('blog')
    expect(languageSlugs('blog', 'ar', [id]).get(id)).toBe('الصوت')
    expect(findBlogPostByAddress(first.slug!, {}, ar)).toMatchObject({ item: { _id: first._id } })
  })

  test('a draft or scheduled translation answers for nothing, nor moves to its item', async () => {
    const admin = await createAdmin()
    const now = new Date('2026-06-01T10:00:00Z')
    const ar = { language: 'ar', defaultLanguage: 'en' } as const
    const post = createBlogPost(
      { title: 'Night shoots', content: '<p>A</p>', status: 'published' },
      admin.id,
      now,
    )
    const id = Number(post._id)
    saveTranslation('blog', id, 'ar', { title: 'مسودة', slug: 'مسودة', status: 'draft' }, now)
    expect(findBlogPostByAddress('مسودة', { now }, ar)).toBeUndefined()
    expect(findBlogPostByAddress('مسودة', { now })).toBeUndefined()
    // Renamed while a draft: the old name moves nowhere either.
    saveTranslation('blog', id, 'ar', { title: 'مسودة', slug: 'مسودة-ثانية', status: 'draft' }, now)
    expect(findBlogPostByAddress('مسودة', { now }, ar)).toBeUndefined()
    // Scheduled: nothing until its time, then its page.
    const later = new Date(now.getTime() + 3_600_000)
    saveTranslation(
      'blog',
      id,
      'ar',
      { title: 'مسودة', slug: 'مسودة-ثانية', status: 'scheduled', publishAt: later.toISOString() },
      now,
    )
    expect(findBlogPostByAddress('مسودة-ثانية', { now }, ar)).toBeUndefined()
    expect(findBlogPostByAddress(post.slug!, { now }, ar)).toMatchObject({
      item: { _id: post._id },
    })
    expect(findBlogPostByAddress('مسودة-ثانية', { now: later }, ar)).toMatchObject({
      item: { _id: post._id },
    })
    // The admin sees it all along.
    expect(findBlogPostByAddress('مسودة-ثانية', { now, all: true }, ar)).toMatchObject({
      item: { _id: post._id },
    })
  })
})
