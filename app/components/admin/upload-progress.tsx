import type { XhrUploadState } from './use-xhr-upload.ts'

/** A labelled progress bar with its percentage, shown only while an upload is running. */
export function UploadProgress({
  state,
  label = 'Upload progress',
}: {
  state: XhrUploadState
  label?: string
}) {
  if (state.phase !== 'uploading') return null
  return (
    <div className="flex items-center gap-3" role="status">
      <progress
        max={100}
        value={state.percent}
        aria-label={label}
        className="h-2 w-full max-w-xs overflow-hidden rounded"
      />
      <span className="text-sm tabular-nums">{state.percent}%</span>
    </div>
  )
}
