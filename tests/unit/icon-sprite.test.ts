// /icons.svg: the sprite the pages' icons point into, cached by ETag.
import { expect, test } from 'vitest'
import { ICON_NAMES } from '#app/lib/icons.ts'
import { loader } from '#app/routes/icons[.]svg.ts'

const get = (headers: Record<string, string> = {}) =>
  loader({
    request: new Request('http://site.test/icons.svg', { headers }),
    params: {},
    context: {},
  }) as Response

test('the sprite is SVG with a symbol per icon, and a 304 for the same ETag', async () => {
  const response = get()
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
  const svg = await response.text()
  for (const name of [...ICON_NAMES, 'Shapes', 'Menu'])
    expect(svg).toContain(`<symbol id="${name}"`)
  const etag = response.headers.get('ETag')!
  const again = get({ 'If-None-Match': etag })
  expect(again.status).toBe(304)
})
