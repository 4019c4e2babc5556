// The lint rule that keeps app/ on logical properties (eslint.config.js, CONVENTIONS.md): a physical
// left/right utility anywhere in a string of app/ is an error, its logical twin is not.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const messagesFor = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'app/components/probe.tsx' })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line)
}

describe('the logical-properties lint rule', () => {
  it('refuses physical left/right utilities in literals and template strings', async () => {
    const lines = [
      "export const a = 'mt-2 ml-4'",
      'export const b = `flex ${a} pr-2`',
      "export const c = 'text-right'",
      "export const d = 'md:rounded-tr-lg'",
      "export const e = 'fixed -right-[3px] bottom-0'",
      "export const f = 'border-l border-slate-200'",
      "export const g = 'focus:left-4 float-left'",
    ]
    expect(await messagesFor(lines.join('\n'))).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('accepts logical utilities and plain words', async () => {
    const code = [
      "export const a = 'ms-4 me-2 ps-6 pe-1 start-0 end-4 border-s rounded-se-lg text-start'",
      "export const b = 'Turn left at the lights, then right'",
      "export const c = 'left'",
    ].join('\n')
    expect(await messagesFor(code)).toEqual([])
  })
})
