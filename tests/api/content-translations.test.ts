// The public pages in the other language read the items' translations (issue 34, docs/decisions/
// 027-content-translations.md): a translated text replaces the default one and is said to be in
// the page's language; a missing one falls back to the default language's. The /api answers the
// default language's values, as before.
import { describe, expect, test } from 'vitest'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as blogPostRoute from '#app/routes/_public.blog.$id.tsx'
import * as blogListRoute from '#app/routes/_public.blog._index.tsx'
import * as blogApi from '#app/routes/api.blogs.$id.ts'
import * as homeRoute from '#app/routes/_public._index.tsx'
import { render } from '#tests/support/render-route.tsx'
import { admin, body, call } from './helpers.ts'

const load = async (route: { loader: (args: never) => unknown }, url: string, id?: string) =>
  (await route.loader({
    request: new Request(`http://localhost${url}`),
    params: id ? { id } : {},
    context: {},
  } as never)) as Record<string, unknown>

describe('a post in Arabic', () => {
  test('its page under /ar shows the Arabic title, the untranslated content falls back', async () => {
    const { user, token } = await admin()
    const post = createBlogPost({ title: 'Lighting', content: '<p>How we light</p>' }, user.id)
    saveTranslation('blog', Number(post._id), 'ar', { title: 'الإضاءة' })

    // Its Arabic address is made from its Arabic title (docs/decisions/032-translation-addresses.md).
    const arabic = (
      await load(blogPostRoute, `/ar/blog/${encodeURIComponent('الإضاءة')}`, 'الإضاءة')
    ).post
    expect(arabic).toMatchObject({
      title: 'الإضاءة',
      content: '<p>How we light</p>',
      shownIn: { title: 'ar' },
    })
    const english = (await load(blogPostRoute, `/blog/${post.slug}`, post.slug!)).post
    expect(english).toMatchObject({ title: 'Lighting' })
    expect(english).not.toHaveProperty('shownIn')

    const list = (await load(blogListRoute, '/ar/blog')).blogs as Array<{ title: string }>
    expect(list.map((p) => p.title)).toEqual(['الإضاءة'])

    // The /api answers as before.
    const answer = await body<{ title: string }>(
      await call(blogApi, 'GET', `/api/blogs/${post._id}`, { token, params: { id: post._id } }),
    )
    expect(answer.title).toBe('Lighting')
    expect(answer).not.toHaveProperty('shownIn')
  })
})

describe("a testimonial's client name in Arabic", () => {
  test('/ar shows the Arabic name; without one, the English name marked as English', async () => {
    const person = createTestimonial({
      clientName: 'Dana Client',
      clientTitle: 'Founder',
      quote: 'They kept every date.',
    })
    const home = async () =>
      (await render(homeRoute, '/ar', new Request('http://localhost/ar'))).html
    // Untranslated: the English name, with its language, as every untranslated text is marked.
    expect(await home()).toMatch(/<span lang="en" dir="ltr"[^>]*>Dana Client<\/span>/)

    saveTranslation('testimonial', Number(person._id), 'ar', { clientName: 'دانة العميلة' })
    const html = await home()
    expect(html).toMatch(/<span class="[^"]*">دانة العميلة<\/span>/)
    expect(html).not.toContain('Dana Client')
    // The English page keeps the English name.
    expect((await render(homeRoute, '/', new Request('http://localhost/'))).html).toContain(
      'Dana Client',
    )
  })
})
