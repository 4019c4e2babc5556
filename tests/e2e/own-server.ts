// A production server of a test's own, on a fresh folder with no admin and no demo content (so its
// first start prints the one-time setup link), unless `env` says otherwise, and a port the system
// picks; its output is kept.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// What its session cookies are signed with (a test signs its own admin in with it: fixtures.ts).
export const OWN_SESSION_SECRET = 'own-server-session-secret-own-server'

export type OwnServer = { child: ChildProcess; output: string[]; port: number; dir: string }

export async function startServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'agency-own-'))
  const child = spawn(process.execPath, ['server/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: join(dir, 'site.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      SESSION_SECRET: OWN_SESSION_SECRET,
      // No admin: the first start prints its one-time setup link.
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const take = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout!.on('data', take)
  child.stderr!.on('data', take)
  for (let waited = 0; waited < 30_000; waited += 50) {
    const port = output.join('\n').match(/Listening on http:\/\/[^:]+:(\d+)/)?.[1]
    if (port) return { child, output, port: Number(port), dir }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${output.join('\n')}`)
}

/** The setup link's path the first start printed ("/admin/setup?token=..."), if any. */
export const setupPath = (server: OwnServer) =>
  server.output.join('\n').match(/\/admin\/setup\?token=[\w-]+/)?.[0]

/** Stops the server (SIGTERM flushes the log) and hands back everything it wrote. */
export async function stopServer(server: OwnServer) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
  rmSync(server.dir, { recursive: true, force: true })
  return server.output
}
