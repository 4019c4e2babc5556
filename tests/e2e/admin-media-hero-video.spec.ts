import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { MP4, PNG, uploadExists } from './media-files.ts'

const heroUrl = () =>
  queryDb<{ url: string }>('SELECT url FROM hero_video WHERE id = 1')[0]?.url ?? null

test('the hero video form checks the file before uploading, then uploads with progress @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/hero-video')
  // The checks below run in the page: wait until it is hydrated.
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('At most 50 MB')).toBeVisible()
  const upload = page.getByRole('button', { name: 'Upload Video' })
  const file = page.getByLabel('Video file')
  await expect(file).toHaveAttribute('accept', 'video/*')

  await upload.click()
  await expect(page.getByText('Please select a video to upload.')).toBeVisible()
  await file.setInputFiles(PNG)
  await upload.click()
  await expect(page.getByText('Please select a video file.')).toBeVisible()

  const dir = mkdtempSync(join(tmpdir(), 'hero-'))
  try {
    const big = join(dir, 'big.mp4')
    writeFileSync(big, '')
    truncateSync(big, 50 * 1024 * 1024 + 1)
    await file.setInputFiles(big)
    await upload.click()
    await expect(page.getByText('Video size must not exceed 50 MB.')).toBeVisible()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  const before = heroUrl()
  await file.setInputFiles(MP4)
  await upload.click()
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible()
  const after = heroUrl()!
  expect(after).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.mp4$/)
  expect(after).not.toBe(before)
  expect(uploadExists(after)).toBe(true)
  if (before?.startsWith('/uploads/')) expect(uploadExists(before)).toBe(false)
  await expect(page.locator(`video[src="${after}"]`)).toBeAttached()
})

test('without JavaScript the server checks the file and stores the video @nojs', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/hero-video')
  const upload = page.getByRole('button', { name: 'Upload Video' })
  await upload.click()
  await expect(page.getByText('Please select a video to upload.')).toBeVisible()
  await page.getByLabel('Video file').setInputFiles(PNG)
  await upload.click()
  await expect(page.getByText('Please select a video file.')).toBeVisible()
  await page.getByLabel('Video file').setInputFiles(MP4)
  await upload.click()
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible()
  const url = heroUrl()!
  expect(uploadExists(url)).toBe(true)
  await expect(page.locator(`video[src="${url}"]`)).toBeAttached()
})

test('an upload after the session ended says so instead of reporting success @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/hero-video')
  await page.waitForLoadState('networkidle')
  const before = heroUrl()
  await page.context().clearCookies()
  await page.getByLabel('Video file').setInputFiles(MP4)
  await page.getByRole('button', { name: 'Upload Video' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has expired. Please sign in again.',
  )
  await expect(page.getByText('Video uploaded successfully!')).toHaveCount(0)
  expect(heroUrl()).toBe(before)
})
