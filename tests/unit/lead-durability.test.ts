// A lead is committed with a full sync (synchronous=FULL) before the visitor is told "sent", and the
// connection goes back to NORMAL for every other write, even when the insert fails.
import { afterEach, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { insertLead } from '#app/models/leads.server.ts'

const synchronous = () => getDb().$client.pragma('synchronous', { simple: true })
const lead = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }

afterEach(() => vi.restoreAllMocks())

test('the lead is written under synchronous=FULL, then NORMAL again', () => {
  const client = getDb().$client
  const seen: unknown[] = []
  const pragma = client.pragma.bind(client)
  const prepare = client.prepare.bind(client)
  vi.spyOn(client, 'prepare').mockImplementation(((sql: string) => {
    if (/^\s*insert/i.test(sql)) seen.push(pragma('synchronous', { simple: true }))
    return prepare(sql)
  }) as typeof client.prepare)
  expect(synchronous()).toBe(1)
  insertLead('contact', lead)
  expect(seen).toContain(2)
  expect(synchronous()).toBe(1)
})

test('a failing insert still leaves the connection at NORMAL', () => {
  getDb().$client.exec('DROP TABLE contact_messages')
  expect(() => insertLead('contact', lead)).toThrow()
  expect(synchronous()).toBe(1)
})
