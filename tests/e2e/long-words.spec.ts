// People's text never widens a page (docs/security.md, "People's text"): with a 200-character word
// with no break in it added to every text field of the demo content (titles, descriptions, names,
// categories, tags, quotes, alt texts, translations, leads and their campaign), every public page
// and admin screen at 390 px is no wider than the screen, in both languages. It has a server of its
// own (tests/e2e/own-server.ts): the words would change what the other tests read.
import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { OWN_SESSION_SECRET, startServer, stopServer, type OwnServer } from './own-server.ts'

const WORD = `Unbroken${'x'.repeat(184)}Word0123`.slice(0, 200)
const ADMIN = 'long-words@example.com'

/** Each table's text columns a person types, each given the long word. */
const FIELDS: Record<string, string[]> = {
  services: ['title', 'description'],
  detailed_services: ['title', 'subtitle', 'description', 'pricing'],
  detailed_service_features: ['title', 'description'],
  categories: ['name'],
  projects: ['title', 'description', 'category'],
  project_media: ['alt'],
  detailed_projects: ['title', 'subtitle', 'description', 'category', 'client'],
  detailed_project_media: ['alt'],
  detailed_project_tags: ['tag'],
  detailed_project_results: ['figure', 'label'],
  testimonials: ['client_name', 'client_title', 'quote', 'client_image_alt'],
  blog_posts: ['title', 'content', 'cover_image_alt'],
  about_sections: ['title', 'content'],
  media_files: ['alt'],
  users: ['name'],
}

/** Every person's text of the demo ends with the long word; two leads carry it everywhere. */
function addLongWords(db: Database.Database) {
  for (const [table, columns] of Object.entries(FIELDS)) {
    const set = columns.map(
      (c) => `${c} = CASE WHEN ${c} IS NULL THEN NULL ELSE ${c} || ' ' || @word END`,
    )
    db.prepare(`UPDATE ${table} SET ${set.join(', ')}`).run({ word: WORD })
  }
  db.prepare(`UPDATE translations SET value = value || ' ' || ? WHERE field <> 'slug'`).run(WORD)
  const attribution = JSON.stringify({
    evidence: 'form',
    channel: 'Campaign',
    source: WORD,
    medium: WORD,
    campaign: WORD,
    referrer: null,
    landingPage: null,
    lastChannel: null,
    lastCampaign: null,
    formPage: `/?utm_campaign=${WORD}`,
    pagesBefore: null,
    servicePages: [],
    caseStudies: [],
    timeOnSite: null,
  })
  for (const table of ['contact_messages', 'consultations']) {
    db.prepare(
      `INSERT INTO ${table} (name, email, phone, message, attribution, language, created_at)
       VALUES (?, ?, ?, ?, ?, 'en', ?)`,
    ).run(
      `Ada ${WORD}`,
      `${WORD.toLowerCase()}@example.com`,
      `+1 ${WORD}`,
      `Hi ${WORD}`,
      attribution,
      Date.now(),
    )
  }
}

async function adminCookie(db: Database.Database) {
  const now = Date.now()
  db.prepare(
    `INSERT INTO users (email, name, password_hash, admin_language, created_at, updated_at)
     VALUES (?, ?, 'no-password', 'en', ?, ?)`,
  ).run(ADMIN, `Admin ${WORD}`, now, now)
  const user = db.prepare('SELECT id FROM users WHERE email = ?').get(ADMIN) as { id: number }
  const id = randomBytes(32).toString('base64url')
  db.prepare(
    'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(createHash('sha256').update(id).digest('hex'), user.id, now, now + 86_400_000)
  const header = await createCookie('__session', { secrets: [OWN_SESSION_SECRET] }).serialize(id)
  return header.split(';')[0]!.slice('__session='.length)
}

const first = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get() as { id: number }).id

let server: OwnServer
let db: Database.Database
let cookie: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({
    SEED_DEMO: 'true',
    RENDER_BUDGET: '0',
  })
  db = new Database(join(server.dir, 'site.db'))
  db.pragma('busy_timeout = 5000')
  addLongWords(db)
  cookie = await adminCookie(db)
})

test.afterAll(async () => {
  db?.close()
  if (server) await stopServer(server)
})

/** How much wider than the screen the page is (0: not at all), naming the first boxes past its edge. */
async function overflowOf(page: Page, url: string): Promise<string | null> {
  const response = await page.goto(url)
  expect(response?.status(), url).toBeLessThan(400)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth
    if (over <= 0) return null
    const past = [...document.querySelectorAll('body *')]
      .filter((e) => {
        const box = e.getBoundingClientRect()
        return box.right > window.innerWidth + 1 || box.left < -1
      })
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`)
    return `${over} px wider (${past.join(', ')})`
  })
}

test('every public page at 390 px holds a 200-character word, in both languages @js', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${server.port}`,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  const pages = [
    '/',
    '/about',
    '/services',
    '/portfolio',
    '/blog',
    `/detailed-services/${first(db, 'detailed_services')}`,
    `/detailed-projects/${first(db, 'detailed_projects')}`,
    `/blog/${first(db, 'blog_posts')}`,
    '/about?consultation=open',
  ]
  const wide: string[] = []
  for (const path of pages) {
    for (const url of [path, `/ar${path === '/' ? '' : path}`]) {
      const over = await overflowOf(page, url)
      if (over) wide.push(`${url}: ${over}`)
    }
  }
  expect(wide).toEqual([])
  await context.close()
})

test('every admin screen at 390 px holds a 200-character word, in both languages @js', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const baseURL = `http://127.0.0.1:${server.port}`
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  await context.addCookies([
    { name: '__session', value: cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  const page = await context.newPage()
  const edit = (kind: string, table: string) => `/admin/${kind}/${first(db, table)}/edit`
  const screens = [
    '/admin/dashboard',
    '/admin/services',
    edit('services', 'services'),
    '/admin/detailed-services',
    edit('detailed-services', 'detailed_services'),
    '/admin/projects',
    edit('projects', 'projects'),
    '/admin/detailed-projects',
    edit('detailed-projects', 'detailed_projects'),
    '/admin/categories',
    '/admin/testimonials',
    edit('testimonials', 'testimonials'),
    '/admin/blogs',
    edit('blogs', 'blog_posts'),
    '/admin/full-blog',
    edit('full-blog', 'blog_posts'),
    '/admin/about',
    '/admin/hero-video',
    '/admin/media',
    '/admin/contact-messages',
    `/admin/contact-messages/${first(db, 'contact_messages')}`,
    '/admin/consultations',
    `/admin/consultations/${first(db, 'consultations')}`,
    `/admin/translations/detailed-service/${first(db, 'detailed_services')}?lang=ar`,
    `/admin/revisions/detailed-service/${first(db, 'detailed_services')}`,
    '/admin/settings',
    '/admin/analytics',
    '/admin/audit',
    '/admin/trash',
    '/admin/account',
  ]
  const wide: string[] = []
  for (const language of ['en', 'ar']) {
    db.prepare('UPDATE users SET admin_language = ? WHERE email = ?').run(language, ADMIN)
    for (const url of screens) {
      const over = await overflowOf(page, url)
      if (over) wide.push(`${language} ${url}: ${over}`)
    }
  }
  expect(wide).toEqual([])
  await context.close()
})
