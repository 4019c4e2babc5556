// The media library and editor part of `npm run bench` (issue 33), or alone: `npm run bench -- media`.
// - 10,000 uploads (tiny PNG files on disk, a fifth of them used by a post): how long the start's
//   library sync takes to list them, then the library's first page, a search, the "Not used
//   anywhere" filter and the picker's JSON, each timed from the request to the last byte (the
//   server's time: the client is on the same machine), median and slowest of 15.
// - The JavaScript each screen makes the browser load, gzipped: the blog list, the post editor
//   (whose document does not name the Lexical editor: its chunk, measured apart, loads when the
//   modal opens) and the home page.
// Everything runs on a database and uploads folder in the benchmark's temporary folder.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import { adminCookie, dir, pageJavaScript, sleep, startSite, stop } from './harness.mjs'

const FILES = Number(process.env.BENCH_MEDIA_FILES ?? 10_000)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const load1 = () => loadavg()[0].toFixed(1)

/** FILES library files on disk, and posts using every fifth one (their covers, indexed at start). */
function fillUploads(database) {
  const folder = join(dir, 'uploads', 'media')
  mkdirSync(folder, { recursive: true })
  const urls = []
  for (let i = 0; i < FILES; i++) {
    const name = `bench-${String(i).padStart(5, '0')}.png`
    writeFileSync(join(folder, name), PNG)
    urls.push(`/uploads/media/${name}`)
  }
  const db = new Database(database)
  const insert = db.prepare(
    'INSERT INTO blog_posts (title, content, cover_image, author_id, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?)',
  )
  db.transaction(() => {
    for (let i = 0; i < FILES; i += 5) {
      insert.run(`Post ${i}`, '<p>Body.</p>', urls[i], Date.now(), Date.now())
    }
  })()
  db.close()
}

async function timed(base, path, cookie) {
  const started = performance.now()
  const response = await fetch(base + path, { headers: { Cookie: cookie } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return performance.now() - started
}

export async function benchMedia() {
  console.log(`\nMedia library and editor (issue 33), load ${load1()}`)
  const database = join(dir, 'media.db')
  await stop(await startSite(database))
  fillUploads(database)
  const cookie = await adminCookie(database)
  const started = performance.now()
  const server = await startSite(database)
  console.log(
    `  a start that lists ${FILES.toLocaleString('en')} files into the library: ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s to its first answer (load ${load1()})`,
  )
  try {
    for (const [label, path] of [
      ['first page', '/admin/media'],
      ['a search by name', '/admin/media?q=bench-0123'],
      ['"Not used anywhere"', '/admin/media?filter=unused'],
      ['the picker (JSON)', '/admin/media/pick?type=any'],
    ]) {
      await timed(server.base, path, cookie)
      await sleep(200)
      const times = []
      for (let i = 0; i < 15; i++) times.push(await timed(server.base, path, cookie))
      times.sort((a, b) => a - b)
      console.log(
        `  ${label} of ${FILES.toLocaleString('en')} files: median ${times[7].toFixed(0)} ms, ` +
          `slowest ${times[14].toFixed(0)} ms of 15 (load ${load1()})`,
      )
    }
    for (const path of ['/admin/blogs', '/admin/blogs/new', '/']) {
      const { files, kb } = await pageJavaScript(server.base, path, { Cookie: cookie })
      console.log(`  JavaScript of ${path}: ${kb.toFixed(1)} KB gzipped in ${files.length} files`)
    }
    const assets = new URL('../../build/client/assets/', import.meta.url)
    for (const name of readdirSync(assets).filter((n) => /^rich-text-editor-.*\.js$/.test(n))) {
      const kb = gzipSync(readFileSync(new URL(name, assets))).length / 1024
      console.log(
        `  the editor's own chunk (${name}), loaded on editing screens: ${kb.toFixed(1)} KB gzipped`,
      )
    }
  } finally {
    await stop(server)
  }
}
