// A form post that reports upload progress. fetch() cannot report request-body progress, so with
// JavaScript the admin's upload forms send their FormData through XMLHttpRequest; without
// JavaScript the same forms are plain multipart posts.
import { useCallback, useState } from 'react'

export type XhrAnswer = { status: number; json: unknown }
export type XhrUploadState =
  { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' }

/** Posts `body` to `url` asking for JSON; rejects with an Error when no answer arrives. */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => {
      let json: unknown = null
      try {
        json = JSON.parse(xhr.responseText)
      } catch {
        json = null
      }
      resolve({ status: xhr.status, json })
    })
    xhr.addEventListener('error', () => reject(new Error('Network request failed')))
    xhr.addEventListener('abort', () => reject(new Error('Upload aborted')))
    xhr.send(body)
  })
}

export function useXhrUpload() {
  const [state, setState] = useState<XhrUploadState>({ phase: 'idle' })
  const send = useCallback(async (url: string, body: FormData) => {
    setState({ phase: 'uploading', percent: 0 })
    try {
      return await postWithProgress(url, body, (percent) =>
        setState({ phase: 'uploading', percent }),
      )
    } finally {
      setState({ phase: 'done' })
    }
  }, [])
  return { state, send, uploading: state.phase === 'uploading' }
}
