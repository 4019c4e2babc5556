// The media library's upload form. Without JavaScript it posts every chosen file to /admin/media,
// which keeps each one it accepts and says which it refused. With JavaScript each file is posted
// alone to /admin/media/upload with its own progress bar; a refused or failed one keeps its row
// with the reason and a Retry button, and the grid is reloaded once the files are in.
import { Form, useNavigation, useRevalidator } from '@remix-run/react'
import { RotateCcw, Upload } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { MAX_LIBRARY_FILES, UPLOAD_FIELD } from '#app/admin/media-fields.ts'
import type { FailedUpload } from '#app/admin/media-upload.server.ts'
import { FileInput } from '#app/components/ui/file-input.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FieldError } from '#app/components/ui/field.tsx'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { accepted, postWithProgress } from './use-xhr-upload.ts'
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

const DOOR = '/admin/media/upload'

type Row = {
  key: number
  file: File
  percent: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

function useUploadRows() {
  const [rows, setRows] = useState<Row[]>([])
  const revalidator = useRevalidator()
  const next = useRef(0)
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)))

  async function send(row: Row) {
    change(row.key, { state: 'uploading', percent: 0, error: undefined })
    const body = new FormData()
    body.append(UPLOAD_FIELD, row.file)
    try {
      const answer = await postWithProgress(DOOR, body, (percent) => change(row.key, { percent }))
      if (accepted(answer)) return change(row.key, { state: 'done', percent: 100 })
      const message = answer.json?.message
      change(row.key, {
        state: 'failed',
        error: typeof message === 'string' ? message : 'File upload failed',
      })
    } catch {
      change(row.key, {
        state: 'failed',
        error: 'File upload failed: the server could not be reached.',
      })
    }
  }

  /** Sends files one after the other, then reloads the grid. */
  async function sendAll(files: File[]) {
    const added = files.map((file) => ({
      key: next.current++,
      file,
      percent: 0,
      state: 'waiting' as const,
    }))
    setRows((all) => [...all.filter((row) => row.state !== 'done'), ...added])
    for (const row of added) await send(row)
    revalidator.revalidate()
  }

  async function retry(row: Row) {
    await send(row)
    revalidator.revalidate()
  }

  return { rows, sendAll, retry }
}

/** Why the server refused a file, in the admin's language (its count of files is a number). */
function refusal(text: string, t: AdminDictionary, m: (text: string) => string) {
  const many = /^At most (\d+) files at once\.$/.exec(text)
  return many ? t.library.tooMany(Number(many[1])) : m(text)
}

function UploadRows({ rows, onRetry }: { rows: Row[]; onRetry: (row: Row) => void }) {
  const { t, message: m } = useAdminLanguage()
  if (rows.length === 0) return null
  return (
    <ul aria-label={t.library.uploads} className="w-full space-y-2 text-sm">
      {rows.map((row) => (
        <li key={row.key} className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 max-w-xs break-all font-medium">{row.file.name}</span>
          {row.state === 'failed' ? (
            <>
              <span role="alert" className="text-red-700 dark:text-red-300">
                {row.error ? refusal(row.error, t, m) : null}
              </span>
              <button
                type="button"
                onClick={() => onRetry(row)}
                aria-label={t.library.retryFile(row.file.name)}
                className={`${buttonClass('secondary')} px-3 py-1`}
              >
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t.library.retry}
              </button>
            </>
          ) : (
            <>
              <progress
                max={100}
                value={row.percent}
                aria-label={t.library.uploadOf(row.file.name)}
                className="h-2 w-40 overflow-hidden rounded"
              />
              <span className="tabular-nums" role="status">
                {row.state === 'done'
                  ? t.library.uploaded
                  : row.state === 'waiting'
                    ? t.library.waiting
                    : `${row.percent}%`}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The upload form; `reply` is the screen's form reply: its error under the files, and those not kept. */
export function LibraryUpload({ reply }: { reply?: FormReply<FailedUpload[]> }) {
  const error = formErrorOf(reply, UPLOAD_FIELD)
  const notKept = reply?.shown
  const busy = useNavigation().formEncType === 'multipart/form-data'
  const uploads = useUploadRows()
  const input = useRef<HTMLInputElement>(null)
  const { t, message: m } = useAdminLanguage()
  const sending = uploads.rows.some((row) => row.state === 'uploading' || row.state === 'waiting')

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const files = [...(input.current?.files ?? [])]
    // No file chosen: the server's own answer says so.
    if (files.length === 0) return
    event.preventDefault()
    void uploads.sendAll(files)
    // A reset, not a cleared value: the chooser's list of names empties with it (file-input.tsx).
    event.currentTarget.reset()
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <label htmlFor="media-files" className="block text-sm font-medium">
          {t.library.uploadFiles}
        </label>
        <FileInput
          ref={input}
          id="media-files"
          name={UPLOAD_FIELD}
          multiple
          accept="image/*,video/*,audio/*"
          aria-describedby="media-files-hint media-files-error"
          aria-invalid={error ? true : undefined}
          className="mt-1"
        />
        <p id="media-files-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {t.library.uploadHint(MAX_LIBRARY_FILES)}
        </p>
        <FieldError id="media-files-error" errors={error} />
        {notKept?.length ? (
          <ul className="mt-1 list-disc ps-5 text-sm text-red-700 dark:text-red-300">
            {notKept.map((file, i) => (
              <li key={i}>
                <bdi>{file.name}</bdi>: {refusal(file.error, t, m)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" disabled={busy || sending} className={buttonClass()}>
        <Upload aria-hidden className="h-4 w-4" />
        {busy || sending ? t.library.uploading : t.library.upload}
      </button>
      <UploadRows rows={uploads.rows} onRetry={(row) => void uploads.retry(row)} />
    </Form>
  )
}
