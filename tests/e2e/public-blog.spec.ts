import { expect, test } from './fixtures.ts'
import Database from 'better-sqlite3'
import { E2E } from './env.mjs'

// Public blog cases that need a row the demo seed does not have, so they write to the database and
// run with the writers, after the seed-reading public page tests.

/** Adds a post with no author (its author was deleted, say) as the newest; returns its id and a remover. */
function addPostWithoutAuthor(title: string) {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const now = Date.now()
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO blog_posts (title, content, author_id, created_at, updated_at) VALUES (?, ?, NULL, ?, ?)',
      )
      .run(title, '<p>A post whose author is gone.</p>', now, now)
    return Number(lastInsertRowid)
  } finally {
    db.close()
  }
}

function removePost(id: number) {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id)
  } finally {
    db.close()
  }
}

test("a post without an author is by 'Unknown' on the list and on its page @server", async ({
  page,
}) => {
  const title = `Authorless post ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const id = addPostWithoutAuthor(title)
  try {
    // Written by another connection: the kept list shows it within a quarter of a second
    // (docs/scale.md, OTHER_WRITERS_MS), so the list is asked again until it does.
    const card = page.getByTestId('blog-card').filter({ hasText: title })
    await expect(async () => {
      await page.goto('/blog')
      await expect(card.getByText('By: Unknown')).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await card.getByRole('link', { name: 'Read More' }).click()
    await expect(page).toHaveURL(`/blog/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/^By: Unknown ·/)).toBeVisible()
  } finally {
    removePost(id)
  }
})
