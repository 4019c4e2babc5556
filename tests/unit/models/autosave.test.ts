// Autosave (docs/publishing.md "Autosave"): a copy of an editor's form kept per admin and item,
// offered back while newer than the item's last save, never touching the item itself; and its door,
// /admin/autosave, an admin write like any other (session, origin, a capped body, a 400 for bad input).
import { describe, expect, test } from 'vitest'
import { editorAutosave, nestedValues } from '#app/admin/editor-autosave.server.ts'
import { createBlogPost, getBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import {
  AutosaveInputSchema,
  clearAutosave,
  findAutosave,
  keepAutosave,
  MAX_AUTOSAVE_CHARS,
  autosaveToOffer,
} from '#app/models/autosave.server.ts'
import { action } from '#app/routes/admin.autosave.ts'
import { ORIGIN, formRequest, sessionCookieFor, settle } from '../../support/auth.ts'
import { admin } from '../../api/helpers.ts'

const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms)

async function post() {
  const { user } = await admin()
  const saved = createBlogPost(
    { title: 'Live title', content: '<p>Live words</p>', status: 'published' },
    user.id,
    ago(2 * HOUR),
  )
  return { userId: user.id, id: saved._id }
}

function jsonRequest(body: unknown, init: { cookie?: string; origin?: string | null } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (init.cookie) headers.set('Cookie', init.cookie)
  if (init.origin !== null) headers.set('Origin', init.origin ?? ORIGIN)
  return new Request(`${ORIGIN}/admin/autosave`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const run = (request: Request) =>
  settle(() => action({ request, params: {}, context: {} })) as Promise<Response>

describe('the autosave model', () => {
  test('keeps one copy per admin and item, the last one typed, and never touches the item', async () => {
    const { userId, id } = await post()
    const other = (await admin('Bea Admin')).user.id
    const fields: Array<[string, string]> = [
      ['title', 'Typed title'],
      ['content', '<p>Typed words</p>'],
    ]
    keepAutosave(userId, { kind: 'blog', item: id, fields: [['title', 'First']] })
    keepAutosave(userId, { kind: 'blog', item: id, fields })
    expect(findAutosave(userId, 'blog', id)?.fields).toEqual(fields)
    expect(findAutosave(other, 'blog', id)).toBeNull()
    expect(findAutosave(userId, 'detailed-project', id)).toBeNull()
    expect(getBlogPost(Number(id), { all: true, publication: true })).toMatchObject({
      title: 'Live title',
      content: '<p>Live words</p>',
      status: 'published',
    })
  })

  test('is offered while newer than the last save, by anyone, and no longer once cleared', async () => {
    const { userId, id } = await post()
    keepAutosave(userId, { kind: 'blog', item: id, fields: [['title', 'Typed']] }, ago(HOUR))
    expect(autosaveToOffer(userId, 'blog', id)?.fields).toEqual([['title', 'Typed']])

    // Saved since (here by another door): the older copy is not offered over it.
    updateBlogPost(Number(id), { title: 'Saved later', content: '<p>x</p>' }, userId)
    expect(autosaveToOffer(userId, 'blog', id)).toBeNull()

    keepAutosave(userId, { kind: 'blog', item: id, fields: [['title', 'Again']] })
    expect(autosaveToOffer(userId, 'blog', id)).not.toBeNull()
    clearAutosave(userId, 'blog', id)
    expect(findAutosave(userId, 'blog', id)).toBeNull()
  })

  test("an item not yet saved is kept under 'new', offered again on the Add screen", async () => {
    const { user } = await admin()
    keepAutosave(user.id, { kind: 'detailed-service', item: 'new', fields: [['title', 'Draft']] })
    expect(autosaveToOffer(user.id, 'detailed-service', 'new')?.fields).toEqual([
      ['title', 'Draft'],
    ])
  })

  test('refuses what no editor posts: another kind, a forged field name, a long list, too much', () => {
    const ok = { kind: 'blog', item: '1', fields: [['title', 'x']] }
    expect(AutosaveInputSchema.safeParse(ok).success).toBe(true)
    for (const bad of [
      { ...ok, kind: 'user' },
      { ...ok, item: '0' },
      { ...ok, item: '../1' },
      { ...ok, fields: [['__intent__', '{}']] },
      { ...ok, fields: [['media[99999].url', 'x']] },
      { ...ok, fields: [['title', 1]] },
      { ...ok, fields: [['content', 'x'.repeat(MAX_AUTOSAVE_CHARS + 1)]] },
      { ...ok, fields: Array.from({ length: 401 }, () => ['title', 'x']) },
      { ...ok, extra: true },
    ]) {
      expect(AutosaveInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(
        false,
      )
    }
  })

  test("the form's posted names become the nested values its form starts from", () => {
    expect(
      nestedValues([
        ['title', 'T'],
        ['media[0].url', '/a.png'],
        ['media[1].alt', 'B'],
        ['results[0].label', 'L'],
      ]),
    ).toEqual({ title: 'T', media: [{ url: '/a.png' }, { alt: 'B' }], results: [{ label: 'L' }] })
  })

  test('the editor gets its values back only when asked (?autosave=restore)', async () => {
    const { userId, id } = await post()
    keepAutosave(userId, { kind: 'blog', item: id, fields: [['title', 'Typed']] })
    const open = editorAutosave(
      new Request(`${ORIGIN}/admin/blogs/${id}/edit`),
      { id: userId },
      'blog',
      id,
    )
    expect(open.autosave.offer).toMatchObject({ restored: false })
    expect(open.restored).toBeNull()
    const restore = editorAutosave(
      new Request(`${ORIGIN}/admin/blogs/${id}/edit?autosave=restore`),
      { id: userId },
      'blog',
      id,
    )
    expect(restore.autosave.offer).toMatchObject({ restored: true })
    expect(restore.restored).toEqual({ title: 'Typed' })
  })
})

describe('/admin/autosave', () => {
  test('keeps the signed-in admin’s fields and answers JSON', async () => {
    const { userId, id } = await post()
    const cookie = await sessionCookieFor(userId)
    const answer = await run(
      jsonRequest({ kind: 'blog', item: id, fields: [['title', 'Typed']] }, { cookie }),
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toHaveProperty('savedAt')
    expect(findAutosave(userId, 'blog', id)?.fields).toEqual([['title', 'Typed']])
  })

  test('refuses another site, no session, bad JSON, bad fields and a body over the cap', async () => {
    const { userId, id } = await post()
    const cookie = await sessionCookieFor(userId)
    const good = { kind: 'blog', item: id, fields: [['title', 'Typed']] }
    const cases: Array<[Request, number]> = [
      [jsonRequest(good, { cookie, origin: 'https://evil.example' }), 403],
      [jsonRequest(good, { cookie, origin: null }), 403],
      [jsonRequest(good), 401],
      [jsonRequest('{not json', { cookie }), 400],
      [jsonRequest({ ...good, kind: 'users' }, { cookie }), 400],
      [jsonRequest([1, 2], { cookie }), 400],
      [
        jsonRequest(
          { ...good, fields: [['content', 'x'.repeat(3 * MAX_AUTOSAVE_CHARS)]] },
          { cookie },
        ),
        413,
      ],
    ]
    for (const [request, status] of cases) expect((await run(request)).status).toBe(status)
    expect(findAutosave(userId, 'blog', id)).toBeNull()
  })

  test('Discard, a plain form post, forgets the autosave and goes back to the editor', async () => {
    const { userId, id } = await post()
    const cookie = await sessionCookieFor(userId)
    keepAutosave(userId, { kind: 'blog', item: id, fields: [['title', 'Typed']] })
    const back = `/admin/blogs/${id}/edit`
    const answer = await run(
      formRequest(
        '/admin/autosave',
        { intent: 'discard', kind: 'blog', item: id, redirectTo: back },
        { cookie },
      ),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(back)
    expect(findAutosave(userId, 'blog', id)).toBeNull()
    const bad = await run(formRequest('/admin/autosave', { intent: 'discard' }, { cookie }))
    expect(bad.status).toBe(400)
  })
})
