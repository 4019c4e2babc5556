import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createTestimonial,
  listTestimonials,
  type TestimonialInput,
} from '#app/models/testimonial.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listTestimonials()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as TestimonialInput
    return apiJson(createTestimonial(body), 201)
  },
})

export const action = loader
