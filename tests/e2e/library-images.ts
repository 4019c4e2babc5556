// Library files made for a test: uploaded through the admin's upload door, each given an alt text
// of its own so a search of the library finds it alone (or a shared prefix finds a test's set).
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { expect } from './fixtures.ts'
import { PNG, unique } from './media-files.ts'

export async function libraryImage(
  page: Page,
  baseURL: string,
  { alt = unique('Library pick'), file = PNG }: { alt?: string; file?: typeof PNG } = {},
) {
  const uploaded = await page.request.post('/admin/uploads/projects', {
    multipart: { file },
    headers: { Origin: baseURL },
  })
  expect(uploaded.status()).toBe(201)
  const { fileUrl: url } = (await uploaded.json()) as { fileUrl: string }
  const [row] = queryDb<{ id: number }>('SELECT id FROM media_files WHERE url = ?', url)
  const saved = await page.request.post('/admin/media', {
    form: { intent: 'alt', id: String(row!.id), alt },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  })
  expect(saved.status()).toBe(302)
  return { url, alt }
}
