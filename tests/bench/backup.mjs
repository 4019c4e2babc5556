// `node tests/bench/backup.mjs` (after `npm run build`): how long a whole-site backup and its restore
// take, and how much memory they use, on a site with BACKUP_BENCH_MIB of uploads (incompressible,
// as photos and videos are). The backup runs while the site serves; the restore checks every byte.
// It prints figures; it passes or fails nothing.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MIB = Number(process.env.BACKUP_BENCH_MIB ?? 512)
const FILE_MIB = 16
const dir = mkdtempSync(join(tmpdir(), 'agency-site-backup-bench-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_PATH: join(dir, 'data/site.db'),
  UPLOADS_DIR: join(dir, 'uploads'),
  BACKUP_DIR: join(dir, 'backups'),
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-admin-password',
}

/** Runs `node server/start.mjs ...args`; resolves with its output, wall time and peak RSS. */
function run(args, { until } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['server/start.mjs', ...args], { cwd: ROOT, env })
    let output = ''
    let peakKiB = 0
    const sample = setInterval(() => {
      try {
        const hwm = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)
        if (hwm) peakKiB = Math.max(peakKiB, Number(hwm[1]))
      } catch {
        // Exited between two samples.
      }
    }, 20)
    const take = (chunk) => {
      output += chunk
      if (until?.test(output)) resolve({ child, output })
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearInterval(sample)
      if (code !== 0 && !until) reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`))
      resolve({ output, ms: performance.now() - started, peakMiB: peakKiB / 1024 })
    })
  })
}

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

try {
  // A first start creates the database and the demo content; then the uploads are added.
  const first = await run([], { until: /Listening on/ })
  first.child.kill('SIGTERM')
  mkdirSync(join(dir, 'uploads/projects'), { recursive: true })
  const files = []
  for (let i = 0; i < MIB / FILE_MIB; i++) {
    const file = join(dir, `uploads/projects/bench-${i}.mp4`)
    writeFileSync(file, randomBytes(FILE_MIB * 1024 * 1024))
    files.push([file, sha(file)])
  }

  const site = await run([], { until: /Listening on/ })
  const backup = await run(['backup', join(dir, 'backups/bench.tar.gz')])
  site.child.kill('SIGTERM')
  await new Promise((resolve) => site.child.once('exit', resolve))
  const archiveMiB = statSync(join(dir, 'backups/bench.tar.gz')).size / 1024 ** 2

  rmSync(join(dir, 'uploads/projects'), { recursive: true })
  const restore = await run(['restore', join(dir, 'backups/bench.tar.gz')])
  const intact = files.every(([file, hash]) => sha(file) === hash)

  const line = (name, r) =>
    `${name.padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(6)} s   peak RSS ${r.peakMiB.toFixed(0)} MiB`
  console.log(`Uploads: ${MIB} MiB in ${files.length} files; archive ${archiveMiB.toFixed(0)} MiB`)
  console.log(line('backup', backup))
  console.log(line('restore', restore))
  console.log(`Every upload restored byte for byte: ${intact ? 'yes' : 'NO'}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
