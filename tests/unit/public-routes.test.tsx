// Public route modules rendered on the server as a request would render them: React Router's static
// handler runs the real loader (and action) against this test's database, then the route's
// component, or its ErrorBoundary, is rendered to HTML.
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { render } from '#tests/support/render-route.tsx'
import * as catchAllRoute from '#app/routes/_public.$.tsx'
import * as aboutRoute from '#app/routes/_public.about.tsx'
import * as blogPostRoute from '#app/routes/_public.blog.$id.tsx'
import * as blogListRoute from '#app/routes/_public.blog._index.tsx'
import * as consultationRoute from '#app/routes/_public.consultation.tsx'
import * as projectRoute from '#app/routes/_public.detailed-projects.$id.tsx'
import * as serviceRoute from '#app/routes/_public.detailed-services.$id.tsx'
import * as homeRoute from '#app/routes/_public._index.tsx'
import * as portfolioRoute from '#app/routes/_public.portfolio.tsx'
import * as servicesRoute from '#app/routes/_public.services.tsx'
import { blogPosts } from '#db/schema.ts'
import { metaDescription } from '#app/models/excerpt.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createService } from '#app/models/service.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { admin } from '../api/helpers.ts'

const typed = { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100', message: 'Hi there' }
// As a person's browser sends it: the empty honeypot and a stamp from a page served 3 s ago.
const postForm = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: 'POST',
    body: new URLSearchParams({
      website: '',
      form_stamp: issueFormStamp(Date.now() - 3_000),
      ...fields,
    }),
  })

/** The result line under a form, as rendered. */
const statusLine = (html: string) => html.match(/<p[^>]*data-testid="form-status"[^>]*>[^<]*<\/p>/)

beforeEach(() => resetAllLimits())

describe('a public form whose save fails', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  test('contact: 500, the form stays with what was typed and shows the fallback in red', async () => {
    getDb().$client.exec('DROP TABLE contact_messages')
    const { status, html } = await render(homeRoute, '/', postForm('http://x/?index', typed))
    expect(status).toBe(500)
    const line = statusLine(html)?.[0] ?? ''
    expect(line).toContain('>Failed to send message<')
    expect(line).toContain('text-red-600')
    expect(html).toContain('value="Ada"')
    expect(html).toContain('>Hi there</textarea>')
    // The page is still the home page, not an error page.
    expect(html).toContain('Creative Media Solutions')
    expect(console.error).toHaveBeenCalled()
  })

  test('consultation: 500, the form stays with what was typed and shows the fallback in red', async () => {
    getDb().$client.exec('DROP TABLE consultations')
    const { status, html } = await render(
      consultationRoute,
      '/consultation',
      postForm('http://x/consultation', { ...typed, redirectTo: '/about' }),
    )
    expect(status).toBe(500)
    const line = statusLine(html)?.[0] ?? ''
    expect(line).toContain('>Failed to send request<')
    expect(line).toContain('text-red-600')
    expect(html).toContain('value="+1 555 0100"')
    expect(html).toContain('name="redirectTo" value="/about"')
  })

  test('a failure that reaches the route boundary keeps the public error text', async () => {
    const broken = { ...homeRoute, loader: () => Promise.reject(new Error('disk on fire')) }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { status, html } = await render(broken, '/', new Request('http://x/'))
    expect(status).toBe(500)
    expect(html).toContain('An error occurred: Something went wrong on our side.')
  })
})

describe('empty lists', () => {
  // This database is freshly migrated: no posts, services, projects or about sections. The spec's
  // Arabic notes are the Arabic pages' (issue 34: the page, <html lang="ar" dir="rtl">, is Arabic);
  // the English pages say the same in English.
  test.each([
    ['/blog', blogListRoute, 'لا توجد منشورات بعد.', 'No posts yet.'],
    ['/services', servicesRoute, 'لا توجد خدمات بعد.', 'No services yet.'],
    ['/portfolio', portfolioRoute, 'لا توجد مشاريع بعد.', 'No projects yet.'],
    ['/about', aboutRoute, 'لا يوجد محتوى بعد.', 'No content yet.'],
  ])('%s shows its Arabic note on the Arabic page', async (path, module, note, english) => {
    const arabic = await render(module, `/ar${path}`, new Request(`http://x/ar${path}`))
    expect(arabic.status).toBe(200)
    expect(arabic.html).toMatch(new RegExp(`<p[^>]*>${note}</p>`))
    const { status, html } = await render(module, path, new Request(`http://x${path}`))
    expect(status).toBe(200)
    expect(html).toMatch(new RegExp(`<p[^>]*>${english}</p>`))
    expect(html).not.toContain(note)
  })
})

describe('blog pages', () => {
  function addPosts(n: number) {
    for (let i = 1; i <= n; i++) {
      getDb()
        .insert(blogPosts)
        .values({ title: `Post ${i}`, content: `<p>Body ${i}</p>`, createdAt: new Date(i * 1000) })
        .run()
    }
    // Written by hand through the app's own connection, which only the models report (the kept
    // public count, app/lib/page-cache.server.ts, would not see them).
    publicContentChanged()
  }

  test('a page past the last answers 404 with the not-found text, page 1 never does', async () => {
    const empty = await render(blogListRoute, '/blog', new Request('http://x/blog?page=2'))
    expect(empty.status).toBe(404)
    expect(await render(blogListRoute, '/blog', new Request('http://x/blog'))).toMatchObject({
      status: 200,
    })

    addPosts(7)
    const last = await render(blogListRoute, '/blog', new Request('http://x/blog?page=2'))
    expect(last.status).toBe(200)
    expect(last.html).toContain('Post 1')
    expect(last.html).toContain('Newer posts')
    const past = await render(blogListRoute, '/blog', new Request('http://x/blog?page=99'))
    expect(past.status).toBe(404)
    expect(past.html).toContain('Page not found.')
    expect(past.html).not.toContain('Newer posts')
    expect(past.html).not.toContain('لا توجد')
    // Anything but a positive whole number names no page (issue 29): never page 1 again.
    for (const query of [
      '?page=abc',
      '?page=0',
      '?page=-1',
      '?page=2.5',
      '?page=',
      '?page=99999',
    ]) {
      const answer = await render(blogListRoute, '/blog', new Request(`http://x/blog${query}`))
      expect([query, answer.status]).toEqual([query, 404])
    }
  })

  test('a post with no author is by Unknown, on the list and on its page', async () => {
    addPosts(1)
    const list = await render(blogListRoute, '/blog', new Request('http://x/blog'))
    expect(list.html).toContain('By: Unknown')
    const [post] = getDb().select().from(blogPosts).all()
    const detail = await render(
      blogPostRoute,
      '/blog/:id',
      new Request(`http://x/blog/${post!.id}`),
    )
    expect(detail.html).toContain('By: Unknown')
  })
})

describe('an address that names no page', () => {
  test('is a 404 with the latest work under the way back, drawn by its own route', async () => {
    createDetailedProject({ title: 'Harbour film', description: 'Long', category: 'Video' })
    const missing = await render(catchAllRoute, '*', new Request('http://x/no-such-page'))
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('>Page not found<')
    expect(missing.html).toContain('>Our latest work<')
    expect(missing.html).toContain('data-testid="latest-card"')
    expect(missing.html).toContain('>Harbour film<')
    // A page's own 404 (a post that is not) shows no latest work: the boundary draws none itself.
    const post = await render(blogPostRoute, '/blog/:id', new Request('http://x/blog/999999'))
    expect(post.status).toBe(404)
    expect(post.html).toContain('Post not found.')
    expect(post.html).not.toContain('latest-card')
  })
})

describe('page titles and descriptions', () => {
  type Meta = (args: { data: unknown; error?: unknown }) => Record<string, string>[]
  const meta = (module: { meta?: unknown }, args: { data: unknown; error?: unknown }) => {
    const entries = (module.meta as Meta)(args)
    return {
      title: entries.find((e) => 'title' in e)?.title,
      description: entries.find((e) => e.name === 'description')?.content,
    }
  }
  const missing = new ErrorResponseImpl(404, 'Not Found', 'Post not found.')

  test('every page ends with the site name; the home page is the site name', () => {
    expect(meta(homeRoute, { data: undefined }).title).toBe('Creative Media Solutions')
    expect(meta(aboutRoute, { data: undefined }).title).toBe('About Us | Creative Media Solutions')
    expect(meta(servicesRoute, { data: undefined }).title).toBe(
      'Services | Creative Media Solutions',
    )
    expect(meta(portfolioRoute, { data: undefined }).title).toBe(
      'Portfolio | Creative Media Solutions',
    )
    expect(meta(consultationRoute, { data: undefined }).title).toBe(
      'Free Consultation | Creative Media Solutions',
    )
    expect(meta(blogListRoute, { data: { page: 1, pages: 2, blogs: [] } }).title).toBe(
      'Blog | Creative Media Solutions',
    )
    expect(meta(blogListRoute, { data: { page: 2, pages: 2, blogs: [] } }).title).toBe(
      'Page 2 | Blog | Creative Media Solutions',
    )
  })

  test('detail pages: their title, their section, the site; the text as description', () => {
    const post = { title: 'Launch', content: `<p>${'Long words. '.repeat(30)}</p>` }
    const blog = meta(blogPostRoute, { data: { post, description: metaDescription(post.content) } })
    expect(blog.title).toBe('Launch | Blog | Creative Media Solutions')
    expect(blog.description).toMatch(/^Long words\. .*…$/)
    expect(Array.from(blog.description!).length).toBeLessThanOrEqual(161)

    const service = { title: 'Video', description: 'Films <b>that</b> sell.' }
    const described = (text: string) => metaDescription(text)
    expect(
      meta(serviceRoute, { data: { service, description: described(service.description) } }),
    ).toEqual({
      title: 'Video | Services | Creative Media Solutions',
      description: 'Films that sell.',
    })
    const project = { title: 'Rebrand', description: 'A café, renamed.', media: [] }
    expect(
      meta(projectRoute, { data: { project, description: described(project.description) } }),
    ).toEqual({
      title: 'Rebrand | Portfolio | Creative Media Solutions',
      description: 'A café, renamed.',
    })
  })

  test('not-found pages have a title in the same form and a description', () => {
    for (const [module, title] of [
      [blogPostRoute, 'Post not found | Blog | Creative Media Solutions'],
      [serviceRoute, 'Service not found | Services | Creative Media Solutions'],
      [projectRoute, 'Project not found | Portfolio | Creative Media Solutions'],
      [blogListRoute, 'Page not found | Blog | Creative Media Solutions'],
    ] as const) {
      const { title: shown, description } = meta(module, { data: undefined, error: missing })
      expect(shown).toBe(title)
      expect(description).toMatch(/^This|^The blog/)
      expect(description!.length).toBeGreaterThan(40)
    }
    const failed = meta(blogPostRoute, { data: undefined, error: new Error('x') })
    expect(failed.title).toBe('Error | Blog | Creative Media Solutions')
  })
})

describe('the home page', () => {
  test('says "sent" once after a contact message: a reload of /?contact=sent does not', async () => {
    const sent = (await homeRoute.action({
      request: postForm('http://x/?index', typed),
      params: {},
      context: { clientAddress: '203.0.113.40' },
    })) as Response
    expect(sent.headers.get('Location')).toBe('/?contact=sent#contact-sent')
    const cookie = (sent.headers.get('Set-Cookie') ?? '').split(';')[0]!
    const after = await render(
      homeRoute,
      '/',
      new Request('http://x/?contact=sent', { headers: { Cookie: cookie } }),
    )
    expect(after.html).toContain('Message sent successfully!')
    // The thank-you panel takes the form's place (app/components/forms/thank-you-panel.tsx).
    expect(after.html).toContain('id="contact-sent"')
    expect(after.html).toContain('We reply within two working days.')
    expect(after.html).not.toContain('name="message"')
    const reload = await render(homeRoute, '/', new Request('http://x/?contact=sent'))
    expect(reload.html).not.toContain('Message sent successfully!')
  })

  test('its sections, read once per content version, follow every kind of change at once', async () => {
    const { user } = await admin()
    const home = async () => (await render(homeRoute, '/', new Request('http://x/'))).html
    expect(await home()).not.toContain('Kept service')
    createService({ title: 'Kept service', description: 'One', icon: '' })
    expect(await home()).toContain('Kept service')
    saveSettings({ contactEmail: 'kept@example.com', contactPhone: '+1 555 0199', socialMedia: [] })
    expect(await home()).toContain('+1 555 0199')
    // Another connection's commit (the command line, a script, the sqlite3 shell).
    const other = new Database(getDb().$client.name)
    other
      .prepare(
        "INSERT INTO testimonials (client_name, quote, created_at, updated_at) VALUES ('By hand', 'Kept quote', ?, ?)",
      )
      .run(Date.now(), Date.now())
    other.close()
    expect(await home()).toContain('Kept quote')
    // A scheduled post shows from its time, with nothing written.
    const soon = new Date(Date.now() + 60 * 60_000)
    createBlogPost(
      { title: 'Kept soon', content: 'x', status: 'scheduled', publishAt: soon.toISOString() },
      user.id,
    )
    expect(await home()).not.toContain('Kept soon')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(soon.getTime() + 1000)
      expect(await home()).toContain('Kept soon')
    } finally {
      vi.useRealTimers()
    }
  })

  test('a section whose read fails stays empty and is logged; the rest of the page shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    getDb().$client.exec('ALTER TABLE testimonials RENAME TO testimonials_gone')
    const { status, html } = await render(homeRoute, '/', new Request('http://x/'))
    expect(status).toBe(200)
    expect(html).toContain('Send us a message')
    expect(logged).toHaveBeenCalledWith(
      "The home page's testimonials could not be read:",
      expect.objectContaining({ message: expect.stringMatching(/no such table: testimonials/) }),
    )
    // A failed read is not kept: the next request reads again (this connection's own statements
    // are not a content change).
    const db = getDb().$client
    db.exec('ALTER TABLE testimonials_gone RENAME TO testimonials')
    db.prepare(
      "INSERT INTO testimonials (client_name, quote, created_at, updated_at) VALUES ('Back', 'Read again', ?, ?)",
    ).run(Date.now(), Date.now())
    expect((await render(homeRoute, '/', new Request('http://x/'))).html).toContain('Read again')
  })
})
