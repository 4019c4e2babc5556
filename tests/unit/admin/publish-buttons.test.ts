// The save bar's buttons alone say when an item is public (docs/publishing.md "The save bar"): a
// status posted beside them is overruled, a publish time to come schedules, a live item's Switch
// to draft saves nothing until confirmed, and the message after each save says what happened.
// Real routes, real SQLite, the forms as a browser without JavaScript posts them.
import { beforeEach, expect, test } from 'vitest'
import { readMessage } from '#app/lib/toast.server.ts'
import { postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import { getBlogPost, listBlogPosts } from '#app/models/blog.server.ts'
import { getProject, listProjects } from '#app/models/project.server.ts'
import * as editPost from '#app/routes/admin.blogs.$id.edit.tsx'
import * as newPost from '#app/routes/admin.blogs.new.tsx'
import * as newProject from '#app/routes/admin.projects.new.tsx'
import { createCategory } from '#app/models/category.server.ts'
import {
  context,
  cookieFrom,
  createAdmin,
  ORIGIN,
  getRequest,
  sessionCookieFor,
} from '#tests/support/auth.ts'

let cookie = ''
beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})

type Action = (args: {
  request: Request
  params: Record<string, string>
  context: never
}) => unknown

/** The form as a browser posts it: multipart, as the editing forms are (they may carry files). */
async function post(action: Action, path: string, fields: Record<string, string>, id?: number) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return action({
    request: new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN },
      body,
    }),
    params: id === undefined ? {} : { id: String(id) },
    context: context as never,
  })
}

/** The message a redirect carries, as the list it leads to shows it. */
async function messageOf(response: unknown) {
  const redirect = response as Response
  expect(redirect.status).toBe(302)
  const toast = cookieFrom(redirect.headers.get('Set-Cookie'))
  return (await readMessage(getRequest('/admin/blogs', `${cookie}; ${toast}`))).message?.text
}

const only = () => listBlogPosts({ all: true, publication: true })[0]!

test('Publish publishes whatever a posted status says, and the message says "published"', async () => {
  const saved = await post(newPost.action as Action, '/admin/blogs/new', {
    title: 'Launch',
    content: '<p>Hello</p>',
    status: 'draft',
    intent: 'publish',
  })
  expect(await messageOf(saved)).toBe('Post published.')
  expect(only().status).toBe('published')
})

test('Save draft keeps a new post off the site and says "Draft saved."', async () => {
  const saved = await post(newPost.action as Action, '/admin/blogs/new', {
    title: 'Quiet',
    content: '<p>Not yet</p>',
    intent: 'save-draft',
  })
  expect(await messageOf(saved)).toBe('Draft saved.')
  expect(only().status).toBe('draft')
})

test('Publish with a time to come schedules, and the message names the time', async () => {
  const saved = await post(newPost.action as Action, '/admin/blogs/new', {
    title: 'Later',
    content: '<p>Soon</p>',
    publishAt: '2099-01-02T09:30',
    intent: 'publish',
  })
  expect(await messageOf(saved)).toMatch(/^Post scheduled for 1\/2\/2099, 9:30/)
  expect(only()).toMatchObject({
    status: 'scheduled',
    publishAt: expect.stringMatching(/^2099-01-02/),
  })
})

test("a live post's Switch to draft asks first and saves nothing; confirmed, it is a draft", async () => {
  await post(newPost.action as Action, '/admin/blogs/new', {
    title: 'Live',
    content: '<p>On the site</p>',
    intent: 'publish',
  })
  const id = Number(only()._id)
  const path = `/admin/blogs/${id}/edit`
  const fields = { title: 'Live, edited', content: '<p>On the site</p>' }

  const asked = (await post(
    editPost.action as Action,
    path,
    { ...fields, intent: 'switch-to-draft' },
    id,
  )) as {
    data: FormReply
    init: ResponseInit | null
  }
  expect(asked.init?.status).toBe(200)
  expect(postedIntent(asked.data)).toBe('switch-to-draft')
  expect(asked.data.result.initialValue).toMatchObject({ title: 'Live, edited' })
  expect(getBlogPost(id, { all: true, publication: true })).toMatchObject({
    title: 'Live',
    status: 'published',
  })

  const updated = await post(editPost.action as Action, path, { ...fields, intent: 'update' }, id)
  expect(await messageOf(updated)).toBe('Post updated.')

  const confirmed = await post(
    editPost.action as Action,
    path,
    { ...fields, intent: 'switch-to-draft-confirmed' },
    id,
  )
  expect(await messageOf(confirmed)).toBe('Post switched to draft: it is no longer on the site.')
  expect(getBlogPost(id, { all: true, publication: true })!.status).toBe('draft')
})

test('a project says "Project published."', async () => {
  createCategory({ name: 'Film' })
  const saved = await post(newProject.action as Action, '/admin/projects/new', {
    title: 'Reel',
    category: 'Film',
    'media[0].url': 'https://example.com/a.jpg',
    'media[0].type': 'image',
    intent: 'publish',
  })
  expect(await messageOf(saved)).toBe('Project published.')
  const [project] = listProjects({ all: true, publication: true })
  expect(getProject(Number(project!._id), { all: true, publication: true })!.status).toBe(
    'published',
  )
})
