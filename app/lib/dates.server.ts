// Dates on admin screens are formatted here, once, on the server, and sent as text. The browser
// never formats them again, so the page it hydrates says what the server rendered whatever the
// viewer's time zone (no hydration mismatch), and the zone is named after the time.
let serverZone: string | undefined
const formats = new Map<string, Intl.DateTimeFormat>()

/** The server's time zone (TZ, else the system's), resolved on first use and kept. */
export function serverTimeZone(): string {
  serverZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return serverZone
}

/** "3/4/2026, 3:06:07 PM UTC": the en-US date and time of docs/product.md §2, in `timeZone`. */
export function formatDateTime(date: string | Date, timeZone = serverTimeZone()): string {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone,
      timeZoneName: 'short',
    })
    formats.set(timeZone, format)
  }
  return format.format(new Date(date))
}
