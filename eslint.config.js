import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Forms are parsed with the hardened parseWithZod (app/lib/form-parse.server.ts), never Conform's own.
const CONFORM_PARSE = {
  name: '@conform-to/zod/v4',
  importNames: ['parseWithZod'],
  message: "Use parseWithZod from '#app/lib/form-parse.server.ts' (hardened against forged posts).",
}

// A body that is not a form makes request.formData() throw (a 500): read it with readPostedForm.
const RAW_FORM_DATA = {
  selector: "CallExpression[callee.object.name='request'][callee.property.name='formData']",
  message:
    "Use readPostedForm(request) from '#app/lib/body.server.ts': a body that is not a form must not be a 500.",
}

// Styles use logical properties so a right-to-left page is a `dir` away (CONVENTIONS.md): Tailwind's
// physical left/right utilities (ml-4, pr-2, left-0, border-l, rounded-tr, text-right, float-left,
// scroll-ml ...) are refused in any string of app/; ms-/me-/ps-/pe-/start-/end-, border-s,
// rounded-se, text-start and float-start say the same for both directions.
const EDGE = '(^|[\\s:"\'`!])'
const PHYSICAL = [
  `${EDGE}-?(m[lr]|p[lr]|left|right|scroll-[mp][lr])-(\\d|px|auto|full|\\[)`,
  `${EDGE}(border-[lr]|rounded-[lr]|rounded-[tb][lr])($|[\\s"'\`-])`,
  `${EDGE}(text|float|clear)-(left|right)($|[\\s"'\`])`,
].join('|')
const PHYSICAL_MESSAGE =
  'Physical left/right utility: use the logical one (ms-/me-/ps-/pe-/start-/end-/border-s/text-start).'
const PHYSICAL_CLASSES = [
  { selector: `Literal[value=/${PHYSICAL}/]`, message: PHYSICAL_MESSAGE },
  { selector: `TemplateElement[value.raw=/${PHYSICAL}/]`, message: PHYSICAL_MESSAGE },
]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'dist/**',
      '.cache/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**'],
    ignores: ['app/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CONFORM_PARSE] }],
      'no-restricted-syntax': ['error', RAW_FORM_DATA, ...PHYSICAL_CLASSES],
    },
  },
  {
    // app/lib is infrastructure: screens and components build on it, never the other way round
    // (docs/architecture.md).
    files: ['app/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Only infrastructure: no feature folder (models, screens' server code, the /api
              // doors, sign-in, operations, media, analytics), no screen or component.
              regex: '^(#app/|\\.\\./)(?!lib/)[^/]+/',
              message: 'app/lib is infrastructure: it must not depend on any other folder of app/.',
            },
          ],
          paths: [CONFORM_PARSE],
        },
      ],
      'no-restricted-syntax': ['error', RAW_FORM_DATA, ...PHYSICAL_CLASSES],
    },
  },
)
