// docs/architecture.md, "Error boundaries": one boundary per area (the root's, the public site's,
// the admin's), which routes re-export rather than write. A route that writes its own, or an area
// that grows a second one, fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const files = readdirSync('app', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => `${entry.parentPath}/${entry.name}`)

/**
 * The boundary each route exports: the component it re-exports as `ErrorBoundary`, the route it
 * borrows it from (`export { ErrorBoundary } from '#app/routes/...'`), or its own file's name.
 */
function boundaries() {
  const exported = new Map<string, string>()
  const borrowed = new Map<string, string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    if (/export (async )?(function|const|let) ErrorBoundary\b/.test(source))
      exported.set(file, file)
    const renamed = /export \{[^}]*\b(\w+) as ErrorBoundary\b/.exec(source)
    if (renamed) exported.set(file, renamed[1]!)
    const from = /export \{[^}]*\bErrorBoundary\b[^}]*\} from '#app\/(routes\/[^']+)'/.exec(source)
    if (from && !renamed) borrowed.set(file, `app/${from[1]}`)
  }
  for (const [file, route] of borrowed) exported.set(file, exported.get(route) ?? route)
  return exported
}

test('three error boundaries: the root’s, the public site’s and the admin’s', () => {
  const all = boundaries()
  expect(new Set(all.values())).toEqual(
    new Set(['app/root.tsx', 'PublicErrorBoundary', 'AdminErrorBoundary']),
  )
})

test('each area’s routes export its one boundary', () => {
  const byArea = { public: new Set<string>(), admin: new Set<string>() }
  for (const [file, boundary] of boundaries()) {
    const route = file.replace(/^app\/routes\//, '')
    if (route.startsWith('_public')) byArea.public.add(boundary)
    else if (route.startsWith('admin')) byArea.admin.add(boundary)
  }
  expect(byArea).toEqual({
    public: new Set(['PublicErrorBoundary']),
    admin: new Set(['AdminErrorBoundary']),
  })
})
