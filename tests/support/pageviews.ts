// A pageview as the beacon stores it, for tests that write them directly (storePageview): reached
// from the site itself, on a desktop Chrome, unless `extra` says otherwise.
import { INTERNAL } from '#app/analytics/channel.ts'
import type { Pageview } from '#app/analytics/pageviews.server.ts'

export const view = (visitor: number, path: string, extra: Partial<Pageview> = {}): Pageview => ({
  visitor,
  path,
  referrer: null,
  source: null,
  medium: null,
  campaign: null,
  channel: INTERNAL,
  device: 0,
  browser: 'Chrome',
  ...extra,
})
