// The testimonial modal's save, shared by the Add and Edit routes: the client image is a file or a
// URL; a chosen file is stored and wins over the URL.
import { TESTIMONIAL_IMAGE_FILE_FIELD } from '#app/lib/form-fields.ts'
import {
  createTestimonial,
  TestimonialInputSchema,
  updateTestimonial,
} from '#app/models/testimonial.server.ts'
import { saveUploadForm } from './upload-form.server.ts'

export function saveTestimonialForm(request: Request, id: number | null) {
  return saveUploadForm(request, {
    kind: 'testimonials',
    files: {
      matches: (name) => name === TESTIMONIAL_IMAGE_FILE_FIELD,
      replaces: () => ({ url: 'clientImage' }),
    },
    schema: TestimonialInputSchema,
    save: (input) => Boolean(id === null ? createTestimonial(input) : updateTestimonial(id, input)),
    listUrl: '/admin/testimonials',
    successText: 'Testimonial saved successfully.',
    failText: 'Failed to save testimonial',
    notFoundText: 'Testimonial not found.',
  })
}
