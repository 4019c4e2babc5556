// The whole-site backup archive (docs/decisions/015-backup-archive.md): one .tar.gz holding
// `database/site.db`, every file under `uploads/`, and `manifest.json` last, which names each file
// with its size and SHA-256. Written in one streamed pass: each file is hashed as it goes into the
// archive, never held in memory. Read back in one pass too: every entry is checked before a byte of
// it lands, in folders that the caller swaps in only once the whole archive has proved sound.
//
// This module is the format (its names, its bounds, its manifest); backup-archive-write.server.ts
// writes an archive, backup-archive-read.server.ts reads and proves one.
import { z } from 'zod'

export const ARCHIVE_FORMAT = 'agency-site-backup'
export const ARCHIVE_FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'
export const DATABASE_ENTRY = 'database/site.db'
export const UPLOADS_PREFIX = 'uploads/'

// Bounds on what a restore reads, whatever the archive claims: a marketing site holds thousands of
// files and some gigabytes; these are far above that and far below what would exhaust the machine.
export const MAX_ENTRIES = 1_000_000
export const MAX_TOTAL_BYTES = 512 * 1024 ** 3
export const MAX_MANIFEST_BYTES = 256 * 1024 * 1024
export const MAX_PATH_CHARS = 1024
// What a restore leaves free on the disk it extracts to.
export const FREE_SPACE_MARGIN = 64 * 1024 * 1024
// gzip cannot shrink data by more than about 1032:1; the total-size bound does the real work.
export const MAX_DECOMPRESSION_RATIO = 1100

/** A restore or a backup that was refused; its message says why, for the operator. */
export class BackupRefused extends Error {}

const FileSchema = z.object({
  path: z.string().min(1).max(MAX_PATH_CHARS),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ArchiveFile = z.infer<typeof FileSchema>

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  appVersion: z.string().max(100),
  createdAt: z.iso.datetime(),
  // The schema the database is at: how many migrations it has had, and the newest one's stamp.
  database: z.object({
    migrations: z.number().int().min(0),
    lastMigrationAt: z.number().int().min(0),
  }),
  files: z.array(FileSchema).max(MAX_ENTRIES),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** A file to put in the archive: its name there, and where it is on disk now. */
export type ArchiveSource = { path: string; from: string }
