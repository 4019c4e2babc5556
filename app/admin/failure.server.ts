// An admin screen whose database read or write throws shows docs/product.md §8's fixed text in red ('Failed
// to fetch projects', 'Failed to delete post', ...) instead of an error page, and the operator finds
// the cause in the server log.
import type { FormResult } from '#app/lib/form-reply.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { ConflictError } from '#app/models/errors.ts'

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

/**
 * `attempt` for a write a uniqueness rule may refuse (a taken name, a redirect that would loop): the
 * ConflictError is the admin's to fix beside its field, not a failure to log, and comes back as the
 * value.
 */
export function attemptWrite<T>(failText: string, work: () => T): Attempt<T | ConflictError> {
  return attempt(failText, () => {
    try {
      return work()
    } catch (error) {
      if (error instanceof ConflictError) return error
      throw error
    }
  })
}

/** What Conform's submission replies with, errors given. */
type Replying = {
  reply(options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): FormResult
}

/**
 * The form's reply to a write that did not happen: its failure above the form (500), a conflict
 * beside its field (400); null when it was written.
 */
export function refusedWrite(submission: Replying, written: Attempt<unknown>) {
  if (!written.ok) return formReply(submission.reply({ formErrors: [written.error] }), 500)
  if (written.value instanceof ConflictError) {
    const { field, message } = written.value
    return formReply(submission.reply({ fieldErrors: { [field]: [message] } }), 400)
  }
  return null
}
