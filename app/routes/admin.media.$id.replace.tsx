// Replace a library file with a new one of the same format, at the same address (every use shows
// the new file): a multipart form over the grid, so it works without JavaScript.
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { MEDIA_URL, REPLACE_FIELD } from '#app/admin/media-fields.ts'
import { replaceMediaRoute } from '#app/admin/media-replace.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { FileInput } from '#app/components/ui/file-input.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FieldError } from '#app/components/ui/field.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'

export const loader = replaceMediaRoute.loader
export const action = replaceMediaRoute.action

export default function ReplaceMediaFile() {
  const { name, format } = useLoaderData<typeof loader>()
  const failed = formErrorOf(useActionData<typeof action>(), REPLACE_FIELD)
  const busy = useNavigation().state === 'submitting'
  const t = useAdminT()
  const [before, after] = t.mediaLibrary.replaceIntro
  return (
    <Modal title={t.mediaLibrary.replaceTitle} closeTo={MEDIA_URL}>
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <p className="text-sm">
          {before}
          <bdi className="break-all font-medium">{name}</bdi>
          {after}
        </p>
        <div>
          <label htmlFor="replace-file" className="block text-sm font-medium">
            {t.mediaLibrary.newFile(format.label)}
          </label>
          <FileInput
            id="replace-file"
            name={REPLACE_FIELD}
            accept={format.mime || undefined}
            required
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? 'replace-file-error' : undefined}
            className="mt-1"
          />
          <FieldError id="replace-file-error" errors={failed} />
        </div>
        <div className="flex justify-end gap-3">
          <Link to={MEDIA_URL} preventScrollReset className={buttonClass('secondary')}>
            {t.mediaLibrary.cancel}
          </Link>
          <button type="submit" disabled={busy} className={buttonClass()}>
            {busy ? t.mediaLibrary.replacing : t.mediaLibrary.replaceFile}
          </button>
        </div>
      </Form>
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
