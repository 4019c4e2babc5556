// The page cache's listing pages come from the registry (each kind's `listedAt`, db/kinds.ts):
// every page that lists a kind is kept in both languages and as loader data, under the one
// spelling of the parameter it reads, and any other parameter is left out of its key.
import { expect, test } from 'vitest'
import { KIND_NAMES, kindSpec } from '#db/kinds.ts'
import { canonicalAddress, isPublicCacheablePath } from '#app/lib/page-cache-key.ts'

const canonical = (url: string) => canonicalAddress(url)?.canonical

test('every page that lists a kind is kept, in each language and as loader data', () => {
  for (const kind of KIND_NAMES) {
    const { path } = kindSpec(kind).listedAt
    for (const page of [path, `/ar${path === '/' ? '' : path}`, `/en${path}.data`]) {
      expect(isPublicCacheablePath(page), page).toBe(true)
    }
  }
})

test('each listing keeps the parameter it reads and the modal’s, and drops the rest', () => {
  expect(canonical('/blog?page=02&x=1')).toBe('/blog?page=2')
  expect(canonical('/ar/blog?page=1')).toBe('/ar/blog')
  expect(canonicalAddress('/blog?page=abc')?.notFound).toBe(true)
  expect(canonical('/portfolio?category=Web&page=2')).toBe('/portfolio?category=Web')
  expect(canonical('/services?category=Web&page=2&consultation=open')).toBe(
    '/services?consultation=open',
  )
  expect(canonical('/about?page=2')).toBe('/about')
  expect(canonical('/?category=Web')).toBe('/')
  // The consultation form's page lists no kind and is kept as well.
  expect(canonical('/en/consultation?consultation=sent')).toBe('/en/consultation?consultation=sent')
})

test('a page that lists no kind is not a listing', () => {
  for (const page of ['/team', '/testimonials', '/portfolio/x', '/blogs']) {
    expect(isPublicCacheablePath(page), page).toBe(false)
  }
})
