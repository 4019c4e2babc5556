// Reads the Add/Edit Testimonial form: a multipart post whose image is a file or a URL. The file
// (if any) is stored first and wins over the URL; when the form is refused the file is released,
// so a failed save leaves nothing on disk.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
// The file input's name is shared with the form component, so the two never drift apart.
import { TESTIMONIAL_IMAGE_FILE_FIELD as IMAGE_FILE_FIELD } from '#app/lib/form-fields.ts'
import { TestimonialInputSchema, type TestimonialInput } from '#app/models/testimonial.server.ts'
import { ADMIN_UPLOADS, refusalText } from '#app/admin/uploads.server.ts'
import { deleteUploadIfUnused, receiveUploads } from '#app/lib/uploads.server.ts'

export const SAVE_FAILED = 'Failed to save testimonial'

export async function readTestimonialForm(request: Request) {
  const upload = await receiveUploads(request, {
    field: IMAGE_FILE_FIELD,
    kind: 'testimonials',
    accept: ADMIN_UPLOADS.testimonials.accept,
  })
  if (!upload.ok) {
    // A refused image cannot be kept, but what was typed comes back.
    const reply = parseWithZod(upload.fields, { schema: TestimonialInputSchema }).reply({
      formErrors: [refusalText('testimonials', upload)],
    })
    return { refused: data({ result: reply, error: null }, { status: upload.status }) }
  }
  const submission = parseWithZod(upload.fields, { schema: TestimonialInputSchema })
  const fileUrl = upload.file?.url ?? null
  if (submission.status !== 'success') {
    deleteUploadIfUnused(fileUrl)
    return {
      refused: data({ result: submission.reply(), error: null }, { status: 400 }),
    }
  }
  const input: TestimonialInput = {
    ...submission.value,
    clientImage: fileUrl ?? submission.value.clientImage,
  }
  /** The reply for a save that failed after validation; it releases the new file. */
  const failed = async (status: number) => {
    deleteUploadIfUnused(fileUrl)
    return data(
      { result: submission.reply({ formErrors: [SAVE_FAILED] }), error: null },
      { status },
    )
  }
  return { input, failed }
}
