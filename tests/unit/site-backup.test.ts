// Whole-site backups (app/ops/backup.server.ts, app/ops/backup-archive.server.ts) against real
// files: a backup taken while another connection writes, a restore that brings back the rows and
// the uploads' bytes, archives that are refused without changing anything, and the older kind of
// backup (a database file alone), which still restores.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import { Header, Parser, Pax, type ReadEntry } from 'tar'
import { describe, expect, test } from 'vitest'
import { desc } from 'drizzle-orm'
import { auditLog } from '#db/schema.ts'
import { readArchive } from '#app/ops/backup-archive-read.server.ts'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { getEnv, resetEnv } from '#app/lib/env.server.ts'
import { backupDatabase, backupSite } from '#app/ops/backup.server.ts'
import { createAdmin } from '#app/ops/create-admin.server.ts'
import { restoreSite } from '#app/ops/restore.server.ts'
import { uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { createTestimonial, listTestimonials } from '#app/models/testimonial.server.ts'

const here = (name: string) => join(dirname(getEnv().DATABASE_PATH), name)
const PICTURE = readFileSync('db/seed-media/demo-1.png')
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A testimonial with its own picture on disk, as an upload leaves it. */
function addTestimonial(clientName: string, picture = PICTURE) {
  const path = `testimonials/${randomBytes(16).toString('hex')}.png`
  mkdirSync(join(uploadsRoot(), 'testimonials'), { recursive: true })
  writeFileSync(join(uploadsRoot(), path), picture)
  return createTestimonial({ clientName, quote: 'Great work.', clientImage: `/uploads/${path}` })
}

/** Every file under the uploads folder with its checksum (what a restore must bring back). */
function uploadsState(root = uploadsRoot()): Record<string, string> {
  const state: Record<string, string> = {}
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!prefix && entry.name === '.backup-snapshots') continue
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`)
      else state[prefix + entry.name] = sha256(readFileSync(join(dir, entry.name)))
    }
  }
  if (existsSync(root)) walk(root, '')
  return state
}

/** The site as a visitor and the disk see it. */
const siteState = () => ({
  testimonials: listTestimonials().map((t) => [t.clientName, t.clientImage]),
  uploads: uploadsState(),
})

/** Siblings a restore works in; none may be left behind by a refusal. */
const leftovers = () =>
  [`${getEnv().DATABASE_PATH}.restoring`, `${uploadsRoot()}.restoring`].filter((p) => existsSync(p))

type Entry = { path: string; data?: Buffer; type?: 'File' | 'SymbolicLink'; linkpath?: string }

/** The entries of a .tar.gz, in order (test archives are small enough to hold). */
function entriesOf(archive: Buffer): Promise<Entry[]> {
  const entries: Entry[] = []
  const parser = new Parser()
  parser.on('entry', (entry: ReadEntry) => {
    const chunks: Buffer[] = []
    entry.on('data', (c: Buffer) => chunks.push(c))
    entry.on('end', () => entries.push({ path: entry.path, data: Buffer.concat(chunks) }))
  })
  return new Promise((resolve, reject) => {
    parser.on('end', () => resolve(entries))
    parser.on('error', reject)
    parser.end(archive)
  })
}

/** A .tar.gz of these entries, written as the backup writes them (or not: that is the point). */
function archiveOf(entries: Entry[]): Buffer {
  const blocks: Buffer[] = []
  for (const { path, data = Buffer.alloc(0), type = 'File', linkpath } of entries) {
    const size = type === 'File' ? data.length : 0
    const header = new Header({ path, mode: 0o600, size, mtime: new Date(), type, linkpath })
    if (header.encode()) blocks.push(new Pax({ path, size, linkpath }).encode())
    blocks.push(header.block!)
    if (size) blocks.push(data, Buffer.alloc((512 - (size % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks))
}

const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get()!

const owner = { email: 'owner@example.com', name: 'Owner', password: 'a-long-enough-password' }

describe('a whole-site backup', () => {
  test('restore brings back the exact rows and the uploads’ bytes, pictures included', async () => {
    await createAdmin(owner)
    addTestimonial('Ada')
    addTestimonial('Grace', readFileSync('db/seed-media/demo-2.png'))
    // The images' resized copies are left out: they are made again on their first request.
    mkdirSync(join(uploadsRoot(), '.variants/testimonials'), { recursive: true })
    writeFileSync(join(uploadsRoot(), '.variants/testimonials/320.webp'), randomBytes(5000))
    const { '.variants/testimonials/320.webp': copy, ...kept } = uploadsState()
    expect(copy).toBeDefined()
    const before = { ...siteState(), uploads: kept }

    const backup = await backupSite(here('site.tar.gz'), { appVersion: '9.9.9' })
    expect(backup).toMatchObject({ uploads: 2, file: here('site.tar.gz') })
    const packed = (await entriesOf(readFileSync(backup.file))).map((e) => e.path)
    expect(packed.filter((path) => path.includes('.variants'))).toEqual([])
    expect(existsSync(`${backup.file}.partial`)).toBe(false)
    expect(readdirSync(join(uploadsRoot(), '.backup-snapshots'))).toEqual([])

    // Everything changes after the backup: a row and its picture go, another comes.
    const [ada] = listTestimonials().filter((t) => t.clientName === 'Ada')
    getDb().$client.prepare('DELETE FROM testimonials WHERE id = ?').run(Number(ada!._id))
    writeFileSync(join(uploadsRoot(), ada!.clientImage!.slice('/uploads/'.length)), 'overwritten')
    addTestimonial('Linus', readFileSync('db/seed-media/demo-3.png'))
    const after = siteState()
    expect(after).not.toEqual(before)

    const restored = await restoreSite(backup.file)
    expect(siteState()).toEqual(before)
    expect(restored.archive).toMatchObject({ files: 2, appVersion: '9.9.9' })
    // What the restore replaced is kept beside it.
    expect(uploadsState(restored.archive!.previousUploads)).toEqual(after.uploads)
    expect(restored.previous && existsSync(restored.previous)).toBe(true)
    expect(leftovers()).toEqual([])
  })

  test('a backup taken while another connection writes holds a consistent database', async () => {
    await createAdmin(owner)
    // Enough rows that the copy takes many steps, with the writer's turns between them.
    const insert = getDb().$client.prepare(
      "INSERT INTO testimonials (client_name, quote, created_at, updated_at) VALUES ('Seed', ?, 0, 0)",
    )
    getDb().$client.transaction(() => {
      for (let i = 0; i < 4000; i++) insert.run('x'.repeat(1000))
    })()
    const writer = new Database(getEnv().DATABASE_PATH)
    writer.pragma('busy_timeout = 5000')
    const add = writer.prepare(
      "INSERT INTO testimonials (client_name, quote, created_at, updated_at) VALUES ('Live', ?, 0, 0)",
    )
    // Ten rows a transaction: a consistent copy holds a whole number of them.
    const addTen = writer.transaction(() => {
      for (let i = 0; i < 10; i++) add.run('y'.repeat(500))
    })
    let writes = 0
    let backingUp = true
    const timer = setInterval(() => {
      if (!backingUp) return
      addTen()
      writes++
    }, 1)
    let file: string
    try {
      ;({ file } = await backupSite(here('busy.tar.gz')))
    } finally {
      backingUp = false
      clearInterval(timer)
      writer.close()
    }
    expect(writes).toBeGreaterThan(0)

    const out = here('unpacked')
    mkdirSync(out)
    await readArchive(file, { database: join(out, 'site.db'), uploads: join(out, 'uploads') })
    const copy = new Database(join(out, 'site.db'), { readonly: true })
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
      const live = copy
        .prepare("SELECT count(*) FROM testimonials WHERE client_name = 'Live'")
        .pluck()
        .get() as number
      expect(live % 10).toBe(0)
      expect(
        copy.prepare("SELECT count(*) FROM testimonials WHERE client_name = 'Seed'").pluck().get(),
      ).toBe(4000)
    } finally {
      copy.close()
    }
  })

  test('without a file name it is a dated archive in BACKUP_DIR', async () => {
    process.env.BACKUP_DIR = here('backups')
    resetEnv()
    try {
      const now = new Date('2026-01-31T03:30:00.123Z')
      const { file } = await backupSite(undefined, { now })
      expect(file).toBe(join(here('backups'), 'site-2026-01-31T033000Z.tar.gz'))
      expect(existsSync(file)).toBe(true)
    } finally {
      delete process.env.BACKUP_DIR
      resetEnv()
    }
  })

  test('an old database-only backup still restores, and leaves the uploads alone', async () => {
    await createAdmin(owner)
    addTestimonial('Ada')
    const { file } = await backupDatabase(here('old.db'))
    addTestimonial('Grace')
    const uploads = uploadsState()

    const restored = await restoreSite(file)
    expect(restored.archive).toBeUndefined()
    expect(listTestimonials().map((t) => t.clientName)).toEqual(['Ada'])
    expect(uploadsState()).toEqual(uploads)
  })
})

describe('a restore that is refused changes nothing', () => {
  async function prepared() {
    await createAdmin(owner)
    addTestimonial('Ada')
    const { file } = await backupSite(here('good.tar.gz'))
    // The live site moves on, so a restore that went through would show.
    addTestimonial('Grace')
    return { entries: await entriesOf(readFileSync(file)), before: siteState(), file }
  }

  async function expectRefused(archive: Buffer, reason: RegExp, before: object) {
    const file = here('bad.tar.gz')
    writeFileSync(file, archive)
    const refusal = await restoreSite(file).then(
      () => new Error('restored'),
      (error: Error) => error,
    )
    expect(refusal.message).toMatch(/was not restored: .*Nothing was changed\.$/)
    expect(refusal.message).toMatch(reason)
    closeDb()
    expect(siteState()).toEqual(before)
    // The attempt is in the live site's audit log, with its reason.
    expect(lastAudit()).toMatchObject({
      action: 'restore-refused',
      entity: 'site',
      detail: refusal.message,
    })
    expect(leftovers()).toEqual([])
    expect(existsSync(`${getEnv().DATABASE_PATH}.before-restore`)).toBe(false)
  }

  const upload = (entries: Entry[]) => entries.findIndex((e) => e.path.startsWith('uploads/'))

  // Wherever the damage falls: a deflated part (the database), a stored one (the pictures), a header.
  const PLACES = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]

  test('a byte changed in the compressed archive', async () => {
    const { file, before } = await prepared()
    for (const place of PLACES) {
      const bytes = readFileSync(file)
      bytes[Math.floor(bytes.length * place)]! ^= 0xff
      await expectRefused(bytes, /damaged|checksum|manifest/, before)
    }
  })

  test('an archive cut short, as an interrupted download leaves it', async () => {
    const { file, before } = await prepared()
    const bytes = readFileSync(file)
    for (const place of PLACES) {
      await expectRefused(bytes.subarray(0, Math.floor(bytes.length * place)), /damaged/, before)
    }
  })

  test('a byte changed in a picture, the archive packed again', async () => {
    const { entries, before } = await prepared()
    const picture = entries[upload(entries)]!
    picture.data = Buffer.from(picture.data!)
    picture.data[100]! ^= 0x01
    await expectRefused(archiveOf(entries), /does not match its checksum/, before)
  })

  test('an extra file', async () => {
    const { entries, before } = await prepared()
    entries.splice(1, 0, { path: 'uploads/blogs/extra.png', data: PICTURE })
    await expectRefused(
      archiveOf(entries),
      /uploads\/blogs\/extra\.png is in the archive but not in the manifest/,
      before,
    )
  })

  test('a file missing', async () => {
    const { entries, before } = await prepared()
    entries.splice(upload(entries), 1)
    await expectRefused(archiveOf(entries), /is in the manifest but not in the archive/, before)
  })

  test('no manifest', async () => {
    const { entries, before } = await prepared()
    await expectRefused(
      archiveOf(entries.filter((e) => e.path !== 'manifest.json')),
      /no manifest/,
      before,
    )
  })

  test.each([
    ['a path that climbs out', 'uploads/../../escaped.txt'],
    ['an absolute path', '/etc/escaped.txt'],
    ['a path outside the known folders', 'data/session-secret'],
  ])('%s', async (_name, path) => {
    const { entries, before } = await prepared()
    entries.splice(1, 0, { path, data: Buffer.from('gotcha') })
    await expectRefused(archiveOf(entries), /unsafe or unknown path/, before)
    expect(existsSync(join(dirname(uploadsRoot()), 'escaped.txt'))).toBe(false)
  })

  test('a symbolic link', async () => {
    const { entries, before } = await prepared()
    entries.splice(1, 0, {
      path: 'uploads/blogs/link.png',
      type: 'SymbolicLink',
      linkpath: '/etc/passwd',
    })
    await expectRefused(archiveOf(entries), /SymbolicLink entry/, before)
  })

  test('a size no disk holds', async () => {
    const { entries, before } = await prepared()
    const huge = new Header({
      path: 'uploads/blogs/huge.bin',
      size: 2 ** 42,
      type: 'File',
      mode: 0o600,
    })
    huge.encode()
    const valid = gunzipSync(archiveOf(entries))
    // The header alone, then the archive's own entries: the size is refused before any data.
    await expectRefused(
      gzipSync(Buffer.concat([huge.block!, valid])),
      /more than the disk has free/,
      before,
    )
  })

  test('a damaged database inside a sound archive', async () => {
    const { entries, before } = await prepared()
    const database = entries.find((e) => e.path === 'database/site.db')!
    // Keep the header, lose the rest: checksums are taken anew, so only SQLite can tell.
    const broken = Buffer.concat([
      database.data!.subarray(0, 4096),
      Buffer.alloc(database.data!.length - 4096, 7),
    ])
    const manifest = JSON.parse(entries.at(-1)!.data!.toString())
    const listed = manifest.files.find((f: { path: string }) => f.path === 'database/site.db')
    listed.sha256 = sha256(broken)
    entries.splice(entries.indexOf(database), 1, { path: database.path, data: broken })
    entries.splice(-1, 1, { path: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) })
    await expectRefused(archiveOf(entries), /its database is damaged/, before)
  })

  test('a swap that fails midway is undone: a migration that cannot run on the copy', async () => {
    const { entries, before } = await prepared()
    // The copy claims one migration fewer than it has had, so the newest runs again, after the
    // uploads and the database were swapped in; and whatever that migration does, recording it fails.
    const database = entries.find((e) => e.path === 'database/site.db')!
    const copy = here('older.db')
    writeFileSync(copy, database.data!)
    const older = new Database(copy)
    older.exec(`
      DELETE FROM __drizzle_migrations
        WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations);
      CREATE TRIGGER refuse_migrations BEFORE INSERT ON __drizzle_migrations
        BEGIN SELECT RAISE(ABORT, 'no migration may run'); END;
    `)
    older.close()
    const changed = readFileSync(copy)
    const manifest = JSON.parse(entries.at(-1)!.data!.toString())
    manifest.database.migrations -= 1
    const listed = manifest.files.find((f: { path: string }) => f.path === 'database/site.db')
    Object.assign(listed, { size: changed.length, sha256: sha256(changed) })
    entries.splice(entries.indexOf(database), 1, { path: database.path, data: changed })
    entries.splice(-1, 1, { path: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) })
    writeFileSync(here('older.tar.gz'), archiveOf(entries))

    const failure = await restoreSite(here('older.tar.gz')).then(
      () => new Error('restored'),
      (error: Error) => error,
    )
    expect(failure.message).toMatch(/could not be restored: .+\. The site was left as it was\.$/)
    closeDb()
    expect(siteState()).toEqual(before)
    expect(lastAudit()).toMatchObject({ action: 'restore-failed', entity: 'site' })
    expect(lastAudit().detail).toMatch(/could not be restored/)
    expect(leftovers()).toEqual([])
    expect(existsSync(`${uploadsRoot()}.before-restore`)).toBe(false)
  })

  test('while the site holds the database open', async () => {
    const { file, before } = await prepared()
    const site = new Database(getEnv().DATABASE_PATH)
    site.prepare('SELECT count(*) FROM users').get()
    try {
      await expectRefused(readFileSync(file), /stop the site before restoring/, before)
    } finally {
      site.close()
    }
  })

  test('a file that is no backup at all', async () => {
    const { before } = await prepared()
    await expectRefused(
      Buffer.from('just some text, long enough'),
      /neither a backup archive nor a SQLite database/,
      before,
    )
  })
})
