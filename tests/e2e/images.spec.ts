// Images on the public pages, from the demo seed as loaded (its images are uploads): each uploaded
// image offers its WebP copies in a srcset with sizes, carries its width and height (no layout
// shift), the page's first image is fetched at once with high priority, the rest of a grid's first
// row at once too (the largest image in view is never a lazy one), and every other one lazily.
// The markup is the server's, so it holds with JavaScript on and off.
import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'

const firstId = (table: string) =>
  queryDb<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`)[0]!.id

type Drawn = {
  src: string
  width: string | null
  height: string | null
  loading: string | null
  decoding: string | null
  fetchpriority: string | null
  srcset: string | null
  sizes: string | null
  sourceType: string | null
}

// Paths with an id are read when the test runs (the database exists only once the server does).
// With how many images in view as the page opens (a row of three cards; none on the home page, whose
// designed hero is drawn in the page, not an image, until the admin sets a still image).
const PAGES: Array<[string, () => string, number]> = [
  ['/', () => '/', 0],
  ['/portfolio', () => '/portfolio', 3],
  ['/blog', () => '/blog', 3],
  ['/blog/:id', () => `/blog/${firstId('blog_posts')}`, 1],
  ['/detailed-projects/:id', () => `/detailed-projects/${firstId('detailed_projects')}`, 1],
]

for (const [label, path, inView] of PAGES) {
  test(`${label}: uploaded images are sized and offer WebP copies; the first loads first @server`, async ({
    page,
  }) => {
    await page.goto(path())
    const drawn: Drawn[] = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const source = img.parentElement?.matches('picture')
          ? img.parentElement.querySelector('source')
          : null
        return {
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          decoding: img.getAttribute('decoding'),
          fetchpriority: img.getAttribute('fetchpriority'),
          srcset: source?.getAttribute('srcset') ?? null,
          sizes: source?.getAttribute('sizes') ?? null,
          sourceType: source?.getAttribute('type') ?? null,
        }
      }),
    )
    const uploads = drawn.filter((d) => d.src.startsWith('/uploads/'))
    expect(uploads.length).toBeGreaterThan(0)
    for (const image of uploads) {
      // The demo images are 800 x 500: copies at 320, 640 and their own 800, never wider.
      expect(image).toMatchObject({ width: '800', height: '500', sourceType: 'image/webp' })
      expect(image.srcset).toBe(
        [320, 640, 800].map((w) => `${image.src}/${w}.webp ${w}w`).join(', '),
      )
      expect(image.sizes).toBeTruthy()
    }
    // The first image in view is fetched first, the others in view at once, the rest lazily.
    drawn.forEach((image, i) => {
      if (i === 0 && inView > 0) {
        expect(image.fetchpriority).toBe('high')
        expect(image.loading).not.toBe('lazy')
        return
      }
      const loading = i < inView ? 'eager' : 'lazy'
      expect(image).toMatchObject({ loading, decoding: 'async', fetchpriority: null })
    })
    expect(drawn.length).toBeGreaterThanOrEqual(inView)
  })
}

test('a copy listed in a srcset is served as WebP, cached for good @server', async ({
  page,
  request,
}) => {
  await page.goto('/portfolio')
  const srcset = await page.locator('main picture source').first().getAttribute('srcset')
  const url = srcset!.split(', ')[0]!.split(' ')[0]!
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect(response.headers()['cache-control']).toContain('immutable')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  const bytes = await response.body()
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
})
