import { describe, expect, test } from 'vitest'
import * as about from '#app/routes/api.about.ts'
import * as settings from '#app/routes/api.settings.ts'
import * as testimonials from '#app/routes/api.testimonials.ts'
import * as testimonialOne from '#app/routes/api.testimonials.$id.ts'
import * as heroUrl from '#app/routes/api.uploads.hero-video-url.ts'
import { removeHeroVideo, setHeroImage, setHeroVideo } from '#app/models/hero-video.server.ts'
import { admin, body, call } from './helpers.ts'

describe('/api/settings', () => {
  test('empty before any save, then exactly what was saved', async () => {
    const { token } = await admin()
    expect(await body(await call(settings, 'GET', '/api/settings'))).toEqual({
      contactEmail: '',
      contactPhone: '',
      socialMedia: [],
    })
    const saved = {
      contactEmail: 'hello@agency.example',
      contactPhone: '+44 20 7946 0000',
      socialMedia: [
        { platform: 'Instagram', url: 'https://instagram.com/agency' },
        { platform: 'Facebook', url: 'https://facebook.com/agency' },
      ],
    }
    const res = await call(settings, 'POST', '/api/settings', { token, json: saved })
    expect([res.status, await body(res)]).toEqual([200, saved])
    expect(await body(await call(settings, 'GET', '/api/settings'))).toEqual(saved)
  })

  test('contact email and phone are required, and a refused save keeps the old settings', async () => {
    const { token } = await admin()
    const saved = { contactEmail: 'a@b.co', contactPhone: '1', socialMedia: [] }
    await call(settings, 'POST', '/api/settings', { token, json: saved })
    const res = await call(settings, 'POST', '/api/settings', {
      token,
      json: { contactEmail: 'new@b.co', contactPhone: '  ' },
    })
    expect([res.status, await body(res)]).toEqual([
      400,
      {
        message: 'Contact phone is required',
        errors: { contactPhone: 'Contact phone is required' },
      },
    ])
    const none = await call(settings, 'POST', '/api/settings', { token, json: {} })
    expect((await body(none)).errors).toEqual({
      contactEmail: 'Contact email is required',
      contactPhone: 'Contact phone is required',
    })
    expect(await body(await call(settings, 'GET', '/api/settings'))).toEqual(saved)
  })

  test('email format, platforms and link URLs are checked', async () => {
    const { token } = await admin()
    const res = await call(settings, 'POST', '/api/settings', {
      token,
      json: {
        contactEmail: 'not-an-email',
        contactPhone: '1',
        socialMedia: [
          { platform: 'Myspace', url: 'https://myspace.com/a' },
          { platform: 'Twitter', url: 'javascript:alert(1)' },
        ],
      },
    })
    expect(res.status).toBe(400)
    expect(Object.keys((await body(res)).errors as object)).toEqual([
      'contactEmail',
      'socialMedia.0.platform',
      'socialMedia.1.url',
    ])
  })
})

describe('/api/about', () => {
  test('no sections before a save; saves sanitized sections with the exact message', async () => {
    const { token } = await admin()
    // The About page's blocks (docs/decisions/053-about-blocks.md) are empty lists until added.
    expect(await body(await call(about, 'GET', '/api/about'))).toEqual({
      sections: [],
      team: [],
      figures: [],
      clients: [],
    })
    const res = await call(about, 'POST', '/api/about', {
      token,
      json: {
        sections: [
          { title: 'Who we are', content: '<p onmouseover="x()">A studio</p><script>1</script>' },
          { title: 'How we work', content: 'Carefully' },
        ],
      },
    })
    expect([res.status, await body(res)]).toEqual([
      200,
      {
        message: 'Content saved successfully!',
        sections: [
          { title: 'Who we are', content: '<p>A studio</p>' },
          { title: 'How we work', content: 'Carefully' },
        ],
        team: [],
        figures: [],
        clients: [],
      },
    ])
    expect((await body(await call(about, 'GET', '/api/about'))).sections).toHaveLength(2)
  })

  test('the blocks are written with the sections, checked by the same schema; one left out is kept', async () => {
    const { token } = await admin()
    const team = [{ name: 'Maya', role: 'Director', photo: null }]
    const saved = await call(about, 'POST', '/api/about', {
      token,
      json: { sections: [], team, figures: [{ value: '120+', label: 'Projects' }] },
    })
    expect(saved.status).toBe(200)
    const kept = await call(about, 'POST', '/api/about', { token, json: { sections: [] } })
    expect(await body(kept)).toMatchObject({
      team,
      figures: [{ value: '120+', label: 'Projects' }],
    })
    const refused = await call(about, 'POST', '/api/about', {
      token,
      json: { sections: [], clients: [{ name: 'A', logo: 'javascript:x' }] },
    })
    expect([refused.status, (await body(refused)).errors]).toEqual([
      400,
      {
        'clients.0.logo':
          'URL must start with http:// or https://, or be an uploaded file under /uploads/',
      },
    ])
  })

  test('each section needs a title and content; a body without sections is refused', async () => {
    const { token } = await admin()
    const res = await call(about, 'POST', '/api/about', {
      token,
      json: {
        sections: [
          { title: 'A', content: 'B' },
          { title: '', content: '' },
        ],
      },
    })
    expect((await body(res)).errors).toEqual({
      'sections.1.title': 'Title is required',
      'sections.1.content': 'Content is required',
    })
    const none = await call(about, 'POST', '/api/about', { token, json: {} })
    expect([none.status, (await body(none)).errors]).toEqual([
      400,
      { sections: 'Sections must be a list' },
    ])
  })
})

describe('/api/testimonials', () => {
  test('create, newest first, update, delete, 404', async () => {
    const { token } = await admin()
    const a = await body(
      await call(testimonials, 'POST', '/api/testimonials', {
        token,
        json: { clientName: 'Ann', quote: 'Great', clientTitle: 'CEO', clientImage: '' },
      }),
    )
    expect(a).toEqual({
      _id: expect.any(String),
      clientName: 'Ann',
      clientTitle: 'CEO',
      quote: 'Great',
      clientImage: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const res = await call(testimonials, 'POST', '/api/testimonials', {
      token,
      json: { clientName: 'Bob', quote: 'Fine', clientImage: 'https://img.example/b.jpg' },
    })
    expect(res.status).toBe(201)
    const list = await body<{ clientName: string }[]>(
      await call(testimonials, 'GET', '/api/testimonials'),
    )
    expect(list.map((t) => t.clientName)).toEqual(['Bob', 'Ann'])

    const params = { id: String(a._id) }
    const put = await call(testimonialOne, 'PUT', '/x', {
      token,
      params,
      json: { clientName: 'Ann B', quote: 'Great' },
    })
    expect(await body(put)).toMatchObject({ clientName: 'Ann B', clientTitle: null })
    expect(await body(await call(testimonialOne, 'DELETE', '/x', { token, params }))).toEqual({
      message: 'Testimonial deleted successfully.',
    })
    const gone = await call(testimonialOne, 'PUT', '/x', {
      token,
      params,
      json: { clientName: 'A', quote: 'B' },
    })
    expect([gone.status, await body(gone)]).toEqual([404, { message: 'Testimonial not found.' }])
  })

  test('clientName and quote required; clientImage must be http(s) or /uploads/', async () => {
    const { token } = await admin()
    const res = await call(testimonials, 'POST', '/api/testimonials', {
      token,
      json: { clientImage: 'data:image/png;base64,AAAA' },
    })
    expect(Object.keys((await body(res)).errors as object)).toEqual([
      'clientName',
      'quote',
      'clientImage',
    ])
  })
})

test('hero video url is null before any upload, whatever the query string', async () => {
  const res = await call(heroUrl, 'GET', '/api/uploads/hero-video-url?t=12345')
  expect([res.status, await body(res)]).toEqual([200, { url: null, poster: null }])
})

test("the hero's answer grows its still image, set in the admin, beside the video", async () => {
  setHeroVideo('/uploads/hero/clip.mp4')
  setHeroImage({ poster: '/uploads/hero/still.jpg' })
  const res = await call(heroUrl, 'GET', '/api/uploads/hero-video-url')
  expect(await body(res)).toEqual({
    url: '/uploads/hero/clip.mp4',
    poster: '/uploads/hero/still.jpg',
  })
  removeHeroVideo()
  expect(await body(await call(heroUrl, 'GET', '/api/uploads/hero-video-url'))).toEqual({
    url: null,
    poster: '/uploads/hero/still.jpg',
  })
})

describe('testimonial image alt text, added after the first clients', () => {
  test('round-trips, survives a PUT that leaves it out, and is absent when unset', async () => {
    const { token } = await admin()
    const json = { clientName: 'Dana', quote: 'Great work', clientImage: '/uploads/t/d.png' }
    const plain = await body(await call(testimonials, 'POST', '/api/testimonials', { token, json }))
    expect(plain).not.toHaveProperty('clientImageAlt')
    const withAlt = await body(
      await call(testimonials, 'POST', '/api/testimonials', {
        token,
        json: { ...json, clientImageAlt: 'Dana smiling' },
      }),
    )
    expect(withAlt.clientImageAlt).toBe('Dana smiling')
    const params = { id: String(withAlt._id) }
    const kept = await body(await call(testimonialOne, 'PUT', '/x', { token, params, json }))
    expect(kept.clientImageAlt).toBe('Dana smiling')
  })
})
