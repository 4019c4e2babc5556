// Loaders and actions of the blog manager's modals. The manager is painted under two lists,
// /admin/blogs and /admin/full-blog (docs/product.md §4), so each route passes the list it belongs to.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { deleteBlogPost, getBlogPost } from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { blogPosts } from './forms.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'

const FAILED = 'Failed to delete post'

function findPost(param: string | undefined) {
  const id = parseId(param)
  const post = id === null ? undefined : getBlogPost(id)
  if (id === null || !post) throw new Response('Post not found.', { status: 404 })
  return { id, post }
}

export async function editPostLoader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  // A missing post is a 404 (thrown through attempt); a failing read leaves the modal up with the
  // catalogue's text in red instead of an error page.
  const read = attempt('Failed to fetch blog post', () => findPost(params.id).post)
  if (!read.ok) return { values: null, error: read.error }
  const { title, coverImage, content } = read.value
  return { values: { title, coverImage: coverImage ?? '', content }, error: null }
}

export const newPostAction = (listUrl: string) => blogPosts(listUrl).newAction

export const editPostAction = (listUrl: string) => blogPosts(listUrl).editAction

export function deletePostAction(listUrl: string) {
  return async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const deleted = attempt(FAILED, () => {
      const { id, post } = findPost(params.id)
      return deleteBlogPost(id) ? post : null
    })
    if (!deleted.value) return data({ error: FAILED }, { status: deleted.ok ? 404 : 500 })
    return redirectWithMessage(listUrl, 'Post deleted successfully.')
  }
}

export async function deletePostLoader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  findPost(params.id)
  return null
}
