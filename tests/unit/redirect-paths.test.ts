// The one spelling old addresses are kept and matched in (app/lib/address.ts's, case folded), and
// the server's look-up over the rules (app/lib/redirect-paths.ts): every spelling of an old page finds its rule, a prefix keeps the rest
// of the path as the visitor spelt it, and the visitor's query goes on unless the target has one.
import { describe, expect, test } from 'vitest'
import { canonicalPath } from '#app/lib/address.ts'
import { oldPathKey, redirectTable, type RedirectRule } from '#app/lib/redirect-paths.ts'

describe('oldPathKey', () => {
  test('case, escapes, doubled and trailing slashes and the query are one spelling', () => {
    for (const spelling of [
      '/Old-Page',
      '/old-page/',
      '//old-page',
      '/old%2Dpage',
      '/old-page?x=1',
    ])
      expect(oldPathKey(spelling)).toBe('/old-page')
    expect(oldPathKey('/')).toBe('/')
    // Escaped as the address module escapes (upper-case hex), whether the link had it or not.
    expect(oldPathKey('/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7')).toBe('/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7')
    expect(oldPathKey('/مرحبا')).toBe('/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7')
    // Letters beyond ASCII fold too, escaped or not.
    expect(oldPathKey('/Caf%C3%89')).toBe(oldPathKey('/café'))
  })

  test("the key is the address module's spelling of the path, in lower case", () => {
    for (const path of ['/old/page', '/a%20b', '/%E2%82%AC/x', '/a/./b/../c', '/x%2Fy'])
      expect(oldPathKey(path)).toBe(canonicalPath(path.toLowerCase()))
  })

  test('what is no path is null: no slash, a broken escape, a backslash, a control character', () => {
    for (const bad of ['old', 'https://example.com/x', '/%E0%A4%A', '/\\evil.example', '/a%0Ab'])
      expect(oldPathKey(bad)).toBeNull()
  })
})

describe('redirectTable', () => {
  const rules: RedirectRule[] = [
    { id: 1, source: '/old-page', prefix: false, target: '/new-page', code: 301 },
    { id: 2, source: '/shop', prefix: true, target: '/services', code: 302 },
    { id: 3, source: '/promo', prefix: false, target: 'https://example.com/p?ref=old', code: 301 },
  ]
  const table = redirectTable(rules)

  test('an exact rule answers for each spelling of its path, the query passed on', () => {
    expect(table.match('/OLD-PAGE/')?.location).toBe('/new-page')
    expect(table.match('/old-page?utm_source=mail')?.location).toBe('/new-page?utm_source=mail')
    expect(table.match('/old-page/more')).toBeUndefined()
  })

  test('an old path spelt another way (escapes, lower-case hex, dot segments) finds the same rule', () => {
    const arabic = redirectTable([
      { id: 4, source: oldPathKey('/أخبار/مقال')!, prefix: false, target: '/blog', code: 301 },
      { id: 5, source: oldPathKey('/Über/Uns')!, prefix: true, target: '/about', code: 301 },
    ])
    for (const spelling of [
      '/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1/%D9%85%D9%82%D8%A7%D9%84',
      '/%d8%a3%d8%ae%d8%a8%d8%a7%d8%b1/%d9%85%d9%82%d8%a7%d9%84',
      '/x/../%d8%a3%d8%ae%d8%a8%d8%a7%d8%b1/./%D9%85%D9%82%D8%A7%D9%84/',
      '/أخبار//مقال',
    ])
      expect(arabic.match(spelling)?.rule.id, spelling).toBe(4)
    // A prefix too, the rest in the one spelling with the visitor's case.
    expect(arabic.match('/%c3%9cber/./uns/../Uns/Team%20A')?.location).toBe('/about/Team%20A')
    expect(arabic.match('/%C3%BCBER/UNS')?.rule.id).toBe(5)
  })

  test("a prefix keeps the rest of the path as the visitor spelt it, and the target's query wins", () => {
    expect(table.match('/shop')?.location).toBe('/services')
    expect(table.match('/shop/Hats/Red?x=1')?.location).toBe('/services/Hats/Red?x=1')
    expect(table.match('/shopping')).toBeUndefined()
    expect(table.match('/promo?utm_source=x')?.location).toBe('https://example.com/p?ref=old')
  })

  test('a thousand rules: the look-up is a Map read per path segment', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      id: i,
      source: `/old/${i}`,
      prefix: i % 2 === 0,
      target: `/new/${i}`,
      code: 301,
    }))
    const big = redirectTable(many)
    expect(big.match('/old/998/rest')?.location).toBe('/new/998/rest')
    expect(big.match('/old/999')?.location).toBe('/new/999')
    expect(big.match('/blog/a-post')).toBeUndefined()
  })
})
