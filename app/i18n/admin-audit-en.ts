import { widen } from '#app/lib/record.ts'
// The audit log screen's texts in English: its filters and columns, and a readable name for each
// code the log stores (an action, a kind of thing, a door), the shape admin-audit-ar.ts must match.
// The codes themselves stay the log's data: the screen shows each beside its name, and the filters
// and the CSV use them (docs/decisions/039-audit-codes-named.md). A content kind's name comes from
// the kinds registry (kindLabel) and is translated as the other screens translate it.
// Kept beside admin-dictionary-en.ts, which takes them in (docs/decisions/035-admin-language.md).

export const auditEn = {
  audit: {
    intro:
      'Every change made in the admin or through the API, every sign-in and failed sign-in, two-factor changes, API tokens, backups and restores, kept for a year. It cannot be edited.',
    who: 'Who',
    what: 'What',
    action: 'Action',
    all: 'All',
    filter: 'Filter',
    clear: 'Clear',
    exportCsv: 'Export CSV',
    entries: (total: number) => (total === 1 ? '1 entry' : `${total} entries`),
    columns: {
      when: 'When',
      who: 'Who',
      action: 'Action',
      what: 'What',
      detail: 'Detail',
      address: 'Address',
    },
    empty: 'No entries.',
    /** What was done, by the code the log keeps (app/models/audit.server.ts). */
    actions: widen<Record<string, string>>({
      create: 'Created',
      update: 'Updated',
      delete: 'Deleted',
      status: 'Status changed',
      restore: 'Restored',
      'restore-refused': 'Restore refused',
      'restore-failed': 'Restore failed',
      purge: 'Deleted forever',
      upload: 'Uploaded',
      'sign-in': 'Signed in',
      'sign-in-failed': 'Sign-in failed',
      'sign-out': 'Signed out',
      revoke: 'Revoked',
      reset: 'Reset',
      renew: 'Renewed',
      refuse: 'Refused',
      enable: 'Turned on',
      disable: 'Turned off',
      backup: 'Backed up',
      import: 'Imported',
      invite: 'Invited',
      resend: 'Sent again',
      accept: 'Accepted',
      remove: 'Removed',
      note: 'Note edited',
      outcome: 'Outcome set',
    }),
    /** What it was done to, besides the content kinds (named by the kinds registry). */
    entities: widen<Record<string, string>>({
      file: 'File',
      session: 'Session',
      'api-token': 'API token',
      'two-factor': 'Two-factor sign-in',
      'recovery-codes': 'Recovery codes',
      'preview-link': 'Preview link',
      spam: 'Spam',
      site: 'Site',
      settings: 'Site settings',
      password: 'Password',
      user: 'Admin account',
      'contact-message': 'Contact message',
      consultation: 'Consultation request',
      'lead-budget': 'Daily budget of leads',
      redirect: 'Redirect',
      webhook: 'Webhook endpoint',
      invitation: 'Invitation',
    }),
    /**
     * A row's detail, by the pattern that reads it (admin-audit-details.ts): each gives back the
     * stored English from its parts, as the code that wrote it did (an English admin reads the
     * detail as stored; a test holds each to its writer's words).
     */
    details: {
      wrongPassword: 'wrong password',
      wrongCode: 'wrong code',
      attempts: (detail: string, attempts: string) => `${detail}, ${attempts} attempts this hour`,
      byPassword: 'password',
      byPasswordOnTrustedDevice: 'password on a trusted device',
      byPasswordAndCode: 'password and code',
      byPasswordAndRecoveryCode: 'password and recovery code',
      byInvitation: 'invitation',
      status: (status: string) => status,
      readOpened: 'read (opened)',
      outcome: (outcome: string) => outcome,
      translation: (language: string) => `${language} translation`,
      fromTrash: 'from the trash',
      fromTrashAs: (slug: string) => `from the trash, as ${slug}`,
      deletedForever: 'deleted forever from the trash',
      afterDaysInTrash: (days: string) => `after ${days} days in the trash`,
      revision: (id: string, at: string) => `revision ${id} of ${at}`,
      fileReplaced: (url: string) => `${url} replaced`,
      videoRemoved: 'video removed',
      stillImageRemoved: 'still image removed',
      previewUntil: (at: string) => `until ${at}`,
      spamPurged: (contact: string, consultation: string, days: string) =>
        `${contact} contact message(s) and ${consultation} consultation(s) received more than ${days} days ago`,
      leadBudget: (limit: string) =>
        `${limit} leads stored today (UTC): more are refused until midnight UTC`,
      allTokens: (count: string) => `all ${count}`,
      allTokensOfUser: (count: string, user: string) => `all ${count} of user ${user}`,
      restoredFrom: (source: string, sessions: string, tokens: string) =>
        `from ${source}; ${sessions} session(s) ended, ${tokens} token(s) revoked`,
      notRestored: (file: string, reason: string) =>
        `${file} was not restored: ${reason}. Nothing was changed.`,
      couldNotRestore: (file: string, reason: string) =>
        `${file} could not be restored: ${reason}. The site was left as it was.`,
      noFile: (path: string) => `No file at ${path}`,
      neitherArchiveNorDatabase: 'it is neither a backup archive nor a SQLite database',
      noManifest: 'the archive has no manifest: it is not a backup of this site',
      databaseInUse: (path: string) =>
        `the database ${path} is in use: stop the site before restoring`,
      newerVersion: (name: string) =>
        `${name} was made by a newer version of the site; upgrade first`,
      notSqlite: (name: string) => `${name} is not a SQLite database`,
      notThisSite: (name: string, table: string) =>
        `${name} is not a backup of this site (no ${table})`,
      itsDatabase: 'its database',
      damaged: (name: string, why: string) => `${name} is damaged: ${why}`,
      notTheOneDescribed: 'its database is not the one its manifest describes',
      unsafeOrUnknownPath: (path: string) => `the archive holds an unsafe or unknown path: ${path}`,
      unsafePath: (path: string) => `the archive holds an unsafe path: ${path}`,
      entryOfType: (type: string, path: string) => `the archive holds a ${type} entry (${path})`,
      heldTwice: (path: string) => `the archive holds ${path} twice`,
      tooManyFiles: 'the archive holds too many files',
      moreThanFree: (mb: string) =>
        `the archive unpacks to more than ${mb} MB, more than the disk has free`,
      manifestTooLarge: 'the manifest is too large',
      archiveDamaged: (why: string) => `the archive is damaged: ${why}`,
      manifestNotJson: 'the manifest is not valid JSON',
      manifestUnreadable: (why: string) => `the manifest is not one this version reads (${why})`,
      manifestListsTwice: 'the manifest lists a file twice',
      noDatabase: 'the archive holds no database',
      notInArchive: (path: string) => `${path} is in the manifest but not in the archive`,
      checksum: (path: string) => `${path} does not match its checksum: the archive is damaged`,
      notInManifest: (path: string) => `${path} is in the archive but not in the manifest`,
    },
    /** Through which door: shown in brackets after who. */
    doors: widen<Record<string, string>>({
      admin: 'admin',
      api: 'API',
      cli: 'command line',
      system: 'system',
    }),
  },
}

export type AdminAuditDictionary = typeof auditEn
