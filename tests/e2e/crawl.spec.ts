// Issue 31: no link to nowhere. A crawl of the demo site from the home page, as a search engine
// walks it: every same-site link of every public page reached answers 200 (a redirect is followed
// and must land on a 200). It reads the seed as loaded, so it runs with the other seed readers.
// Issue 34: the language switcher on every page leads the crawl through both languages (an item's
// page to the item in the other language, or to that language's list without a translation), and every
// page is checked on the way: its <html lang dir>, a canonical of its own language, hreflang
// alternates (en, ar, x-default) that answer 200 and name it back, and the sitemap's alternates.
import { parseDocument, DomUtils } from 'htmlparser2'
import type { Document } from 'domhandler'
import { expect, test } from './fixtures.ts'

// Addresses that are not pages: files, feeds and the floating chat's outside link are checked by
// their own tests; the admin asks for a session.
const NOT_A_PAGE = /^\/(uploads|assets|admin|api)\/|\.(xml|txt|svg|png|webp|jpe?g|woff2)$/

const languageOf = (path: string) => (/^\/ar(\/|$|\?)/.test(path) ? 'ar' : 'en')

/**
 * An address without its language prefix, its parameters in one order: '/ar/blog/x' and '/blog/x'
 * are the same page.
 */
function withoutPrefix(path: string) {
  const url = new URL(path, 'http://x')
  url.searchParams.sort()
  return `${url.pathname.replace(/^\/ar(?=\/|$)/, '') || '/'}?${url.searchParams}`
}

// An item's page and the list it belongs to (an item without a translation in the other language
// sends the switcher there: docs/decisions/032-translation-addresses.md).
const LISTS: Record<string, string> = {
  blog: '/blog',
  'detailed-services': '/services',
  'detailed-projects': '/portfolio',
}

/**
 * Whether the switcher's `href` on the page at `path` leads to the same page in the other language:
 * its alternate there (an item's own address in that language), or for an item that language's list.
 */
function sameOrItsList(href: string, path: string, doc: Document) {
  const other = languageOf(path) === 'ar' ? 'en' : 'ar'
  const alternate = alternatesOf(doc)[other]
  const target = withoutPrefix(href)
  if (target === withoutPrefix(path)) return true
  if (alternate) {
    if (target === withoutPrefix(new URL(alternate).pathname)) return true
    const section = /^\/(?:ar\/)?([^/]+)\/[^/]+$/.exec(new URL(path, 'http://x').pathname)?.[1]
    return section !== undefined && LISTS[section] !== undefined && target === `${LISTS[section]}?`
  }
  return false
}

/** An address with its parameters in one order and one encoding. */
function normalized(path: string) {
  const url = new URL(path, 'http://x')
  url.searchParams.sort()
  return `${url.pathname}?${url.searchParams}`
}

/** A page's hreflang alternates, by language code. */
function alternatesOf(doc: Document) {
  const links = DomUtils.getElementsByTagName('link', doc).filter(
    (l) => l.attribs.rel === 'alternate' && l.attribs.hreflang,
  )
  return Object.fromEntries(links.map((l) => [l.attribs.hreflang!, l.attribs.href!]))
}

test('every link on every public page answers 200, in both languages @server', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  const wrong: string[] = []
  // Each page's switcher target, and the switchers that name another address than this page's.
  const switchers = new Map<string, string>()
  const unmatched: Array<[string, string]> = []
  // Canonical address -> its alternates, for the reciprocity and sitemap checks after the walk.
  const pages = new Map<string, Record<string, string>>()
  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await request.get(path)
    if (response.status() !== 200) {
      broken.push(`${path} answered ${response.status()}`)
      continue
    }
    if (!response.headers()['content-type']?.startsWith('text/html')) continue
    const doc = parseDocument(await response.text())
    const html = DomUtils.getElementsByTagName('html', doc)[0]!
    const language = languageOf(path)
    const dir = language === 'ar' ? 'rtl' : 'ltr'
    if (html.attribs.lang !== language || html.attribs.dir !== dir) {
      wrong.push(`${path}: <html lang="${html.attribs.lang}" dir="${html.attribs.dir}">`)
    }
    const switcher = DomUtils.findOne(
      (e) => e.attribs['data-testid'] === 'language-switcher',
      [doc],
    )
    const other = language === 'ar' ? 'en' : 'ar'
    if (!switcher || languageOf(switcher.attribs.href ?? '') !== other) {
      wrong.push(`${path}: no switcher to ${other}`)
    } else if (!sameOrItsList(switcher.attribs.href!, path, doc)) {
      // The same page (the same item) in the other language, never its home page; or a page whose
      // own switcher leads back here (a filter by a category's name in each language), checked
      // once the walk has reached it.
      unmatched.push([path, switcher.attribs.href!])
    }
    if (switcher?.attribs.href) switchers.set(normalized(path), normalized(switcher.attribs.href))
    const canonical = DomUtils.getElementsByTagName('link', doc).find(
      (l) => l.attribs.rel === 'canonical',
    )?.attribs.href
    const alternates = alternatesOf(doc)
    if (canonical) {
      if (languageOf(new URL(canonical).pathname) !== language) {
        wrong.push(`${path}: canonical ${canonical} is not ${language}`)
      }
      if (alternates[language] !== canonical || !alternates.en || !alternates.ar) {
        wrong.push(`${path}: alternates ${JSON.stringify(alternates)} miss ${canonical}`)
      }
      if (alternates['x-default'] !== alternates.en) wrong.push(`${path}: x-default is not en`)
      pages.set(canonical, alternates)
    }
    for (const a of DomUtils.getElementsByTagName('a', doc)) {
      const href = a.attribs.href
      if (!href || href.startsWith('mailto:') || href.startsWith('tel:')) continue
      const url = new URL(href, `${origin}${path}`)
      if (url.origin !== origin) continue
      const next = `${url.pathname}${url.search}`
      if (NOT_A_PAGE.test(url.pathname) || seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  for (const [path, href] of unmatched) {
    if (switchers.get(normalized(href)) !== normalized(path)) {
      wrong.push(`${path}: the switcher leads to ${href}`)
    }
  }
  expect(broken).toEqual([])
  expect(wrong).toEqual([])
  // Reciprocal: each alternate is a page the crawl reached, and it names the same set back.
  for (const [canonical, alternates] of pages) {
    for (const href of Object.values(alternates)) {
      expect(pages.get(href), `${canonical} -> ${href}`).toEqual(alternates)
    }
  }
  // The sitemap lists the same pages with the same alternates.
  const sitemap = parseDocument(await (await request.get('/sitemap.xml')).text(), { xmlMode: true })
  const urls = DomUtils.getElementsByTagName('url', sitemap)
  expect(urls.length).toBeGreaterThan(20)
  for (const url of urls) {
    const loc = DomUtils.textContent(DomUtils.getElementsByTagName('loc', url)[0]!)
    const listed = Object.fromEntries(
      DomUtils.getElementsByTagName('xhtml:link', url).map((l) => [
        l.attribs.hreflang!,
        l.attribs.href!,
      ]),
    )
    expect(pages.get(loc) ?? `${loc} not reached by the crawl`, loc).toEqual(listed)
  }
  // The demo site has its pages, services, projects, case studies and posts, in two languages: a
  // crawl that stopped at the home page would prove nothing.
  expect(seen.size).toBeGreaterThan(40)
  expect([...seen].filter((p) => languageOf(p) === 'ar').length).toBeGreaterThan(20)
})
