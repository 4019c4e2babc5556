// The site search (docs/search.md): what the public finds is what it may see, kept in step by the
// write path (create, update, publish, a schedule's time, a translation, the trash and back), with
// Arabic found in any spelling of its vowels and hamza, and any query answered as words.
import { describe, expect, test } from 'vitest'
import { searchedRows } from '#app/admin/list-search.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { createBlogPost, deleteBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import { rebuildSearchIndex } from '#app/models/search-index.server.ts'
import { RANKED_MOST } from '#app/models/search-hits.server.ts'
import { searchSite, snippetHtml } from '#app/models/search.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { listTrash, restoreFromTrash } from '#app/models/trash.server.ts'
import { admin } from '../../api/helpers.ts'

const T = new Date('2026-06-01T12:00:00Z')
const HOUR = 3_600_000
const at = (ms: number) => new Date(T.getTime() + ms)

const found = (query: string, language: 'en' | 'ar' = 'en', now = at(HOUR)) =>
  searchSite({ query, language, now }).results.map((r) => r.title)

async function post(title: string, content: string, extra: Record<string, unknown> = {}) {
  const { user } = await admin(`Writer ${Math.random()}`)
  const created = createBlogPost({ title, content, status: 'published', ...extra }, user.id, T)
  return { id: Number(created._id), userId: user.id }
}

describe('what the public finds', () => {
  test('an English post by a word of its body only, its forms stemmed, the word marked', async () => {
    await post('Studio notes', '<p>We keep <strong>designing</strong> festival posters.</p>')
    expect(found('festival')).toEqual(['Studio notes'])
    expect(found('designs')).toEqual(['Studio notes'])
    expect(found('posters design')).toEqual(['Studio notes'])
    const [hit] = searchSite({ query: 'design', language: 'en', now: at(HOUR) }).results
    expect(hit).toMatchObject({ kind: 'blog', language: 'en', date: T.toISOString() })
    expect(hit!.path).toMatch(/^\/blog\/studio-notes$/)
    expect(snippetHtml(hit!.snippet)).toBe('We keep <mark>designing</mark> festival posters.')
  })

  test('an Arabic post by vowelled and unvowelled spellings, hamza forms and the article', async () => {
    await post('Arabic post', '<p>كَتَبَ المصمم عن إنتاج الأفلام في مدرسةٍ</p>')
    expect(found('كتب')).toEqual(['Arabic post'])
    expect(found('كَتَبَ')).toEqual(['Arabic post'])
    expect(found('انتاج')).toEqual(['Arabic post'])
    expect(found('أنتاج')).toEqual(['Arabic post'])
    expect(found('افلام')).toEqual(['Arabic post'])
    expect(found('مدرسة')).toEqual(['Arabic post'])
    expect(found('مصمم')).toEqual(['Arabic post'])
    const [hit] = searchSite({ query: 'كتب', language: 'en', now: at(HOUR) }).results
    expect(snippetHtml(hit!.snippet)).toContain('<mark>كَتَبَ</mark>')
  })

  test('a draft, a scheduled post before its time and a trashed post are never found', async () => {
    await post('Draft piece', '<p>zeppelin</p>', { status: 'draft' })
    await post('Later piece', '<p>zeppelin</p>', {
      status: 'scheduled',
      publishAt: at(2 * HOUR).toISOString(),
    })
    const trashed = await post('Binned piece', '<p>zeppelin</p>')
    deleteBlogPost(trashed.id)
    expect(found('zeppelin', 'en', at(HOUR))).toEqual([])
    // The scheduled one is found once its time has come, with no write at that moment.
    expect(found('zeppelin', 'en', at(3 * HOUR))).toEqual(['Later piece'])
    // A rebuild indexes the same.
    rebuildSearchIndex()
    expect(found('zeppelin', 'en', at(HOUR))).toEqual([])
    expect(found('zeppelin', 'en', at(3 * HOUR))).toEqual(['Later piece'])
  })

  test('a restored post is found again; a post back to draft is not', async () => {
    const { id, userId } = await post('Comeback', '<p>albatross</p>')
    deleteBlogPost(id)
    expect(found('albatross')).toEqual([])
    const [entry] = listTrash().filter((e) => e.entityId === id)
    expect(restoreFromTrash(entry!.id).ok).toBe(true)
    expect(found('albatross')).toEqual(['Comeback'])
    updateBlogPost(
      id,
      { title: 'Comeback', content: '<p>albatross</p>', status: 'draft' },
      userId,
      T,
    )
    expect(found('albatross')).toEqual([])
    updateBlogPost(
      id,
      { title: 'Comeback', content: '<p>pelican</p>', status: 'published' },
      userId,
      T,
    )
    expect(found('albatross')).toEqual([])
    expect(found('pelican')).toEqual(['Comeback'])
  })

  test('a translation is found on its language’s pages first, once public', async () => {
    const { id } = await post('Lighting guide', '<p>How we light a set.</p>')
    await post('Other guide', '<p>إضاءة أخرى</p>')
    const saved = saveTranslation(
      'blog',
      id,
      'ar',
      { title: 'دليل الإضاءة', content: '<p>كيف نضيء موقع التصوير.</p>', slug: '' },
      T,
    )
    expect(saved).toEqual({ ok: true })
    // On the Arabic pages the Arabic text of the translated post leads, at its Arabic address.
    const ar = searchSite({ query: 'الاضاءة', language: 'ar', now: at(HOUR) })
    expect(ar.results.map((r) => [r.title, r.language])).toEqual([
      ['دليل الإضاءة', 'ar'],
      ['Other guide', 'en'],
    ])
    expect(ar.results[0]!.path).toBe('/ar/blog/دليل-الإضاءة')
    // Found by its English words too, once, as the English pages show it.
    expect(found('lighting', 'ar')).toEqual(['Lighting guide'])
    // A translation back to draft is no longer found in Arabic.
    saveTranslation(
      'blog',
      id,
      'ar',
      { title: 'دليل الإضاءة', content: '<p>كيف نضيء</p>', slug: '', status: 'draft' },
      T,
    )
    expect(found('نضيء', 'ar')).toEqual([])
  })

  test('hostile queries are read as words and answer normally', async () => {
    await post('Quoted', '<p>near star caret</p>')
    for (const query of [
      '"',
      '""near',
      'NEAR(star caret)',
      'star*',
      '^star',
      'star OR caret',
      'star AND NOT caret',
      '{title}: star',
      'title:star',
      '-star',
      '(((',
      '\u0000\u202e',
      'x'.repeat(10_240),
      'near '.repeat(2_000),
    ]) {
      expect(() => searchSite({ query, language: 'en', now: at(HOUR) })).not.toThrow()
    }
    expect(found('NEAR(star caret)')).toEqual(['Quoted'])
    expect(found('^star')).toEqual(['Quoted'])
    expect(found('"')).toEqual([])
  })

  test('pages of results, ten a page', async () => {
    for (let i = 0; i < 12; i++) await post(`Harbour ${i}`, '<p>harbour cranes</p>')
    const first = searchSite({ query: 'harbour', language: 'en', now: at(HOUR) })
    expect(first).toMatchObject({ total: 12, page: 1, pages: 2 })
    expect(first.results).toHaveLength(10)
    const second = searchSite({ query: 'harbour', language: 'en', page: 2, now: at(HOUR) })
    expect(second.results).toHaveLength(2)
    expect(
      getDb().$client.prepare('SELECT count(*) FROM search_documents').pluck().get(),
    ).toBeGreaterThanOrEqual(12)
  })

  test('pages across the two languages: the page’s language first, each item once', async () => {
    const translate = (id: number, content: string) =>
      saveTranslation('blog', id, 'ar', { title: `مقالة ${id}`, content, slug: '' }, T)
    const english: number[] = []
    const arabic: number[] = []
    for (let i = 0; i < 6; i++) {
      const { id } = await post(`Lantern ${i}`, '<p>lantern</p>')
      translate(id, '<p>نص</p>')
      english.push(id)
    }
    for (let i = 0; i < 9; i++) {
      const { id } = await post(`Quiet ${i}`, '<p>quiet</p>')
      translate(id, '<p>lantern فانوس</p>')
      arabic.push(id)
    }
    const both = await post('Both', '<p>lantern</p>')
    translate(both.id, '<p>lantern</p>')
    const pages = (language: 'en' | 'ar') =>
      [1, 2, 3].map((page) => searchSite({ query: 'lantern', language, page, now: at(HOUR) }))
    for (const language of ['en', 'ar'] as const) {
      const [first, second, third] = pages(language)
      expect(first).toMatchObject({ total: 16, pages: 2 })
      expect(third!.results).toEqual([])
      const listed = [...first!.results, ...second!.results]
      expect(listed.map((r) => r.id).sort()).toEqual([...english, ...arabic, both.id].sort())
      // The page's language's documents lead (the one matched in both, in the page's language).
      const own = language === 'en' ? 7 : 10
      expect(listed.map((r) => r.language)).toEqual([
        ...Array<string>(own).fill(language),
        ...Array<string>(16 - own).fill(language === 'en' ? 'ar' : 'en'),
      ])
    }
  })
})

describe("the admin's lists", () => {
  test('keep the rows whose texts hold every word, drafts and translations included', async () => {
    const draft = await post('Draft piece', '<p>Unfinished zeppelin notes</p>', { status: 'draft' })
    const other = await post('Other piece', '<p>Finished</p>')
    saveTranslation(
      'blog',
      other.id,
      'ar',
      { title: 'مقالة أخرى', content: '<p>مُنْتَهِيَة</p>', slug: '' },
      T,
    )
    const rows = [draft, other].map((p) => ({ _id: String(p.id) }))
    const kept = (q: string) =>
      searchedRows(
        'blog',
        rows,
        new Request(`http://x/admin/blogs?q=${encodeURIComponent(q)}`),
      ).map((r) => Number(r._id))
    expect(kept('zeppelin')).toEqual([draft.id])
    expect(kept('zeppelin unfinished')).toEqual([draft.id])
    expect(kept('zeppelin finished')).toEqual([])
    expect(kept('منتهيه')).toEqual([other.id])
    expect(kept('')).toEqual([draft.id, other.id])
    expect(kept('"NEAR*^')).toEqual([])
    // Tags are not words of the text.
    expect(kept('strong')).toEqual([])
  })
})

test('a word in more documents than bm25 ranks: the newest ranked, then the older ones, each once', async () => {
  const { user } = await admin('Bulk writer')
  const db = getDb().$client
  const add = db.prepare(
    `INSERT INTO blog_posts (title, content, slug, status, publish_at, author_id, created_at, updated_at)
     VALUES (?, ?, ?, 'published', ?, ?, ?, ?)`,
  )
  const count = RANKED_MOST + 5
  const ids: number[] = []
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      // The first (oldest) post and one among the newest have the word in their titles.
      const title = i === 0 || i === count - 3 ? `Kettle ${i}` : `Pot ${i}`
      const row = add.run(
        title,
        '<p>kettle on the stove</p>',
        `pot-${i}`,
        T.getTime(),
        user.id,
        T.getTime(),
        T.getTime(),
      )
      ids.push(Number(row.lastInsertRowid))
    }
  })()
  rebuildSearchIndex()
  const pages = Math.ceil(count / 10)
  const listed = Array.from({ length: pages }, (_, i) =>
    searchSite({ query: 'kettle', language: 'en', page: i + 1, now: at(HOUR) }),
  )
  expect(listed[0]).toMatchObject({ total: count, pages })
  const all = listed.flatMap((p) => p.results.map((r) => r.id))
  expect(all).toHaveLength(count)
  expect(new Set(all)).toEqual(new Set(ids))
  // Ranked: the newest title match first; the oldest five follow the ranked ones, newest first,
  // the oldest title match among them.
  expect(all[0]).toBe(ids[count - 3])
  expect(all.slice(-5)).toEqual(ids.slice(0, 5).reverse())
})
