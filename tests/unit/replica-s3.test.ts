// The uploads on an S3 replica (app/ops/replica-s3.server.ts), against a small S3 on 127.0.0.1
// (tests/support/fake-s3.ts) that checks each request's AWS Signature Version 4 against the key
// pair it knows: a stored file is put as an object beside the database's folder and deleted when
// it leaves the trash, a wrong secret is refused and told as the store told it, and
// restore-replica's fetch brings the objects back, a listing page at a time, and nothing else.
// Last, the whole way with Litestream itself (the program from npm, its own signed requests): a
// lead and an upload streamed to the bucket come back on a new machine.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AwsClient } from 'aws4fetch'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { createProject } from '#app/models/project.server.ts'
import {
  queueUploadCopy,
  queueUploadRemoval,
  replicaFilesState,
  replicateDueFiles,
} from '#app/ops/replica-files.server.ts'
import {
  replicationState,
  startReplication,
  stopReplication,
} from '#app/ops/replica-process.server.ts'
import { restoreReplica } from '#app/ops/replica-restore.server.ts'
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
const LITESTREAM = fileURLToPath(
  new URL(
    `../../node_modules/@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
    import.meta.url,
  ),
)
const PNG = readFileSync(new URL('../../db/seed-media/demo-2.png', import.meta.url))

let s3: Awaited<ReturnType<typeof startFakeS3>>
beforeEach(async () => {
  s3 = await startFakeS3({
    bucket: 'site-replica',
    accessKeyId: SETTINGS.AWS_ACCESS_KEY_ID,
    secretAccessKey: SETTINGS.AWS_SECRET_ACCESS_KEY,
    region: SETTINGS.AWS_REGION,
    pageSize: 2,
  })
  Object.assign(process.env, SETTINGS, { REPLICA_S3_ENDPOINT: s3.endpoint })
  resetEnv()
})
afterEach(async () => {
  await stopReplication()
  for (const name of [...Object.keys(SETTINGS), 'REPLICA_S3_ENDPOINT', 'LITESTREAM_PATH'])
    delete process.env[name]
  resetEnv()
  await s3.close()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
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
  // The store computed each signature from the request it received and found it right.
  expect(s3.seen.map((r) => r.refused)).toEqual([null, null])
  expect(pending()).toEqual([])
})

test('a wrong secret is refused by the store, and its reason kept for the dashboard', async () => {
  process.env.AWS_SECRET_ACCESS_KEY = 'not-the-secret'
  resetEnv()
  const url = stored('projects', 'refused.png')
  queueUploadCopy(url)
  expect(await replicateDueFiles()).toEqual({ done: 0, failed: 1 })
  expect(s3.objects.has(`${PREFIX}projects/refused.png`)).toBe(false)
  const { lastError } = getDb()
    .$client.prepare('SELECT last_error AS lastError FROM replica_files')
    .get() as { lastError: string }
  expect(lastError).toBe('S3 PUT projects/refused.png: 403 SignatureDoesNotMatch')
})

test('the test store checks signatures for real: a request changed after signing is refused', async () => {
  const signer = (secretAccessKey: string) =>
    new AwsClient({
      accessKeyId: SETTINGS.AWS_ACCESS_KEY_ID,
      secretAccessKey,
      region: SETTINGS.AWS_REGION,
      service: 's3',
      retries: 0,
    })
  const client = signer(SETTINGS.AWS_SECRET_ACCESS_KEY)
  const object = `${s3.endpoint}/site-replica/k.txt`
  const status = async (request: Request) => {
    const response = await fetch(request)
    return `${response.status} ${/<Code>([^<]*)</.exec(await response.text())?.[1] ?? ''}`.trim()
  }
  // Signed with the body's hash: the store checks the bytes against it.
  const put = await client.sign(object, {
    method: 'PUT',
    body: 'signed',
    headers: { 'x-amz-content-sha256': sha256('signed') },
  })
  expect(await status(put)).toBe('200')
  expect(s3.objects.get('k.txt')?.toString()).toBe('signed')

  const changed = await client.sign(`${object}?x=1`, { method: 'GET' })
  expect(await status(new Request(changed.url.replace('x=1', 'x=2'), changed))).toBe(
    '403 SignatureDoesNotMatch',
  )
  const header = await client.sign(object, { method: 'GET' })
  // One second later than signed.
  const date = header.headers.get('x-amz-date')!
  header.headers.set(
    'x-amz-date',
    date.replace(/\d\dZ$/, (s) => `${(Number(s.slice(0, 2)) + 1) % 60}`.padStart(2, '0') + 'Z'),
  )
  expect(await status(header)).toBe('403 SignatureDoesNotMatch')
  expect(await status(await signer('guessed').sign(object, { method: 'GET' }))).toBe(
    '403 SignatureDoesNotMatch',
  )
  const body = await client.sign(object, {
    method: 'PUT',
    body: 'other',
    headers: { 'x-amz-content-sha256': sha256('signed') },
  })
  expect(await status(body)).toBe('400 XAmzContentSHA256Mismatch')
  expect(await status(new Request(object))).toBe('403 AccessDenied')
  expect(await status(await client.sign(object, { method: 'GET' }))).toBe('200')
  expect(s3.objects.get('k.txt')?.toString()).toBe('signed')
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

test('restore-replica brings a lead and an upload back from the bucket, Litestream signing its own requests', async () => {
  process.env.LITESTREAM_PATH = LITESTREAM
  resetEnv()
  startReplication({ log: () => {} })
  await createContactMessage({ name: 'Ada S3', email: 'ada-s3@example.com', message: 'Call me' })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG)]), 'x.png')
  const upload = await receiveUploads(
    new Request('http://localhost/admin/x', { method: 'POST', body: form }),
    { field: 'file', folder: 'projects', accept: ['image'] },
  )
  if (!upload.ok || !upload.file) throw new Error('upload failed')
  const url = upload.file.url
  createProject({
    title: 'P',
    description: 'D',
    category: 'Video',
    media: [{ url, type: 'image' }],
  })
  expect(await replicateDueFiles()).toEqual({ done: 1, failed: 0 })
  const written = Date.now()
  for (let waited = 0; ; waited += 50) {
    const state = replicationState()
    if (state.behindMs === 0 && (state.lastCopyAt ?? 0) > written) break
    if (waited > 15_000) throw new Error(`the write never reached the bucket: ${state.lastError}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  await stopReplication()
  closeDb()
  // Litestream's generations sit beside the uploads, put by aws-sdk-go's signed requests.
  expect(s3.objects.keys().some((key) => key.startsWith('agency/site/db/generations/'))).toBe(true)
  expect(s3.seen.some((r) => String(r.headers['user-agent']).startsWith('aws-sdk-go'))).toBe(true)

  const fresh = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'new-machine-'))
  process.env.DATABASE_PATH = join(fresh, 'data/site.db')
  process.env.UPLOADS_DIR = join(fresh, 'uploads')
  resetEnv()
  expect(await restoreReplica()).toMatchObject({ files: 1, missing: [] })
  const lead = getDb()
    .$client.prepare('SELECT name FROM contact_messages WHERE email = ?')
    .get('ada-s3@example.com')
  expect(lead).toEqual({ name: 'Ada S3' })
  expect(readFileSync(join(fresh, 'uploads', url.slice('/uploads/'.length)))).toEqual(PNG)
  expect(readdirSync(join(fresh, 'data')).filter((name) => name.includes('restoring'))).toEqual([])
  // Every request, Litestream's and the site's, passed the store's signature check.
  expect(s3.seen.filter((r) => r.refused)).toEqual([])
})
