// Where a visit came from, from its utm_* parameters or else its referrer's host: one of six
// channels. Also the one-line description a lead's e-mail and the inbox show ("Google search").
import { SOURCE_WORDS_EN, type SourceWords } from './source-words.ts'
export const CHANNELS = ['Direct', 'Search', 'Social', 'Email', 'Referral', 'Campaign'] as const
export type Channel = (typeof CHANNELS)[number]

/** Stored as an integer: 0 is a page reached from the site itself, then CHANNELS' order plus one. */
export const INTERNAL = 0
export const channelCode = (channel: Channel) => CHANNELS.indexOf(channel) + 1
export const channelName = (code: number): Channel => CHANNELS[code - 1] ?? 'Direct'

const SEARCH: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  yahoo: 'Yahoo',
  baidu: 'Baidu',
  yandex: 'Yandex',
  ecosia: 'Ecosia',
  qwant: 'Qwant',
  startpage: 'Startpage',
  'search.brave': 'Brave',
  kagi: 'Kagi',
}
const SOCIAL: Record<string, string> = {
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  't.co': 'X',
  twitter: 'X',
  'x.com': 'X',
  linkedin: 'LinkedIn',
  'lnkd.in': 'LinkedIn',
  youtube: 'YouTube',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  threads: 'Threads',
  mastodon: 'Mastodon',
  bsky: 'Bluesky',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
}
const WEBMAIL =
  /^(?:mail\.google\.com|outlook\.(?:live|office)\.com|mail\.yahoo\.com|mail\.proton\.me)$/
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter', 'mail'])
const SOCIAL_MEDIUMS = new Set(['social', 'social-network', 'social-media', 'sm', 'social_media'])
const SEARCH_MEDIUMS = new Set(['cpc', 'ppc', 'paidsearch', 'paid-search', 'organic'])

/** The known name of a host's site in a table ("google" matches www.google.co.uk), if any. */
function known(table: Record<string, string>, host: string): string | undefined {
  const labels = host.split('.')
  for (const [key, name] of Object.entries(table)) {
    if (key.includes('.') ? host === key || host.endsWith(`.${key}`) : labels.includes(key)) {
      return name
    }
  }
  return undefined
}

export type Source = {
  referrer?: string | null
  source?: string | null
  medium?: string | null
  campaign?: string | null
}

/** The channel of a visit's first page. */
export function channelOf({ referrer, source, medium, campaign }: Source): Channel {
  const m = medium?.toLowerCase()
  const s = source?.toLowerCase() ?? ''
  if (m && EMAIL_MEDIUMS.has(m)) return 'Email'
  if (m && SOCIAL_MEDIUMS.has(m)) return 'Social'
  if (m && SEARCH_MEDIUMS.has(m) && known(SEARCH, s)) return 'Search'
  if (s || m || campaign) return 'Campaign'
  if (!referrer) return 'Direct'
  if (known(SEARCH, referrer)) return 'Search'
  if (known(SOCIAL, referrer)) return 'Social'
  if (WEBMAIL.test(referrer)) return 'Email'
  return 'Referral'
}

/**
 * "Google search", "Campaign: campaign spring (news)", "Referral from example.com", "Direct", in
 * `words` (English unless told).
 */
export function describeSource(
  channel: Channel,
  { referrer, source, campaign }: Source,
  words: SourceWords = SOURCE_WORDS_EN,
): string {
  const name = words.channels[channel]
  if (channel === 'Campaign' || ((channel === 'Email' || channel === 'Social') && campaign)) {
    const detail = [campaign && words.campaign(campaign), source && `(${source})`].filter(Boolean)
    return detail.length > 0 ? words.withDetail(name, detail.join(' ')) : name
  }
  if (channel === 'Search') {
    const engine = referrer ? known(SEARCH, referrer) : source ? known(SEARCH, source) : undefined
    return engine ? words.search(engine) : name
  }
  if (channel === 'Social') {
    const site = (referrer && known(SOCIAL, referrer)) ?? source
    return site ? words.withDetail(name, site) : name
  }
  if (channel === 'Email') return source ? words.emailFrom(source) : name
  if (channel === 'Referral') return referrer ? words.referralFrom(referrer) : name
  return name
}
