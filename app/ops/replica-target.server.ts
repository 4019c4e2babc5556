// Where REPLICA_URL points, read once: the replica's kind and place, the Litestream configuration
// that streams the database there (docs/decisions/044-litestream-replication.md), and the folders
// beside it: `<path>/db` holds Litestream's generations, `<path>/uploads` the uploaded files.
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'
import { PRIVATE_FILE_MODE, privateDir } from '#app/lib/private-files.server.ts'

export type ReplicaTarget =
  | { kind: 'file'; path: string; label: string }
  | {
      kind: 'sftp'
      host: string
      port: number
      user: string
      path: string
      key: string
      label: string
    }
  | { kind: 's3'; bucket: string; path: string; endpoint?: string; label: string }

/** The replica REPLICA_URL names, or null without one. Throws on a setting it cannot use. */
export function replicaTarget(): ReplicaTarget | null {
  const env = getEnv()
  if (!env.REPLICA_URL) return null
  const url = new URL(env.REPLICA_URL)
  const path = decodeURIComponent(url.pathname).replace(/\/+$/, '')
  if (url.protocol === 'file:') return { kind: 'file', path, label: `file://${path}` }
  if (url.protocol === 'sftp:') {
    // A password in the address would sit in the environment, the config file and `ps`: a key only.
    if (url.password)
      throw new Error('REPLICA_URL: give SFTP a key file (REPLICA_SFTP_KEY), not a password')
    if (!env.REPLICA_SFTP_KEY)
      throw new Error('REPLICA_URL is sftp://: set REPLICA_SFTP_KEY to the private key file')
    const port = Number(url.port || 22)
    const user = decodeURIComponent(url.username)
    return {
      kind: 'sftp',
      host: url.hostname,
      port,
      user,
      path,
      key: resolve(env.REPLICA_SFTP_KEY),
      label: `sftp://${user}@${url.hostname}:${port}${path}`,
    }
  }
  const bucket = url.hostname
  const endpoint = env.REPLICA_S3_ENDPOINT
  return {
    kind: 's3',
    bucket,
    path: path.replace(/^\//, ''),
    endpoint,
    label: `s3://${bucket}/${path.replace(/^\//, '')}`,
  }
}

// Litestream's own settings for this site (docs/deploy.md, "Replication"): the replica learns of a
// commit within a second; three days of history to restore a point in time from, with a snapshot
// every six hours so a restore replays at most six hours of WAL; checkpoints as Litestream's
// defaults (its PASSIVE one at 1,000 pages, a RESTART one past 10,000), which it runs itself while
// the site's own are off (app/ops/replica-process.server.ts).
export const SYNC_INTERVAL = '1s'
export const RETENTION = '72h'
const SNAPSHOT_INTERVAL = '6h'

/** The replica's entry in Litestream's configuration (its field names). */
function replicaEntry(target: ReplicaTarget) {
  const common = {
    name: 'replica',
    'sync-interval': SYNC_INTERVAL,
    retention: RETENTION,
    'retention-check-interval': '1h',
    'snapshot-interval': SNAPSHOT_INTERVAL,
  }
  if (target.kind === 'file') return { ...common, type: 'file', path: join(target.path, 'db') }
  if (target.kind === 'sftp') {
    return {
      ...common,
      type: 'sftp',
      host: `${target.host}:${target.port}`,
      user: target.user,
      'key-path': target.key,
      path: `${target.path}/db`,
    }
  }
  // Credentials stay in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), where the
  // child finds them: the file holds none.
  return {
    ...common,
    type: 's3',
    bucket: target.bucket,
    path: [target.path, 'db'].filter(Boolean).join('/'),
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    ...(getEnv().AWS_REGION ? { region: getEnv().AWS_REGION } : {}),
  }
}

/**
 * Writes Litestream's configuration for `database` beside it (private, rewritten at each start so
 * it always says what the environment says) and returns its path. JSON is YAML, so no YAML writer
 * is needed; Litestream runs with -no-expand-env, so a `$` in a path stays a `$`.
 */
export function writeLitestreamConfig(target: ReplicaTarget, database: string): string {
  const file = resolve(database)
  const config = {
    logging: { level: 'info', type: 'json', stderr: true },
    dbs: [
      {
        path: file,
        'monitor-interval': '1s',
        'checkpoint-interval': '1m',
        'min-checkpoint-page-count': 1000,
        'max-checkpoint-page-count': 10000,
        replicas: [replicaEntry(target)],
      },
    ],
  }
  privateDir(dirname(file))
  const path = `${file}-litestream.yml`
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: PRIVATE_FILE_MODE })
  return path
}

/** The Litestream program to run: LITESTREAM_PATH, which `npm start` and the binary fill in. */
export function litestreamProgram(): string {
  const program = getEnv().LITESTREAM_PATH
  if (!program) {
    throw new Error(
      'REPLICA_URL is set but no Litestream program was found: run `npm ci` (it installs ' +
        '@flydotio/litestream for Linux and macOS) or set LITESTREAM_PATH',
    )
  }
  return program
}
