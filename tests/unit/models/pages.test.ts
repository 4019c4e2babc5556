import { describe, expect, test } from 'vitest'
import { getAbout, saveAbout } from '#app/models/about.server.ts'
import {
  createBlogPost,
  getBlogPost,
  listBlogPosts,
  listBlogPostsPage,
  updateBlogPost,
} from '#app/models/blog.server.ts'
import { createConsultation, listConsultations } from '#app/models/consultation.server.ts'
import {
  createContactMessage,
  deleteContactMessage,
  listContactMessages,
} from '#app/models/contact-message.server.ts'
import { getHeroVideo, setHeroVideo } from '#app/models/hero-video.server.ts'
import { parseId } from '#app/models/id.ts'
import { getSettings, saveSettings } from '#app/models/settings.server.ts'
import { createUser } from '#app/models/user.server.ts'

async function author() {
  return createUser({ name: 'Ada', email: 'ada@example.com', password: 'a-long-password' })
}

describe('blog posts', () => {
  test('author from the caller, content sanitized, author kept on edit', async () => {
    const user = await author()
    const post = createBlogPost(
      {
        title: 'Hello',
        content:
          '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
          '<iframe src="https://evil.example/x"></iframe>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
        coverImage: '',
      },
      user.id,
    )
    expect(post.author).toEqual({ name: 'Ada' })
    expect(post.coverImage).toBeNull()
    expect(post.content).not.toMatch(/script|onclick|javascript|evil/)
    expect(post.content).toContain('<p>Hi</p>')
    expect(post.content).toContain('src="https://www.youtube-nocookie.com/embed/abc"')

    updateBlogPost(Number(post._id), { title: 'Hi', content: 'Plain text' }, user.id)
    expect(getBlogPost(Number(post._id))).toMatchObject({ title: 'Hi', author: { name: 'Ada' } })
  })

  test('content that is only a script is empty after cleaning, so it is refused', async () => {
    const user = await author()
    expect(() =>
      createBlogPost({ title: 'T', content: '<script>alert(1)</script>' }, user.id),
    ).toThrow(/Content is required/)
  })

  test('pages of six, newest first, with edges', async () => {
    const user = await author()
    for (let i = 1; i <= 13; i++) createBlogPost({ title: `Post ${i}`, content: 'x' }, user.id)
    const first = listBlogPostsPage('1')
    expect(first.pages).toBe(3)
    expect(first.page).toBe(1)
    expect(first.blogs.map((b) => b.title)).toEqual([13, 12, 11, 10, 9, 8].map((n) => `Post ${n}`))
    expect(listBlogPostsPage(3).blogs.map((b) => b.title)).toEqual(['Post 1'])
    expect(listBlogPostsPage('4')).toEqual({ blogs: [], page: 4, pages: 3 })
    for (const bad of [null, undefined, '', 'abc', '0', '-1', '1.5']) {
      expect(listBlogPostsPage(bad).page).toBe(1)
    }
    expect(listBlogPosts({ limit: 3 })).toHaveLength(3)
  })

  test('no posts: zero pages, page 1 empty', () => {
    expect(listBlogPostsPage(undefined)).toEqual({ blogs: [], page: 1, pages: 0 })
  })
})

describe('about, settings and hero video', () => {
  test('about sections replace each other, sanitized', () => {
    expect(getAbout()).toEqual({ sections: [], team: [], figures: [], clients: [] })
    saveAbout([
      { title: 'One', content: '<p>A</p><img src=x onerror=alert(1)>' },
      { title: 'Two', content: 'B' },
    ])
    saveAbout([{ title: 'Three', content: '<b>C</b>' }])
    expect(getAbout()).toEqual({
      sections: [{ title: 'Three', content: '<b>C</b>' }],
      team: [],
      figures: [],
      clients: [],
    })
    expect(() => saveAbout([{ title: '', content: 'x' }])).toThrow(/Title is required/)
  })

  test('settings default empty, then saved with links in order', () => {
    expect(getSettings()).toEqual({ contactEmail: '', contactPhone: '', socialMedia: [] })
    const links = [
      { platform: 'Youtube', url: 'https://youtube.com/@a' },
      { platform: 'Facebook', url: 'https://facebook.com/a' },
    ] as const
    saveSettings({
      contactEmail: 'hi@example.com',
      contactPhone: '+1 555',
      socialMedia: [...links],
    })
    saveSettings({
      contactEmail: 'hi@example.com',
      contactPhone: '+1 556',
      socialMedia: [...links],
    })
    expect(getSettings()).toEqual({
      contactEmail: 'hi@example.com',
      contactPhone: '+1 556',
      socialMedia: links,
    })
    expect(() =>
      saveSettings({ contactEmail: 'nope', contactPhone: '1', socialMedia: [] }),
    ).toThrow(/Enter a valid email address/)
    expect(() =>
      saveSettings({
        contactEmail: 'a@b.co',
        contactPhone: '1',
        socialMedia: [{ platform: 'Myspace' as 'Facebook', url: 'https://x.y' }],
      }),
    ).toThrow(/Platform must be one of/)
  })

  test('hero video remembers the one it replaced', () => {
    expect(getHeroVideo()).toEqual({ url: null, poster: null })
    expect(setHeroVideo('/uploads/hero/a.mp4')).toEqual({
      url: '/uploads/hero/a.mp4',
      previousUrl: null,
    })
    expect(setHeroVideo('/uploads/hero/b.mp4').previousUrl).toBe('/uploads/hero/a.mp4')
    expect(getHeroVideo()).toEqual({ url: '/uploads/hero/b.mp4', poster: null })
  })
})

describe('inbox', () => {
  test('contact messages: phone optional, email checked, newest first', async () => {
    await createContactMessage({ name: 'A', email: 'a@example.com', message: 'one' })
    const m = await createContactMessage({
      name: 'B',
      email: ' b@example.com ',
      phone: '',
      message: 'two',
    })
    expect(m).toMatchObject({ email: 'b@example.com', phone: null })
    expect(listContactMessages().map((x) => x.name)).toEqual(['B', 'A'])
    await expect(createContactMessage({ name: 'C', email: 'bad', message: 'x' })).rejects.toThrow(
      /Enter a valid email address/,
    )
    expect(deleteContactMessage(Number(m._id))).toBe(true)
    expect(listContactMessages()).toHaveLength(1)
  })

  test('consultations need every field', async () => {
    await expect(
      createConsultation({ name: 'A', email: 'a@example.com', phone: '', message: 'x' }),
    ).rejects.toThrow(/Phone is required/)
    await createConsultation({ name: 'A', email: 'a@example.com', phone: '1', message: 'x' })
    expect(listConsultations()).toHaveLength(1)
  })
})

test('parseId accepts only positive decimal ids', () => {
  expect(parseId('12')).toBe(12)
  for (const bad of [undefined, '', '0', '-1', '1e3', '01', 'abc', '1.0', '99999999999999999']) {
    expect(parseId(bad)).toBeNull()
  }
})
