// An admin screen whose database read or write throws shows docs/product.md §8's fixed text in red ('Failed
// to fetch projects', 'Failed to delete post', ...) instead of an error page, and the operator finds
// the cause in the server log.

export type Attempt<T> =
  { ok: true; value: T; error: null } | { ok: false; value: undefined; error: string }

/**
 * Runs `work` (synchronous: the models are better-sqlite3 calls). When it throws, the error is
 * logged and `failText` comes back instead. A thrown Response (a redirect, a 404) is an answer, not
 * a failure, and passes through.
 */
export function attempt<T>(failText: string, work: () => T): Attempt<T> {
  try {
    return { ok: true, value: work(), error: null }
  } catch (error) {
    if (error instanceof Response) throw error
    console.error(`${failText}:`, error)
    return { ok: false, value: undefined, error: failText }
  }
}
