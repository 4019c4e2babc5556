// What an anonymous visitor can do to the running server: huge bodies to the endpoints anyone may
// post to, and forged client addresses. Protocol-level, so it runs once (@js) against the real
// production server, whose memory it reads from /proc (docs/security.md has the caps).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Agent, request as httpRequest } from 'node:http'
import { expect, test } from './fixtures.ts'
import { randomAddress } from './addresses.ts'
import { E2E } from './env.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4310)
const ORIGIN = `http://127.0.0.1:${PORT}`
const MiB = 1024 * 1024

test.describe.configure({ mode: 'serial' })

/** The e2e server's process: the node running tests/e2e/server.mjs for this port. */
function serverPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (!cmdline.includes('tests/e2e/server.mjs')) continue
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      if (
        environ.includes(`E2E_PORT=${PORT}`) ||
        (PORT === 4310 && !environ.some((v) => v.startsWith('E2E_PORT=')))
      ) {
        return Number(entry)
      }
    } catch {
      // a process that ended while we looked
    }
  }
  throw new Error('The e2e server process was not found')
}

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) * 1024
}

type Sent = { status: number; ms: number; connection: string | undefined }

/**
 * Posts `total` bytes in 1 MiB chunks (chunked, or with Content-Length), stopping as soon as the
 * server answers, as a real client does when it sees an early answer.
 */
function postHuge(
  path: string,
  {
    total,
    contentType,
    declareLength,
    agent,
  }: {
    total: number
    contentType: string
    declareLength: boolean
    agent?: Agent
  },
): Promise<Sent> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      Origin: ORIGIN,
      'X-Forwarded-For': randomAddress(),
    }
    if (declareLength) headers['Content-Length'] = String(total)
    const req = httpRequest(`${ORIGIN}${path}`, { method: 'POST', headers, agent })
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          connection: res.headers.connection,
        }),
      )
    })
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(MiB, 'a')
    let sent = 0
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

const ANONYMOUS_POSTS = [
  ['/admin/login', 'application/x-www-form-urlencoded'],
  ['/admin/setup?token=x', 'application/x-www-form-urlencoded'],
  ['/admin/invitation?token=x', 'application/x-www-form-urlencoded'],
  ['/theme', 'application/x-www-form-urlencoded'],
  ['/?index', 'application/x-www-form-urlencoded'],
  ['/consultation', 'application/x-www-form-urlencoded'],
  ['/api/users/login', 'application/json'],
  ['/api/contact', 'application/json'],
  ['/api/consultations', 'application/json'],
] as const

for (const declareLength of [false, true]) {
  test(`64 MB ${declareLength ? 'declared' : 'chunked'} bodies to every anonymous endpoint are refused fast with flat memory @js`, async () => {
    const pid = serverPid()
    const before = rssBytes(pid)
    let peak = before
    const poll = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 10)
    try {
      for (const [path, contentType] of ANONYMOUS_POSTS) {
        const sent = await postHuge(path, { total: 64 * MiB, contentType, declareLength })
        expect(sent.status, path).toBeGreaterThanOrEqual(400)
        expect(sent.status, path).toBeLessThan(500)
        // A regression guard, generous for a loaded CI machine: the unbounded reads took 1–4 s.
        expect(sent.ms, path).toBeLessThan(1000)
      }
    } finally {
      clearInterval(poll)
    }
    expect(peak - before).toBeLessThan(32 * MiB)
  })
}

test('after a refused body the client opens a fresh connection and its next request works @js', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const refused = await postHuge('/admin/login', {
      total: 8 * MiB,
      contentType: 'application/x-www-form-urlencoded',
      declareLength: true,
      agent,
    })
    expect(refused.status).toBe(413)
    expect(refused.connection).toBe('close')
    const next = await new Promise<number>((resolve, reject) => {
      httpRequest(`${ORIGIN}/healthz`, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
        .on('error', reject)
        .end()
    })
    expect(next).toBe(200)
  } finally {
    agent.destroy()
  }
})

test('a forged leftmost X-Forwarded-For entry does not buy a fresh contact budget @js', async ({
  request,
}) => {
  // What the proxy saw is appended on the right; the visitor controls everything to its left.
  const seen = randomAddress()
  const post = () =>
    request.post('/api/contact', {
      headers: { 'X-Forwarded-For': `${randomAddress()}, ${seen}` },
      data: { name: 'Forger', email: 'forger@example.com', message: 'Hello there' },
    })
  // CONTACT_LIMIT: 5 per address in 10 minutes.
  for (let i = 0; i < 5; i++) expect((await post()).status()).toBe(201)
  expect((await post()).status()).toBe(429)
})

test('addresses in one IPv6 /64 share a budget @js', async ({ request }) => {
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`
  const post = (i: number) =>
    request.post('/api/contact', {
      headers: { 'X-Forwarded-For': `${prefix}::${(i + 1).toString(16)}` },
      data: { name: 'Six', email: 'six@example.com', message: 'Hello there' },
    })
  for (let i = 0; i < 5; i++) expect((await post(i)).status()).toBe(201)
  expect((await post(5)).status()).toBe(429)
})

// Issue 28: Remix's data twin of the uploads route read the whole file, decoded it and JSON-encoded
// it (a 20 MB video: a 49.7 MB answer, +260 MB of server memory). The twins of a route without a
// page now answer 404 before anything is read (app/lib/data-twins.server.ts).
test('the data twins of an uploaded file answer 404 without reading it @js', async ({
  request,
}) => {
  const name = `twin-${Date.now()}.mp4`
  const path = join(E2E.uploadsDir, 'hero', name)
  mkdirSync(join(E2E.uploadsDir, 'hero'), { recursive: true })
  writeFileSync(path, Buffer.alloc(20 * MiB, 'x'))
  try {
    const pid = serverPid()
    const before = rssBytes(pid)
    const file = `/uploads/hero/${name}`
    for (const twin of [
      `${file}.data`,
      `${file}.data?_routes=routes%2Fuploads.%24`,
      `${file}?_data=routes%2Fuploads.%24`,
      `${file}?%5Fdata=routes%2Fuploads.%24`,
    ]) {
      const started = performance.now()
      const answer = await request.get(twin)
      expect(answer.status(), twin).toBe(404)
      expect((await answer.body()).length, twin).toBeLessThan(100)
      // A regression guard for a loaded machine: reading the file took seconds.
      expect(performance.now() - started, twin).toBeLessThan(1000)
    }
    expect(rssBytes(pid) - before).toBeLessThan(32 * MiB)
    // The file itself is still served, and a page's twin still answers.
    expect((await request.head(file)).status()).toBe(200)
    expect((await request.get('/about.data')).status()).toBe(200)
  } finally {
    rmSync(path, { force: true })
  }
})
