// `npm start [-- command]`: build when there is no build yet or the sources changed since, then serve (or run one of the
// maintenance commands of server/cli.mjs, e.g. `npm start -- backup backups/site.db`).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildState } from './build-state.mjs'
import { runCli } from './cli.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverBuild = new URL('../build/server/index.js', import.meta.url)

const state = buildState(root)
if (state !== 'current') {
  console.log(
    state === 'missing'
      ? 'No build found: running `npm run build` first.'
      : 'The sources changed since the last build: running `npm run build` first.',
  )
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const build = await import(serverBuild.href)
await runCli(build, {
  argv: process.argv.slice(2),
  clientDir: fileURLToPath(new URL('../build/client', import.meta.url)),
  version,
  name: 'npm start --',
})
