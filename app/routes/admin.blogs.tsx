import { type MetaFunction } from '@remix-run/node'
import { listLoader } from '#app/admin/list-route.server.ts'
import { useLoaderData } from '@remix-run/react'
import { BlogManager } from '#app/components/admin/blog-manager.tsx'
import { listBlogPosts } from '#app/models/blog.server.ts'

export const meta: MetaFunction = () => [{ title: 'Manage Blogs | Admin' }]

export const loader = listLoader(
  'Failed to fetch posts',
  () => ({
    posts: listBlogPosts().map(({ _id, title, coverImage }) => ({ _id, title, coverImage })),
  }),
  { posts: [] },
)

export default function Page() {
  const { posts, error, message } = useLoaderData<typeof loader>()
  return <BlogManager heading="Manage Blogs" posts={posts} error={error} message={message} />
}
