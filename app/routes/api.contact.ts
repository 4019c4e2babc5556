import { apiError, apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { z } from 'zod'
import { LeadStatusSchema } from '#app/models/leads.server.ts'
import {
  CONTACT_LIMIT,
  PUBLIC_FORM_MAX_BYTES,
  RATE_LIMITED_MESSAGE,
} from '#app/site/form-limits.server.ts'
import { clientKey, hit } from '#app/lib/rate-limit.server.ts'
import {
  createContactMessage,
  listContactMessages,
  type ContactMessageInput,
} from '#app/models/contact-message.server.ts'

const StatusFilterSchema = z.object({ status: LeadStatusSchema })

export const loader = apiRoute({
  GET: ({ request }) => {
    requireApiUser(request)
    // ?status= narrows the list to one status; without it, everything but spam.
    const status = new URL(request.url).searchParams.get('status')
    if (status === null) return apiJson(listContactMessages())
    return apiJson(listContactMessages(StatusFilterSchema.parse({ status }).status))
  },
  POST: async ({ request, context }) => {
    const limited = await hit(CONTACT_LIMIT.name, CONTACT_LIMIT.limit, clientKey(context))
    if (!limited.ok) {
      return apiError(429, RATE_LIMITED_MESSAGE, undefined, {
        'Retry-After': String(limited.retryAfterSec),
      })
    }
    await createContactMessage(
      (await readJson(request, PUBLIC_FORM_MAX_BYTES)) as ContactMessageInput,
    )
    return apiJson({ message: 'Message sent successfully!' }, 201)
  },
})

export const action = loader
