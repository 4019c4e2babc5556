// Contact messages and consultations. The empty states need an empty table, which would race with
// a copy of this test in the other project, so one test walks both modes in turn (see modes.ts).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import Database from 'better-sqlite3'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'
import { inBothModes } from './modes.ts'

const BOXES = [
  {
    path: '/admin/contact-messages',
    table: 'contact_messages',
    heading: 'Contact Messages',
    empty: 'No new messages.',
    question: 'Are you sure you want to delete this message?',
    deleted: 'Message deleted successfully.',
  },
  {
    path: '/admin/consultations',
    table: 'consultations',
    heading: 'Consultations',
    empty: 'No new consultations.',
    question: 'Are you sure you want to delete this consultation request?',
    deleted: 'Consultation request deleted successfully.',
  },
] as const

// The server formats the date in its own zone, the machine's (it inherits this process's
// environment). The browser is put in another, where formatting it again would change the day or
// the hour, and so the text React hydrates.
const SERVER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const BROWSER_ZONE =
  SERVER_ZONE === 'Pacific/Kiritimati' ? 'America/Los_Angeles' : 'Pacific/Kiritimati'
const serverText = (when: Date) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SERVER_ZONE,
    timeZoneName: 'short',
  }).format(when)

function writeDb(run: (db: Database.Database) => void) {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    run(db)
  } finally {
    db.close()
  }
}

async function walk(page: Page, box: (typeof BOXES)[number]) {
  const hydrationErrors: string[] = []
  const hydration = /Minified React error #(418|423|425)|hydrat/i
  page.on('pageerror', (e) => hydration.test(e.message) && hydrationErrors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && hydration.test(m.text())) hydrationErrors.push(m.text())
  })
  const name = `Visitor ${Math.random().toString(36).slice(2, 8)}`
  const when = new Date('2026-03-04T15:06:07Z')
  writeDb((db) => db.prepare(`DELETE FROM ${box.table}`).run())
  await page.goto(box.path)
  await expect(page.getByRole('heading', { name: box.heading, level: 1 })).toBeVisible()
  await expect(page.getByText(box.empty)).toBeVisible()

  writeDb((db) =>
    db
      .prepare(
        `INSERT INTO ${box.table} (name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(name, 'visitor@example.com', '+1 555 0100', 'Please call me back.', when.getTime()),
  )
  await page.reload()
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('visitor@example.com')
  await expect(card).toContainText('+1 555 0100')
  await expect(card).toContainText('Please call me back.')
  // en-US date and time, in the server's time zone whatever the browser's.
  await expect(card).toContainText(serverText(when))

  await card.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText(box.question)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(box.path)
  await expect(page.getByRole('status')).toHaveText(box.deleted)
  await expect(page.getByText(box.empty)).toBeVisible()
  expect(hydrationErrors).toEqual([])
}

test('the inbox lists, confirms and deletes, with JavaScript and without @js', async ({
  browser,
  baseURL,
}) => {
  await inBothModes(
    browser,
    baseURL!,
    async (page) => {
      for (const box of BOXES) await walk(page, box)
    },
    { timezoneId: BROWSER_ZONE },
  )
})

// The walk above empties the tables: the tests of this file take turns.
test.describe.configure({ mode: 'serial' })

test('statuses: opening marks read, archive and tabs, search, reply marks replied @js', async ({
  browser,
  baseURL,
}) => {
  await inBothModes(browser, baseURL!, async (page, mode) => {
    const hydrated = async () => {
      if (mode === 'js') await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    }
    const token = `lead${Math.random().toString(36).slice(2, 8)}`
    writeDb((db) => {
      const insert = db.prepare(
        'INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      insert.run(`Ann ${token}`, 'ann@example.com', null, `First ${token}`, Date.now() - 1000)
      insert.run(`Bob ${token}`, 'bob@example.com', null, `Second ${token} 100%`, Date.now())
    })
    const status = (name: string) =>
      writeDbRead(`SELECT status FROM contact_messages WHERE name = ?`, `${name} ${token}`)

    await page.goto(`/admin/contact-messages?q=${token}`)
    await hydrated()
    const cards = page.getByRole('listitem').filter({ hasText: token })
    await expect(cards).toHaveCount(2)
    await expect(
      page.getByRole('link', { name: 'Contact messages', exact: true }),
    ).toHaveAccessibleDescription(/^\d+ unread$/)

    // Opening one marks it read.
    await page.getByRole('link', { name: `Ann ${token}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Message' })
    await expect(dialog).toContainText(`First ${token}`)
    await expect(dialog.getByTestId('lead-status')).toHaveText('Read')
    expect(status('Ann')).toBe('read')

    // Archived, it leaves the inbox for its own tab; the search stays.
    await dialog.getByRole('button', { name: 'Archive' }).click()
    await expect(page.getByRole('status')).toHaveText('Archived.')
    await expect(page).toHaveURL(new RegExp(`q=${token}`))
    await expect(cards).toHaveCount(1)
    await page.getByRole('link', { name: 'Archived' }).click()
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText(`Ann ${token}`)

    // The search takes a % literally.
    await page.goto('/admin/contact-messages')
    await hydrated()
    await page.getByRole('searchbox').fill(`${token} 100%`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText(`Bob ${token}`)

    // Spam waits in its own folder; "Not spam" brings it back to the inbox, read (it was opened).
    writeDb((db) =>
      db
        .prepare(
          "INSERT INTO contact_messages (name, email, message, status, created_at) VALUES (?, ?, ?, 'spam', ?)",
        )
        .run(`Cat ${token}`, 'cat@example.com', `Third ${token}`, Date.now()),
    )
    await page.goto(`/admin/contact-messages?status=spam&q=${token}`)
    await hydrated()
    await expect(cards).toHaveCount(1)
    await page.getByRole('link', { name: `Cat ${token}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Not spam' }).click()
    await expect(page.getByRole('status')).toHaveText('Moved to the inbox.')
    expect(status('Cat')).toBe('read')

    // The export downloads the chosen status as CSV.
    await page.goto('/admin/contact-messages')
    await page.getByText('Export CSV').click()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('archived')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('messages-archived.csv')
    const exported: { name: string }[] = parse(readFileSync((await download.path())!), {
      bom: true,
      columns: true,
    })
    expect(exported.map((r) => r.name)).toContain(`Ann ${token}`)

    // The test server mails its own SMTP server (mail-sink.mjs) and has no SITE_URL: the dashboard
    // says where e-mail links lead and asks for it (with no SMTP settings it says notifications are
    // off: tests/unit/dashboard-mail-note.test.ts).
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('note')).toContainText("The site's public address is not set")

    // Reply marks it replied and hands over to the mail program.
    const id = writeDbRead(`SELECT id FROM contact_messages WHERE name = ?`, `Bob ${token}`)
    const reply = await page.request.post(`/admin/contact-messages/${id}`, {
      form: { intent: 'reply', backTo: '/admin/contact-messages' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    })
    expect(reply.status()).toBe(302)
    expect(reply.headers()['location']).toBe(
      'mailto:bob@example.com?subject=Re%3A%20your%20message',
    )
    expect(status('Bob')).toBe('replied')
  })
})

function writeDbRead(sql: string, ...params: unknown[]): unknown {
  const db = new Database(E2E.databasePath, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params)
  } finally {
    db.close()
  }
}
