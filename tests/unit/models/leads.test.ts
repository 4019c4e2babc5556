// The inbox's views, search, pages and counts, on a real database.
import { expect, test } from 'vitest'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import {
  countLeadsByStatus,
  countUnreadLeads,
  LEADS_PER_PAGE,
  listLeadPage,
  openLead,
  setLeadStatus,
} from '#app/models/leads.server.ts'

const send = async (name: string, message = 'Hello') =>
  Number(
    (await createContactMessage({ name, email: `${name.toLowerCase()}@example.com`, message }))._id,
  )

test('opening a new lead marks it read; other statuses stay', async () => {
  const id = await send('Ann')
  expect(openLead('contact', id)?.status).toBe('read')
  setLeadStatus('contact', id, 'replied')
  expect(openLead('contact', id)?.status).toBe('replied')
  expect(openLead('contact', 999_999)).toBeUndefined()
})

test('views: the inbox leaves out archived and spam; each status has its own', async () => {
  const a = await send('Ann')
  const b = await send('Bob')
  const c = await send('Cid')
  setLeadStatus('contact', b, 'archived')
  setLeadStatus('contact', c, 'spam')
  const names = (view: Parameters<typeof listLeadPage>[1]['view']) =>
    listLeadPage('contact', { view }).rows.map((r) => r.name)
  expect(names('inbox')).toEqual(['Ann'])
  expect(names('archived')).toEqual(['Bob'])
  expect(names('spam')).toEqual(['Cid'])
  expect(names('new')).toEqual(['Ann'])
  expect(countLeadsByStatus('contact')).toEqual({
    new: 1,
    read: 0,
    replied: 0,
    archived: 1,
    spam: 1,
  })
  openLead('contact', a)
  expect(countUnreadLeads()).toEqual({ contact: 0, consultation: 0 })
  await createConsultation({ name: 'Kim', phone: '1', email: 'kim@example.com', message: 'Call' })
  expect(countUnreadLeads()).toEqual({ contact: 0, consultation: 1 })
})

test('search covers name, e-mail and text by the site search’s words, Arabic in any spelling', async () => {
  await send('Ann', 'Budget is 100% firm')
  await send('Bob', 'Call me_back')
  await send('Cid', 'Nothing special')
  await send('Dia', 'أُريدُ إنتاجَ فيديو للمدرسة')
  const found = (query: string) =>
    listLeadPage('contact', { query })
      .rows.map((r) => r.name)
      .sort()
  expect(found('100%')).toEqual(['Ann'])
  expect(found('me_back')).toEqual(['Bob'])
  expect(found('cid@')).toEqual(['Cid'])
  expect(found('bob')).toEqual(['Bob'])
  expect(found('special nothing')).toEqual(['Cid'])
  // Arabic as the site search reads it: unvowelled, another hamza form, ة and the article.
  expect(found('انتاج')).toEqual(['Dia'])
  expect(found('أريد مدرسه')).toEqual(['Dia'])
  expect(found('x'.repeat(10_000))).toEqual([])
  // A query with no word (FTS5's or LIKE's signs alone) leaves the list as it is.
  expect(found('%')).toEqual(['Ann', 'Bob', 'Cid', 'Dia'])
  expect(listLeadPage('contact', { query: 'special', view: 'spam' }).rows).toEqual([])
})

test('pages of twenty, newest first; a page past the end shows the last', async () => {
  for (let i = 0; i < LEADS_PER_PAGE + 5; i++) await send(`P${i}`)
  const first = listLeadPage('contact', { page: 1 })
  expect([first.rows.length, first.pages, first.total]).toEqual([LEADS_PER_PAGE, 2, 25])
  const second = listLeadPage('contact', { page: 2 })
  expect(second.rows.map((r) => r.name)).toEqual(['P4', 'P3', 'P2', 'P1', 'P0'])
  expect(listLeadPage('contact', { page: 99 }).page).toBe(2)
})

test('a search’s pages: twenty of its leads a page, newest first', async () => {
  for (let i = 0; i < LEADS_PER_PAGE + 5; i++)
    await send(`Q${i}`, i % 2 ? 'two kettles' : 'a teapot')
  const kettles = Array.from({ length: LEADS_PER_PAGE + 5 }, (_, i) => `Q${i}`)
    .filter((_, i) => i % 2)
    .reverse()
  const first = listLeadPage('contact', { query: 'kettle' })
  expect(first).toMatchObject({ total: kettles.length, pages: 1, page: 1 })
  expect(first.rows.map((r) => r.name)).toEqual(kettles)
  const all = listLeadPage('contact', { query: 'example' })
  expect(all).toMatchObject({ total: LEADS_PER_PAGE + 5, pages: 2 })
  expect(listLeadPage('contact', { query: 'example', page: 2 }).rows.map((r) => r.name)).toEqual([
    'Q4',
    'Q3',
    'Q2',
    'Q1',
    'Q0',
  ])
})
