// The upload doors the admin screens call with XMLHttpRequest: without a session they answer 401
// JSON (a redirect would be followed silently and read as success), and the client counts only a
// JSON answer from the door itself as one.
import { describe, expect, test } from 'vitest'
import { accepted, readAnswer } from '#app/components/admin/use-xhr-upload.ts'
import * as heroUpload from '#app/routes/admin.hero-video.upload.ts'
import * as uploads from '#app/routes/admin.uploads.$kind.ts'
import { getHeroVideo } from '#app/models/hero-video.server.ts'
import { ORIGIN, settle } from '#tests/support/auth.ts'

const BASE = `${ORIGIN}/admin/hero-video`

function finished(answer: { status: number; type: string; url: string; text: string }) {
  return {
    status: answer.status,
    responseText: answer.text,
    responseURL: answer.url,
    getResponseHeader: (name: string) =>
      name.toLowerCase() === 'content-type' ? answer.type : null,
  }
}

describe('what the client counts as an answer', () => {
  test('JSON from the door itself is read', () => {
    const answer = readAnswer(
      finished({
        status: 201,
        type: 'application/json; charset=utf-8',
        url: `${ORIGIN}/admin/uploads/blogs`,
        text: '{"fileUrl":"/uploads/blogs/a.png","type":"image"}',
      }),
      '/admin/uploads/blogs',
      BASE,
    )
    expect(answer).toEqual({
      status: 201,
      json: { fileUrl: '/uploads/blogs/a.png', type: 'image' },
    })
    expect(accepted(answer)).toBe(true)
  })

  test('the sign-in page reached through a redirect is no answer, even as a 200', () => {
    const answer = readAnswer(
      finished({
        status: 200,
        type: 'text/html; charset=utf-8',
        url: `${ORIGIN}/admin/login?redirectTo=%2Fadmin%2Fhero-video%2Fupload`,
        text: '<!DOCTYPE html><title>Admin Login</title>',
      }),
      '/admin/hero-video/upload',
      BASE,
    )
    expect(answer.json).toBeNull()
    expect(accepted(answer)).toBe(false)
  })

  test('JSON from another URL, HTML from the door, or a garbled body are no answer either', () => {
    const cases = [
      {
        status: 200,
        type: 'application/json',
        url: `${ORIGIN}/elsewhere`,
        text: '{"message":"ok"}',
      },
      { status: 200, type: 'text/html', url: `${ORIGIN}/admin/hero-video/upload`, text: '{}' },
      {
        status: 200,
        type: 'application/json',
        url: `${ORIGIN}/admin/hero-video/upload`,
        text: '<',
      },
    ]
    for (const c of cases) {
      expect(accepted(readAnswer(finished(c), '/admin/hero-video/upload', BASE))).toBe(false)
    }
  })

  test('a refusal keeps its message but is not accepted', () => {
    const answer = readAnswer(
      finished({
        status: 401,
        type: 'application/json',
        url: `${ORIGIN}/admin/hero-video/upload`,
        text: '{"message":"Your session has expired. Please sign in again."}',
      }),
      '/admin/hero-video/upload',
      BASE,
    )
    expect(answer.json?.message).toBe('Your session has expired. Please sign in again.')
    expect(accepted(answer)).toBe(false)
  })
})

describe('the upload doors without a session', () => {
  function signedOutPost(path: string) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    return new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Accept: 'application/json' },
      body: form,
    })
  }

  test.each([
    ['/admin/hero-video/upload', heroUpload.action, {}],
    ['/admin/uploads/blogs', uploads.action, { kind: 'blogs' }],
    ['/admin/uploads/projects', uploads.action, { kind: 'projects' }],
  ] as const)('%s answers 401 JSON with a message', async (path, action, params) => {
    const result = (await settle(() =>
      action({ request: signedOutPost(path), params, context: {} } as never),
    )) as Response
    expect(result.status).toBe(401)
    expect(result.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await result.json()).toEqual({
      message: 'Your session has expired. Please sign in again.',
    })
    expect(getHeroVideo().url).toBeNull()
  })
})
