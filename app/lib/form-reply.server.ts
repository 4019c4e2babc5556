// The answers of an HTML form's action that does not redirect, in the one shape of
// app/lib/form-reply.ts: Conform's result, with its status (and headers) on the response.
import { data } from '@remix-run/node'
import type { FormReply, FormResult } from '#app/lib/form-reply.ts'

type Init = number | ResponseInit

/** Conform's result (`submission.reply(...)`), and what the screen shows once beside the form. */
export function formReply<Shown = never>(result: FormResult, init?: Init, shown?: Shown) {
  return data<FormReply<Shown>>(shown === undefined ? { result } : { result, shown }, init)
}

/**
 * An error about the whole form (or about one `field`) when there is no submission to reply with:
 * a delete, a restore, a file refused while it streamed.
 */
export function formError(text: string, init?: Init, field = '') {
  return formReply({ status: 'error', error: { [field]: [text] } }, init)
}
