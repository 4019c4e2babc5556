// How files reach the replica and come back from it: a folder (file://) with plain file calls, a
// server over SFTP with the system's OpenSSH `sftp` in batch mode, one session per batch
// (docs/decisions/044-litestream-replication.md says why not a library; its host key is learnt at
// the first connection and held to after that, in a file beside the database), an S3 store with
// signed requests (app/ops/replica-s3.server.ts).
import { spawn } from 'node:child_process'
import { copyFile, mkdir, rename, rm, cp } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'
import { s3Transport } from '#app/ops/replica-s3.server.ts'
import type { ReplicaTarget } from '#app/ops/replica-target.server.ts'

type Put = { url: string; path: string }

export type Transport = {
  /** Copies each file to `<replica>/uploads/<kind>/<name>` and removes the addresses in `gone`. */
  send(puts: Put[], gone: string[]): Promise<void>
  /** Fetches `<replica>/uploads` into the folder `into` (which must not exist yet). */
  fetchAll(into: string): Promise<void>
}

export function transportFor(target: ReplicaTarget): Transport {
  if (target.kind === 'file') return folderTransport(join(target.path, 'uploads'))
  if (target.kind === 'sftp') return sftpTransport(target)
  return s3Transport(target)
}

const relativeOf = (url: string) => url.slice('/uploads/'.length)

function folderTransport(root: string): Transport {
  return {
    async send(puts, gone) {
      for (const { url, path } of puts) {
        const target = join(root, relativeOf(url))
        await mkdir(dirname(target), { recursive: true, mode: 0o700 })
        // Whole or not at all under its name: a copy cut short is never taken for the file.
        const partial = `${target}.partial`
        await copyFile(path, partial)
        await rename(partial, target)
      }
      for (const url of gone) await rm(join(root, relativeOf(url)), { force: true })
    },
    async fetchAll(into) {
      await mkdir(root, { recursive: true })
      await cp(root, into, { recursive: true, filter: (src) => !src.endsWith('.partial') })
    },
  }
}

// sftp's batch commands take arguments in double quotes, with `\` and `"` escaped inside.
const quote = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`

function sftpTransport(target: Extract<ReplicaTarget, { kind: 'sftp' }>): Transport {
  const root = `${target.path}/uploads`
  return {
    async send(puts, gone) {
      const folders = new Set(puts.map(({ url }) => relativeOf(url).split('/')[0]!))
      // A `-` before a command lets the batch go on when it fails: a folder that exists, a file
      // already removed. A failed `put` stops it, and the batch is tried again.
      const lines = [
        `-mkdir ${quote(target.path)}`,
        `-mkdir ${quote(root)}`,
        ...[...folders].map((kind) => `-mkdir ${quote(`${root}/${kind}`)}`),
        ...puts.map(({ url, path }) => `put ${quote(path)} ${quote(`${root}/${relativeOf(url)}`)}`),
        ...gone.map((url) => `-rm ${quote(`${root}/${relativeOf(url)}`)}`),
      ]
      await runSftp(target, lines)
    },
    async fetchAll(into) {
      await mkdir(into, { recursive: true, mode: 0o700 })
      await runSftp(target, [
        `-mkdir ${quote(root)}`,
        `get -R ${quote(`${root}/.`)} ${quote(into)}`,
      ])
    },
  }
}

function runSftp(target: Extract<ReplicaTarget, { kind: 'sftp' }>, lines: string[]): Promise<void> {
  const knownHosts = `${resolve(getEnv().DATABASE_PATH)}-replica-known-hosts`
  const args = [
    '-b',
    '-',
    '-P',
    String(target.port),
    '-i',
    target.key,
    '-o',
    'BatchMode=yes',
    '-o',
    'IdentitiesOnly=yes',
    '-o',
    'StrictHostKeyChecking=accept-new',
    '-o',
    `UserKnownHostsFile=${knownHosts}`,
    '-o',
    'ConnectTimeout=15',
    `${target.user}@${target.host}`,
  ]
  return new Promise((done, fail) => {
    const child = spawn('sftp', args, { stdio: ['pipe', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2_000)))
    child.on('error', (error) => fail(new Error(`sftp could not start: ${error.message}`)))
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`sftp: ${errors.trim() || `exit ${code}`}`)),
    )
    child.stdin.end(`${lines.join('\n')}\n`)
  })
}
