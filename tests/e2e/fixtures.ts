// Playwright's `test` with an admin already signed in. `login()` writes a session row straight
// into the e2e database and sets the signed cookie the server expects, so only the sign-in test
// ever types a password. Use `adminPage` for a page that starts signed in.
import { createHash, randomBytes } from 'node:crypto'
import { test as base, type Page, type Response } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'
import { E2E } from './env.mjs'

const COOKIE = '__session'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * An admin of a test's own, reading the admin screens in `language` (the e2e admin is shared by
 * every test, so a test that changes its own interface language signs in as another one). Its
 * password hash is no hash: it signs in through createAdminSession only.
 */
export function ensureAdmin(email: string, language: 'en' | 'ar') {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const now = Date.now()
    db.prepare(
      `INSERT INTO users (email, name, password_hash, admin_language, created_at, updated_at)
       VALUES (?, ?, 'no-password', ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET admin_language = excluded.admin_language`,
    ).run(email, 'مديرة الموقع', language, now, now)
  } finally {
    db.close()
  }
}

/**
 * Creates a session row for the e2e admin (or `email`'s) and returns its signed cookie value; on a
 * test's own server, `site` names its database and secret.
 */
export async function createAdminSession(
  email = E2E.adminEmail,
  site = { databasePath: E2E.databasePath, sessionSecret: E2E.sessionSecret },
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const db = new Database(site.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as
      { id: number } | undefined
    if (!user) throw new Error(`The e2e database has no ${email}`)
    const now = Date.now()
    db.prepare(
      'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(createHash('sha256').update(id).digest('hex'), user.id, now, now + 2 * DAY_MS)
  } finally {
    db.close()
  }
  const header = await createCookie(COOKIE, { secrets: [site.sessionSecret] }).serialize(id)
  return header.split(';')[0]!.slice(COOKIE.length + 1)
}

export const test = base.extend<{
  login: (email?: string) => Promise<void>
  adminPage: Page
}>({
  // With JavaScript, a page is ready for a person's hands once React has hydrated it (root.tsx marks
  // it): typing into the server's HTML before then can be undone by the hydrating form.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const ready = async (response: Response | null) => {
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        }
        return response
      }
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => ready(await goto(url, options))
      // A click right after a reload went to the server's HTML (layout.spec's theme toggle posted
      // its form instead of switching in place).
      page.reload = async (options) => ready(await reload(options))
    }
    await provide(page)
  },
  login: async ({ context, baseURL }, provide) => {
    await provide(async (email?: string) => {
      const value = await createAdminSession(email)
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
