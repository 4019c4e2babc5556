// `npm start`: build when there is no build yet, then run the production server.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from './serve.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const serverBuild = new URL('../build/server/index.js', import.meta.url)

if (!existsSync(serverBuild)) {
  console.log('No build found: running `npm run build` first.')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
const build = await import(serverBuild.href)
await serve(build, { clientDir: fileURLToPath(new URL('../build/client', import.meta.url)) })
