// What the Add/Edit editors' forms share (blog-form.tsx, detailed-service-form.tsx,
// media-entity-form.tsx, testimonial-form.tsx): the form's state, with its files uploaded first
// when JavaScript runs (use-upload-first.ts), and the one line that says what went wrong; and the
// editor's form itself: Enter saves (form-actions.tsx DefaultSubmit), the fields laid out as the
// full-screen editor (editor-layout.tsx), and at its foot the upload's progress, that line and the
// save bar.
import {
  useForm,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { MessageLink } from '#app/lib/toast.server.ts'
import type { UploadingKind } from '#db/kind-menu.ts'
import { DefaultSubmit, FormActions } from './form-actions.tsx'
import { EditorLayout } from './editor-layout.tsx'
import { validatedFormProps } from './form-props.ts'
import { PublicationFields, type PublicationValues } from './publication-fields.tsx'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { useUploadFirst } from './use-upload-first.ts'
import type { XhrUploadState } from './use-xhr-upload.ts'

/** What an Add/Edit form is given by its route: the action's reply, the stored item, the way back. */
export type EditorProps<Values> = {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Values
  cancelTo: string
}

/** What a page kind's Add/Edit editor form (blog, detailed service) is given besides. */
export type PageEditorProps<Values> = EditorProps<Values> & {
  /** Where the item is seen (its page, or its preview for a draft); none for a new one. */
  view?: MessageLink | null
  /** The site's time zone (publish times). */
  timeZone: string
}

/**
 * An editor's Conform form whose chosen files go first (use-upload-first.ts): `busy` while they
 * upload or the form is sent, and `error`, the upload's failure, a save that never reached the
 * server (network-error.ts) or the server's error about the whole form, in that order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint
export function useUploadingForm<Values extends Record<string, any>>(
  kind: UploadingKind,
  {
    lastResult,
    defaultValue,
    networkError,
  }: {
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<Values>
    networkError?: string | null
  },
) {
  const upload = useUploadFirst(kind)
  const [form, fields] = useForm<Values>({ lastResult, defaultValue, onSubmit: upload.onSubmit })
  const navigation = useNavigation()
  const busy = upload.uploading || navigation.state === 'submitting'
  const error = upload.uploadError ?? networkError ?? form.errors?.[0]
  return { form, fields, busy, error, progress: upload.progress }
}

/**
 * An editor's form: multipart when it takes files, the fields in `main` (the writing column) and
 * `side` (the side panel; without it, the fields run on above the foot, as in a modal). An item
 * with a page of its own (`pathPrefix`) has its publish time and slug at the top of the side panel.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint
export function EditorForm<Values extends Record<string, any> & Partial<PublicationValues>>({
  form,
  multipart = false,
  preventScrollReset,
  main,
  side,
  progress,
  progressLabel,
  error,
  cancelTo,
  busy,
  saved,
  timeZone,
  pathPrefix,
  view,
}: {
  form: FormMetadata<Values, string[]>
  multipart?: boolean
  /** A reply keeps the scroll where it was (a long form's error is shown beside its field). */
  preventScrollReset?: boolean
  main: ReactNode
  side?: ReactNode
  /** The upload's progress, for a form that takes files. */
  progress?: XhrUploadState
  progressLabel?: string
  error?: string | null
  cancelTo: string
  busy: boolean
  /** The item as stored (none for a new one): its status and title for the save bar. */
  saved?: { status?: string; title?: string }
  /** The site's time zone (publish times). */
  timeZone: string
  /** The address before the slug of an item with a page of its own, e.g. "/blog/". */
  pathPrefix?: string
  view?: MessageLink | null
}) {
  const publishing = { status: saved?.status, title: saved?.title, timeZone }
  const fields = form.getFieldset()
  const panel = pathPrefix ? (
    <>
      <PublicationFields
        publishAt={fields.publishAt}
        slug={fields.slug}
        timeZone={timeZone}
        pathPrefix={pathPrefix}
      />
      {side}
    </>
  ) : (
    side
  )
  const foot = (
    <>
      {progress ? <UploadProgress state={progress} label={progressLabel} /> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <FormActions cancelTo={cancelTo} busy={busy} publishing={publishing} view={view} />
    </>
  )
  return (
    <Form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      {...validatedFormProps(form)}
      preventScrollReset={preventScrollReset}
      className="space-y-4"
    >
      <DefaultSubmit status={publishing.status} />
      {panel ? (
        <EditorLayout main={main} side={panel} foot={foot} />
      ) : (
        <>
          {main}
          {foot}
        </>
      )}
    </Form>
  )
}
