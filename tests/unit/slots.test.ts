// The slots behind the render gate, the password checks and the image resizes (app/lib/slots.ts).
import { expect, test } from 'vitest'
import { createSlots } from '#app/lib/slots.ts'

const later = () => {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

test('at most N run, the rest wait in order, and a full queue is answered at once', async () => {
  const slots = createSlots(2, 2)
  const started: number[] = []
  const jobs = [0, 1, 2, 3].map(() => later())
  const runs = jobs.map((job, i) =>
    slots.run(async () => {
      started.push(i)
      await job.done
      return i
    }),
  )
  await Promise.resolve()
  expect(slots.state()).toEqual({ running: 2, waiting: 2 })
  expect(
    await slots.run(
      async () => 'ran',
      () => 'full',
    ),
  ).toBe('full')
  jobs[1]!.finish()
  await runs[1]
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(started).toEqual([0, 1, 2])
  for (const job of jobs) job.finish()
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
  expect(started).toEqual([0, 1, 2, 3])
  expect(slots.state()).toEqual({ running: 0, waiting: 0 })
})

test('a failing job frees its slot', async () => {
  const slots = createSlots(1)
  await expect(slots.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
  expect(await slots.run(async () => 'next')).toBe('next')
  expect(slots.state()).toEqual({ running: 0, waiting: 0 })
})
