// The blog modal's save, shared by the Add and Edit routes. One multipart post: a chosen cover
// file is stored first and its URL saved (it wins over a typed URL, which only a page without
// JavaScript can send along with it); the content is sanitized by the blog model.
import { data } from '@remix-run/node'
import { BlogInputSchema, createBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { ADMIN_UPLOADS, refusalText } from '#app/admin/uploads.server.ts'
import { issuesToErrors } from '#app/lib/field-errors.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { receiveUploads, releaseUploads } from '#app/lib/uploads.server.ts'

export type BlogFormData = {
  values: { title: string; coverImage: string; content: string }
  errors: Record<string, string>
}

export async function saveBlogForm(
  request: Request,
  { id, authorId, listUrl }: { id: number | null; authorId: number; listUrl: string },
) {
  const result = await receiveUploads(request, {
    field: 'coverFile',
    kind: 'blogs',
    accept: ADMIN_UPLOADS.blogs.accept,
  })
  const { fields } = result
  const values = {
    title: textField(fields, 'title'),
    coverImage: textField(fields, 'coverImage').trim(),
    content: textField(fields, 'content'),
  }
  // A refused cover cannot be kept, but what was typed comes back.
  if (!result.ok) {
    return data<BlogFormData>(
      { values, errors: { form: refusalText('blogs', result) } },
      result.status,
    )
  }
  const { file } = result
  const input = { ...values, coverImage: file?.url ?? values.coverImage }
  const parsed = BlogInputSchema.safeParse(input)
  const errors = issuesToErrors(parsed.error?.issues ?? [])
  if (!parsed.success || Object.keys(errors).length > 0) {
    releaseUploads([file?.url])
    return data<BlogFormData>({ values, errors }, 400)
  }

  // The model releases the cover this save replaced.
  const saved = attempt('Failed to save post', () => {
    if (id === null) return Boolean(createBlogPost(input, authorId))
    return updateBlogPost(id, input, authorId) !== undefined
  })
  if (!saved.value) {
    releaseUploads([file?.url])
    if (saved.ok) throw new Response('Post not found.', { status: 404 })
    return data<BlogFormData>({ values, errors: { form: saved.error } }, 500)
  }
  return redirectWithMessage(listUrl, 'Post saved successfully.')
}

/** Text fields by name (trimmed by the schemas later). */
function textField(fields: FormData, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}
