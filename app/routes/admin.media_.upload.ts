// With JavaScript the media library posts each chosen file here alone (XMLHttpRequest, so each has
// its own progress bar and Retry); without JavaScript its form posts them all to /admin/media.
// Answers `{ fileUrl, type }` (201) or `{ message }`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { uploadToLibrary } from '#app/admin/media-upload.server.ts'
import { requireAdmin, requireAdminForJson } from '#app/auth/auth.server.ts'

// Only posts are answered here; a signed-out visitor who opens the URL is sent to sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json({ message: 'Method Not Allowed' }, { status: 405 })
}

// The caller is a script: without a session it gets 401 JSON, never the sign-in page.
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminForJson(request)
  return uploadToLibrary(request, { json: true })
}
