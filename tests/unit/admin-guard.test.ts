// Every admin route module, found by file name, and every admin screen the registry mounts
// (db/kinds.ts SCREEN_ROUTES), so a new screen without a guard fails here.
import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { ActionFunction, LoaderFunction } from '@remix-run/node'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '#db/schema.ts'
import { seedDemo } from '#db/seed.ts'
import { SCREEN_ROUTES } from '#db/kinds.ts'
import { syncMediaLibrary } from '#app/models/media-library.server.ts'
import { SESSION_EXPIRED } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

type RouteModule = { loader?: LoaderFunction; action?: ActionFunction }
const modules = import.meta.glob<RouteModule>('../../app/routes/admin*.{ts,tsx}', { eager: true })
// Signing in, first-admin setup and signing out are the doors, not rooms behind them.
const PUBLIC = [
  'admin_.login.tsx',
  'admin_.login_.code.tsx',
  'admin_.setup.tsx',
  'admin_.invitation.tsx',
  'admin_.logout.ts',
]

// Upload doors called by the screens' scripts answer 401 JSON instead of redirecting: the script
// would follow a redirect silently and take the sign-in page for a success.
const JSON_DOORS = [
  'admin.hero-video.upload.ts',
  'admin.uploads.$kind.ts',
  'admin.media_.upload.ts',
]

const screens = import.meta.glob<RouteModule>('../../app/admin/kind-*.route.tsx', { eager: true })

const guarded = [
  ...Object.entries(modules)
    .map(([file, mod]) => ({ file: file.split('/').pop()!, mod }))
    .filter(({ file }) => !PUBLIC.includes(file)),
  // Named as its route file would have been.
  ...SCREEN_ROUTES.map(({ id, screen }) => ({
    file: `${id.slice('routes/'.length)}.tsx`,
    mod: screens[`../../app/admin/kind-${screen}.route.tsx`]!,
  })),
]
const withActions = guarded.filter(({ mod }) => mod.action)

/** The URL a route file answers (flat routes: dots are slashes, `_index` is the parent). */
function urlOf(file: string) {
  const path = file
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((part) => part !== '_index')
    .map((part) => part.replace(/^\$.*/, '1').replace(/_$/, ''))
    .join('/')
  return `/${path}`
}

const tables = Object.values(schema).flatMap((v) => (is(v, SQLiteTable) ? [v] : []))
function snapshot() {
  const db = getDb().$client
  return Object.fromEntries(
    tables.map((t) => {
      const name = getTableConfig(t).name
      return [name, db.prepare(`SELECT * FROM "${name}"`).all()]
    }),
  )
}

const FIELDS = {
  intent: 'delete',
  title: 'x',
  name: 'x',
  currentPassword: 'correct horse battery',
  newPassword: 'a brand new password',
  confirmPassword: 'a brand new password',
}

// Tables that hold nothing until someone signs in or sets up: every other one is filled below, so a
// refused action that still deleted or changed row 1 of anything would show in the snapshot.
// Empty unless something happens (the outbox fills only with SMTP settings): a write would still show.
const EMPTY_BY_NATURE = [
  'sessions',
  'api_tokens',
  'setup_tokens',
  'rate_limits',
  'outbox',
  // Written by the beacon and the analytics upkeep only (app/analytics/), never by an admin action.
  'analytics_salts',
  'analytics_strings',
  'analytics_pageviews',
  'analytics_daily',
  'analytics_days',
  // Counts of failed sign-ins (app/models/audit.server.ts), written by the sign-in alone.
  'sign_in_failures',
  // The uploads' queue to the replica (app/ops/replica-files.server.ts), written only with REPLICA_URL.
  'replica_files',
]

let adminId: number
beforeEach(async () => {
  resetAllLimits()
  adminId = (await createAdmin()).id
  const db = getDb()
  seedDemo(db, { uploadsDir: process.env.UPLOADS_DIR!, mediaDir: 'db/seed-media' })
  // The media library's rows for the demo files, as the server's start writes them.
  syncMediaLibrary()
  const now = new Date()
  db.insert(schema.contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello', createdAt: now })
    .run()
  db.insert(schema.consultations)
    .values({
      name: 'Ada',
      phone: '+1 555 0100',
      email: 'ada@example.com',
      message: 'Hi',
      createdAt: now,
    })
    .run()
  db.insert(schema.heroVideo)
    .values({ id: 1, url: '/uploads/hero/demo.mp4' })
    .onConflictDoNothing()
    .run()
  // Two-factor on, so a refused action that turned it off would show too.
  db.insert(schema.twoFactor)
    .values({ userId: adminId, secret: 'JBSWY3DPEHPK3PXP', enabledAt: now })
    .run()
  db.insert(schema.recoveryCodes).values({ userId: adminId, codeHash: 'x' }).run()
  db.insert(schema.trustedDevices)
    .values({ tokenHash: 'x', userId: adminId, expiresAt: new Date(Date.now() + 60_000) })
    .run()
  db.insert(schema.slugRedirects).values({ kind: 'blog', slug: 'an-old-address', itemId: 1 }).run()
  db.insert(schema.previewKeys).values({ kind: 'blog', itemId: 1, nonce: 'a-preview-key' }).run()
  db.insert(schema.trash)
    .values({
      entity: 'service',
      entityId: 999,
      title: 'In the trash',
      deletedAt: now,
      deletedBy: 'Test Admin',
      snapshot: JSON.stringify({
        row: { id: 999, title: 'In the trash' },
        children: [],
        redirects: [],
      }),
    })
    .run()
  db.insert(schema.revisions)
    .values({ entity: 'service', entityId: 1, snapshot: '{}', via: 'admin', at: now })
    .run()
  db.insert(schema.revisionUploads).values({ revisionId: 1, url: '/uploads/blogs/x.png' }).run()
  db.insert(schema.uploadRefs)
    .values({ url: '/uploads/blogs/x.png', kind: 'blog', itemId: 1 })
    .run()
  // The demo has its Arabic texts (db/seed-ar.ts); this row is there already or added.
  db.insert(schema.translations)
    .values({ kind: 'blog', itemId: 1, language: 'ar', field: 'title', value: 'منشور' })
    .onConflictDoNothing()
    .run()
  db.insert(schema.translationPublication)
    .values({ kind: 'blog', itemId: 1, language: 'ar', slug: 'منشور' })
    .run()
  db.insert(schema.translationSlugRedirects)
    .values({ kind: 'blog', language: 'ar', slug: 'منشور-قديم', itemId: 1 })
    .run()
  db.insert(schema.redirects).values({ source: '/an-old-page', target: '/about' }).run()
  db.insert(schema.autosaves)
    .values({ userId: adminId, entity: 'blog', item: '1', fields: '[]', savedAt: new Date() })
    .run()
  db.insert(schema.webhookEndpoints)
    .values({ url: 'https://hooks.example/in', events: '["lead.contact"]', secret: 'whsec_x' })
    .run()
  db.insert(schema.invitations)
    .values({
      email: 'invited@example.com',
      tokenHash: 'x',
      invitedByName: 'Test Admin',
      expiresAt: new Date(Date.now() + 60_000),
    })
    .run()
  db.insert(schema.webhookDeliveries)
    .values({ deliveryId: 'd-1', endpointId: 1, event: 'ping', body: '{}', nextAttemptAt: now })
    .run()
})

test('every table the actions could touch holds rows, row 1 among them', () => {
  for (const [name, rows] of Object.entries(snapshot())) {
    if (EMPTY_BY_NATURE.includes(name)) continue
    expect(rows.length, `${name} has rows`).toBeGreaterThan(0)
    const ids = (rows as Array<{ id?: unknown }>).map((row) => row.id)
    if (ids[0] !== undefined) expect(ids, `${name} has row 1`).toContain(1)
  }
})

test('the screens of the spec are all here, and some of them act', () => {
  expect(withActions.length).toBeGreaterThan(0)
  const urls = guarded.map(({ file }) => urlOf(file))
  for (const path of ['dashboard', 'services', 'about', 'projects', 'blogs', 'full-blog']) {
    expect(urls).toContain(`/admin/${path}`)
  }
  for (const path of ['testimonials', 'categories', 'hero-video', 'detailed-services']) {
    expect(urls).toContain(`/admin/${path}`)
  }
  for (const path of ['detailed-projects', 'contact-messages', 'consultations', 'settings']) {
    expect(urls).toContain(`/admin/${path}`)
  }
})

describe.each(guarded)('$file', ({ file, mod }) => {
  const url = urlOf(file)

  test('its loader sends a visitor without a session to the sign-in page and back', async () => {
    expect(mod.loader, `${file} needs a loader that calls requireAdmin`).toBeTypeOf('function')
    const result = await settle(async () =>
      mod.loader!({ request: getRequest(url), params: { id: '1' }, context }),
    )
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(302)
    expect((result as Response).headers.get('Location')).toBe(
      `/admin/login?redirectTo=${encodeURIComponent(url)}`,
    )
  })
})

describe.each(withActions)('$file', ({ file, mod }) => {
  const url = urlOf(file)

  test('its action refuses without a session and changes nothing', async () => {
    const before = snapshot()
    const result = await settle(async () =>
      mod.action!({ request: formRequest(url, FIELDS), params: { id: '1' }, context }),
    )
    if (JSON_DOORS.includes(file)) {
      expect((result as Response).status).toBe(401)
      expect(await (result as Response).json()).toEqual({ message: SESSION_EXPIRED })
    } else {
      expect((result as Response).status).toBe(302)
      expect((result as Response).headers.get('Location')).toMatch(/^\/admin\/login\?redirectTo=/)
    }
    expect(snapshot()).toEqual(before)
  })

  test('its action refuses a cross-site post even with a session', async () => {
    const cookie = await sessionCookieFor(adminId)
    const before = snapshot()
    const result = await settle(async () =>
      mod.action!({
        request: formRequest(url, FIELDS, { cookie, origin: 'https://evil.example' }),
        params: { id: '1' },
        context,
      }),
    )
    expect((result as Response).status).toBe(403)
    expect(snapshot()).toEqual(before)
  })
})
