// A post card's picture: the cover, else the body's first image, else none (the card then draws
// the site's artwork).
import { expect, test } from 'vitest'
import { firstImage, withCardImage } from '#app/site/card-image.server.ts'

const post = (coverImage: string | null, content: string) => ({ coverImage, content })

test('a post without a cover takes its body’s first image, with its alt text', () => {
  const body =
    '<p>Set</p><img src="/uploads/a&amp;b.jpg" alt="The set &amp; lights"><img src="/uploads/c.jpg">'
  expect(withCardImage(post(null, body))).toMatchObject({
    coverImage: '/uploads/a&b.jpg',
    coverImageAlt: 'The set & lights',
  })
  expect(withCardImage(post('/uploads/cover.jpg', body)).coverImage).toBe('/uploads/cover.jpg')
})

test('no image, or one a page may not show, leaves the card without one', () => {
  expect(withCardImage(post(null, '<p>Words only</p>')).coverImage).toBeNull()
  expect(firstImage('<img src="javascript:alert(1)">')).toBeNull()
  expect(firstImage('<img src="//elsewhere.example/x.jpg">')).toBeNull()
  expect(firstImage('<img alt="x" src="https://cdn.example/x.jpg">')).toEqual({
    src: 'https://cdn.example/x.jpg',
    alt: 'x',
  })
})
