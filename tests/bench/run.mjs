// `npm run bench`: the speed and memory figures of the production server, measured on loopback
// against a fresh database with the demo content. It prints figures; it passes or fails nothing
// (tests never time anything). Run it on an otherwise idle machine and compare runs on the same one.
//
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=16 npm run bench
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const UPLOAD_MIB = 48
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' }

const dir = mkdtempSync(join(tmpdir(), 'agency-site-bench-'))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory of a process in MiB, from /proc (Linux); undefined elsewhere. */
function rssMiB(pid) {
  try {
    const kib = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]
    return kib ? Number(kib) / 1024 : undefined
  } catch {
    return undefined
  }
}
const mib = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MiB`)

async function startServer() {
  const launched = performance.now()
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: join(dir, 'site.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      SEED_DEMO: 'true',
    },
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
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return { child, base, ms: performance.now() - launched }
    }
    if (child.exitCode !== null) break
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not answer /healthz:\n${output}`)
}

/** CONCURRENCY loops requesting `path` for SECONDS; requests per second and latency percentiles. */
async function load(base, path, init) {
  const latencies = []
  let failures = 0
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        const response = await fetch(base + path, init).catch(() => undefined)
        await response?.arrayBuffer()
        if (!response?.ok) failures++
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    rps: latencies.length / SECONDS,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  }
}

function printRow(label, r) {
  const ms = (value) => value.toFixed(1).padStart(8)
  console.log(
    `${label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.failures).padStart(7)}`,
  )
}

/** A body that sniffs as MP4 (an ftyp box) followed by zeros, `size` bytes long. */
function fakeMp4(size) {
  const bytes = Buffer.alloc(size)
  bytes.writeUInt32BE(0x18, 0)
  bytes.write('ftypisom', 4, 'latin1')
  bytes.writeUInt32BE(0x200, 12)
  bytes.write('isommp42', 16, 'latin1')
  return bytes
}

async function main() {
  console.log(
    `Bench: ${SECONDS} s per route, ${CONCURRENCY} concurrent requests, Node ${process.version}`,
  )
  const { child, base, ms } = await startServer()
  try {
    console.log(
      `start to healthy /healthz: ${ms.toFixed(0)} ms (builds first when no build exists)`,
    )
    await sleep(500)
    console.log(`memory after start: ${mib(rssMiB(child.pid))}`)

    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((r) => r.json())
    const demoImage = await fetch(`${base}/api/projects`)
      .then((r) => r.json())
      .then((projects) => projects.flatMap((p) => p.media ?? []).find((m) => m.url)?.url)

    const routes = [
      ['/', 'home page (SSR, 5 queries)'],
      ['/blog', 'blog list (SSR)'],
      ['/api/blogs?pageNumber=1', 'JSON page of posts'],
      ['/api/services', 'JSON services'],
      ['/healthz', 'health check'],
      ...(demoImage ? [[demoImage, 'an uploaded image (static)']] : []),
    ]
    console.log(
      '\nroute                                   req/s    p50 ms   p95 ms   p99 ms  errors',
    )
    for (const [path, label] of routes) {
      printRow(label, await load(base, path))
    }

    // The longest description the API accepts, made of unclosed tags: every render of /services
    // previews it (docs/security.md; the backtracking patterns took 1.8 s per render at 160 KB).
    const adversarial = await fetch(`${base}/api/detailed-services`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
      body: JSON.stringify({
        title: 'Adversarial',
        subtitle: 'The longest allowed description of unclosed tags',
        description: '<script '.repeat(20_000 / 8),
        features: [],
      }),
    })
    const { _id: adversarialId } = await adversarial.json()
    for (const [path, label] of [
      ['/services', '/services with a 20 KB "<script " text'],
      [`/detailed-services/${adversarialId}`, 'its detail page'],
    ]) {
      printRow(label, await load(base, path))
    }
    console.log(`\nmemory after load: ${mib(rssMiB(child.pid))}`)

    // A near-limit hero video: streamed to disk, so the server's memory must not grow by its size.
    const before = rssMiB(child.pid)
    let peak = before ?? 0
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(child.pid) ?? 0)
    }, 10)
    const form = new FormData()
    form.append(
      'video',
      new Blob([fakeMp4(UPLOAD_MIB * 1024 * 1024)], { type: 'video/mp4' }),
      'b.mp4',
    )
    const started = performance.now()
    const upload = await fetch(`${base}/api/uploads/hero-video`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.token}` },
      body: form,
    })
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    console.log(
      `upload of a ${UPLOAD_MIB} MiB video: ${upload.status} in ${seconds.toFixed(2)} s ` +
        `(${(UPLOAD_MIB / seconds).toFixed(0)} MiB/s); server memory ${mib(before)} before, ` +
        `${mib(peak)} at the peak (+${mib(peak - (before ?? 0))})`,
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
