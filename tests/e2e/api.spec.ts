import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'
import { randomAddress } from './addresses.ts'

// The JSON API and the uploads route through the real production server. No browser page is
// involved, so these run once, in the JavaScript project.

test('public reads answer JSON in the documented order @js', async ({ request }) => {
  const res = await request.get('/api/services')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/json/)
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  const services = (await res.json()) as { _id: string; title: string }[]
  const rows = queryDb<{ id: number; title: string }>(
    'SELECT id, title FROM services ORDER BY created_at, id',
  )
  expect(services.map((s) => [s._id, s.title])).toEqual(rows.map((r) => [String(r.id), r.title]))

  const page = await (await request.get('/api/blogs/paginated?pageNumber=abc')).json()
  expect(page.page).toBe(1)
  const count = await (await request.get('/api/blogs/count')).json()
  expect(page.pages).toBe(Math.ceil(count.count / 6))
  expect((await request.get('/api/openapi.json')).status()).toBe(200)
  const hero = await request.get('/api/uploads/hero-video-url?t=1')
  expect(Object.keys(await hero.json())).toEqual(['url', 'poster'])
  const unknown = await request.get('/api/no-such-thing')
  expect([unknown.status(), await unknown.json()]).toEqual([404, { message: 'Not found.' }])
})

test('writes need a token; bad JSON is a 400, not a 500 @js', async ({ request }) => {
  const anon = await request.post('/api/services', { data: { title: 'x', description: 'y' } })
  expect(anon.status()).toBe(401)
  const bad = await request.post('/api/contact', {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomAddress() },
    data: Buffer.from('{"name":'),
  })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toEqual({ message: 'The request body must be valid JSON.' })
  const missing = await request.get('/api/blogs/999999')
  expect([missing.status(), await missing.json()]).toEqual([404, { message: 'Post not found.' }])
})

test('uploads are served with their type, caching and byte ranges @js', async ({ request }) => {
  const [media] = queryDb<{ url: string }>(
    "SELECT url FROM project_media WHERE url LIKE '/uploads/%' LIMIT 1",
  )
  const whole = await request.get(media!.url)
  expect(whole.status()).toBe(200)
  expect(whole.headers()['content-type']).toBe('image/png')
  expect(whole.headers()['cache-control']).toMatch(/max-age=31536000/)
  const size = (await whole.body()).length

  const part = await request.get(media!.url, { headers: { Range: 'bytes=0-7' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 0-7/${size}`)
  expect((await part.body()).toString('latin1')).toBe('\x89PNG\r\n\x1a\n')
  const past = await request.get(media!.url, { headers: { Range: `bytes=${size}-` } })
  expect(past.status()).toBe(416)

  expect((await request.get('/uploads/projects/..%2F..%2Fsite.db')).status()).toBe(404)
  expect((await request.get('/uploads/projects/missing.png')).status()).toBe(404)
})

test('behind the proxy the client address is X-Forwarded-For alone: a forged Forwarded header buys no fresh sign-in budget @js', async ({
  request,
}) => {
  // Caddy rewrites X-Forwarded-For but passes a client's own `Forwarded` header through untouched;
  // the server must not take its address from that header.
  const address = randomAddress()
  const attempt = (i: number) =>
    request.post('/api/users/login', {
      headers: { 'X-Forwarded-For': address, Forwarded: `for=192.0.2.${i % 250}` },
      data: { email: `nobody-${i}@example.com`, password: 'wrong password' },
    })
  // LOGIN_LIMIT_IP: 20 failures per address in 15 minutes, each on its own account.
  for (let i = 0; i < 20; i++) expect((await attempt(i)).status()).toBe(401)
  const refused = await attempt(20)
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})
