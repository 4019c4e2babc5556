// One lead of either inbox through the /api (docs/api.md): PUT sets its status only (new, read,
// replied, archived or spam), DELETE removes it. The two inboxes differ only in their model calls
// and texts.
import { z } from 'zod'
import { LeadStatusSchema, type LeadStatus } from '#app/models/leads.server.ts'
import { parseId } from '#app/models/id.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'

const StatusInputSchema = z.object({ status: LeadStatusSchema })

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
