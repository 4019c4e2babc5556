// The inbox's CSV export, parsed back with a CSV parser: a BOM, every row, quoting, formulas
// disarmed, the status and date filters, and the admin only.
import { parse } from 'csv-parse/sync'
import { expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { consultations, contactMessages } from '#db/schema.ts'
import * as consultationExport from '#app/routes/admin.consultations.export[.]csv.ts'
import * as contactExport from '#app/routes/admin.contact-messages.export[.]csv.ts'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { formulaCells } from '#tests/support/spreadsheet.ts'

let cookie: string | undefined
async function download(module: typeof contactExport, query = '') {
  cookie ??= await sessionCookieFor((await createAdmin()).id)
  const response = (await module.loader({
    request: getRequest(`/admin/contact-messages/export.csv${query}`, cookie),
    params: {},
    context: {},
  })) as Response
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

const rows = (bytes: Buffer) =>
  parse(bytes, { bom: true, columns: true }) as Record<string, string>[]

test('every message, newest first, quoted and with formulas disarmed', async () => {
  cookie = undefined
  getDb()
    .insert(contactMessages)
    .values([
      {
        name: '=HYPERLINK("http://evil.example")',
        email: 'a@example.com',
        message: 'Line one\nLine "two", with a comma',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        name: 'Zoë',
        email: 'z@example.com',
        phone: '+1 555',
        message: '@SUM(1)',
        status: 'replied',
        sentFast: true,
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
      { name: 'Spam', email: 's@example.com', message: '-1', status: 'spam' },
    ])
    .run()
  const { response, bytes } = await download(contactExport)
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="messages-inbox.csv"',
  )
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const parsed = rows(bytes)
  expect(parsed.map((r) => r.name)).toEqual(['Zoë', `'=HYPERLINK("http://evil.example")`])
  // A phone number's + counts too: a spreadsheet would take +1 555 for a sum.
  expect(parsed[0]).toMatchObject({ phone: "'+1 555", status: 'replied', message: `'@SUM(1)` })
  expect(parsed[1]!.message).toBe('Line one\nLine "two", with a comma')
  expect(parsed[1]!.received).toBe('2026-01-01T10:00:00.000Z')
  // A lead sent back sooner than a person usually could says so (docs/security.md, "Spam").
  expect(parsed.map((r) => r.sent_fast)).toEqual(['yes', 'no'])
})

// Issue 28: the apostrophe guarded only a cell's start, and a spreadsheet that splits on `;` found
// `=1+1` in `hello;=1+1`.
test('no formula in any reading of the export, whatever list separator the spreadsheet uses', async () => {
  cookie = undefined
  const hostile = ['hello;=1+1', 'a line\n=2+3;', 'tabbed\t@SUM(1)', 'x; -2+3+cmd']
  getDb()
    .insert(contactMessages)
    .values(hostile.map((message, i) => ({ name: `N${i};+1`, email: 'a@example.com', message })))
    .run()
  const { bytes } = await download(contactExport)
  expect(formulaCells(bytes)).toEqual([])
  expect(rows(bytes).map((r) => r.message!.replaceAll("'", ''))).toEqual(hostile.reverse())
})

test('by status and by days', async () => {
  cookie = undefined
  getDb()
    .insert(consultations)
    .values([
      {
        name: 'Old',
        email: 'o@example.com',
        phone: '1',
        message: 'x',
        createdAt: new Date('2025-12-31T12:00:00'),
      },
      {
        name: 'In',
        email: 'i@example.com',
        phone: '1',
        message: 'x',
        createdAt: new Date('2026-01-15T12:00:00'),
      },
      {
        name: 'Spam',
        email: 's@example.com',
        phone: '1',
        message: 'x',
        status: 'spam',
        createdAt: new Date('2026-01-15T12:00:00'),
      },
    ])
    .run()
  const ranged = rows((await download(consultationExport, '?from=2026-01-01&to=2026-01-15')).bytes)
  expect(ranged.map((r) => r.name)).toEqual(['In'])
  const spam = rows((await download(consultationExport, '?status=spam')).bytes)
  expect(spam.map((r) => r.name)).toEqual(['Spam'])
  const junk = rows((await download(consultationExport, '?status=x&from=nope')).bytes)
  expect(junk.map((r) => r.name)).toEqual(['In', 'Old'])
})

test('only the admin may download', async () => {
  const refused = await contactExport
    .loader({ request: getRequest('/admin/contact-messages/export.csv'), params: {}, context: {} })
    .catch((thrown: unknown) => thrown)
  expect((refused as Response).status).toBe(302)
  expect((refused as Response).headers.get('Location')).toMatch(/^\/admin\/login/)
})
