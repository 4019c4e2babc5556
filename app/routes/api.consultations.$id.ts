import { apiJson, apiRoute, notFound } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import { deleteConsultation } from '#app/models/consultation.server.ts'
import { parseId } from '#app/models/id.ts'

export const loader = apiRoute({
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteConsultation(id)) return notFound('Consultation request not found.')
    return apiJson({ message: 'Consultation request deleted successfully.' })
  },
})

export const action = loader
