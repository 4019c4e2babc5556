// Publishing blog posts (docs/publishing.md), without JavaScript (the rules are the server's; the
// editor with JavaScript has its own tests: rich-text-editor, save-bar): a draft or a scheduled
// post is on no public page, list, feed or public /api read until it is published; readable
// addresses from titles of any script, the id's and old slugs' addresses answering 301.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'

type Row = { id: number; slug: string; status: string; publish_at: number | null }
const postByTitle = (title: string) =>
  queryDb<Row>('SELECT id, slug, status, publish_at FROM blog_posts WHERE title = ?', title)[0]

async function writeContent(dialog: Locator, html: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'HTML' }).click()
  await dialog.getByLabel('Content').fill(html)
}

async function addPost(
  page: Page,
  javaScriptEnabled: boolean,
  {
    title,
    status,
    publishAt,
    slug,
  }: { title: string; status: string; publishAt?: string; slug?: string },
) {
  await page.goto('/admin/blogs')
  await page.getByRole('link', { name: 'Add New Post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await writeContent(dialog, `<p>Body of ${title}</p>`, javaScriptEnabled)
  // No Status select: the buttons decide; with JavaScript Publish reads Schedule once a time to
  // come is typed.
  await expect(dialog.getByLabel('Status')).toHaveCount(0)
  if (publishAt) await dialog.getByLabel(/^Publish time/).fill(publishAt)
  if (slug) await dialog.getByLabel('Slug').fill(slug)
  const button =
    status === 'draft'
      ? 'Save draft'
      : status === 'scheduled' && javaScriptEnabled
        ? 'Schedule'
        : 'Publish'
  await dialog.getByRole('button', { name: button, exact: true }).click()
  return dialog
}

async function publicReads(request: APIRequestContext) {
  const text = async (path: string) => (await request.get(path)).text()
  return {
    blog: await text('/blog'),
    home: await text('/'),
    rss: await text('/rss.xml'),
    sitemap: await text('/sitemap.xml'),
    api: await text('/api/blogs'),
    paginated: await text('/api/blogs/paginated'),
  }
}

test('a draft is on no public page, feed or /api read until published; then its id moves to its slug @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Draft post')
  await addPost(page, javaScriptEnabled, { title, status: 'draft' })
  await expect(page.getByText('Draft saved.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('post-status')).toContainText('Draft')
  const post = postByTitle(title)!
  expect(post.status).toBe('draft')
  expect(post.slug).toMatch(/^draft-post-\d+-\d+$/)

  // A visitor (no cookie: the page cache may answer) sees it nowhere.
  const visitor = await page.context().browser()!.newContext()
  try {
    const reads = await publicReads(visitor.request)
    for (const [where, body] of Object.entries(reads)) {
      expect(body, where).not.toContain(title)
      expect(body, where).not.toContain(post.slug)
    }
    expect((await visitor.request.get(`/blog/${post.slug}`)).status()).toBe(404)
    expect((await visitor.request.get(`/blog/${post.id}`)).status()).toBe(404)
    expect((await visitor.request.get(`/api/blogs/${post.id}`)).status()).toBe(404)

    await row.getByRole('link', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Post' })
    await expect(edit.getByLabel('Slug')).toHaveValue(post.slug)
    await edit.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Post published.')).toBeVisible()
    await expect(row.getByTestId('post-status')).toContainText('Published')

    const after = await publicReads(visitor.request)
    for (const where of ['blog', 'home', 'rss', 'api', 'paginated'] as const) {
      expect(after[where], where).toContain(title)
    }
    expect(after.sitemap).toContain(`/blog/${post.slug}`)
    const moved = await visitor.request.get(`/blog/${post.id}`, { maxRedirects: 0 })
    expect([moved.status(), moved.headers()['location']]).toEqual([301, `/blog/${post.slug}`])
  } finally {
    await visitor.close()
  }
  await page.goto(`/blog/${post.id}`)
  await expect(page).toHaveURL(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a scheduled post waits for its time, shown in the site time zone @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Scheduled post')
  await addPost(page, javaScriptEnabled, {
    title,
    status: 'scheduled',
    publishAt: '2099-01-02T09:30',
  })
  await expect(page.getByText(/^Post scheduled for 1\/2\/2099, 9:30/)).toBeVisible()
  const status = page.getByRole('row').filter({ hasText: title }).getByTestId('post-status')
  await expect(status).toContainText('Scheduled')
  await expect(status).toContainText(/1\/2\/2099, 9:30 AM \S+/)
  const post = postByTitle(title)!
  expect(post.status).toBe('scheduled')
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404)
  expect(await (await page.request.get('/blog')).text()).not.toContain(title)
})

test('Arabic titles make Arabic addresses; a changed slug keeps the old one redirecting @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const title = `تدوينة تجريبية ${n}`
  await addPost(page, javaScriptEnabled, { title, status: 'published' })
  await expect(page.getByText('Post published.')).toBeVisible()
  const post = postByTitle(title)!
  expect(post.slug).toBe(`تدوينة-تجريبية-${n}`)
  await page.goto(`/blog/${encodeURIComponent(post.slug)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await page.goto(`/admin/blogs/${post.id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await edit.getByLabel('Slug').fill(`Renamed Post ${n}`)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Post updated.')).toBeVisible()
  expect(postByTitle(title)!.slug).toBe(`renamed-post-${n}`)

  const old = await page.request.get(`/blog/${encodeURIComponent(post.slug)}`, { maxRedirects: 0 })
  expect([old.status(), old.headers()['location']]).toEqual([301, `/blog/renamed-post-${n}`])
  await page.goto(`/blog/${encodeURIComponent(post.slug)}`)
  await expect(page).toHaveURL(`/blog/renamed-post-${n}`)
})

test('a slug another post has is refused next to the field, keeping what was typed @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const first = unique('Slug owner')
  await addPost(page, javaScriptEnabled, { title: first, status: 'published' })
  await expect(page.getByText('Post published.')).toBeVisible()
  const taken = postByTitle(first)!.slug
  const second = unique('Slug thief')
  const dialog = await addPost(page, javaScriptEnabled, {
    title: second,
    status: 'draft',
    slug: taken,
  })
  await expect(dialog.getByText('Another post has this slug')).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(second)
  await expect(dialog.getByLabel('Slug')).toHaveValue(taken)
  expect(postByTitle(second)).toBeUndefined()
})

test('a preview link shows a draft without an account, never cached nor indexed, until revoked or published @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  // A draft saved, its link made, read anonymously twice, revoked, a second link, then published:
  // about 60 browser steps, over a minute on two busy cores.
  test.slow()
  const title = unique('Previewed draft')
  await addPost(page, javaScriptEnabled, { title, status: 'draft' })
  await expect(page.getByText('Draft saved.')).toBeVisible()
  const post = postByTitle(title)!

  const makeLink = async () => {
    await page.goto('/admin/blogs')
    await page.getByRole('link', { name: `Preview link of ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Preview link' })
    await dialog.getByRole('button', { name: 'Create a preview link' }).click()
    const field = dialog.getByLabel('Preview link')
    await expect(field).toHaveValue(/\/preview\/blog\//)
    await expect(dialog.getByText(/^Works until /)).toBeVisible()
    return { dialog, url: await field.inputValue() }
  }

  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled })
  try {
    const stranger = await visitor.newPage()
    const { dialog, url } = await makeLink()
    const shown = await stranger.goto(url)
    expect(shown!.status()).toBe(200)
    expect(shown!.headers()['cache-control']).toBe('private, no-store')
    expect(shown!.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(stranger.getByRole('note')).toContainText('Preview of a draft')
    expect((await stranger.goto(url))!.headers()['x-cache']).toBeUndefined()

    await dialog.getByRole('button', { name: 'Revoke all preview links' }).click()
    await expect(dialog.getByText('Every preview link of this post stopped working.')).toBeVisible()
    const revoked = await stranger.goto(url)
    expect(revoked!.status()).toBe(404)
    await expect(stranger.getByText('This preview link has expired or was revoked.')).toBeVisible()

    const second = await makeLink()
    expect((await stranger.goto(second.url))!.status()).toBe(200)
    await page.goto(`/admin/blogs/${post.id}/edit`)
    const edit = page.getByRole('dialog', { name: 'Edit Post' })
    await edit.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Post published.')).toBeVisible()
    expect((await stranger.goto(second.url))!.status()).toBe(404)
    await expect(page.getByRole('link', { name: `Preview link of ${title}` })).toHaveCount(0)
  } finally {
    await visitor.close()
  }
})

test('a draft detailed service is on no public page until published; its id moves to its slug @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('Draft service')
  await page.goto('/admin/detailed-services')
  await page.getByRole('link', { name: 'Add New Detailed Service' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Service' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Subtitle').fill('Coming soon')
  await dialog.getByLabel('Description', { exact: true }).fill('What this service covers.')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('service-status')).toContainText('Draft')
  const service = queryDb<{ id: number; slug: string }>(
    'SELECT id, slug FROM detailed_services WHERE title = ?',
    title,
  )[0]!
  expect(service.slug).toMatch(/^draft-service-\d+-\d+$/)

  const visitor = await page.context().browser()!.newContext()
  try {
    const text = async (path: string) => (await visitor.request.get(path)).text()
    for (const path of ['/services', '/sitemap.xml', '/api/detailed-services']) {
      expect(await text(path), path).not.toContain(title)
    }
    expect((await visitor.request.get(`/detailed-services/${service.slug}`)).status()).toBe(404)
    expect((await visitor.request.get(`/detailed-services/${service.id}`)).status()).toBe(404)

    await row.getByRole('link', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Detailed Service' })
    await edit.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByTestId('service-status')).toContainText('Published')

    expect(await text('/services')).toContain(title)
    expect(await text('/sitemap.xml')).toContain(`/detailed-services/${service.slug}`)
    const moved = await visitor.request.get(`/detailed-services/${service.id}`, { maxRedirects: 0 })
    expect([moved.status(), moved.headers()['location']]).toEqual([
      301,
      `/detailed-services/${service.slug}`,
    ])
  } finally {
    await visitor.close()
  }
  await page.goto(`/detailed-services/${service.id}`)
  await expect(page).toHaveURL(`/detailed-services/${service.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a draft project is out of "Our Work", the /api list and count until published @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('Draft project')
  await page.goto('/admin/projects')
  await page.getByRole('link', { name: 'Add New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 URL').fill('https://example.com/still.png')
  // A project has no page of its own: no slug to type (docs/publishing.md).
  await expect(dialog.getByLabel('Slug')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('project-status')).toHaveText('Draft')

  const visitor = await page.context().browser()!.newContext()
  try {
    const text = async (path: string) => (await visitor.request.get(path)).text()
    const count = async () =>
      ((await (await visitor.request.get('/api/projects/count')).json()) as { count: number }).count
    const before = await count()
    expect(await text('/'), 'home').not.toContain(title)
    expect(await text('/api/projects'), '/api/projects').not.toContain(title)

    await row.getByRole('link', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Project' })
    await edit.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByTestId('project-status')).toContainText('Published')
    expect(await text('/api/projects')).toContain(title)
    expect(await count()).toBeGreaterThan(before)
  } finally {
    await visitor.close()
  }
})

test('a draft detailed project is on no public page until published; its id moves to its slug @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('Draft detailed project')
  await page.goto('/admin/detailed-projects')
  await page.getByRole('link', { name: 'Add New Detailed Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Told in detail, later.')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('project-status')).toContainText('Draft')
  const project = queryDb<{ id: number; slug: string }>(
    'SELECT id, slug FROM detailed_projects WHERE title = ?',
    title,
  )[0]!
  expect(project.slug).toMatch(/^draft-detailed-project-\d+-\d+$/)
  await expect(row).toContainText(`/detailed-projects/${project.slug}`)

  const visitor = await page.context().browser()!.newContext()
  try {
    const text = async (path: string) => (await visitor.request.get(path)).text()
    for (const path of ['/portfolio', '/sitemap.xml', '/api/detailed-projects']) {
      expect(await text(path), path).not.toContain(title)
    }
    expect((await visitor.request.get(`/detailed-projects/${project.slug}`)).status()).toBe(404)
    expect((await visitor.request.get(`/detailed-projects/${project.id}`)).status()).toBe(404)
    expect((await visitor.request.get(`/api/detailed-projects/${project.id}`)).status()).toBe(404)

    await row.getByRole('link', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Detailed Project' })
    await expect(edit.getByLabel('Slug')).toHaveValue(project.slug)
    await edit.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByTestId('project-status')).toContainText('Published')

    expect(await text('/portfolio')).toContain(title)
    expect(await text('/sitemap.xml')).toContain(`/detailed-projects/${project.slug}`)
    const moved = await visitor.request.get(`/detailed-projects/${project.id}`, {
      maxRedirects: 0,
    })
    expect([moved.status(), moved.headers()['location']]).toEqual([
      301,
      `/detailed-projects/${project.slug}`,
    ])
  } finally {
    await visitor.close()
  }
  await page.goto(`/detailed-projects/${project.id}`)
  await expect(page).toHaveURL(`/detailed-projects/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a draft detailed project has preview links, shown without an account until revoked @nojs', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Previewed project')
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Not public yet.')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()

  await page.getByRole('link', { name: `Preview link of ${title}` }).click()
  const modal = page.getByRole('dialog', { name: 'Preview link' })
  await modal.getByRole('button', { name: 'Create a preview link' }).click()
  const field = modal.getByLabel('Preview link')
  await expect(field).toHaveValue(/\/preview\/detailed-projects\//)
  const url = await field.inputValue()

  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled })
  try {
    const stranger = await visitor.newPage()
    const shown = await stranger.goto(url)
    expect(shown!.status()).toBe(200)
    expect(shown!.headers()['cache-control']).toBe('private, no-store')
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(stranger.getByRole('note')).toContainText('Preview of a draft')

    await modal.getByRole('button', { name: 'Revoke all preview links' }).click()
    await expect(
      modal.getByText('Every preview link of this project stopped working.'),
    ).toBeVisible()
    expect((await stranger.goto(url))!.status()).toBe(404)
  } finally {
    await visitor.close()
  }
})
