// Proof: every address has one spelling (app/lib/address.ts, docs/security.md). For every public
// address of the demo content in both languages (the sitemap's), fast-check writes it again the
// ways browsers, proxies and attackers do: escapes in lower case, unreserved letters escaped, the
// NFD form of its letters, `/./` and `/x/../`, doubled slashes, backslashes, a trailing slash,
// capitals; the page's address or its loader data's (`.data`). Sent as written to the production
// build, each answers 301 to the address as the sitemap spells it, or 404, and never a second 200;
// no Location names another host. The probes of an open redirect through the redundant language
// prefix too. `npm test`: 300 spellings; `ADDRESS_RUNS=<n>` (or `npm run test:stress`) more.
import { request } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { LONG, startSite, type Site } from './site.ts'

const RUNS = Number(process.env.ADDRESS_RUNS ?? (LONG ? 5_000 : 300))
const SEED = Number(process.env.ADDRESS_SEED ?? (LONG ? Date.now() : 20_261_129))

type Answer = { status: number; location?: string }

/** A GET of the path exactly as written (fetch and URL would tidy it first). */
function get(site: Site, path: string): Promise<Answer> {
  const { port } = new URL(site.base)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

const hex = (code: number) => `%${code.toString(16).toUpperCase().padStart(2, '0')}`

/** One way of writing a path again that a browser or the router reads as the same address. */
type Respelling = (path: string, at: number) => string

// Each takes the n-th place it can change (modulo how many there are): fast-check picks n.
const nth = <T>(items: T[], at: number) => items[at % items.length]
const places = (path: string, pattern: RegExp) => [...path.matchAll(pattern)].map((m) => m.index)
const replaceAt = (path: string, index: number, length: number, by: string) =>
  path.slice(0, index) + by + path.slice(index + length)

const RESPELLINGS: Record<string, Respelling> = {
  'lower-case hex': (path, at) => {
    const index = nth(places(path, /%[0-9A-F]{2}/g), at)
    return index === undefined
      ? path
      : replaceAt(path, index, 3, path.slice(index, index + 3).toLowerCase())
  },
  'escaped letter': (path, at) => {
    // The letters that are not part of an escape already.
    const letters = [...path.matchAll(/%[0-9A-Fa-f]{2}|[A-Za-z0-9\-._~]/g)]
      .filter((m) => m[0].length === 1)
      .map((m) => m.index)
    const index = nth(letters, at)
    if (index === undefined) return path
    const escape = hex(path.charCodeAt(index))
    return replaceAt(path, index, 1, at % 2 ? escape.toLowerCase() : escape)
  },
  NFD: (path) =>
    path
      .split(/([/\\])/)
      .map((segment) => {
        try {
          const text = decodeURIComponent(segment)
          const nfd = text.normalize('NFD')
          return nfd === text ? segment : encodeURIComponent(nfd)
        } catch {
          return segment
        }
      })
      .join(''),
  'dot segment': (path, at) => {
    const index = nth(places(path, /\//g), at)!
    const dots = ['/.', '/%2e', '/%2E', '/x/..', '/x/%2e%2e', '/x/.%2E']
    return replaceAt(path, index, 0, nth(dots, at)!)
  },
  'doubled slash': (path, at) => replaceAt(path, nth(places(path, /\//g), at)!, 1, '//'),
  // Never the first slash: a browser sends a path that starts with one.
  backslash: (path, at) => {
    const index = nth(places(path, /(?<!^)\//g), at)
    return index === undefined ? path : replaceAt(path, index, 1, '\\')
  },
  'trailing slash': (path) => (path === '/' ? '//' : `${path}/`),
  // A person or an old link typing capitals: the letters of one segment, or of every one. Escapes
  // are left as they are, and loader data's `.data` (escaped or not) as the router asks for it:
  // `.DATA` is no loader data.
  'upper case': (path, at) => {
    const upper = (text: string) => {
      const data = /(?:\.|%2e)(?:d|%64)(?:a|%61)(?:t|%74)(?:a|%61)(?=[/\\]*$)/i.exec(text)?.index
      const head = text.slice(0, data)
      return (
        head.replace(/%..|[^%]+/g, (m) => (m[0] === '%' ? m : m.toUpperCase())) +
        text.slice(head.length)
      )
    }
    const segments = path.split('/')
    const index = 1 + (at % Math.max(1, segments.length - 1))
    return at % 3 === 0
      ? upper(path)
      : segments.map((s, i) => (i === index ? upper(s) : s)).join('/')
  },
}

let site: Site
let addresses: string[] = []
beforeAll(async () => {
  site = await startSite()
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text()
  const named = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
    (m) => new URL((m[1] ?? m[2]!).replaceAll('&amp;', '&')).pathname,
  )
  addresses = [...new Set(named)].sort()
})
afterAll(() => site?.dispose())

const elsewhere = (location: string | undefined, base: string) =>
  location !== undefined &&
  (!/^\/(?![/\\])/.test(location) || new URL(location, base).host !== new URL(base).host)

test('the demo has public addresses in both languages, each a 200 as the sitemap spells it', async () => {
  expect(addresses.some((a) => a.startsWith('/ar/blog/'))).toBe(true)
  expect(addresses.some((a) => a.startsWith('/blog/'))).toBe(true)
  const answers = await Promise.all(addresses.map(async (a) => [a, (await get(site, a)).status]))
  expect(answers.filter(([, status]) => status !== 200)).toEqual([])
})

test(`another spelling of a public address is a 301 to it or a 404, never a second 200 (${RUNS} spellings)`, async () => {
  const counted = { spellings: 0, moved: 0, 'not found': 0 }
  const names = Object.keys(RESPELLINGS)
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...addresses),
      // The page, or its loader data as the browser's router asks for it.
      fc.boolean(),
      fc.array(fc.tuple(fc.constantFrom(...names), fc.nat(64)), { minLength: 1, maxLength: 3 }),
      async (page, data, steps) => {
        const address = !data ? page : page === '/' ? '/_root.data' : `${page}.data`
        const spelling = steps.reduce((path, [name, at]) => RESPELLINGS[name]!(path, at), address)
        if (spelling === address) return
        counted.spellings++
        const answer = await get(site, spelling)
        expect(elsewhere(answer.location, site.base), `${spelling} -> ${answer.location}`).toBe(
          false,
        )
        if (answer.status === 404) return void counted['not found']++
        expect({ spelling, ...answer }).toEqual({ spelling, status: 301, location: address })
        counted.moved++
      },
    ),
    { numRuns: RUNS, seed: SEED },
  )
  report('addresses', { 'public addresses': addresses.length, ...counted })
  expect(counted.moved).toBeGreaterThan(0)
})

test('the redundant language prefix never leads off the site', async () => {
  const probes = [
    '/en//evil.example',
    '/en/\\evil.example',
    '/en/\\/evil.example',
    '/en//\\evil.example',
    '/en/%2F%2Fevil.example',
    '/en/%5Cevil.example',
    '/en///evil.example/x?y=1',
    '//evil.example',
    '/\\evil.example',
  ]
  for (const probe of probes) {
    let path = probe
    // Followed as a browser would, each Location from the site's own origin.
    for (let hop = 0; hop < 4; hop++) {
      const answer = await get(site, path)
      expect(elsewhere(answer.location, site.base), `${probe}: ${path} -> ${answer.location}`).toBe(
        false,
      )
      if (answer.status !== 301 && answer.status !== 302) break
      path = answer.location!
    }
  }
})
