import type { ClientActionFunctionArgs } from '@remix-run/react'
import { NewPostModal } from '#app/components/admin/blog-manager.tsx'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { newPostAction, newPostLoader } from '#app/admin/blog-manager.server.ts'

export const loader = newPostLoader
export const action = newPostAction('/admin/blogs')

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewPost() {
  return <NewPostModal listUrl="/admin/blogs" />
}
