// The site's time zone is a setting (issue 33): chosen in Site Settings, it is the zone publish
// times are typed and shown in, named beside them; "Default" goes back to SITE_TIME_ZONE (here the
// server's), and an /api save that leaves it out keeps it. Real forms, real SQLite, the real routes.
import { beforeEach, expect, test } from 'vitest'
import { defaultTimeZone } from '#app/lib/dates.server.ts'
import { createBlogPost, getBlogPost } from '#app/models/blog.server.ts'
import { getChosenTimeZone, saveSettings, siteTimeZone } from '#app/models/settings.server.ts'
import * as editPost from '#app/routes/admin.blogs.$id.edit.tsx'
import * as settingsRoute from '#app/routes/admin.settings.tsx'
import {
  createAdmin,
  formRequest,
  getRequest,
  ORIGIN,
  sessionCookieFor,
} from '#tests/support/auth.ts'

let cookie = ''
let adminId = 0
beforeEach(async () => {
  adminId = (await createAdmin()).id
  cookie = await sessionCookieFor(adminId)
})

const CONTACT = { contactEmail: 'hello@example.com', contactPhone: '+1 555 0100' }
type Args = Parameters<typeof settingsRoute.action>[0]
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as Args
const unwrap = (result: unknown) =>
  (result && typeof result === 'object' && 'data' in result ? result.data : result) as Record<
    string,
    unknown
  >

async function saveZone(timeZone: string) {
  const request = formRequest('/admin/settings', { ...CONTACT, timeZone }, { cookie })
  return (await settingsRoute.action(args(request))) as Response
}

test('a zone chosen in Site Settings is the one publish times are typed and shown in', async () => {
  expect((await saveZone('Asia/Tokyo')).status).toBe(302)
  expect(getChosenTimeZone()).toBe('Asia/Tokyo')
  expect(siteTimeZone()).toBe('Asia/Tokyo')
  const page = unwrap(await settingsRoute.loader(args(getRequest('/admin/settings', cookie))))
  expect(page.timeZone).toMatchObject({ chosen: 'Asia/Tokyo', byDefault: defaultTimeZone() })

  // 00:30 UTC is 09:30 in Tokyo: the Edit form shows it so, with the zone's name.
  const post = createBlogPost(
    {
      title: 'Tokyo',
      content: '<p>x</p>',
      status: 'scheduled',
      publishAt: '2099-12-01T00:30:00.000Z',
    },
    adminId,
  )
  const path = `/admin/blogs/${post._id}/edit`
  const shown = unwrap(
    await editPost.loader({ ...args(getRequest(path, cookie), { id: post._id }) } as never),
  )
  expect(shown).toMatchObject({ timeZone: 'Asia/Tokyo' })
  expect((shown.values as Record<string, unknown>).publishAt).toBe('2099-12-01T09:30')

  // A time typed in the form is read in that zone (the post form is multipart, as a browser sends it).
  const body = new FormData()
  const typed = {
    title: 'Tokyo',
    content: '<p>x</p>',
    status: 'scheduled',
    publishAt: '2099-12-02T09:00',
  }
  for (const [name, value] of Object.entries(typed)) body.append(name, value)
  const form = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body,
  })
  const saved = (await editPost.action({ ...args(form, { id: post._id }) } as never)) as Response
  expect(saved.status).toBe(302)
  expect(getBlogPost(Number(post._id), { all: true, publication: true })?.publishAt).toBe(
    '2099-12-02T00:00:00.000Z',
  )

  // The /api's save of before (no timeZone) keeps the choice; Default goes back to the default.
  saveSettings({ ...CONTACT, socialMedia: [] })
  expect(siteTimeZone()).toBe('Asia/Tokyo')
  expect((await saveZone('default')).status).toBe(302)
  expect(getChosenTimeZone()).toBeNull()
  expect(siteTimeZone()).toBe(defaultTimeZone())
})

test('a zone this server does not know is refused next to the field, nothing saved', async () => {
  const answer = (await saveZone('Mars/Olympus_Mons')) as unknown as {
    init: { status: number }
    data: { result: { error: Record<string, string[]> } }
  }
  expect(answer.init.status).toBe(400)
  expect(answer.data.result.error.timeZone).toEqual([
    'Time zone must be an IANA time zone, e.g. Europe/Berlin',
  ])
  expect(getChosenTimeZone()).toBeNull()
})
