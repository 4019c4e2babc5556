// The shared path of the two web forms (contact, consultation): per-IP rate limit (the same budget
// as the form's /api route, see form-limits.server.ts), a capped body, honeypot, validation with the
// model's schema, then store. The caller decides where success redirects.
import { attributeLead, sentFromPage } from '#app/analytics/attribution.server.ts'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { z } from 'zod'
import { HONEYPOT_FIELD, SENT_FROM_FIELD, STAMP_FIELD } from '#app/lib/form-fields.ts'
import type { FormResult } from '#app/lib/form-reply.ts'
import { formReply } from '#app/lib/form-reply.server.ts'
import { claimFormStamp, judgeFormStamp, releaseFormStamp } from '#app/lib/form-stamp.server.ts'
import { formFromBytes, readCappedBody } from '#app/lib/body.server.ts'
import { FORM_TOO_LARGE_MESSAGE, PUBLIC_FORM_MAX_BYTES } from '#app/site/form-limits.server.ts'
import { isNoSpace, NO_SPACE_WRITE_MESSAGE } from '#app/lib/no-space.server.ts'
import { isLeadBudgetSpent, LEAD_BUDGET_MESSAGE } from '#app/models/lead-budget.server.ts'
import { clientKey, hit, type Limit } from '#app/lib/rate-limit.server.ts'
import { dictionaryFor, type Dictionary } from '#app/i18n/dictionary.ts'
import { readPath, type Language } from '#app/i18n/languages.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'
import { errorsIn } from '#app/site/form-messages.server.ts'

/**
 * What the form's own checks found (docs/security.md, "Spam"), and where the lead came from
 * (app/analytics/attribution.server.ts).
 */
export type LeadSignals = {
  suspicious: boolean
  fast: boolean
  attribution: LeadAttribution | null
  /** The language of the page the form was sent from (issue 34). */
  language: Language
}

/**
 * The language of the page a form was sent from: the page it goes back to (the consultation modal
 * posts to one address from every page and says where it was opened), else the address it was
 * posted to (the home page's contact form, /ar or /).
 */
function languageOf(request: Request, form: FormData): Language {
  const back = form.get('redirectTo')
  const page =
    typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')
      ? back
      : new URL(request.url).pathname
  return readPath(page.split(/[?#]/)[0]!, publicDefaultLanguage()).language
}

type Refusal = ReturnType<typeof formReply>
/** On success, `values` holds the submitted text fields (hidden ones such as redirectTo included). */
type Outcome = { ok: true; values: Record<string, string> } | { ok: false; response: Refusal }

/**
 * The one form reply (docs/architecture.md, "Form replies"), with what was typed (never the
 * honeypot) and, when given, a message for the form as a whole.
 */
function refuse(
  submission: { reply: (options: object) => FormResult },
  init: ResponseInit,
  extra: { message?: string; language?: Language } = {},
): Outcome {
  const reply = submission.reply({
    hideFields: [HONEYPOT_FIELD],
    ...(extra.message ? { formErrors: [extra.message] } : {}),
  })
  // The fields' messages in the page's language (form-messages.server.ts).
  const result = extra.language ? { ...reply, error: errorsIn(reply.error, extra.language) } : reply
  return { ok: false, response: formReply(result, init) }
}

/** The form's fields, or null when the body is over the cap. */
async function readForm(request: Request): Promise<FormData | null> {
  const bytes = await readCappedBody(request, PUBLIC_FORM_MAX_BYTES)
  return bytes && formFromBytes(request, bytes)
}

// Reads a form without judging its fields: for a refusal that is not about them.
const AsTyped = z.any()

export async function handlePublicForm<S extends z.ZodType>({
  request,
  context,
  limit,
  schema,
  save,
  failure,
}: {
  request: Request
  context: { clientAddress?: string } | undefined
  /** CONTACT_LIMIT or CONSULTATION_LIMIT: the budget this form shares with its /api route. */
  limit: { name: string; limit: Limit }
  schema: S
  /** Stores the lead: `suspicious` sends it to the Spam folder, `fast` marks it in the inbox. */
  save: (input: z.output<S>, options: LeadSignals) => unknown
  /**
   * The form's own words for a save that failed without a message ('Failed to send message'),
   * which the form shows as they are (docs/product.md §4; form-status.tsx).
   */
  failure: (t: Dictionary) => string
}): Promise<Outcome> {
  // Counted before the body is read, so an oversized or malformed post costs a point too. On a
  // full disk not even the count can be written: the post is refused as the save would be.
  const limited = await hit(limit.name, limit.limit, clientKey(context)).catch((error) => {
    if (isNoSpace(error)) return null
    throw error
  })
  // Read (capped) even when refused, so that a person gets back what they typed.
  const formData = await readForm(request)
  // The page it was sent from goes back with a refusal, so the next post keeps its campaign.
  formData?.set(SENT_FROM_FIELD, sentFromPage(request, formData))

  if (!limited) {
    return refuse(
      parseWithZod(formData ?? new FormData(), { schema: AsTyped }),
      { status: 507 },
      { message: NO_SPACE_WRITE_MESSAGE },
    )
  }

  if (!limited.ok) {
    const minutes = Math.ceil(limited.retryAfterSec / 60)
    const message = `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    return refuse(
      parseWithZod(formData ?? new FormData(), { schema: AsTyped }),
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSec) } },
      { message },
    )
  }
  // Too large to read, so nothing typed can be sent back.
  if (!formData) {
    return refuse(
      parseWithZod(new FormData(), { schema: AsTyped }),
      { status: 413 },
      {
        message: FORM_TOO_LARGE_MESSAGE,
      },
    )
  }

  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return refuse(submission, { status: 400 }, { language: languageOf(request, formData) })
  }
  // Strong signs of a bot (the honeypot filled or left out of the post, the page's signed stamp
  // missing or forged) are told "sent" like anyone and kept in the Spam folder: never dropped, never
  // notified, and the admin can move a person's back. A weak one (a genuine stamp sent back sooner
  // than a person usually could) never hides a lead: it is stored as new, notified, and marked
  // "sent unusually fast" for the admin to judge. Checked after the fields, so a person who sends
  // a half-filled form at once still sees what is missing. A stamp proves one fresh form: one older
  // than a day, or one already used, is a bot's too (a person's browser gets a stamp of its own
  // with every page and after every sent form: form-stamp.tsx), and lands in Spam.
  const trap = formData.get(HONEYPOT_FIELD)
  const stampValue = formData.get(STAMP_FIELD)
  const stamp = judgeFormStamp(stampValue)
  const claimed =
    (stamp === 'fast' || stamp === 'human') && (await claimFormStamp(String(stampValue)))
  const suspicious = typeof trap !== 'string' || trap.trim() !== '' || !claimed
  const fast = stamp === 'fast'
  try {
    const attribution = attributeLead({
      request,
      clientAddress: context?.clientAddress,
      form: formData,
    })
    const language = languageOf(request, formData)
    await save(submission.value, { suspicious, fast, attribution, language })
  } catch (error) {
    // Not stored: the stamp may come back with the same form.
    if (claimed) await releaseFormStamp(String(stampValue))
    // Answered here rather than thrown: the form stays, with what was typed. A full disk says so
    // (507); anything else is told with the form's own fallback text in the page's language
    // ('Failed to send message' / 'Failed to send request').
    if (isNoSpace(error)) {
      return refuse(submission, { status: 507 }, { message: NO_SPACE_WRITE_MESSAGE })
    }
    // The server-wide daily budget for leads (app/models/lead-budget.server.ts).
    if (isLeadBudgetSpent(error)) {
      const headers = { 'Retry-After': String(error.retryAfterSec) }
      return refuse(submission, { status: 503, headers }, { message: LEAD_BUDGET_MESSAGE })
    }
    console.error('A public form could not be saved', error)
    const message = failure(dictionaryFor(languageOf(request, formData)))
    return refuse(submission, { status: 500 }, { message })
  }
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string') values[key] = value
  return { ok: true, values }
}
