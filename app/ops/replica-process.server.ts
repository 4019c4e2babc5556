// Litestream beside the server (docs/decisions/044-litestream-replication.md): one child process,
// started after boot, restarted with a growing pause whenever it dies, stopped with the server. It
// logs in JSON; each line tells when a copy reached the replica or why one failed, and the WAL's
// modification time tells when the site last wrote: together, how far behind the replica is.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { resolve } from 'node:path'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import {
  litestreamProgram,
  replicaTarget,
  writeLitestreamConfig,
  type ReplicaTarget,
} from '#app/ops/replica-target.server.ts'

type Log = (line: string) => void

// A child that dies is started again after 1 s, then 2, 4 ... at most a minute; one that ran a
// minute before dying starts the count again.
const FIRST_RESTART_MS = 1_000
const LONGEST_RESTART_MS = 60_000
const STEADY_RUN_MS = 60_000
// Past this, a change not yet on the replica makes replication "behind" (sync interval: 1 s).
export const BEHIND_AFTER_MS = 30_000
const TICK_MS = 1_000
const STOP_GRACE_MS = 1_500
// SQLite's default: the site checkpoints its own WAL again while Litestream is not running.
const SQLITE_AUTOCHECKPOINT = 1000

export type ReplicationHealth = 'off' | 'starting' | 'healthy' | 'behind' | 'failing'

export type ReplicationState = {
  health: ReplicationHealth
  /** The replica, without secrets (e.g. sftp://backup@host:22/site). */
  target: string | null
  running: boolean
  restarts: number
  /** When a copy last reached the replica (epoch ms). */
  lastCopyAt: number | null
  /** How long the oldest change not yet on the replica has waited; 0 when it has everything. */
  behindMs: number
  lastError: string | null
}

type Supervisor = {
  target: ReplicaTarget
  child: ChildProcess | null
  stopping: boolean
  restarts: number
  delay: number
  startedAt: number
  lastCopyAt: number | null
  lastErrorAt: number | null
  lastError: string | null
  /** When the site first wrote something the replica has not got yet. */
  pendingSince: number | null
  reported: ReplicationHealth
  timers: Set<NodeJS.Timeout>
  log: Log
  pidFile: string
  restartMs: number
}

let current: Supervisor | null = null

/**
 * Starts Litestream for the site's database when REPLICA_URL is set (after boot: the database is
 * migrated). `restartMs` shortens the first pause before a restart (tests).
 */
export function startReplication({
  log = console.log,
  restartMs = FIRST_RESTART_MS,
}: { log?: Log; restartMs?: number } = {}): boolean {
  if (current) return true
  const target = replicaTarget()
  if (!target) return false
  const database = resolve(getEnv().DATABASE_PATH)
  current = {
    target,
    child: null,
    stopping: false,
    restarts: 0,
    delay: restartMs,
    restartMs,
    startedAt: Date.now(),
    lastCopyAt: null,
    lastErrorAt: null,
    lastError: null,
    pendingSince: null,
    reported: 'starting',
    timers: new Set(),
    log,
    pidFile: `${database}-litestream.pid`,
  }
  stopOrphan(current.pidFile, log)
  process.once('exit', killOnExit)
  log(`Replication: streaming the database to ${target.label} with Litestream.`)
  launch(current)
  const tick = setInterval(() => current && watch(current), TICK_MS)
  tick.unref()
  current.timers.add(tick)
  return true
}

function launch(s: Supervisor) {
  const config = writeLitestreamConfig(s.target, getEnv().DATABASE_PATH)
  const child = spawn(litestreamProgram(), ['replicate', '-no-expand-env', '-config', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches the server, which stops it after
    // the last request, so the last commits are copied.
    detached: true,
  })
  s.child = child
  s.startedAt = Date.now()
  if (child.pid) writeFileSync(s.pidFile, String(child.pid), { mode: 0o600 })
  // Litestream checkpoints while it runs: a checkpoint of the site's own in between would make it
  // start a new generation, a whole snapshot (docs/deploy.md, "Replication").
  setAutocheckpoint(0)
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => read(s, line))
  }
  let gone = false
  const exited = (how: string) => {
    if (gone) return
    gone = true
    if (s.child === child) s.child = null
    setAutocheckpoint(SQLITE_AUTOCHECKPOINT)
    if (s.stopping) return
    const ranMs = Date.now() - s.startedAt
    if (ranMs >= STEADY_RUN_MS) s.delay = s.restartMs
    const wait = s.delay
    s.delay = Math.min(s.delay * 2, LONGEST_RESTART_MS)
    s.restarts++
    note(s, `Litestream stopped (${how})`)
    s.log(`Replication: Litestream stopped (${how}); starting it again in ${wait / 1000} s.`)
    const timer = setTimeout(() => {
      s.timers.delete(timer)
      if (!s.stopping) launch(s)
    }, wait)
    timer.unref()
    s.timers.add(timer)
  }
  child.once('exit', (code, signal) => exited(signal ?? `exit ${code}`))
  // A program that cannot be run (a wrong LITESTREAM_PATH) never exits: it never started.
  child.on('error', (error) => {
    if (child.pid === undefined) exited(`could not start: ${error.message}`)
  })
}

function setAutocheckpoint(pages: number) {
  try {
    getDb().$client.pragma(`wal_autocheckpoint = ${pages}`)
  } catch {
    // The database is closing with the server: nothing to checkpoint any more.
  }
}

/** One line of Litestream's JSON log. */
function read(s: Supervisor, line: string) {
  let entry: { level?: string; msg?: string; error?: string }
  try {
    entry = JSON.parse(line)
  } catch {
    return
  }
  if (entry.msg === 'wal segment written' || entry.msg === 'snapshot written') {
    s.lastCopyAt = Date.now()
  } else if (entry.level === 'ERROR') {
    note(s, `${entry.msg ?? 'error'}${entry.error ? `: ${entry.error}` : ''}`)
  }
}

function note(s: Supervisor, error: string) {
  const first = s.lastError === null || (s.lastCopyAt ?? 0) > (s.lastErrorAt ?? 0)
  s.lastErrorAt = Date.now()
  s.lastError = error
  // The first of a run of failures goes to the log; the rest say nothing new every second.
  if (first) s.log(`Replication: ${error}`)
}

/** Once a second: what the site wrote since the last copy, and a log line when health changes. */
function watch(s: Supervisor, now = Date.now()) {
  const changedAt = walChangedAt()
  if (changedAt !== null && changedAt > (s.lastCopyAt ?? 0)) s.pendingSince ??= changedAt
  else s.pendingSince = null
  const state = describe(s, now)
  if (state.health === s.reported || state.health === 'starting') return
  s.reported = state.health
  const lag = Math.round(state.behindMs / 1000)
  s.log(
    state.health === 'healthy'
      ? `Replication: healthy, the replica has every change (${s.target.label}).`
      : state.health === 'behind'
        ? `Replication: behind by ${lag} s: changes wait to reach ${s.target.label}.`
        : `Replication: failing (${state.lastError ?? 'Litestream is not running'}); ${lag ? `changes of the last ${lag} s are on this machine only` : 'the next change will be on this machine only'}.`,
  )
}

function walChangedAt(): number | null {
  try {
    return statSync(`${resolve(getEnv().DATABASE_PATH)}-wal`).mtimeMs
  } catch {
    return null
  }
}

function describe(s: Supervisor, now: number): ReplicationState {
  const running = s.child !== null && s.child.exitCode === null
  const behindMs = s.pendingSince === null ? 0 : Math.max(0, now - s.pendingSince)
  const failing = !running || (s.lastErrorAt !== null && s.lastErrorAt > (s.lastCopyAt ?? 0))
  const health: ReplicationHealth = failing
    ? 'failing'
    : behindMs > BEHIND_AFTER_MS
      ? 'behind'
      : s.lastCopyAt === null
        ? 'starting'
        : 'healthy'
  return {
    health,
    target: s.target.label,
    running,
    restarts: s.restarts,
    lastCopyAt: s.lastCopyAt,
    behindMs,
    lastError: failing ? s.lastError : null,
  }
}

/** Replication as the dashboard shows it. */
export function replicationState(now = Date.now()): ReplicationState {
  if (!current) {
    return {
      health: 'off',
      target: null,
      running: false,
      restarts: 0,
      lastCopyAt: null,
      behindMs: 0,
      lastError: null,
    }
  }
  watch(current, now)
  return describe(current, now)
}

/** The running Litestream's process id (tests kill it to see it come back). */
export function litestreamPid(): number | null {
  return current?.child?.pid ?? null
}

/**
 * Stops Litestream with the server: SIGTERM (it finishes the copy under way and exits), SIGKILL if
 * it has not gone within the server's stop grace.
 */
export async function stopReplication(): Promise<void> {
  const s = current
  if (!s) return
  current = null
  s.stopping = true
  process.off('exit', killOnExit)
  for (const timer of s.timers) clearTimeout(timer)
  const child = s.child
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    await gone
    clearTimeout(late)
  }
  rmSync(s.pidFile, { force: true })
}

// A server killed outright leaves its Litestream running; two on one database would each start
// their own generations. The one the pid file names goes first, if it is still a Litestream.
function stopOrphan(pidFile: string, log: Log) {
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8'))
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('litestream')) return
  } catch {
    return
  }
  try {
    process.kill(pid, 'SIGKILL')
    log(`Replication: stopped the Litestream (pid ${pid}) a previous server left running.`)
  } catch {
    // Gone meanwhile.
  }
}

// The server's exit without a stop (process.exit on an error): the child does not outlive it.
const killOnExit = () => current?.child?.kill('SIGTERM')
