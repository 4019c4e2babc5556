import { widen } from '#app/lib/record.ts'
// The admin dictionary's texts of the revisions screens (an item's versions, their comparison and a
// restore's confirmation), the two-factor screen and the first admin's setup, in English word for
// word: the shape admin-account-ar.ts must match.
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
    who: widen<Record<string, string>>({
      'Saved before revisions were kept': 'Saved before revisions were kept',
    }),
    via: widen<Record<string, string>>({
      'the admin': 'the admin',
      'the API': 'the API',
      'the command line': 'the command line',
    }),
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
  },
  twoFactorScreen: {
    account: 'Account',
    title: 'Two-factor sign-in',
    onSince: (since: string, left: number) =>
      `Two-factor sign-in is on since ${since}. ${left} of 10 recovery codes left.`,
    currentPassword: 'Current password',
    offIntro:
      'Two-factor sign-in is off. With it on, signing in asks for the password and a code from an authenticator app on your phone, so a stolen password alone opens nothing.',
    setUp: 'Set up two-factor sign-in',
    scan: '1. Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password, Bitwarden and the like).',
    qrAlt: 'QR code to add this site to an authenticator app',
    orKey: 'Or type this key into the app:',
    enterCode:
      '2. Enter the code the app shows, to check that it works, and your password. Turning it on signs out your other sessions.',
    codeFromApp: 'Code from the app',
    turnOn: 'Turn on',
    cancel: 'Cancel',
    renewed: 'New recovery codes: the old ones no longer work.',
    isOn: 'Two-factor sign-in is on.',
    othersSignedOut: 'Your other sessions were signed out.',
    yourCodes: 'Your recovery codes',
    codesIntro:
      'If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they are shown only now.',
    codes: 'Recovery codes',
    done: 'Done',
    newCodes: 'New recovery codes',
    newCodesIntro: 'Ten new codes replace the old ones, and your other sessions are signed out.',
    getNewCodes: 'Get new recovery codes',
    turnOff: 'Turn off two-factor sign-in',
    password: 'Password',
    codeOrRecovery: 'Code from the app, or a recovery code',
  },
  setup: {
    title: 'Create the admin account',
    intro: 'This link works once. Choose the name, email and password you will sign in with.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 12 characters.',
    confirmPassword: 'Confirm password',
    creating: 'Creating...',
    create: 'Create account',
  },
}

export type AdminAccountDictionary = typeof accountEn
