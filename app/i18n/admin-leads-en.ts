// The admin dictionary's texts of the media library, the trash, the two inboxes (a lead and where
// it came from), analytics, and the server's messages with a name or a number in them
// (admin-message-patterns.ts), in English word for word: the shape admin-leads-ar.ts must match.
// Kept beside admin-dictionary-en.ts, which takes them in (docs/decisions/035-admin-language.md).
import { SOURCE_WORDS_EN } from '#app/analytics/source-words.ts'
import { widen } from '#app/lib/record.ts'

export const leadsEn = {
  mediaLibrary: {
    filters: {
      all: 'All files',
      image: 'Images',
      video: 'Videos',
      audio: 'Audio',
      unused: 'Not used anywhere',
    },
    types: { image: 'Image', video: 'Video', audio: 'Audio' },
    search: 'Search by name or alt text',
    show: 'Show',
    apply: 'Apply',
    clear: 'Clear',
    count: (total: number, filtered: boolean) =>
      `${total === 1 ? '1 file' : `${total} files`}${filtered ? ' match.' : ' in the library.'}`,
    noMatch: 'No file matches.',
    noFiles: 'No files yet.',
    tryAnother: 'Try another word or show all files.',
    emptyHint: 'Images, videos and audio uploaded here or in any form appear here.',
    altText: 'Alt text',
    saveAltOf: (name: string) => `Save alt text of ${name}`,
    save: 'Save',
    uploadedOn: (date: string) => `Uploaded ${date}`,
    usedBy: 'Used by',
    notUsed: 'Not used anywhere.',
    replaceFile: 'Replace file',
    replaceFileOf: (name: string) => `Replace file ${name}`,
    /** A use of a file: an item, one in the trash, or an earlier version of one. */
    use: (label: string, title: string | null) => (title === null ? label : `${label} “${title}”`),
    useInTrash: (label: string, title: string) => `${label} “${title}” (in the trash)`,
    useTrashed: 'An item in the trash',
    useRevision: (label: string, title: string | null) =>
      `An earlier version of ${label.toLowerCase()}${title ? ` “${title}”` : ''}`,
    bytes: (n: number) => `${n} bytes`,
    kb: (n: number) => `${n} KB`,
    mb: (n: string) => `${n} MB`,
    deleteTitle: 'Delete file',
    inUse: (name: string) => `${name} cannot be deleted while it is used by:`,
    itIsUsedBy: 'It is used by:',
    removeFirst:
      'Remove it from these first; files in the trash or in earlier versions are released when those go.',
    back: 'Back to the library',
    deleteQuestion: (name: string) => `Delete ${name}?`,
    deleteNote: 'Nothing uses it. It goes to the trash, where it can be restored for 30 days.',
    replaceTitle: 'Replace file',
    /** The replace form's intro, around the file's name. */
    replaceIntro: widen<[string, string]>([
      'The new file takes the place of ',
      ' at the same address, so every page, post and item that shows it shows the new one. Its alt text stays. Visitors who viewed the old file may see it until their browser fetches it again.',
    ]),
    newFile: (format: string) => `New ${format} file`,
    replacing: 'Replacing...',
    cancel: 'Cancel',
  },
  /** The content forms' media rows (media-grid.tsx). */
  trash: {
    intro: (days: number) =>
      `Deleted posts, projects, services, testimonials and categories stay here ${days} days, with their files, then are deleted forever.`,
    columns: {
      type: 'Type',
      title: 'Title',
      deleted: 'Deleted',
      by: 'By',
      daysLeft: 'Days left',
      actions: 'Actions',
    },
    empty: 'The trash is empty.',
    restore: 'Restore',
    restoreItem: (title: string) => `Restore ${title}`,
    deleteForever: 'Delete forever',
    deleteItemForever: (title: string) => `Delete ${title} forever`,
    question: (label: string, title: string) => `Delete ${label.toLowerCase()} “${title}” forever?`,
    note: 'It cannot be restored afterwards, and files only it used are removed.',
  },
  inbox: {
    tabs: {
      inbox: 'Inbox',
      new: 'Unread',
      replied: 'Replied',
      archived: 'Archived',
      spam: 'Spam',
    },
    statuses: { new: 'New', read: 'Read', replied: 'Replied', archived: 'Archived', spam: 'Spam' },
    empty: {
      new: 'Nothing unread.',
      read: 'Nothing here.',
      replied: 'Nothing replied to yet.',
      archived: 'Nothing archived.',
      spam: 'No spam.',
    },
    noMatch: (query: string) => `Nothing matches "${query}".`,
    filterByStatus: 'Filter by status',
    filterByOutcome: 'Filter by outcome',
    /** The outcome filter's choices, and a lead's outcome on its card. */
    outcomes: { any: 'Any outcome', won: 'Won', lost: 'Lost', none: 'Open' },
    searchLabel: 'Search name, e-mail and text',
    searchPlaceholder: 'Search name, e-mail, text',
    search: 'Search',
    source: 'Source',
    delete: 'Delete',
    exportCsv: 'Export CSV',
    status: 'Status',
    allButAside: 'Inbox (all but archived and spam)',
    downloadCsv: 'Download CSV',
    outcome: 'Outcome',
    /** The language a lead was sent in, by its English name (the server's). */
    languages: widen<Record<string, string>>({ English: 'English', Arabic: 'Arabic' }),
  },
  lead: {
    history: 'History',
    from: 'From',
    email: 'E-mail',
    phone: 'Phone',
    received: 'Received',
    language: 'Language',
    status: 'Status',
    reply: 'Reply',
    /** What the admin keeps on a lead (lead-work.tsx). */
    work: {
      outcome: 'Outcome',
      outcomes: { won: 'Won', lost: 'Lost', none: 'No outcome yet' },
      note: 'Private note',
      noteHint: 'Only administrators see it. It is in the CSV export.',
      saveNote: 'Save note',
    },
    moves: {
      markRead: 'Mark as read',
      markUnread: 'Mark as unread',
      archive: 'Archive',
      spam: 'Spam',
      toInbox: 'Move to inbox',
      notSpam: 'Not spam',
    },
    source: 'Source',
    origin: {
      referrer: 'Referrer',
      lastArrival: 'Last arrival',
      sentFrom: 'Sent from',
      pagesBefore: 'Pages before',
      timeOnSite: 'Time on site',
      servicePages: 'Service pages',
      caseStudies: 'Case studies',
      knownFrom: 'Known from',
    },
    /** A lead's source, its one line and its time on site, as the e-mail writes them in English. */
    sourceWords: SOURCE_WORDS_EN,
    evidence: {
      visits: "the visitor's pages that day",
      page: 'the page the visitor arrived at (their visit was not counted)',
      form: 'only the page the form was sent from (their visit was not counted)',
      none: 'nothing: their visit was not counted and the form named no page',
    },
  },
  /**
   * Messages the server sends with a name or a number in them, by the pattern that reads them
   * (admin-message-patterns.ts): each is given the pattern's groups.
   */
  patterns: {
    altSaved: (name: string) => `Alt text of ${name} saved.`,
    stillUsed: (name: string) => `${name} is still used, so it was not deleted.`,
    fileTrashed: (name: string, days: string) =>
      `${name} moved to the trash, where it can be restored for ${days} days.`,
    fileReplaced: (name: string) =>
      `${name} replaced: everything that shows it shows the new file.`,
    altTooLong: (max: string) => `Alt text must be at most ${max} characters.`,
    wrongFormat: (format: string) =>
      `Choose a ${format} file: the new file keeps this one's address, and so its format. Nothing was changed.`,
    tooManyFiles: (max: string) => `At most ${max} files at once.`,
    filesUploaded: (count: string) =>
      count === '1' ? '1 file uploaded.' : `${count} files uploaded.`,
    twoSentences: (first: string, second: string) => `${first} ${second}`,
    filesNotUploaded: (count: string) => `${count} files were not uploaded.`,
    fileNotUploaded: (name: string) => `${name} was not uploaded.`,
    postTooLarge: (max: string) =>
      `Images must not exceed 10 MB, video and audio 50 MB. At most ${max} files at once: nothing was saved.`,
    restoredMoved: (label: string, title: string, slug: string) =>
      `${label} “${title}” restored. Its address was taken meanwhile, so it is now “${slug}”.`,
    restored: (label: string, title: string) => `${label} “${title}” restored.`,
    deletedForever: (label: string, title: string) => `${label} “${title}” deleted forever.`,
    restoreRefused: (reasons: string) => `This version cannot be restored as it is: ${reasons}.`,
    /** A list part's messages, joined back as the server joined them. */
    listOf: (messages: string[]) => messages.join('; '),
    nestedTooDeeply: (label: string, max: string) =>
      `${label} is nested too deeply (more than ${max} levels of tags)`,
    /** docs/product.md §8: 'An error occurred: ' plus the detail (the admin's error page). */
    errorOccurred: (detail: string) => `An error occurred: ${detail}`,
    formTooLarge: (kb: string) => `The form is too large to send (over ${kb} KB).`,
    scheduledFor: (noun: string, when: string) => `${noun} scheduled for ${when}.`,
  },
  analytics: {
    intro: (from: string, to: string) =>
      `Counted without cookies: a visitor is new every day, so visitors over several days are the sum of each day's. Days run from midnight to midnight UTC. ${from} to ${to}.`,
    range: 'Range',
    ranges: {
      '7': 'Last 7 days',
      '30': 'Last 30 days',
      '90': 'Last 90 days',
      custom: 'Custom dates',
    },
    show: 'Show',
    visitors: 'Visitors',
    pageviews: 'Pageviews',
    leads: 'Leads',
    conversionRate: 'Conversion rate',
    conversion: 'Conversion',
    dropped: (count: string) =>
      `${count} pageviews were not counted: the site's daily limit was reached.`,
    daysCsv: 'Download the days as CSV',
    csvOf: (title: string) => ` of ${title}`,
    tables: {
      pages: 'Top pages',
      landing: 'Landing pages',
      referrers: 'Referrers',
      channels: 'Channels',
      campaigns: 'Campaigns',
      sources: 'Campaign sources',
      devices: 'Devices',
      browsers: 'Browsers',
      languages: 'Languages',
    },
    /** The devices table's rows, by the report's English names. */
    devices: widen<Record<string, string>>({
      Desktop: 'Desktop',
      Mobile: 'Mobile',
      Tablet: 'Tablet',
      Other: 'Other',
    }),
    conversions: widen<Record<'channel' | 'campaign' | 'landing' | 'service', [string, string]>>({
      channel: ['Leads by channel', 'Channel'],
      campaign: ['Leads by campaign', 'Campaign'],
      landing: ['Leads by landing page', 'Landing page'],
      service: ['Leads by service page', 'Service page'],
    }),
    nothingCounted: 'Nothing counted yet.',
    noLeads: 'No leads yet.',
    chartTitle: (from: string, to: string, max: string) =>
      `Pageviews (bars), visitors (line) and leads (dots) per day, ${from} to ${to}; the highest day has ${max} pageviews`,
    dayTitle: (date: string, visitors: string, pageviews: string, leads: string) =>
      `${date}: ${visitors} visitors, ${pageviews} pageviews, ${leads} leads`,
    legend: 'Bars: pageviews. Line: visitors. Dots: leads.',
    emptyChart: (from: string, to: string) =>
      `Nothing counted yet from ${from} to ${to}. From the next visit to the public site on, this page shows how many people came, what they read, where they came from and which of them sent a message. Visitors who ask not to be tracked (Do Not Track, Global Privacy Control) and bots are never counted.`,
    countingOff:
      'Visits are not being counted: counting was turned off by whoever runs the site. Leads still arrive in the inboxes.',
  },
}

export type AdminLeadsDictionary = typeof leadsEn
