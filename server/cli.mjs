// The command line shared by `npm start -- <command>` and the single binary `agency-site <command>`.
// Every command reads the same environment variables as the server (see README, "Environment").
import { parseArgs } from 'node:util'
import { serve } from './serve.mjs'

const usage = (name) => `Usage: ${name} [command]

Commands:
  serve                          run the site (the default)
  backup [FILE]                  write the database and the uploads into one archive (safe while
                                 running); without FILE, BACKUP_DIR/site-<date and time>.tar.gz
  restore FILE [--revoke-tokens] check the whole archive, then replace the database and the uploads
                                 with it and migrate (stop the site first; the replaced ones are kept
                                 as <name>.before-restore); a database file from an older version's
                                 backup restores the database alone. Ends every session, lists the
                                 copy's API tokens or revokes them
  restore-replica [--timestamp T] [--accept-missing]
                                 on a new machine: fetch the newest database (or the one of time T,
                                 e.g. 2026-11-29T05:00:00Z) and the uploads from REPLICA_URL, check
                                 them, and only then put them in place; refuses when a database is
                                 there already or a file the database uses is missing from the
                                 replica (unless --accept-missing). Start the site afterwards
  revoke-tokens                  revoke every API token (clients sign in again)
  search-rebuild                 index every item for the site search again from what is stored
                                 (after rows written by hand; a start does it when it sees them)
  create-admin --email E [--name N]
                                 add an administrator; the password comes from ADMIN_PASSWORD or a prompt
  reset-password --email E       a new password for that account (forgotten): from ADMIN_PASSWORD
                                 or a prompt; every session of it ends
  reset-2fa --email E            turn two-factor sign-in off for that account (a lost phone): the
                                 password alone signs in, and two-factor can be set up again

Options:
  -h, --help                     this text
  -v, --version                  the version

Configuration comes from environment variables: PORT, HOST, DATABASE_PATH (default data/site.db),
UPLOADS_DIR (default uploads), SESSION_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SEED_DEMO,
CORS_ORIGINS, TRUST_PROXY, BACKUP_DIR (default backups), BACKUP_INTERVAL_HOURS, BACKUP_KEEP,
REPLICA_URL, REPLICA_SFTP_KEY, REPLICA_S3_ENDPOINT, and for the single binary CACHE_DIR (default .cache/agency-site). The README lists them all.`

/** What a restore brought back that an operator must know about: sessions, tokens, passwords. */
function reportRestore({ sessionsEnded, tokensRevoked, tokens }, name) {
  console.log(
    `Ended ${sessionsEnded} session(s): everyone signs in again. Passwords are as they were when ` +
      'the backup was made: a password changed since then is undone.',
  )
  if (tokensRevoked) console.log(`Revoked ${tokensRevoked} API token(s) from the backup.`)
  if (tokens.length === 0) return
  console.log(`The restored copy holds ${tokens.length} API token(s) that still work:`)
  for (const t of tokens) {
    console.log(
      `  #${t.id} of ${t.owner}, issued ${t.createdAt.toISOString()}, ` +
        `valid until ${t.expiresAt.toISOString()}`,
    )
  }
  console.log(`If any may be in the wrong hands: ${name} revoke-tokens`)
}

/**
 * @param {any} build the Remix server build (build/server/index.js)
 * @param {{ argv: string[], clientDir: string, version: string, name: string }} options
 */
export async function runCli(build, { argv, clientDir, version, name }) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        email: { type: 'string' },
        'revoke-tokens': { type: 'boolean' },
        timestamp: { type: 'string' },
        'accept-missing': { type: 'boolean' },
        name: { type: 'string' },
      },
    })
  } catch (error) {
    return fail(`${error.message}\n\n${usage(name)}`)
  }
  const { values, positionals } = parsed
  const [command = 'serve', file, ...extra] = positionals
  if (values.help) return console.log(usage(name))
  if (values.version) return console.log(version)
  const app = build.entry.module
  const needsFile = command === 'restore'
  const takesFile = needsFile || command === 'backup'
  if (extra.length || (needsFile && !file) || (!takesFile && file)) {
    return fail(`${usage(name)}\n`)
  }

  try {
    if (command === 'serve') return await serve(build, { clientDir, version })
    // A command's changes are the operator's, made at the server's shell, not the system's
    // (app/lib/request-context.server.ts).
    await app.withRequestContext(OPERATOR, () =>
      runCommand(app, { command, file, values, name, version }),
    )
  } catch (error) {
    fail(describe(error))
  } finally {
    if (command !== 'serve') app.closeDb()
  }
}

const OPERATOR = { address: null, actor: { userId: null, name: 'command line', via: 'cli' } }

async function runCommand(app, { command, file, values, name, version }) {
  if (command === 'backup') {
    const result = await app.backupSite(file, { appVersion: version })
    console.log(
      `Backed up the site to ${result.file}: the database and ${result.uploads} uploaded ` +
        `file(s), ${megabytes(result.bytes)}.`,
    )
  } else if (command === 'restore') {
    const result = await app.restoreSite(file, { revokeTokens: values['revoke-tokens'] === true })
    const { archive } = result
    if (archive) {
      console.log(
        `Restored the database and ${archive.files} uploaded file(s) from ${file} (made ` +
          `${archive.createdAt} by version ${archive.appVersion}) and applied migrations.`,
      )
    } else {
      console.log(
        `Restored ${result.file} from ${file} and applied migrations. This older kind of backup ` +
          'holds the database alone: the uploads folder was left as it is.',
      )
    }
    if (result.previous) console.log(`The replaced database is kept as ${result.previous}.`)
    if (archive?.previousUploads) {
      console.log(`The replaced uploads are kept in ${archive.previousUploads}.`)
    }
    reportRestore(result, name)
  } else if (command === 'restore-replica') {
    const result = await app.restoreReplica({
      timestamp: values.timestamp,
      acceptMissing: values['accept-missing'] === true,
    })
    console.log(
      `Restored ${result.database} from ${result.target}, checked whole, and ${result.files} ` +
        `uploaded file(s) into ${result.uploads}.`,
    )
    if (result.missing.length) {
      console.log(`Missing from the replica, as accepted: ${result.missing.join(', ')}`)
    }
    console.log(`Nothing is running yet: start the site (${name.replace(/ --$/, '')}).`)
  } else if (command === 'revoke-tokens') {
    console.log(`Revoked ${app.revokeAllTokens()} API token(s).`)
  } else if (command === 'search-rebuild') {
    const started = Date.now()
    const documents = app.rebuildSearchIndex()
    console.log(`Indexed ${documents} text(s) for the site search in ${Date.now() - started} ms.`)
  } else if (command === 'create-admin') {
    if (!values.email) return fail('create-admin needs --email')
    const password = process.env.ADMIN_PASSWORD || (await promptPassword())
    const user = await app.createAdmin({
      email: values.email,
      name: values.name ?? 'Admin',
      password,
    })
    console.log(`Created the administrator ${user.email}.`)
  } else if (command === 'reset-password') {
    if (!values.email) return fail('reset-password needs --email')
    const password = process.env.ADMIN_PASSWORD || (await promptPassword())
    const { email } = await app.resetPassword(values.email, password)
    console.log(`The password of ${email} is changed; it signs in with the new one now.`)
  } else if (command === 'reset-2fa') {
    if (!values.email) return fail('reset-2fa needs --email')
    const { email, wasOn } = app.resetTwoFactor(values.email)
    console.log(
      wasOn
        ? `Two-factor sign-in is off for ${email}: the password alone signs in now. ` +
            'Set it up again from Account in the admin.'
        : `Two-factor sign-in was not on for ${email}; nothing changed.`,
    )
  } else {
    return fail(`Unknown command "${command}".\n\n${usage(name)}`)
  }
}

const megabytes = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`

function fail(message) {
  console.error(message)
  process.exitCode = 1
}

function describe(error) {
  // zod's errors carry one issue per field; show them as lines rather than as JSON.
  if (Array.isArray(error?.issues))
    return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')
  if (/UNIQUE constraint failed: users\.email/.test(String(error?.message))) {
    return 'An account with this email already exists.'
  }
  return error instanceof Error ? error.message : String(error)
}

/** Read a password without echoing it; from a pipe, read the first line. */
async function promptPassword() {
  const { stdin } = process
  if (!stdin.isTTY) {
    const chunks = []
    for await (const chunk of stdin) chunks.push(chunk)
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? ''
  }
  const first = await readHidden('Password (12 characters or more): ')
  const again = await readHidden('Password again: ')
  if (first !== again) throw new Error('The two passwords differ.')
  return first
}

function readHidden(label) {
  const { stdin, stderr } = process
  stderr.write(label)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      stderr.write('\n')
    }
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0003') {
          finish()
          return ch === '\u0003' ? reject(new Error('Cancelled.')) : resolve(value)
        }
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch
      }
    }
    stdin.on('data', onData)
  })
}
