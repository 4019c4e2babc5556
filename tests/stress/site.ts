// The production build, started from outside as an operator would (`node server/start.mjs` with the
// V8 flags of `npm start`), on a folder of its own: the proofs in tests/stress drive it over HTTP,
// kill it, restart it and read its SQLite file, and never import the app's modules.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'
import { buildState } from '../../server/build-state.mjs'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const ADMIN = {
  email: 'stress@example.com',
  password: 'stress-admin-password',
  name: 'Stress Admin',
}
export const SESSION_SECRET = 'stress-session-secret-stress-session-secret'
const SESSION_COOKIE = '__session'
const LOG_CAP = 64 * 1024 * 1024

/** `STRESS=long` (npm run test:stress) or the short version that `npm test` runs. */
export const LONG = process.env.STRESS === 'long'
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A private address picked from 16 million, so each post has a rate-limit budget of its own. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
const NODE_FLAGS = scripts.start!.match(/--[\w-]+(?:=\S+)?/g) ?? []

export type Site = {
  base: string
  dir: string
  databasePath: string
  uploadsDir: string
  /** Everything the server printed (stdout and stderr) since it was first started. */
  log: () => string
  /** The current process. */
  child: () => ChildProcess
  /** Sends a signal and waits until the process is gone. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
  /** Starts the server again on the same folder (and the same port). */
  restart: () => Promise<void>
  /** Stops the server (SIGTERM) and removes its folder. */
  dispose: () => Promise<void>
  /** A readonly connection to the site's database, for checks; closed by the caller. */
  db: (options?: { readonly?: boolean }) => Database.Database
}

type Options = {
  env?: Record<string, string>
  dir?: string
  databasePath?: string
  uploadsDir?: string
}

export function assertBuilt() {
  // Checked here, once, so that servers started side by side never each start a build.
  if (buildState(ROOT) !== 'current') {
    throw new Error(
      'The proofs run against the production build of these sources: run `npm run build` first.',
    )
  }
}

export async function startSite(options: Options = {}): Promise<Site> {
  assertBuilt()
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'agency-site-stress-'))
  const databasePath = options.databasePath ?? join(dir, 'data/site.db')
  const uploadsDir = options.uploadsDir ?? join(dir, 'uploads')
  let output = ''
  let port = '0'
  let child!: ChildProcess

  async function launch() {
    const launchedAt = output.length
    child = spawn(process.execPath, [...NODE_FLAGS, 'server/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: port,
        DATABASE_PATH: databasePath,
        UPLOADS_DIR: uploadsDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        SESSION_SECRET,
        SEED_DEMO: 'true',
        // Every request names its own client (X-Forwarded-For), so rate limits do not refuse the
        // many visitors a proof plays.
        TRUST_PROXY: 'true',
        FORM_MIN_FILL_MS: '0',
        // The proofs render from few addresses as fast as they can; the budget has its own test.
        RENDER_BUDGET: '0',
        // The long proofs store thousands of leads; the daily budget has its own test.
        LEADS_DAILY_LIMIT: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      if (output.length < LOG_CAP) output += chunk.toString()
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    for (let waited = 0; waited < 120_000; waited += 50) {
      const listening = output.slice(launchedAt).match(/Listening on http:\/\/[^:\s]+:(\d+)/)?.[1]
      if (listening) {
        port = listening
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
      }
      if (child.exitCode !== null || child.signalCode !== null) break
      await sleep(50)
    }
    child.kill('SIGKILL')
    throw new Error(`The server did not start:\n${output.slice(launchedAt).slice(-5000)}`)
  }

  async function kill(signal: NodeJS.Signals = 'SIGTERM') {
    if (child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await gone
  }

  await launch()
  return {
    get base() {
      return `http://127.0.0.1:${port}`
    },
    dir,
    databasePath,
    uploadsDir,
    log: () => output,
    child: () => child,
    kill,
    restart: launch,
    async dispose() {
      await kill('SIGTERM')
      if (!options.dir) rmSync(dir, { recursive: true, force: true })
    },
    db: ({ readonly = true } = {}) => {
      const db = new Database(databasePath, { readonly, fileMustExist: true })
      db.pragma('busy_timeout = 10000')
      return db
    },
  }
}

/** A signed session cookie for the admin; `expiresInMs` below zero gives an expired one. */
export async function adminCookie(site: Site, { expiresInMs = 2 * 60 * 60 * 1000 } = {}) {
  const id = randomBytes(32).toString('base64url')
  const db = site.db({ readonly: false })
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(ADMIN.email) as {
      id: number
    }
    const now = Date.now()
    db.prepare(
      'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(sha256(id), user.id, now, now + expiresInMs)
  } finally {
    db.close()
  }
  return signedSessionCookie(id, SESSION_SECRET)
}

/** The Cookie header for a session id signed with `secret` (a forger's secret gives a forged one). */
export async function signedSessionCookie(id: string, secret: string) {
  const header = await createCookie(SESSION_COOKIE, { secrets: [secret] }).serialize(id)
  return header.split(';')[0]!
}

/** A bearer token from the API's own sign-in, as a client gets one. */
export async function apiToken(site: Site): Promise<string> {
  const response = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomAddress() },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  })
  if (response.status !== 200) throw new Error(`API sign-in answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** A fingerprint of the database file (and its write-ahead log) and of every uploaded file. */
export function fingerprint(site: Site): Record<string, string> {
  const files: Record<string, string> = {}
  for (const path of [site.databasePath, `${site.databasePath}-wal`]) {
    files[path] = existsSync(path) ? sha256(readFileSync(path)) : 'absent'
  }
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else files[path] = sha256(readFileSync(path))
    }
  }
  walk(site.uploadsDir)
  return files
}

/** Lines of the server's log that say SQLite was busy or locked. */
export const busyLines = (site: Site) =>
  site
    .log()
    .split('\n')
    .filter((line) => /SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(line))

/** Responses with a 5xx status, and the server's log lines that mention an error, for a report. */
export const errorLines = (site: Site) =>
  site
    .log()
    .split('\n')
    .filter((line) => /\s5\d\d\s|error/i.test(line))

export type RouteEntry = {
  id: string
  path: string
  loader: boolean
  action: boolean
  /** False for a resource route: no page component (a file, a feed, an /api door). */
  page: boolean
}

/**
 * Every route of the build, with its full URL pattern (`/admin/services/:id/edit`), read from the
 * server build's own manifest so that a new route is in every proof the day it is added.
 */
export function routeManifest(): RouteEntry[] {
  assertBuilt()
  const script = `
    const { routes } = await import(${JSON.stringify(join(ROOT, 'build/server/index.js'))})
    const full = (id) => {
      const r = routes[id]
      const parent = r.parentId ? full(r.parentId) : ''
      return r.path ? parent.replace(/\\/$/, '') + '/' + r.path : parent
    }
    console.log(JSON.stringify(Object.values(routes).map((r) => ({
      id: r.id, path: full(r.id) || '/', loader: !!r.module.loader, action: !!r.module.action,
      page: !!r.module.default,
    }))))`
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`Reading the route manifest failed:\n${result.stderr}`)
  return (JSON.parse(result.stdout) as RouteEntry[]).sort((a, b) => a.id.localeCompare(b.id))
}
