// Pageview ids are their time: seconds since 2020-01-01 UTC times 65,536, plus a sequence for the
// pageviews of the same second. So the table needs no time column and no index to find a day: a
// day is a range of its key, and a key fits in 6 bytes until 2088 (docs/privacy.md).
const EPOCH_MS = Date.UTC(2020, 0, 1)
const PER_SECOND = 65_536
export const DAY_MS = 86_400_000

/** The UTC day number of a time (days since 1970-01-01). */
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS)

/** The first id of a time's second. */
export const idAt = (ms: number) => Math.floor((ms - EPOCH_MS) / 1000) * PER_SECOND

/** When a pageview with this id was counted (to the second). */
export const timeOfId = (id: number) => EPOCH_MS + Math.floor(id / PER_SECOND) * 1000

/** The ids of one UTC day: [from, to). */
export const dayRange = (day: number) => [idAt(day * DAY_MS), idAt((day + 1) * DAY_MS)] as const

/** An ISO date (2026-11-26) for a day number, and back. */
export const dayToIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const isoToDay = (iso: string) => dayOf(Date.parse(`${iso}T00:00:00Z`))
