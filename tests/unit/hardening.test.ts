// The review's smaller findings: private file modes whatever the umask, uploads served inert,
// interrupted uploads swept at start, and files that stored HTML still shows kept by the sweep.
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { ORPHAN_AGE_MS, sweepOrphanUploads } from '#app/media/upload-release.server.ts'
import { boot } from '#app/ops/boot.server.ts'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { backupDatabase } from '#app/ops/backup.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import { loader as uploadsLoader } from '#app/routes/uploads.$.ts'
import { createAdmin } from '#tests/support/auth.ts'

const mode = (path: string) => statSync(path).mode & 0o777
const PNG = readFileSync(new URL('../../db/seed-media/demo-2.png', import.meta.url))

let umask: number
beforeEach(() => {
  umask = process.umask(0o022)
})
afterEach(() => {
  process.umask(umask)
})

test('the database, its folder, backups and uploads are owner-only under umask 022', async () => {
  closeDb()
  const file = getEnv().DATABASE_PATH
  await boot({ log: () => {} })
  getDb().$client.exec('CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES (1)')
  expect(mode(file)).toBe(0o600)
  expect(mode(`${file}-wal`)).toBe(0o600)
  expect(mode(dirname(file))).toBe(0o700)

  const backup = await backupDatabase(join(dirname(file), 'backups', 'copy.db'))
  expect(mode(backup.file)).toBe(0o600)

  const uploads = getEnv().UPLOADS_DIR
  expect(mode(uploads)).toBe(0o700)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)]), 'x.png')
  const result = await receiveUploads(
    new Request('http://localhost/admin/x', { method: 'POST', body: form }),
    { field: 'file', folder: 'projects', accept: ['image'] },
  )
  if (!result.ok || !result.file) throw new Error('upload refused')
  expect(mode(join(uploads, 'projects'))).toBe(0o700)
  expect(mode(join(uploads, result.file.url.slice('/uploads/'.length)))).toBe(0o600)
})

test('uploads are served with CSP sandbox and same-origin CORP', async () => {
  const dir = join(getEnv().UPLOADS_DIR, 'projects')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'page.png'), PNG)
  const response = await uploadsLoader({
    request: new Request('http://localhost/uploads/projects/page.png'),
    params: { '*': 'projects/page.png' },
    context: {},
  })
  expect(response.headers.get('Content-Security-Policy')).toBe('sandbox')
  expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
})

test('interrupted uploads older than an hour are swept at start; fresh ones stay', async () => {
  const dir = join(getEnv().UPLOADS_DIR, '.partial')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'old.part'), 'x')
  writeFileSync(join(dir, 'fresh.part'), 'x')
  const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000
  utimesSync(join(dir, 'old.part'), twoHoursAgo, twoHoursAgo)
  await boot({ log: () => {} })
  expect(existsSync(join(dir, 'old.part'))).toBe(false)
  expect(existsSync(join(dir, 'fresh.part'))).toBe(true)
})

test('the orphan sweep keeps files that stored HTML still shows', async () => {
  const admin = await createAdmin()
  const dir = join(getEnv().UPLOADS_DIR, 'blogs')
  mkdirSync(dir, { recursive: true })
  const dayAgo = (Date.now() - ORPHAN_AGE_MS - 60_000) / 1000
  for (const name of ['in-post.png', 'in-service.png', 'unused.png']) {
    writeFileSync(join(dir, name), PNG)
    utimesSync(join(dir, name), dayAgo, dayAgo)
  }
  await createBlogPost(
    { title: 'Post', content: '<p>See <img src="/uploads/blogs/in-post.png" alt="x"></p>' },
    admin.id,
  )
  await createDetailedService({
    title: 'Service',
    subtitle: 'Sub',
    description: '<p><a href="/uploads/blogs/in-service.png">the brochure</a></p>',
    features: [],
  })
  expect(await sweepOrphanUploads()).toEqual(['/uploads/blogs/unused.png'])
  expect(existsSync(join(dir, 'in-post.png'))).toBe(true)
  expect(existsSync(join(dir, 'in-service.png'))).toBe(true)
})

test('the image and media URLs the fields accept (http and https) are allowed by the CSP', () => {
  const policy = contentSecurityPolicy('nonce')
  expect(policy).toMatch(/img-src [^;]*\bhttp:/)
  expect(policy).toMatch(/media-src [^;]*\bhttp:/)
})
