// A post whose body is not a form the action can read (no body, JSON, a broken multipart) is a bad
// request, never a 500: every admin action, the sign-in form and the /api upload doors. Found by
// the fuzz proof (tests/stress/fuzz.test.ts).
import type { ActionFunction } from '@remix-run/node'
import { beforeEach, describe, expect, test } from 'vitest'
import { seedDemo } from '#db/seed.ts'
import { issueApiToken } from '#app/api/api-auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import { context, createAdmin, ORIGIN, sessionCookieFor, settle } from '#tests/support/auth.ts'

type RouteModule = { action?: ActionFunction }
const modules = import.meta.glob<RouteModule>(
  ['../../app/routes/admin*.{ts,tsx}', '../../app/routes/api.uploads.*.ts'],
  { eager: true },
)
const withActions = Object.entries(modules)
  .map(([file, mod]) => ({ file: file.split('/').pop()!, mod }))
  .filter(({ mod }) => mod.action)

// A part header the multipart parser refuses (mismatched quotes), then one with no field name.
const BROKEN_MULTIPART = [
  '--b\r\nContent-Disposition: form-data; name="title"; filename="a\r\n\r\nx\r\n--b--\r\n',
  '--b\r\nContent-Disposition: form-data; name=""; filename="x.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--b--\r\n',
]
const BODIES: { name: string; type?: string; body?: string }[] = [
  { name: 'no body' },
  { name: 'JSON', type: 'application/json', body: '{"title":"x"}' },
  { name: 'text', type: 'text/plain', body: 'title=x' },
  ...BROKEN_MULTIPART.map((body, i) => ({
    name: `broken multipart ${i + 1}`,
    type: 'multipart/form-data; boundary=b',
    body,
  })),
]

/** The status a route's answer has: a Response, data() with an init, or plain data (200). */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status
  const init = (result as { init?: { status?: number } } | null)?.init
  return init?.status ?? 200
}

let cookie: string
let token: string
beforeEach(async () => {
  resetAllLimits()
  const admin = await createAdmin()
  // Row 1 of everything exists, so each action gets past its lookup to the body.
  seedDemo(getDb(), { uploadsDir: process.env.UPLOADS_DIR!, mediaDir: 'db/seed-media' })
  cookie = await sessionCookieFor(admin.id)
  token = issueApiToken(admin.id)
})

test('the admin actions and the upload doors are all here', () => {
  const files = withActions.map(({ file }) => file)
  expect(files).toContain('admin_.login.tsx')
  expect(files).toContain('admin.services.new.tsx')
  expect(files).toContain('api.uploads.projects.ts')
  expect(files.length).toBeGreaterThan(30)
})

describe.each(withActions)('$file', ({ file, mod }) => {
  test.each(BODIES)('a post with $name is answered below 500', async ({ type, body }) => {
    const headers = new Headers({ Origin: ORIGIN, Cookie: cookie })
    if (file.startsWith('api.')) headers.set('Authorization', `Bearer ${token}`)
    if (type) headers.set('Content-Type', type)
    const request = new Request(`${ORIGIN}/x`, { method: 'POST', headers, body })
    const params = { id: '1', kind: 'projects' }
    const result = await settle(() =>
      withRequestContext({ address: context.clientAddress, actor: null }, async () =>
        mod.action!({ request, params, context }),
      ),
    )
    expect(statusOf(result)).toBeLessThan(500)
  })
})
