import { z } from 'zod'
import { apiJson, apiRoute, notFound, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import {
  deleteContactMessage,
  setContactMessageStatus,
} from '#app/models/contact-message.server.ts'
import { LeadStatusSchema } from '#app/models/leads.server.ts'
import { parseId } from '#app/models/id.ts'

const StatusInputSchema = z.object({ status: LeadStatusSchema })

export const loader = apiRoute({
  // The status only (docs/api.md): new, read, replied, archived or spam.
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const { status } = StatusInputSchema.parse(await readJson(request))
    const updated = id === null ? undefined : setContactMessageStatus(id, status)
    return updated ? apiJson(updated) : notFound('Message not found.')
  },
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteContactMessage(id)) return notFound('Message not found.')
    return apiJson({ message: 'Message deleted successfully.' })
  },
})

export const action = loader
