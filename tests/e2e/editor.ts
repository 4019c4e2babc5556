// Typing into the rich-text editor (Lexical) as a person does. The editor learns of a keyboard or
// mouse selection from the next `selectionchange` event and applies its own on the next frame: a
// key pressed before then acts where the caret was, and on two busy cores that happens.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Lets the editor see the latest selection, and a frame pass after it (`ms` more for a slow one). */
export const settle = (page: Page, ms = 50) =>
  page.evaluate(
    (ms) => new Promise((done) => requestAnimationFrame(() => setTimeout(done, ms))),
    ms,
  )

/** Clicks `text` in the editor and puts the caret at the end of its line, once the editor has it. */
export async function caretAtEndOf(page: Page, editor: Locator, text: string) {
  await editor.getByText(text).click()
  await expect(editor).toBeFocused()
  await settle(page)
  await page.keyboard.press('End')
  await settle(page)
}
