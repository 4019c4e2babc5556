// What a start does before serving: migrate, make sure there is an admin (or a way to create one),
// give a brand-new database its demo content, and remove day-old uploads no content uses.
// Called once by the server, never at import time.
import { resolve } from 'node:path'
import { seedDemo } from '#db/seed.ts'
import { sweepOrphanUploads } from '#app/media/upload-release.server.ts'
import { getDb, runMigrations } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { privateDir } from '#app/lib/private-files.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'
import { sweepPartialUploads } from '#app/media/upload-release.server.ts'
import { pruneAudit } from '#app/models/audit.server.ts'
import { SLUG_KINDS } from '#db/kinds.ts'
import { backfillSlugs } from '#app/models/slugs.server.ts'
import { backfillLanguageSlugs } from '#app/models/translation-address.server.ts'
import { sweepTrash } from '#app/models/trash.server.ts'
import { purgeOldSpam } from '#app/models/spam-purge.server.ts'
import { indexRevisionUploads } from '#app/models/revision.server.ts'
import { syncMediaLibrary } from '#app/models/media-library.server.ts'
import { rebuildUploadRefs } from '#app/models/upload-refs.server.ts'
import { ensureSearchIndex } from '#app/models/search-index.server.ts'
import { countUsers, createSetupToken, createUser } from '#app/models/user.server.ts'

export type BootResult = { freshDatabase: boolean; setupUrl?: string }

export async function boot({ log = console.log }: { log?: (line: string) => void } = {}) {
  const env = getEnv()
  const db = getDb()
  const freshDatabase = !db.$client
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get()
  runMigrations(db)
  // The audit log keeps a year (app/models/audit.server.ts); a write prunes it too, now and then.
  pruneAudit()
  getSessionSecret()
  privateDir(resolve(env.UPLOADS_DIR))
  await sweepPartialUploads()

  const result: BootResult = { freshDatabase }
  if (countUsers() === 0) {
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await createUser({
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
        name: env.ADMIN_NAME,
      })
      log(`Created the first admin: ${env.ADMIN_EMAIL}`)
    } else {
      const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
      result.setupUrl = `http://${host}:${env.PORT}/admin/setup?token=${createSetupToken()}`
      log(`No admin yet. Create one within 24 hours at this one-time link:\n  ${result.setupUrl}`)
    }
  }
  if (freshDatabase && env.SEED_DEMO) {
    seedDemo(db, { uploadsDir: resolve(env.UPLOADS_DIR), mediaDir: resolve(env.SEED_MEDIA_DIR) })
    log('Loaded demo content into the new database (SEED_DEMO=false skips this).')
  }
  // Items from before slugs (or the demo's, written by hand) get theirs from their titles.
  for (const kind of SLUG_KINDS) backfillSlugs(kind)
  // Translated titles from before slugs per language get theirs, in their own script.
  for (const kind of SLUG_KINDS) backfillLanguageSlugs(kind)
  // Rows written by hand, a restored backup: what uses which file is read again from what is stored.
  rebuildUploadRefs()
  // The demo's items, rows written by hand, a new version's way of reading words: the site search
  // indexes them again (docs/search.md).
  if (ensureSearchIndex({ counts: true })) log('Built the site search index.')
  // Items 30 days in the trash go for good (a delete and the trash screen sweep too).
  sweepTrash()
  // Spam past SPAM_RETENTION_DAYS (app/models/spam-purge.server.ts).
  purgeOldSpam()
  indexRevisionUploads()
  const swept = await sweepOrphanUploads()
  if (swept.length > 0) log(`Removed ${swept.length} uploaded file(s) that no content uses.`)
  // Files that reached the uploads folder without an upload (the demo's, a restored backup's) join
  // the media library; rows whose file is gone leave it.
  syncMediaLibrary()
  // Behind a proxy, X-Forwarded-Host and -Proto count only from FORWARDED_HEADERS_PROXY
  // (app/lib/request-origin.server.ts): without it or SITE_URL, each request is served for its Host
  // over http, and the admin's posts from the https page fail the same-origin check.
  if (env.TRUST_PROXY !== false && !env.SITE_URL && env.FORWARDED_HEADERS_PROXY.length === 0) {
    log(
      'TRUST_PROXY is set but neither SITE_URL nor FORWARDED_HEADERS_PROXY: pages are served ' +
        "for each request's Host over http. Set SITE_URL to the site's https:// address " +
        '(docs/deploy.md, "Host and scheme").',
    )
  }
  return result
}
