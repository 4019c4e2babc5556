import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createTestimonial,
  listTestimonials,
  TestimonialInputSchema,
} from '#app/models/testimonial.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(inLocale('testimonial', listTestimonials(), askedLocale(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = await readJson(request, TestimonialInputSchema)
    return apiJson(oneInLocale('testimonial', createTestimonial(body), locale), 201)
  },
})

export const action = loader
