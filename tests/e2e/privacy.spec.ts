import { expect, type Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { test } from './fixtures.ts'

// docs/privacy.md: a visitor who never touches the theme toggle gets no cookie and no storage write.
// The framework's own per-tab keys (Remix's scroll positions and its build version, in
// sessionStorage, gone with the tab) hold nothing about the visitor and are the only exception.
const FRAMEWORK_KEYS = ['positions', 'remix-manifest-version']

const firstPath = (table: string, prefix: string) =>
  `${prefix}/${encodeURIComponent(queryDb<{ slug: string }>(`SELECT slug FROM ${table} WHERE slug IS NOT NULL LIMIT 1`)[0]!.slug)}`

function publicPaths() {
  return [
    '/',
    '/about',
    '/services',
    '/portfolio',
    '/blog',
    '/consultation',
    '/?consultation=open',
    firstPath('blog_posts', '/blog'),
    firstPath('detailed_services', '/detailed-services'),
    firstPath('detailed_projects', '/detailed-projects'),
  ]
}

/** Records every Set-Cookie the page's requests answer, and (with JavaScript) every storage write. */
async function watch(page: Page) {
  const cookies: string[] = []
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null)
    if (header) cookies.push(`${response.url()}: ${header}`)
  })
  await page.addInitScript(() => {
    const writes: string[] = []
    ;(window as unknown as { __storageWrites: string[] }).__storageWrites = writes
    for (const method of ['setItem', 'removeItem', 'clear'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown
      Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
        const area = this === window.localStorage ? 'local' : 'session'
        writes.push(`${area} ${method} ${String(args[0])}`)
        return original.apply(this, args)
      } as never
    }
  })
  return cookies
}

test('no public page sets a cookie or writes to storage until the visitor picks a theme', async ({
  page,
  javaScriptEnabled,
}) => {
  // Ten pages, each loaded whole: the time is for a busy machine, not a speed check.
  test.setTimeout(180_000)
  const setCookies = await watch(page)
  for (const path of publicPaths()) {
    await page.goto(path, { waitUntil: 'load' })
    if (javaScriptEnabled) {
      const state = await page.evaluate(() => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: Object.keys(sessionStorage),
        writes: (window as unknown as { __storageWrites: string[] }).__storageWrites,
      }))
      expect(state.cookie, path).toBe('')
      expect(state.local, path).toBe(0)
      expect(
        state.session.filter((key) => !FRAMEWORK_KEYS.includes(key)),
        path,
      ).toEqual([])
      const writes = state.writes.filter(
        (w) => !FRAMEWORK_KEYS.some((key) => w.startsWith('session ') && w.endsWith(` ${key}`)),
      )
      expect(writes, path).toEqual([])
    }
  }
  // A client-side navigation writes nothing either.
  if (javaScriptEnabled) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByTestId('blog-card').first()).toBeVisible()
    expect(await page.evaluate(() => [document.cookie, localStorage.length])).toEqual(['', 0])
  }
  expect(setCookies).toEqual([])
  expect(await page.context().cookies()).toEqual([])
})

test('choosing a theme is what writes it @js', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('navigation', { name: 'Main' }).getByTitle('Switch to Dark Mode').click()
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  expect((await page.context().cookies()).map((c) => `${c.name}=${c.value}`)).toEqual([
    'theme=dark',
  ])
})
