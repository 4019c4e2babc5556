// The /api with several administrators (docs/api.md, "Tokens"): a token belongs to the person who
// signed in, writes name them as the post's author, and dies with their removal from the team; the
// post keeps their name.
import { beforeEach, describe, expect, test } from 'vitest'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { acceptInvitation, createInvitation } from '#app/models/invitation.server.ts'
import { removeMember } from '#app/models/team.server.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as login from '#app/routes/api.users.login.ts'
import { createAdmin } from '#tests/support/auth.ts'
import { body, call } from './helpers.ts'

const PASSWORD = 'a long enough password'

beforeEach(() => resetAllLimits())

describe('a second administrator on the /api', () => {
  test('signs in with their own password, writes as themselves, and is refused once removed', async () => {
    const first = await createAdmin()
    const { token: link } = createInvitation('second@example.com', first)
    const second = await acceptInvitation(link, { name: 'Second Admin', password: PASSWORD })

    const signedIn = await call(login, 'POST', '/api/users/login', {
      json: { email: 'second@example.com', password: PASSWORD },
      ip: '198.51.100.7',
    })
    expect(signedIn.status).toBe(200)
    const { token, name } = (await body(signedIn)) as { token: string; name: string }
    expect(name).toBe('Second Admin')

    const created = await call(blogs, 'POST', '/api/blogs', {
      token,
      json: { title: 'By the second admin', content: '<p>Hi</p>' },
    })
    expect(created.status).toBe(201)
    const post = (await body(created)) as { _id: string; author: { name: string } }
    expect(post.author).toEqual({ name: 'Second Admin' })

    expect(removeMember(second.id)).toMatchObject({ ok: true })

    const refused = await call(blogs, 'POST', '/api/blogs', {
      token,
      json: { title: 'After removal', content: '<p>No</p>' },
    })
    expect(refused.status).toBe(401)
    const again = await call(login, 'POST', '/api/users/login', {
      json: { email: 'second@example.com', password: PASSWORD },
      ip: '198.51.100.7',
    })
    expect(again.status).toBe(401)
    const read = await call(blogOne, 'GET', '/x', { params: { id: post._id } })
    expect(((await body(read)) as { author: unknown }).author).toEqual({ name: 'Second Admin' })
  })
})
