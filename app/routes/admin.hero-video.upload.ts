// The hero video form's JavaScript twin: the same multipart form, sent with XMLHttpRequest so the
// screen can show upload progress, answered with JSON `{ message }` instead of a page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin, requireAdminForJson } from '#app/auth/auth.server.ts'
import { uploadHeroVideo } from '#app/admin/hero-upload.server.ts'

// Only posts are answered here; a signed-out visitor who opens the URL is sent to sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json({ message: 'Method Not Allowed' }, { status: 405 })
}

// The caller is a script: without a session it gets 401 JSON, never the sign-in page.
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminForJson(request)
  const { status, message } = await uploadHeroVideo(request)
  return Response.json({ message }, { status })
}
