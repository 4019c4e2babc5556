// Proof: a visitor cannot choose the address the site serves for (issue 28, forwarded hosts). One
// request with `X-Forwarded-Host: evil.example` (which nginx passes on as it came) used to fill the
// page cache with links to that host, served to everyone, and to put it in /rss.xml and
// /sitemap.xml; a value with a path made Remix serve another page than the one the log and the
// cache saw; a malformed one answered 500 with a stack trace. Behind a trusted proxy (the proofs'
// server runs with TRUST_PROXY=true), many forged hosts and schemes, alone and in parallel, now
// change no byte of any answer, a malformed Host answers 400, and only the proxy the operator names
// in FORWARDED_HEADERS_PROXY sets the host and scheme (app/lib/request-origin.server.ts).
import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report } from './figures.ts'
import { LONG, randomAddress, startSite, type Site } from './site.ts'

const ROUNDS = LONG ? 200 : 20
const PARALLEL = 8
const PAGES = ['/', '/about', '/services', '/rss.xml', '/sitemap.xml']

type Answer = { status: number; body: string; location?: string }

/** A GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(site: Site, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = new URL(site.base)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { 'X-Forwarded-For': randomAddress(), ...headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const canonical = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1]

let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.dispose())

test(`forged forwarded hosts and schemes change no answer (${ROUNDS} rounds of ${PARALLEL})`, async () => {
  const forged = (n: number) => ({
    'X-Forwarded-Host': `evil-${n}.example`,
    'X-Forwarded-Proto': 'https',
    Forwarded: `host=evil-${n}.example;proto=https`,
  })
  const answers: Answer[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const burst = Array.from({ length: PARALLEL }, (_, i) =>
      get(site, PAGES[(round + i) % PAGES.length]!, forged(round * PARALLEL + i)),
    )
    answers.push(...(await Promise.all(burst)))
  }
  // What everyone gets afterwards, from the page cache where it keeps the page.
  const plain = await Promise.all(PAGES.map((path) => get(site, path)))
  const own = new URL(site.base).host
  const naming = [...answers, ...plain].filter((a) => a.body.includes('evil-'))
  report('hosts', {
    'forged requests': answers.length,
    'answers naming a forged host': naming.length,
    '5xx': answers.filter((a) => a.status >= 500).length,
  })
  expect(naming).toEqual([])
  expect([...new Set(answers.map((a) => a.status))]).toEqual([200])
  expect(canonical(plain[1]!.body)).toBe(`http://${own}/about`)
  expect(plain[3]!.body).toContain(`http://${own}/`)
})

test('a forwarded host with a path serves the page the log names, not another', async () => {
  const about = await get(site, '/about', { 'X-Forwarded-Host': 'evil.example/admin/dashboard' })
  expect(about.status).toBe(200)
  expect(canonical(about.body)).toBe(`${site.base}/about`)
})

test('a malformed Host answers 400, never 500; a visitor’s malformed X-Forwarded-Host is ignored', async () => {
  for (const host of ['a b', 'evil.example/admin/dashboard', 'evil.example?x', 'a@b']) {
    const answer = await get(site, '/about', { Host: host })
    expect(answer, host).toMatchObject({ status: 400, body: 'Bad request: the host is malformed.' })
  }
  expect((await get(site, '/about', { 'X-Forwarded-Host': 'a b' })).status).toBe(200)
  expect(site.log()).not.toMatch(/Invalid URL|TypeError/)
})

test('the proxy named in FORWARDED_HEADERS_PROXY sets the host and scheme', async () => {
  const proxied = await startSite({ env: { FORWARDED_HEADERS_PROXY: 'loopback' } })
  try {
    const fromProxy = { 'X-Forwarded-Host': 'agency.example', 'X-Forwarded-Proto': 'https' }
    const about = await get(proxied, '/about', fromProxy)
    expect(canonical(about.body)).toBe('https://agency.example/about')
    // Kept for that host only: the address the server was asked at is its own page.
    const direct = await get(proxied, '/about')
    expect(canonical(direct.body)).toBe(`${proxied.base}/about`)
    const malformed = await get(proxied, '/about', { 'X-Forwarded-Host': 'a b' })
    expect(malformed.status).toBe(400)
  } finally {
    await proxied.dispose()
  }
})
