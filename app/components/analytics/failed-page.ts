// The mark a failed page's message carries (a 404, a refusal, an error of ours): a page that failed
// is no pageview, so the beacon after a client-side navigation to one is not sent (the server would
// refuse to count it anyway: app/analytics/beacon.server.ts).
export const FAILED_PAGE = { 'data-failed-page': '' } as const
export const FAILED_PAGE_SELECTOR = '[data-failed-page]'
