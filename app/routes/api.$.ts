import { apiRoute, notFound } from '#app/api/api.server.ts'

// Unknown /api paths answer in the API's own shape rather than with the site's HTML 404 page.
const missing = () => notFound('Not found.')

export const loader = apiRoute({ GET: missing, POST: missing, PUT: missing, DELETE: missing })

export const action = loader
