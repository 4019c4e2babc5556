// A throw-away SFTP server for the replication proof: Debian's OpenSSH sshd on a free loopback
// port, with its own host key, one client key and a folder of its own, all made here and removed
// after. Installed with apt-get when missing (as tests/run.mjs installs the browser).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

const SSHD = '/usr/sbin/sshd'

export type SftpServer = {
  port: number
  user: string
  /** The client's private key (REPLICA_SFTP_KEY). */
  key: string
  /** A folder the client may write to, as an absolute path on the server. */
  root: string
  stop: () => Promise<void>
}

function ensureSshd() {
  if (existsSync(SSHD)) return
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error('The SFTP proof needs sshd: sudo apt-get install -y openssh-server')
  }
  console.log("Installing Debian's openssh-server for the SFTP replication proof.")
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'openssh-server'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startSftpServer(): Promise<SftpServer> {
  ensureSshd()
  const dir = mkdtempSync(join(tmpdir(), 'agency-sftp-'))
  const keygen = (file: string) => {
    const result = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file])
    if (result.status !== 0) throw new Error(`ssh-keygen failed: ${result.stderr}`)
  }
  keygen(join(dir, 'host_key'))
  keygen(join(dir, 'client_key'))
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(join(dir, 'client_key.pub')))
  const root = join(dir, 'replica')
  mkdirSync(root)
  // sshd's privilege separation folder (the package's service makes it at boot).
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 })
  const port = await freePort()
  const user = userInfo().username
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AllowUsers ${user}`,
      'PermitRootLogin prohibit-password',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'StrictModes no',
      'Subsystem sftp internal-sftp',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', join(dir, 'sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let said = ''
  child.stderr!.on('data', (chunk) => (said += chunk))
  for (let waited = 0; !/Server listening/.test(said); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) {
      child.kill('SIGKILL')
      throw new Error(`sshd did not start: ${said}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    port,
    user,
    key: join(dir, 'client_key'),
    root,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await gone
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
