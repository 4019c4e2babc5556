// The admin's fixed texts in English, as docs/product.md writes them (tests read them word for
// word). This object is the admin dictionary's shape: the Arabic one (admin-dictionary-ar.ts) must
// have every key, which the compiler checks. Only admin screens import it, so the public pages'
// scripts never carry it (docs/decisions/035-admin-language.md).
import { formsEn } from './admin-forms-en.ts'
import { KIND_TEXTS } from '#db/kind-menu.ts'
import { ADMIN_TEXTS } from './admin-texts.ts'
import { leadsEn } from './admin-leads-en.ts'
import { auditEn } from './admin-audit-en.ts'
import { accountEn } from './admin-account-en.ts'
import { toolsEn } from './admin-tools-en.ts'
import { recordOf, widen } from '#app/lib/record.ts'

export const adminEn = {
  shell: {
    title: 'Admin',
    panel: 'Admin Panel',
    closeMenu: 'Close menu',
    menu: 'Menu',
    viewSite: 'View site',
    newTab: '(opens in a new tab)',
    signedInAs: 'Signed in as',
    account: 'Account',
    logout: 'Logout',
    admin: 'Admin',
    /** Each page's title: "Dashboard | Admin". */
    pageTitle: (screen: string) => `${screen} | Admin`,
  },
  nav: {
    label: 'Admin',
    groups: { content: 'Content', leads: 'Leads', insights: 'Insights', settings: 'Settings' },
    dashboard: 'Dashboard',
    blog: 'Blog',
    work: 'Work',
    services: 'Services',
    pages: 'About & home video',
    media: 'Media library',
    trash: 'Trash',
    contactMessages: 'Contact messages',
    consultations: 'Consultations',
    analytics: 'Analytics',
    audit: 'Audit log',
    settings: 'Site settings',
    /** The screens of one entry, as tabs over them (SectionTabs); a kind's are in db/kind-menu.ts. */
    tabs: {
      label: (entry: string) => `${entry}: screens`,
      postsArabic: 'Posts, Arabic heading',
    },
    unread: (count: number) => `${count} unread`,
  },
  login: {
    title: 'Admin Login',
    plainHttp:
      'This address is not secure (http://), so your browser will not keep the sign-in. Open the site at its https:// address; if it has none, ask whoever runs the site to set one up.',
    email: 'Email',
    password: 'Password',
    remember: 'Keep me signed in',
    signingIn: 'Signing in...',
    submit: 'Login',
    codeTitle: 'Two-factor sign-in',
    codeIntro: 'Enter the 6-digit code your authenticator app shows for this site.',
    code: 'Code',
    codeHint: 'Lost your phone? Enter one of your recovery codes instead.',
    trust: 'Remember this device for 30 days',
    verifying: 'Verifying...',
    verify: 'Verify',
    startOver: 'Start over',
    backToSite: 'Back to the site',
    forgot: 'Forgot your password?',
    /** The operator's command (server/cli.mjs) goes between the two texts, as it is typed. */
    forgotHelp: widen<[string, string]>([
      'Ask whoever runs the site to give you a new one. They run this on the server, with your e-mail address:',
      'You then sign in with the password they set, and can change it under Account.',
    ]),
  },
  dashboard: {
    title: 'Dashboard',
    welcome: (name: string) => `Welcome back, ${name}! Manage your site's content from the menu.`,
    newPost: 'New post',
    media: 'Media library',
    leadBudget: (limit: number, at: string) =>
      `Today's budget of ${limit} messages and consultation requests was reached at ${at} UTC: more are refused until midnight UTC. If these are real visitors, ask whoever runs the site to raise the daily limit; if not, the Spam folder holds what came.`,
    mailOff:
      'E-mail alerts are off: new messages are only in the inbox. To be told of each one by e-mail, ask whoever runs the site to connect an e-mail account.',
    mailNowhere: 'E-mail notifications have nowhere to go: add a contact e-mail in Site settings.',
    noSiteUrl:
      "The site's public address is not set: links in alert e-mails lead to the address you last signed in at. Ask whoever runs the site to set the public address, so that they always lead here.",
    mailFailed: (count: number) =>
      `${count} notification e-mail(s) could not be sent after repeated tries; the messages themselves are in the inbox.`,
    contactReceived: 'Contact messages received',
    consultationsReceived: 'Consultation requests received',
    quickStats: 'Quick Stats',
    totalPosts: 'Total Blog Posts',
    totalProjects: 'Total Projects',
    leads: 'Leads',
    unreadMessages: 'Unread messages',
    unreadConsultations: 'Unread consultation requests',
    /** Replication (docs/deploy.md, "Replication"): plain words, no setting names. */
    replication: {
      title: 'Copy of the site on the backup server',
      healthy: (ago: string | null) =>
        ago === null
          ? 'Up to date: every change is on the backup server.'
          : `Up to date: every change is on the backup server (the latest copy went ${ago} ago).`,
      starting: 'Starting: the first copy to the backup server is on its way.',
      behind: (lag: string) =>
        `Behind: changes of the last ${lag} are not on the backup server yet.`,
      failing: (lag: string | null) =>
        lag === null
          ? "Not working: nothing changed since the last copy, but the next change will be on this server only. The server's log says why; it keeps trying."
          : `Not working: changes of the last ${lag} are on this server only. The server's log says why; it keeps trying.`,
      filesWaiting: (count: number) => `${count} uploaded file(s) wait to be copied.`,
      filesFailing: (count: number) =>
        `${count} uploaded file(s) could not be copied after repeated tries; the server keeps trying and its log says why.`,
      duration: (ms: number) => {
        const s = Math.max(1, Math.round(ms / 1000))
        if (s < 90) return s === 1 ? '1 second' : `${s} seconds`
        if (s < 90 * 60) return `${Math.round(s / 60)} minutes`
        return `${Math.round(s / 3600)} hours`
      },
    },
  },
  spam: {
    since: (what: string) => `${what} since you last looked:`,
    received: 'Received',
    inSpam: (count: number) => `${count} in Spam`,
    fast: 'sent unusually fast',
    fastTitle:
      'The form came back sooner after it was shown than a person usually could: it may be spam.',
  },
  /** The media library, trash and inbox screens (admin-leads-en.ts). */
  ...leadsEn,
  /** The audit log screen and the names of its codes (admin-audit-en.ts). */
  ...auditEn,
  /** The revisions, two-factor and first-admin setup screens (admin-account-en.ts). */
  ...accountEn,
  ...toolsEn,
  account: {
    title: 'Account',
    signedInAs: (email: string) => `Signed in as ${email}.`,
    language: 'Interface language',
    languageIntro: 'The language the admin screens are shown in, for this account.',
    languageSaved: 'The interface language has been saved.',
    saveLanguage: 'Save language',
    twoFactor: 'Two-factor sign-in',
    twoFactorOn: 'On: signing in asks for a code from your authenticator app.',
    twoFactorOff: 'Off: signing in asks for the password only.',
    manageTwoFactor: 'Manage two-factor sign-in',
    setUpTwoFactor: 'Set up two-factor sign-in',
    changePassword: 'Change password',
    changed: 'Your password has been changed. Other sessions and API tokens were signed out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters.',
    confirmPassword: 'Confirm new password',
    saving: 'Saving...',
    sessions: 'Sessions',
    otherSessions: (count: number) =>
      count === 0
        ? 'You are signed in here only.'
        : count === 1
          ? 'You are also signed in on 1 other browser or device.'
          : `You are also signed in on ${count} other browsers or devices.`,
    signOutOthers: 'Sign out everywhere else',
    signOutOthersHint: 'Ends your other sessions and your API tokens; this one stays.',
  },
  common: {
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    /** The icon search's name, from its field's label in English and as shown. */
    searchIcons: (english: string, _shown: string) => `Search ${english.toLowerCase()}s`,
    caseStudyHint: (noun: string) =>
      `The ${noun} this card leads to on the home page, once it is public.`,
  },
  /** The content forms and the Categories, About, Hero video and Site settings screens. */
  ...formsEn,
  validation: {
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) =>
      `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  },
  /** The field names the models' messages start with ("Title is required"). */
  labels: {
    Email: 'Email',
    Password: 'Password',
    'New password': 'New password',
    Title: 'Title',
    Subtitle: 'Subtitle',
    Description: 'Description',
    Name: 'Name',
    Content: 'Content',
    Category: 'Category',
    Quote: 'Quote',
    'Client name': 'Client name',
    'Client title': 'Client title',
    Client: 'Client',
    Pricing: 'Pricing',
    Icon: 'Icon',
    Slug: 'Slug',
    Author: 'Author',
    URL: 'URL',
    Platform: 'Platform',
    Phone: 'Phone',
    'Contact email': 'Contact email',
    'Contact phone': 'Contact phone',
    'Reply note (English)': 'Reply note (English)',
    'Reply note (Arabic)': 'Reply note (Arabic)',
    'Alt text': 'Alt text',
    Tags: 'Tags',
    'Cover image': 'Cover image',
  },
  /**
   * Texts written in English outside the dictionary (admin-texts.ts, and each kind's own in
   * db/kind-menu.ts), by their English.
   */
  texts: {
    ...Object.fromEntries(KIND_TEXTS.map(({ en }) => [en, en])),
    ...recordOf(ADMIN_TEXTS, (text): string => text),
  },
}

export type AdminDictionary = typeof adminEn
