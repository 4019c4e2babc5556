// React 18.3's streaming renderer for Node wrote its whole 2 KB buffer when a text did not fit in
// it: a two-byte character (Arabic) that met the buffer's last free byte left that byte zero, and
// the zero went out in the page (a NUL inside an aria-label of /ar/portfolio: the browser read
// "التص\uFFFDنيفات", and a locator by that name found nothing). patches/react-dom+18.3.1.patch sends
// only the bytes written. The page must equal the same tree rendered to a string.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PassThrough } from 'node:stream'
import * as development from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// The tests run React's development build; the server runs its production one: both are patched.
const require = createRequire(import.meta.url)
const production = require(
  join(
    dirname(require.resolve('react-dom/package.json')),
    'cjs/react-dom-server.node.production.min.js',
  ),
) as typeof development
const { renderToString } = development

function streamed(
  element: React.ReactElement,
  { renderToPipeableStream }: typeof development,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const body = new PassThrough()
    body.on('data', (chunk: Buffer) => chunks.push(chunk))
    body.on('end', () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(body),
      onShellError: reject,
    })
  })
}

describe.each([
  ['development', development],
  ['production', production],
])('a page streamed by the %s build', (_, build) => {
  it('holds the bytes of its texts and nothing else, wherever a two-byte character falls', async () => {
    // Paddings of 0 to 7 ASCII characters move the Arabic texts across the buffer's edge.
    for (let pad = 0; pad < 8; pad++) {
      const element = (
        <main>
          {Array.from({ length: 60 }, (_, i) => (
            <p key={i} aria-label="التصنيفات">
              {'x'.repeat(pad)}
              {`مرحبا بالعالم ${i} `}
            </p>
          ))}
        </main>
      )
      const bytes = await streamed(element, build)
      expect(bytes.includes(0), `padding ${pad}`).toBe(false)
      expect(bytes.toString('utf8'), `padding ${pad}`).toBe(renderToString(element))
    }
  })
})
