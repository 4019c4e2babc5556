// Proof: nobody acts as the admin without a live session, and no /api write happens without a live
// token. Every admin loader and action of the build's route manifest (as a document request, as a
// single-fetch `.data` request, with `?_routes=` naming the route alone, and the older `?_data=`)
// and every protected /api operation of the server's own OpenAPI document is called with no
// credentials, a forged one, an expired one and a revoked one (and each door's credential at the
// other door). Each answer sends the caller to /admin/login or is a 401, and the database file and
// the uploads folder are byte-for-byte what they were. The data twins of resource routes (`.data`
// and `?_data=` of a route with no page: files, feeds, exports, /api doors) answer 404 to everyone,
// the admin included, before Remix reads anything (app/lib/data-twins.server.ts).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { report } from './figures.ts'
import {
  adminCookie,
  apiToken,
  fingerprint,
  randomAddress,
  routeManifest,
  sha256,
  signedSessionCookie,
  startSite,
  type RouteEntry,
  type Site,
} from './site.ts'

// The doors to the admin, open to anyone: signing in, the first-admin setup and an invitation.
const DOORS = ['routes/admin_.login', 'routes/admin_.setup', 'routes/admin_.invitation']
// Called by the screens' scripts: without a session they answer 401 JSON rather than redirect.
const JSON_DOORS = [
  'routes/admin.uploads.$kind',
  'routes/admin.hero-video.upload',
  'routes/admin.media_.upload',
]
const FIELDS = {
  intent: 'delete',
  title: 'x',
  name: 'x',
  description: 'x',
  email: 'x@example.com',
  currentPassword: 'stress-admin-password',
  newPassword: 'a brand new password',
  confirmPassword: 'a brand new password',
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const FILE_FIELDS = [
  'file',
  'files',
  'media',
  'video',
  'clientImage',
  'coverImage',
  'coverFile',
  'clientImageFile',
]
const PARALLEL = 8

type Credential = { name: string; headers: Record<string, string> }
type Call = { label: string; method: string; url: string; body?: () => BodyInit; type?: string }

const fill = (path: string) =>
  path
    .replace(/:id\b/g, '1')
    .replace(/:kind\b/g, 'projects')
    .replace(/\*$/, 'anything')

function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const name of FILE_FIELDS) form.append(name, new Blob([PNG], { type: 'image/png' }), 'x.png')
  return form
}

/** The requests that reach one admin route's loader and action, in every shape Remix accepts. */
function adminCalls(route: RouteEntry): Call[] {
  const url = fill(route.path)
  const index = route.id.endsWith('._index')
  const data = `${url === '/' ? '/_root' : url}.data`
  const q = (params: Record<string, string>) =>
    new URLSearchParams({ ...(index ? { index: '' } : {}), ...params }).toString()
  const form = () => new URLSearchParams(FIELDS)
  const calls: Call[] = []
  if (route.loader) {
    calls.push(
      { label: 'GET', method: 'GET', url: index ? `${url}?index` : url },
      { label: 'GET .data', method: 'GET', url: `${data}?${q({})}` },
      { label: 'GET .data?_routes', method: 'GET', url: `${data}?${q({ _routes: route.id })}` },
      { label: 'GET ?_data', method: 'GET', url: `${url}?${q({ _data: route.id })}` },
    )
  }
  if (route.action) {
    const type = 'application/x-www-form-urlencoded'
    calls.push(
      { label: 'POST', method: 'POST', url: `${url}?${q({})}`, body: form, type },
      {
        label: 'POST multipart',
        method: 'POST',
        url: `${url}?${q({})}`,
        body: () => multipart(FIELDS),
      },
      { label: 'POST .data', method: 'POST', url: `${data}?${q({})}`, body: form, type },
      {
        label: 'POST ?_data',
        method: 'POST',
        url: `${url}?${q({ _data: route.id })}`,
        body: form,
        type,
      },
    )
  }
  return calls
}

/** Where an answer sends the caller: the Location of a redirect in any of Remix's encodings. */
function redirectsTo(response: Response, path: string): boolean {
  const to = response.headers.get('x-remix-redirect') ?? response.headers.get('location') ?? ''
  return [202, 204, 302, 303].includes(response.status) && to.split('?')[0] === path
}

const isDataTwin = (call: Call) => /\.data|_data/.test(call.label)

/** The answer each admin request must get without a live session. */
function refusedAsAdmin(route: RouteEntry, call: Call, response: Response) {
  if (!route.page && isDataTwin(call)) return response.status === 404
  if (JSON_DOORS.includes(route.id) && call.method === 'POST') return response.status === 401
  // Opening the sign-out URL goes to /admin, which is itself guarded.
  if (route.id === 'routes/admin_.logout' && call.method === 'GET') {
    return redirectsTo(response, '/admin')
  }
  return redirectsTo(response, '/admin/login')
}

/** Each table's rows, digested: a logical snapshot of the database, to tell which table changed. */
function tableDigests(site: Site): Record<string, string> {
  const db = site.db()
  try {
    const tables = db
      // Ordinary tables: the search index's FTS5 shadow tables are its own bookkeeping (some have no
      // rowid); what it indexes is in search_documents.
      .prepare(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT IN ('sqlite_schema', 'sqlite_temp_schema') ORDER BY name",
      )
      .all() as { name: string }[]
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        sha256(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).raw().all())),
      ]),
    )
  } finally {
    db.close()
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!)
    }),
  )
}

let site: Site
const routes = routeManifest()
const adminRoutes = routes.filter((r) => r.id.startsWith('routes/admin') && !DOORS.includes(r.id))

type Operation = { method: string; path: string; auth: boolean; multipart: boolean }
let operations: Operation[] = []

beforeAll(async () => {
  site = await startSite()
  const doc = (await (await fetch(`${site.base}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { security?: unknown[]; requestBody?: { content: object } }>
    >
  }
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      auth: !!op.security?.length,
      multipart: 'multipart/form-data' in (op.requestBody?.content ?? {}),
    })),
  )
})
afterAll(() => site?.dispose())

let requests = 0
/** Sends one call with one credential; a line saying what went wrong, or null. */
async function check(call: Call, credential: Credential, ok: (r: Response) => boolean) {
  requests++
  const response = await fetch(site.base + call.url, {
    method: call.method,
    headers: {
      ...credential.headers,
      // Same-origin, so what refuses is the guard and not the cross-site check before it.
      Origin: site.base,
      'X-Forwarded-For': randomAddress(),
      ...(call.type ? { 'Content-Type': call.type } : {}),
    },
    body: call.body?.(),
    redirect: 'manual',
  })
  await response.arrayBuffer()
  if (ok(response)) return null
  const to = response.headers.get('x-remix-redirect') ?? response.headers.get('location') ?? ''
  return `${credential.name}: ${call.label} ${call.url} -> ${response.status} ${to}`
}

/** Runs `work` over the items, PARALLEL at a time: the lines of what was not refused. */
async function refusals<T>(items: T[], work: (item: T) => Promise<string | null>) {
  const wrong: string[] = []
  await inParallel(items, async (item) => {
    const line = await work(item)
    if (line) wrong.push(line)
  })
  return wrong
}

/** Every admin route, in every shape, with each credential: what was not refused. */
const adminMatrix = (credentials: Credential[]) =>
  refusals(
    adminRoutes.flatMap((route) =>
      adminCalls(route).flatMap((call) =>
        credentials.map((credential) => ({ route, call, credential })),
      ),
    ),
    ({ route, call, credential }) => check(call, credential, (r) => refusedAsAdmin(route, call, r)),
  )

/** Every protected /api operation with each credential: what was not a 401. */
function apiMatrix(credentials: Credential[]) {
  const protectedOps = operations.filter((op) => op.auth)
  const calls = protectedOps.map((op): Call => {
    const url = op.path.replace(/\{\w+\}/g, '1')
    const label = op.method
    if (op.multipart) return { label, method: op.method, url, body: () => multipart({}) }
    if (op.method === 'GET' || op.method === 'DELETE') return { label, method: op.method, url }
    const body = () => JSON.stringify({ ...FIELDS, status: 'archived', sections: [] })
    return { label, method: op.method, url, type: 'application/json', body }
  })
  return refusals(
    calls.flatMap((call) => credentials.map((credential) => ({ call, credential }))),
    ({ call, credential }) => check(call, credential, (r) => r.status === 401),
  )
}

describe('the authorization matrix', () => {
  test('every /api route of the build is in the OpenAPI document', () => {
    const documented = new Set(operations.map((op) => op.path))
    const apiRoutes = routes.filter(
      (r) =>
        r.path.startsWith('/api/') &&
        !['routes/api.$', 'routes/api.openapi[.]json'].includes(r.id) &&
        (r.loader || r.action),
    )
    expect(apiRoutes.length).toBeGreaterThan(20)
    expect(
      apiRoutes.map((r) => r.path.replace(/:(\w+)/g, '{$1}')).filter((p) => !documented.has(p)),
    ).toEqual([])
  })

  test('without a live session or token nothing is shown, done or written', async () => {
    const token = await apiToken(site)
    const revokedToken = await apiToken(site)
    const logout = await fetch(`${site.base}/api/users/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${revokedToken}`, 'X-Forwarded-For': randomAddress() },
    })
    expect(logout.status).toBe(200)
    const expiredToken = randomBytes(32).toString('base64url')
    const db = site.db({ readonly: false })
    db.prepare(
      'INSERT INTO api_tokens (token_hash, user_id, created_at, expires_at) SELECT ?, id, ?, ? FROM users',
    ).run(sha256(expiredToken), Date.now() - 31 * 86_400_000, Date.now() - 86_400_000)
    db.close()

    const revokedCookie = await adminCookie(site)
    const signOut = await fetch(`${site.base}/admin/logout`, {
      method: 'POST',
      headers: { Cookie: revokedCookie, Origin: site.base },
      redirect: 'manual',
    })
    expect(signOut.status).toBe(302)
    const validCookie = await adminCookie(site)
    const random = () => randomBytes(32).toString('base64url')

    const adminCredentials: Credential[] = [
      { name: 'none', headers: {} },
      {
        name: 'forged session',
        headers: { Cookie: await signedSessionCookie(random(), 'forged-secret-forged-secret') },
      },
      { name: 'unsigned session', headers: { Cookie: `__session=${random()}` } },
      { name: 'revoked session', headers: { Cookie: revokedCookie } },
      { name: 'valid API token', headers: { Authorization: `Bearer ${token}` } },
    ]
    const apiCredentials: Credential[] = [
      { name: 'none', headers: {} },
      { name: 'forged token', headers: { Authorization: `Bearer ${random()}` } },
      { name: 'expired token', headers: { Authorization: `Bearer ${expiredToken}` } },
      { name: 'revoked token', headers: { Authorization: `Bearer ${revokedToken}` } },
      { name: 'valid admin session', headers: { Cookie: validCookie } },
    ]

    const before = fingerprint(site)
    const wrong = [...(await adminMatrix(adminCredentials)), ...(await apiMatrix(apiCredentials))]
    const after = fingerprint(site)

    const protectedOps = operations.filter((op) => op.auth).length
    report('authz', {
      'admin routes': adminRoutes.length,
      'admin credentials': adminCredentials.length,
      'protected API operations': protectedOps,
      'API credentials': apiCredentials.length,
      requests,
      'not refused': wrong.length,
      'files changed': Object.keys(after).filter((f) => before[f] !== after[f]).length,
    })
    // The control: the live credentials do get in, so the refusals above are the guards' doing.
    const control = (path: string, headers: Record<string, string>) =>
      fetch(site.base + path, { headers, redirect: 'manual' }).then((r) => r.status)
    expect(await control('/admin/services', { Cookie: validCookie })).toBe(200)
    expect(await control('/api/contact', { Authorization: `Bearer ${token}` })).toBe(200)
    expect(adminRoutes.length).toBeGreaterThan(40)
    expect(protectedOps).toBeGreaterThan(25)
    expect(wrong).toEqual([])
    expect(after).toEqual(before)
  })

  test('no resource route has a data twin, whoever asks', async () => {
    const resources = routes.filter((r) => !r.page && (r.loader || r.action))
    const validCookie = await adminCookie(site)
    const token = await apiToken(site)
    const credentials: Credential[] = [
      { name: 'none', headers: {} },
      { name: 'valid admin session', headers: { Cookie: validCookie } },
      { name: 'valid API token', headers: { Authorization: `Bearer ${token}` } },
    ]
    const twins = resources.flatMap((route) =>
      adminCalls({ ...route, loader: true, action: true }).filter(isDataTwin),
    )
    const before = fingerprint(site)
    const wrong = await refusals(
      twins.flatMap((call) => credentials.map((credential) => ({ call, credential }))),
      ({ call, credential }) => check(call, credential, (r) => r.status === 404),
    )
    report('authz', {
      'resource routes': resources.length,
      'data twin requests': twins.length * credentials.length,
      'data twins not 404': wrong.length,
    })
    expect(resources.map((r) => r.id)).toEqual(
      expect.arrayContaining(['routes/uploads.$', 'routes/rss[.]xml', 'routes/api.about']),
    )
    expect(wrong).toEqual([])
    expect(fingerprint(site)).toEqual(before)
  })

  // Checking an expired session deletes its row (docs/security.md: expiry really revokes), so the
  // database file changes by that one row: every other table stays as it was, uploads too.
  test('an expired session is deleted at first sight and does nothing else', async () => {
    const expired = await adminCookie(site, { expiresInMs: -60_000 })
    const sessions = () => {
      const db = site.db()
      const { n } = db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }
      db.close()
      return n
    }
    const uploads = () =>
      Object.entries(fingerprint(site)).filter(([path]) => path.startsWith(site.uploadsDir))
    const filesBefore = uploads()
    const tablesBefore = tableDigests(site)
    const sessionsBefore = sessions()

    const wrong = await adminMatrix([{ name: 'expired session', headers: { Cookie: expired } }])

    expect(wrong).toEqual([])
    expect(uploads()).toEqual(filesBefore)
    expect(sessions()).toBe(sessionsBefore - 1)
    expect({ ...tableDigests(site), sessions: '' }).toEqual({ ...tablesBefore, sessions: '' })
  })
})
