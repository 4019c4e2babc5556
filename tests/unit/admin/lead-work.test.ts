// What the admin keeps on a lead (app/models/lead-work.server.ts): a private note and an outcome,
// posted from the lead's screen, kept in its history, filterable in the list and in the CSV export
// (made as safe to open in a spreadsheet as the rest of it). Against a real SQLite file.
import { parse } from 'csv-parse/sync'
import { beforeEach, expect, test } from 'vitest'
import { consultations, contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import { formErrorOf, postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import { getLeadRow, listLeadPage } from '#app/models/leads.server.ts'
import { setLeadNote, setLeadOutcome } from '#app/models/lead-work.server.ts'
import { action, loader } from '#app/routes/admin.contact-messages.$id.tsx'
import { loader as listLoader } from '#app/routes/admin.contact-messages.tsx'
import * as consultationExport from '#app/routes/admin.consultations.export[.]csv.ts'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'
import { formulaCells } from '#tests/support/spreadsheet.ts'

beforeEach(() => resetAllLimits())

const asRequest = <T>(fn: () => T): T =>
  withRequestContext({ address: '203.0.113.7', actor: null }, fn)

const addMessage = (name: string, values: Partial<typeof contactMessages.$inferInsert> = {}) =>
  getDb()
    .insert(contactMessages)
    .values({ name, email: `${name.toLowerCase()}@example.com`, message: 'Hello', ...values })
    .returning()
    .get()

async function signedIn() {
  return sessionCookieFor((await createAdmin()).id)
}

test('a note and an outcome posted from the lead come back to it, and its history says so', async () => {
  const cookie = await signedIn()
  const lead = addMessage('Ada')
  const path = `/admin/contact-messages/${lead.id}?status=new`
  const params = { id: String(lead.id) }
  const post = (fields: Record<string, string>) =>
    settle(() =>
      asRequest(() => action({ request: formRequest(path, fields, { cookie }), params, context })),
    )

  const noted = (await post({
    intent: 'note',
    note: '  Call back on Monday\nafter 10  ',
  })) as Response
  expect(noted.status).toBe(302)
  expect(noted.headers.get('Location')).toBe(path)
  const won = (await post({ intent: 'outcome', outcome: 'won' })) as Response
  expect(won.headers.get('Location')).toBe(path)
  // The same note again is no edit: the history shows real changes only.
  await post({ intent: 'note', note: 'Call back on Monday\nafter 10' })

  const row = getLeadRow('contact', lead.id)!
  expect(row).toMatchObject({ note: 'Call back on Monday\nafter 10', outcome: 'won' })
  // Neither is a status: the lead is as it was.
  expect(row.status).toBe('new')
  const page = await asRequest(() => loader({ request: getRequest(path, cookie), params, context }))
  expect(page.item).toMatchObject({ note: 'Call back on Monday\nafter 10', outcome: 'won' })
  expect(page.history.map(({ what, detail }) => ({ what, detail }))).toEqual([
    { what: 'Note edited', detail: null },
    { what: 'Outcome set', detail: 'won' },
    // Opened just now (the loader above), after the two posts.
    { what: 'Status changed', detail: 'read (opened)' },
  ])

  await post({ intent: 'outcome', outcome: 'none' })
  expect(getLeadRow('contact', lead.id)!.outcome).toBeNull()
})

test('a bad outcome or a note too long is refused with a message, nothing kept', async () => {
  const cookie = await signedIn()
  const lead = addMessage('Bo')
  const path = `/admin/contact-messages/${lead.id}`
  const params = { id: String(lead.id) }
  const post = (fields: Record<string, string>) =>
    asRequest(() => action({ request: formRequest(path, fields, { cookie }), params, context }))

  // The one form reply (docs/architecture.md, "Form replies"): the outcome's error is the form's.
  const bad = (await post({ intent: 'outcome', outcome: 'maybe' })) as unknown as {
    data: FormReply
    init: { status: number }
  }
  expect(bad.init.status).toBe(400)
  expect(bad.data).toEqual({
    result: { status: 'error', error: { '': ['Outcome must be one of: won, lost, none'] } },
  })
  expect(formErrorOf(bad.data)).toBe('Outcome must be one of: won, lost, none')

  // The note's error is beside the note, with what was typed.
  const long = 'x'.repeat(5001)
  const tooLong = (await post({ intent: 'note', note: long })) as unknown as {
    data: FormReply
    init: { status: number }
  }
  expect(tooLong.init.status).toBe(400)
  expect(Object.keys(tooLong.data)).toEqual(['result'])
  expect(fieldErrors(tooLong.data, 'note')).toEqual(['Note must be at most 5,000 characters'])
  expect(typedValue(tooLong.data, 'note')).toBe(long)
  expect(postedIntent(tooLong.data)).toBe('note')
  expect(formErrorOf(tooLong.data)).toBeUndefined()

  // So is a status that is none of the lead's.
  const status = (await post({ status: 'lost-in-space' })) as unknown as {
    data: FormReply
    init: { status: number }
  }
  expect(status.init.status).toBe(400)
  expect(formErrorOf(status.data)).toBeDefined()
  expect(getLeadRow('contact', lead.id)).toMatchObject({ note: '', outcome: null })
})

test('a post for a lead that is not there is a 404, and a signed-out one goes to sign in', async () => {
  const cookie = await signedIn()
  const missing = await settle(() =>
    asRequest(() =>
      action({
        request: formRequest(
          '/admin/contact-messages/999',
          { intent: 'note', note: 'x' },
          { cookie },
        ),
        params: { id: '999' },
        context,
      }),
    ),
  )
  expect((missing as Response).status).toBe(404)
  const lead = addMessage('Cy')
  const anonymous = await settle(() =>
    action({
      request: formRequest(`/admin/contact-messages/${lead.id}`, {
        intent: 'outcome',
        outcome: 'won',
      }),
      params: { id: String(lead.id) },
      context,
    }),
  )
  expect((anonymous as Response).status).toBe(302)
  expect(getLeadRow('contact', lead.id)!.outcome).toBeNull()
})

test('the list filters by outcome, within a status tab and a search', async () => {
  const cookie = await signedIn()
  const won = addMessage('Won one')
  const lost = addMessage('Lost one')
  addMessage('Open one')
  const archivedWon = addMessage('Archived won', { status: 'archived' })
  setLeadOutcome('contact', won.id, 'won')
  setLeadOutcome('contact', lost.id, 'lost')
  setLeadOutcome('contact', archivedWon.id, 'won')

  const names = (outcome: 'any' | 'won' | 'lost' | 'none', view: 'inbox' | 'archived' = 'inbox') =>
    listLeadPage('contact', { view, outcome }).rows.map((r) => r.name)
  expect(names('won')).toEqual(['Won one'])
  expect(names('lost')).toEqual(['Lost one'])
  expect(names('none')).toEqual(['Open one'])
  expect(names('any')).toHaveLength(3)
  expect(names('won', 'archived')).toEqual(['Archived won'])
  expect(listLeadPage('contact', { outcome: 'won', query: 'one' }).rows.map((r) => r.name)).toEqual(
    ['Won one'],
  )

  // The screen reads it from its address; anything else is every outcome.
  const list = await listLoader({
    request: getRequest('/admin/contact-messages?outcome=lost', cookie),
    params: {},
    context,
  })
  const body = (list as unknown as { data: { outcome: string; items: { name: string }[] } }).data
  expect(body.outcome).toBe('lost')
  expect(body.items.map((i) => i.name)).toEqual(['Lost one'])
  const odd = (await listLoader({
    request: getRequest('/admin/contact-messages?outcome=maybe', cookie),
    params: {},
    context,
  })) as unknown as { data: { outcome: string; items: unknown[] } }
  expect(odd.data.outcome).toBe('any')
  expect(odd.data.items).toHaveLength(3)
})

test('the CSV has each lead’s outcome and note, by outcome when asked, and no formula', async () => {
  const cookie = await signedIn()
  const rows = getDb()
    .insert(consultations)
    .values([
      { name: 'Won', email: 'w@example.com', phone: '1', message: 'm' },
      { name: 'Lost', email: 'l@example.com', phone: '2', message: 'm' },
      { name: 'Open', email: 'o@example.com', phone: '3', message: 'm' },
    ])
    .returning()
    .all()
  setLeadOutcome('consultation', rows[0]!.id, 'won')
  setLeadNote('consultation', rows[0]!.id, '=HYPERLINK("http://evil.example");+1\n@SUM(1)')
  setLeadOutcome('consultation', rows[1]!.id, 'lost')
  setLeadNote('consultation', rows[1]!.id, 'سعر أعلى من ميزانيتهم')

  const download = async (query = '') => {
    const response = (await consultationExport.loader({
      request: getRequest(`/admin/consultations/export.csv${query}`, cookie),
      params: {},
      context,
    })) as Response
    return Buffer.from(await response.arrayBuffer())
  }
  const all = await download()
  expect(formulaCells(all)).toEqual([])
  const parsed = parse(all, { bom: true, columns: true }) as Record<string, string>[]
  // The two columns come last, after the ones a CRM already maps.
  expect(Object.keys(parsed[0]!).slice(-3)).toEqual(['language', 'outcome', 'note'])
  expect(parsed.map((r) => [r.name, r.outcome])).toEqual([
    ['Open', ''],
    ['Lost', 'lost'],
    ['Won', 'won'],
  ])
  expect(parsed[2]!.note).toBe(`'=HYPERLINK("http://evil.example");'+1\n'@SUM(1)`)
  // An Arabic note is isolated, as an Arabic name is (app/lib/bidi.ts).
  expect(parsed[1]!.note).toBe('\u2068سعر أعلى من ميزانيتهم\u2069')

  const wonOnly = parse(await download('?outcome=won'), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  expect(wonOnly.map((r) => r.name)).toEqual(['Won'])
  const open = parse(await download('?outcome=none'), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  expect(open.map((r) => r.name)).toEqual(['Open'])
})
