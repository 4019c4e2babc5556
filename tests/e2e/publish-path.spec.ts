// Issue 33's target: publishing a post with a cover image and one image in its body, from the
// dashboard, takes at most 6 clicks or key presses beyond typing, and no scrolling to reach Save,
// at 1440x900. The walk below is what an admin does, counted: each click and each key that is not
// text counts; typed text and the file picked in the system's file dialog (its content, as typed
// text is) do not. Every control is in the window when it is clicked (nothing scrolls to reach it).
import type { Locator, Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { PNG, unique } from './media-files.ts'

const BUDGET = 6

function counter(page: Page) {
  const done: string[] = []
  const inView = async (target: Locator, what: string) => {
    const box = (await target.boundingBox())!
    const { width, height } = page.viewportSize()!
    expect(
      box.y >= 0 && box.y + box.height <= height && box.x + box.width <= width,
      `${what} is in the window without scrolling`,
    ).toBe(true)
  }
  return {
    done,
    async click(target: Locator, what: string) {
      await expect(target).toBeVisible()
      await inView(target, what)
      done.push(`click ${what}`)
      await target.click()
    },
    /** A click that opens the system's file dialog, answered with `file`. */
    async clickToChoose(target: Locator, what: string, file: typeof PNG) {
      await expect(target).toBeVisible()
      await inView(target, what)
      done.push(`click ${what}`)
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), target.click()])
      await chooser.setFiles(file)
    },
    async press(key: string) {
      done.push(`press ${key}`)
      await page.keyboard.press(key)
    },
    type: (text: string) => page.keyboard.type(text),
  }
}

test(`a post with a cover and a body image is published from the dashboard in at most ${BUDGET} clicks or keys, Save in view, at 1440x900 @js`, async ({
  adminPage: page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/dashboard')
  await page.waitForSelector('html[data-hydrated]')
  const steps = counter(page)
  const title = unique('Two pictures')
  const alt = unique('A teal pixel in the body')

  await steps.click(page.getByRole('link', { name: 'New post' }), 'New post')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  const editor = dialog.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  // The title has the focus when the form opens.
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await steps.type(title)
  // The chooser's face (the file input itself is visually hidden under it: ui/file-input.tsx).
  await steps.clickToChoose(
    dialog.getByRole('group', { name: 'Cover image' }).getByText('Choose file', { exact: true }),
    'the cover chooser',
    PNG,
  )
  await expect(
    dialog.getByRole('group', { name: 'Cover image' }).getByTestId('chosen-media'),
  ).toBeVisible()
  await steps.click(editor, 'the body')
  await steps.type('A post with two pictures. ')
  await steps.clickToChoose(
    dialog
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Image', exact: true }),
    'Image in the toolbar',
    PNG,
  )
  const panel = dialog.getByRole('group', { name: 'Add an image' })
  await expect(panel.getByLabel('Alt text (required)')).toBeFocused()
  await steps.type(alt)
  await steps.press('Enter')
  await expect(editor.getByRole('img', { name: alt })).toBeVisible()
  await steps.click(dialog.getByRole('button', { name: 'Publish' }), 'Publish')
  await expect(page.getByText('Post published.')).toBeVisible()

  expect(steps.done.length, steps.done.join(', ')).toBeLessThanOrEqual(BUDGET)
  const [post] = queryDb<{ cover: string; content: string; status: string }>(
    'SELECT cover_image AS cover, content, status FROM blog_posts WHERE title = ?',
    title,
  )
  expect(post!.status).toBe('published')
  expect(post!.cover).toMatch(/^\/uploads\/blogs\/.+\.png$/)
  expect(post!.content).toMatch(/<img [^>]*src="\/uploads\/blogs\/[^"]+\.png"/)
  expect(post!.content).toContain(`alt="${alt}"`)
})
