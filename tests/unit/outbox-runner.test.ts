// The outbox runner both queues send through (app/lib/outbox-runner.server.ts): the backoff, the
// sender's own give-up, a key that waits for the next round after a failure, and the loop that
// runs a round at start, at once after a nudge (even one that came during a round) and stops.
import { expect, test } from 'vitest'
import {
  outboxRunner,
  sendDue,
  type Failure,
  type OutboxSender,
} from '#app/lib/outbox-runner.server.ts'

type Row = { id: number; key: string; attempts: number; ok: boolean }

function memorySender(rows: Row[]) {
  const failures: Array<{ id: number } & Failure> = []
  const sentIds: number[] = []
  const sender: OutboxSender<Row, string> = {
    due: (_now, limit) => rows.filter((r) => !sentIds.includes(r.id)).slice(0, limit),
    attempts: (row) => row.attempts,
    key: (row) => row.key,
    send: async (row) => {
      if (!row.ok) throw new Error(`refused ${row.id}`)
      return `sent ${row.id}`
    },
    sent: (row, result) => {
      expect(result).toBe(`sent ${row.id}`)
      sentIds.push(row.id)
    },
    failed: (row, failure) => {
      row.attempts = failure.attempts
      failures.push({ id: row.id, ...failure })
    },
  }
  return { sender, failures, sentIds }
}

test('a failure waits 30 s, doubling, at most an hour; a failing key waits for the next round', async () => {
  const rows = [
    { id: 1, key: 'down', attempts: 0, ok: false },
    { id: 2, key: 'down', attempts: 0, ok: false },
    { id: 3, key: 'up', attempts: 0, ok: true },
  ]
  const { sender, failures, sentIds } = memorySender(rows)
  const now = new Date('2026-11-29T10:00:00Z')
  expect(await sendDue(sender, now)).toEqual({ sent: 1, failed: 1 })
  expect(sentIds).toEqual([3])
  // Row 2 shares row 1's failing key: not tried in this round.
  expect(failures.map((f) => [f.id, f.attempts, f.retryAt.getTime() - now.getTime()])).toEqual([
    [1, 1, 30_000],
  ])
  expect(failures[0]!.error).toEqual(new Error('refused 1'))

  rows[0]!.attempts = 7
  await sendDue(sender, now)
  expect(failures.at(-1)).toMatchObject({ id: 1, attempts: 8 })
  expect(failures.at(-1)!.retryAt.getTime() - now.getTime()).toBe(60 * 60_000)
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

test('the loop: a round at start, another after a nudge (even during a round), none once stopped', async () => {
  let rounds = 0
  let release: (() => void) | undefined
  const lines: string[] = []
  const runner = outboxRunner(
    async () => {
      rounds++
      if (rounds === 2) await new Promise<void>((r) => (release = r))
      return { sent: 0, failed: rounds === 1 ? 2 : 0 }
    },
    { failed: (n) => `${n} failed`, unreadable: (e) => `unreadable: ${String(e)}` },
  )
  runner.start((line) => lines.push(line))
  await until(() => rounds === 1)
  await until(() => lines.length === 1)
  expect(lines).toEqual(['2 failed'])

  runner.nudge()
  await until(() => release !== undefined)
  // A row queued while the second round runs is sent by a third, not left for the next tick.
  runner.nudge()
  release!()
  await until(() => rounds === 3)

  runner.stop()
  runner.nudge()
  await new Promise((r) => setTimeout(r, 50))
  expect(rounds).toBe(3)
})
