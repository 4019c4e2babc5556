// Preview links (docs/publishing.md): signed, they show an unpublished post to anyone holding
// them until they expire (by the clock the read is given) or are revoked, by the admin, by
// publishing or by deleting the post.
import { describe, expect, test } from 'vitest'
import {
  createBlogPost,
  deleteBlogPost,
  previewBlogPost,
  updateBlogPost,
} from '#app/models/blog.server.ts'
import { issuePreviewToken, readPreviewToken, revokePreviews } from '#app/models/preview.server.ts'
import { admin } from '../../api/helpers.ts'

const DAY = 24 * 3_600_000
const T = new Date('2026-06-01T12:00:00Z')
const at = (ms: number) => new Date(T.getTime() + ms)

async function draft(title = 'Secret plans') {
  const { user } = await admin(`Writer of ${title}`)
  const post = createBlogPost({ title, content: '<p>Soon</p>', status: 'draft' }, user.id, T)
  return { post, id: Number(post._id), userId: user.id }
}

describe('preview links', () => {
  test('show a draft until they expire, seven days later by default', async () => {
    const { post, id } = await draft()
    const { token, expiresAt } = issuePreviewToken('blog', id, T)
    expect(expiresAt).toEqual(at(7 * DAY))
    expect(previewBlogPost(token, T)).toMatchObject({
      item: { title: post.title, status: 'draft' },
    })
    expect(previewBlogPost(token, at(7 * DAY - 1))).toMatchObject({ expiresAt })
    expect(previewBlogPost(token, at(7 * DAY))).toBeUndefined()
  })

  test('a forged, altered or malformed link shows nothing', async () => {
    const { id } = await draft()
    const other = (await draft('Other')).id
    const { token } = issuePreviewToken('blog', id, T)
    const [, expires, signature] = token.split('.')
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    for (const forged of [
      `${other}.${expires}.${signature}`,
      `${id}.${(parseInt(expires!, 36) + DAY).toString(36)}.${signature}`,
      `${id}.${expires}.${flip(signature!)}`,
      `${id}.${expires}`,
      `0${id}.${expires}.${signature}`,
      'x'.repeat(5_000),
    ]) {
      expect(previewBlogPost(forged, T), forged.slice(0, 40)).toBeUndefined()
    }
    expect(readPreviewToken('blog', token, T)?.itemId).toBe(id)
  })

  test('revoked by the admin: every link made so far stops, a new one works', async () => {
    const { id } = await draft()
    const first = issuePreviewToken('blog', id, T).token
    const second = issuePreviewToken('blog', id, T).token
    revokePreviews('blog', id)
    expect(previewBlogPost(first, T)).toBeUndefined()
    expect(previewBlogPost(second, T)).toBeUndefined()
    const fresh = issuePreviewToken('blog', id, T).token
    expect(previewBlogPost(fresh, T)).toMatchObject({ item: { _id: String(id) } })
  })

  test('revoked by publishing and by deleting; a scheduled post keeps its link until it is public', async () => {
    const { id, userId } = await draft()
    const token = issuePreviewToken('blog', id, T).token
    const when = at(DAY)
    updateBlogPost(
      id,
      { title: 'Secret plans', content: 'x', status: 'scheduled', publishAt: when.toISOString() },
      userId,
      T,
    )
    expect(previewBlogPost(token, T)).toMatchObject({ item: { status: 'scheduled' } })
    // Its time come, the link leads to the public page.
    expect(previewBlogPost(token, when)).toEqual({ movedTo: 'secret-plans' })

    updateBlogPost(id, { title: 'Secret plans', content: 'x', status: 'published' }, userId, T)
    expect(previewBlogPost(token, T)).toBeUndefined()
    updateBlogPost(id, { title: 'Secret plans', content: 'x', status: 'draft' }, userId, T)
    expect(previewBlogPost(token, T)).toBeUndefined()

    const again = issuePreviewToken('blog', id, T).token
    expect(deleteBlogPost(id)).toBe(true)
    expect(previewBlogPost(again, T)).toBeUndefined()
    expect(readPreviewToken('blog', again, T)).toBeUndefined()
  })
})
