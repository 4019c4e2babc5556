import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { getHeroVideo } from '#app/models/hero-video.server.ts'

// Clients add a cache-busting query string; it is ignored.
export const loader = apiRoute({ GET: () => apiJson(getHeroVideo()) })

export const action = loader
