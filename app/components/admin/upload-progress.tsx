import type { XhrUploadState } from './use-xhr-upload.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

/** A labelled progress bar with its percentage, shown only while an upload is running. */
export function UploadProgress({ state, label }: { state: XhrUploadState; label?: string }) {
  const t = useAdminT()
  if (state.phase !== 'uploading') return null
  return (
    <div className="flex items-center gap-3" role="status">
      <progress
        max={100}
        value={state.percent}
        aria-label={label ?? t.forms.uploadProgress}
        className="h-2 w-full max-w-xs overflow-hidden rounded"
      />
      <span className="text-sm tabular-nums">{state.percent}%</span>
    </div>
  )
}
