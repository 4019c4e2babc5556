// `npm test`: the static checks (types, lint, format), every suite, then one plain closing line "N passed, N failed, N skipped" (CI reads that
// line; it does not read Vitest's or Playwright's own summaries). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { CHROMIUM, HEADLESS_SHELL } from './browser.mjs'

const REPORTS = '.cache/reports'

// How long each step took, printed above the closing line: the suite must stay within CI's time.
const took = []

function run(step, cmd, args, env = {}) {
  const started = performance.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  took.push(`${step} ${Math.round((performance.now() - started) / 1000)} s`)
  return result.status ?? 1
}

// The browser tests need Debian's Chromium; its headless shell runs them in about a third of the
// browser's CPU (tests/browser.mjs), so a root run with apt installs it when it is missing.
function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH
  if (wanted ? existsSync(wanted) : existsSync(HEADLESS_SHELL)) return
  if (!wanted && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's chromium-headless-shell for the browser tests.`)
    run('apt-get', 'apt-get', ['update', '-qq'])
    run('apt-get', 'apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'])
    if (existsSync(HEADLESS_SHELL)) return
  }
  if (!wanted && existsSync(CHROMIUM)) return
  console.error(
    `The browser tests need Chromium at ${wanted ?? `${HEADLESS_SHELL} or ${CHROMIUM}`}. Install it with:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n` +
      `or point CHROMIUM_PATH at a Chromium binary.`,
  )
  process.exit(1)
}

// Vitest's JSON report: a file's failed tests by their full names.
function vitestFailures(suite, report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${suite} › ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  )
}

// Playwright's JSON report nests suites (file, describe) around specs, each with a test per project.
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => `e2e [${test.projectName}] › ${spec.file}:${spec.line} › ${spec.title}`),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ])
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

ensureChromium()
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
let failedSteps = 0

// The static checks count as one test each, so a type or lint error cannot hide behind green suites.
// One after another: side by side on two cores they took as long (tsc alone uses more than one).
for (const [name, cmd, args] of [
  ['typecheck', 'npx', ['tsc']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
]) {
  const ok = run(name, cmd, args) === 0
  totals[ok ? 'passed' : 'failed']++
  console.log(`${ok ? '✓' : '✗'} ${name}`)
}

const unit = run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${REPORTS}/vitest.json`,
])
const vitest = readJson(`${REPORTS}/vitest.json`)
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests
}
if (unit !== 0 && (!vitest || vitest.numFailedTests === 0)) failedSteps++

let proofs = null
let pw = null
if (run('build', 'npm', ['run', 'build']) !== 0) {
  failedSteps++
} else {
  // The short versions of the proofs (tests/stress, docs/security.md): the built server, killed,
  // loaded, fuzzed and probed from outside. `npm run test:stress` runs the long ones.
  const stress = run('stress', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.stress.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${REPORTS}/stress.json`,
  ])
  proofs = readJson(`${REPORTS}/stress.json`)
  if (proofs) {
    totals.passed += proofs.numPassedTests
    totals.failed += proofs.numFailedTests
    totals.skipped += proofs.numPendingTests + proofs.numTodoTests
  }
  if (stress !== 0 && (!proofs || proofs.numFailedTests === 0)) failedSteps++

  const e2e = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
  })
  pw = readJson(`${REPORTS}/playwright.json`)
  if (pw) {
    totals.passed += pw.stats.expected + pw.stats.flaky
    totals.failed += pw.stats.unexpected
    totals.skipped += pw.stats.skipped
  }
  if (e2e !== 0 && (!pw || pw.stats.unexpected === 0)) failedSteps++

  // The single binary from the same build (about 10 s to package), then its smoke test.
  if (run('binary', 'node', ['server/build-binary.mjs']) !== 0) {
    failedSteps++
  } else {
    const smoke = run('smoke', 'node', ['tests/binary/smoke.mjs'], {
      SMOKE_REPORT: `${REPORTS}/binary.json`,
    })
    const report = readJson(`${REPORTS}/binary.json`)
    if (report) {
      totals.passed += report.passed
      totals.failed += report.failed
    }
    if (smoke !== 0 && (!report || report.failed === 0)) failedSteps++
  }
}

// The failed tests by name, just above the closing line: a log cut to its end still says what failed.
const failedNames = [
  ...vitestFailures('unit', vitest),
  ...vitestFailures('stress', proofs),
  ...playwrightFailures(pw?.suites ?? []),
]
if (failedNames.length > 0)
  console.log(`\nFailed:\n${failedNames.map((name) => `  ✗ ${name}`).join('\n')}`)

console.log(`\nTimes: ${took.join(', ')}`)

// A suite that crashed before reporting counts as one failure, so the line never hides it.
totals.failed += failedSteps
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0)
