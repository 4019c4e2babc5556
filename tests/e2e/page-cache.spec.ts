// The page cache on the real server: a write through either door shows on the very next public
// read, and a page served from memory still runs its scripts under its own policy.
import { request as http, type APIRequestContext } from '@playwright/test'
import { randomAddress } from './addresses.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)

/** An anonymous visitor: no cookies, so the cache may answer. */
async function visitor(baseURL: string) {
  return http.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } })
}

/** Reads a page until the cache answers it (other tests' writes may empty it meanwhile). */
async function cached(anon: APIRequestContext, path: string) {
  for (let i = 0; i < 10; i++) {
    const response = await anon.get(path)
    if (response.headers()['x-cache'] === 'hit') return response
  }
  throw new Error(`${path} was never served from the cache`)
}

test('an admin form save shows on the next public read @js', async ({
  adminPage: page,
  baseURL,
}) => {
  const anon = await visitor(baseURL!)
  await cached(anon, '/')
  const title = `Cached ${suffix()}`
  await page.goto('/admin/services/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Service' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill('Shown at once')
  await dialog.getByText('Camera', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Service saved successfully.')
  expect(await (await anon.get('/')).text()).toContain(title)
  await anon.dispose()
})

test('an /api write shows on the next public read, page and JSON alike @js', async ({
  baseURL,
}) => {
  const anon = await visitor(baseURL!)
  await cached(anon, '/')
  await cached(anon, '/api/services')
  const api = await http.newContext({ baseURL })
  const login = await api.post('/api/users/login', {
    headers: { 'X-Forwarded-For': randomAddress() },
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  })
  const { token } = (await login.json()) as { token: string }
  const title = `Via API ${suffix()}`
  const saved = await api.post('/api/services', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, description: 'Written through the API.' },
  })
  expect(saved.status()).toBe(201)
  expect(await (await anon.get('/')).text()).toContain(title)
  expect(await (await anon.get('/api/services')).text()).toContain(title)
  await api.dispose()
  await anon.dispose()
})

test('a page served from memory hydrates under its own script hashes @js', async ({ page }) => {
  // Other tests write meanwhile (their sign-ins empty the cache), so the page is asked for until the
  // browser's own load is answered from memory; each load waits for hydration (fixtures.ts).
  test.setTimeout(90_000)
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.goto('/portfolio')
  let served = ''
  for (let i = 0; i < 10 && served !== 'hit'; i++) {
    await page.request.get('/portfolio')
    const response = await page.goto('/portfolio')
    served = response?.headers()['x-cache'] ?? ''
  }
  expect(served).toBe('hit')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(await page.locator('script[nonce]').count()).toBe(0)
  expect(violations).toEqual([])
})

test('a public page asked in capitals moves to its lower-case address before the cache @server', async ({
  baseURL,
}) => {
  const anon = await visitor(baseURL!)
  const moved = async (path: string) => {
    const response = await anon.get(path, { maxRedirects: 0 })
    return [path, response.status(), response.headers().location]
  }
  expect(await moved('/ABOUT')).toEqual(['/ABOUT', 301, '/about'])
  expect(await moved('/About/?utm_source=Mail')).toEqual([
    '/About/?utm_source=Mail',
    301,
    '/about?utm_source=Mail',
  ])
  expect(await moved('/AR/ABOUT')).toEqual(['/AR/ABOUT', 301, '/ar/about'])
  expect(await moved('/Blog')).toEqual(['/Blog', 301, '/blog'])
  // A post's address in capitals is the post: every slug is made in lower case.
  const list = await (await anon.get('/blog')).text()
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(list)![1]!
  expect(await moved(post.toUpperCase())).toEqual([post.toUpperCase(), 301, post])
  expect((await anon.get(post.toUpperCase())).status()).toBe(200)
  // A build asset's name is read as it is written.
  const home = await (await anon.get('/')).text()
  const asset = /(\/assets\/[^"]*[A-Z][^"]*\.js)"/.exec(home)![1]!
  expect((await anon.get(asset, { maxRedirects: 0 })).status()).toBe(200)
  await anon.dispose()
})
