// Saving an Edit form whose publish time nobody touched keeps the stored time exactly. The form's
// field holds minutes (a datetime-local value in the site's time zone), so the save used to store
// the time cut to its minute: fixing a typo in a title moved a post back to the minute and
// reordered it among the posts of that minute. Real forms, real SQLite, the real loaders and actions.
import { beforeEach, expect, test } from 'vitest'
import { createBlogPost, getBlogPost, listBlogPosts } from '#app/models/blog.server.ts'
import { createDetailedService, getDetailedService } from '#app/models/detailed-service.server.ts'
import { createProject, getProject } from '#app/models/project.server.ts'
import * as editPost from '#app/routes/admin.blogs.$id.edit.tsx'
import * as editService from '#app/routes/admin.detailed-services.$id.edit.tsx'
import * as editProject from '#app/routes/admin.projects.$id.edit.tsx'
import { createAdmin, getRequest, ORIGIN, sessionCookieFor } from '#tests/support/auth.ts'

let cookie = ''
let adminId = 0
beforeEach(async () => {
  adminId = (await createAdmin()).id
  cookie = await sessionCookieFor(adminId)
})

// Two moments of one minute, with seconds and milliseconds, a day ago.
const minute = Math.floor((Date.now() - 86_400_000) / 60_000) * 60_000
const EARLIER = new Date(minute + 12_345)
const LATER = new Date(minute + 40_678)

type Args = { request: Request; params: Record<string, string>; context: Record<string, unknown> }
type Loaded = { values: Record<string, unknown> }
const unwrap = (result: unknown) =>
  (result && typeof result === 'object' && 'data' in result ? result.data : result) as Loaded

/** What the Edit form shows, posted back as a browser would, with `changes` typed over it. */
async function saveUntouched(
  route: { loader: (args: Args) => unknown; action: (args: Args) => unknown },
  path: string,
  id: string,
  changes: Record<string, string>,
) {
  const args = { params: { id }, context: {} }
  const { values } = unwrap(await route.loader({ ...args, request: getRequest(path, cookie) }))
  const form = new FormData()
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v))
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) add(`${name}.${key}`, v)
    } else if (value !== null && value !== undefined) form.append(name, String(value))
  }
  for (const [name, value] of Object.entries({ ...values, ...changes })) add(name, value)
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  })
  const response = (await route.action({ ...args, request })) as Response
  expect(response.status).toBe(302)
  return values.publishAt
}

test('a post saved with its publish time untouched keeps it to the millisecond, and its place', async () => {
  const later = createBlogPost({ title: 'Later', content: '<p>x</p>' }, adminId, LATER)
  const earlier = createBlogPost({ title: 'Earlier', content: '<p>y</p>' }, adminId, EARLIER)
  const shown = await saveUntouched(editPost, `/admin/blogs/${later._id}/edit`, later._id, {
    title: 'Later, typo fixed',
  })
  expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)

  const saved = getBlogPost(Number(later._id), { all: true, publication: true })!
  expect(saved.title).toBe('Later, typo fixed')
  expect(saved.publishAt).toBe(LATER.toISOString())
  expect(listBlogPosts().map((p) => p._id)).toEqual([later._id, earlier._id])
})

test('a detailed service and a project saved untouched keep their publish times exactly', async () => {
  const service = createDetailedService(
    { title: 'Editing', subtitle: 'Cuts', description: 'We cut films.', features: [] },
    LATER,
  )
  await saveUntouched(editService, `/admin/detailed-services/${service._id}/edit`, service._id, {
    title: 'Film editing',
  })
  const savedService = getDetailedService(Number(service._id), { all: true, publication: true })
  expect(savedService).toMatchObject({ title: 'Film editing', publishAt: LATER.toISOString() })

  const project = createProject(
    {
      title: 'Reel',
      description: 'A reel',
      category: 'Video',
      media: [{ url: 'https://example.com/a.png', type: 'image' }],
    },
    LATER,
  )
  await saveUntouched(editProject, `/admin/projects/${project._id}/edit`, project._id, {
    title: 'Show reel',
  })
  const savedProject = getProject(Number(project._id), { all: true, publication: true })
  expect(savedProject).toMatchObject({ title: 'Show reel', publishAt: LATER.toISOString() })
})

test('a publish time typed to another minute is stored as typed', async () => {
  const post = createBlogPost({ title: 'Moved', content: '<p>x</p>' }, adminId, LATER)
  const shown = await saveUntouched(editPost, `/admin/blogs/${post._id}/edit`, post._id, {})
  const typed = String(shown).replace(
    /:(\d{2})$/,
    (_, m) => `:${String((Number(m) + 59) % 60).padStart(2, '0')}`,
  )
  await saveUntouched(editPost, `/admin/blogs/${post._id}/edit`, post._id, { publishAt: typed })
  const saved = getBlogPost(Number(post._id), { all: true, publication: true })!
  expect(saved.publishAt).not.toBe(LATER.toISOString())
  expect(new Date(saved.publishAt!).getTime() % 60_000).toBe(0)
})
