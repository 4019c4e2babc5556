// The admin dictionary's texts of Site Settings' other tabs (Redirects, Connections), in English word for word:
// the shape admin-tools-ar.ts must match. Kept beside admin-dictionary-en.ts, which takes them in
// (docs/decisions/035-admin-language.md).

export const toolsEn = {
  settingsTabs: {
    label: 'Site settings sections',
    general: 'General',
    redirects: 'Redirects',
    connections: 'Connections',
  },
  redirects: {
    title: 'Redirects',
    intro:
      "Old addresses sent on to their new place: an old site's pages, or links printed somewhere. A redirect never hides a page of this site.",
    add: 'Add redirect',
    source: 'Old address',
    sourceHint: 'A path of this site, such as /old-page.',
    match: 'Which addresses',
    exact: 'This address only',
    prefix: 'This address and every address under it (the rest is kept)',
    target: 'New address',
    targetHint: 'A path of this site, such as /blog/new-page, or a full address (https://...).',
    code: 'Kind',
    permanent: '301: moved for good',
    temporary: '302: moved for now',
    none: 'No redirects yet.',
    columns: {
      source: 'Old address',
      target: 'New address',
      code: 'Kind',
      hits: 'Visits',
      lastHit: 'Last visit',
      actions: 'Actions',
    },
    underIt: 'and under it',
    never: 'Never',
    delete: 'Delete',
    deleteLabel: (source: string) => `Delete the redirect from ${source}`,
    importTitle: 'Import and export',
    importHint:
      "A CSV file with the columns source, target, regex, code (as WordPress's Redirection plugin exports them).",
    file: 'CSV file',
    import: 'Import',
    export: 'Export CSV',
    imported: (added: number) => `${added} redirect(s) imported.`,
    refusedLines: 'Lines left out:',
    line: (line: number, message: string) => (line > 0 ? `Line ${line}: ${message}` : message),
    deleteTitle: 'Delete Redirect',
    deleteQuestion: 'Are you sure you want to delete this redirect?',
  },
  connections: {
    title: 'Connections',
    intro:
      'Webhooks: the site tells another tool (Slack, a CRM, an automation) when a lead arrives or content changes, with a signed JSON POST. See docs/webhooks.md.',
    add: 'Add endpoint',
    url: 'Endpoint address',
    urlHint: 'An https:// address of the tool that receives the events.',
    events: 'Events',
    leadEvents: 'Leads',
    contentEvents: 'Content',
    none: 'No endpoints yet.',
    secret: 'Signing secret',
    secretHint: 'The receiver checks each delivery with it (docs/webhooks.md).',
    stopped: 'Stopped after a day of failed deliveries.',
    restart: 'Turn on again',
    test: 'Send a test',
    testSent: 'A test delivery is on its way.',
    delete: 'Delete',
    deliveries: 'Last deliveries',
    noDeliveries: 'Nothing sent yet.',
    columns: { event: 'Event', status: 'Status', attempts: 'Attempts', at: 'Last attempt' },
    delivered: 'Delivered',
    waiting: 'Waiting to retry',
    givenUp: 'Given up',
    pending: 'Queued',
    deleteTitle: 'Delete Endpoint',
    deleteQuestion: 'Are you sure you want to delete this endpoint? Its deliveries go with it.',
    stoppedNotice: (url: string) =>
      `Webhooks to ${url} are stopped after a day of failed deliveries: turn them on again in Site settings.`,
  },
}

export type AdminToolsDictionary = typeof toolsEn
