// The one shape every HTML form's action answers with when it does not redirect (docs/architecture.md,
// "Form replies"): `{ result }`, Conform's SubmissionResult, whose field errors sit under their
// field's name and whose errors about the whole form (a failed write, a refused delete, a limit)
// sit under the empty name, as Conform's own `form.errors`; what was posted (which button: the
// `intent`) is in its `initialValue`. A reply may carry, under `shown`, what the screen shows once
// beside the form and nothing could show again (recovery codes, an invitation link, an import's
// refused lines): never a second place for an error. The server makes it with
// app/lib/form-reply.server.ts; a component reads it with useForm's `lastResult` or, for a form
// without fields (a delete), with `formErrorOf`.
import type { SubmissionResult } from '@conform-to/react'

export type FormResult = SubmissionResult<string[]>

export type FormReply<Shown = never> = { result: FormResult; shown?: Shown }

/** The reply's first error about the whole form (or about `field`, for a form read without Conform). */
export function formErrorOf(
  reply: { result?: FormResult | null } | null | undefined,
  field = '',
): string | undefined {
  return reply?.result?.error?.[field]?.[0] ?? undefined
}

/** Which submit button sent the form the reply answers (its `name="intent"`), if any. */
export function postedIntent(
  reply: { result?: FormResult | null } | null | undefined,
): string | undefined {
  const intent = reply?.result?.initialValue?.intent
  return typeof intent === 'string' ? intent : undefined
}
