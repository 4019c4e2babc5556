import type { Locator } from '@playwright/test'
import { E2E } from './env.mjs'

// Public forms sent back sooner than FORM_MIN_FILL_MS after their page was served are taken for a
// bot's (app/lib/form-stamp.server.ts). Tests that expect a message stored wait until their form is
// old enough, as a person would be; the stamp is the serve time, in milliseconds.
export async function waitUntilHumanlyOld(form: Locator, minMs = E2E.formMinFillMs) {
  const stamp = await form.locator('input[name="form_stamp"]').inputValue()
  const left = Number(stamp.split('.')[0]) + minMs + 100 - Date.now()
  if (left > 0) await form.page().waitForTimeout(left)
}
