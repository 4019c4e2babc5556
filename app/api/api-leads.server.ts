// The leads of either inbox through the /api (docs/api.md): the list (GET, ?status= to narrow it)
// and a new lead (POST, under the web form's rate limit), then one lead: PUT sets its status only
// (new, read, replied, archived or spam), DELETE removes it. The two inboxes differ only in their
// model calls, limits and texts.
import { z } from 'zod'
import { LeadStatusSchema, type LeadStatus } from '#app/models/leads.server.ts'
import { LeadLanguageSchema } from '#app/models/lead-kind.server.ts'
import type { LeadOptions } from '#app/models/lead-commit.server.ts'
import { parseId } from '#app/models/id.ts'
import { apiError, apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { PUBLIC_FORM_MAX_BYTES, RATE_LIMITED_MESSAGE } from '#app/site/form-limits.server.ts'
import { clientKey, hit, type Limit } from '#app/lib/rate-limit.server.ts'

const StatusInputSchema = z.object({ status: LeadStatusSchema })

export function leadListRoute<Input>({
  list,
  create,
  limit,
  sent,
}: {
  list: (status?: LeadStatus) => unknown
  create: (input: Input, options: LeadOptions) => unknown
  /** CONTACT_LIMIT or CONSULTATION_LIMIT: the budget shared with the web form. */
  limit: { name: string; limit: Limit }
  sent: string
}) {
  return apiRoute({
    GET: ({ request }) => {
      requireApiUser(request)
      // ?status= narrows the list to one status; without it, everything but spam.
      const status = new URL(request.url).searchParams.get('status')
      if (status === null) return apiJson(list())
      return apiJson(list(StatusInputSchema.parse({ status }).status))
    },
    POST: async ({ request, context }) => {
      const limited = await hit(limit.name, limit.limit, clientKey(context))
      if (!limited.ok) {
        return apiError(429, RATE_LIMITED_MESSAGE, undefined, {
          'Retry-After': String(limited.retryAfterSec),
        })
      }
      const lead = await readJson(request, PUBLIC_FORM_MAX_BYTES)
      // The language it was written in, when the client says (docs/api.md): kept with the lead.
      const { language = null } = LeadLanguageSchema.parse(lead)
      await create(lead as Input, { language })
      return apiJson({ message: sent }, 201)
    },
  })
}

export function leadItemRoute({
  setStatus,
  remove,
  missing,
  deleted,
}: {
  setStatus: (id: number, status: LeadStatus) => unknown
  remove: (id: number) => boolean
  missing: string
  deleted: string
}) {
  return apiRoute({
    PUT: async ({ request, params }) => {
      requireApiUser(request)
      const id = parseId(params.id)
      const { status } = StatusInputSchema.parse(await readJson(request))
      const updated = id === null ? undefined : setStatus(id, status)
      return updated ? apiJson(updated) : notFound(missing)
    },
    DELETE: ({ request, params }) => {
      requireApiUser(request)
      const id = parseId(params.id)
      if (id === null || !remove(id)) return notFound(missing)
      return apiJson({ message: deleted })
    },
  })
}
