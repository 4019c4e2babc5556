// The admin dictionary's texts of the revisions screens (an item's versions, their comparison and a
// restore's confirmation), in English word for word: the shape admin-account-ar.ts must match.
// Kept beside admin-dictionary-en.ts, which takes them in (docs/decisions/035-admin-language.md).

export const accountEn = {
  revisions: {
    heading: 'Revisions',
    anItem: 'an item',
    title: (name: string) => `Revisions of ${name}`,
    backToEdit: (name: string) => `Back to edit ${name}`,
    intro: (max: number, noun: string) =>
      `Every save keeps its version, with who saved it and when: the last ${max} of this ${noun} are kept. Pick two versions to compare them, or restore one.`,
    columns: { from: 'From', to: 'To', saved: 'Saved', by: 'By', actions: 'Actions' },
    empty: 'No versions kept yet: the next save keeps the first.',
    compareFrom: (at: string) => `Compare from the version of ${at}`,
    compareTo: (at: string) => `Compare to the version of ${at}`,
    current: 'Current version',
    /** Who saved a version, as the server names them (app/admin/revisions.server.ts). */
    who: { 'Saved before revisions were kept': 'Saved before revisions were kept' } as Record<
      string,
      string
    >,
    via: {
      'the admin': 'the admin',
      'the API': 'the API',
      'the command line': 'the command line',
    } as Record<string, string>,
    through: (via: string) => `through ${via}`,
    restore: 'Restore',
    restoreVersion: (at: string) => `Restore the version of ${at}`,
    compare: 'Compare selected versions',
    changes: (from: string, to: string) => `Changes from ${from} to ${to}`,
    restoreTitle: (name: string) => `Restore a version of ${name}`,
    backToList: 'Back to the revisions',
    restoreIntro: (at: string, who: string, via: string | null) =>
      `The version saved ${at} by ${who}${via ? ` through ${via}` : ''}. Restoring saves it again as the newest version; the current one stays in the list. Its status, publish time and address do not change. Restoring it changes:`,
    restoring: 'Restoring...',
    restoreThis: 'Restore this version',
    cancel: 'Cancel',
    added: 'added',
    removed: 'removed',
    image: (caption: string) => `${caption} image`,
    noImage: 'No image',
    before: 'Before',
    after: 'After',
    noDifferences: 'No differences: the two versions are the same.',
    tooDifferent: 'These versions differ too much to compare word by word; here are both.',
    unchanged: (labels: string[]) => `Unchanged: ${labels.join(', ')}.`,
    backToDashboard: 'Back to the dashboard',
  },
}

export type AdminAccountDictionary = typeof accountEn
