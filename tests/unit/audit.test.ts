// The audit log: each door's writes land with the right actor and address, sign-ins and failures
// are recorded without secrets, the screen filters and pages, the CSV export, and nothing edits it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { backupSite } from '#app/ops/backup.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_MS,
  listAudit,
  iterateAudit,
  pruneAudit,
  recordAuditOrLog,
  recordSignInFailure,
} from '#app/models/audit.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { openLead } from '#app/models/leads.server.ts'
import { issuePreviewToken, revokePreviews } from '#app/models/preview.server.ts'
import { codeAt, confirmEnrolment, startEnrolment } from '#app/models/two-factor.server.ts'
import * as auditRoute from '#app/routes/admin.audit.tsx'
import * as exportRoute from '#app/routes/admin.audit.export[.]csv.ts'
import { action as categoriesAction } from '#app/routes/admin.categories.tsx'
import { action as loginAction } from '#app/routes/admin_.login.tsx'
import * as servicesApi from '#app/routes/api.services.ts'
import * as blogUpload from '#app/routes/api.uploads.blogs.ts'
import * as apiLogin from '#app/routes/api.users.login.ts'
import { setAdminLanguage, type PublicUser } from '#app/models/user.server.ts'
import { admin as apiAdmin, body, call } from '#tests/api/helpers.ts'
import {
  ADMIN,
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'
import { formulaCells } from '#tests/support/spreadsheet.ts'

const rows = () => getDb().select().from(auditLog).all()
const last = () => rows().at(-1)!
const inRequest = <T>(address: string, fn: () => Promise<T>) =>
  withRequestContext({ address, actor: null }, fn)

let admin: PublicUser
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
})

describe('who, what, when and from where', () => {
  test('an admin form write is recorded with the admin and the address', async () => {
    const cookie = await sessionCookieFor(admin.id)
    await inRequest('198.51.100.23', () =>
      settle(() =>
        categoriesAction({
          request: formRequest(
            '/admin/categories',
            { intent: 'add-category', name: 'Audited' },
            { cookie },
          ),
          params: {},
          context,
        }),
      ),
    )
    expect(last()).toMatchObject({
      actorId: admin.id,
      actorName: ADMIN.name,
      via: 'admin',
      address: '198.51.100.23',
      action: 'create',
      entity: 'category',
    })
    expect(last().entityId).toMatch(/^\d+$/)
    expect(Date.now() - last().at.getTime()).toBeLessThan(60_000)
  })

  test('an /api write is recorded with the token holder and the address', async () => {
    const { user, token } = await apiAdmin('Api Writer')
    const created = await call(servicesApi, 'POST', '/api/services', {
      token,
      ip: '203.0.113.99',
      json: { title: 'Audited service', description: 'd', icon: 'star' },
    })
    expect(created.status).toBe(201)
    const { _id } = await body<{ _id: string }>(created)
    expect(last()).toMatchObject({
      actorId: user.id,
      actorName: 'Api Writer',
      via: 'api',
      address: '203.0.113.99',
      action: 'create',
      entity: 'service',
      entityId: _id,
    })
    await call(servicesApi, 'DELETE', `/api/services/${_id}`, { token, ip: '203.0.113.99' })
  })

  test('an /api upload is recorded with the file it stored', async () => {
    const { user, token } = await apiAdmin('Uploader')
    const form = new FormData()
    const png = readFileSync(new URL('../../db/seed-media/demo-1.png', import.meta.url))
    form.append('coverImage', new Blob([new Uint8Array(png)]), 'cover.png')
    const response = await call(blogUpload, 'POST', '/api/uploads/blogs', {
      token,
      ip: '203.0.113.5',
      body: form,
    })
    expect(response.status).toBe(201)
    const { fileUrl } = await body<{ fileUrl: string }>(response)
    expect(last()).toMatchObject({
      actorId: user.id,
      via: 'api',
      address: '203.0.113.5',
      action: 'upload',
      entity: 'file',
      detail: fileUrl,
    })
  })

  test('outside any request the system is the actor', () => {
    recordAuditOrLog({ action: 'update', entity: 'settings' })
    expect(last()).toMatchObject({ actorName: 'system', via: 'system', address: null })
  })

  test('a failed sign-in names the address typed, never the password; a good one the user', async () => {
    const signIn = (password: string) =>
      inRequest('192.0.2.44', () =>
        settle(() =>
          loginAction({
            request: formRequest('/admin/login', { email: ADMIN.email, password }),
            params: {},
            context,
          }),
        ),
      )
    await signIn('a wrong password here')
    expect(last()).toMatchObject({
      actorId: null,
      actorName: ADMIN.email,
      via: 'admin',
      address: '192.0.2.44',
      action: 'sign-in-failed',
      detail: 'wrong password',
    })
    await signIn(ADMIN.password)
    expect(last()).toMatchObject({
      actorId: admin.id,
      action: 'sign-in',
      entity: 'session',
      detail: 'password',
      address: '192.0.2.44',
    })
    expect(JSON.stringify(rows())).not.toContain('a wrong password here')
    expect(JSON.stringify(rows())).not.toContain(ADMIN.password)
  })

  test('failed sign-ins are one row an address, hour and reason, with the count (issue 28)', () => {
    // A year and three hours ago (rounded to its hour), so that pruning can take them at the end.
    const HOUR = 60 * 60_000
    const hour = Math.floor((Date.now() - AUDIT_RETENTION_MS - 3 * HOUR) / HOUR) * HOUR
    const fail = (
      address: string,
      minute: number,
      detail = 'wrong password',
      name = 'a@x.example',
    ) =>
      withRequestContext({ address, actor: null }, () =>
        recordSignInFailure(
          { action: 'sign-in-failed', entity: 'user', detail },
          { actor: { userId: null, name, via: 'admin' }, now: hour + minute * 60_000 },
        ),
      )
    const before = rows().length
    for (let minute = 0; minute < 12; minute++)
      fail('203.0.113.7', minute * 5, undefined, `guess${minute}@x.example`)
    fail('203.0.113.8', 1)
    fail('203.0.113.7', 30, 'wrong code')
    fail('203.0.113.7', 61)
    expect(rows().length - before).toBe(4)
    const shown = listAudit({ action: 'sign-in-failed' }).rows
    expect(shown.map((r) => [r.address, r.actorName, r.detail])).toEqual([
      ['203.0.113.7', 'a@x.example', 'wrong password'],
      ['203.0.113.7', 'a@x.example', 'wrong code'],
      ['203.0.113.8', 'a@x.example', 'wrong password'],
      ['203.0.113.7', 'guess0@x.example', 'wrong password, 12 attempts this hour'],
    ])
    // The export says the same.
    expect([...iterateAudit({ action: 'sign-in-failed' })].map((r) => r.detail)).toContain(
      'wrong password, 12 attempts this hour',
    )
    // The counts go with their rows when a year has passed.
    expect(pruneAudit()).toBeGreaterThanOrEqual(4)
    expect(getDb().$client.prepare('SELECT count(*) AS n FROM sign_in_failures').get()).toEqual({
      n: 0,
    })
  })

  test('an API sign-in and its token are recorded, the token never; two-factor changes too', async () => {
    const response = await inRequest('192.0.2.45', () =>
      apiLogin.action({
        request: new Request('http://localhost/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
        }),
        params: {},
        context,
      }),
    )
    const { token } = await body<{ token: string }>(response)
    expect(last()).toMatchObject({
      actorId: admin.id,
      via: 'api',
      action: 'sign-in',
      entity: 'api-token',
      address: '192.0.2.45',
    })
    startEnrolment(admin.id)
    const secret = getDb().$client.prepare('SELECT secret FROM two_factor').pluck().get() as string
    const codes = confirmEnrolment(admin.id, codeAt(secret, Date.now()))!
    expect(last()).toMatchObject({ action: 'enable', entity: 'two-factor' })
    const all = JSON.stringify(rows())
    for (const secretText of [token, secret, ...codes]) expect(all).not.toContain(secretText)
  })

  test('a backup from the command line is the operator’s', async () => {
    const operator = { userId: null, name: 'command line', via: 'cli' as const }
    await withRequestContext({ address: null, actor: operator }, () =>
      backupSite(join(process.env.TEST_TMP_DIR!, `audit-${Date.now()}.tar.gz`)),
    )
    expect(last()).toMatchObject({ actorName: 'command line', via: 'cli', action: 'backup' })
  })

  test('opening a new lead is a change of status: written once, not on the next opening', async () => {
    const id = Number(
      (await createContactMessage({ name: 'Opened', email: 'o@example.com', message: 'Hi' }))._id,
    )
    const before = rows().length
    openLead('contact', id)
    expect(last()).toMatchObject({
      action: 'status',
      entity: 'contact-message',
      entityId: String(id),
      detail: 'read (opened)',
    })
    openLead('contact', id)
    expect(rows()).toHaveLength(before + 1)
  })

  test('a preview link issued and revoked is written, the link never', () => {
    const post = createBlogPost(
      { title: 'Draft for a client', content: '<p>Soon</p>', status: 'draft' },
      admin.id,
    )
    const id = Number(post._id)
    const { token, expiresAt } = issuePreviewToken('blog', id)
    expect(last()).toMatchObject({
      action: 'create',
      entity: 'preview-link',
      entityId: `blog ${id}`,
      detail: `until ${expiresAt.toISOString()}`,
    })
    revokePreviews('blog', id)
    expect(last()).toMatchObject({
      action: 'revoke',
      entity: 'preview-link',
      entityId: `blog ${id}`,
    })
    expect(JSON.stringify(rows())).not.toContain(token.split('.').at(-1))
  })
})

describe('the log cannot be edited', () => {
  test('the database refuses to change a row or to delete one younger than a year', () => {
    recordAuditOrLog({ action: 'update', entity: 'settings' })
    const db = getDb().$client
    expect(() => db.prepare("UPDATE audit_log SET actor_name = 'someone else'").run()).toThrow(
      /append-only/,
    )
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/kept for a year/)
  })

  test('pruning removes what is older than a year, and only that', () => {
    const now = Date.now()
    recordAuditOrLog(
      { action: 'update', entity: 'about' },
      { now: now - AUDIT_RETENTION_MS - 60_000 },
    )
    recordAuditOrLog(
      { action: 'update', entity: 'settings' },
      { now: now - AUDIT_RETENTION_MS + 60_000 },
    )
    const before = rows().length
    expect(pruneAudit(now)).toBe(1)
    expect(rows()).toHaveLength(before - 1)
    expect(rows().map((r) => r.entity)).not.toContain('about')
  })

  test('no route has an action on it, and only the audit model touches its table', () => {
    expect('action' in auditRoute).toBe(false)
    expect('action' in exportRoute).toBe(false)
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
      )
    const touching = files('app').filter((f) => /\bauditLog\b/.test(readFileSync(f, 'utf8')))
    expect(touching).toEqual([join('app', 'models', 'audit.server.ts')])
  })
})

describe('the audit screen', () => {
  function fill() {
    const base = Date.now() - 10 * 60_000
    for (let i = 0; i < 2 * AUDIT_PAGE_SIZE + 5; i++) {
      recordAuditOrLog(
        { action: i % 2 ? 'update' : 'delete', entity: 'blog', entityId: i },
        { actor: { userId: null, name: 'Filler', via: 'api' }, now: base + i * 1000 },
      )
    }
    recordAuditOrLog(
      { action: 'create', entity: 'service', entityId: 1 },
      { actor: { userId: null, name: 'Other', via: 'admin' }, now: base },
    )
  }

  const page = async (query: string) => {
    const cookie = await sessionCookieFor(admin.id)
    return (await auditRoute.loader({
      request: getRequest(`/admin/audit${query}`, cookie),
      params: {},
      context,
    })) as Awaited<ReturnType<typeof auditRoute.loader>>
  }

  test('filters by who, what, action and date, newest first, 25 to a page', async () => {
    fill()
    const filler = await page('?who=Filler')
    expect(filler.total).toBe(2 * AUDIT_PAGE_SIZE + 5)
    expect(filler.rows).toHaveLength(AUDIT_PAGE_SIZE)
    expect(filler.pages).toBe(3)
    expect(filler.rows[0]!.entityId).toBe(String(2 * AUDIT_PAGE_SIZE + 4))
    const third = await page('?who=Filler&page=3')
    expect(third.rows).toHaveLength(5)
    expect(third.rows.at(-1)!.entityId).toBe('0')
    expect((await page('?entity=service')).rows.map((r) => r.who)).toEqual(['Other'])
    expect((await page('?who=Filler&action=delete')).total).toBe(AUDIT_PAGE_SIZE + 3)
    expect((await page('?from=2000-01-01&to=2000-01-02')).total).toBe(0)
    expect(listAudit({ until: new Date(0) }).total).toBe(0)
    expect((await page('')).choices.who).toEqual(expect.arrayContaining(['Filler', 'Other']))
  })

  // Issue 34: the screen showed the stored codes (update, blog, api) to an English and an Arabic admin
  // alike; each now has a name in the admin's language, the code kept beside it.
  test("names each code in the admin's language, the code kept beside it", async () => {
    fill()
    const first = (await page('?who=Filler')).rows[0]!
    expect([first.action, first.entity, first.via]).toEqual([
      { code: 'delete', name: 'Deleted' },
      { code: 'blog', name: 'Post' },
      { code: 'api', name: 'API' },
    ])
    setAdminLanguage(admin.id, 'ar')
    const arabic = await page('?who=Other')
    expect([arabic.rows[0]!.action, arabic.rows[0]!.entity, arabic.rows[0]!.via]).toEqual([
      { code: 'create', name: 'إنشاء' },
      { code: 'service', name: 'خدمة' },
      { code: 'admin', name: 'لوحة التحكم' },
    ])
    expect(arabic.choices.action).toEqual(
      expect.arrayContaining([
        { code: 'delete', name: 'حذف' },
        { code: 'update', name: 'تعديل' },
      ]),
    )
    // A code no name is written for yet is shown as it is.
    recordAuditOrLog({ action: 'frobnicate', entity: 'gadget' })
    const unknown = (await page('?action=frobnicate')).rows[0]!
    expect([unknown.action.name, unknown.entity.name]).toEqual(['frobnicate', 'gadget'])
  })

  test('exports what the filters match as CSV', async () => {
    fill()
    const response = await exportRoute.loader({
      request: getRequest(
        '/admin/audit/export.csv?who=Filler&action=update',
        await sessionCookieFor(admin.id),
      ),
      params: {},
      context,
    })
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const records = parse((await response.text()).replace(/^\uFEFF/, ''), { columns: true })
    expect(records).toHaveLength(AUDIT_PAGE_SIZE + 2)
    expect(records[0]).toMatchObject({
      who: 'Filler',
      via: 'api',
      action: 'update',
      entity: 'blog',
    })
  })

  // Issue 28: a failed sign-in's typed e-mail `x;=1+1` gave a spreadsheet splitting on `;` a formula.
  test('the export holds no formula in any reading, whatever list separator', async () => {
    const typed = (name: string) => ({ actor: { userId: null, name, via: 'admin' } })
    recordAuditOrLog({ action: 'sign-in-failed', entity: 'user' }, typed('x;=1+1'))
    recordAuditOrLog({ action: 'sign-in-failed', entity: 'user', detail: 'y\n=2+3;' }, typed('y'))
    const response = await exportRoute.loader({
      request: getRequest('/admin/audit/export.csv', await sessionCookieFor(admin.id)),
      params: {},
      context,
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString()).toContain("x;'=1+1")
    expect(formulaCells(bytes)).toEqual([])
  })
})
