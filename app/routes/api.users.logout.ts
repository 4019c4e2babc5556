// POST /api/users/logout: revokes the bearer token it is called with.
import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { requireApiUser, revokeApiToken } from '#app/api/api-auth.server.ts'

export const loader = apiRoute({
  POST: ({ request }) => {
    requireApiUser(request)
    revokeApiToken(request)
    return apiJson({ message: 'Logged out successfully' })
  },
})
export const action = loader
