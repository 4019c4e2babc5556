// The preview modal's loader and action (docs/publishing.md), for every kind with preview links:
// the loader names the item, the action makes a link (shown once, to be copied) or revokes every
// link made so far.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { formatDateTime } from '#app/lib/dates.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { PREVIEW_INTENT } from '#app/lib/form-fields.ts'
import { siteOrigin } from '#app/lib/site-url.server.ts'
import { parseId } from '#app/models/id.ts'
import { issuePreviewToken, revokePreviews } from '#app/models/preview.server.ts'
import { KINDS, type SlugKind } from '#app/models/kinds.server.ts'

export function previewRoute(options: {
  kind: SlugKind
  /** The item in any status, with its title and status. */
  find: (id: number) => { title: string; status?: string } | undefined
  notFoundText: string
  /** What the item is called in the modal's texts: "post", "service", "project". */
  noun: string
  listUrl: string
}) {
  const found = (param: string | undefined) => {
    const id = parseId(param)
    const item = id === null ? undefined : options.find(id)
    if (id === null || !item) throw new Response(options.notFoundText, { status: 404 })
    return { id, item }
  }
  return {
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await requireAdmin(request)
      const { item } = found(params.id)
      return {
        title: item.title,
        status: item.status!,
        listUrl: options.listUrl,
        noun: options.noun,
      }
    },
    action: async ({ request, params }: ActionFunctionArgs) => {
      await requireAdmin(request)
      const { id, item } = found(params.id)
      const intent = (await readPostedForm(request)).get('intent')
      if (intent === PREVIEW_INTENT.revoke) {
        revokePreviews(options.kind, id)
        return { revoked: true as const }
      }
      if (intent !== PREVIEW_INTENT.create) return data({ error: 'Unknown action.' }, 400)
      if (item.status === 'published') {
        return data({ error: `This ${options.noun} is published: its page is public.` }, 409)
      }
      const { token, expiresAt } = issuePreviewToken(options.kind, id)
      return {
        // Where a link leads: /preview/<the kind's public path>/<token>.
        url: `${siteOrigin(request)}/preview${KINDS[options.kind].address.path}/${token}`,
        expires: formatDateTime(expiresAt, siteTimeZone()),
      }
    },
  }
}
