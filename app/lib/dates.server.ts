// Dates on admin screens are formatted here, once, on the server, and sent as text. The browser
// never formats them again, so the page it hydrates says what the server rendered whatever the
// viewer's time zone (no hydration mismatch), and the zone is named after the time.
import { getEnv } from '#app/lib/env.server.ts'

let serverZone: string | undefined
const formats = new Map<string, Intl.DateTimeFormat>()

/** The server's time zone (TZ, else the system's), resolved on first use and kept. */
export function serverTimeZone(): string {
  serverZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return serverZone
}

/**
 * "3/4/2026, 3:06 PM UTC": the en-US date and time of docs/product.md §2, in `timeZone`, to the
 * minute (seconds are noise to a person reading when a lead came); the same in another `locale` for
 * a public page in that language (a preview link's expiry). With `month: 'long'` the month is
 * written out: "4 مارس 2026 في 3:06 م UTC" for the Arabic admin's pinned tag, whose digits stay
 * Latin. The admin's screens call it through adminFormat (app/admin/admin-format.server.ts), in the
 * site's time zone.
 */
export function formatDateTime(
  date: string | Date,
  timeZone = serverTimeZone(),
  locale = 'en-US',
  month: 'numeric' | 'long' = 'numeric',
): string {
  const key = `${locale} ${timeZone} ${month}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month,
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
    formats.set(key, format)
  }
  return format.format(new Date(date))
}

/**
 * The site's time zone when the admin has chosen none in Site Settings: SITE_TIME_ZONE, else the
 * server's. The zone in force is the settings' (siteTimeZone in app/models/settings.server.ts).
 */
export function defaultTimeZone(): string {
  return getEnv().SITE_TIME_ZONE ?? serverTimeZone()
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string) {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  )
  const part = (name: string) => parts[name] ?? 0
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * "2026-12-01T09:30" (a datetime-local field) read as a wall-clock time in `zone`; null when it is
 * not one. A time skipped by a daylight-saving change lands just after it.
 */
export function parseLocalDateTime(text: string, zone: string): Date | null {
  const m = LOCAL.exec(text)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0))
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day || hour! > 23 || minute! > 59) {
    return null
  }
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wall - offsetAt(wall, zone)
  instant = wall - offsetAt(instant, zone)
  return new Date(instant)
}

/** The value a datetime-local field shows for `date` in `zone`: "2026-12-01T09:30". */
export function toLocalDateTime(date: Date | string, zone: string): string {
  const instant = new Date(date).getTime()
  return new Date(instant + offsetAt(instant, zone)).toISOString().slice(0, 16)
}

const longDates = new Map<string, Intl.DateTimeFormat>()

/**
 * "November 22, 2026": the long-form date of docs/product.md §2, on `timeZone`'s calendar, in
 * the language `locale` names ("22 نوفمبر 2026" for the Arabic pages' pinned tag).
 */
export function formatLongDate(date: string | Date, timeZone: string, locale = 'en-US'): string {
  const key = `${locale} ${timeZone}`
  let format = longDates.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    })
    longDates.set(key, format)
  }
  return format.format(new Date(date))
}
