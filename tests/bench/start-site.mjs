// `npm start` of the production build on a fresh database with the demo content, on a free port,
// for the scripts that look at the site as a visitor does (lighthouse.mjs, screenshots.mjs).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// The V8 flags `npm start` runs with (package.json), as in tests/bench/run.mjs.
const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
const NODE_FLAGS = scripts.start.match(/--[\w-]+(?:=\S+)?/g) ?? []

/** `npm start` on a fresh database in `dir` (it builds first when there is no build). */
export async function startSite(dir) {
  const database = join(dir, 'site.db')
  const child = spawn(process.execPath, [...NODE_FLAGS, 'server/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: database,
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: 'lighthouse@example.com',
      ADMIN_PASSWORD: 'lighthouse-admin-password',
      SESSION_SECRET: 'lighthouse-session-secret-lighthouse-secret',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    if (output.length < 100_000) output += chunk
  })
  for (let waited = 0; waited < 300_000; waited += 100) {
    const port = output.match(/Listening on http:\/\/[^:]+:(\d+)/)?.[1]
    const base = port && `http://127.0.0.1:${port}`
    if (
      base &&
      (await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      return { child, base, database }
    }
    if (child.exitCode !== null) break
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`The site did not start:\n${output}`)
}

/** Stops what startSite started. */
export async function stopSite(site) {
  if (site.child.exitCode === null) {
    site.child.kill('SIGTERM')
    await new Promise((resolve) => site.child.once('exit', resolve))
  }
}
