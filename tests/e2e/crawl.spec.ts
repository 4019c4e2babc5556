// Issue 31: no link to nowhere. A crawl of the demo site from the home page, as a search engine
// walks it: every same-site link of every public page reached answers 200 (a redirect is followed
// and must land on a 200). It reads the seed as loaded, so it runs with the other seed readers.
import { parseDocument, DomUtils } from 'htmlparser2'
import { expect, test } from '@playwright/test'

// Addresses that are not pages: files, feeds and the floating chat's outside link are checked by
// their own tests; the admin asks for a session.
const NOT_A_PAGE = /^\/(uploads|assets|admin|api)\/|\.(xml|txt|svg|png|webp|jpe?g|woff2)$/

test('every link on every public page answers 200 @server', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await request.get(path)
    if (response.status() !== 200) {
      broken.push(`${path} answered ${response.status()}`)
      continue
    }
    if (!response.headers()['content-type']?.startsWith('text/html')) continue
    const doc = parseDocument(await response.text())
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
  expect(broken).toEqual([])
  // The demo site has its pages, services, projects, case studies and posts: a crawl that stopped
  // at the home page would prove nothing.
  expect(seen.size).toBeGreaterThan(20)
})
