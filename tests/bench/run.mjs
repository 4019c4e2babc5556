// `npm run bench`: the production server loaded with wrk, side by side with the ceiling, a bare
// node:http server sending the same page's exact bytes and head. Each target is loaded in turn,
// round after round, so a busy moment of the machine falls on all of them alike, and a row that
// starts while the machine's 1-minute load is above BENCH_MAX_LOAD (1) gives no figure. It prints
// figures; it passes or fails nothing (tests never time anything). Run it on an otherwise idle
// machine.
//
//   BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 BENCH_WARMUP_SECONDS=3 npm run bench
//   BENCH_MAX_LOAD=1 BENCH_LOAD_WAIT_SECONDS=90 (how long a row waits for the load to fall)
//   npm run bench -- pages         (only the pages, the uncached path, the flood and the API)
//   npm run bench -- analytics     (only the analytics part: analytics.mjs)
//   npm run bench -- media         (only the media library and editor part: media.mjs)
//   npm run bench -- replication   (only the contact form with and without a replica: replication.mjs)
//   npm run bench -- redirects     (only the kept pages with and without 1,000 redirects: redirects.mjs)
import { randomInt } from 'node:crypto'
import { copyFileSync, rmSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { benchAnalytics, benchCounting } from './analytics.mjs'
import { benchMedia } from './media.mjs'
import { benchRedirects } from './redirects.mjs'
import { benchReplication } from './replication.mjs'
import { measureRounds, printTable } from './rounds.mjs'
import {
  ADMIN,
  contactPosts,
  CONNECTIONS,
  dir,
  ensureWrk,
  fetchRaw,
  IDENTITY_HEADERS,
  machineLoad,
  MAX_LOAD,
  mib,
  PAGE_HEADERS,
  pageJavaScript,
  ROUNDS,
  rssMiB,
  SECONDS,
  sleep,
  startCeiling,
  startSite,
  stop,
  wrk,
} from './harness.mjs'

const POST_COUNTS = [100, 10_000, 100_000]
const UPLOAD_MIB = 48

/** Adds posts straight into a stopped site's database until it holds `total`. */
function fillPosts(database, total) {
  const db = new Database(database)
  const have = db.prepare('SELECT count(*) FROM blog_posts').pluck().get()
  const insert = db.prepare(
    'INSERT INTO blog_posts (title, content, cover_image, author_id, created_at, updated_at) VALUES (?, ?, NULL, NULL, ?, ?)',
  )
  db.transaction(() => {
    for (let i = have; i < total; i++) {
      insert.run(
        `Post ${i}`,
        `<p>Body of post ${i}.</p>`,
        1_600_000_000_000 + i * 1000,
        1_600_000_000_000 + i * 1000,
      )
    }
  })()
  db.close()
}

async function main() {
  ensureWrk()
  console.log(
    `Bench: ${ROUNDS} rounds of ${SECONDS} s per target, wrk with one thread and ${CONNECTIONS} ` +
      `connections, Node ${process.version}, ${cpus().length} cores; a row is measured only when ` +
      `the machine's 1-minute load is at most ${MAX_LOAD} as it starts`,
  )
  const database = join(dir, 'site.db')
  const site = await startSite(database)
  const servers = []
  let post
  try {
    console.log(
      `start to healthy /healthz: ${site.ms.toFixed(0)} ms (builds first when no build exists)`,
    )
    await sleep(500)
    console.log(`memory after start: ${mib(rssMiB(site.child.pid))}`)
    // A post at its own address (an id answers 301 to it).
    const posts = await (await fetch(`${site.base}/api/blogs?include=publication`)).json()
    post = posts[0].slug

    // The kept pages as a browser gets them (brotli) and as a client that takes no encoding gets
    // them, each beside a bare node:http sending the same bytes with the same head: the ceiling.
    const targets = []
    for (const [page, path] of [
      ['home page', '/'],
      ['a blog post', `/blog/${post}`],
    ]) {
      for (const [encoding, headers] of [
        ['br', PAGE_HEADERS],
        ['identity', IDENTITY_HEADERS],
      ]) {
        const ceiling = await ceilingFor(`${site.base}${path}`, headers)
        servers.push(ceiling)
        const label = `${page}, kept, ${encoding}`
        targets.push(
          {
            label: `bare node:http, same bytes (${encoding})`,
            run: (seconds) => wrk(`${ceiling.base}/`, { seconds, headers }),
          },
          {
            label,
            run: (seconds) => wrk(`${site.base}${path}`, { seconds, headers }),
            ceiling: targets.length,
          },
        )
      }
    }
    const page = (path) => (seconds) => wrk(`${site.base}${path}`, { seconds })
    targets.push(
      { label: '`/blog?page=2`, kept', run: page('/blog?page=2') },
      { label: '`/api/blogs/paginated`, kept', run: page('/api/blogs/paginated?pageNumber=1') },
    )
    const before = new Database(database, { readonly: true })
    const messagesBefore = before.prepare('SELECT count(*) FROM contact_messages').pluck().get()
    before.close()
    targets.push({
      label: 'contact form POST (new addresses)',
      post: true,
      run: contactPosts({ ...site, name: 'the site' }),
    })
    // The uncached path: the same site with its page cache off, and addresses a visitor invents,
    // which must cost no render (a kept 404, or a 301/404 before anything renders).
    const uncached = await startSite(database, { PAGE_CACHE_MB: '0' })
    servers.push(uncached)
    const random = (path, ok) => (seconds) =>
      wrk(`${site.base}/`, { seconds, path: `${JSON.stringify(path)} .. random()`, ok })
    targets.push(
      {
        label: 'home page, `PAGE_CACHE_MB=0`',
        run: (seconds) => wrk(`${uncached.base}/`, { seconds }),
      },
      {
        label: 'a blog post, `PAGE_CACHE_MB=0`',
        run: (seconds) => wrk(`${uncached.base}/blog/${post}`, { seconds }),
      },
      { label: 'random 404s (`/nope-<random>`)', run: random('/nope-', [404]) },
      { label: 'random `/api/nope-<random>` (404)', run: random('/api/nope-', [404]) },
      { label: 'random `/blog?page=<random>` (301/404)', run: random('/blog?page=', [301, 404]) },
    )

    const runs = await measureRounds(targets)
    await Promise.all(servers.map(stop))
    servers.length = 0

    printTable(targets, runs)
    const after = new Database(database, { readonly: true })
    const stored =
      after.prepare('SELECT count(*) FROM contact_messages').pluck().get() - messagesBefore
    after.close()
    const posted = runs[targets.findIndex((t) => t.post)].filter((r) => !r.busy)
    const accepted = posted.reduce((sum, r) => sum + r.answered, 0)
    // Posts still in flight when a run ends are stored but not counted as answered.
    console.log(
      `\ncontact posts answered with a redirect: ${accepted}; stored: ${stored} ` +
        (stored >= accepted ? '(nothing lost)' : `(${accepted - stored} LOST)`),
    )
    console.log(`server memory after the load: ${mib(rssMiB(site.child.pid))}`)
    console.log(`server memory once idle: ${await settledMemory(site.child.pid)}`)

    for (const path of ['/', `/blog/${post}`]) {
      const { files, kb } = await pageJavaScript(site.base, path)
      const admin = files.filter((f) => /rich-text-editor|icon-picker|lexical/i.test(f))
      console.log(
        `JavaScript ${path === '/' ? 'the home page' : 'a blog post'} loads: ${kb.toFixed(1)} KB gzipped in ${files.length} files` +
          (admin.length
            ? ` (ADMIN CODE: ${admin.join(', ')})`
            : ', none of the admin editor or icon picker'),
      )
    }
    await uploadMemory(site)
  } finally {
    await Promise.all(servers.map(stop))
    await stop(site)
  }
  await flood(database)

  // The paginated API against a growing table: each size on a fresh start, read past the cache
  // (a cookie the cache does not know makes the request its own), so the query itself is timed.
  console.log('\n/api/blogs/paginated by number of posts, uncached, 10 connections (p50 / p99)')
  for (const total of POST_COUNTS) {
    const copy = join(dir, `posts-${total}.db`)
    copyFileSync(database, copy)
    fillPosts(copy, total)
    const server = await startSite(copy)
    try {
      const read = (page) =>
        wrk(`${server.base}/api/blogs/paginated?pageNumber=${page}`, {
          connections: 10,
          headers: { ...PAGE_HEADERS, Cookie: 'bench=uncached' },
        })
      const load = machineLoad()
      const first = await read(1)
      const last = await read(Math.ceil(total / 6))
      console.log(
        `${total.toLocaleString('en').padStart(8)} posts: page 1 ${first.p50.toFixed(1)} / ` +
          `${first.p99.toFixed(1)} ms, last page ${last.p50.toFixed(1)} / ${last.p99.toFixed(1)} ms ` +
          `(load ${load.toFixed(2)})`,
      )
    } finally {
      await stop(server)
    }
  }
}

/**
 * A bare node:http sending the bytes and head the site sends for `url` with `headers`, as the
 * measured rounds get them: a page asked for twice is compressed again at the highest levels in the
 * background (17.9 KB instead of the first answer's 19.9 with brotli), so ask until a smaller copy
 * comes (or 5 s have passed); given the first answer, the ceiling sent 11% more bytes than the site.
 */
async function ceilingFor(url, headers) {
  const first = await fetchRaw(url, headers)
  let sent = first
  for (let tries = 0; tries < 20 && 'Accept-Encoding' in headers; tries++) {
    await sleep(250)
    sent = await fetchRaw(url, headers)
    if (sent.body.length < first.body.length) break
  }
  // The same head too (its CSP alone is 1.3 KB), but for what Node writes itself.
  const head = []
  for (let i = 0; i < sent.rawHeaders.length; i += 2) {
    const name = sent.rawHeaders[i]
    if (!/^(date|connection|keep-alive|content-length|transfer-encoding)$/i.test(name))
      head.push(name, sent.rawHeaders[i + 1])
  }
  const encoding = sent.headers['content-encoding'] ?? 'identity'
  console.log(
    `${new URL(url).pathname}: ${(sent.body.length / 1024).toFixed(1)} KB as sent (${encoding})`,
  )
  return startCeiling(sent.body, head)
}

/**
 * Cached pages and /healthz measured while 10 addresses send uncached requests (a cookie of their
 * own on every request makes each a render) as fast as they can, with the render budget on.
 */
async function flood(database) {
  const server = await startSite(database, { RENDER_BUDGET: '120' })
  try {
    await fetch(`${server.base}/`)
    let refused = 0
    let rendered = 0
    const flooders = Array.from({ length: 10 }, (_, i) => {
      const instance = autocannon({
        url: `${server.base}/services`,
        connections: 2,
        duration: SECONDS,
        headers: { 'X-Forwarded-For': `10.99.0.${i + 1}` },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, Cookie: `flood=${randomInt(2 ** 40)}` },
            }),
          },
        ],
      })
      instance.on('response', (_client, status) => (status === 429 ? refused++ : rendered++))
      return instance
    })
    const [cached, health] = await Promise.all([
      wrk(`${server.base}/`, { connections: 10 }),
      wrk(`${server.base}/healthz`, { connections: 1 }),
      ...flooders,
    ])
    console.log(
      `\nwhile 10 addresses flood uncached requests (${rendered} rendered, ${refused} answered 429):` +
        `\n  cached home page ${cached.rps.toFixed(0)} req/s, p50 ${cached.p50.toFixed(1)} ms, p99 ${cached.p99.toFixed(1)} ms` +
        `\n  /healthz p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms`,
    )
  } finally {
    await stop(server)
  }
}

/**
 * Resident memory once the server has been idle long enough for V8's memory reducer (which runs
 * some seconds after allocation stops) to give back the heap a burst grew: sampled each second
 * for 60 s, or until 15 s after it last fell.
 */
async function settledMemory(pid) {
  const started = performance.now()
  let low = rssMiB(pid) ?? 0
  let lastDrop = null
  const waiting = () =>
    performance.now() - started < 60_000 &&
    (lastDrop === null || performance.now() - lastDrop < 15_000)
  while (waiting()) {
    await sleep(1000)
    const now = rssMiB(pid) ?? low
    if (now < low - 0.5) lastDrop = performance.now()
    low = Math.min(low, now)
  }
  return `${mib(low)} after ${((performance.now() - started) / 1000).toFixed(0)} s`
}

/** A near-limit hero video: streamed to disk, so the server's memory must not grow by its size. */
async function uploadMemory(site) {
  const login = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json())
  const before = rssMiB(site.child.pid)
  let peak = before ?? 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(site.child.pid) ?? 0)
  }, 10)
  const bytes = Buffer.alloc(UPLOAD_MIB * 1024 * 1024)
  bytes.writeUInt32BE(0x18, 0)
  bytes.write('ftypisom', 4, 'latin1')
  bytes.writeUInt32BE(0x200, 12)
  bytes.write('isommp42', 16, 'latin1')
  const form = new FormData()
  form.append('video', new Blob([bytes], { type: 'video/mp4' }), 'b.mp4')
  const started = performance.now()
  const upload = await fetch(`${site.base}/api/uploads/hero-video`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.token}` },
    body: form,
  })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  console.log(
    `upload of a ${UPLOAD_MIB} MiB video: ${upload.status} in ${seconds.toFixed(2)} s; server memory ` +
      `${mib(before)} before, ${mib(peak)} at the peak (+${mib(peak - (before ?? 0))})`,
  )
}

try {
  const only = process.argv[2]
  if (!only || only === 'pages') await main()
  if (!only || only === 'analytics') await benchAnalytics()
  if (only === 'counting') await benchCounting()
  if (!only || only === 'media') await benchMedia()
  if (!only || only === 'replication') await benchReplication()
  if (!only || only === 'redirects') await benchRedirects()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
