// Revisions (docs/publishing.md): every save from every door keeps its version with who and when,
// the last 50 per item; a restore is a save through the model (sanitized, audited, a new
// revision); an upload a revision shows stays on disk until the revision is pruned or its item is
// deleted forever.
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { deleteUploadIfUnused } from '#app/media/upload-release.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import { getAbout, saveAbout } from '#app/models/about.server.ts'
import { createBlogPost, deleteBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import {
  createDetailedProject,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import {
  createDetailedService,
  updateDetailedService,
} from '#app/models/detailed-service.server.ts'
import { createProject, deleteProject, updateProject } from '#app/models/project.server.ts'
import { createService, getService, updateService } from '#app/models/service.server.ts'
import { restoreRevision } from '#app/admin/revision-restore.server.ts'
import { listTrash, restoreFromTrash } from '#app/models/trash.server.ts'
import {
  ABOUT_ID,
  getRevisions,
  indexRevisionUploads,
  listRevisions,
  MAX_REVISIONS,
  type RevisionKind,
} from '#app/models/revision.server.ts'
import * as editService from '#app/routes/admin.services.$id.edit.tsx'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import { auditLog, blogPosts, revisionUploads, services } from '#db/schema.ts'
import { context, createAdmin, formRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { emptyTrash } from '#tests/support/trash.ts'
import { admin, call } from './helpers.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

const snapshots = <K extends RevisionKind>(kind: K, id: number) => {
  const ids = listRevisions(kind, id).map((r) => r.id)
  return getRevisions(kind, id, ids)
    .sort((a, b) => a.id - b.id)
    .map((r) => r.snapshot)
}

describe('every save keeps its version', () => {
  test('from the admin form and the /api, with who and through which door', async () => {
    const user = await createAdmin()
    const cookie = await sessionCookieFor(user.id)
    const { token, user: apiUser } = await admin('Ada Api')
    const service = createService({ title: 'Video', description: 'We film' })
    const id = Number(service._id)
    const params = { id: String(id) }

    const saved = await withRequestContext({ address: '203.0.113.7', actor: null }, () =>
      editService.action({
        request: formRequest(
          `/admin/services/${id}/edit`,
          { title: 'Film', description: 'We film' },
          { cookie },
        ),
        params,
        context,
      }),
    )
    expect((saved as Response).status).toBe(302)
    const put = await call(serviceOne, 'PUT', `/api/services/${id}`, {
      token,
      params,
      json: { title: 'Cinema', description: 'We film', icon: 'Film' },
    })
    expect(put.status).toBe(200)

    const list = listRevisions('service', id)
    expect(list.map((r) => [r.actorName, r.via])).toEqual([
      ['Ada Api', 'api'],
      [user.name, 'admin'],
      ['system', 'system'],
    ])
    expect(list[0]!.at.getTime()).toBeGreaterThanOrEqual(list[2]!.at.getTime())
    expect(snapshots('service', id)).toEqual([
      { title: 'Video', description: 'We film', icon: '' },
      { title: 'Film', description: 'We film', icon: '' },
      { title: 'Cinema', description: 'We film', icon: 'Film' },
    ])
    expect(apiUser.name).toBe('Ada Api')
  })

  test('a project saved through the /api counts too; a save that changes nothing adds nothing', async () => {
    const { token } = await admin()
    const project = createProject({ title: 'P', category: 'Film', media: [] })
    const id = Number(project._id)
    const params = { id: String(id) }
    const put = await call(projectOne, 'PUT', `/api/projects/${id}`, {
      token,
      params,
      json: { title: 'Q', category: 'Film', media: [] },
    })
    expect(put.status).toBe(200)
    updateProject(id, { title: 'Q', category: 'Film', media: [] })
    expect(snapshots('project', id).map((s) => s.title)).toEqual(['P', 'Q'])
  })

  test('each kind keeps the fields its form edits, never its status or address', async () => {
    const user = await createAdmin()
    const post = createBlogPost(
      { title: 'T', content: '<p>x</p>', status: 'draft', slug: 'tee' },
      user.id,
    )
    updateBlogPost(Number(post._id), { title: 'T2', content: '<p>y</p>' }, user.id)
    expect(snapshots('blog', Number(post._id))).toEqual([
      { title: 'T', content: '<p>x</p>', coverImage: null, coverImageAlt: null },
      { title: 'T2', content: '<p>y</p>', coverImage: null, coverImageAlt: null },
    ])

    const dp = createDetailedProject({
      title: 'D',
      description: 'Long',
      category: 'Film',
      tags: ['a', 'b'],
      results: [{ figure: '+38%', label: 'qualified leads' }],
      media: [{ url: 'https://example.com/i.png', type: 'image', alt: 'An image' }],
    })
    // Results left out of an update are kept (an /api client from before they existed).
    updateDetailedProject(Number(dp._id), { title: 'D', description: 'Long', category: 'TV' })
    expect(snapshots('detailed-project', Number(dp._id))).toEqual([
      {
        title: 'D',
        subtitle: '',
        description: 'Long',
        category: 'Film',
        client: null,
        tags: ['a', 'b'],
        results: [{ figure: '+38%', label: 'qualified leads' }],
        media: [{ url: 'https://example.com/i.png', type: 'image', alt: 'An image' }],
      },
      {
        title: 'D',
        subtitle: '',
        description: 'Long',
        category: 'TV',
        client: null,
        tags: [],
        results: [{ figure: '+38%', label: 'qualified leads' }],
        media: [],
      },
    ])

    const ds = createDetailedService({
      title: 'S',
      subtitle: 'Sub',
      description: 'Long',
      features: [{ title: 'F', description: 'Feature' }],
    })
    updateDetailedService(Number(ds._id), {
      title: 'S',
      subtitle: 'Sub',
      description: 'Longer',
      status: 'draft',
    })
    expect(snapshots('detailed-service', Number(ds._id))).toEqual([
      {
        title: 'S',
        subtitle: 'Sub',
        description: 'Long',
        pricing: null,
        features: [{ title: 'F', description: 'Feature', icon: '' }],
      },
      { title: 'S', subtitle: 'Sub', description: 'Longer', pricing: null, features: [] },
    ])

    saveAbout([{ title: 'Who', content: '<p>Us</p>' }])
    saveAbout([{ title: 'Who', content: '<p>We</p>' }])
    expect(snapshots('about', ABOUT_ID)).toEqual([
      { sections: [], team: [], figures: [], clients: [] },
      { sections: [{ title: 'Who', content: '<p>Us</p>' }], team: [], figures: [], clients: [] },
      { sections: [{ title: 'Who', content: '<p>We</p>' }], team: [], figures: [], clients: [] },
    ])
  })

  test('an item saved before revisions were kept keeps its stored version first', () => {
    const row = getDb()
      .insert(services)
      .values({ title: 'Old', description: 'Before', updatedAt: new Date('2026-01-02T03:04:05Z') })
      .returning()
      .get()
    updateService(row.id, { title: 'New', description: 'After' })
    const [newest, base] = listRevisions('service', row.id)
    expect(base).toMatchObject({ actorName: null, at: new Date('2026-01-02T03:04:05Z') })
    expect(newest!.actorName).toBe('system')
    expect(snapshots('service', row.id).map((s) => s.title)).toEqual(['Old', 'New'])
  })

  test(`only the last ${MAX_REVISIONS} are kept`, () => {
    const service = createService({ title: 'v0', description: 'd' })
    const id = Number(service._id)
    for (let n = 1; n <= MAX_REVISIONS + 4; n++) {
      updateService(id, { title: `v${n}`, description: 'd' })
    }
    const titles = snapshots('service', id).map((s) => s.title)
    expect(titles).toHaveLength(MAX_REVISIONS)
    expect(titles[0]).toBe('v5')
    expect(titles.at(-1)).toBe(`v${MAX_REVISIONS + 4}`)
    // Another item's history is its own.
    const other = createService({ title: 'other', description: 'd' })
    expect(listRevisions('service', Number(other._id))).toHaveLength(1)
  })
})

describe('restoring a version', () => {
  test('saves it again through the model: a new revision, audited, sanitized', async () => {
    const user = await createAdmin()
    const post = createBlogPost({ title: 'First', content: '<p>One</p>' }, user.id)
    const id = Number(post._id)
    const [first] = listRevisions('blog', id)
    updateBlogPost(id, { title: 'Second', content: '<p>Two</p>' }, user.id)
    // A version stored before a stricter sanitizer (or by hand) is cleaned on its way back.
    getDb()
      .$client.prepare('UPDATE revisions SET snapshot = ? WHERE id = ?')
      .run(
        JSON.stringify({
          title: 'First',
          content: '<p>One<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          coverImage: null,
          coverImageAlt: null,
        }),
        first!.id,
      )

    const restored = withRequestContext(
      { address: '203.0.113.7', actor: { userId: user.id, name: user.name, via: 'admin' } },
      () => restoreRevision('blog', id, first!.id, user.id),
    )
    expect(restored).toMatchObject({ title: 'First', content: '<p>One<img src="x" /></p>' })
    expect(getDb().select().from(blogPosts).get()).toMatchObject({ title: 'First' })
    const list = listRevisions('blog', id)
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ actorName: user.name, via: 'admin' })
    expect(snapshots('blog', id).at(-1)!.content).not.toMatch(/script|onerror/)
    const audit = getDb().select().from(auditLog).all()
    expect(audit.map((a) => [a.action, a.entity, a.actorName]).slice(-2)).toEqual([
      ['update', 'blog', user.name],
      ['restore', 'blog', user.name],
    ])
    expect(audit.at(-1)!.detail).toMatch(new RegExp(`^revision ${first!.id} of `))
  })

  test('a restore keeps the status, publish time and address the item has now', async () => {
    const user = await createAdmin()
    const post = createBlogPost(
      { title: 'Old', content: '<p>x</p>', status: 'draft', slug: 'old-address' },
      user.id,
    )
    const id = Number(post._id)
    const [first] = listRevisions('blog', id)
    updateBlogPost(
      id,
      { title: 'New', content: '<p>x</p>', status: 'published', slug: 'new-address' },
      user.id,
    )
    const restored = restoreRevision('blog', id, first!.id, user.id)
    expect(restored).toMatchObject({ title: 'Old', status: 'published', slug: 'new-address' })
  })

  test('the About page and a service restore; a revision of another item or a gone item does not', () => {
    saveAbout([{ title: 'A', content: '<p>a</p>' }])
    saveAbout([{ title: 'B', content: '<p>b</p>' }])
    const aboutRevisions = listRevisions('about', ABOUT_ID)
    restoreRevision('about', ABOUT_ID, aboutRevisions[1]!.id, 0)
    expect(getAbout().sections.map((s) => s.title)).toEqual(['A'])

    const a = createService({ title: 'A', description: 'd' })
    const b = createService({ title: 'B', description: 'd' })
    const ofB = listRevisions('service', Number(b._id))[0]!.id
    expect(restoreRevision('service', Number(a._id), ofB, 0)).toBeUndefined()
    expect(getService(Number(a._id))!.title).toBe('A')
    expect(restoreRevision('service', 999_999, ofB, 0)).toBeUndefined()
  })

  test('a version the schema now refuses throws its field errors and changes nothing', () => {
    const s = createService({ title: 'A', description: 'd' })
    const id = Number(s._id)
    const [only] = listRevisions('service', id)
    getDb()
      .$client.prepare('UPDATE revisions SET snapshot = ? WHERE id = ?')
      .run(JSON.stringify({ title: 'x'.repeat(201), description: 'd', icon: '' }), only!.id)
    updateService(id, { title: 'B', description: 'd' })
    expect(() => restoreRevision('service', id, only!.id, 0)).toThrow(/at most 200/)
    expect(getService(id)!.title).toBe('B')
  })
})

describe('uploads a revision shows', () => {
  test('stay while a revision holds them, and go when it is pruned', async () => {
    const user = await createAdmin()
    const [oldCover, newCover] = ['old.png', 'new.png'].map((n) => stored('blogs', n))
    const post = createBlogPost(
      { title: 'T', content: `<p><img src="${stored('blogs', 'inline.png')}"></p>` },
      user.id,
    )
    const id = Number(post._id)
    updateBlogPost(id, { title: 'T', content: '<p>x</p>', coverImage: oldCover }, user.id)
    updateBlogPost(id, { title: 'T', content: '<p>x</p>', coverImage: newCover }, user.id)
    // Replaced, but earlier versions still show them.
    expect([onDisk('/uploads/blogs/inline.png'), onDisk(oldCover!)]).toEqual([true, true])
    for (let n = 0; n < MAX_REVISIONS; n++) {
      updateBlogPost(id, { title: `T${n}`, content: '<p>x</p>', coverImage: newCover }, user.id)
    }
    expect([onDisk('/uploads/blogs/inline.png'), onDisk(oldCover!)]).toEqual([false, false])
    expect(onDisk(newCover!)).toBe(true)
  })

  test('stay while the item is in the trash, and go with the revisions of an item deleted forever, unless another item uses them', () => {
    const [a, shared] = ['a.png', 'shared.png'].map((n) => stored('projects', n))
    const media = (...urls: string[]) => urls.map((url) => ({ url, type: 'image' as const }))
    const p = createProject({ title: 'P', category: 'Film', media: media(a!, shared!) })
    createProject({ title: 'Q', category: 'Film', media: media(shared!) })
    updateProject(Number(p._id), { title: 'P', category: 'Film', media: [] })
    expect([onDisk(a!), onDisk(shared!)]).toEqual([true, true])
    deleteProject(Number(p._id))
    expect(listRevisions('project', Number(p._id))).toHaveLength(2)
    expect([onDisk(a!), onDisk(shared!)]).toEqual([true, true])
    emptyTrash()
    expect(listRevisions('project', Number(p._id))).toEqual([])
    expect([onDisk(a!), onDisk(shared!)]).toEqual([false, true])
  })

  test('are found through an index, kept for revisions stored before it by the start', () => {
    const url = stored('projects', 'typed.png')
    const s = createService({ title: 'S', description: `See ${url}.` })
    const id = Number(s._id)
    expect(getDb().select().from(revisionUploads).all()).toMatchObject([{ url }])
    expect(deleteUploadIfUnused(url)).toBe(false)
    // A revision stored before the index existed is indexed at the next start.
    getDb().delete(revisionUploads).run()
    expect(indexRevisionUploads()).toBe(1)
    expect(indexRevisionUploads()).toBe(0)
    expect(deleteUploadIfUnused(url)).toBe(false)
    updateService(id, { title: 'S', description: 'Nothing' })
    for (let n = 0; n < MAX_REVISIONS; n++) updateService(id, { title: `S${n}`, description: 'd' })
    expect(getDb().select().from(revisionUploads).all()).toEqual([])
    expect(onDisk(url)).toBe(false)
  })

  test('a post restored from the trash has its history back; deleted forever, it takes it and its files', async () => {
    const user = await createAdmin()
    const cover = stored('blogs', 'c.png')
    const post = createBlogPost({ title: 'T', content: '<p>x</p>', coverImage: cover }, user.id)
    const id = Number(post._id)
    updateBlogPost(id, { title: 'T', content: '<p>x</p>' }, user.id)
    expect(onDisk(cover)).toBe(true)
    deleteBlogPost(id)
    const [inTrash] = listTrash()
    expect(restoreFromTrash(inTrash!.id).ok).toBe(true)
    expect(snapshots('blog', id).map((s) => s.coverImage)).toEqual([cover, null])
    expect(onDisk(cover)).toBe(true)
    deleteBlogPost(id)
    emptyTrash()
    expect(listRevisions('blog', id)).toEqual([])
    expect(onDisk(cover)).toBe(false)
  })
})
