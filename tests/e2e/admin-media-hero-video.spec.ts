import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'
import { MP4, PNG, uploadExists } from './media-files.ts'
import { withoutJavaScript } from './modes.ts'

// There is one hero video, so these tests must not race each other: they all run in the JavaScript
// project (tagged @js), one after another, and those that prove the path without JavaScript open a
// signed-in context of their own with it turned off.
test.describe.configure({ mode: 'default' })

const heroUrl = () =>
  queryDb<{ url: string }>('SELECT url FROM hero_video WHERE id = 1')[0]?.url ?? null

const heroDir = join(E2E.uploadsDir, 'hero')
const heroFiles = () => (existsSync(heroDir) ? readdirSync(heroDir).sort() : [])

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

test('without JavaScript the server checks the file and stores the video @js', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
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

test('while a video uploads the button reads Uploading... and a progress bar shows; the home then plays it @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/hero-video')
  await page.waitForLoadState('networkidle')
  // Hold the upload at the door until the uploading state has been seen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/admin/hero-video/upload', async (route) => {
    await held
    await route.continue()
  })
  await page.getByLabel('Video file').setInputFiles(MP4)
  await page.getByRole('button', { name: 'Upload Video' }).click()
  const busy = page.getByRole('button', { name: 'Uploading...' })
  await expect(busy).toBeDisabled()
  const bar = page.getByRole('progressbar', { name: 'Video upload progress' })
  await expect(bar).toBeVisible()
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible()
  release()

  await expect(page.getByText('Video uploaded successfully!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload Video' })).toBeEnabled()
  await expect(bar).toHaveCount(0)
  const stored = heroUrl()

  await page.goto('/')
  const src = await page.getByTestId('hero-video').getAttribute('src')
  expect(src).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.mp4$/)
  expect(src).toBe(stored)
})

test('without JavaScript a video over 50 MB is refused by the server and leaves no file @js', async ({
  browser,
  baseURL,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'hero-'))
  try {
    await withoutJavaScript(browser, baseURL, async (page) => {
      // Sniffs as MP4 (its first bytes), then zeros up to one byte over the limit.
      const big = join(dir, 'big.mp4')
      writeFileSync(big, MP4.buffer)
      truncateSync(big, 50 * 1024 * 1024 + 1)
      await page.goto('/admin/hero-video')
      const before = heroUrl()
      const files = heroFiles()
      await page.getByLabel('Video file').setInputFiles(big)
      await page.getByRole('button', { name: 'Upload Video' }).click()
      await expect(page.getByText('Video size must not exceed 50 MB.')).toBeVisible()
      expect(heroUrl()).toBe(before)
      expect(heroFiles()).toEqual(files)
      // Nor a part file left where uploads stream to before they are judged (other specs' uploads
      // pass through there too, but none of theirs is near 50 MB).
      const partial = join(E2E.uploadsDir, '.partial')
      const parts = existsSync(partial) ? readdirSync(partial) : []
      expect(parts.filter((f) => statSync(join(partial, f)).size > 1024 * 1024)).toEqual([])
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a visitor who asks for reduced motion sees the still image, not the video @js', async ({
  adminPage: page,
}) => {
  if (!heroUrl()) {
    await page.goto('/admin/hero-video')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Video file').setInputFiles(MP4)
    await page.getByRole('button', { name: 'Upload Video' }).click()
    await expect(page.getByText('Video uploaded successfully!')).toBeVisible()
  }
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]')
  const video = page.getByTestId('hero-video')
  await expect(video).toBeAttached()
  await expect(video).toBeHidden()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await expect(page.getByTestId('hero-fallback')).toBeVisible()

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(video).toBeVisible()
})

test('with a video the hero has a play control: a dialog fetches and plays it when asked, Escape closes it; without JavaScript it links to the file @js', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  if (!heroUrl()) {
    await page.goto('/admin/hero-video')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Video file').setInputFiles(MP4)
    await page.getByRole('button', { name: 'Upload Video' }).click()
    await expect(page.getByText('Video uploaded successfully!')).toBeVisible()
  }
  const url = heroUrl()!
  // Reduced motion: the background video is never started, so any fetch of the file is the dialog's.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === url) fetched.push(request.url())
  })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]')
  const dialog = page.getByRole('dialog', { name: 'Video' })
  await expect(dialog).toBeHidden()
  expect(fetched).toEqual([])
  const play = page.getByRole('link', { name: 'Play the video' })
  await expect(play).toHaveAttribute('href', url)
  await play.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect.poll(() => fetched.length).toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(play).toBeFocused()
  // Its close button too; on a phone the control is a labelled button in the hero's row.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: 'Play the video' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  // Closed, the dialog is out of the accessibility tree: found by its element.
  expect(await page.locator('dialog video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)

  await withoutJavaScript(browser, baseURL, async (visitor) => {
    await visitor.goto('/')
    const link = visitor.getByRole('link', { name: 'Play the video' })
    await expect(link).toHaveAttribute('href', url)
    const file = await visitor.request.get(url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^video\//)
  })
})

const heroRow = () =>
  queryDb<{ url: string | null; poster: string | null }>(
    'SELECT url, poster FROM hero_video WHERE id = 1',
  )[0] ?? { url: null, poster: null }

test("without JavaScript the admin sets the hero's still image, which the home page draws first @js", async ({
  browser,
  baseURL,
  page,
}) => {
  await withoutJavaScript(browser, baseURL, async (admin) => {
    await admin.goto('/admin/hero-video')
    const still = admin.getByRole('form', { name: 'Still image' })
    await still.getByLabel('Still image URL').fill('javascript:alert(1)')
    await still.getByRole('button', { name: 'Save Still Image' }).click()
    await expect(admin.getByText(/URL must start with http/)).toBeVisible()
    await expect(admin.getByLabel('Still image URL')).toHaveValue('javascript:alert(1)')
    await admin.getByLabel('Still image URL').fill('')
    await admin.getByLabel('Or upload a still image').setInputFiles(PNG)
    await admin.getByRole('button', { name: 'Save Still Image' }).click()
    await expect(admin.getByText('Still image saved successfully.')).toBeVisible()
  })
  const poster = heroRow().poster!
  expect(poster).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.png$/)
  expect(uploadExists(poster)).toBe(true)

  await page.goto('/')
  const image = page.getByTestId('hero-fallback')
  await expect(image).toHaveAttribute('src', poster)
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  await expect(image).toHaveAttribute('loading', 'eager')
  // Over the still image the mark is the video's play control only.
  await expect(page.getByTestId('hero-mark')).toHaveCount(heroRow().url ? 1 : 0)
  // The designed artwork, drawn in the page when there is no still image, is gone.
  await expect(page.locator('div[data-testid="hero-fallback"]')).toHaveCount(0)
})

test('with JavaScript the still image is uploaded first or picked from the library, and cleared back to the designed one @js', async ({
  adminPage: page,
  baseURL,
}) => {
  await page.goto('/admin/hero-video')
  await page.waitForLoadState('networkidle')
  const still = page.getByRole('form', { name: 'Still image' })
  const before = heroRow().poster
  if (before) await still.getByRole('button', { name: 'Remove still image' }).click()
  await still.getByLabel('Or upload a still image').setInputFiles(PNG)
  await still.getByRole('button', { name: 'Save Still Image' }).click()
  await expect(page.getByText('Still image saved successfully.')).toBeVisible()
  const uploaded = heroRow().poster!
  expect(uploaded).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.png$/)
  expect(uploaded).not.toBe(before)
  // The one it replaced is released: nothing else used it.
  if (before) await expect.poll(() => uploadExists(before)).toBe(false)
  await expect(still.getByTestId('chosen-media')).toContainText(uploaded.split('/').pop()!)

  // A library file.
  const added = await page.request.post('/admin/uploads/projects', {
    multipart: { file: PNG },
    headers: { Origin: baseURL! },
  })
  const { fileUrl } = (await added.json()) as { fileUrl: string }
  await still.getByRole('button', { name: 'Replace still image' }).click()
  await still.getByLabel('Search the library').fill(fileUrl.split('/').pop()!)
  await still.getByRole('button', { name: `Choose ${fileUrl.split('/').pop()}` }).click()
  await expect(still.getByLabel('Still image URL')).toHaveValue(fileUrl)
  await still.getByRole('button', { name: 'Save Still Image' }).click()
  // The first save's message may still show: the stored row says when this one is done.
  await expect.poll(() => heroRow().poster).toBe(fileUrl)
  await page.goto('/')
  await expect(page.getByTestId('hero-fallback')).toHaveAttribute('src', fileUrl)

  await page.goto('/admin/hero-video')
  await page.waitForLoadState('networkidle')
  await still.getByRole('button', { name: 'Remove still image' }).click()
  await still.getByRole('button', { name: 'Save Still Image' }).click()
  await expect(page.getByText('Still image saved successfully.')).toBeVisible()
  await expect.poll(() => heroRow().poster).toBeNull()
  await page.goto('/')
  await expect(page.locator('div[data-testid="hero-fallback"]')).toBeVisible()
  await expect(page.locator('img[data-testid="hero-fallback"]')).toHaveCount(0)
})

test('the hero video is removed after a confirmation, without JavaScript too, leaving the still image @js', async ({
  browser,
  baseURL,
  page,
}) => {
  await withoutJavaScript(browser, baseURL, async (admin) => {
    if (!heroRow().url) {
      await admin.goto('/admin/hero-video')
      await admin.getByLabel('Video file').setInputFiles(MP4)
      await admin.getByRole('button', { name: 'Upload Video' }).click()
      await expect(admin.getByText('Video uploaded successfully!')).toBeVisible()
    }
    const video = heroRow().url!
    await admin.goto('/admin/hero-video')
    await admin.getByRole('link', { name: 'Remove Video' }).click()
    await expect(admin.getByText('Are you sure you want to remove the hero video?')).toBeVisible()
    await admin.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(admin.getByText('Video removed successfully.')).toBeVisible()
    expect(heroRow().url).toBeNull()
    await expect.poll(() => uploadExists(video)).toBe(false)
    await expect(admin.getByRole('link', { name: 'Remove Video' })).toHaveCount(0)
  })
  await page.goto('/')
  await expect(page.getByTestId('hero-video')).toHaveCount(0)
  await expect(page.getByTestId('hero-fallback')).toBeVisible()
})
