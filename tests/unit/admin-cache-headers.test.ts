// Which answers entry.server marks "private, no-store": the admin area by path, data included.
import { describe, expect, test } from 'vitest'
import { applyAdminCacheHeaders } from '#app/lib/headers.server.ts'

const cacheControl = (path: string) =>
  applyAdminCacheHeaders(new Headers(), `http://localhost${path}`).get('Cache-Control')

describe('applyAdminCacheHeaders', () => {
  test.each([
    '/admin',
    '/admin/',
    '/admin.data',
    '/admin/dashboard',
    '/admin/projects/3/delete.data',
    '/admin/login?redirectTo=%2Fadmin',
    '/admin/setup?token=abc',
    '/admin/invitation?token=abc',
    '/admin/services?_data=routes%2Fadmin.services',
  ])('%s is never stored', (path) => {
    expect(cacheControl(path)).toBe('private, no-store')
  })

  test.each(['/', '/_root.data', '/administrator', '/admin-notes', '/blog/admin', '/api/blogs'])(
    '%s is left alone',
    (path) => {
      expect(cacheControl(path)).toBeNull()
    },
  )
})
