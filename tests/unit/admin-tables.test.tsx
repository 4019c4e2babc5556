// The admin tables show a description's text, cut at a whole character, never its raw markup.
import { expect, test } from 'vitest'
import { createService } from '#app/models/service.server.ts'
import * as servicesRoute from '#app/routes/admin.services.tsx'
import { createAdmin, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

test('a service whose description is HTML shows its text in the table, not its tags', async () => {
  const admin = await createAdmin()
  await createService({
    title: 'Film',
    description: `<p>We <strong>film</strong> weddings</p><p>${'and more '.repeat(20)}🎬</p>`,
  })
  const request = new Request('http://localhost/admin/services', {
    headers: { Cookie: await sessionCookieFor(admin.id) },
  })
  const { status, html } = await render(servicesRoute, '/admin/services', request)
  expect(status).toBe(200)
  // Block by block (issue 31): the first paragraph ends with a full stop before the next.
  expect(html).toContain('We film weddings. and more')
  expect(html).not.toContain('&lt;p&gt;')
  expect(html).not.toContain('&lt;strong&gt;')
})
