// Publishing per language (issue 34, docs/decisions/032-translation-addresses.md "Publishing per
// language"): a translation has its own status and publish time; one that is not public at the
// clock given is, for the public, no translation (the default language's texts, its default slug,
// the switcher to the list), while the admin and a preview link in that language see it; a
// scheduled translation goes out at its time, and the page cache knows that time.
import { describe, expect, test } from 'vitest'
import { withTranslationFigures } from '#app/admin/translation-figures.server.ts'
import { LOCALE_TAGS } from '#app/i18n/languages.ts'
import { formatDateTime, formatLongDate } from '#app/lib/dates.server.ts'
import { nextScheduledPublish } from '#app/lib/public-visibility.server.ts'
import {
  createBlogPost,
  findBlogPostByAddress,
  previewBlogPost,
  updateBlogPost,
} from '#app/models/blog.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import { KIND_NAMES, kindSpec, type Kind } from '#db/kinds.ts'
import { issuePreviewToken } from '#app/models/preview.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import {
  hiddenTranslations,
  translationSchedules,
  translationStatusAt,
} from '#app/models/translation-publication.server.ts'
import { localizeOne } from '#app/models/translation.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import * as blogPreview from '#app/routes/_public.preview.blog.$token.tsx'
import { admin } from '../../api/helpers.ts'

const T = new Date('2026-06-01T12:00:00Z')
const at = (ms: number) => new Date(T.getTime() + ms)
const HOUR = 3_600_000
const AR = { language: 'ar', defaultLanguage: 'en' } as const

async function aPost(title: string) {
  const { user } = await admin(`Writer of ${title}`)
  const post = createBlogPost(
    { title, content: '<p>English body</p>', status: 'published' },
    user.id,
    T,
  )
  return { id: Number(post._id), slug: post.slug!, userId: user.id }
}

const arabic = (title: string, extra: Record<string, string> = {}) => ({
  title,
  content: '<p>نص عربي</p>',
  slug: '',
  ...extra,
})

const shownTitle = (id: number, slug: string, now: Date, all = false) =>
  localizeOne('blog', { _id: String(id), slug, title: 'English' }, 'ar', 'en', { now, all })

describe('a translation of its own status', () => {
  test('a draft translation of a published post: the public sees the English, the admin the Arabic', async () => {
    const { id, slug } = await aPost('Drafted in Arabic')
    expect(
      saveTranslation('blog', id, 'ar', arabic('مسودة', { status: 'draft' }), at(HOUR)),
    ).toEqual({ ok: true })
    expect(translationStatusAt(translationSchedules('blog', 'ar', [id]).get(id), at(HOUR))).toBe(
      'draft',
    )
    // The admin's lists say so beside the figure.
    expect(withTranslationFigures('blog', [{ _id: String(id) }], { now: at(HOUR) })).toMatchObject([
      { translation: { language: 'Arabic', done: 2, total: 2, waiting: 'draft' } },
    ])
    const shown = shownTitle(id, slug, at(2 * HOUR))
    expect(shown.title).toBe('English')
    expect(shown.slug).toBe(slug)
    expect(shown.shownIn).toBeUndefined()
    expect(shownTitle(id, slug, at(2 * HOUR), true)).toMatchObject({
      title: 'مسودة',
      slug: 'مسودة',
      shownIn: { title: 'ar' },
    })
    // Its Arabic page is at its English slug; the draft's slug is no address yet, nor a way to
    // one (docs/security.md "One spelling of an address").
    expect(findBlogPostByAddress(slug, { now: at(2 * HOUR) }, AR)).toMatchObject({
      item: { _id: String(id) },
    })
    expect(findBlogPostByAddress('مسودة', { now: at(2 * HOUR) }, AR)).toBeUndefined()
    // Published: its texts and its slug are the Arabic page's, the English slug moves for good.
    saveTranslation('blog', id, 'ar', arabic('مسودة', { status: 'published' }), at(3 * HOUR))
    expect(shownTitle(id, slug, at(3 * HOUR)).title).toBe('مسودة')
    expect(
      withTranslationFigures('blog', [{ _id: String(id) }], { now: at(3 * HOUR) })[0]!.translation,
    ).not.toHaveProperty('waiting')
    expect(findBlogPostByAddress('مسودة', { now: at(3 * HOUR) }, AR)).toMatchObject({
      item: { _id: String(id) },
    })
    expect(findBlogPostByAddress(slug, { now: at(3 * HOUR) }, AR)).toEqual({ movedTo: 'مسودة' })
  })

  test('a scheduled translation goes public at its time, by the clock given', async () => {
    const { id, slug } = await aPost('Scheduled in Arabic')
    const when = at(5 * HOUR)
    saveTranslation(
      'blog',
      id,
      'ar',
      arabic('مجدول', { status: 'scheduled', publishAt: when.toISOString() }),
      at(HOUR),
    )
    expect(hiddenTranslations('blog', 'ar', [id], at(5 * HOUR - 1))).toEqual(new Set([id]))
    expect(shownTitle(id, slug, at(5 * HOUR - 1)).title).toBe('English')
    expect(shownTitle(id, slug, when).title).toBe('مجدول')
    expect(hiddenTranslations('blog', 'ar', [id], when).size).toBe(0)
    // The page cache renders again at that moment (app/lib/page-cache.server.ts asks this).
    expect(nextScheduledPublish(at(5 * HOUR - 1).getTime())).toBeLessThanOrEqual(when.getTime())
    expect(
      translationStatusAt(translationSchedules('blog', 'ar', [id]).get(id), at(5 * HOUR - 1)),
    ).toBe('scheduled')
    expect(translationStatusAt(translationSchedules('blog', 'ar', [id]).get(id), when)).toBe(
      'published',
    )
  })

  test("the lists' Needs translation filter keeps a complete translation until it is public", async () => {
    const posts = await Promise.all(['Drafted', 'Scheduled', 'Published', 'Half'].map(aPost))
    const [drafted, scheduled, published, half] = posts.map((p) => p.id) as [
      number,
      number,
      number,
      number,
    ]
    saveTranslation('blog', drafted, 'ar', arabic('مسودة كاملة', { status: 'draft' }), T)
    const when = at(5 * HOUR)
    const later = { status: 'scheduled', publishAt: when.toISOString() }
    saveTranslation('blog', scheduled, 'ar', arabic('مجدولة كاملة', later), T)
    saveTranslation('blog', published, 'ar', arabic('منشورة', { status: 'published' }), T)
    saveTranslation('blog', half, 'ar', { title: 'نصف', status: 'published' }, T)
    const rows = posts.map((p) => ({ _id: String(p.id) }))
    const needed = (now: Date) =>
      withTranslationFigures('blog', rows, { needed: true, now }).map((row) => ({
        id: Number(row._id),
        ...row.translation,
      }))
    // Complete but a draft or scheduled: still needed, and the figure says why.
    expect(needed(at(HOUR))).toMatchObject([
      { id: drafted, done: 2, total: 2, waiting: 'draft' },
      { id: scheduled, done: 2, total: 2, waiting: 'scheduled' },
      { id: half, done: 1, total: 2 },
    ])
    expect(needed(at(HOUR))[2]).not.toHaveProperty('waiting')
    // The scheduled one leaves the filter when its time comes.
    expect(needed(when).map((row) => row.id)).toEqual([drafted, half])
  })

  test('a translation saved without a status (older clients, the /api) goes out with the post', async () => {
    const { id, slug } = await aPost('Translated before statuses')
    saveTranslation('blog', id, 'ar', arabic('قديم'), at(HOUR))
    expect(shownTitle(id, slug, at(HOUR)).title).toBe('قديم')
    // ...and keeps a status it was given.
    saveTranslation('blog', id, 'ar', arabic('قديم', { status: 'draft' }), at(HOUR))
    saveTranslation('blog', id, 'ar', arabic('قديم جديد'), at(2 * HOUR))
    expect(shownTitle(id, slug, at(2 * HOUR)).title).toBe('English')
  })

  test('a refused status or time is said beside its field, and nothing is saved', async () => {
    const { id } = await aPost('Refused schedule')
    expect(saveTranslation('blog', id, 'ar', arabic('أ', { status: 'scheduled' }), T)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { publishAt: 'Publish time is required for a scheduled item' },
    })
    expect(
      saveTranslation('blog', id, 'ar', arabic('أ', { status: 'soon', publishAt: 'tomorrow' }), T),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        status: expect.stringContaining('Status must be one of'),
        publishAt: expect.any(String),
      },
    })
    expect(translationSchedules('blog', 'ar', [id]).size).toBe(0)
  })

  test('a preview link in Arabic shows a published post’s draft translation until it is public', async () => {
    const { id, slug, userId } = await aPost('Previewed in Arabic')
    saveTranslation('blog', id, 'ar', arabic('معاينة', { status: 'draft' }), at(HOUR))
    const { token } = issuePreviewToken('blog', id, at(HOUR))
    expect(previewBlogPost(token, at(HOUR), AR)).toMatchObject({ item: { _id: String(id) } })
    // The English link of a published post is its page, as before.
    expect(previewBlogPost(token, at(HOUR))).toEqual({ movedTo: slug })
    // A save of the published post keeps the links its draft translation needs.
    updateBlogPost(id, { title: 'Previewed in Arabic', content: '<p>Edited</p>' }, userId, at(HOUR))
    expect(previewBlogPost(token, at(HOUR), AR)).toMatchObject({ item: { _id: String(id) } })
    saveTranslation('blog', id, 'ar', arabic('معاينة', { status: 'published' }), at(2 * HOUR))
    expect(previewBlogPost(token, at(2 * HOUR), AR)).toEqual({ movedTo: 'معاينة' })
  })

  test('a preview page dates the post in the language it previews', async () => {
    // The loader reads the real clock: a post and a link of now.
    const { user } = await admin('Writer of a dated preview')
    const post = createBlogPost(
      { title: 'Dated preview', content: '<p>x</p>', status: 'draft' },
      user.id,
    )
    const id = Number(post._id)
    saveTranslation('blog', id, 'ar', arabic('معاينة مؤرخة'))
    const { token, expiresAt } = issuePreviewToken('blog', id)
    const zone = siteTimeZone()
    const shown = async (prefix: string) => {
      const request = new Request(`http://localhost${prefix}/preview/blog/${token}`)
      const answer = (await blogPreview.loader({ request, params: { token }, context: {} })) as {
        data: { post: { title: string; published: string; publishedOn: string }; expires: string }
      }
      return answer.data
    }
    const english = await shown('')
    expect(english.post.title).toBe('Dated preview')
    expect(english.post.publishedOn).toBe(formatLongDate(english.post.published, zone, 'en-US'))
    expect(english.expires).toBe(formatDateTime(expiresAt, zone))
    const inArabic = await shown('/ar')
    expect(inArabic.post.title).toBe('معاينة مؤرخة')
    expect(inArabic.post.publishedOn).toBe(
      formatLongDate(inArabic.post.published, zone, LOCALE_TAGS.ar),
    )
    expect(inArabic.expires).toBe(formatDateTime(expiresAt, zone, LOCALE_TAGS.ar))
    // Arabic month names (a Latin-script month would be the English date).
    expect(inArabic.post.publishedOn).toMatch(/^\d+ [\u0600-\u06FF]+ \d{4}$/)
    expect(inArabic.expires).not.toMatch(/AM|PM/)
  })

  test('the item’s own draft hides it in every language, whatever its translation says', async () => {
    const { user } = await admin('Writer of a draft')
    const post = createBlogPost({ title: 'Draft', content: 'x', status: 'draft' }, user.id, T)
    saveTranslation('blog', Number(post._id), 'ar', arabic('منشور', { status: 'published' }), T)
    expect(findBlogPostByAddress(post.slug!, { now: at(HOUR) }, AR)).toBeUndefined()
    expect(findBlogPostByAddress('منشور', { now: at(HOUR) }, AR)).toBeUndefined()
  })
})

describe('every kind whose items have a status of their own', () => {
  const create: Partial<Record<Kind, () => Promise<number>>> = {
    blog: async () => (await aPost('Every kind')).id,
    project: async () =>
      Number(createProject({ title: 'Every kind', category: 'Film', media: [] }, T)._id),
    'detailed-project': async () =>
      Number(
        createDetailedProject({ title: 'Every kind', description: 'd', category: 'Film' }, T)._id,
      ),
    'detailed-service': async () =>
      Number(
        createDetailedService(
          { title: 'Every kind', subtitle: 's', description: 'd', features: [] },
          T,
        )._id,
      ),
  }

  test('the registry names no other', () => {
    const kinds = KIND_NAMES.filter((kind) => kindSpec(kind).publishing !== null)
    expect(kinds.sort()).toEqual(Object.keys(create).sort())
  })

  for (const [kind, make] of Object.entries(create) as Array<[Kind, () => Promise<number>]>) {
    test(`${kind}: its Arabic title is public only once its translation is`, async () => {
      const id = await make()
      const item = { _id: String(id), title: 'Every kind' }
      saveTranslation(kind, id, 'ar', { title: 'كل نوع', status: 'draft' }, at(HOUR))
      expect(localizeOne(kind, item, 'ar', 'en', { now: at(HOUR) }).title).toBe('Every kind')
      saveTranslation(kind, id, 'ar', { title: 'كل نوع', status: 'published' }, at(HOUR))
      expect(localizeOne(kind, item, 'ar', 'en', { now: at(HOUR) }).title).toBe('كل نوع')
    })
  }
})
