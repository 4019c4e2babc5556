// `npm run test:stress`: the long versions of the proofs in tests/stress (20 SIGKILLs, 20,000 mixed
// requests, at least 1,000 fuzzed requests per endpoint...) against the production build, then one
// plain table of what each counted. Exits non-zero when a proof fails. `npm test` runs the short
// versions of the same files.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const DIR = '.cache/stress'
const FIGURES = `${DIR}/figures.jsonl`
rmSync(DIR, { recursive: true, force: true })
mkdirSync(DIR, { recursive: true })

const args = ['vitest', 'run', '--config', 'vitest.stress.config.ts', ...process.argv.slice(2)]
const { status } = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, STRESS: process.env.STRESS ?? 'long', STRESS_FIGURES: FIGURES },
})

const rows = existsSync(FIGURES)
  ? readFileSync(FIGURES, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : []
console.log('\nproof      figure                                  value')
console.log('---------  --------------------------------------  ------------')
for (const { proof, figures } of rows) {
  for (const [name, value] of Object.entries(figures)) {
    console.log(`${proof.padEnd(9)}  ${name.padEnd(38)}  ${String(value).padStart(12)}`)
  }
}
process.exit(status ?? 1)
