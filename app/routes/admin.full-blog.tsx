import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogManager } from '#app/components/admin/blog-manager.tsx'
import { postsLoader } from '#app/admin/blog-manager.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Full Blog')]

export const loader = postsLoader

export default function Page() {
  const { posts, error, message } = useLoaderData<typeof loader>()
  return (
    <BlogManager heading="إدارة المدونة" posts={posts} error={error} message={message} lang="ar" />
  )
}
