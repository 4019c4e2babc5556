import { expect, test } from 'vitest'
import { sanitizeHtml } from '#app/lib/sanitize.server.ts'

test('a link keeps only target="_blank", always with rel="noopener noreferrer"', () => {
  expect(sanitizeHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
    '<a href="https://example.com">x</a>',
  )
  expect(sanitizeHtml('<a href="https://example.com" target="frame" rel="opener">x</a>')).toBe(
    '<a href="https://example.com">x</a>',
  )
  expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  )
})

test('only the classes the editor writes are kept', () => {
  expect(sanitizeHtml('<p class="mb-2 fixed inset-0 z-50">x</p>')).toBe('<p class="mb-2">x</p>')
  expect(sanitizeHtml('<h2 class="text-2xl font-bold">T</h2>')).toBe(
    '<h2 class="text-2xl font-bold">T</h2>',
  )
  expect(sanitizeHtml('<div class="absolute">x</div>')).toBe('<div>x</div>')
})
