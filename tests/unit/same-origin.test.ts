import { expect, test } from 'vitest'
import { assertSameOrigin } from '#app/lib/auth.server.ts'

function status(headers: Record<string, string>, method = 'POST') {
  try {
    assertSameOrigin(new Request('http://site.example/admin/services', { method, headers }))
    return 'passed'
  } catch (error) {
    return (error as Response).status
  }
}

test('a post from the site itself passes, whatever scheme the proxy left on the request', () => {
  expect(status({ Origin: 'http://site.example' })).toBe('passed')
  expect(status({ Origin: 'https://site.example' })).toBe('passed')
})

test('a post from another site, port or an opaque origin is refused with 403', () => {
  expect(status({ Origin: 'https://evil.example' })).toBe(403)
  expect(status({ Origin: 'http://site.example:8080' })).toBe(403)
  expect(status({ Origin: 'null' })).toBe(403)
})

test('without Origin, Sec-Fetch-Site decides; with neither header the post passes', () => {
  expect(status({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403)
  expect(status({ 'Sec-Fetch-Site': 'same-site' })).toBe(403)
  expect(status({ 'Sec-Fetch-Site': 'same-origin' })).toBe('passed')
  expect(status({})).toBe('passed')
})

test('reads are never refused', () => {
  expect(status({ Origin: 'https://evil.example' }, 'GET')).toBe('passed')
})
