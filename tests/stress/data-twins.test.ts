// Proof: a resource route's data twin costs nothing, whatever the file behind it. Remix answers any
// route's loader data at `<path>.data` and `?_data=<route id>`; for /uploads/* that was the whole
// file read, decoded and JSON-encoded (issue 28: a 50 MB video, +683 MB of server memory, 12 s;
// four at once 1.67 GB). With a 50 MB file in the uploads folder, both spellings answer 404 at once,
// alone and in parallel, the server's memory does not grow, and /healthz stays quick meanwhile.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { LONG, startSite, type Site } from './site.ts'

const MiB = 1024 * 1024
const SIZE = 50 * MiB
const ROUNDS = LONG ? 200 : 20
const PARALLEL = 8
const FILE = '/uploads/hero/stress-twin.mp4'

let site: Site
beforeAll(async () => {
  site = await startSite()
  mkdirSync(join(site.uploadsDir, 'hero'), { recursive: true })
  writeFileSync(join(site.uploadsDir, 'hero/stress-twin.mp4'), Buffer.alloc(SIZE, 'x'))
})
afterAll(() => site?.dispose())

const rss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${site.child().pid}/status`, 'utf8'))![1]) *
  1024

async function timed(path: string) {
  const started = performance.now()
  const response = await fetch(site.base + path)
  const body = await response.arrayBuffer()
  return { status: response.status, bytes: body.byteLength, ms: performance.now() - started }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

test(`the data twins of a ${SIZE / MiB} MB upload answer 404 at once (${ROUNDS} rounds)`, async () => {
  // The control: the file itself is served whole.
  const file = await fetch(site.base + FILE)
  expect(file.status).toBe(200)
  expect(Number(file.headers.get('Content-Length'))).toBe(SIZE)
  await file.body?.cancel()

  const twins = [
    `${FILE}.data`,
    `${FILE}.data?_routes=routes%2Fuploads.%24`,
    `${FILE}?_data=routes%2Fuploads.%24`,
    `${FILE}?%5Fdata=routes%2Fuploads.%24`,
  ]
  const before = rss()
  // One at a time, for the time an answer takes; then bursts in parallel, with /healthz among them.
  const alone: number[] = []
  for (let round = 0; round < ROUNDS; round++) alone.push((await timed(twins[round % 4]!)).ms)
  const answers: Awaited<ReturnType<typeof timed>>[] = []
  const health: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const burst = Array.from({ length: PARALLEL }, (_, i) => timed(twins[(round + i) % 4]!))
    const [h, ...rest] = await Promise.all([timed('/healthz'), ...burst])
    health.push(h!.ms)
    answers.push(...rest)
  }
  const grown = (rss() - before) / MiB
  const largest = Math.max(...answers.map((a) => a.bytes))
  report('twins', {
    'file MB': SIZE / MiB,
    requests: alone.length + answers.length,
    'median ms alone': median(alone).toFixed(1),
    'max ms alone': Math.max(...alone).toFixed(1),
    [`median ms ${PARALLEL} at once`]: median(answers.map((a) => a.ms)).toFixed(1),
    'largest answer bytes': largest,
    'memory grown MB': grown.toFixed(1),
    '/healthz max ms': Math.max(...health).toFixed(1),
  })
  expect([...new Set(answers.map((a) => a.status))]).toEqual([404])
  expect(largest).toBeLessThan(100)
  // Answered before anything is read: under the 50 ms the issue asks, judged in the long run on a
  // quiet machine (npm run test:stress); the short run in npm test shares its cores with the other
  // proofs (a median of 122 ms at load 22), so it prints it. The worst answers are bounded for
  // correctness only (reading the file took seconds).
  if (LONG) expect(median(alone)).toBeLessThan(50)
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000)
  // Each request used to add hundreds of megabytes.
  expect(grown).toBeLessThan(64)
})
