import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { blogListOf, useBlogList } from '#app/components/admin/blog-lists.ts'
import { NewPostModal } from '#app/components/admin/blog-manager.tsx'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { newPostAction, newPostLoader } from '#app/admin/blog-manager.server.ts'

export const loader = newPostLoader
export const action = (args: ActionFunctionArgs) =>
  newPostAction(blogListOf(args.request.url))(args)

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewPost() {
  return <NewPostModal listUrl={useBlogList()} />
}
