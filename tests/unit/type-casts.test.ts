// docs/architecture.md: a type assertion (`x as T`, `<T>x`) tells the compiler to stop checking, so
// app/ keeps them only where a library's types force one, each with a comment saying why. Values are
// typed where they enter instead: zod at the door, typed statements, guards and generics. `as const`
// narrows rather than asserts and does not count. The ceiling only goes down.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

const CEILING = 75

/** The type assertions of one source file, as `line: text`. */
function assertions(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type
      const isConst =
        ts.isTypeReferenceNode(type) &&
        ts.isIdentifier(type.typeName) &&
        type.typeName.text === 'const'
      if (!isConst) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test(`app/ holds at most ${CEILING} type assertions`, () => {
  const byFile = readdirSync('app', { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .map((file) => [file, assertions(file)] as const)
    .filter(([, found]) => found.length > 0)
    .sort(([, a], [, b]) => b.length - a.length)
  const total = byFile.reduce((sum, [, found]) => sum + found.length, 0)
  if (process.env.CASTS_VERBOSE)
    for (const [file, found] of byFile)
      console.log(`${found.length}\t${file}\n  ${found.join('\n  ')}`)
  else for (const [file, found] of byFile) console.log(`${found.length}\t${file}`)
  console.log(`${total} type assertions in app/`)
  expect(total).toBeLessThanOrEqual(CEILING)
})
