// A page the cache may keep is rendered to one string (app/lib/whole-render.server.ts): through
// Remix's own request handler and the site's entry.server, its bytes are those the streaming
// renderer writes for the same page (docs/scale.md, "A page not kept"): the doctype, the loaders'
// data scripts, a finished Suspense boundary, useId's ids. A page whose render suspends or fails
// is rendered by the streaming renderer instead, which waits for it.
import { createRequestHandler, type ServerBuild } from '@remix-run/server-runtime'
import { Scripts, useLoaderData } from '@remix-run/react'
import { Suspense, useId } from 'react'
import { expect, test } from 'vitest'
import * as entry from '#app/entry.server.tsx'

let pending: Promise<void> | null = null
let waited = false

/** Suspends until a moment has passed, the first time it renders in a request. */
function Late() {
  if (!waited) {
    pending ??= new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      waited = true
    })
    throw pending
  }
  return <em>late</em>
}

function Root() {
  const data = useLoaderData<{ text: string; late: boolean }>()
  const id = useId()
  return (
    <html lang="en">
      <head>
        <title>A page</title>
      </head>
      <body>
        <label htmlFor={id}>
          {data.text}
          {'!'}
        </label>
        <input id={id} />
        <Suspense fallback={<p>waiting</p>}>{data.late ? <Late /> : <b>at once</b>}</Suspense>
        <Scripts />
      </body>
    </html>
  )
}

const build = {
  mode: 'production',
  entry: { module: entry },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: Root,
        loader: ({ request }: { request: Request }) => ({
          text: 'Words & <marks>',
          late: new URL(request.url).searchParams.has('late'),
        }),
      },
    },
  },
  assets: {
    entry: { module: '/assets/entry.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/assets/root.js',
        hasLoader: true,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      },
    },
    url: '/assets/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild

const handle = createRequestHandler(build, 'production')

/** The page's bytes with its nonce (a fresh one per render) taken out. */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost${path}`, { headers }))
  const nonce = response.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  return { status: response.status, html: (await response.text()).replaceAll(nonce!, 'NONCE') }
}

// A bot is answered whole by the streaming renderer, a visitor with a cookie never by the cache.
const STREAMED = { 'User-Agent': 'Googlebot/2.1', Cookie: 'other=1' }

test('a page the cache may keep is the same bytes as the streaming renderer writes', async () => {
  const whole = await page('/')
  const streamed = await page('/', STREAMED)
  expect(whole.status).toBe(200)
  expect(streamed.status).toBe(200)
  expect(whole.html).toBe(streamed.html)
  expect(whole.html).toMatch(/^<!DOCTYPE html><html lang="en">/)
  expect(whole.html).toContain('Words &amp; &lt;marks&gt;<!-- -->!')
  expect(whole.html).toContain('<!--$--><b>at once</b><!--/$-->')
  expect(whole.html).toContain('streamController.enqueue(')
  expect(whole.html).toContain('streamController.close()')
})

test('a page whose render suspends is rendered by the streaming renderer, which waits for it', async () => {
  pending = null
  waited = false
  const whole = await page('/?late')
  expect(whole.status).toBe(200)
  expect(whole.html).toContain('<em>late</em>')
  expect(whole.html).not.toContain('waiting')
  expect(whole.html).toMatch(/^<!DOCTYPE html>/)
  waited = false
  pending = null
  const streamed = await page('/?late', STREAMED)
  expect(whole.html).toBe(streamed.html)
})
