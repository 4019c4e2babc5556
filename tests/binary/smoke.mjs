// Smoke test of the single binary (`npm run test:binary` builds it first): copies dist/agency-site
// ALONE into an empty folder, runs it there with nothing but environment variables, and checks what
// an operator relies on. Each check is a named step; add steps to STEPS. Prints one line a step and
// a closing "N passed, N failed"; with SMOKE_REPORT=file it also writes the counts as JSON.
import { spawn, spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

const BINARY = fileURLToPath(new URL('../../dist/agency-site', import.meta.url))
const ADMIN = { email: 'owner@example.com', password: 'smoke-admin-password' }
const STOP_LIMIT_MS = 2000
// A real 1x1 PNG: the server sniffs bytes, so the upload must be a genuine image.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const dir = mkdtempSync(join(tmpdir(), 'agency-site-smoke-'))
const bin = join(dir, 'agency-site')
const env = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOST: '127.0.0.1',
  // 0 lets the system pick a free port; the server's "Listening on" line tells which.
  PORT: process.env.SMOKE_PORT ?? '0',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'smoke-session-secret-smoke-session-secret',
}
const figures = {}
let apiToken = ''
let uploadedUrl = ''
/** @type {{ child: import('node:child_process').ChildProcess, log: string[], base: string } | undefined} */
let server

const assert = (ok, message) => {
  if (!ok) throw new Error(message)
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Run a command of the binary to completion (backup, restore, create-admin, --version). */
function cli(args, extraEnv = {}) {
  const result = spawnSync(bin, args, { cwd: dir, env: { ...env, ...extraEnv }, encoding: 'utf8' })
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

function query(sql, ...params) {
  const db = new Database(join(dir, 'data/site.db'), { readonly: true })
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params)
  } finally {
    db.close()
  }
}

async function start() {
  const launched = performance.now()
  const child = spawn(bin, [], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const log = []
  const onData = (chunk) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  server = { child, log, base: '' }
  for (let waited = 0; waited < 15_000; waited += 25) {
    const port = log.join('\n').match(/Listening on http:\/\/[^:]+:(\d+)/)?.[1]
    if (port) {
      server.base = `http://127.0.0.1:${port}`
      const ok = await fetch(`${server.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return { ms: performance.now() - launched, pid: child.pid }
    }
    if (child.exitCode !== null) break
    await sleep(25)
  }
  throw new Error(`no healthy /healthz; output:\n${log.join('\n')}`)
}

async function stop() {
  const { child } = server
  const stopped = performance.now()
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  const code = await Promise.race([exited, sleep(5000).then(() => 'timeout')])
  const ms = performance.now() - stopped
  if (code === 'timeout') child.kill('SIGKILL')
  server = undefined
  return { code, ms }
}

const rssMb = (pid) => {
  const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]
  return kb ? Math.round(Number(kb) / 1024) : NaN
}
const get = (path, init) => fetch(`${server.base}${path}`, init)

const STEPS = [
  [
    'copy the binary alone into an empty folder',
    () => {
      assert(existsSync(BINARY), 'dist/agency-site is missing: run `npm run build:binary`')
      copyFileSync(BINARY, bin)
      spawnSync('chmod', ['755', bin])
    },
  ],
  [
    '--version prints the package version',
    () => {
      const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url)))
      const { code, out } = cli(['--version'])
      assert(code === 0 && out.trim() === version, `got ${code}: ${out}`)
    },
  ],
  [
    'first start answers /healthz',
    async () => {
      const { ms, pid } = await start()
      figures.startMs = Math.round(ms)
      figures.rssMb = rssMb(pid)
      return `${figures.startMs} ms after launch, RSS ${figures.rssMb} MB`
    },
  ],
  [
    'home page shows the agency name',
    async () => {
      const res = await get('/')
      const html = await res.text()
      assert(res.status === 200, `status ${res.status}`)
      assert(html.includes('Creative Media Solutions'), 'no "Creative Media Solutions"')
    },
  ],
  [
    'hashed assets are served immutable',
    async () => {
      const src = (await (await get('/')).text()).match(/"(\/assets\/[^"]+\.(?:js|css))"/)?.[1]
      assert(src, 'no script or style under /assets/ in the home page')
      const res = await get(src)
      assert(res.status === 200, `${src}: status ${res.status}`)
      assert(/immutable/.test(res.headers.get('cache-control') ?? ''), 'not immutable')
    },
  ],
  [
    'JSON API answers',
    async () => {
      const settings = await get('/api/settings')
      assert(settings.status === 200, `GET /api/settings: status ${settings.status}`)
      assert('contactEmail' in (await settings.json()), 'no contactEmail')
    },
  ],
  [
    'admin sign-in through the API',
    async () => {
      const login = await get('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      assert(login.status === 200, `POST /api/users/login: status ${login.status}`)
      apiToken = (await login.json()).token
      assert(apiToken, 'no token')
    },
  ],
  [
    'admin sign-in through the form, then the dashboard',
    async () => {
      const body = new URLSearchParams({ ...ADMIN, redirectTo: '/admin/dashboard' })
      const login = await get('/admin/login', { method: 'POST', body, redirect: 'manual' })
      assert(login.status === 302, `POST /admin/login: status ${login.status}`)
      const cookie = login.headers.get('set-cookie')?.split(';')[0]
      assert(cookie, 'no session cookie')
      const dashboard = await get('/admin/dashboard', { headers: { Cookie: cookie } })
      const html = await dashboard.text()
      assert(dashboard.status === 200, `GET /admin/dashboard: status ${dashboard.status}`)
      assert(html.includes('Quick Stats'), 'no "Quick Stats" on the dashboard')
    },
  ],
  [
    'an upload is stored and served back',
    async () => {
      const form = new FormData()
      form.append('coverImage', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png')
      const res = await get('/api/uploads/blogs', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiToken}` },
        body: form,
      })
      assert(res.status === 201, `POST /api/uploads/blogs: status ${res.status}`)
      const { fileUrl } = await res.json()
      const served = await get(fileUrl)
      assert(served.status === 200, `GET ${fileUrl}: status ${served.status}`)
      assert(served.headers.get('content-type') === 'image/png', 'not served as image/png')
      assert(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG), 'different bytes')
      uploadedUrl = fileUrl
      return fileUrl
    },
  ],
  [
    'an image gets a resized WebP copy (sharp loads from the unpacked files)',
    async () => {
      const copy = await get('/uploads/projects/demo-1.png/320.webp')
      assert(copy.status === 200, `GET a demo image's copy: status ${copy.status}`)
      const type = copy.headers.get('content-type')
      assert(type === 'image/webp', `served as ${type}, not image/webp: sharp did not load`)
      const bytes = Buffer.from(await copy.arrayBuffer())
      assert(bytes.subarray(8, 12).toString('latin1') === 'WEBP', 'not WebP bytes')
      return `${bytes.length} bytes`
    },
  ],
  [
    'demo content loaded into the new database',
    () => {
      figures.services = query('SELECT count(*) FROM services')
      assert(figures.services > 0, 'no services')
      return `${figures.services} services`
    },
  ],
  [
    'backup while the site runs: the database and the uploads in one archive',
    () => {
      const { code, out } = cli(['backup', 'site.tar.gz'])
      assert(code === 0, out)
      const listing = spawnSync('tar', ['-tzf', join(dir, 'site.tar.gz')], { encoding: 'utf8' })
      const names = listing.stdout.split('\n')
      for (const name of ['manifest.json', 'database/site.db', uploadedUrl.slice(1)]) {
        assert(names.includes(name), `no ${name} in:\n${listing.stdout}${listing.stderr}`)
      }
      return `${names.filter(Boolean).length} entries`
    },
  ],
  [
    'restore refuses while the site runs',
    () => {
      const { code, out } = cli(['restore', 'site.tar.gz'])
      assert(
        code !== 0 && /in use/.test(out) && /Nothing was changed/.test(out),
        `exit ${code}: ${out}`,
      )
    },
  ],
  [
    'SIGTERM finishes the request in flight and stops within 2 seconds',
    async () => {
      // An upload whose body is still arriving when the signal comes: it must complete, not be cut.
      const boundary = 'smoke-boundary'
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="coverImage"; filename="c.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      )
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
      const { port } = new URL(server.base)
      let finish = () => {}
      const upload = new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/uploads/blogs',
            method: 'POST',
            headers: {
              Authorization: `Bearer ${apiToken}`,
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'Content-Length': head.length + TINY_PNG.length + tail.length,
            },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode))
          },
        )
        req.on('error', reject)
        req.write(head)
        req.write(TINY_PNG.subarray(0, 20))
        finish = () => req.end(Buffer.concat([TINY_PNG.subarray(20), tail]))
      })
      await sleep(150)
      const stopping = stop()
      await sleep(150)
      finish()
      const [status, { code, ms }] = await Promise.all([upload, stopping])
      figures.stopMs = Math.round(ms)
      assert(status === 201, `the upload in flight answered ${status}`)
      assert(code === 0, `exit ${code}`)
      assert(ms < STOP_LIMIT_MS, `${figures.stopMs} ms`)
      return `${figures.stopMs} ms, with an upload finishing 150 ms after the signal`
    },
  ],
  [
    'create-admin adds a second administrator',
    () => {
      const { code, out } = cli([
        'create-admin',
        '--email',
        'second@example.com',
        '--name',
        'Second',
      ])
      assert(code === 0, out)
      assert(query('SELECT count(*) FROM users') === 2, 'not 2 users')
    },
  ],
  [
    'restore refuses a file that is not a backup',
    () => {
      writeFileSync(join(dir, 'junk.db'), 'not a database')
      const { code, out } = cli(['restore', 'junk.db'])
      assert(code !== 0 && /neither a backup archive nor/.test(out), `exit ${code}: ${out}`)
      assert(query('SELECT count(*) FROM users') === 2, 'database changed')
    },
  ],
  [
    'restore brings back the backup, the uploads included',
    () => {
      // The picture is lost after the backup.
      const picture = join(dir, 'uploads', uploadedUrl.slice('/uploads/'.length))
      rmSync(picture)
      const { code, out } = cli(['restore', 'site.tar.gz'])
      assert(code === 0, out)
      assert(
        existsSync(picture) && readFileSync(picture).equals(TINY_PNG),
        'the picture is not back',
      )
      assert(
        query('SELECT count(*) FROM users') === 1,
        'the admin added after the backup is still there',
      )
      assert(query('SELECT count(*) FROM services') === figures.services, 'services differ')
    },
  ],
  [
    'second start reuses the database',
    async () => {
      const { ms } = await start()
      const res = await get('/')
      assert(res.status === 200, `home page status ${res.status}`)
      assert(
        !server.log.some((l) => /Created the first admin|Loaded demo content/.test(l)),
        server.log.join('\n'),
      )
      assert(query('SELECT count(*) FROM users') === 1, 'admin created twice')
      assert(
        query('SELECT count(*) FROM services') === figures.services,
        'demo content loaded twice',
      )
      const { code } = await stop()
      assert(code === 0, `exit ${code}`)
      return `${Math.round(ms)} ms to /healthz with the cache extracted`
    },
  ],
  [
    'with REPLICA_URL it runs its own Litestream, and restore-replica brings the site back',
    async () => {
      env.REPLICA_URL = `file://${join(dir, 'replica')}`
      await start()
      for (let waited = 0; !server.log.some((l) => /Replication: healthy/.test(l)); waited += 50) {
        assert(waited < 15_000, server.log.join('\n'))
        await sleep(50)
      }
      const litestream = Number(readFileSync(join(dir, 'data/site.db-litestream.pid'), 'utf8'))
      assert(
        /\.cache\/agency-site\/.+\/litestream/.test(
          readFileSync(`/proc/${litestream}/cmdline`, 'utf8'),
        ),
        'not the embedded Litestream',
      )
      const { code } = await stop()
      assert(code === 0, `exit ${code}`)
      assert(!existsSync(`/proc/${litestream}`), 'Litestream outlived the server')
      rmSync(join(dir, 'data'), { recursive: true })
      rmSync(join(dir, 'uploads'), { recursive: true })
      const restored = cli(['restore-replica'], { REPLICA_URL: env.REPLICA_URL })
      assert(restored.code === 0, restored.out)
      assert(query('SELECT count(*) FROM services') === figures.services, 'services differ')
      const picture = join(dir, 'uploads', uploadedUrl.slice('/uploads/'.length))
      assert(existsSync(picture), 'the picture is not back')
      delete env.REPLICA_URL
    },
  ],
]

let passed = 0
let failed = 0
for (const [name, run] of STEPS) {
  try {
    const detail = await run()
    passed++
    console.log(`  ✓ ${name}${detail ? ` (${detail})` : ''}`)
  } catch (error) {
    failed++
    console.log(
      `  ✗ ${name}\n      ${String(error?.message ?? error)
        .split('\n')
        .join('\n      ')}`,
    )
  }
}
if (server) server.child.kill('SIGKILL')
rmSync(dir, { recursive: true, force: true })
if (process.env.SMOKE_REPORT)
  writeFileSync(process.env.SMOKE_REPORT, JSON.stringify({ passed, failed, figures }))
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
