// Proof: with REPLICA_URL, a machine lost outright loses at most the last moments. Visitors post
// contact messages and the admin uploads files while the server streams to its replica; then the
// server and its Litestream are killed with SIGKILL at once and the data folder and the uploads are
// deleted. `restore-replica` on the empty place must bring back every message and every file whose
// answer went out more than 2 s before the kill, and the site must start and serve them. Once over
// a folder replica, once over SFTP to a local sshd (tests/stress/sftp-server.ts), once to an
// S3-compatible store on loopback that checks every request's signature (tests/support/fake-s3.ts).
// Only in `npm run test:stress` (vitest.stress.config.ts); skipped where npm installed no Litestream
// for this platform (@flydotio/litestream ships Linux and macOS only).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startFakeS3 } from '#tests/support/fake-s3.ts'
import { report } from './figures.ts'
import { acknowledged, postLead } from './leads.ts'
import { startSftpServer, type SftpServer } from './sftp-server.ts'
import {
  ROOT,
  SESSION_SECRET,
  apiToken,
  randomAddress,
  sha256,
  sleep,
  startSite,
  type Site,
} from './site.ts'

const LOAD_MS = 20_000
const POSTERS = 10
// What the target promises: an answer sent this long before the kill is on the replica.
const WINDOW_MS = 2_000
const PNG = readFileSync(join(ROOT, 'db/seed-media/demo-2.png'))
// The program `npm start` runs (server/start.mjs): npm installs it for Linux and macOS only.
const LITESTREAM = join(
  ROOT,
  `node_modules/@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
)
const noLitestream = !process.env.LITESTREAM_PATH && !existsSync(LITESTREAM)
if (noLitestream) {
  console.warn(
    `Replication proofs skipped: no Litestream for ${process.platform}-${process.arch} ` +
      '(@flydotio/litestream ships Linux and macOS; set LITESTREAM_PATH to one).',
  )
}

let sftp: SftpServer | undefined
const sites: Site[] = []
afterAll(async () => {
  for (const site of sites) await site.dispose().catch(() => {})
  await sftp?.stop()
})

/** A program's exit status and output, without blocking this process meanwhile. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (status) => done({ status, stdout, stderr }))
  })
}

/** One upload through the API, each a different file (a byte appended after the PNG's end). */
async function uploadFile(base: string, token: string, n: number) {
  const bytes = Buffer.concat([PNG, Buffer.from(`#${n}`)])
  const form = new FormData()
  form.append('media', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `f${n}.png`)
  try {
    const response = await fetch(`${base}/api/uploads/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': randomAddress() },
      body: form,
    })
    if (response.status !== 201) return null
    const { fileUrl } = (await response.json()) as { fileUrl: string }
    return { url: fileUrl, sha: sha256(bytes) }
  } catch {
    return null
  }
}

async function proveReplica(name: string, replicaEnv: Record<string, string>) {
  const site = await startSite({ env: replicaEnv })
  sites.push(site)
  const dir = site.dir
  for (let waited = 0; !/Replication: healthy/.test(site.log()); waited += 100) {
    if (waited > 30_000) throw new Error(`replication never became healthy:\n${site.log()}`)
    await sleep(100)
  }
  const token = await apiToken(site)

  const leads = new Map<string, number>()
  const files = new Map<string, { sha: string; at: number }>()
  let stop = false
  const posters = Array.from({ length: POSTERS }, async (_, poster) => {
    for (let n = 0; !stop; n++) {
      const marker = `replica ${name} ${poster}.${n}`
      const status = await postLead(site.base, n % 2 ? 'api-contact' : 'form-contact', marker)
      if (acknowledged(status)) leads.set(marker, Date.now())
    }
  })
  const uploader = (async () => {
    for (let n = 0; !stop; n++) {
      const file = await uploadFile(site.base, token, n)
      if (file) files.set(file.url, { sha: file.sha, at: Date.now() })
      await sleep(100)
    }
  })()
  await sleep(LOAD_MS)

  // The machine is gone: the server and its Litestream die at once, then its disk.
  const litestream = Number(readFileSync(`${site.databasePath}-litestream.pid`, 'utf8'))
  const killedAt = Date.now()
  process.kill(litestream, 'SIGKILL')
  await site.kill('SIGKILL')
  stop = true
  await Promise.all([...posters, uploader])
  rmSync(join(dir, 'data'), { recursive: true, force: true })
  rmSync(site.uploadsDir, { recursive: true, force: true })

  // Not spawnSync: the S3 store answers from this process's event loop.
  const restore = await run(process.execPath, ['server/start.mjs', 'restore-replica'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_PATH: site.databasePath,
      UPLOADS_DIR: site.uploadsDir,
      SESSION_SECRET,
      ...replicaEnv,
    },
  })
  expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0)

  const db = site.db()
  const stored = new Set(
    (
      db.prepare("SELECT message FROM contact_messages WHERE message LIKE 'replica %'").all() as {
        message: string
      }[]
    ).map((row) => row.message),
  )
  db.close()
  const settled = (at: number) => at < killedAt - WINDOW_MS
  const leadsDue = [...leads].filter(([, at]) => settled(at))
  const leadsLost = leadsDue.filter(([marker]) => !stored.has(marker)).length
  const leadsLate = [...leads].filter(([m, at]) => !settled(at) && !stored.has(m)).length
  const filesDue = [...files].filter(([, { at }]) => settled(at))
  const back = (url: string) => join(site.uploadsDir, url.slice('/uploads/'.length))
  const filesLost = filesDue.filter(
    ([url, { sha }]) => !existsSync(back(url)) || sha256(readFileSync(back(url))) !== sha,
  ).length
  const filesBack = [...files.keys()].filter((url) => existsSync(back(url))).length

  // The site starts on what came back and serves it.
  await site.restart()
  const [someFile] = filesDue.at(-1) ?? []
  const served = someFile ? (await fetch(`${site.base}${someFile}`)).status : 0
  const api = await fetch(`${site.base}/api/contact`, {
    headers: { Authorization: `Bearer ${await apiToken(site)}` },
  })
  const listed = api.ok ? ((await api.json()) as { message: string }[]) : []

  await site.dispose()
  report(`replica-${name}`, {
    'leads acknowledged': leads.size,
    'leads acknowledged >2s before kill': leadsDue.length,
    'leads restored': stored.size,
    'leads lost (>2s)': leadsLost,
    'leads lost (last 2s)': leadsLate,
    'files acknowledged': files.size,
    'files acknowledged >2s before kill': filesDue.length,
    'files restored': filesBack,
    'files lost (>2s)': filesLost,
  })
  expect(leadsDue.length).toBeGreaterThan(100)
  expect(leadsLost).toBe(0)
  expect(filesDue.length).toBeGreaterThan(2)
  expect(filesLost).toBe(0)
  expect(served).toBe(200)
  expect(listed.some((lead) => stored.has(lead.message))).toBe(true)
}

test.skipIf(noLitestream)(
  'a folder replica brings back every lead and file older than 2 s',
  { timeout: 180_000 },
  async () => {
    const replica = mkdtempSync(join(tmpdir(), 'agency-replica-folder-'))
    try {
      await proveReplica('file', { REPLICA_URL: `file://${replica}` })
    } finally {
      rmSync(replica, { recursive: true, force: true })
    }
  },
)

test.skipIf(noLitestream)(
  'an SFTP replica does the same over the network',
  { timeout: 180_000 },
  async () => {
    sftp = await startSftpServer()
    await proveReplica('sftp', {
      REPLICA_URL: `sftp://${sftp.user}@127.0.0.1:${sftp.port}${sftp.root}/site`,
      REPLICA_SFTP_KEY: sftp.key,
    })
  },
)

test.skipIf(noLitestream)(
  'an S3-compatible store does the same, every request signed and checked',
  { timeout: 180_000 },
  async () => {
    const keys = {
      AWS_ACCESS_KEY_ID: 'AKIASTRESSPROOF',
      AWS_SECRET_ACCESS_KEY: randomBytes(30).toString('base64'),
      AWS_REGION: 'eu-stress-1',
    }
    const s3 = await startFakeS3({
      bucket: 'agency-replica',
      accessKeyId: keys.AWS_ACCESS_KEY_ID,
      secretAccessKey: keys.AWS_SECRET_ACCESS_KEY,
      region: keys.AWS_REGION,
      // Listings of Litestream's WAL segments and of the uploads run over several pages.
      pageSize: 10,
    })
    try {
      await proveReplica('s3', {
        REPLICA_URL: 's3://agency-replica/site',
        REPLICA_S3_ENDPOINT: s3.endpoint,
        ...keys,
      })
      const count = (test: (request: (typeof s3.seen)[number]) => boolean) =>
        s3.seen.filter(test).length
      const refusedSignatures = count((r) =>
        ['SignatureDoesNotMatch', 'AccessDenied', 'InvalidAccessKeyId'].includes(r.refused ?? ''),
      )
      // aws-sdk-go names itself in User-Agent; the site's copies are sent by Node's fetch.
      const fromLitestream = (r: (typeof s3.seen)[number]) =>
        String(r.headers['user-agent']).startsWith('aws-sdk-go')
      report('replica-s3', {
        'S3 requests from Litestream (signature verified)': count(fromLitestream),
        'S3 requests from the site (signature verified)': count((r) => !fromLitestream(r)),
        'S3 listings continued past a page': count((r) =>
          /(^|&)(marker|continuation-token)=/.test(r.query),
        ),
        'S3 signatures refused': refusedSignatures,
      })
      expect(refusedSignatures).toBe(0)
    } finally {
      await s3.close()
    }
  },
)
