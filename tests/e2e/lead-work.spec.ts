// Working a lead (app/models/lead-work.server.ts): its private note and its outcome, set from its
// screen by form posts, with JavaScript and without; the inbox filtered by outcome; both in the CSV
// export (formulas in it are disarmed as in every export: tests/unit/admin/lead-work.test.ts); and the menu's unread badge counting the lead as read on the screen that opened it.
// Each test makes its own lead with a name of its own, so the two projects never share one.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import Database from 'better-sqlite3'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'

function addLead(name: string) {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(
      'INSERT INTO contact_messages (name, email, message, created_at) VALUES (?, ?, ?, ?)',
    ).run(name, 'lead@example.com', 'Can we talk about a new site?', Date.now())
  } finally {
    db.close()
  }
}

const stored = (name: string) =>
  queryDb<{ note: string; outcome: string | null; status: string }>(
    'SELECT note, outcome, status FROM contact_messages WHERE name = ?',
    name,
  )[0]!

const unreadCount = () =>
  queryDb<{ n: number }>("SELECT count(*) AS n FROM contact_messages WHERE status = 'new'")[0]!.n

/** The menu's badge beside Contact Messages: its number, 0 when it shows none. */
async function badge(page: Page) {
  const text = await page
    .locator('#badge-contact-messages')
    .textContent({ timeout: 1000 })
    .catch(() => null)
  return text ? Number.parseInt(text, 10) : 0
}

test('a note and an outcome are kept, filter the inbox and go out in the CSV', async ({
  adminPage: page,
}, { project }) => {
  const name = `Lead ${project.name} ${Date.now().toString(36)}`
  addLead(name)
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name }).click()
  const dialog = page.getByRole('dialog')

  const note = dialog.getByRole('textbox', { name: 'Private note' })
  await note.fill('Budget agreed, call on Monday')
  await dialog.getByRole('button', { name: 'Save note' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Note saved.')
  await expect(note).toHaveValue('Budget agreed, call on Monday')
  expect(stored(name).note).toBe('Budget agreed, call on Monday')

  await dialog.getByRole('button', { name: 'Won' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Marked as won.')
  await expect(dialog.getByRole('button', { name: 'Won' })).toHaveAttribute('aria-pressed', 'true')
  expect(stored(name)).toMatchObject({ outcome: 'won', status: 'read' })
  await expect(dialog).toContainText('Note edited')
  await expect(dialog).toContainText('Outcome set')

  // The inbox, filtered by outcome, within the search.
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(name)}`)
  const outcomes = page.getByRole('navigation', { name: 'Filter by outcome' })
  await outcomes.getByRole('link', { name: 'Lost' }).click()
  await expect(page.getByRole('link', { name })).toHaveCount(0)
  await outcomes.getByRole('link', { name: 'Won' }).click()
  await expect(page.getByRole('link', { name })).toBeVisible()
  await expect(page.getByTestId('lead-outcome')).toHaveText('Won')

  // The export of the won leads has its outcome and its note, the formula disarmed.
  await page.getByText('Export CSV').click()
  await expect(page.getByRole('combobox', { name: 'Outcome' })).toHaveValue('won')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const rows: Record<string, string>[] = parse(readFileSync((await download.path())!), {
    bom: true,
    columns: true,
  })
  expect(rows.every((r) => r.outcome === 'won')).toBe(true)
  expect(rows.find((r) => r.name === name)).toMatchObject({
    outcome: 'won',
    note: 'Budget agreed, call on Monday',
  })
})

test('the unread badge counts the lead as read on the screen that opened it', async ({
  adminPage: page,
}, { project }) => {
  const name = `Unread ${project.name} ${Date.now().toString(36)}`
  addLead(name)
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(name)}`)
  expect(await badge(page)).toBeGreaterThan(0)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('dialog')).toContainText('Can we talk about a new site?')
  expect(stored(name).status).toBe('read')
  // What the server counted after opening it, not before (other tests may add leads meanwhile).
  expect(await badge(page)).toBeLessThanOrEqual(unreadCount())
  expect(await badge(page)).toBe(unreadCount())
})
