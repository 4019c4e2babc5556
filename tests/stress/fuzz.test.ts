// Proof: no input makes the site fail. fast-check generates bodies (JSON, urlencoded, well-formed
// and broken multipart with files, raw bytes under any content type), query strings and path ids
// for every /api operation of the OpenAPI document, every form action of the build's route manifest
// (admin, public, sign-in) and the `.data` twin of every resource route, signed in (a token for the
// /api, a session for the admin) and anonymous, each from an address of its own. No answer is a 5xx and the server never exits.
// `npm test`: a few runs per endpoint; `npm run test:stress`: 1,000 per endpoint.
// Every request answered 5xx (or not at all) is saved whole under .cache/fuzz-failures/<seed>/;
// `FUZZ_REPLAY=<file or folder>` sends saved requests again, before the fuzzing, so one finding
// can be replayed in isolation against the build (add `FUZZ_RUNS=0` to send only those).
// `FUZZ_ONLY=<regular expression>` fuzzes only the endpoints whose name matches.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import {
  adminCookie,
  apiToken,
  errorLines,
  LONG,
  randomAddress,
  ROOT,
  routeManifest,
  startSite,
  type Site,
} from './site.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 1_000 : 8))
// The short run in `npm test` replays the same inputs every time (a seed per endpoint), so CI
// passes or fails on the code, not on the draw; the long run draws afresh. A failure prints its
// seed: FUZZ_SEED=<seed> replays it.
const SEED = Number(process.env.FUZZ_SEED ?? (LONG ? Date.now() : 20_261_125))
const PARALLEL = 6
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null
const FAILURES_DIR = join(ROOT, '.cache/fuzz-failures', String(SEED))

const FIELDS = [
  'title',
  'subtitle',
  'description',
  'icon',
  'name',
  'email',
  'phone',
  'message',
  'content',
  'category',
  'media',
  'tags',
  'client',
  'features',
  'pricing',
  'sections',
  'status',
  'clientName',
  'clientTitle',
  'quote',
  'clientImage',
  'clientImageAlt',
  'coverImage',
  'coverImageAlt',
  'intent',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'remember',
  'redirectTo',
  'website',
  'form_stamp',
  'contactEmail',
  'contactPhone',
  'socialMedia',
  'url',
  'type',
  'alt',
  'token',
  'theme',
  'id',
  'pageNumber',
  '__intent__',
  'features[0].title',
  'features[3].description',
  'media[0].url',
  'media[0].type',
  'media[1].alt',
  'sections[0].title',
  'sections[0].content',
  'socialMedia[0].platform',
  'socialMedia[0].url',
  'tags[0]',
  'pricing.price',
  'video',
  'file',
  'coverFile',
  'clientImageFile',
  'mediaFile',
  'media[0].file',
]
const MIME = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'audio/mpeg',
  'text/html',
  'application/octet-stream',
  '',
  'multipart/form-data',
]
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')

const shortText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e400',
      'NaN',
      'null',
      'true',
      '[]',
      '{}',
      '../../etc/passwd',
      '%00',
      '\u0000',
      'x@example.com',
      'https://example.com/x.png',
      '/uploads/../data/site.db',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      'delete',
      'add-category',
      'reply',
      'new',
      'read',
      'replied',
      'archived',
      'spam',
      'dark',
      'light',
    ),
  },
)
// Long texts too (over every field's limit), in bodies only: a query string that long is a 431.
const text = fc.oneof(
  { weight: 12, arbitrary: shortText },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)) },
)
const conformIntent = fc
  .record({
    type: fc.constantFrom('insert', 'remove', 'reorder', 'update', 'reset', 'validate', 'x'),
    payload: fc.record(
      {
        name: fc.constantFrom('features', 'media', 'sections', 'socialMedia', 'tags', 'x', ''),
        index: fc.oneof(fc.integer({ min: -3, max: 200 }), fc.nat({ max: 100_000_000 })),
        from: fc.integer({ min: -3, max: 50 }),
        to: fc.integer({ min: -3, max: 50 }),
        defaultValue: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    ),
  })
  .map((intent) => JSON.stringify(intent))
// A list row at any index, up to the hundreds of millions a forged post can name.
const listField = fc
  .tuple(
    fc.constantFrom('features', 'media', 'sections', 'socialMedia', 'tags'),
    fc.oneof(fc.nat({ max: 5 }), fc.nat({ max: 100_000_000 })),
    fc.constantFrom('', '.title', '.url', '.content', '.description'),
  )
  .map(([list, index, key]) => `${list}[${index}]${key}`)
const field = fc.oneof(
  { weight: 1, arbitrary: listField },
  { weight: 5, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)
const pairsOf = (value: fc.Arbitrary<string>) =>
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.tuple(field, value) },
      { weight: 1, arbitrary: fc.tuple(fc.constant('__intent__'), conformIntent) },
    ),
    { maxLength: 14 },
  )
const pairs = pairsOf(text)
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b)),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([PNG, Buffer.from(b)])),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([MP4, Buffer.from(b)])),
  fc.constant(PNG),
)
const part = fc.record({
  name: field,
  filename: fc.option(
    fc.oneof(text, fc.constantFrom('x.png', 'a"b.png', 'a\r\nb.png', '../x.png', '.htaccess')),
    { nil: undefined },
  ),
  type: fc.option(fc.oneof(fc.constantFrom(...MIME), fc.string({ maxLength: 30 })), {
    nil: undefined,
  }),
  value: fc.oneof(
    text.map((s) => Buffer.from(s)),
    bytes,
  ),
})

type Body = { type?: string; body?: Buffer | string; label: string }

type Part = { name: string; filename?: string; type?: string; value: Buffer }

function multipart(parts: Part[], boundary: string, closed: boolean): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`
    if (p.filename !== undefined) head += `; filename="${p.filename}"`
    if (p.type !== undefined) head += `\r\nContent-Type: ${p.type}`
    chunks.push(Buffer.from(head + '\r\n\r\n'), p.value, Buffer.from('\r\n'))
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ label: 'empty' }),
  pairs.map((p) => ({
    label: 'urlencoded',
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(p).toString(),
  })),
  fc
    .oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(field, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 12 }),
      pairs.map((p) => Object.fromEntries(p)),
    )
    .map((value) => ({ label: 'json', type: 'application/json', body: JSON.stringify(value) })),
  fc
    .tuple(
      fc.array(part, { maxLength: 6 }),
      fc.constantFrom('fuzzBoundary', 'x', ''),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([parts, boundary, closed, declared]) => ({
      label: 'multipart',
      type: declared ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
      body: multipart(parts, boundary || 'fuzzBoundary', closed),
    })),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...MIME, 'application/json', 'application/x-www-form-urlencoded'),
        fc.string({ maxLength: 60 }),
      ),
      bytes,
    )
    .map(([type, raw]) => ({ label: 'raw', type, body: raw })),
)
const query = fc.oneof(
  fc.constant(''),
  pairsOf(shortText).map((p) => new URLSearchParams(p).toString()),
  fc.string({ maxLength: 60 }).map((s) => encodeURI(s)),
  fc.constantFrom(
    'status=spam',
    'status=x',
    'pageNumber=-1',
    'pageNumber=1e9',
    'redirectTo=//evil.example',
    'redirectTo=/admin',
    'index',
    '_data=routes%2Froot',
    '_data=routes%2Fuploads.%24',
    '%5Fdata=routes%2Fapi.about',
  ),
)
const id = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'x', '%00', '..'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s) || '1') },
)

type Endpoint = {
  name: string
  method: string
  path: string
  credential: 'token' | 'session' | 'none'
  /** Extra query parameters the route needs (an index route's `index`). */
  index?: boolean
}

let site: Site
let token: string
let cookie: string
const endpoints: Endpoint[] = []
const counts = { requests: 0, endpoints: 0, byStatus: new Map<number, number>() }
const failures: string[] = []

beforeAll(async () => {
  site = await startSite()
  token = await apiToken(site)
  cookie = await adminCookie(site, { expiresInMs: 24 * 60 * 60 * 1000 })

  const doc = (await (await fetch(`${site.base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>
  }
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`
      endpoints.push({ name, method: method.toUpperCase(), path, credential: 'none' })
      if (op.security?.length) {
        endpoints.push({
          name: `${name} (token)`,
          method: method.toUpperCase(),
          path,
          credential: 'token',
        })
      }
    }
  }
  for (const route of routeManifest()) {
    // The data twins of resource routes (answered 404 before Remix reads anything), anonymous.
    if (!route.page && (route.loader || route.action)) {
      const path = `${route.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{splat}')}.data`
      for (const method of ['GET', 'POST']) {
        endpoints.push({ name: `${method} ${path}`, method, path, credential: 'none' })
      }
    }
    if (!route.action || route.path.startsWith('/api/')) continue
    const index = route.id.endsWith('._index')
    const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{splat}')
    const name = `POST ${path}${index ? '?index' : ''}`
    endpoints.push({ name, method: 'POST', path, credential: 'none', index })
    if (route.id.startsWith('routes/admin') && !route.id.startsWith('routes/admin_.')) {
      endpoints.push({
        name: `${name} (session)`,
        method: 'POST',
        path,
        credential: 'session',
        index,
      })
    }
  }
})
afterAll(() => site?.dispose())

/** A request as it is saved and replayed: everything but the credential and the address. */
type Saved = {
  endpoint: string
  credential: Endpoint['credential']
  method: string
  url: string
  type?: string
  /** The body in base64. */
  body?: string
  status?: number
}

async function send(endpoint: Endpoint, ids: string[], q: string, b: Body) {
  let i = 0
  const path = endpoint.path.replace(/\{\w+\}/g, () => ids[i++] ?? '1')
  const search = [endpoint.index ? 'index' : '', q].filter(Boolean).join('&')
  return sendRaw(endpoint, `${path}${search ? `?${search}` : ''}`, b)
}

let saved = 0
function save(request: Saved) {
  if (saved++ >= 200) return
  mkdirSync(FAILURES_DIR, { recursive: true })
  const file = join(FAILURES_DIR, `${String(saved).padStart(3, '0')}.json`)
  writeFileSync(file, JSON.stringify(request, null, 1))
  console.log(`[fuzz] ${request.status} from ${request.endpoint}: saved ${file}`)
}

async function sendRaw(endpoint: Endpoint, url: string, b: Body) {
  const headers: Record<string, string> = { 'X-Forwarded-For': randomAddress(), Origin: site.base }
  if (endpoint.credential === 'token') headers.Authorization = `Bearer ${token}`
  // Signing out would end the shared session: that door gets a session of its own each time.
  if (endpoint.credential === 'session') {
    headers.Cookie = endpoint.path === '/admin/logout' ? await adminCookie(site) : cookie
  }
  if (b.type !== undefined) headers['Content-Type'] = b.type
  const withBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD'
  counts.requests++
  let status = 0
  try {
    const response = await fetch(`${site.base}${url}`, {
      method: endpoint.method,
      headers,
      body: withBody && b.body !== undefined ? new Uint8Array(Buffer.from(b.body)) : undefined,
      redirect: 'manual',
      // A request the server stalls on counts as no answer (a failure), not as a hung proof.
      signal: AbortSignal.timeout(60_000),
    })
    await response.arrayBuffer()
    status = response.status
  } catch {
    status = 0
  }
  counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1)
  if (status >= 500 || status === 0) {
    save({
      endpoint: endpoint.name,
      credential: endpoint.credential,
      method: endpoint.method,
      url,
      type: b.type,
      body: b.body === undefined ? undefined : Buffer.from(b.body).toString('base64'),
      status,
    })
  }
  return status
}

// Bodies that once answered 500, sent to every door that reads a body with a credential (the
// anonymous are turned away before reading it), in `npm test` and the long run alike.
const FOUND = 'fuzzBoundary'
const foundPart = (head: Buffer | string, value: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${FOUND}\r\n`),
    Buffer.from(head),
    Buffer.from('\r\n\r\n'),
    Buffer.from(value),
    Buffer.from(`\r\n--${FOUND}--\r\n`),
  ])
const REGRESSIONS: Body[] = [
  // The long fuzz's finding (54 answers of 500 out of 33,128, November 2026): a part header
  // decoded with String.fromCharCode.apply overflowed the parser's call stack
  // (app/lib/multipart-guard.server.ts).
  {
    label: 'a file name of 200,000 characters',
    type: `multipart/form-data; boundary=${FOUND}`,
    body: foundPart(
      `Content-Disposition: form-data; name="file"; filename="${'x'.repeat(200_000)}"`,
      PNG,
    ),
  },
  {
    label: 'part headers that are not UTF-8',
    type: `multipart/form-data; boundary=${FOUND}`,
    body: foundPart(
      Buffer.concat([
        Buffer.from('Content-Disposition: form-data; name="f'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"; filename="x.png"'),
      ]),
      PNG,
    ),
  },
  {
    label: 'a file of 1 MB of line breaks',
    type: `multipart/form-data; boundary=${FOUND}`,
    body: foundPart(
      'Content-Disposition: form-data; name="file"; filename="x.png"',
      Buffer.concat([PNG, Buffer.alloc(1024 * 1024, '\r\n')]),
    ),
  },
]

function replays(): Saved[] {
  const from = process.env.FUZZ_REPLAY
  if (!from) return []
  const files = statSync(from).isDirectory()
    ? readdirSync(from)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(from, name))
    : [from]
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Saved)
}

test('bodies that once answered 500, and saved findings (FUZZ_REPLAY), answer < 500', async () => {
  const writes = endpoints.filter(
    (e) => e.credential !== 'none' && ['POST', 'PUT', 'PATCH'].includes(e.method),
  )
  expect(writes.length).toBeGreaterThan(20)
  const answers: string[] = []
  for (const endpoint of writes) {
    if (ONLY && !ONLY.test(endpoint.name)) continue
    const url = endpoint.path.replace(/\{\w+\}/g, '1') + (endpoint.index ? '?index' : '')
    for (const b of REGRESSIONS) {
      const status = await sendRaw(endpoint, url, b)
      if (status >= 500 || status === 0) answers.push(`${endpoint.name}, ${b.label}: ${status}`)
    }
  }
  // The long fuzz's second finding (3 answers of 500 out of 166,382, November 2026): a path that
  // decodes to "/\..." broke React Router's rendering of the not-found page (server/serve.mjs).
  for (const path of ['/%5C', '/%5C%5C', '/%5CGQ%2F0%246jY', '/%5C/admin']) {
    for (const method of ['GET', 'POST']) {
      const endpoint = { name: `${method} ${path}`, method, path, credential: 'none' as const }
      const status = await sendRaw(endpoint, path, { label: 'empty' })
      if (status !== 400) answers.push(`${method} ${path}: ${status}`)
    }
  }
  for (const request of replays()) {
    const endpoint = { ...request, name: request.endpoint, path: request.url }
    const b = {
      label: 'replayed',
      type: request.type,
      body: request.body && Buffer.from(request.body, 'base64'),
    }
    const status = await sendRaw(endpoint, request.url, b)
    console.log(
      `[fuzz] replayed ${request.method} ${request.url.slice(0, 80)} (was ${request.status}): ${status}`,
    )
    if (status >= 500 || status === 0) answers.push(`replayed ${request.endpoint}: ${status}`)
  }
  if (answers.length) console.log(errorLines(site).slice(0, 40).join('\n'))
  expect(answers).toEqual([])
  expect(site.child().exitCode).toBe(null)
})

test(
  `fuzzed bodies, query strings and multipart payloads: no 5xx on any endpoint (${RUNS} runs each)`,
  { timeout: LONG ? 3 * 3_600_000 : 240_000 },
  async () => {
    expect(endpoints.length).toBeGreaterThan(100)
    let next = 0
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let e = next++; e < endpoints.length; e = next++) {
          const endpoint = endpoints[e]!
          if (RUNS === 0 || (ONLY && !ONLY.test(endpoint.name))) continue
          const outcome = await fc.check(
            fc.asyncProperty(
              fc.array(id, { minLength: 2, maxLength: 2 }),
              query,
              body,
              async (ids, q, b) => {
                const status = await send(endpoint, ids, q, b)
                return status >= 100 && status < 500 && site.child().exitCode === null
              },
            ),
            { numRuns: RUNS, seed: SEED + e, endOnFailure: !LONG, markInterruptAsFailure: true },
          )
          counts.endpoints++
          if (outcome.failed) {
            const example = JSON.stringify(outcome.counterexample)?.slice(0, 600)
            failures.push(
              `${endpoint.name}${endpoint.credential === 'none' ? ' (anonymous)' : ''} ` +
                `(FUZZ_SEED=${SEED}, endpoint ${e}): ${example}`,
            )
          }
        }
      }),
    )
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b)
    report('fuzz', {
      // FUZZ_SEED=<seed> draws the same inputs again.
      seed: SEED,
      endpoints: counts.endpoints,
      'runs per endpoint': RUNS,
      requests: counts.requests,
      '5xx': statuses.filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
      'no answer': counts.byStatus.get(0) ?? 0,
      'server exited': site.child().exitCode === null ? 'no' : 'yes',
      statuses: statuses.map(([s, c]) => `${s}:${c}`).join(' '),
    })
    if (failures.length)
      console.log(
        failures.join('\n'),
        '\n',
        site
          .log()
          .split('\n')
          .filter((l) => /\s5\d\d\s|Error/.test(l) && !/\?_data requests/.test(l))
          .slice(0, 60)
          .join('\n'),
      )
    expect(failures).toEqual([])
    expect(site.child().exitCode).toBe(null)
  },
)
