import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogManager } from '#app/components/admin/blog-manager.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listBlogPosts } from '#app/models/blog.server.ts'

export const meta: MetaFunction = () => [{ title: 'Full Blog | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: posts = [], error } = attempt('Failed to fetch posts', () =>
    listBlogPosts().map(({ _id, title, coverImage }) => ({ _id, title, coverImage })),
  )
  return data({ posts, error, message }, { headers })
}

export default function Page() {
  const { posts, error, message } = useLoaderData<typeof loader>()
  return (
    <BlogManager heading="إدارة المدونة" posts={posts} error={error} message={message} lang="ar" />
  )
}
