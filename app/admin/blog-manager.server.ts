// Loaders and actions of the blog manager's modals. The manager is painted under two lists,
// /admin/blogs and /admin/full-blog (docs/product.md §4), so each route passes the list it belongs to.
import { type LoaderFunctionArgs } from '@remix-run/node'
import { toLocalDateTime } from '#app/lib/dates.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { deleteBlogPost, getBlogPost, listBlogPosts } from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'
import { attempt } from '#app/admin/failure.server.ts'
import type { AdminFormat } from '#app/admin/admin-format.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { NEW_ITEM } from '#app/models/autosave.server.ts'
import { editorAutosave } from './editor-autosave.server.ts'
import { deleteRoute } from './delete-route.server.ts'
import { listLoader } from './list-route.server.ts'
import { searchedRows } from './list-search.server.ts'
import { previewRoute } from './preview-modal.server.ts'
import { blogPosts } from './forms.server.ts'
import { itemLink } from './publishing-fields.server.ts'
import { needsTranslation, withTranslationFigures } from './translation-figures.server.ts'

/**
 * The rows of the manager's table: every post, with its status, publish time and how much of it is
 * translated (only those that need translation when the address asks), those its search finds.
 */
export function postRows(request: Request, format: AdminFormat) {
  const posts = searchedRows('blog', listBlogPosts({ all: true, publication: true }), request)
  const rows = posts.map(({ _id, title, coverImage, slug, status, publishAt }) => ({
    _id,
    title,
    coverImage,
    slug: slug!,
    status: status!,
    publishAt: publishAt ? format.dateTime(publishAt, siteTimeZone()) : null,
  }))
  return withTranslationFigures('blog', rows, { needed: needsTranslation(request) })
}

/** The loader of both lists. */
export const postsLoader = listLoader(
  'Failed to fetch posts',
  (request, format) => ({ posts: postRows(request, format) }),
  () => ({ posts: [] }),
)

/** The Add editor's loader: the zone publish times are typed in, and its autosave. */
export async function newPostLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request)
  const { autosave, restored } = editorAutosave(request, admin, 'blog', NEW_ITEM)
  return { timeZone: siteTimeZone(), autosave, values: restored }
}

function findPost(param: string | undefined) {
  const id = parseId(param)
  const post = id === null ? undefined : getBlogPost(id, { all: true, publication: true })
  if (id === null || !post) throw new Response('Post not found.', { status: 404 })
  return { id, post }
}

/** The Edit modal's loader under one of the two lists: the form's values and where to see the post. */
export const editPostLoader =
  (listUrl: string) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const admin = await requireAdmin(request)
    // A missing post is a 404 (thrown through attempt); a failing read leaves the modal up with the
    // catalogue's text in red instead of an error page.
    const read = attempt('Failed to fetch blog post', () => findPost(params.id).post)
    const timeZone = siteTimeZone()
    if (!read.ok) return { values: null, error: read.error, timeZone, view: null, autosave: null }
    const { _id, title, coverImage, coverImageAlt, content, status, publishAt, slug } = read.value
    const { autosave, restored } = editorAutosave(request, admin, 'blog', _id)
    return {
      view: itemLink('blog', read.value, listUrl),
      values: {
        title,
        coverImage: coverImage ?? '',
        coverImageAlt: coverImageAlt ?? '',
        content,
        publishAt: publishAt ? toLocalDateTime(publishAt, timeZone) : '',
        slug: slug!,
        ...restored,
        // The buttons follow what is stored: a restored copy never says it was published.
        status: status!,
      },
      error: null,
      timeZone,
      autosave,
    }
  }

export const newPostAction = (listUrl: string) => blogPosts(listUrl).newAction

export const editPostAction = (listUrl: string) => blogPosts(listUrl).editAction

/** The delete-confirm modal's loader and action under one of the two lists. */
export const deletePost = (listUrl: string) =>
  deleteRoute({
    find: (id) => getBlogPost(id, { all: true }),
    notFoundText: 'Post not found.',
    remove: deleteBlogPost,
    list: listUrl,
    failed: 'Failed to delete post',
    done: 'Post deleted successfully.',
  })

/** The preview modal under one of the two lists (docs/publishing.md). */
export const previewPost = (listUrl: string) =>
  previewRoute({
    kind: 'blog',
    find: (id) => getBlogPost(id, { all: true, publication: true }),
    notFoundText: 'Post not found.',
    noun: 'post',
    listUrl,
  })
