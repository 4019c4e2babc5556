// The revision screens' server half: the readable diff (rich text as words, bounded work, no markup)
// and the list and restore routes with a signed-in admin.
import { beforeEach, describe, expect, test } from 'vitest'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { diffSnapshots, readableText } from '#app/admin/revision-diff.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { createBlogPost, getBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import { createService, getService, updateService } from '#app/models/service.server.ts'
import { listRevisions } from '#app/models/revision.server.ts'
import * as list from '#app/routes/admin.revisions.$kind.$id.tsx'
import * as restore from '#app/routes/admin.revisions.$kind.$id_.restore.$revision.tsx'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

const blog = (content: string, coverImage: string | null = null) => ({
  title: 'T',
  content,
  coverImage,
  coverImageAlt: null,
})

describe('the diff', () => {
  test('rich text is compared as its words, a line a block, images named; never as markup', () => {
    expect(
      readableText('<h2>Hello&amp;bye</h2><p>One <em>two</em><br>three</p><ul><li>a</li></ul>'),
    ).toBe('Hello&bye\n\nOne two\nthree\n\n• a')
    expect(readableText('<p><img src="/uploads/blogs/x.png" alt="A cat"></p>')).toBe(
      '[image "A cat": /uploads/blogs/x.png]',
    )

    const fields = diffSnapshots(
      'blog',
      blog('<p>The quick fox</p>'),
      blog('<p>The slow fox<script>alert(1)</script></p>', 'https://example.com/c.png'),
    )
    expect(fields.map((f) => [f.label, f.state])).toEqual([
      ['Title', 'same'],
      ['Content', 'changed'],
      ['Cover image', 'changed'],
      ['Cover image alt text', 'same'],
    ])
    const content = fields[1]!
    expect(content.state === 'changed' && content.parts).toEqual([
      { value: 'The ' },
      { value: 'quick', removed: true },
      { value: 'slow', added: true },
      { value: ' fox' },
    ])
    expect(JSON.stringify(fields)).not.toMatch(/<script|<p>/)
    expect(fields[2]).toMatchObject({ image: { before: null, after: 'https://example.com/c.png' } })
  })

  test('past its bound a field says it differs too much and keeps both texts', () => {
    const words = (n: number, w: string) =>
      Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ')
    const before = blog(`<p>${words(3_000, 'a')}</p>`)
    const after = blog(`<p>${words(3_000, 'b')}</p>`)
    const [, content] = diffSnapshots('blog', before, after)
    expect(content).toMatchObject({ state: 'too-different' })
    expect(content!.state === 'too-different' && content!.after.startsWith('b0 b1')).toBe(true)
    // A spent time budget stops the next field too.
    const [title] = diffSnapshots(
      'service',
      { title: 'a', description: 'd', icon: '' },
      { title: 'b', description: 'd', icon: '' },
      { budgetMs: 0 },
    )
    expect(title).toMatchObject({ state: 'too-different', before: 'a', after: 'b' })
  })

  test('About sections added or removed compare with nothing, and the blocks after them with themselves', () => {
    const team = [{ name: 'Maya', role: 'Director', photo: null }]
    const one = { sections: [{ title: 'A', content: '<p>a</p>' }], team }
    const two = {
      sections: [
        { title: 'A', content: '<p>a</p>' },
        { title: 'B', content: '<p>b</p>' },
      ],
      team,
    }
    const states = (fields: ReturnType<typeof diffSnapshots>) =>
      fields.map((f) => [f.label, f.state])
    expect(states(diffSnapshots('about', one, two))).toEqual([
      ['Section 1 title', 'same'],
      ['Section 1 content', 'same'],
      ['Section 2 title', 'changed'],
      ['Section 2 content', 'changed'],
      ['Team', 'same'],
      ['Figures', 'same'],
      ['Clients', 'same'],
    ])
    // A section removed keeps its place among the fields.
    expect(states(diffSnapshots('about', two, one)).map(([label]) => label)).toEqual([
      'Section 1 title',
      'Section 1 content',
      'Section 2 title',
      'Section 2 content',
      'Team',
      'Figures',
      'Clients',
    ])
  })
})

describe('the screens', () => {
  let cookie: string
  let adminId: number
  beforeEach(async () => {
    adminId = (await createAdmin()).id
    cookie = await sessionCookieFor(adminId)
  })
  type Loaded = Awaited<ReturnType<typeof list.loader>>['data']
  const load = async (path: string, params: Record<string, string>) =>
    (
      (await list.loader({ request: getRequest(path, cookie), params, context })) as {
        data: Loaded
      }
    ).data

  test('the list names who and when, and compares two versions older to newer', async () => {
    const s = createService({ title: 'Video', description: 'We film' })
    const id = Number(s._id)
    updateService(id, { title: 'Film', description: 'We film' })
    const [newer, older] = listRevisions('service', id)
    const params = { kind: 'service', id: String(id) }
    const page = await load(`/admin/revisions/service/${id}`, params)
    expect(page.item).toMatchObject({ name: 'Film', editUrl: `/admin/services/${id}/edit` })
    expect(page.revisions.map((r) => r.who)).toEqual(['system', 'system'])
    expect(page.selected).toEqual({ from: older!.id, to: newer!.id })
    expect(page.comparison).toBeNull()

    const compared = await load(
      `/admin/revisions/service/${id}?from=${newer!.id}&to=${older!.id}`,
      params,
    )
    expect(compared.comparison!.from.id).toBe(older!.id)
    expect(compared.comparison!.fields[0]).toMatchObject({
      label: 'Title',
      parts: [
        { value: 'Video', removed: true },
        { value: 'Film', added: true },
      ],
    })
    const wrong = await load(`/admin/revisions/service/${id}?from=${newer!.id}&to=999999`, params)
    expect(wrong.error).toMatch(/Choose two different versions/)
  })

  test('an unknown kind, id or revision is a 404 with its text', async () => {
    for (const params of [
      { kind: 'testimonial', id: '1' },
      { kind: 'service', id: '999999' },
      { kind: 'constructor', id: '1' },
    ]) {
      const result = await settle(() =>
        list.loader({ request: getRequest('/admin/revisions/x/1', cookie), params, context }),
      )
      expect((result as Response).status).toBe(404)
      expect(await (result as Response).text()).toBe('Item not found.')
    }
    const s = createService({ title: 'A', description: 'd' })
    const result = await settle(() =>
      restore.loader({
        request: getRequest('/admin/revisions/service/1/restore/999999', cookie),
        params: { kind: 'service', id: s._id, revision: '999999' },
        context,
      }),
    )
    expect((result as Response).status).toBe(404)
  })

  test('the restore shows what it changes, then saves the version as a new one', async () => {
    const post = createBlogPost({ title: 'First', content: '<p>One</p>' }, adminId)
    const id = Number(post._id)
    updateBlogPost(id, { title: 'Second', content: '<p>Two</p>' }, adminId)
    const first = listRevisions('blog', id).at(-1)!
    const params = { kind: 'blog', id: String(id), revision: String(first.id) }
    const path = `/admin/revisions/blog/${id}/restore/${first.id}`
    const shown = await restore.loader({ request: getRequest(path, cookie), params, context })
    expect(shown.fields[0]).toMatchObject({
      label: 'Title',
      parts: [
        { value: 'Second', removed: true },
        { value: 'First', added: true },
      ],
    })

    const done = (await restore.action({
      request: formRequest(path, {}, { cookie }),
      params,
      context,
    })) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe(`/admin/revisions/blog/${id}`)
    expect(getBlogPost(id, { all: true })).toMatchObject({ title: 'First', content: '<p>One</p>' })
    expect(listRevisions('blog', id)).toHaveLength(3)
  })

  test('a version the schema now refuses says why and changes nothing', async () => {
    const s = createService({ title: 'A', description: 'd' })
    const id = Number(s._id)
    const [only] = listRevisions('service', id)
    getDb()
      .$client.prepare('UPDATE revisions SET snapshot = ? WHERE id = ?')
      .run(JSON.stringify({ title: 'x'.repeat(201), description: 'd', icon: '' }), only!.id)
    updateService(id, { title: 'B', description: 'd' })
    const result = (await restore.action({
      request: formRequest(`/admin/revisions/service/${id}/restore/${only!.id}`, {}, { cookie }),
      params: { kind: 'service', id: String(id), revision: String(only!.id) },
      context,
    })) as unknown as { data: FormReply; init: ResponseInit }
    expect(result.init.status).toBe(400)
    expect(formErrorOf(result.data)).toBe(
      'This version cannot be restored as it is: Title must be at most 200 characters.',
    )
    expect(getService(id)!.title).toBe('B')
  })
})
