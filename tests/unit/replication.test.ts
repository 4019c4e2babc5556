// Replication (docs/deploy.md, "Replication"): REPLICA_URL is read, Litestream (the real program
// from npm) runs as a supervised child against a folder replica made here, the dashboard says how
// it stands, and restore-replica brings a lead and an upload back into an empty place.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { getEnv, resetEnv } from '#app/lib/env.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { replicateDueFiles, replicaFilesState } from '#app/ops/replica-files.server.ts'
import {
  litestreamPid,
  replicationState,
  startReplication,
  stopReplication,
} from '#app/ops/replica-process.server.ts'
import { restoreReplica } from '#app/ops/replica-restore.server.ts'
import { replicaTarget, writeLitestreamConfig } from '#app/ops/replica-target.server.ts'
import * as dashboard from '#app/routes/admin.dashboard.tsx'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

const LITESTREAM = fileURLToPath(
  new URL(
    `../../node_modules/@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
    import.meta.url,
  ),
)
const PNG = readFileSync(new URL('../../db/seed-media/demo-2.png', import.meta.url))
const SETTINGS = ['REPLICA_URL', 'REPLICA_SFTP_KEY', 'REPLICA_S3_ENDPOINT', 'LITESTREAM_PATH']

let replica: string
beforeEach(() => {
  replica = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'replica-'))
})
afterEach(async () => {
  await stopReplication()
  for (const name of SETTINGS) delete process.env[name]
  resetEnv()
})

function configure(values: Record<string, string>) {
  for (const name of SETTINGS) delete process.env[name]
  Object.assign(process.env, values)
  resetEnv()
}

async function until<T>(what: string, read: () => T, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('REPLICA_URL is read into a replica for each kind; a bad one is refused', () => {
  configure({})
  expect(replicaTarget()).toBeNull()

  configure({ REPLICA_URL: 'file:///mnt/backup/site/' })
  expect(replicaTarget()).toMatchObject({ kind: 'file', path: '/mnt/backup/site' })

  configure({ REPLICA_URL: 'sftp://backup@db.example:2222/srv/site', REPLICA_SFTP_KEY: '/k/id' })
  expect(replicaTarget()).toMatchObject({
    kind: 'sftp',
    host: 'db.example',
    port: 2222,
    user: 'backup',
    path: '/srv/site',
    key: '/k/id',
  })
  configure({ REPLICA_URL: 'sftp://backup@db.example/srv/site' })
  expect(() => replicaTarget()).toThrow(/REPLICA_SFTP_KEY/)

  configure({ REPLICA_URL: 's3://bucket/site', REPLICA_S3_ENDPOINT: 'https://s3.example.com' })
  expect(replicaTarget()).toMatchObject({
    kind: 's3',
    bucket: 'bucket',
    path: 'site',
    endpoint: 'https://s3.example.com',
  })
  const config = JSON.parse(
    readFileSync(writeLitestreamConfig(replicaTarget()!, join(replica, 'x.db')), 'utf8'),
  )
  expect(config.dbs[0].replicas[0]).toMatchObject({
    type: 's3',
    bucket: 'bucket',
    path: 'site/db',
    endpoint: 'https://s3.example.com',
    'sync-interval': '1s',
    retention: '72h',
  })
  // No secret in the file: Litestream reads AWS_* from its environment.
  expect(JSON.stringify(config)).not.toMatch(/access-key|secret/)

  configure({ REPLICA_URL: 'ftp://host/x' })
  expect(() => getEnv()).toThrow(/REPLICA_URL/)
})

test('Litestream runs beside the server: restarted when it dies, stopped with the server', async () => {
  configure({ REPLICA_URL: `file://${replica}`, LITESTREAM_PATH: LITESTREAM })
  const lines: string[] = []
  expect(startReplication({ log: (line) => lines.push(line), restartMs: 100 })).toBe(true)
  // Litestream checkpoints while it runs; the site's own checkpoints are off meanwhile.
  expect(getDb().$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
  await createContactMessage({ name: 'Before', email: 'b@example.com', message: 'Hello' })
  await until('a healthy replica', () => replicationState().health === 'healthy')
  expect(existsSync(join(replica, 'db/generations'))).toBe(true)

  const first = litestreamPid()!
  process.kill(first, 'SIGKILL')
  const second = await until('a new Litestream', () => {
    const pid = litestreamPid()
    return pid !== first ? pid : null
  })
  expect(lines.join('\n')).toMatch(/Litestream stopped \(SIGKILL\); starting it again/)
  await until('a running child', () => replicationState().running)
  expect(replicationState().restarts).toBe(1)

  await stopReplication()
  expect(alive(second)).toBe(false)
  expect(replicationState().health).toBe('off')
  expect(getDb().$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
})

test('a Litestream that cannot be run is tried again, and replication says it is failing', async () => {
  configure({ REPLICA_URL: `file://${replica}`, LITESTREAM_PATH: join(replica, 'no-such-program') })
  const lines: string[] = []
  startReplication({ log: (line) => lines.push(line), restartMs: 50 })
  await until('a second try', () => replicationState().restarts >= 2)
  expect(replicationState()).toMatchObject({ health: 'failing', running: false })
  expect(lines.join('\n')).toMatch(/could not start: spawn .*ENOENT/)
})

test('the dashboard says whether the copy is up to date, and when it is not working', async () => {
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const page = async () =>
    (await render(dashboard, '/admin/dashboard', getRequest('/admin/dashboard', cookie))).html

  configure({})
  expect(await page()).not.toContain('backup server')

  configure({ REPLICA_URL: `file://${replica}`, LITESTREAM_PATH: LITESTREAM })
  startReplication({ log: () => {} })
  await until('a healthy replica', () => replicationState().health === 'healthy')
  let html = await page()
  expect(html).toContain('data-health="healthy"')
  expect(html).toContain('Up to date: every change is on the backup server')
  await stopReplication()

  // A replica it cannot write to: a file stands where its folder should be.
  writeFileSync(join(replica, 'blocked'), '')
  configure({ REPLICA_URL: `file://${replica}/blocked/site`, LITESTREAM_PATH: LITESTREAM })
  startReplication({ log: () => {} })
  await createContactMessage({ name: 'Lost?', email: 'l@example.com', message: 'Hello' })
  await until('a failing replica', () => replicationState().health === 'failing')
  html = await page()
  expect(html).toContain('data-health="failing"')
  expect(html).toContain('Not working')
  // Plain words: no setting names on the admin's screen.
  expect(html).not.toMatch(/REPLICA_URL|Litestream/)
})

test('restore-replica brings back a lead and an upload, and refuses to overwrite', async () => {
  configure({ REPLICA_URL: `file://${replica}`, LITESTREAM_PATH: LITESTREAM })
  startReplication({ log: () => {} })
  await createContactMessage({ name: 'Ada Replica', email: 'ada@example.com', message: 'Call me' })
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
  expect(replicaFilesState().waiting).toBe(1)
  await replicateDueFiles()
  expect(replicaFilesState().waiting).toBe(0)
  expect(existsSync(join(replica, 'uploads', url.slice('/uploads/'.length)))).toBe(true)
  // The project's row reaches the replica within a second or two.
  const written = Date.now()
  await until('the write on the replica', () => {
    const state = replicationState()
    return state.behindMs === 0 && (state.lastCopyAt ?? 0) > written
  })
  await stopReplication()
  closeDb()

  // A new machine: an empty folder.
  const fresh = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'new-machine-'))
  process.env.DATABASE_PATH = join(fresh, 'data/site.db')
  process.env.UPLOADS_DIR = join(fresh, 'uploads')
  resetEnv()
  const result = await restoreReplica()
  expect(result).toMatchObject({ files: 1, missing: [] })
  const lead = getDb()
    .$client.prepare('SELECT name FROM contact_messages WHERE email = ?')
    .get('ada@example.com')
  expect(lead).toEqual({ name: 'Ada Replica' })
  expect(readFileSync(join(fresh, 'uploads', url.slice('/uploads/'.length)))).toEqual(PNG)
  // Nothing of the staging is left beside the database.
  expect(readdirSync(join(fresh, 'data')).filter((name) => name.includes('restoring'))).toEqual([])
  closeDb()

  // Never over what is there.
  await expect(restoreReplica()).rejects.toThrow(/database at .* already/)
  mkdirSync(join(fresh, 'second'))
  process.env.DATABASE_PATH = join(fresh, 'second/site.db')
  resetEnv()
  await expect(restoreReplica()).rejects.toThrow(/holds files already/)
})
