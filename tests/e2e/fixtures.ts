// Playwright's `test` with an admin already signed in. `login()` writes a session row straight
// into the e2e database and sets the signed cookie the server expects, so only the sign-in test
// ever types a password. Use `adminPage` for a page that starts signed in.
import { createHash, randomBytes } from 'node:crypto'
import { test as base, type Page } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'
import { E2E } from './env.mjs'

const COOKIE = '__session'
const DAY_MS = 24 * 60 * 60 * 1000

/** Creates a session row for the e2e admin and returns its signed cookie value. */
export async function createAdminSession(): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(E2E.adminEmail) as
      { id: number } | undefined
    if (!user) throw new Error(`The e2e database has no ${E2E.adminEmail}`)
    const now = Date.now()
    db.prepare(
      'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(createHash('sha256').update(id).digest('hex'), user.id, now, now + 2 * DAY_MS)
  } finally {
    db.close()
  }
  const header = await createCookie(COOKIE, { secrets: [E2E.sessionSecret] }).serialize(id)
  return header.split(';')[0]!.slice(COOKIE.length + 1)
}

export const test = base.extend<{ login: () => Promise<void>; adminPage: Page }>({
  // With JavaScript, a page is ready for a person's hands once React has hydrated it (root.tsx marks
  // it): typing into the server's HTML before then can be undone by the hydrating form.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        }
        return response
      }
    }
    await provide(page)
  },
  login: async ({ context, baseURL }, provide) => {
    await provide(async () => {
      const value = await createAdminSession()
      await context.addCookies([
        { name: COOKIE, value, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      ])
    })
  },
  adminPage: async ({ page, login }, provide) => {
    await login()
    await provide(page)
  },
})

export { expect } from '@playwright/test'
