// The site's one stylesheet, written into each document's head instead of linked (docs/decisions/
// 036-inline-stylesheet.md): a phone's first paint then waits for no second request. The text is
// the client build's own file (its fonts' addresses included), read once from the folder the
// server serves the client assets from (server/serve.mjs hands it over at start). Without that
// folder (the development server, tests that call Remix directly) the page links the file.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

let clientDir: string | null = null
const texts = new Map<string, string | null>()

export function provideClientDir(dir: string) {
  clientDir = dir
  texts.clear()
}

/** The stylesheet's text for its built address (`/assets/tailwind-<hash>.css`), or null. */
export function stylesheetText(href: string): string | null {
  if (!clientDir || !/^\/assets\/[\w.-]+\.css$/.test(href)) return null
  if (!texts.has(href)) {
    let text: string | null
    try {
      text = readFileSync(join(clientDir, href), 'utf8')
    } catch {
      text = null
    }
    texts.set(href, text)
  }
  return texts.get(href) ?? null
}
