// The site search in the browser (docs/search.md), with JavaScript on and off: the header's box
// finds an English post by a word of its body and its Arabic translation by vowelled, unvowelled
// and hamza spellings, never a draft, and a search that finds nothing suggests the portfolio and
// the blog. With JavaScript, the results page follows its field as one types.
import { request as http, type APIRequestContext } from '@playwright/test'
import { randomAddress } from './addresses.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'

// Letters only: a word of its own for each run and project, so parallel runs never meet.
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function api(baseURL: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await http.newContext({ baseURL })
  const login = await api.post('/api/users/login', {
    headers: { 'X-Forwarded-For': randomAddress() },
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  })
  const { token } = (await login.json()) as { token: string }
  return { api, token }
}

async function addPost(
  { api, token }: { api: APIRequestContext; token: string },
  data: Record<string, unknown>,
) {
  const saved = await api.post('/api/blogs', {
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(saved.status()).toBe(201)
  return ((await saved.json()) as { _id: string })._id
}

test('the header finds a post by a word of its body, in English and Arabic, never a draft', async ({
  page,
  baseURL,
}) => {
  const unique = word()
  const client = await api(baseURL!)
  const title = `Festival film ${unique}`
  const id = await addPost(client, {
    title,
    content: `<p>Our crew filmed the ${unique} festival over two nights.</p>`,
  })
  const translated = await client.api.put(`/api/blogs/${id}?locale=ar`, {
    headers: { Authorization: `Bearer ${client.token}` },
    data: {
      title: `فيلم المهرجان ${unique}`,
      content: `<p>كَتَبَ فريقُنا عن إنتاج المهرجان ${unique}.</p>`,
    },
  })
  expect(translated.status()).toBe(200)
  await addPost(client, {
    title: `Draft ${unique}`,
    content: `<p>${unique} kept back</p>`,
    status: 'draft',
  })
  await client.api.dispose()

  await page.goto('/')
  const box = page.getByRole('search', { name: 'Search' })
  await box.getByRole('searchbox', { name: 'Search' }).fill(`${unique} festivals`)
  await box.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Results for “${unique} festivals”`,
  )
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('listitem')).toHaveCount(1)
  await expect(results.getByRole('link', { name: title })).toBeVisible()
  await expect(results.locator('mark').first()).toHaveText(unique)
  await expect(results).not.toContainText('Draft')

  // The Arabic pages: the translation, by the unvowelled word, with another hamza form.
  for (const query of [`كتب ${unique}`, `كَتَبَ ${unique}`, `انتاج ${unique}`, `أنتاج ${unique}`]) {
    await page.goto('/ar')
    const arabicBox = page.getByRole('search', { name: 'بحث' })
    await arabicBox.getByRole('searchbox', { name: 'بحث' }).fill(query)
    await arabicBox.getByRole('button', { name: 'بحث' }).click()
    await expect(page).toHaveURL(/\/ar\/search\?q=/)
    const found = page.getByRole('list', { name: 'نتائج البحث' })
    await expect(found.getByRole('link', { name: `فيلم المهرجان ${unique}` })).toBeVisible()
  }
  await page.getByRole('link', { name: `فيلم المهرجان ${unique}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`فيلم المهرجان ${unique}`)
})

test('nothing found: the portfolio and the blog are suggested; hostile queries answer', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent(`"NEAR(${word()} *^"`)}`)
  await expect(page.getByText(/^Nothing found for/)).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Portfolio' }).click()
  await expect(page).toHaveURL('/portfolio')
  const long = await page.goto(`/search?q=${'x'.repeat(10_240)}`)
  expect(long?.status()).toBe(200)
})

test('with JavaScript, the results follow the typing @js', async ({ page, baseURL }) => {
  const unique = word()
  const client = await api(baseURL!)
  await addPost(client, { title: `Typed ${unique}`, content: '<p>Found as typed.</p>' })
  await client.api.dispose()
  await page.goto('/search')
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(unique)
  // No submit: the page follows the field once the typing rests.
  await expect(page.getByRole('link', { name: `Typed ${unique}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${unique}$`))
})
