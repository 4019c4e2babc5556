// The words a lead's source is described in (channel.ts, lead-source.ts). English is the
// notification e-mail's and the CSV's, word for word as docs/decisions/040-lead-source-words.md
// gives them; the inbox passes its admin's (app/i18n/admin-leads-*.ts,
// docs/decisions/040-lead-source-words.md).
import { widen } from '#app/lib/record.ts'
import type { Channel } from './channel.ts'

export const SOURCE_WORDS_EN = {
  channels: widen<Record<Channel, string>>({
    Direct: 'Direct',
    Search: 'Search',
    Social: 'Social',
    Email: 'Email',
    Referral: 'Referral',
    Campaign: 'Campaign',
  }),
  /** "Campaign: campaign spring (news)", "Social: X". */
  withDetail: (channel: string, detail: string) => `${channel}: ${detail}`,
  campaign: (name: string) => `campaign ${name}`,
  search: (engine: string) => `${engine} search`,
  emailFrom: (source: string) => `Email (${source})`,
  referralFrom: (host: string) => `Referral from ${host}`,
  unknown: 'Source unknown',
  /** The one line: "From: Google search, landed on /about". */
  from: (source: string) => `From: ${source}`,
  unknownInLine: 'source unknown',
  landedOn: (page: string) => `, landed on ${page}`,
  sentFrom: (page: string) => `, sent from ${page}`,
  unknownPage: 'an unknown page',
  /** A time on site: "45 s", "4 min 05 s", "1 h 02 min". */
  seconds: (s: number) => `${s} s`,
  minutes: (min: number, s: string) => `${min} min ${s} s`,
  hours: (h: number, min: string) => `${h} h ${min} min`,
}

export type SourceWords = typeof SOURCE_WORDS_EN
