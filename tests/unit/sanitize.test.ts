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

test('no class is kept (the editor writes none), and a block keeps its text direction', () => {
  expect(sanitizeHtml('<p class="mb-2 fixed inset-0 z-50">x</p>')).toBe('<p>x</p>')
  expect(sanitizeHtml('<h2 class="text-2xl font-bold" dir="rtl">T</h2>')).toBe(
    '<h2 dir="rtl">T</h2>',
  )
  expect(sanitizeHtml('<div class="absolute">x</div>')).toBe('<div>x</div>')
  expect(sanitizeHtml('<p dir="auto">سلام</p>')).toBe('<p dir="auto">سلام</p>')
})

test('a video keeps only a YouTube or Vimeo id; the figure and its link stay', () => {
  const link = '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch</a>'
  expect(
    sanitizeHtml(`<figure data-video="youtube" data-video-id="dQw4w9WgXcQ">${link}</figure>`),
  ).toBe(`<figure data-video="youtube" data-video-id="dQw4w9WgXcQ">${link}</figure>`)
  expect(sanitizeHtml('<figure data-video="vimeo" data-video-id="76979871"></figure>')).toBe(
    '<figure data-video="vimeo" data-video-id="76979871"></figure>',
  )
  for (const [provider, id] of [
    ['evil', 'dQw4w9WgXcQ'],
    ['youtube', 'x" onclick="a'],
    ['youtube', '../../x'],
    ['vimeo', 'abc'],
  ]) {
    expect(sanitizeHtml(`<figure data-video="${provider}" data-video-id="${id}">x</figure>`)).toBe(
      '<figure>x</figure>',
    )
  }
  expect(
    sanitizeHtml(
      '<figure data-other="1" style="x"><img src="/uploads/blogs/a.png" alt="A" width="4" height="3"><figcaption>C</figcaption></figure>',
    ),
  ).toBe(
    '<figure><img src="/uploads/blogs/a.png" alt="A" width="4" height="3" /><figcaption>C</figcaption></figure>',
  )
})
