// A lead is committed with a full sync (synchronous=FULL) before the visitor is told "sent", and the
// connection goes back to NORMAL for every other write, even when the insert fails. Leads posted
// together share one commit (group commit), each in its own savepoint.
import { afterEach, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { insertLead } from '#app/models/lead-commit.server.ts'

const synchronous = () => getDb().$client.pragma('synchronous', { simple: true })
const lead = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }
const stored = (table: string) =>
  getDb().$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number

afterEach(() => vi.restoreAllMocks())

test('the lead is written under synchronous=FULL, then NORMAL again', async () => {
  const client = getDb().$client
  const seen: unknown[] = []
  const pragma = client.pragma.bind(client)
  const prepare = client.prepare.bind(client)
  vi.spyOn(client, 'prepare').mockImplementation(((sql: string) => {
    if (/^\s*insert/i.test(sql)) seen.push(pragma('synchronous', { simple: true }))
    return prepare(sql)
  }) as typeof client.prepare)
  expect(synchronous()).toBe(1)
  await insertLead('contact', lead)
  expect(seen).toContain(2)
  expect(synchronous()).toBe(1)
})

test('leads posted together share one synced commit, and each answer waits for it', async () => {
  const client = getDb().$client
  const pragma = vi.spyOn(client, 'pragma')
  const before = stored('contact_messages')
  const leads = Array.from({ length: 20 }, (_, i) =>
    insertLead('contact', { ...lead, name: `N${i}` }),
  )
  // Nothing is committed (so nobody is told "sent") until the batch's commit.
  expect(stored('contact_messages')).toBe(before)
  const rows = await Promise.all(leads)
  expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `N${i}`))
  expect(stored('contact_messages')).toBe(before + 20)
  expect(pragma.mock.calls.filter(([sql]) => sql === 'synchronous = FULL')).toHaveLength(1)
})

test('a lead refused inside a batch takes no other lead with it', async () => {
  // Refused by the database on insert (every lead reads both tables first: the daily budget).
  getDb().$client.exec(
    "CREATE TRIGGER refuse_consultation BEFORE INSERT ON consultations BEGIN SELECT RAISE(ABORT, 'refused'); END",
  )
  const before = stored('contact_messages')
  const results = await Promise.allSettled([
    insertLead('contact', lead),
    insertLead('consultation', { ...lead, phone: '1' }),
    insertLead('contact', lead),
  ])
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(stored('contact_messages')).toBe(before + 2)
  expect(synchronous()).toBe(1)
})

test('a lead that cannot be stored is refused, and the connection is back at NORMAL', async () => {
  getDb().$client.exec('DROP TABLE contact_messages')
  await expect(insertLead('contact', lead)).rejects.toThrow()
  expect(synchronous()).toBe(1)
})
