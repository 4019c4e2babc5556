// The admin's lists search by the site search's words (app/admin/list-search.server.ts): Manage
// Projects as its other content lists, Arabic in any spelling, its search box keeping the query.
import { expect, test } from 'vitest'
import { createProject } from '#app/models/project.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as projectsRoute from '#app/routes/admin.projects.tsx'
import { createAdmin, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

test('Manage Projects keeps the projects whose texts hold every word, in either language', async () => {
  const admin = await createAdmin()
  const film = createProject({
    title: 'Launch film',
    description: 'A festival trailer',
    category: 'Video',
  })
  createProject({ title: 'Brand book', description: 'Logo and colours', category: 'Branding' })
  expect(
    saveTranslation('project', Number(film._id), 'ar', {
      title: 'فيلم الإطلاق',
      description: 'إعلانُ مهرجان',
    }),
  ).toEqual({ ok: true })
  const titles = async (q: string) => {
    const path = `/admin/projects?q=${encodeURIComponent(q)}`
    const { status, html } = await render(
      projectsRoute,
      '/admin/projects',
      new Request(`http://localhost${path}`, {
        headers: { Cookie: await sessionCookieFor(admin.id) },
      }),
    )
    expect(status).toBe(200)
    expect(html).toContain('role="search"')
    return ['Launch film', 'Brand book'].filter((t) => html.includes(t))
  }
  expect(await titles('')).toEqual(['Launch film', 'Brand book'])
  expect(await titles('festival trailers')).toEqual(['Launch film'])
  expect(await titles('اعلان')).toEqual(['Launch film'])
  expect(await titles('logo')).toEqual(['Brand book'])
  expect(await titles('logo festival')).toEqual([])
})
