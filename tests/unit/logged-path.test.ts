// The request log's path (server/log.mjs): never the query or fragment, never a preview's token.
import { expect, test } from 'vitest'
import { loggedPath } from '../../server/log.mjs'

test('the logged path drops the query, the fragment and a preview link token, and is cut short', () => {
  expect(loggedPath('/admin/setup?token=secret')).toBe('/admin/setup')
  expect(loggedPath('/blog/x#top?y')).toBe('/blog/x')
  expect(loggedPath('/preview/blog/abc.def?x=1')).toBe('/preview/blog/[token]')
  expect(loggedPath('/preview/blog/abc.def.data')).toBe('/preview/blog/[token]')
  expect(loggedPath('/blog/preview/abc')).toBe('/blog/preview/abc')
  expect(loggedPath()).toBe('/')
  expect(loggedPath(`/${'a'.repeat(300)}`)).toBe(`/${'a'.repeat(199)}…`)
})
