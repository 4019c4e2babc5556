// With JavaScript the admin forms upload their files here first (through XMLHttpRequest, so a
// progress bar can show) and then save the returned URL; without JavaScript the same forms post
// their files straight to their own actions. Answers `{ fileUrl, type }` or `{ message }`.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  adminUploadTexts,
  receiveAdminUpload,
  refusalText,
  uploadDoorKind,
} from '#app/admin/uploads.server.ts'
import { sweepOrphanUploadsNowAndThen } from '#app/media/upload-release.server.ts'
import { requireAdmin, requireAdminForJson } from '#app/auth/auth.server.ts'

// Only posts are answered here; a signed-out visitor who opens the URL is sent to sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json({ message: 'Method Not Allowed' }, { status: 405 })
}

// The caller is a script: without a session it gets 401 JSON, never the sign-in page.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdminForJson(request)
  const kind = uploadDoorKind(params.kind)
  if (!kind) return Response.json({ message: 'Not found' }, { status: 404 })
  const result = await receiveAdminUpload(request, kind)
  if (!result.ok) {
    return Response.json({ message: refusalText(kind, result) }, { status: result.status })
  }
  if (!result.file) {
    return Response.json({ message: adminUploadTexts(kind).missing }, { status: 400 })
  }
  // Files uploaded here first and never saved are removed a day later (see the sweep).
  await sweepOrphanUploadsNowAndThen()
  return Response.json({ fileUrl: result.file.url, type: result.file.type }, { status: 201 })
}
