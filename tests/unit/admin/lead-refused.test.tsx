// A lead's refused post drawn again (docs/architecture.md, "Form replies"): the note comes back as
// typed with its error beside the field, and a refused outcome says why above the lead.
import { expect, test } from 'vitest'
import { contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import * as lead from '#app/routes/admin.contact-messages.$id.tsx'
import { createAdmin, formRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

async function refused(fields: Record<string, string>) {
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const row = getDb()
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello', note: 'Kept before' })
    .returning()
    .get()
  const path = `/admin/contact-messages/${row.id}`
  return withRequestContext({ address: '203.0.113.7', actor: null }, () =>
    render(lead, '/admin/contact-messages/:id', formRequest(path, fields, { cookie })),
  )
}

test('a note too long comes back as typed, its error beside the field', async () => {
  const typed = `Call back ${'x'.repeat(5000)}`
  const { status, html } = await refused({ intent: 'note', note: typed })
  expect(status).toBe(400)
  expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Call back x+<\/textarea>/)
  expect(html).not.toContain('Kept before')
  expect(html).toContain('id="lead-note-error"')
  expect(html).toContain('Note must be at most 5,000 characters')
})

test('an outcome that is none of the three is said above the lead; the note is as kept', async () => {
  const { status, html } = await refused({ intent: 'outcome', outcome: 'maybe' })
  expect(status).toBe(400)
  expect(html).toContain('Outcome must be one of: won, lost, none')
  expect(html).toMatch(/<textarea[^>]*>Kept before<\/textarea>/)
  expect(html).not.toContain('id="lead-note-error"')
})
