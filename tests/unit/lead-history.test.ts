// A lead's history names each administrator who touched it (several administrators,
// docs/decisions/051-team.md): the lead screen lists the audit log's rows of that lead.
import { beforeEach, expect, test } from 'vitest'
import { contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import { acceptInvitation, createInvitation } from '#app/models/invitation.server.ts'
import { action, loader } from '#app/routes/admin.contact-messages.$id.tsx'
import {
  context,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

beforeEach(() => resetAllLimits())

/** As the server runs each request: in a context of its own that the guard names its actor in. */
const asRequest = <T>(fn: () => T): T =>
  withRequestContext({ address: '203.0.113.7', actor: null }, fn)

test('the lead screen shows who opened it and who archived it, by name', async () => {
  const admin = await createAdmin()
  const { token } = createInvitation('second@example.com', admin)
  const second = await acceptInvitation(token, {
    name: 'Second Admin',
    password: 'a long enough password',
  })
  const lead = getDb()
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
    .returning()
    .get()
  const path = `/admin/contact-messages/${lead.id}`
  const params = { id: String(lead.id) }
  const first = await sessionCookieFor(admin.id)
  const theirs = await sessionCookieFor(second.id)
  await asRequest(() => loader({ request: getRequest(path, first), params, context }))
  const archived = await settle(() =>
    asRequest(() =>
      action({
        request: formRequest(path, { status: 'archived' }, { cookie: theirs }),
        params,
        context,
      }),
    ),
  )
  expect((archived as Response).status).toBe(302)
  const page = await asRequest(() => loader({ request: getRequest(path, theirs), params, context }))
  expect(page.history.map(({ who, what, detail }) => ({ who, what, detail }))).toEqual([
    { who: 'Test Admin', what: 'Status changed', detail: 'read (opened)' },
    { who: 'Second Admin', what: 'Status changed', detail: 'archived' },
  ])
})
