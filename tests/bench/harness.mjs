// What the benchmark's parts share (run.mjs, analytics.mjs, media.mjs): the production server started on a
// database of the benchmark's own temporary folder, wrk runs (and autocannon's, where a run mixes
// requests of several kinds on one connection).
import { execFile, spawn, spawnSync } from 'node:child_process'
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { get } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCookie } from '@remix-run/node'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
// Each server is loaded this long, unmeasured, before its first round: the JIT, and a kept page's
// best compression (made in the background after its first hits), settle in the first seconds.
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
// A figure taken while something else ran beside the bench measures that too: a row that starts
// with the machine's 1-minute load above this is not measured (docs/scale.md, "Measuring").
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1)
export const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' }
export const SESSION_SECRET = 'bench-session-secret-bench-session-secret'

export const dir = mkdtempSync(join(tmpdir(), 'agency-site-bench-'))
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Resident memory of a process in MiB, from /proc (Linux); undefined elsewhere. */
export function rssMiB(pid) {
  try {
    const kib = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]
    return kib ? Number(kib) / 1024 : undefined
  } catch {
    return undefined
  }
}
export const mib = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MiB`)

/** Starts a Node script and waits until it prints where it listens (and answers, if `health`). */
export async function start(args, env, health) {
  const launched = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  // One log line per request: kept only until the server says where it listens.
  child.stdout.on('data', (chunk) => {
    if (output.length < 100_000) output += chunk
  })
  for (let waited = 0; waited < 180_000; waited += 50) {
    const port = output.match(/Listening on http:\/\/[^:]+:(\d+)/)?.[1]
    if (port) {
      const base = `http://127.0.0.1:${port}`
      const ok =
        !health ||
        (await fetch(base + health).then(
          (r) => r.ok,
          () => false,
        ))
      if (ok) return { child, base, ms: performance.now() - launched }
    }
    if (child.exitCode !== null) break
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error(`${args.join(' ')} did not start:\n${output}`)
}

// The V8 flags and environment `npm start` runs with (package.json), so the figures are the
// operator's: `NAME=value node --flag server/start.mjs`.
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
export const NODE_FLAGS = scripts.start.match(/--[\w-]+(?:=\S+)?/g) ?? []
export const START_ENV = Object.fromEntries(
  [...scripts.start.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]),
)

/** `npm start` on `database`; `flags` are given to Node as well (`--cpu-prof`). */
export const startSite = (database, extra = {}, flags = []) =>
  start(
    [...NODE_FLAGS, ...flags, 'server/start.mjs'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: database,
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET,
      SEED_DEMO: 'true',
      // The contact posts come from many addresses, as a campaign's visitors would.
      TRUST_PROXY: 'true',
      FORM_MIN_FILL_MS: '0',
      // The loads come from one address; the flood run below turns the budget on.
      RENDER_BUDGET: '0',
      // The contact POST row measures the write path: past the daily budget of leads (2,000 by
      // default) every post was answered 503 by design, and counted as a wrong answer.
      LEADS_DAILY_LIMIT: '0',
      ...START_ENV,
      ...extra,
    },
    '/healthz',
  )

/**
 * The ceiling: what one Node process does when it only sends bytes (and answers 204 to a post once
 * it has its body: the floor of any second request, such as a pageview's beacon). `headers` are
 * sent as they are, as a flat [name, value, ...] list (an object is turned into one once): Node's
 * fastest way to write a head, the one the site's page cache uses. Given the object form per
 * request (spread, then validated name by name), the "ceiling" measured below the site's own kept
 * pages (5,009 req/s beside the home page's 5,530).
 */
export function startCeiling(bytes, headers = {}) {
  const file = join(dir, 'ceiling.html')
  writeFileSync(file, bytes)
  const list = Array.isArray(headers)
    ? headers
    : Object.entries({ 'Content-Type': 'text/html; charset=utf-8', ...headers }).flat()
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)})
    const headers = [...${JSON.stringify(list)}, 'Content-Length', String(body.length)]
    require('node:http').createServer((req, res) => {
      if (req.method === 'POST') {
        req.resume()
        req.on('end', () => { res.writeHead(204); res.end() })
        return
      }
      res.writeHead(200, headers)
      res.end(body)
    }).listen(0, '127.0.0.1', function () { console.log('Listening on http://127.0.0.1:' + this.address().port) })`
  return start(['-e', script], {})
}

// A page as a browser asks for it: compressed (a kept page's brotli copy is what visitors get).
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const PAGE_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', 'User-Agent': BROWSER }
// A client that takes no encoding (curl, some bots): the page's identity bytes.
export const IDENTITY_HEADERS = { 'User-Agent': BROWSER }

/** A GET's status, headers and body exactly as sent (fetch would decode a compressed body). */
export function fetchRaw(url, headers = PAGE_HEADERS) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      )
      res.on('error', reject)
    }).on('error', reject)
  })
}

export async function stop(server) {
  server.child.kill('SIGTERM')
  if (server.child.exitCode === null)
    await new Promise((resolve) => server.child.once('exit', resolve))
}

/** One autocannon run; `ok` says which status codes count as answered. */
export async function load(
  url,
  {
    ok = (status) => status === 200,
    connections = CONNECTIONS,
    seconds = SECONDS,
    ...options
  } = {},
) {
  let answered = 0
  let wrong = 0
  const instance = autocannon({ url, connections, duration: seconds, ...options })
  instance.on('response', (_client, status) => (ok(status) ? answered++ : wrong++))
  const result = await instance
  return {
    rps: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: wrong + result.errors + result.timeouts,
    answered,
  }
}

export const row = (label, cells) =>
  console.log(`${label.padEnd(34)}${cells.map((c) => String(c).padStart(10)).join('')}`)

/** The JavaScript a page makes the browser load: its module scripts and preloads, gzipped. */
export async function pageJavaScript(base, path, headers = {}) {
  const html = await (await fetch(base + path, { headers })).text()
  // The modules the page's module script preloads once the page is painted (docs/decisions/034),
  // and any preloaded or loaded by the document itself.
  const painted = html.match(/const preloads = (\[[^\]]*\]);/)?.[1]
  const files = [
    ...new Set([
      ...(painted ? JSON.parse(painted) : []),
      ...[
        ...html.matchAll(
          /<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1]),
    ]),
  ]
  // The page's dictionary is a script of its own, loaded before the page hydrates
  // (app/i18n/dictionary.ts): its name is in the script that imports it.
  const language = html.match(/<html[^>]* lang="(\w+)"/)?.[1] ?? 'en'
  let bytes = 0
  for (let i = 0; i < files.length; i++) {
    // fetch decodes the body; the bytes on the wire are the header's (sirv sends the .gz copy).
    const response = await fetch(base + files[i], { headers: { 'Accept-Encoding': 'gzip' } })
    const text = await response.text()
    bytes += Number(response.headers.get('Content-Length'))
    const dictionary = text.match(new RegExp(`dictionary-${language}-[\\w-]+\\.js`))?.[0]
    const file = dictionary && new URL(dictionary, base + files[i]).pathname
    if (file && !files.includes(file)) files.push(file)
  }
  return { files, kb: bytes / 1024 }
}

/** A signed-in admin's session cookie, written straight into the database (as the e2e tests do). */
export async function adminCookie(database) {
  const id = randomBytes(32).toString('base64url')
  const db = new Database(database)
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(ADMIN.email)
    const now = Date.now()
    db.prepare(
      'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(createHash('sha256').update(id).digest('hex'), user, now, now + 86_400_000)
  } finally {
    db.close()
  }
  return (await createCookie('__session', { secrets: [SESSION_SECRET] }).serialize(id)).split(
    ';',
  )[0]
}

/**
 * `count` genuine form stamps, as the site issues them (app/lib/form-stamp.server.ts: a time, a
 * nonce, their HMAC with the session secret), dated `ageMs` ago. Each is accepted once, so a row of
 * a person's posts needs one per post; minted here, they cost the server nothing but the post.
 */
export function formStamps(count, ageMs = 5_000) {
  const issuedAt = String(Date.now() - ageMs)
  let counter = randomBytes(6).readUIntBE(0, 6)
  return Array.from({ length: count }, () => {
    counter = (counter + 1) % 2 ** 48
    const nonce = Buffer.from(counter.toString(16).padStart(12, '0'), 'hex').toString('base64url')
    const signature = createHmac('sha256', SESSION_SECRET)
      .update(`form-stamp:${issuedAt}.${nonce}`)
      .digest('base64url')
    return `${issuedAt}.${nonce}.${signature}`
  })
}

// wrk (Debian's package): a C load generator. A Node client on the same two cores tops out near
// 6,000 requests a second whatever it loads, so it measured itself, not the server (docs/scale.md).
export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'

/** Installs wrk from Debian's packages when it is missing and this runs as root, or says how. */
export function ensureWrk() {
  if (existsSync(WRK)) return
  if (!process.env.WRK_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's wrk for the benchmark.`)
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync(WRK)) return
  }
  console.error(
    `The benchmark loads the server with wrk, expected at ${WRK}. Install it with:\n` +
      `  sudo apt-get update && sudo apt-get install -y wrk\n` +
      `or point WRK_PATH at a wrk binary.`,
  )
  process.exit(1)
}

/** The machine's 1-minute load average. */
export const machineLoad = () => loadavg()[0]

/**
 * Waits up to `seconds` for the 1-minute load to fall to MAX_LOAD (the bench's own previous row
 * counts in it: two busy cores for some seconds), and returns it.
 */
export async function quietEnough(seconds = Number(process.env.BENCH_LOAD_WAIT_SECONDS ?? 90)) {
  for (let waited = 0; machineLoad() > MAX_LOAD && waited < seconds; waited++) await sleep(1000)
  return machineLoad()
}

const lua = (value) => JSON.stringify(String(value))

/**
 * The Lua wrk runs when a row needs more than the same GET again: a status other than 2xx/3xx that
 * counts as answered (`ok`), a new path or header per request, a method and body. wrk calls
 * `response` only when a script defines it, and it costs: rows answered 200 do without.
 */
function wrkScript({ ok, method, body, path, header, suffixes }) {
  const lines = [
    'local threads = {}',
    'function setup(thread) table.insert(threads, thread) end',
    'function init(args) ok, wrong = 0, 0; math.randomseed(os.time() + math.floor(os.clock() * 1e6)) end',
  ]
  if (method) lines.push(`wrk.method = ${lua(method)}`)
  if (body !== undefined) lines.push(`wrk.body = ${lua(body)}`)
  if (suffixes) lines.push(`suffixes = {${suffixes.map(lua).join(',')}}`, 'sent = 0')
  if (path || header || suffixes) {
    lines.push(
      'function random() return string.format("%x%x", math.random(0, 0xffffff), math.random(0, 0xffffff)) end',
      'function address() return string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254)) end',
      'function request()',
      '  local headers = {}',
      '  for name, value in pairs(wrk.headers) do headers[name] = value end',
      header ? `  headers[${lua(header.name)}] = ${header.value}` : '',
      suffixes ? '  sent = sent + 1' : '',
      `  return wrk.format(nil, ${path ?? 'nil'}, headers, ${suffixes ? 'wrk.body .. suffixes[(sent - 1) % #suffixes + 1]' : 'nil'})`,
      'end',
    )
  }
  if (ok) {
    const statuses = ok.map((status) => `status == ${Number(status)}`).join(' or ')
    lines.push(
      `function response(status) if ${statuses} then ok = ok + 1 else wrong = wrong + 1 end end`,
      'function done()',
      '  local a, w = 0, 0',
      '  for _, thread in ipairs(threads) do a = a + thread:get("ok"); w = w + thread:get("wrong") end',
      '  io.write(string.format("answered %d wrong %d\\n", a, w))',
      'end',
    )
  }
  return lines.join('\n')
}

const UNITS = { us: 1e-3, ms: 1, s: 1000, m: 60_000 }
const milliseconds = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? []
  return value === undefined ? NaN : Number(value) * UNITS[unit]
}

/** What wrk prints, as numbers: requests a second, latency percentiles (ms), counts. */
export function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? NaN)
  const percentile = (p) =>
    milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '')
  const requests = number(/(\d+) requests in/)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) || 0
  const counted = /answered (\d+) wrong (\d+)/.exec(output)
  const answered = counted ? Number(counted[1]) : requests - non2xx
  const wrong = counted ? Number(counted[2]) : non2xx
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/) * (requests > 0 ? answered / requests : 0),
    p50: percentile(50),
    p99: percentile(99),
    answered,
    // wrk counts a read error for every connection the server closes (a 413, a ended keep-alive).
    errors: wrong + (socket ? Number(socket[1]) + Number(socket[3]) + Number(socket[4]) : 0),
  }
}

/**
 * One wrk run: one thread, `connections` connections, `seconds` long, with latency percentiles.
 * `ok` lists the statuses that count as answered when they are not 2xx/3xx (or not only those);
 * `path` and `header.value` are Lua expressions evaluated per request (`"/nope-" .. random()`,
 * `address()`), `method` and `body` make every request a POST with that body; `suffixes` are
 * appended to the body one a request, in turn (a form's stamp: formStamps).
 */
export async function wrk(
  url,
  {
    connections = CONNECTIONS,
    seconds = SECONDS,
    headers = PAGE_HEADERS,
    ok,
    method,
    body,
    path,
    header,
    suffixes,
  } = {},
) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  if (ok || method || body !== undefined || path || header || suffixes) {
    const script = join(dir, `wrk-${randomBytes(4).toString('hex')}.lua`)
    writeFileSync(script, wrkScript({ ok, method, body, path, header, suffixes }))
    args.push('-s', script)
  }
  const output = await new Promise((resolve, reject) =>
    execFile(WRK, [...args, url], { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`wrk ${args.join(' ')} ${url}: ${stderr || error.message}`))
        : resolve(stdout),
    ),
  )
  return parseWrk(output)
}

// More than any run here posts (about 500 a second at most): a stamp used twice is a replay.
const STAMPS_PER_SECOND = 1_500

const contactBody = new URLSearchParams({
  name: 'Bench Visitor',
  email: 'visitor@example.com',
  message: 'We would like a quote for a product video.',
  website: '',
}).toString()

/**
 * A wrk run of contact posts from new addresses, each with a stamp never used before (a stamp used
 * twice is a replay, sent to Spam): `site.name` names it in the notes.
 */
export function contactPosts(site) {
  return async (seconds = SECONDS) => {
    const stamps = formStamps(Math.min(60_000, Math.ceil(seconds * STAMPS_PER_SECOND)))
    const result = await wrk(`${site.base}/?index`, {
      seconds,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': BROWSER },
      method: 'POST',
      body: `${contactBody}&form_stamp=`,
      suffixes: stamps,
      header: { name: 'X-Forwarded-For', value: 'address()' },
      ok: [302, 303],
    })
    if (result.answered + result.errors > stamps.length) {
      console.log(`  (${site.name}: more posts than stamps; the rest were replays, in Spam)`)
    }
    return result
  }
}
