import { expect, test } from 'vitest'
import { assertSameOrigin } from '#app/auth/auth.server.ts'

function status(
  headers: Record<string, string>,
  { method = 'POST', url = 'http://site.example/admin/services', cookieAuthenticated = true } = {},
) {
  try {
    assertSameOrigin(new Request(url, { method, headers }), { cookieAuthenticated })
    return 'passed'
  } catch (error) {
    return (error as Response).status
  }
}

test('a post from the site itself passes: same scheme, host and port', () => {
  expect(status({ Origin: 'http://site.example' })).toBe('passed')
  // Behind the trusted proxy, the request's URL carries the browser's https.
  expect(status({ Origin: 'https://site.example' }, { url: 'https://site.example/admin' })).toBe(
    'passed',
  )
})

test('a post from another site, scheme, port or an opaque origin is refused with 403', () => {
  expect(status({ Origin: 'https://evil.example' })).toBe(403)
  expect(status({ Origin: 'http://site.example:8080' })).toBe(403)
  expect(status({ Origin: 'https://site.example' })).toBe(403)
  expect(status({ Origin: 'http://site.example' }, { url: 'https://site.example/admin' })).toBe(403)
  expect(status({ Origin: 'null' })).toBe(403)
})

test('without Origin, Sec-Fetch-Site decides', () => {
  expect(status({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403)
  expect(status({ 'Sec-Fetch-Site': 'same-site' })).toBe(403)
  expect(status({ 'Sec-Fetch-Site': 'same-origin' })).toBe('passed')
})

test('a cookie-authenticated post with neither header is refused; a sign-in post passes', () => {
  expect(status({})).toBe(403)
  expect(status({}, { cookieAuthenticated: false })).toBe('passed')
})

test('reads are never refused', () => {
  expect(status({ Origin: 'https://evil.example' }, { method: 'GET' })).toBe('passed')
})
