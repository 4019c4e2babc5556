// The content write path (app/models/content-write.server.ts) is one transaction: a write whose
// revision or audit step fails leaves no row, no revision and no audit entry behind. The failures
// are real ones from SQLite (a trigger refusing the insert), not mocks. And the upload index it
// keeps answers "is this file used?" and "where?" from one lookup.
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, blogPosts, projects, revisions, services, trash } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { createBlogPost, deleteBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import { createProject, deleteProject } from '#app/models/project.server.ts'
import { createService, deleteService, updateService } from '#app/models/service.server.ts'
import { listTrash, purgeFromTrash } from '#app/models/trash.server.ts'
import { rebuildUploadRefs, whereUploadIsUsed } from '#app/models/upload-refs.server.ts'
import { createAdmin } from '#tests/support/auth.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

/** Makes SQLite refuse every insert into `table` (a temporary trigger: this connection only). */
function refuseInserts(table: string) {
  getDb().$client.exec(
    `CREATE TEMP TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${table} refused'); END`,
  )
  return () => getDb().$client.exec(`DROP TRIGGER refuse_${table}`)
}

const count = (table: typeof services | typeof revisions | typeof auditLog | typeof trash) =>
  getDb().select().from(table).all().length

describe('a write is all or nothing', () => {
  test('a create whose revision fails leaves no row, no revision, no audit entry', () => {
    const allow = refuseInserts('revisions')
    expect(() => createService({ title: 'Film', description: 'We film' })).toThrow(
      /revisions refused/,
    )
    allow()
    expect([count(services), count(revisions), count(auditLog)]).toEqual([0, 0, 0])
  })

  test('a create whose audit row fails leaves no row, no revision, no audit entry', async () => {
    const admin = await createAdmin()
    const audited = count(auditLog)
    const allow = refuseInserts('audit_log')
    expect(() => createBlogPost({ title: 'T', content: '<p>x</p>' }, admin.id)).toThrow(
      /audit_log refused/,
    )
    allow()
    expect(getDb().select().from(blogPosts).all()).toEqual([])
    expect([count(revisions), count(auditLog)]).toEqual([0, audited])
  })

  test('an update whose revision fails keeps the item as it was, with its history', async () => {
    const admin = await createAdmin()
    const post = createBlogPost({ title: 'Before', content: '<p>x</p>' }, admin.id)
    const before = [count(revisions), count(auditLog)]
    const allow = refuseInserts('revisions')
    expect(() =>
      updateBlogPost(Number(post._id), { title: 'After', content: '<p>y</p>' }, admin.id),
    ).toThrow(/revisions refused/)
    allow()
    const row = getDb()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, Number(post._id)))
      .get()
    expect(row?.title).toBe('Before')
    expect([count(revisions), count(auditLog)]).toEqual(before)
  })

  test('a delete whose audit row fails leaves the item where it was and nothing in the trash', () => {
    const service = createService({ title: 'Film', description: 'We film' })
    const audited = count(auditLog)
    const allow = refuseInserts('audit_log')
    expect(() => deleteService(Number(service._id))).toThrow(/audit_log refused/)
    allow()
    expect([count(services), count(trash), count(auditLog)]).toEqual([1, 0, audited])
    expect(
      updateService(Number(service._id), { title: 'Still here', description: 'x' }),
    ).toBeTruthy()
  })
})

describe('the upload index', () => {
  test('says where a file is used: a cover, HTML, the trash, an earlier version', async () => {
    const admin = await createAdmin()
    const [cover, inline] = ['cover.png', 'inline.png'].map((n) => stored('blogs', n))
    const post = createBlogPost(
      { title: 'T', content: `<p><img src="${inline}" alt=""></p>`, coverImage: cover },
      admin.id,
    )
    const id = Number(post._id)
    expect(whereUploadIsUsed(inline!)).toEqual([
      { kind: 'blog', itemId: id },
      { kind: 'revision', itemId: expect.any(Number), of: { kind: 'blog', itemId: id } },
    ])
    deleteBlogPost(id)
    const [item] = listTrash()
    expect(whereUploadIsUsed(cover!)).toEqual([
      { kind: 'trash', itemId: item!.id },
      { kind: 'revision', itemId: expect.any(Number), of: { kind: 'blog', itemId: id } },
    ])
    // The index rebuilt from what is stored (at start) says the same.
    rebuildUploadRefs()
    expect(whereUploadIsUsed(cover!)[0]).toEqual({ kind: 'trash', itemId: item!.id })
    purgeFromTrash(item!.id)
    expect(whereUploadIsUsed(cover!)).toEqual([])
    expect([onDisk(cover!), onDisk(inline!)]).toEqual([false, false])
  })

  test('a file named only by a row written by hand is kept once the index is rebuilt', () => {
    const url = stored('projects', 'by-hand.png')
    const project = createProject({
      title: 'P',
      category: 'Film',
      media: [{ url, type: 'image' }],
    })
    getDb()
      .insert(projects)
      .values({ title: 'By hand', category: 'Film', description: `<img src="${url}">` })
      .run()
    rebuildUploadRefs()
    deleteProject(Number(project._id))
    purgeFromTrash(listTrash()[0]!.id)
    expect(onDisk(url)).toBe(true)
  })

  // docs/scale.md: releasing a file searched every HTML column with instr() (420 ms for this).
  test('figure: deleting a project with 10 media over 300 posts of 42 KB', async () => {
    const admin = await createAdmin()
    const paragraph = `<p>${'Words of a long post, '.repeat(20)}</p>`
    const html = paragraph.repeat(Math.ceil(42_000 / paragraph.length))
    const db = getDb()
    const insert = db.$client.prepare(
      "INSERT INTO blog_posts (title, content, author_id, status, created_at, updated_at, publish_at) VALUES (?, ?, ?, 'published', 0, 0, 0)",
    )
    db.$client.transaction(() => {
      for (let i = 0; i < 300; i++) insert.run(`Post ${i}`, html, admin.id)
    })()
    const media = Array.from({ length: 10 }, (_, i) => ({
      url: stored('projects', `m${i}.png`),
      type: 'image' as const,
    }))
    const started = performance.now()
    const built = rebuildUploadRefs()
    const rebuildMs = performance.now() - started
    const project = createProject({ title: 'P', category: 'Film', media })
    const t0 = performance.now()
    deleteProject(Number(project._id))
    const deleteMs = performance.now() - t0
    const t1 = performance.now()
    purgeFromTrash(listTrash()[0]!.id)
    const purgeMs = performance.now() - t1
    expect(media.map((m) => onDisk(m.url))).toEqual(Array(10).fill(false))
    expect(built).toBe(0)
    console.log(
      `upload index figure: delete ${deleteMs.toFixed(1)} ms, delete forever (10 files released) ${purgeMs.toFixed(1)} ms, index rebuilt over 300 posts of ${Math.round(html.length / 1000)} KB in ${rebuildMs.toFixed(1)} ms`,
    )
  })
})
