import { describe, expect, test } from 'vitest'
import { decodeEntities, htmlToText, preview, truncate } from '#app/lib/text.ts'

describe('htmlToText', () => {
  test('drops tags, comments and scripts and keeps words apart across blocks', () => {
    expect(
      htmlToText('<p>Hello <b>there</b></p><!-- note --><p>World</p><script>x()</script><br>end'),
    ).toBe('Hello there World end')
  })

  test('decodes entities after removing tags, so an escaped tag stays text', () => {
    expect(htmlToText('<p>&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &#x1F600;</p>')).toBe(
      '<b> & "x" \'y\' 😀',
    )
  })

  test('leaves unknown entities and plain text alone', () => {
    expect(decodeEntities('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c')
    expect(htmlToText('just text')).toBe('just text')
  })

  test('an unclosed tag at the end is removed, not shown', () => {
    expect(htmlToText('before <a href="x')).toBe('before')
  })
})

describe('truncate', () => {
  test('keeps short text as it is', () => {
    expect(truncate('short', 10)).toBe('short')
    expect(truncate('exactly10!', 10)).toBe('exactly10!')
  })

  test('cuts to the given number of characters and marks the cut', () => {
    expect(truncate('abcdefghijkl', 10)).toBe('abcdefghij…')
  })

  test('counts code points, so an emoji is never split into half a surrogate pair', () => {
    const out = truncate('😀😀😀😀', 3)
    expect(out).toBe('😀😀😀…')
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })
})

describe('preview', () => {
  test('counts only the text, never the markup', () => {
    const html = `<p><strong>${'a'.repeat(100)}</strong></p><p>${'b'.repeat(100)}</p>`
    const out = preview(html, 150)
    expect(out).not.toContain('<')
    expect(Array.from(out.replace('…', '')).length).toBe(150)
    expect(out.startsWith('a'.repeat(100) + ' ' + 'b'.repeat(49))).toBe(true)
  })
})
