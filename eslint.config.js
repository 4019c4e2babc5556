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
      'no-restricted-syntax': ['error', RAW_FORM_DATA],
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
              regex: '^(#app/|\\.\\./)(components|routes)/',
              message: 'app/lib must not depend on components or routes.',
            },
          ],
          paths: [CONFORM_PARSE],
        },
      ],
      'no-restricted-syntax': ['error', RAW_FORM_DATA],
    },
  },
)
