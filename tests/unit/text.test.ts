import { describe, expect, test } from 'vitest'
import { decodeEntities, htmlToText, preview, truncate } from '#app/lib/text.ts'
import { looksLikeHtml } from '#app/lib/html.ts'

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

  test("a '<' that does not open a real tag is text, not the start of a tag", () => {
    expect(htmlToText('a<b and more')).toBe('a<b and more')
    expect(htmlToText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2')
    expect(htmlToText('<3 love, x<y')).toBe('<3 love, x<y')
    expect(htmlToText('<p>if a<b then <em>b</em> wins</p>')).toBe('if a<b then b wins')
    // Nor does an unfinished one swallow the rest: only complete tags are markup.
    expect(htmlToText('before <a href="x')).toBe('before <a href="x')
    expect(htmlToText('a <script is not a tag')).toBe('a <script is not a tag')
  })

  test("a '>' inside a quoted attribute does not end the tag", () => {
    expect(htmlToText('<a title="a > b" href=\'x>y\'>link</a> after')).toBe('link after')
    expect(htmlToText('<img alt="<b>">caption')).toBe('caption')
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
  test('never cuts inside a tag: markup is removed before counting', () => {
    const html = `<p>${'a'.repeat(10)}<a href="https://example.com/a-long-address">link</a></p>`
    expect(preview(html, 12)).toBe('aaaaaaaaaali…')
    expect(preview('a<b and more text', 8)).toBe('a<b and…')
  })

  test('never cuts a surrogate pair, even right after markup', () => {
    const out = preview('<b>ab</b>😀😀', 3)
    expect(out).toBe('ab😀…')
  })

  test('counts only the text, never the markup', () => {
    const html = `<p><strong>${'a'.repeat(100)}</strong></p><p>${'b'.repeat(100)}</p>`
    const out = preview(html, 150)
    expect(out).not.toContain('<')
    expect(Array.from(out.replace('…', '')).length).toBe(150)
    // The first paragraph ends with the full stop a teaser gives a block without one.
    expect(out.startsWith('a'.repeat(100) + '. ' + 'b'.repeat(48))).toBe(true)
  })

  test('reads block by block: a heading or paragraph ends with a full stop before the next one', () => {
    const post =
      '<p>We filmed the launch and here is how it went.</p><h2>What we learned</h2>' +
      '<p>Plan the light first</p><ul><li>Scout the room</li><li>Book the crew</li></ul>'
    expect(preview(post, 500)).toBe(
      'We filmed the launch and here is how it went. What we learned. Plan the light first. ' +
        'Scout the room. Book the crew',
    )
    expect(preview(post, 60)).not.toContain('learned Plan')
  })

  test('keeps the punctuation a block already ends with, closing quotes and Arabic marks included', () => {
    expect(preview('<h3>Ready?</h3><p>Steps:</p><p>“Go.”</p><p>لماذا؟</p><p>end</p>', 100)).toBe(
      'Ready? Steps: “Go.” لماذا؟ end',
    )
    expect(preview('<p>one<br>two</p>', 100)).toBe('one. two')
  })

  test('plain text: each line is a block', () => {
    expect(preview('Our process\nWe listen first.\n\nThen we shoot', 100)).toBe(
      'Our process. We listen first. Then we shoot',
    )
    expect(preview('a<b and\nmore', 100)).toBe('a<b and. more')
  })
})

describe('adversarial input', () => {
  // Regression guards, not speed checks: the backtracking patterns took 30 s on 300 KB of
  // "<a<a<a…" (about 6 minutes for 1 MB at that rate), a linear read takes a few hundred ms; the
  // bound leaves room for two cores shared with the rest of the suite (1.3 s seen at load 15).
  const MB = 1_000_000
  for (const unit of ['<script ', '<a', '<!--', '<a "', '<style>', '&a', '<', '<p><a']) {
    test(`1 MB of ${JSON.stringify(unit)} is read in linear time`, () => {
      const input = unit.repeat(Math.ceil(MB / unit.length))
      const started = performance.now()
      looksLikeHtml(input)
      htmlToText(input)
      expect(performance.now() - started).toBeLessThan(5000)
    })
  }
})
