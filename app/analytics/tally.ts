// Sums raw pageviews into totals per dimension (rollup.server.ts's DIM), one row at a time and in
// time order, so that a day can be summed in one pass (the rollup) or as its rows arrive (today's
// figures, live.server.ts). Visit dimensions count each visitor once, by the visitor's first page of
// the day; the page dimension counts each page's distinct visitors.

/** A raw pageview as read for a tally: visitor, path, referrer, source, campaign, channel, device, browser. */
export type TallyRow = number[]
export const TALLY_COLUMNS = 'visitor, path, referrer, source, campaign, channel, device, browser'

export type Total = { dim: number; key: number; visitors: number; pageviews: number }
export type Totals = Map<number, Total>
/** A total's key in Totals: keys of texts are rowids, far below 2^44. */
export const totalId = (dim: number, key: number) => dim * 2 ** 44 + key

// As rollup.server.ts's DIM (kept there with the names the report reads).
const TOTAL = 0
const PAGE = 1
const VISIT_DIMS = [2, 3, 4, 5, 8, 6, 7] as const

/** A visit's keys in VISIT_DIMS' order, from its first page. */
function visitKeys(first: TallyRow): number[] {
  const [, path, referrer, source, campaign, channel, device, browser] = first
  // A first page reached from the site itself (a visit that began yesterday) is Direct.
  return [path!, referrer ?? 0, channel || 1, campaign ?? 0, source ?? 0, device!, browser ?? 0]
}

export class Tally {
  readonly totals: Totals = new Map()
  // Each visitor's visit totals (the visit's own and the day's), and each page's total and visitors.
  private readonly visits = new Map<number, Total[]>()
  private readonly pages = new Map<number, { total: Total; viewers: Set<number> }>()

  private entry(dim: number, key: number): Total {
    const id = totalId(dim, key)
    let found = this.totals.get(id)
    if (!found) this.totals.set(id, (found = { dim, key, visitors: 0, pageviews: 0 }))
    return found
  }

  /** Counts one pageview; rows must come in time order. */
  count(row: TallyRow) {
    const visitor = row[0]!
    let visit = this.visits.get(visitor)
    if (!visit) {
      const keys = visitKeys(row)
      visit = [this.entry(TOTAL, 0), ...VISIT_DIMS.map((dim, i) => this.entry(dim, keys[i]!))]
      for (const total of visit) total.visitors++
      this.visits.set(visitor, visit)
    }
    for (const total of visit) total.pageviews++
    const path = row[1]!
    let page = this.pages.get(path)
    if (!page) this.pages.set(path, (page = { total: this.entry(PAGE, path), viewers: new Set() }))
    if (!page.viewers.has(visitor)) {
      page.viewers.add(visitor)
      page.total.visitors++
    }
    page.total.pageviews++
  }

  /** A copy of the totals, safe to add to. */
  copy(): Totals {
    return new Map([...this.totals].map(([id, t]) => [id, { ...t }]))
  }
}
