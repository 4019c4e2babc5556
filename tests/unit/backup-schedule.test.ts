// The server's own backups (app/ops/backup-schedule.server.ts): when the next one is due, which old
// ones go, one log line per backup, a failure logged and survived, never two at once.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import {
  FIRST_DELAY_MS,
  nextBackupDelay,
  pruneBackups,
  runScheduledBackup,
  startScheduledBackups,
  stopScheduledBackups,
} from '#app/ops/backup-schedule.server.ts'
import { getEnv, resetEnv } from '#app/lib/env.server.ts'
import { backupFileName } from '#app/ops/backup.server.ts'
import { createAdmin } from '#app/ops/create-admin.server.ts'

const HOUR = 60 * 60 * 1000
const here = (name: string) => join(dirname(getEnv().DATABASE_PATH), name)

function configure(settings: Record<string, string>) {
  Object.assign(process.env, settings)
  resetEnv()
}

afterEach(() => {
  stopScheduledBackups()
  for (const name of ['BACKUP_DIR', 'BACKUP_KEEP', 'BACKUP_INTERVAL_HOURS'])
    delete process.env[name]
  resetEnv()
})

test('the next backup is an interval after the newest one, or a minute after the start', () => {
  const now = Date.UTC(2026, 0, 31, 12)
  expect(nextBackupDelay(now, undefined, 24 * HOUR)).toBe(FIRST_DELAY_MS)
  expect(nextBackupDelay(now, now - HOUR, 24 * HOUR)).toBe(23 * HOUR)
  // A server restarted every night still backs up: the count does not start again.
  expect(nextBackupDelay(now, now - 30 * HOUR, 24 * HOUR)).toBe(FIRST_DELAY_MS)
})

test('pruning keeps the newest backups and never touches a file it did not write', () => {
  const dir = here('backups')
  mkdirSync(dir)
  const now = Date.UTC(2026, 0, 31, 12)
  const names = [1, 2, 3, 4].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day))))
  for (const name of [...names, 'keep-me.tar.gz', 'site.db']) writeFileSync(join(dir, name), 'x')
  // A run killed a week ago, and one under way now.
  const stale = `${names[0]}.partial`
  const fresh = `${backupFileName(new Date(now))}.partial`
  writeFileSync(join(dir, stale), 'x')
  utimesSync(join(dir, stale), new Date(now - 7 * 24 * HOUR), new Date(now - 7 * 24 * HOUR))
  writeFileSync(join(dir, fresh), 'x')

  expect(pruneBackups(dir, 2, now).sort()).toEqual([names[0], names[1], stale].sort())
  expect(readdirSync(dir).sort()).toEqual(
    [names[2], names[3], fresh, 'keep-me.tar.gz', 'site.db'].sort(),
  )
})

test('a scheduled backup writes an archive, logs one line and keeps BACKUP_KEEP of them', async () => {
  await createAdmin({ email: 'owner@example.com', name: 'O', password: 'a-long-enough-password' })
  configure({ BACKUP_DIR: here('backups'), BACKUP_KEEP: '2', BACKUP_INTERVAL_HOURS: '24' })
  const lines: string[] = []
  const log = (line: string) => lines.push(line)
  for (const day of [1, 2, 3]) {
    const now = new Date(Date.UTC(2026, 0, day, 3, 30))
    expect(await runScheduledBackup({ log, appVersion: '1.2.3', now })).toBe('done')
  }
  expect(readdirSync(here('backups'))).toEqual([
    'site-2026-01-02T033000Z.tar.gz',
    'site-2026-01-03T033000Z.tar.gz',
  ])
  expect(lines).toHaveLength(3)
  expect(lines[2]).toMatch(
    /^Backup: .*site-2026-01-03T033000Z\.tar\.gz \(\d+\.\d MB, the database and 0 uploaded file\(s\)\) in \d+\.\d s; removed 1 older one\(s\)\.$/,
  )
})

test('two backups never run at once', async () => {
  configure({ BACKUP_DIR: here('backups') })
  const log = () => {}
  const [first, second] = await Promise.all([
    runScheduledBackup({ log }),
    runScheduledBackup({ log }),
  ])
  expect([first, second]).toEqual(['done', 'busy'])
})

test('a failed backup is logged, and the next one works', async () => {
  // The backup folder's place is taken by a file.
  writeFileSync(here('backups'), 'not a folder')
  configure({ BACKUP_DIR: here('backups'), BACKUP_INTERVAL_HOURS: '6' })
  const lines: string[] = []
  expect(await runScheduledBackup({ log: (l) => lines.push(l) })).toBe('failed')
  expect(lines).toEqual([expect.stringMatching(/^Backup failed: .*; trying again in 6 h\.$/)])

  configure({ BACKUP_DIR: here('elsewhere') })
  expect(await runScheduledBackup({ log: (l) => lines.push(l) })).toBe('done')
  expect(existsSync(here('elsewhere'))).toBe(true)
})

test('off by default; when on, the start says when the first backup comes', () => {
  const lines: string[] = []
  startScheduledBackups({ log: (l) => lines.push(l) })
  expect(lines).toEqual([])
  configure({ BACKUP_DIR: here('backups'), BACKUP_INTERVAL_HOURS: '24' })
  startScheduledBackups({ log: (l) => lines.push(l) })
  expect(lines).toEqual([
    `Backups: every 24 h into ${here('backups')}, the newest 7 kept; the next in 1 min.`,
  ])
})
