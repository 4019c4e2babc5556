// The site search's figures (docs/search.md), apart from `npm run bench`'s HTTP rounds:
// `npm run bench:search` (BENCH_SEARCH_POSTS=10000 BENCH_SEARCH_QUERIES=2000 by default).
// - 10,000 posts, each with its Arabic translation, written straight into a new database;
// - the time to build the index over them (rebuildSearchIndex, as `search-rebuild` does), and what
//   it adds to the database against the size of the texts it indexes;
// - the server time of a search (searchSite: the statements and the results' texts, snippets and
//   addresses, what a page's loader and GET /api/search spend), per language, over many queries:
//   frequent words, rare words, two words, a word being typed, vowelled Arabic, a second page;
//   beside the time on the clock, the process's CPU time for each search (process.cpuUsage),
//   which another program on a shared machine sways less.
// It prints figures and passes or fails nothing. Run it on an otherwise idle machine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000)
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 2_000)

const dir = mkdtempSync(join(tmpdir(), 'search-bench-'))
process.env.DATABASE_PATH = join(dir, 'site.db')
process.env.UPLOADS_DIR = join(dir, 'uploads')
process.env.SESSION_SECRET ??= 'bench-secret-bench-secret-bench-secret'

const { getDb, runMigrations, closeDb } = await import('#app/lib/db.server.ts')
const { rebuildSearchIndex } = await import('#app/models/search-index.server.ts')
const { searchSite } = await import('#app/models/search.server.ts')

// A fixed pseudo-random sequence: every run writes the same texts.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(list: readonly T[]) => list[Math.floor(random() ** 2 * list.length)]!

const LATIN = 'abcdefghijklmnopqrstuvwxyz'
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'
const HARAKAT = ['\u064E', '\u064F', '\u0650', '']
const word = (letters: string, harakat = false) =>
  Array.from({ length: 3 + Math.floor(random() * 6) }, () => {
    const letter = letters[Math.floor(random() * letters.length)]!
    return harakat ? letter + pick(HARAKAT) : letter
  }).join('')
// Vocabularies of 5,000 words, drawn with a skew (a few frequent words, many rare ones).
const english = Array.from({ length: 5_000 }, () => word(LATIN))
const arabic = Array.from({ length: 5_000 }, () => word(ARABIC, true))
const sentence = (words: readonly string[], n: number) =>
  Array.from({ length: n }, () => pick(words)).join(' ')
const paragraphs = (words: readonly string[]) =>
  Array.from({ length: 3 }, () => `<p>${sentence(words, 50)}.</p>`).join('')

function fill() {
  const db = getDb().$client
  runMigrations(getDb())
  const user = db
    .prepare(
      "INSERT INTO users (name, email, password_hash, created_at, updated_at) VALUES ('Bench', 'b@example.com', 'x', ?, ?)",
    )
    .run(Date.now(), Date.now()).lastInsertRowid
  const addPost = db.prepare(
    `INSERT INTO blog_posts (title, content, slug, status, publish_at, author_id, created_at, updated_at)
     VALUES (?, ?, ?, 'published', ?, ?, ?, ?)`,
  )
  const addText = db.prepare(
    `INSERT INTO translations (kind, item_id, language, field, value, updated_at)
     VALUES ('blog', ?, 'ar', ?, ?, ?)`,
  )
  let bytes = 0
  const now = Date.now()
  db.transaction(() => {
    for (let i = 0; i < POSTS; i++) {
      const title = sentence(english, 5)
      const content = paragraphs(english)
      const at = now - i * 60_000
      const id = addPost.run(title, content, `post-${i}`, at, user, at, at).lastInsertRowid
      const arTitle = sentence(arabic, 5)
      const arContent = paragraphs(arabic)
      addText.run(id, 'title', arTitle, at)
      addText.run(id, 'content', arContent, at)
      bytes += Buffer.byteLength(title + content + arTitle + arContent)
    }
  })()
  return bytes
}

const size = () => {
  const db = getDb().$client
  db.pragma('wal_checkpoint(TRUNCATE)')
  return (
    (db.pragma('page_count', { simple: true }) as number) *
    (db.pragma('page_size', { simple: true }) as number)
  )
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

function queries(language: 'en' | 'ar'): Array<{ query: string; page?: number }> {
  const words = language === 'en' ? english : arabic
  return Array.from({ length: QUERIES }, (_, i) => {
    const a = pick(words)
    const b = pick(words)
    const rare = words[words.length - 1 - Math.floor(random() * 1000)]!
    switch (i % 5) {
      case 0:
        return { query: a }
      case 1:
        return { query: `${a} ${b}` }
      case 2:
        return { query: rare }
      case 3:
        return { query: a.slice(0, Math.max(2, a.length - 2)) }
      default:
        return { query: a, page: 2 }
    }
  })
}

function time(language: 'en' | 'ar') {
  const list = queries(language)
  // Warm the statements and SQLite's pages, as a running server has them.
  for (const q of list.slice(0, 50)) searchSite({ ...q, language })
  const ms: number[] = []
  const cpu: number[] = []
  let found = 0
  for (const q of list) {
    const start = process.hrtime.bigint()
    const used = process.cpuUsage()
    found += searchSite({ ...q, language }).results.length > 0 ? 1 : 0
    const { user, system } = process.cpuUsage(used)
    ms.push(Number(process.hrtime.bigint() - start) / 1e6)
    cpu.push((user + system) / 1000)
  }
  const f = (n: number) => n.toFixed(2)
  const figures = (times: number[]) => {
    const sorted = times.sort((x, y) => x - y)
    return (
      `p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, ` +
      `p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1)!)} ms`
    )
  }
  console.log(
    `search (${language}, ${POSTS} posts, ${list.length} queries, ${found} with results): ` +
      `${figures(ms)}; CPU ${figures(cpu)}`,
  )
}

try {
  const texts = fill()
  const before = size()
  const started = performance.now()
  const documents = rebuildSearchIndex()
  const built = performance.now() - started
  const growth = size() - before
  const mib = (n: number) => `${(n / 1024 ** 2).toFixed(1)} MiB`
  console.log(
    `search index: ${documents} documents (${POSTS} posts in 2 languages) built in ` +
      `${(built / 1000).toFixed(1)} s; the database grew by ${mib(growth)} for ${mib(texts)} ` +
      `of texts (${(growth / texts).toFixed(2)}x)`,
  )
  time('en')
  time('ar')
} finally {
  closeDb()
  rmSync(dir, { recursive: true, force: true })
}
