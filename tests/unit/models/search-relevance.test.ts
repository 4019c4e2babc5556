// The site search's relevance on a small held set (docs/search.md): ten items of every kind the
// search finds, each in English with its Arabic translation, and 20 queries in each language (with
// and without diacritics, singular and plural, a word of the body only, hamza forms, the article),
// each finding its item among the first three.
import { beforeEach, describe, expect, test } from 'vitest'
import { saveAbout } from '#app/models/about.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import type { Kind } from '#db/kinds.ts'
import { searchSite } from '#app/models/search.server.ts'
import { createService } from '#app/models/service.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { admin } from '../../api/helpers.ts'

const items = new Map<string, { kind: Kind; id: number }>()

function translate(key: string, texts: Record<string, string>) {
  const { kind, id } = items.get(key)!
  expect(saveTranslation(kind, id, 'ar', { slug: '', ...texts })).toEqual({ ok: true })
}

async function post(key: string, title: string, content: string, ar: [string, string]) {
  const { user } = await admin(`Writer ${key}`)
  items.set(key, { kind: 'blog', id: Number(createBlogPost({ title, content }, user.id)._id) })
  translate(key, { title: ar[0], content: ar[1] })
}

beforeEach(async () => {
  items.clear()
  await post(
    'festival',
    'Shooting a music festival',
    '<p>Our crew filmed three stages over two nights. Drones captured the crowd at sunset.</p>',
    [
      'تصوير مهرجان موسيقي',
      '<p>صوَّر فريقُنا ثلاثة مسارح على مدى ليلتين. التقطت الطائرات المسيَّرة الجمهورَ عند الغروب.</p>',
    ],
  )
  await post(
    'brand',
    'Designing a brand identity',
    '<p>A logo is only the start: typography, colour and voice make a brand.</p>',
    [
      'تصميم هوية بصرية',
      '<p>الشعار مجرد بداية: الخطوط والألوان والنبرة تصنع العلامة التجارية.</p>',
    ],
  )
  await post(
    'social',
    'Social media calendar tips',
    '<p>Plan posts a month ahead and measure engagement weekly.</p>',
    ['نصائح لتقويم وسائل التواصل', '<p>خطط للمنشورات قبل شهر وقِس التفاعل أسبوعيًا.</p>'],
  )
  await post(
    'lighting',
    'Lighting interviews',
    '<p>Soft key light and a warm background lamp flatter every face.</p>',
    ['إضاءة المقابلات', '<p>ضوء رئيسي ناعم ومصباح خلفي دافئ يُجمّلان كل وجه.</p>'],
  )
  const project = (key: string, title: string, description: string) =>
    items.set(key, {
      kind: 'detailed-project',
      id: Number(createDetailedProject({ title, description, category: 'Film' })._id),
    })
  project(
    'coffee',
    'Coffee roastery launch film',
    "A sixty second film for a roastery's first café, shot on location in Amman.",
  )
  translate('coffee', {
    title: 'فيلم إطلاق محمصة قهوة',
    description: 'فيلم مدته ستون ثانية لأول مقهى لمحمصة، صُوِّر في عمّان.',
  })
  project(
    'museum',
    'Museum website redesign',
    'Accessible pages, bilingual navigation and a new ticketing flow.',
  )
  translate('museum', {
    title: 'إعادة تصميم موقع متحف',
    description: 'صفحات سهلة الوصول وتنقّل بلغتين ومسار جديد لشراء التذاكر.',
  })
  const detailed = (key: string, title: string, subtitle: string, description: string) =>
    items.set(key, {
      kind: 'detailed-service',
      id: Number(createDetailedService({ title, subtitle, description, features: [] })._id),
    })
  detailed(
    'video',
    'Video production',
    'From script to final cut',
    'Scriptwriting, filming, editing and colour grading.',
  )
  translate('video', {
    title: 'إنتاج الفيديو',
    subtitle: 'من النص إلى المونتاج النهائي',
    description: 'كتابة السيناريو والتصوير والمونتاج وتصحيح الألوان.',
  })
  detailed(
    'photo',
    'Photography',
    'Stills that sell',
    'Product photographs and portraits in our studio.',
  )
  translate('photo', {
    title: 'التصوير الفوتوغرافي',
    subtitle: 'صور تبيع',
    description: 'صور المنتجات والصور الشخصية في الاستوديو الخاص بنا.',
  })
  items.set('podcast', {
    kind: 'service',
    id: Number(
      createService({
        title: 'Podcast editing',
        description: 'We clean, mix and publish your episodes.',
      })._id,
    ),
  })
  translate('podcast', { title: 'تحرير البودكاست', description: 'ننظّف حلقاتك ونمزجها وننشرها.' })
  saveAbout([
    { title: 'Who we are', content: '<p>A studio of twelve storytellers in Amman and Dubai.</p>' },
  ])
  items.set('about', { kind: 'about', id: 1 })
  translate('about', {
    'sections.0.title': 'من نحن',
    'sections.0.content': '<p>استوديو من اثني عشر راويًا في عمّان ودبي.</p>',
  })
})

const ENGLISH: Array<[string, string]> = [
  ['festival', 'festival'],
  ['festivals', 'festival'],
  ['filmed stages', 'festival'],
  ['drone', 'festival'],
  ['sunset', 'festival'],
  ['design', 'brand'],
  ['designs', 'brand'],
  ['typography', 'brand'],
  ['brands', 'brand'],
  ['calendar', 'social'],
  ['measuring engagement', 'social'],
  ['interview', 'lighting'],
  ['lamps', 'lighting'],
  ['roastery', 'coffee'],
  ['cafe', 'coffee'],
  ['ticketing', 'museum'],
  ['colour grading', 'video'],
  ['portraits', 'photo'],
  ['episode', 'podcast'],
  ['storytellers', 'about'],
]

const ARABIC: Array<[string, string]> = [
  ['مهرجان', 'festival'],
  ['مَهْرَجَانٌ', 'festival'],
  ['الجمهور', 'festival'],
  ['جمهور', 'festival'],
  ['تصميم هوية', 'brand'],
  ['هويه', 'brand'],
  ['شعار', 'brand'],
  ['منشور', 'social'],
  ['التفاعل', 'social'],
  ['إضاءة', 'lighting'],
  ['اضاءه', 'lighting'],
  ['مقابلة', 'lighting'],
  ['قهوة', 'coffee'],
  ['متحف', 'museum'],
  ['التذاكر', 'museum'],
  ['انتاج', 'video'],
  ['أنتاج الفيديو', 'video'],
  ['الفوتوغرافي', 'photo'],
  ['حلقات', 'podcast'],
  ['راويا', 'about'],
]

const firstThree = (query: string, language: 'en' | 'ar') =>
  searchSite({ query, language })
    .results.slice(0, 3)
    .map((r) => `${r.kind}:${r.id}`)

/** The queries whose item is not among the first three, with what came instead. */
const misses = (queries: Array<[string, string]>, language: 'en' | 'ar') =>
  queries.flatMap(([query, key]) => {
    const { kind, id } = items.get(key)!
    const found = firstThree(query, language)
    return found.includes(`${kind}:${id}`) ? [] : [{ query, expected: key, found }]
  })

// One corpus for every query of a language (each test has its own database: a corpus a query would
// cost seconds).
describe('relevance: the expected item in the first three', () => {
  test('20 English queries', () => expect(misses(ENGLISH, 'en')).toEqual([]))
  test('20 Arabic queries', () => expect(misses(ARABIC, 'ar')).toEqual([]))
})
