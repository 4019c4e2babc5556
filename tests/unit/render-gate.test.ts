// At most two reads are rendered at a time (app/lib/render-gate.server.ts); the others start in
// the order they came as each one ends, whether it answered or threw; a form's small body is
// received whole before it waits; uploads, bodies of unknown length and /healthz never wait.
import { expect, test } from 'vitest'
import {
  SMALL_BODY_BYTES,
  atTheRenderGate,
  gateFor,
  receivedWhole,
  renderGate,
} from '#app/lib/render-gate.server.ts'

test('two renders at a time, the rest in order as each ends, a failure included', async () => {
  const started: number[] = []
  const finish: Array<(ok: boolean) => void> = []
  const renders = [0, 1, 2, 3, 4].map((n) =>
    atTheRenderGate(() => {
      started.push(n)
      return new Promise<number>((resolve, reject) =>
        finish.push((ok) => (ok ? resolve(n) : reject(new Error(`render ${n} failed`)))),
      )
    }),
  )
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  await settle()
  expect(started).toEqual([0, 1])
  expect(renderGate()).toEqual({ running: 2, waiting: 3 })
  finish[1]!(false)
  await expect(renders[1]).rejects.toThrow('render 1 failed')
  await settle()
  expect(started).toEqual([0, 1, 2])
  finish[0]!(true)
  finish[2]!(true)
  await settle()
  expect(started).toEqual([0, 1, 2, 3, 4])
  finish[3]!(true)
  finish[4]!(true)
  expect(await Promise.all([renders[0], renders[2], renders[3], renders[4]])).toEqual([0, 2, 3, 4])
  expect(renderGate()).toEqual({ running: 0, waiting: 0 })
})

test('reads wait at the gate; small bodies after they arrive; uploads, unknown lengths and /healthz never', () => {
  const form = (length: string | null, type = 'application/x-www-form-urlencoded') =>
    new Headers({ 'Content-Type': type, ...(length === null ? {} : { 'Content-Length': length }) })
  const none = new Headers()
  expect(gateFor('GET', '/', none)).toBe('read')
  expect(gateFor('HEAD', '/blog?page=2', none)).toBe('read')
  expect(gateFor('GET', '/healthz', none)).toBe(null)
  expect(gateFor('GET', '/healthz?x=1', none)).toBe(null)
  expect(gateFor('POST', '/admin/login', form('42'))).toBe('body')
  expect(gateFor('POST', '/api/users/login', form('42', 'application/json'))).toBe('body')
  expect(gateFor('POST', '/admin/logout', form('0'))).toBe('body')
  expect(gateFor('POST', '/', form(String(SMALL_BODY_BYTES)))).toBe('body')
  expect(gateFor('POST', '/', form(String(SMALL_BODY_BYTES + 1)))).toBe(null)
  expect(gateFor('POST', '/', form(null))).toBe(null)
  expect(gateFor('POST', '/', form('1e3'))).toBe(null)
  expect(
    gateFor('POST', '/api/uploads/hero-video', form('42', 'multipart/form-data; boundary=x')),
  ).toBe(null)
})

test('a small body is received whole, and a body that stops short gives no request', async () => {
  const sent = new Request('http://site.test/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Extra': 'kept' },
    body: 'email=a%40example.com&password=x',
  })
  const received = await receivedWhole(sent)
  expect(received?.method).toBe('POST')
  expect(received?.headers.get('X-Extra')).toBe('kept')
  expect(Object.fromEntries(await received!.formData())).toEqual({
    email: 'a@example.com',
    password: 'x',
  })

  const broken = new Request('http://site.test/admin/login', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('email='))
        controller.error(new Error('the sender went away'))
      },
    }),
    duplex: 'half',
  } as RequestInit)
  expect(await receivedWhole(broken)).toBeNull()
})
