// docs/architecture.md: imports go one way, so no module of app/ reaches itself through its imports
// (a circle makes load order decide which side sees `undefined`). Type-only imports are erased and
// do not count. The check reads the import lines itself: Vite and TypeScript do not refuse circles.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { expect, test } from 'vitest'

const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('#app/')
    ? join('app', spec.slice('#app/'.length))
    : spec.startsWith('.')
      ? normalize(join(dirname(from), spec))
      : null
  if (!base) return null
  for (const path of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(path)) return path
  return null
}

/** Every circle of value imports among the files of app/, each as the files around it. */
function importCircles(): string[][] {
  const files = readdirSync('app', { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets: string[] = []
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, spec!)
      if (target) targets.push(target)
    }
    edges.set(file, targets)
  }
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || edges.get(file)!.includes(file)) circles.push(component.sort())
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return circles
}

test('no module of app/ imports itself through others', () => {
  expect(importCircles()).toEqual([])
})
