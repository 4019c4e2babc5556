// The trash (docs/decisions/019-trash.md): a delete from the admin or the /api keeps the item 30
// days, with its child rows and its uploads; restore puts it back as it was, delete forever (or the
// 30 days) lets its uploads go. The clock is a parameter: no test sleeps.
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { contentVersion } from '#app/lib/content-version.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import {
  createBlogPost,
  deleteBlogPost,
  findBlogPostByAddress,
  getBlogPost,
  updateBlogPost,
} from '#app/models/blog.server.ts'
import { createCategory, deleteCategory, listCategories } from '#app/models/category.server.ts'
import {
  createDetailedProject,
  deleteDetailedProject,
  getDetailedProject,
} from '#app/models/detailed-project.server.ts'
import {
  createDetailedService,
  deleteDetailedService,
  getDetailedService,
} from '#app/models/detailed-service.server.ts'
import { createProject, deleteProject, getProject } from '#app/models/project.server.ts'
import { createService, deleteService, getService } from '#app/models/service.server.ts'
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
} from '#app/models/testimonial.server.ts'
import {
  listTrash,
  purgeFromTrash,
  restoreFromTrash,
  sweepTrash,
  TRASH_DAYS,
} from '#app/models/trash.server.ts'
import * as adminProjectDelete from '#app/routes/admin.projects.$id.delete.tsx'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import * as projectList from '#app/routes/api.projects.ts'
import * as trashPurge from '#app/routes/admin.trash.$id.delete.tsx'
import * as trashScreen from '#app/routes/admin.trash.tsx'
import { auditLog, users } from '#db/schema.ts'
import {
  context,
  cookieFrom,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'
import { admin, body, call } from './helpers.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

const DAY = 24 * 60 * 60 * 1000

const entryOf = (entity: string, id: number | string) =>
  listTrash().find((t) => t.entity === entity && t.entityId === Number(id))
const audited = (action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .all()
    .filter((r) => r.action === action)
    .map((r) => [r.entity, r.entityId, r.actorName])

describe('deleting moves an item to the trash', () => {
  test('from the /api: the DELETE answers as documented, the item is gone from reads, not lost', async () => {
    const { token, user } = await admin()
    const image = stored('projects', 'reel.png')
    const project = createProject({
      title: 'Reel',
      category: 'Video',
      media: [{ url: image, type: 'image', alt: 'A frame' }],
    })
    const params = { id: project._id }
    const del = await call(projectOne, 'DELETE', '/x', { token, params })
    expect([del.status, await body(del)]).toEqual([
      200,
      { message: 'Project deleted successfully.' },
    ])
    expect(await body(await call(projectList, 'GET', '/api/projects'))).toEqual([])
    const again = await call(projectOne, 'DELETE', '/x', { token, params })
    expect([again.status, await body(again)]).toEqual([404, { message: 'Project not found.' }])
    expect(entryOf('project', project._id)).toMatchObject({
      label: 'Project',
      title: 'Reel',
      deletedBy: user.name,
      daysLeft: TRASH_DAYS - 1,
    })
    // The upload stays: the trashed project still uses it.
    expect(onDisk(image)).toBe(true)

    const post = createBlogPost({ title: 'Gone soon', content: '<p>x</p>' }, user.id)
    const delPost = await call(blogOne, 'DELETE', '/x', { token, params: { id: post._id } })
    expect(await body(delPost)).toEqual({ message: 'Post deleted successfully.' })
    expect(entryOf('blog', post._id)?.title).toBe('Gone soon')
  })

  test('from the admin delete modal, by the signed-in admin', async () => {
    const { user } = await admin('Grace Admin')
    const cookie = await sessionCookieFor(user.id)
    const project = createProject({ title: 'Poster', category: 'Print', media: [] })
    const res = (await withRequestContext({ address: null, actor: null }, () =>
      adminProjectDelete.action({
        request: formRequest(
          `/admin/projects/${project._id}/delete`,
          { intent: 'delete' },
          { cookie },
        ),
        params: { id: project._id },
        context,
      }),
    )) as Response
    expect(res.status).toBe(302)
    expect(getProject(Number(project._id))).toBeUndefined()
    expect(entryOf('project', project._id)).toMatchObject({ deletedBy: 'Grace Admin' })
  })
})

describe('restore', () => {
  test('brings back every kind with its id, child rows and uploads, as it was', async () => {
    const { user } = await admin()
    const cover = stored('blogs', 'cover.png')
    const inline = stored('blogs', 'inline.png')
    const shot = stored('projects', 'shot.png')
    const clip = stored('projects', 'clip.mp4')
    const face = stored('testimonials', 'face.png')
    const post = createBlogPost(
      {
        title: 'Launch notes',
        content: `<p>Hi</p><img src="${inline}" alt="">`,
        coverImage: cover,
        coverImageAlt: 'Cover',
        status: 'draft',
      },
      user.id,
    )
    const postId = Number(post._id)
    // An old address that redirects, kept with it.
    updateBlogPost(
      postId,
      { title: 'Launch notes', content: post.content, coverImage: cover, slug: 'launch' },
      user.id,
    )
    const project = createProject({
      title: 'Reel',
      category: 'Video',
      media: [
        { url: shot, type: 'image', alt: 'A frame' },
        { url: 'https://cdn.example.com/b.mp4', type: 'video' },
      ],
    })
    const detailed = createDetailedProject({
      title: 'Case',
      subtitle: 'Sub',
      description: '<p>Long</p>',
      category: 'Video',
      client: 'ACME',
      tags: ['one', 'two'],
      media: [{ url: clip, type: 'video' }],
    })
    const service = createService({ title: 'Editing', description: 'Cuts', icon: 'Film' })
    const detailedService = createDetailedService({
      title: 'Motion',
      subtitle: 'Design',
      description: 'Long',
      pricing: 'From 100',
      features: [
        { title: 'Fast', description: 'Very', icon: 'Zap' },
        { title: 'Good', description: 'Very', icon: 'Star' },
      ],
    })
    const testimonial = createTestimonial({
      clientName: 'Ada',
      quote: 'Great',
      clientImage: face,
      clientImageAlt: 'Ada smiling',
    })
    const all = { all: true, publication: true }
    const read = () => [
      getBlogPost(postId, all),
      getProject(Number(project._id)),
      getDetailedProject(Number(detailed._id)),
      getService(Number(service._id)),
      getDetailedService(Number(detailedService._id), all),
      getTestimonial(Number(testimonial._id)),
    ]
    const before = read()

    expect(deleteBlogPost(postId)).toBe(true)
    expect(deleteProject(Number(project._id))).toBe(true)
    expect(deleteDetailedProject(Number(detailed._id))).toBe(true)
    expect(deleteService(Number(service._id))).toBe(true)
    expect(deleteDetailedService(Number(detailedService._id))).toBe(true)
    expect(deleteTestimonial(Number(testimonial._id))).toBe(true)
    expect(read()).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
    expect([cover, inline, shot, clip, face].map(onDisk)).toEqual([true, true, true, true, true])
    expect(findBlogPostByAddress('launch-notes', all)).toBeUndefined()

    const version = contentVersion()
    for (const item of listTrash()) expect(restoreFromTrash(item.id)).toMatchObject({ ok: true })
    expect(contentVersion()).toBeGreaterThan(version)
    expect(read()).toEqual(before)
    expect(listTrash()).toEqual([])
    expect(findBlogPostByAddress('launch-notes', all)).toEqual({ movedTo: 'launch' })
    expect([cover, inline, shot, clip, face].map(onDisk)).toEqual([true, true, true, true, true])
    expect(audited('restore').map(([entity]) => entity)).toEqual(
      expect.arrayContaining([
        'blog',
        'project',
        'detailed-project',
        'service',
        'detailed-service',
        'testimonial',
      ]),
    )
  })

  test('a slug taken meanwhile gets a suffix, and the admin is told the new one', async () => {
    const { user } = await admin()
    const first = createBlogPost({ title: 'Hello world', content: 'x' }, user.id)
    deleteBlogPost(Number(first._id))
    const second = createBlogPost({ title: 'Hello world', content: 'y' }, user.id)
    expect(getBlogPost(Number(second._id), { publication: true })?.slug).toBe('hello-world')
    const result = restoreFromTrash(entryOf('blog', first._id)!.id)
    expect(result).toMatchObject({ ok: true, newSlug: 'hello-world-2', listUrl: '/admin/blogs' })
    expect(findBlogPostByAddress('hello-world-2')).toMatchObject({
      item: { _id: first._id, content: 'x' },
    })
    expect(findBlogPostByAddress('hello-world')).toMatchObject({ item: { _id: second._id } })
  })

  test('a post whose author is gone comes back without one', async () => {
    const { user } = await admin('Leaving Author')
    const post = createBlogPost({ title: 'Orphan', content: 'x' }, user.id)
    deleteBlogPost(Number(post._id))
    getDb().delete(users).run()
    expect(restoreFromTrash(entryOf('blog', post._id)!.id)).toMatchObject({ ok: true })
    expect(getBlogPost(Number(post._id))).toMatchObject({ title: 'Orphan', author: null })
  })

  test('a category comes back; one whose name was taken meanwhile stays in the trash', () => {
    const video = createCategory({ name: 'Video' })
    const print = createCategory({ name: 'Print' })
    deleteCategory(Number(video._id))
    deleteCategory(Number(print._id))
    createCategory({ name: 'video' })
    expect(restoreFromTrash(entryOf('category', print._id)!.id)).toMatchObject({ ok: true })
    const refused = restoreFromTrash(entryOf('category', video._id)!.id)
    expect(refused).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'A category with this name exists already, so this one stays in the trash.',
    })
    expect(listCategories().map((c) => c.name)).toEqual(['Print', 'video'])
    expect(entryOf('category', video._id)).toBeDefined()
  })

  test('an entry already restored or purged is gone', () => {
    const service = createService({ title: 'Once', description: 'x', icon: '' })
    deleteService(Number(service._id))
    const { id } = entryOf('service', service._id)!
    expect(restoreFromTrash(id)).toMatchObject({ ok: true })
    expect(restoreFromTrash(id)).toEqual({ ok: false, reason: 'gone' })
    expect(purgeFromTrash(id)).toBe(false)
  })
})

describe('uploads are released only when the item is deleted forever', () => {
  test('delete forever releases what only the trashed item used; shared files stay', async () => {
    const [own, shared] = [stored('projects', 'own.png'), stored('projects', 'shared.png')]
    const media = (...urls: string[]) => urls.map((url) => ({ url, type: 'image' as const }))
    const project = createProject({ title: 'P', category: 'Film', media: media(own, shared) })
    createProject({ title: 'Q', category: 'Film', media: media(shared) })
    deleteProject(Number(project._id))
    expect([onDisk(own), onDisk(shared)]).toEqual([true, true])

    const { id } = entryOf('project', project._id)!
    const version = contentVersion()
    withRequestContext(
      { address: null, actor: { userId: null, name: 'Purger', via: 'admin' } },
      () => expect(purgeFromTrash(id)).toBe(true),
    )
    expect(contentVersion()).toBeGreaterThan(version)
    expect([onDisk(own), onDisk(shared)]).toEqual([false, true])
    expect(listTrash()).toEqual([])
    expect(audited('purge')).toEqual([['project', project._id, 'Purger']])
  })

  test('an upload inside a trashed post’s HTML is kept, then released with it', async () => {
    const { user } = await admin()
    const inline = stored('blogs', 'inline.png')
    const post = createBlogPost(
      { title: 'T', content: `<p><img src="${inline}" alt="x"></p>` },
      user.id,
    )
    deleteBlogPost(Number(post._id))
    expect(onDisk(inline)).toBe(true)
    purgeFromTrash(entryOf('blog', post._id)!.id)
    expect(onDisk(inline)).toBe(false)
  })

  test('after 30 days the sweep deletes forever; a day before, nothing goes', () => {
    const T = new Date('2026-11-01T12:00:00Z')
    const face = stored('testimonials', 'face.png')
    const t = createTestimonial({ clientName: 'Ada', quote: 'Great', clientImage: face })
    deleteTestimonial(Number(t._id))
    // Dated by hand, as a delete 30 days ago would have been.
    getDb().$client.prepare('UPDATE trash SET deleted_at = ?').run(T.getTime())
    expect(listTrash(new Date(T.getTime() + DAY))[0]?.daysLeft).toBe(TRASH_DAYS - 2)
    expect(listTrash(new Date(T.getTime() + (TRASH_DAYS - 1) * DAY))[0]?.daysLeft).toBe(0)
    expect(sweepTrash(new Date(T.getTime() + TRASH_DAYS * DAY - 1))).toBe(0)
    expect(onDisk(face)).toBe(true)
    expect(sweepTrash(new Date(T.getTime() + TRASH_DAYS * DAY + 1))).toBe(1)
    expect(onDisk(face)).toBe(false)
    expect(audited('purge')).toEqual([['testimonial', t._id, 'system']])
  })

  test('a later delete sweeps what is past its 30 days, lazily', () => {
    const T = new Date(Date.now() - (TRASH_DAYS + 1) * DAY)
    const old = createService({ title: 'Old', description: 'x', icon: '' })
    deleteService(Number(old._id))
    getDb().$client.prepare('UPDATE trash SET deleted_at = ?').run(T.getTime())
    const fresh = createService({ title: 'Fresh', description: 'x', icon: '' })
    deleteService(Number(fresh._id))
    expect(listTrash().map((t) => t.title)).toEqual(['Fresh'])
  })
})

describe('the trash screen', () => {
  async function asAdmin<T>(run: (cookie: string) => Promise<T>) {
    const { user } = await admin('Screen Admin')
    const cookie = await sessionCookieFor(user.id)
    return withRequestContext({ address: null, actor: null }, () => run(cookie))
  }
  // The one-shot message the list shows after the redirect.
  async function messageOf(res: Response, cookie: string) {
    const toast = cookieFrom(res.headers.get('Set-Cookie'))
    const shown = (await trashScreen.loader({
      request: getRequest('/admin/trash', `${cookie}; ${toast}`),
      params: {},
      context,
    })) as unknown as { data: { message: { text: string } | null } }
    return shown.data.message?.text
  }

  test('restore says where the item is, and when its address changed', async () => {
    await asAdmin(async (cookie) => {
      const { user } = await admin()
      const first = createBlogPost({ title: 'Same title', content: 'x' }, user.id)
      deleteBlogPost(Number(first._id))
      createBlogPost({ title: 'Same title', content: 'y' }, user.id)
      const id = String(entryOf('blog', first._id)!.id)
      const res = (await trashScreen.action({
        request: formRequest('/admin/trash', { intent: 'restore', id }, { cookie }),
        params: {},
        context,
      })) as Response
      expect([res.status, res.headers.get('Location')]).toEqual([302, '/admin/trash'])
      expect(await messageOf(res, cookie)).toBe(
        'Post “Same title” restored. Its address was taken meanwhile, so it is now “same-title-2”.',
      )
      const again = (await trashScreen.action({
        request: formRequest('/admin/trash', { intent: 'restore', id }, { cookie }),
        params: {},
        context,
      })) as Response
      expect(await messageOf(again, cookie)).toBe('This item is no longer in the trash.')
    })
  })

  test('delete forever asks first, then purges; a second time is a 404 with its text', async () => {
    await asAdmin(async (cookie) => {
      const service = createService({ title: 'Old offer', description: 'x', icon: '' })
      deleteService(Number(service._id))
      const id = String(entryOf('service', service._id)!.id)
      const path = `/admin/trash/${id}/delete`
      expect(
        await trashPurge.loader({ request: getRequest(path, cookie), params: { id }, context }),
      ).toEqual({ label: 'Service', title: 'Old offer' })
      const res = (await trashPurge.action({
        request: formRequest(path, { intent: 'delete' }, { cookie }),
        params: { id },
        context,
      })) as Response
      expect(res.status).toBe(302)
      expect(await messageOf(res, cookie)).toBe('Service “Old offer” deleted forever.')
      expect(listTrash()).toEqual([])
      const gone = await settle(() =>
        trashPurge.action({
          request: formRequest(path, { intent: 'delete' }, { cookie }),
          params: { id },
          context,
        }),
      )
      expect((gone as Response).status).toBe(404)
      expect(await (gone as Response).text()).toBe('This item is no longer in the trash.')
    })
  })
})
