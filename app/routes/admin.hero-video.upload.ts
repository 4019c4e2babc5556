// The hero video form's JavaScript twin: the same multipart form, sent with XMLHttpRequest so the
// screen can show upload progress, answered with JSON `{ message }` instead of a page.
import type { ActionFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { uploadHeroVideo } from '#app/lib/hero-upload.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const { status, message } = await uploadHeroVideo(request)
  return Response.json({ message }, { status })
}
