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
    actions: {
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
    } as Record<string, string>,
    /** What it was done to, besides the content kinds (named by the kinds registry). */
    entities: {
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
    } as Record<string, string>,
    /** Through which door: shown in brackets after who. */
    doors: { admin: 'admin', api: 'API', cli: 'command line', system: 'system' } as Record<
      string,
      string
    >,
  },
}

export type AdminAuditDictionary = typeof auditEn
