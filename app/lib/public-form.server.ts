// The shared path of the two public forms (contact, consultation): honeypot, per-IP rate limit,
// validation with the model's schema, then store. The caller decides where success redirects.
import { data } from '@remix-run/node'
import type { z } from 'zod'
import type { FormResult } from '#app/components/forms/form-result.ts'
import { HONEYPOT_FIELD } from '#app/components/forms/form-result.ts'
import { clientKey, hit, type Limit } from '#app/lib/rate-limit.server.ts'

/** Generous for a person, tight for a script: 10 messages per form per address per 10 minutes. */
export const PUBLIC_FORM_LIMIT: Limit = { points: 10, durationSec: 10 * 60 }

const FIELDS = ['name', 'email', 'phone', 'message'] as const

type Outcome = { ok: true } | { ok: false; response: ReturnType<typeof data<FormResult>> }

export async function handlePublicForm<S extends z.ZodType>({
  formData,
  context,
  limitName,
  schema,
  save,
}: {
  formData: FormData
  context: { clientAddress?: string } | undefined
  limitName: string
  schema: S
  save: (input: z.output<S>) => unknown
}): Promise<Outcome> {
  // What goes back to the form on a refusal: everything typed (and hidden fields such as the page
  // to return to), but never the honeypot.
  const values: Record<string, string> = {}
  for (const [key, value] of formData) {
    if (typeof value === 'string' && key !== HONEYPOT_FIELD) values[key] = value
  }
  const input = Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? '']))

  const limited = await hit(limitName, PUBLIC_FORM_LIMIT, clientKey(context))
  if (!limited.ok) {
    const minutes = Math.ceil(limited.retryAfterSec / 60)
    return {
      ok: false,
      response: data<FormResult>(
        {
          status: 'error',
          message: `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          values,
        },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSec) } },
      ),
    }
  }

  // A filled honeypot is a bot: it is told "sent" and nothing is stored.
  const trap = formData.get(HONEYPOT_FIELD)
  if (typeof trap === 'string' && trap.trim() !== '') return { ok: true }

  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form')
      ;(errors[key] ??= []).push(issue.message)
    }
    return {
      ok: false,
      response: data<FormResult>({ status: 'error', errors, values }, { status: 400 }),
    }
  }
  await save(parsed.data)
  return { ok: true }
}
