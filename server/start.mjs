// `npm start [-- command]`: build when there is no build yet or the sources changed since, then serve (or run one of the
// maintenance commands of server/cli.mjs, e.g. `npm start -- backup backups/site.db`).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
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
// Litestream, for REPLICA_URL: npm installs the binary of this platform as an optional dependency
// of @flydotio/litestream (docs/decisions/044-litestream-replication.md); LITESTREAM_PATH wins.
const litestream = fileURLToPath(
  new URL(
    `../node_modules/@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
    import.meta.url,
  ),
)
if (!process.env.LITESTREAM_PATH && existsSync(litestream)) process.env.LITESTREAM_PATH = litestream
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const build = await import(serverBuild.href)
await runCli(build, {
  argv: process.argv.slice(2),
  clientDir: fileURLToPath(new URL('../build/client', import.meta.url)),
  version,
  name: 'npm start --',
})
