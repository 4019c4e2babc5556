import type { Locator } from '@playwright/test'
import { E2E } from './env.mjs'

/** The signed stamp a public form carries: a hidden field at the end of the page, joined by `form`. */
export async function stampOf(scope: Locator): Promise<string> {
  // The form itself, or the one inside (a dialog's).
  const id = await scope.locator('xpath=descendant-or-self::form').first().getAttribute('id')
  return scope.page().locator(`input[name="form_stamp"][form="${id}"]`).inputValue()
}

/** When this visitor received the form (ms), as its stamp says. */
export async function receivedAt(form: Locator): Promise<number> {
  return Number((await stampOf(form)).split('.')[0])
}

// Public forms sent back sooner than FORM_MIN_FILL_MS after this visitor received them are marked
// "sent unusually fast" (app/lib/form-stamp.server.ts). Tests that expect an ordinary lead wait
// until their form is old enough, as a person would be.
export async function waitUntilHumanlyOld(form: Locator, minMs = E2E.formMinFillMs) {
  const left = (await receivedAt(form)) + minMs + 100 - Date.now()
  if (left > 0) await form.page().waitForTimeout(left)
}
