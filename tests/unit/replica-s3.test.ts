// The uploads on an S3 replica (app/ops/replica-s3.server.ts), against a fake S3 on 127.0.0.1:
// every request is signed (AWS Signature Version 4 in its Authorization header), a stored file is
// put as an object beside the database's folder and deleted when it leaves the trash, and
// restore-replica's fetch brings the objects back, a listing page at a time, and nothing else.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import {
  queueUploadCopy,
  queueUploadRemoval,
  replicaFilesState,
  replicateDueFiles,
} from '#app/ops/replica-files.server.ts'
import { replicaTarget } from '#app/ops/replica-target.server.ts'
import { transportFor } from '#app/ops/replica-transport.server.ts'
import { startFakeS3 } from '#tests/support/fake-s3.ts'
import { stored } from '#tests/support/stored-files.ts'

const SETTINGS = {
  REPLICA_URL: 's3://site-replica/agency/site',
  AWS_ACCESS_KEY_ID: 'AKIDTEST',
  AWS_SECRET_ACCESS_KEY: 'secret-for-tests',
  AWS_REGION: 'eu-test-1',
}
const PREFIX = 'agency/site/uploads/'

let s3: Awaited<ReturnType<typeof startFakeS3>>
beforeEach(async () => {
  s3 = await startFakeS3('site-replica')
  Object.assign(process.env, SETTINGS, { REPLICA_S3_ENDPOINT: s3.endpoint })
  resetEnv()
})
afterEach(async () => {
  for (const name of [...Object.keys(SETTINGS), 'REPLICA_S3_ENDPOINT']) delete process.env[name]
  resetEnv()
  await s3.close()
})

const pending = () =>
  getDb().$client.prepare('SELECT url, pending, attempts FROM replica_files').all()

test('a stored file is put in the bucket with a signed request, and deleted when it leaves', async () => {
  const url = stored('projects', 'kept.png')
  queueUploadCopy(url)
  expect(await replicateDueFiles()).toEqual({ done: 1, failed: 0 })
  expect(s3.objects.get(`${PREFIX}projects/kept.png`)?.toString()).toBe('bytes')

  const put = s3.seen.find((r) => r.method === 'PUT')!
  // Path-style, under the replica's path, beside Litestream's `db/`.
  expect(put.path).toBe(`/site-replica/${PREFIX}projects/kept.png`)
  expect(put.headers.authorization).toMatch(
    /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
  )
  expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/)
  // Streamed with its length: S3 refuses a chunked upload.
  expect(put.headers['content-length']).toBe('5')
  expect(put.headers['transfer-encoding']).toBeUndefined()

  queueUploadRemoval(url)
  expect(await replicateDueFiles()).toEqual({ done: 1, failed: 0 })
  expect(s3.objects.has(`${PREFIX}projects/kept.png`)).toBe(false)
  const deleted = s3.seen.find((r) => r.method === 'DELETE')!
  expect(deleted.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//)
  expect(pending()).toEqual([])
})

test("a store's refusal is kept as the reason and the copy is tried again later", async () => {
  process.env.REPLICA_URL = 's3://another-bucket/site'
  resetEnv()
  const url = stored('blogs', 'cover.png')
  queueUploadCopy(url)
  expect(await replicateDueFiles()).toEqual({ done: 0, failed: 1 })
  expect(pending()).toEqual([{ url, pending: 'put', attempts: 1 }])
  const { lastError } = getDb()
    .$client.prepare('SELECT last_error AS lastError FROM replica_files')
    .get() as { lastError: string }
  expect(lastError).toBe('S3 PUT blogs/cover.png: 404 NoSuchBucket')
  expect(replicaFilesState().waiting).toBe(1)
})

test('restore-replica fetches every object of the uploads, page by page, and no other key', async () => {
  for (const name of ['a.png', 'b.png', 'c.png']) {
    s3.objects.set(`${PREFIX}projects/${name}`, Buffer.from(name))
  }
  s3.objects.set(`${PREFIX}media/clip.mp4`, Buffer.from('clip'))
  // Keys the site never writes: outside the staging folder, hidden, in another folder.
  s3.objects.set(`${PREFIX}projects/../../escaped.png`, Buffer.from('no'))
  s3.objects.set(`${PREFIX}.variants/a-640.webp`, Buffer.from('no'))
  s3.objects.set('agency/site/db/generations/x', Buffer.from('no'))

  const into = join(mkdtempSync(join(process.env.TEST_TMP_DIR!, 'restore-')), 'uploads')
  await transportFor(replicaTarget()!).fetchAll(into)
  expect(readFileSync(join(into, 'projects/c.png'), 'utf8')).toBe('c.png')
  expect(readFileSync(join(into, 'media/clip.mp4'), 'utf8')).toBe('clip')
  expect(existsSync(join(into, '../escaped.png'))).toBe(false)
  expect(existsSync(join(into, '.variants'))).toBe(false)
  const lists = s3.seen.filter((r) => r.method === 'GET' && r.path === '/site-replica')
  expect(lists.length).toBeGreaterThan(1)
})
