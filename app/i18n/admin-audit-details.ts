// The audit log's details in the admin's language. The log keeps each detail as its writer wrote
// it, in English (the record, and the CSV export's bytes); the screen reads each known one by a
// pattern here and shows the dictionary's text (t.audit.details, admin-audit-*.ts) with the same
// parts: numbers as they are, times in the admin's date format, addresses, paths and slugs kept
// and isolated. The reader is the one the server's messages are read with
// (admin-message-patterns.ts). A detail no pattern reads is shown as stored.
//
// Every detail the code writes has a row here: tests/unit/audit-details.test.ts finds each detail
// written in app/ and fails on one that no row reads.
import type { AdminDictionary } from './admin-dictionary-en.ts'
import { readPattern, type PatternRow } from './admin-message-patterns.ts'

type Details = AdminDictionary['audit']['details']

const ISO = '(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?Z)'

export const AUDIT_DETAILS: ReadonlyArray<PatternRow<keyof Details>> = [
  // A failed sign-in (app/auth/login.server.ts), with the failures it stands for this hour.
  [/^(.+), (\d+) attempts this hour$/, 'attempts', { 0: 'message' }],
  [/^wrong password$/, 'wrongPassword'],
  [/^wrong code$/, 'wrongCode'],
  // How a sign-in was made (app/routes/admin_.login.tsx, admin_.login_.code.tsx).
  [/^password$/, 'byPassword'],
  [/^password on a trusted device$/, 'byPasswordOnTrustedDevice'],
  [/^password and code$/, 'byPasswordAndCode'],
  [/^password and recovery code$/, 'byPasswordAndRecoveryCode'],
  // The first sign-in of a new member, by accepting their invitation (app/routes/admin_.invitation.tsx).
  [/^invitation$/, 'byInvitation'],
  // A lead's status (db/schema.ts: LEAD_STATUSES).
  [/^(new|read|replied|archived|spam)$/, 'status'],
  [/^read \(opened\)$/, 'readOpened'],
  // A lead's outcome (app/models/lead-work.server.ts).
  [/^(won|lost|no outcome)$/, 'outcome'],
  // Content (app/models/content-write.server.ts, trash.server.ts, hero-video.server.ts).
  [/^(English|Arabic) translation$/, 'translation'],
  [/^from the trash$/, 'fromTrash'],
  [/^from the trash, as (.+)$/, 'fromTrashAs'],
  [/^deleted forever from the trash$/, 'deletedForever'],
  [/^after (\d+) days in the trash$/, 'afterDaysInTrash'],
  [new RegExp(`^revision (\\d+) of ${ISO}$`), 'revision', { 1: 'date' }],
  [/^video removed$/, 'videoRemoved'],
  [/^still image removed$/, 'stillImageRemoved'],
  [new RegExp(`^until ${ISO}$`), 'previewUntil', { 0: 'date' }],
  // Files (app/admin/media-replace.server.ts); an upload's or a file's own address is shown as is.
  [/^(\S+) replaced$/, 'fileReplaced'],
  // Leads (app/models/spam-purge.server.ts, lead-budget.server.ts).
  [
    /^(\d+) contact message\(s\) and (\d+) consultation\(s\) received more than (\d+) days ago$/,
    'spamPurged',
  ],
  [/^(\d+) leads stored today \(UTC\): more are refused until midnight UTC$/, 'leadBudget'],
  // API tokens (app/ops/restore.server.ts, app/api/api-auth.server.ts).
  [/^all (\d+)$/, 'allTokens'],
  [/^all (\d+) of user (\d+)$/, 'allTokensOfUser'],
  // Restores (app/ops/restore.server.ts), and the reasons a backup is refused for, as
  // app/ops/backup.server.ts and backup-archive.server.ts give them (BackupRefused).
  [/^from (.+); (\d+) session\(s\) ended, (\d+) token\(s\) revoked$/, 'restoredFrom'],
  [/^(.+) was not restored: (.+)\. Nothing was changed\.$/, 'notRestored', { 1: 'message' }],
  [/^(.+) could not be restored: (.+)\. The site was left as it was\.$/, 'couldNotRestore'],
  [/^No file at (.+)$/, 'noFile'],
  [/^it is neither a backup archive nor a SQLite database$/, 'neitherArchiveNorDatabase'],
  [/^the archive has no manifest: it is not a backup of this site$/, 'noManifest'],
  [/^the database (.+) is in use: stop the site before restoring$/, 'databaseInUse'],
  [
    /^(.+) was made by a newer version of the site; upgrade first$/,
    'newerVersion',
    { 0: 'message' },
  ],
  [/^(.+) is not a SQLite database$/, 'notSqlite', { 0: 'message' }],
  [/^(.+) is not a backup of this site \(no (\w+)\)$/, 'notThisSite', { 0: 'message' }],
  [/^its database$/, 'itsDatabase'],
  [/^its database is not the one its manifest describes$/, 'notTheOneDescribed'],
  [/^the archive is damaged: (.+)$/, 'archiveDamaged'],
  [/^(.+) is damaged: (.+)$/, 'damaged', { 0: 'message' }],
  [/^the archive holds an unsafe or unknown path: (.+)$/, 'unsafeOrUnknownPath'],
  [/^the archive holds an unsafe path: (.+)$/, 'unsafePath'],
  [/^the archive holds a (\S+) entry \((.+)\)$/, 'entryOfType'],
  [/^the archive holds too many files$/, 'tooManyFiles'],
  [/^the archive holds no database$/, 'noDatabase'],
  [/^the archive holds (.+) twice$/, 'heldTwice'],
  [/^the archive unpacks to more than (\d+) MB, more than the disk has free$/, 'moreThanFree'],
  [/^the manifest is too large$/, 'manifestTooLarge'],
  [/^the manifest is not valid JSON$/, 'manifestNotJson'],
  [/^the manifest is not one this version reads \((.+)\)$/, 'manifestUnreadable'],
  [/^the manifest lists a file twice$/, 'manifestListsTwice'],
  [/^(.+) is in the manifest but not in the archive$/, 'notInArchive'],
  [/^(.+) does not match its checksum: the archive is damaged$/, 'checksum'],
  [/^(.+) is in the archive but not in the manifest$/, 'notInManifest'],
]

/**
 * A stored detail in the admin's language, its times written by `date`; null when no pattern
 * reads it (the screen then shows it as stored).
 */
export function readAuditDetail(
  detail: string,
  t: AdminDictionary,
  date: (iso: string) => string,
): string | null {
  const read = (text: string): string | null =>
    readPattern(text, AUDIT_DETAILS, t.audit.details, {
      message: (part) => read(part) ?? part,
      listOf: (parts) => parts.join('; '),
      date,
    })
  return read(detail)
}
