// The post form refuses an image in the content without alt text, next to the Content field and
// keeping what was typed; with alt text it saves. Real multipart forms through the real action.
import { beforeEach, expect, test } from 'vitest'
import { listBlogPosts } from '#app/models/blog.server.ts'
import { IMAGE_ALT_MESSAGE } from '#app/models/rich-text.server.ts'
import * as newPost from '#app/routes/admin.blogs.new.tsx'
import { createAdmin, ORIGIN, sessionCookieFor } from '#tests/support/auth.ts'

let cookie = ''
beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})

type Reply = {
  data: { result: { initialValue: Record<string, unknown>; error?: Record<string, string[]> } }
  init: { status: number } | null
}

async function post(content: string) {
  const form = new FormData()
  form.append('title', 'Pictures')
  form.append('content', content)
  form.append('intent', 'publish')
  const request = new Request(`${ORIGIN}/admin/blogs/new`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  })
  return (await newPost.action({ request, params: {}, context: {} })) as Reply | Response
}

test.each([
  ['no alt', '<p>Look:</p><img src="/uploads/blogs/a.png">'],
  ['a blank alt', '<p>Look:</p><figure><img src="/uploads/blogs/a.png" alt="  "></figure>'],
])('an image with %s is refused next to Content, what was typed kept', async (_, content) => {
  const reply = (await post(content)) as Reply
  expect(reply.init?.status).toBe(400)
  expect(reply.data.result.error?.content).toEqual([IMAGE_ALT_MESSAGE])
  expect(reply.data.result.initialValue).toMatchObject({ title: 'Pictures', content })
  expect(listBlogPosts({ all: true })).toEqual([])
})

test('an image with alt text is saved', async () => {
  const response = (await post(
    '<p>Look:</p><img src="/uploads/blogs/a.png" alt="A red dot">',
  )) as Response
  expect(response.status).toBe(302)
  expect(listBlogPosts({ all: true }).map((p) => p.title)).toEqual(['Pictures'])
})
