// The blog modal's save, shared by the Add and Edit routes: a chosen cover file is stored and its
// URL saved (it wins over a typed URL, which only a page without JavaScript can send along with
// it); the content is sanitized by the blog model.
import { createBlogPost, BlogInputSchema, updateBlogPost } from '#app/models/blog.server.ts'
import { BLOG_COVER_FILE_FIELD } from '#app/lib/form-fields.ts'
import { saveUploadForm } from './upload-form.server.ts'

export function saveBlogForm(
  request: Request,
  { id, authorId, listUrl }: { id: number | null; authorId: number; listUrl: string },
) {
  return saveUploadForm(request, {
    kind: 'blogs',
    files: {
      matches: (name) => name === BLOG_COVER_FILE_FIELD,
      replaces: () => ({ url: 'coverImage' }),
    },
    schema: BlogInputSchema,
    save: (input) =>
      Boolean(id === null ? createBlogPost(input, authorId) : updateBlogPost(id, input, authorId)),
    listUrl,
    successText: 'Post saved successfully.',
    failText: 'Failed to save post',
    notFoundText: 'Post not found.',
  })
}
