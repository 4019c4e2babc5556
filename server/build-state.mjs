// Whether the production build is missing or older than the sources it is made from, so `npm start`
// after `git pull` (or an upgrade) builds again instead of serving yesterday's code against today's
// migrations. Only source files count (not a database or uploads someone keeps under the folders).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

const SOURCE_FOLDERS = ['app', 'db/migrations', 'public']
const SOURCE_FILES = [
  'db/schema.ts',
  'package-lock.json',
  'vite.config.ts',
  'remix.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
]
const SOURCE_TYPES = new Set([
  '.ts',
  '.tsx',
  '.css',
  '.sql',
  '.json',
  '.js',
  '.mjs',
  '.svg',
  '.ico',
])

function newestIn(path, newest = 0) {
  let entries
  try {
    entries = readdirSync(path, { withFileTypes: true })
  } catch {
    return newest
  }
  for (const entry of entries) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) newest = newestIn(child, newest)
    else if (entry.isFile() && SOURCE_TYPES.has(extname(entry.name))) {
      newest = Math.max(newest, statSync(child).mtimeMs)
    }
  }
  return newest
}

/**
 * @param {string} root the project folder
 * @returns {'missing' | 'stale' | 'current'} stale: a source changed after the build
 */
export function buildState(root) {
  const built = join(root, 'build/server/index.js')
  if (!existsSync(built)) return 'missing'
  let newest = 0
  for (const folder of SOURCE_FOLDERS) newest = newestIn(join(root, folder), newest)
  for (const file of SOURCE_FILES) {
    const path = join(root, file)
    if (existsSync(path)) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest > statSync(built).mtimeMs ? 'stale' : 'current'
}
