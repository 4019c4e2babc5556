import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  deleteTestimonial,
  getTestimonial,
  updateTestimonial,
  TestimonialInputSchema,
} from '#app/models/testimonial.server.ts'

const NOT_FOUND = 'Testimonial not found.'

export const loader = apiRoute({
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getTestimonial(id)
    if (id === null || !before) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('testimonial', id, locale, await readJson(request), NOT_FOUND)
      return apiJson(oneInLocale('testimonial', getTestimonial(id)!, locale))
    }
    const testimonial = updateTestimonial(id, await readJson(request, TestimonialInputSchema))
    if (!testimonial) return notFound(NOT_FOUND)
    return apiJson(oneInLocale('testimonial', testimonial, locale))
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getTestimonial(id)
    if (id === null || !before || !deleteTestimonial(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Testimonial deleted successfully.' })
  },
})

export const action = loader
