// At most two reads are rendered at a time (app/lib/render-gate.server.ts); the others start in
// the order they came as each one ends, whether it answered or threw; requests with a body and
// /healthz never wait.
import { expect, test } from 'vitest'
import { atTheRenderGate, renderGate, rendersAtTheGate } from '#app/lib/render-gate.server.ts'

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

test('reads wait at the gate; forms, uploads and /healthz do not', () => {
  expect(rendersAtTheGate('GET', '/')).toBe(true)
  expect(rendersAtTheGate('HEAD', '/blog?page=2')).toBe(true)
  expect(rendersAtTheGate('POST', '/')).toBe(false)
  expect(rendersAtTheGate('POST', '/api/uploads/hero-video')).toBe(false)
  expect(rendersAtTheGate('GET', '/healthz')).toBe(false)
  expect(rendersAtTheGate('GET', '/healthz?x=1')).toBe(false)
})
