// docs/architecture.md, "Form replies": an HTML form's action that does not redirect answers one
// shape, `{ result }`, made by formReply or formError (app/lib/form-reply.server.ts). An action
// that builds a reply of its own (`data({ error })`, `json(...)`, `Response.json(...)`) fails here;
// the doors that answer JSON to a script rather than a form are named below. It reads an action's
// own text (a factory's included), not the helpers it calls.
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { expect, test } from 'vitest'

/** Doors that answer a script, not a form: the /api and the XMLHttpRequest uploads and autosave. */
const JSON_DOORS = [
  /^app\/routes\/api\./,
  /^app\/api\//,
  /^app\/routes\/admin\.uploads\.\$kind\.ts$/,
  /^app\/routes\/admin\.hero-video\.upload\.ts$/,
  /^app\/routes\/admin\.media_\.upload\.ts$/,
  /^app\/routes\/admin\.autosave\.ts$/,
]

const REPLY_MAKERS = new Set(['data', 'json', 'Response.json'])

/** An action, or a factory of actions: `action`, `leadAction`, a `{ action }` of a route factory. */
const isAction = (name: string) => name === 'action' || /Action$/.test(name)

/** Each reply an action (or anything inside it) makes by hand in `text`: line and action. */
function handMadeReplies(file: string, text: string) {
  const found: string[] = []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const visit = (node: ts.Node, action: string | null) => {
    const name =
      (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name
        ? node.name.getText(source)
        : ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)
          ? node.name.getText(source)
          : null
    const inside = name && isAction(name) ? name : action
    if (inside && ts.isCallExpression(node)) {
      if (REPLY_MAKERS.has(node.expression.getText(source))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push(`${file}:${line + 1} (${inside})`)
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside))
  }
  visit(source, null)
  return found
}

test('every form action answers through formReply or formError, never a shape of its own', () => {
  const found = readdirSync('app', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .filter((file) => !JSON_DOORS.some((door) => door.test(file)))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      // Only a file that calls one of them is worth parsing.
      return /\b(data|json)\(/.test(text) ? handMadeReplies(file, text) : []
    })
  expect(found).toEqual([])
})

test('the check finds a reply made by hand, in an action or a factory of actions', () => {
  const source = [
    `export function noteAction() { return data({ error: 'x' }, { status: 400 }) }`,
    `export const route = { action: () => Response.json({ ok: false }) }`,
    `export function loader() { return data({ items: [] }) }`,
  ].join('\n')
  expect(handMadeReplies('probe.ts', source)).toEqual([
    'probe.ts:1 (noteAction)',
    'probe.ts:2 (action)',
  ])
})
