// Where the editors' script keeps what is typed a few seconds after typing stops (JSON in, JSON
// out), and where the restore offer's Discard posts (a plain form, so it works without
// JavaScript). Both are admin writes: a session and the site's own origin (requireAdmin*), a body
// read with a cap, the model's schema as the one check; bad input is a 400, never a 500.
// docs/publishing.md "Autosave".
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { AUTOSAVE_DISCARD } from '#app/admin/autosave-fields.ts'
import { requireAdmin, requireAdminForJson } from '#app/auth/auth.server.ts'
import { readCappedBody, readSmallForm } from '#app/lib/body.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import {
  AUTOSAVE_KINDS,
  AutosaveInputSchema,
  clearAutosave,
  keepAutosave,
  MAX_AUTOSAVE_CHARS,
} from '#app/models/autosave.server.ts'

// The fields' cap, with room for JSON's quotes and escapes of a long text.
const MAX_BODY_BYTES = 2 * MAX_AUTOSAVE_CHARS

const DiscardSchema = z.object({
  intent: z.literal(AUTOSAVE_DISCARD),
  kind: z.enum(AUTOSAVE_KINDS),
  item: z.string().max(20),
  redirectTo: z.string().max(2000),
})

// Only posts are answered here; a signed-out visitor who opens the URL is sent to sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json({ message: 'Method Not Allowed' }, { status: 405 })
}

export async function action({ request }: ActionFunctionArgs) {
  const type = request.headers.get('Content-Type') ?? ''
  return type.startsWith('application/json') ? keep(request) : discard(request)
}

/** The script's autosave: 401 JSON without a session, never the sign-in page. */
async function keep(request: Request) {
  const admin = await requireAdminForJson(request)
  const bytes = await readCappedBody(request, MAX_BODY_BYTES)
  if (!bytes) return Response.json({ message: 'Too large' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    return Response.json({ message: 'Bad request' }, { status: 400 })
  }
  const input = AutosaveInputSchema.safeParse(body)
  if (!input.success) return Response.json({ message: 'Bad request' }, { status: 400 })
  const savedAt = new Date()
  keepAutosave(admin.id, input.data, savedAt)
  return Response.json({ savedAt: savedAt.toISOString() })
}

/** Discard: forgets the autosave and goes back to the editor, which then offers nothing. */
async function discard(request: Request) {
  const admin = await requireAdmin(request)
  const form = DiscardSchema.safeParse(Object.fromEntries(await readSmallForm(request)))
  if (!form.success) return new Response('Bad request', { status: 400 })
  clearAutosave(admin.id, form.data.kind, form.data.item)
  return redirect(safeRedirectPath(form.data.redirectTo, '/admin'))
}
