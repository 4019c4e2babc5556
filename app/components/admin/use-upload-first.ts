// With JavaScript, a form's chosen files are uploaded first (XMLHttpRequest to /admin/uploads/<folder>,
// with progress), each file input is swapped for the returned URL (its `data-url-field`, and its
// media type into `data-type-field`), and the form is then submitted without files. Without
// JavaScript the browser posts the files with the form and the action stores them itself.
import { useSubmit } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { folderOf, type UploadingKind } from '#db/kind-menu.ts'
import { accepted, useXhrUpload } from './use-xhr-upload.ts'

/**
 * The error catalogue's fallback for an upload whose answer carries no message of its own, naming
 * what the file input takes.
 */
const failText = (input: HTMLInputElement) =>
  input.accept === 'image/*' ? 'Image upload failed' : 'File upload failed'

export function useUploadFirst(kind: UploadingKind) {
  const submit = useSubmit()
  const upload = useXhrUpload()
  const [uploadError, setUploadError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type=file]')].filter(
      (input) => !input.disabled && input.files?.length,
    )
    if (inputs.length === 0) return setUploadError(null)
    event.preventDefault()
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
    const body = new FormData(form, submitter)
    for (const input of inputs) {
      const file = new FormData()
      file.append('file', input.files![0]!)
      try {
        const answer = await upload.send(`/admin/uploads/${folderOf(kind)}`, file)
        const { fileUrl, type, message } = answer.json ?? {}
        if (!accepted(answer) || typeof fileUrl !== 'string') {
          return setUploadError(typeof message === 'string' ? message : failText(input))
        }
        body.delete(input.name)
        if (input.dataset.urlField) body.set(input.dataset.urlField, fileUrl)
        if (input.dataset.typeField && typeof type === 'string') {
          body.set(input.dataset.typeField, type)
        }
      } catch (error) {
        return setUploadError(error instanceof Error ? error.message : failText(input))
      }
    }
    setUploadError(null)
    submit(body, {
      method: 'post',
      encType: 'multipart/form-data',
      action: form.getAttribute('action') ?? undefined,
      preventScrollReset: true,
    })
  }

  return { onSubmit, uploadError, progress: upload.state, uploading: upload.uploading }
}
