import { apiJson, apiRoute, notFound } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import { deleteContactMessage } from '#app/models/contact-message.server.ts'
import { parseId } from '#app/models/id.ts'

export const loader = apiRoute({
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteContactMessage(id)) return notFound('Message not found.')
    return apiJson({ message: 'Message deleted successfully.' })
  },
})

export const action = loader
