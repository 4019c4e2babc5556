// The About page's optional blocks (docs/decisions/053-about-blocks.md): a team member with a photo
// and a figure added on the About screen, refused when incomplete with what was typed kept, shown
// on /about and /ar/about (through the page cache), then removed after a confirmation. The blocks
// are one page's lists, saved whole: the walk runs with JavaScript and then without in one test
// (modes.ts), never as two copies racing on the same lists.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'
import { inBothModes } from './modes.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)
// The smallest valid PNG (1x1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const photoOf = (name: string) =>
  queryDb<{ photo: string | null }>('SELECT photo FROM about_team_members WHERE name = ?', name)[0]
    ?.photo

/** The 1-based place of the row whose `label` field holds `value`. */
const placeOf = (page: Page, label: RegExp, value: string) =>
  page
    .getByLabel(label)
    .evaluateAll((els, v) => els.findIndex((el) => (el as HTMLInputElement).value === v) + 1, value)

async function walk(page: Page, mode: 'js' | 'nojs') {
  const name = `Member ${mode} ${suffix()}`
  const figure = `Label ${mode} ${suffix()}`
  await page.goto('/admin/about')
  const n = (await page.getByLabel(/^Team member \d+ name$/).count()) + 1
  await page.getByRole('button', { name: 'Add Team Member' }).click()
  await page.getByLabel(`Team member ${n} name`).fill(name)
  await expect(page.getByLabel(`Team member ${n} role`)).toHaveAttribute('required', '')
  await skipBrowserChecks(page)
  await page.getByRole('button', { name: 'Save Team' }).click()
  await expect(page.getByText('Role is required')).toBeVisible()
  await expect(page.getByLabel(`Team member ${n} name`)).toHaveValue(name)

  await page.getByLabel(`Team member ${n} role`).fill('Sound designer')
  await page
    .getByLabel(`Team member ${n} photo file`)
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save Team' }).click()
  await expect(page.getByRole('status')).toHaveText('Team saved successfully.')
  const photo = photoOf(name)
  expect(photo).toMatch(/^\/uploads\/about\/[0-9a-f]+\.png$/)
  expect(existsSync(join(E2E.uploadsDir, photo!.slice('/uploads/'.length)))).toBe(true)

  // The rows are counted once the page has loaded whole: without JavaScript the save is a new
  // page, streamed, and its status shows before the figures below it are parsed (a count of none
  // had the walk type over the first figure).
  await page.waitForLoadState('load')
  const m = (await page.getByLabel(/^Figure \d+ value$/).count()) + 1
  await page.getByRole('button', { name: 'Add Figure' }).click()
  await page.getByLabel(`Figure ${m} value`).fill('37')
  await page.getByLabel(`Figure ${m} label`).fill(figure)
  await page.getByRole('button', { name: 'Save Figures' }).click()
  await expect(page.getByRole('status')).toHaveText('Figures saved successfully.')

  // Both languages show them at once: the save let the page cache go.
  for (const [path, heading] of [
    ['/about', 'The team'],
    ['/ar/about', 'الفريق'],
  ] as const) {
    await page.goto(path)
    const team = page.getByTestId('about-team')
    await expect(team.getByRole('heading', { name: heading })).toBeVisible()
    await expect(team.getByText(name)).toBeVisible()
    const img = team.getByRole('img', { name })
    await expect(img).toHaveAttribute('width', '1')
    await expect(img).toHaveAttribute('height', '1')
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(page.getByTestId('about-figures').getByText(figure)).toBeVisible()
  }

  await page.goto('/admin/about')
  const at = await placeOf(page, /^Team member \d+ name$/, name)
  expect(at).toBeGreaterThan(0)
  await page.getByRole('link', { name: `Remove team member ${at}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Team Member' })
  await expect(dialog.getByTestId('delete-item')).toHaveText(name)
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status')).toHaveText('Team member removed.')
  expect(photoOf(name)).toBeUndefined()

  const f = await placeOf(page, /^Figure \d+ label$/, figure)
  await page.getByRole('button', { name: `Remove Figure ${f}` }).click()
  await page.getByRole('button', { name: 'Save Figures' }).click()
  await expect
    .poll(() => queryDb('SELECT id FROM about_figures WHERE label = ?', figure))
    .toEqual([])

  await page.goto('/about')
  await expect(page.getByText(name)).toHaveCount(0)
  await expect(page.getByText(figure)).toHaveCount(0)
}

test('about blocks, with JavaScript then without: a team member with a photo and a figure are added, shown in both languages, then removed @js', async ({
  browser,
  baseURL,
}) => {
  await inBothModes(browser, baseURL!, walk)
})
